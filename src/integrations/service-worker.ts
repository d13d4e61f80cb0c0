/**
 * An Astro integration that writes `dist/sw.js`, a Workbox service worker
 * (`generateSW`) that makes the site work without a network after one visit.
 * It must be the LAST integration in `astro.config.mjs`: it globs the finished
 * `dist/`, Pagefind index included.
 *
 * @example
 * integrations: [mdx(), searchIndex(), serviceWorker({ precacheTopicPagesUpTo: 600 })]
 *
 * What the worker holds — a small site (up to `precacheTopicPagesUpTo` topic
 * pages; today's content):
 * - The precache: every page in every language (homes, games, topics, glossary,
 *   status, 404), every `citations.json` (what the copy controls quote), the
 *   `/_astro/` scripts, manifest and icons, and of each language's Pagefind
 *   bundle exactly the files a search fetches (`pagefind.js`, the entry, meta,
 *   the language's wasm, index and fragments; not Pagefind's own UI files).
 *   No runtime page cache exists, so nothing can be served from an older version.
 * - Paragraph pages (`/{lang}/{game}/{topic}/{paragraph}/`, made for link
 *   previews: their own script sends a reader to `…/{topic}/#{paragraph}`) are
 *   answered by the worker with that very redirect, online and offline, instead
 *   of precaching hundreds of near-copies of the topic pages.
 * - `?q=…` (the search query) is ignored when looking up the precache; a page
 *   address without its trailing slash (`/fr/ti4`) is redirected to `/fr/ti4/`,
 *   as the host does; any other address goes to the network, and offline gets
 *   the precached 404 page.
 *
 * A big site (more topic pages than that): the precache holds everything above
 * but topic pages, `citations.json` and Pagefind fragments. Those are fetched
 * when read — topic pages network first (the cached copy after 3 s without an
 * answer), fragments cache first — and kept in runtime caches named after this
 * build's revision (`runtime-pages-<revision>`, at most 300 pages for 30 days;
 * 2,000 fragments): a page is kept only if every `/_astro/` file it loads is in
 * this worker's precache, i.e. it is of the worker's own version. Offline,
 * search still finds every topic; pages never read get the 404 page.
 *
 * A new deploy: every precached file has a revision (its content hash; files
 * under `/_astro/` have it in their name), so the new worker downloads only what
 * changed, while the old one keeps serving its complete set. No `skipWaiting`:
 * the new worker waits until no tab of the old version is open, or until the
 * reader answers the page's "new version — reload" notice (it posts
 * `SKIP_WAITING`; every open tab then reloads). On activation it deletes the old
 * precache entries and every runtime cache not of its revision
 * (`sw-cleanup.js`). `clientsClaim` only matters on the first install: the page
 * that registered the worker is controlled at once, so its search works offline
 * without a reload.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { generateSW, getManifest, type GetManifestOptions, type RuntimeCaching } from 'workbox-build';
import { languages } from '../utils/languages.ts';

interface Options {
  /** Above this number of topic pages (`/{lang}/{game}/{topic}/`), they are cached when read instead of precached. */
  precacheTopicPagesUpTo?: number;
}

/** The language directories as a glob or RegExp alternative: `{ru,en,fr}`, `(?:ru|en|fr)`. */
const languageGlob = `{${languages.join(',')}}`;
const languageGroup = `(?:${languages.join('|')})`;

/** `/{lang}/{game}/{topic}/`, with or without the slash or a query. */
const topicPagePath = new RegExp(`^/${languageGroup}/[^/]+/[^/]+/?$`);

/** The cache names a worker's caches start with: `runtime-` caches of another revision are deleted on activation. */
const runtimePrefix = 'runtime-';

/** Whether a built page's path is a topic page, e.g. `/en/ti4/component-limitations/` or `en/ti4/x`. */
export function isTopicPage(pathname: string): boolean {
  return topicPagePath.test(pathname.startsWith('/') ? pathname : `/${pathname}`);
}

/**
 * The files of one language's Pagefind bundle that the site's search fetches
 * (`src/scripts/search.ts`: one instance per language, no worker): read from
 * the bundle's `pagefind-entry.json`.
 *
 * @example
 * searchIndexFiles('dist', 'en', true)
 * // ['pagefind/en/pagefind.js', 'pagefind/en/pagefind-entry.json', 'pagefind/en/pagefind.en_b35….pf_meta',
 * //  'pagefind/en/wasm.en.pagefind', 'pagefind/en/index/*.pf_index', 'pagefind/en/fragment/*.pf_fragment']
 */
export function searchIndexFiles(dist: string, lang: string, withFragments: boolean): string[] {
  const bundle = `pagefind/${lang}`;
  const entryFile = join(dist, bundle, 'pagefind-entry.json');
  if (!existsSync(entryFile)) throw new Error(`${entryFile} is missing: the search index must be built before the service worker`);
  const entry: { languages: Record<string, { hash: string; wasm?: string | null }> } = JSON.parse(readFileSync(entryFile, 'utf8'));
  return [
    `${bundle}/pagefind.js`,
    `${bundle}/pagefind-entry.json`,
    ...Object.values(entry.languages).flatMap(({ hash, wasm }) => [`${bundle}/pagefind.${hash}.pf_meta`, `${bundle}/wasm.${wasm ?? 'unknown'}.pagefind`]),
    `${bundle}/index/*.pf_index`,
    ...(withFragments ? [`${bundle}/fragment/*.pf_fragment`] : []),
  ];
}

/**
 * What the worker precaches, as workbox-build glob options: the whole site on a
 * small site (`precacheAll`), the shell and search index on a big one.
 *
 * @example
 * await getManifest(precacheGlobs('dist', { precacheAll: true }))
 */
export function precacheGlobs(globDirectory: string, { precacheAll }: { precacheAll: boolean }): GetManifestOptions {
  return {
    globDirectory,
    globPatterns: [
      '*.{html,svg,png,webmanifest}',
      '_astro/**/*.{js,css}',
      `${languageGlob}/**/*.html`,
      ...(precacheAll ? [`${languageGlob}/*/*/citations.json`] : []),
      ...languages.flatMap((lang) => searchIndexFiles(globDirectory, lang, precacheAll)),
    ],
    globIgnores: [
      // Paragraph pages: the worker redirects them to their topic page (see above).
      `${languageGlob}/*/*/*/index.html`,
      ...(precacheAll ? [] : [`${languageGlob}/*/*/index.html`]),
    ],
    // Files under /_astro/ carry their hash in their name: no revision needed.
    dontCacheBustURLsMatching: /^_astro\//,
    // The Pagefind wasm and index chunks can exceed Workbox's 2 MiB default on a big site.
    maximumFileSizeToCacheInBytes: 10 * 1024 * 1024,
  };
}

/**
 * The routes after the precache, in order (see the module comment). Handlers
 * and plugins are written into `sw.js` as source text, so they use nothing
 * but their arguments and the worker's globals.
 */
export function runtimeRoutes({ precacheAll, revision }: { precacheAll: boolean; revision: string }): RuntimeCaching[] {
  const language = `^https?://[^/]+/${languageGroup}`;
  const fallback = { precacheFallback: { fallbackURL: '/404.html' } };
  /** Keeps a page only if every /_astro/ file it loads is in this worker's precache: a page of the same version. */
  const sameVersion = {
    cacheWillUpdate: async ({ response }: { response: Response }) => {
      if (!response || response.status !== 200) return null;
      const assets = (await response.clone().text()).match(/\/_astro\/[^"'\s)]+/g) ?? [];
      const held = await Promise.all(assets.map((asset) => caches.match(asset)));
      return held.every(Boolean) ? response : null;
    },
  };
  const routes: RuntimeCaching[] = [
    {
      // `/fr/ti4` → `/fr/ti4/` (the query kept), as the host redirects. Page paths have no dot.
      urlPattern: new RegExp(`${language}(?:/[^/?#.]+)*(?:\\?.*)?$`),
      handler: ({ request, url }) =>
        request.mode === 'navigate' ? Promise.resolve(Response.redirect(`${url.pathname}/${url.search}`, 301)) : fetch(request),
    },
    {
      // `/{lang}/{game}/{topic}/{paragraph}/` → `/{lang}/{game}/{topic}/#{paragraph}`, what the page's own script does.
      urlPattern: new RegExp(`${language}/[^/?#]+/[^/?#]+/[a-z0-9-]+/(?:\\?.*)?$`),
      handler: ({ request, url }) =>
        request.mode === 'navigate'
          ? Promise.resolve(Response.redirect(url.pathname.replace(/\/([a-z0-9-]+)\/$/, '/#$1'), 302))
          : fetch(request),
    },
  ];
  if (!precacheAll) {
    routes.push(
      {
        urlPattern: new RegExp(`${language}/[^/?#]+/[^/?#]+/(?:\\?.*)?$`),
        handler: 'NetworkFirst',
        options: {
          cacheName: `${runtimePrefix}pages-${revision}`,
          networkTimeoutSeconds: 3,
          expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true },
          plugins: [sameVersion],
          ...fallback,
        },
      },
      {
        urlPattern: new RegExp(`${language}/[^/?#]+/[^/?#]+/citations\\.json$`),
        handler: 'NetworkFirst',
        options: { cacheName: `${runtimePrefix}citations-${revision}`, networkTimeoutSeconds: 3, expiration: { maxEntries: 300, purgeOnQuotaError: true } },
      },
      {
        urlPattern: new RegExp(`^https?://[^/]+/pagefind/${languageGroup}/fragment/`),
        handler: 'CacheFirst',
        options: { cacheName: `${runtimePrefix}search-${revision}`, expiration: { maxEntries: 2000, purgeOnQuotaError: true } },
      },
    );
  }
  // Any other address: the network; offline, the 404 page.
  routes.push({ urlPattern: ({ request }) => request.mode === 'navigate', handler: 'NetworkOnly', options: fallback });
  return routes;
}

/**
 * Runs in the worker (written into `sw-cleanup.js`): on activation, deletes the
 * runtime caches that are not this version's, and the unversioned `pages` and
 * `search-fragments` caches of workers before revisioned names.
 */
function deleteOtherVersionsCaches(current: string[], prefix: string): void {
  self.addEventListener('activate', (event) => {
    const deleting = caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => (name.startsWith(prefix) || name === 'pages' || name === 'search-fragments') && !current.includes(name))
            .map((name) => caches.delete(name)),
        ),
      );
    (event as Event & { waitUntil(promise: Promise<unknown>): void }).waitUntil(deleting);
  });
}

export default function serviceWorker({ precacheTopicPagesUpTo = 600 }: Options = {}): AstroIntegration {
  return {
    name: 'service-worker',
    hooks: {
      'astro:build:done': async ({ dir, pages, logger }) => {
        const started = performance.now();
        const topicPages = pages.filter((page) => isTopicPage(page.pathname)).length;
        const precacheAll = topicPages <= precacheTopicPagesUpTo;
        const globDirectory = fileURLToPath(dir);
        const globs = precacheGlobs(globDirectory, { precacheAll });
        // The revision of this build: what the precache holds. Names its runtime caches.
        const { manifestEntries } = await getManifest(globs);
        const revision = createHash('sha256')
          .update(manifestEntries.map((entry) => `${entry.url} ${entry.revision}`).join('\n'))
          .digest('hex')
          .slice(0, 10);
        const runtimeCaching = runtimeRoutes({ precacheAll, revision });
        const current = runtimeCaching.flatMap((route) => (route.options?.cacheName ? [route.options.cacheName] : []));
        writeFileSync(join(globDirectory, 'sw-cleanup.js'), `(${deleteOtherVersionsCaches})(${JSON.stringify(current)}, ${JSON.stringify(runtimePrefix)});\n`);
        const { count, size, warnings } = await generateSW({
          ...globs,
          swDest: join(globDirectory, 'sw.js'),
          importScripts: ['sw-cleanup.js'],
          directoryIndex: 'index.html',
          // Pagefind adds `?ts=…` to bust the HTTP cache; `?q=` is the search query (read by the page's script).
          ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^ts$/, /^q$/],
          skipWaiting: false,
          clientsClaim: true,
          cleanupOutdatedCaches: true,
          runtimeCaching,
          // One file, no extra workbox-*.js request.
          inlineWorkboxRuntime: true,
          mode: 'production',
          sourcemap: false,
        });
        for (const warning of warnings) logger.warn(warning);
        const seconds = ((performance.now() - started) / 1000).toFixed(2);
        const mode = precacheAll ? 'all pages' : `shell and search index; ${topicPages} topic pages cached when read`;
        logger.info(`sw.js precaches ${count} files, ${(size / 1024).toFixed(0)} KiB (${mode}; revision ${revision}), written in ${seconds}s`);
      },
    },
  };
}
