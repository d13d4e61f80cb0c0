// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import sitemap from '@astrojs/sitemap';
import guard from './src/integrations/guard.ts';
import { sitemapOptions } from './src/utils/sitemap.ts';

/** The site's origin, for canonical URLs, permalinks and the sitemap: change it here only. */
const site = process.env.SITE_URL ?? 'https://rules.example.org';

export default defineConfig({
  site,
  trailingSlash: 'always',
  i18n: {
    locales: ['ru', 'en', 'fr'],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: true, redirectToDefaultLocale: false },
  },
  integrations: [guard(), mdx(), sitemap(sitemapOptions(new URL('./content/topics/', import.meta.url)))],
  security: {
    // A strict Content-Security-Policy as <meta> on every page (and in dist/_headers):
    // Astro hashes the inline scripts and styles it renders; no 'unsafe-inline'.
    csp: {
      directives: ["default-src 'self'", "img-src 'self' data:", "object-src 'none'", "base-uri 'self'", "form-action 'self'"],
      // 'wasm-unsafe-eval': Pagefind's search runs as WebAssembly.
      scriptDirective: { resources: ["'self'", "'wasm-unsafe-eval'"] },
      styleDirective: { resources: ["'self'"] },
    },
  },
});
