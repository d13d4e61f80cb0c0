// @ts-check
import { defineConfig } from 'astro/config';
import { siteSettings } from './site.config.ts';
import rulesAtTheTable from './src/build/rules-at-the-table.ts';
import { themeScriptHash } from './src/theme/theme-script.ts';

export default defineConfig({
  // `site` is the settings' (SITE_URL), set by the integration: the settings are read here once and passed on.
  trailingSlash: 'ignore',
  // The content cache lives with the project, not in node_modules (which worktrees and test copies share).
  cacheDir: './.cache/astro',
  i18n: {
    locales: ['ru', 'en', 'fr'],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: true, redirectToDefaultLocale: false },
  },
  // CSS inline in each page: no extra request before the first paint (paragraph pages link theirs: see ParagraphPreview).
  // Rule texts are MDX read by the content model (src/content-model/), not rendered by Astro's Markdown: no Shiki.
  markdown: { syntaxHighlight: false },
  // Four pages rendered at once: while one is written to disk, the next renders.
  build: { inlineStylesheets: 'always', concurrency: 4 },
  vite: {
    // Astro builds for esnext; CSS is lowered for the phones still in use (Vite's "baseline widely available"),
    // e.g. the palette's light-dark() for Safari before 17.5.
    build: {
      // Astro would inline a page's small scripts; every component's script is a file instead (the theme's, which
      // must run before the first paint, is `is:inline`). A page's first round trip carries its words, within 14 KB,
      // not code: the files are fetched once for every page (and precached by the service worker), where an inline
      // script comes again in every page, with its CSP hash.
      assetsInlineLimit: (file) => (file.includes('_astro_type_script') ? false : undefined),
      cssTarget: ['chrome111', 'edge111', 'firefox114', 'safari16.4', 'ios16.4'],
      rollupOptions: {
        output: {
          // A first search fetches one script: the search code and Pagefind's own script (virtual:pagefind).
          // The URL grammar (routing/paths.ts) is not in it: the search does not need it, and the not-found pages'
          // scripts, which do, take it from a chunk of their own.
          // (Vite's preload helper stays a chunk of its own: every page's search field uses it. The few lines that link
          // a feature's stylesheet on first use, which four lazy modules share, go with it: no chunk of their own, no
          // file name in each loader's list of what to preload.)
          manualChunks: (id) =>
            /\/src\/search\/browser\/search\.ts$/.test(id)
              ? 'search'
              : id.includes('vite/preload-helper') || id.endsWith('/src/styles/browser/link-stylesheet.ts')
                ? 'preload-helper'
                : undefined,
        },
      },
    },
  },
  // The site's build, each step in order (src/build/rules-at-the-table.ts): content read and checked, search index,
  // citations and stamped pages, sitemap, _headers, service worker.
  integrations: [rulesAtTheTable(siteSettings)],
  security: {
    // A strict Content-Security-Policy as <meta> on every page (and in dist/_headers):
    // Astro hashes the inline scripts and styles it renders; no 'unsafe-inline'.
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
      // 'wasm-unsafe-eval': Pagefind's search runs as WebAssembly. The theme script runs inline on every page.
      scriptDirective: { resources: ["'self'", "'wasm-unsafe-eval'"], hashes: [themeScriptHash] },
      styleDirective: { resources: ["'self'"] },
    },
  },
});
