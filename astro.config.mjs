// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import { satteri } from '@astrojs/markdown-satteri';
import sitemap from '@astrojs/sitemap';
import guard from './src/integrations/guard.ts';
import searchIndex from './src/integrations/search-index.ts';
import serviceWorker from './src/integrations/service-worker.ts';
import { sitemapOptions } from './src/utils/sitemap.ts';

/** The site's origin, for canonical URLs, permalinks and the sitemap: change it here only. */
const site = process.env.SITE_URL ?? 'https://rules.example.org';

export default defineConfig({
  site,
  trailingSlash: 'ignore',
  // The content cache lives with the project, not in node_modules (which worktrees and test copies share).
  cacheDir: './.cache/astro',
  i18n: {
    locales: ['ru', 'en', 'fr'],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: true, redirectToDefaultLocale: false },
  },
  // CSS inline in each page: no extra request before the first paint.
  build: { inlineStylesheets: 'always' },
  vite: {
    // Astro builds for esnext; CSS is lowered for the phones still in use (Vite's "baseline widely available"),
    // e.g. the palette's light-dark() for Safari before 17.5.
    build: { cssTarget: ['chrome111', 'edge111', 'firefox114', 'safari16.4', 'ios16.4'] },
  },
  markdown: {
    // Quotes stay as the sources print them: smart punctuation turns French " Si … " the wrong way round.
    processor: satteri({ features: { smartPunctuation: false } }),
    // Rule texts have no code blocks: no Shiki (its inline styles are what a strict CSP refuses).
    syntaxHighlight: false,
  },
  // Order matters: content checks before anything renders; the search index is built from the pages, the sitemap after it.
  // The service worker globs the finished dist/ (pages and search index): keep it LAST.
  integrations: [guard(), mdx(), searchIndex(), sitemap(sitemapOptions(new URL('./content/topics/', import.meta.url))), serviceWorker()],
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
