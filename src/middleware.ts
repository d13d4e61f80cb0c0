/**
 * Every HTML page as it is rendered (at build time, the site being static):
 * its CSP `<meta>` trimmed to the hashes of its own inline scripts and styles
 * (`src/utils/csp-hashes.ts`). Done here, not after the build, so that each
 * page is written once.
 *
 * @example
 * // dist/en/index.html: script-src 'self' 'wasm-unsafe-eval' + the hashes of its 5 inline scripts, not Astro's 12
 */
import { defineMiddleware } from 'astro:middleware';
import { ownHashesOnly } from './utils/csp-hashes.ts';

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  return new Response(ownHashesOnly(await response.text()), response);
});
