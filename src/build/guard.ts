/**
 * The build as a guard: content checks before Astro renders, security headers
 * after it writes `dist/`. One entry in astro.config.mjs.
 *
 * @example
 * integrations: [guard(), mdx()]
 */
import contentChecks from './content-checks.ts';
import securityHeaders from '../headers/security-headers.ts';

export default function guard() {
  return [contentChecks(), securityHeaders()];
}
