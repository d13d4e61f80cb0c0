// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import serviceWorker from './src/integrations/service-worker.ts';

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
  // CSS inline in each page: no extra request before the first paint.
  build: { inlineStylesheets: 'always' },
  // The service worker globs the finished dist/: keep it LAST.
  integrations: [mdx(), serviceWorker()],
});
