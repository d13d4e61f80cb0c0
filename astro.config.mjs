// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';

export default defineConfig({
  site: 'https://rules.example.org',
  trailingSlash: 'always',
  integrations: [mdx()],
});
