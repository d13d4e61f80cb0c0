// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import contentChecks from './src/integrations/content-checks.ts';

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
  integrations: [contentChecks(), mdx()],
});
