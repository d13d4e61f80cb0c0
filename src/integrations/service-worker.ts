/**
 * An Astro integration that writes `dist/sw.js`, a Workbox service worker
 * that precaches the whole built site — every page in every language, the
 * assets, the manifest and icons, and the Pagefind index in `dist/pagefind/`
 * — so that after one visit everything works without a network.
 *
 * It runs in `astro:build:done`, so it must be the LAST integration in
 * `astro.config.mjs`: the Pagefind index is written by another integration's
 * `astro:build:done`, and it must already be in `dist/` when this one globs.
 *
 * @example
 * integrations: [mdx(), pagefind(), serviceWorker()]
 *
 * How a new deploy reaches readers without a mix of old and new pages:
 * - Every precached file has a revision (a hash of its content; files under
 *   `/_astro/` already have one in their name). A new deploy changes `sw.js`;
 *   the browser installs the new worker beside the old one, which downloads
 *   only the files whose revision changed, while the old worker keeps serving
 *   its complete, consistent set from its own cache keys.
 * - No `skipWaiting`: the new worker takes over only once no tab is open on
 *   the old version. Taking over a live tab would let an old page lazily load
 *   a search chunk or index file that the new version deleted — exactly the
 *   mix we must avoid. The cost: a tab left open keeps the old version until
 *   it is closed (a phone's home-screen app is relaunched often, so this is
 *   short in practice).
 * - `clientsClaim`: on the FIRST install (no old worker) the page that
 *   registered the worker is claimed at once, so its search works offline
 *   without a reload. With no `skipWaiting` it has no other effect.
 * - Navigations: precached pages are matched by directory (`/en/ti4/x/` →
 *   `/en/ti4/x/index.html`); a navigation to anything not precached (a
 *   paragraph page, made for link previews) goes to the network first, is
 *   kept once opened, and offline without a copy gets the precached
 *   `404.html`, which links to the three languages' homes.
 *
 * A big site (more than `precacheTopicPagesUpTo` topic pages) would make the
 * first visit download everything. There the worker precaches the shell
 * (homes, game pages, 404, icons) and the search index but not the topic
 * pages nor Pagefind's per-page fragments: a topic page is fetched network
 * first (cache after 3 s without an answer) and kept once read, and a search
 * result's fragment is kept once shown. Offline, search still finds every
 * topic; pages never read are not there.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { generateSW } from 'workbox-build';

interface Options {
  /** Above this number of topic pages (`/{lang}/{game}/{topic}/`), they are cached when read instead of precached. */
  precacheTopicPagesUpTo?: number;
}

const isTopicPage = (pathname: string) => /^\/?(ru|en|fr)\/[^/]+\/[^/]+\/?$/.test(pathname);

export default function serviceWorker({ precacheTopicPagesUpTo = 600 }: Options = {}): AstroIntegration {
  return {
    name: 'service-worker',
    hooks: {
      'astro:build:done': async ({ dir, pages, logger }) => {
        const started = performance.now();
        const topicPages = pages.filter((page) => isTopicPage(page.pathname)).length;
        const precacheAll = topicPages <= precacheTopicPagesUpTo;
        const globDirectory = fileURLToPath(dir);
        const { count, size, warnings } = await generateSW({
          globDirectory,
          swDest: fileURLToPath(new URL('sw.js', dir)),
          globPatterns: ['**/*.{html,css,js,svg,png,webmanifest}', 'pagefind/**/*'],
          globIgnores: [
            'sw.js',
            // Paragraph pages (`/{lang}/{game}/{topic}/{paragraph}/`) are for link previews: the
            // topic page holds the same paragraph. Cached when opened, like a page on a big site.
            '{ru,en,fr}/*/*/*/index.html',
            ...(precacheAll ? [] : ['{ru,en,fr}/*/*/index.html', 'pagefind/fragment/**']),
          ],
          // Files under /_astro/ carry their hash in their name: no revision needed.
          dontCacheBustURLsMatching: /^_astro\//,
          directoryIndex: 'index.html',
          // Pagefind adds `?ts=…` to bust the HTTP cache; the precache is revisioned already.
          ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^ts$/],
          // The Pagefind wasm and index chunks can exceed Workbox's 2 MiB default on a big site.
          maximumFileSizeToCacheInBytes: 10 * 1024 * 1024,
          skipWaiting: false,
          clientsClaim: true,
          cleanupOutdatedCaches: true,
          runtimeCaching: [
            {
              // Pages not precached (paragraph pages, and topic pages on a big site): network
              // first, the cached copy after 3 s without an answer, the 404 page offline.
              urlPattern: ({ request }) => request.mode === 'navigate',
              handler: 'NetworkFirst',
              options: { cacheName: 'pages', networkTimeoutSeconds: 3, precacheFallback: { fallbackURL: '/404.html' } },
            },
            {
              urlPattern: /\/pagefind\/fragment\//,
              handler: 'CacheFirst',
              options: { cacheName: 'search-fragments', expiration: { maxEntries: 2000 } },
            },
          ],
          // One file, no extra workbox-*.js request.
          inlineWorkboxRuntime: true,
          mode: 'production',
          sourcemap: false,
        });
        for (const warning of warnings) logger.warn(warning);
        const seconds = ((performance.now() - started) / 1000).toFixed(2);
        const mode = precacheAll ? 'all pages' : `shell and search index; ${topicPages} topic pages cached when read`;
        logger.info(`sw.js precaches ${count} files, ${(size / 1024).toFixed(0)} KiB (${mode}), written in ${seconds}s`);
      },
    },
  };
}
