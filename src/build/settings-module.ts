/**
 * The site's settings (`site.config.ts`, read once by `astro.config.mjs` and
 * handed to the integration) as the pages import them: `virtual:rules/settings`,
 * a module Vite writes from the values, as Starlight passes its config to its
 * pages. No page or component reads the environment or `site.config.ts` itself.
 *
 * @example
 * // a page, through pages-site-context.ts
 * import settings from 'virtual:rules/settings'; // { site: 'https://rules.example.org', paragraphPages: true, sideBySidePages: true }
 */
import type { Plugin } from 'vite';
import type { SiteSettings } from '../../site.config.ts';

const moduleId = 'virtual:rules/settings';
const resolvedId = `\0${moduleId}`;

/** The Vite plugin that provides `virtual:rules/settings`. */
export function settingsModule(settings: SiteSettings): Plugin {
  return {
    name: 'rules:settings',
    resolveId: (id) => (id === moduleId ? resolvedId : undefined),
    load: (id) => (id === resolvedId ? `export default ${JSON.stringify(settings)};\n` : undefined),
  };
}
