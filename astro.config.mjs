// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import sitemap from '@astrojs/sitemap';
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
  integrations: [mdx(), sitemap(sitemapOptions(new URL('./content/topics/', import.meta.url)))],
});
