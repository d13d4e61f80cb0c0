// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import { satteri } from '@astrojs/markdown-satteri';
import sitemap from '@astrojs/sitemap';
import searchIndex from './src/integrations/search-index.ts';
import serviceWorker from './src/integrations/service-worker.ts';
import { sitemapOptions } from './src/utils/sitemap.ts';

/** The site's origin, for canonical URLs, permalinks and the sitemap: change it here only. */
const site = process.env.SITE_URL ?? 'https://rules.example.org';

export default defineConfig({
  site,
  trailingSlash: 'ignore',
  i18n: {
    locales: ['ru', 'en', 'fr'],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: true, redirectToDefaultLocale: false },
  },
  // CSS inline in each page: no extra request before the first paint.
  build: { inlineStylesheets: 'always' },
  markdown: {
    // Quotes stay as the sources print them: smart punctuation turns French " Si … " the wrong way round.
    processor: satteri({ features: { smartPunctuation: false } }),
  },
  // Order matters: the search index is built from the pages, the sitemap after it.
  // The service worker globs the finished dist/ (pages and search index): keep it LAST.
  integrations: [mdx(), searchIndex(), sitemap(sitemapOptions(new URL('./content/topics/', import.meta.url))), serviceWorker()],
});
