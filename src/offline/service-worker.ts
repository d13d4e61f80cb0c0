/**
 * `dist/sw.js`, a Workbox service worker (`generateSW`) that makes the site
 * work without a network after one visit, written last by the build
 * (`build/rules-at-the-table.ts`): it lists the finished output, Pagefind index
 * included. The pages and `citations.json` come with the revisions recorded as
 * they were written (`build/rendered-pages.ts`): no page is read again; the
 * other files (icons, `/_astro/`, the search index) are globbed. The worker routes addresses with the site's own URL grammar
 * (`pageOfPath` of `src/routing/paths.ts`, bundled into `sw-routing.js`).
 *
 * @example
 * await writeServiceWorker('dist', revisions, { precacheTopicPagesUpTo: 600, log, warn });
 *
 * What the worker holds — a small site (up to `precacheTopicPagesUpTo` topic
 * pages; today's content):
 * - The precache: every page in every language (homes, games, topics, glossary,
 *   status, 404), every `citations.json` (what the copy controls quote), the
 *   `/_astro/` scripts, manifest and icons, and of the Pagefind bundle
 *   exactly the files a search fetches (`pagefind.js`, the entry, meta, the
 *   wasm, index chunks and fragments; not Pagefind's own UI files), with the
 *   names a mistyped query is matched against (`search-names.json`).
 * - Side-by-side pages (`/{lang}/{game}/{topic}/~{other}/`, up to two per
 *   topic page) and the games' booklets (`/{lang}/{game}/print/`, every text of
 *   a game on one page) are not precached, which would more than double what a
 *   first visit downloads: they are cached when read (network first, the cached
 *   copy after 3 s without an answer), in `runtime-pages-<revision>` as below, so a
 *   page read once opens offline; one never read gets the 404 page offline.
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
import { build } from 'esbuild';
import { generateSW, getManifest, type GetManifestOptions, type ManifestEntry, type RuntimeCaching } from 'workbox-build';
import { languages } from '../i18n/languages.ts';
import { pageOfPath, type Page } from '../routing/paths.ts';
import { searchNamesFile } from '../search/search-names.ts';

/** The cache names a worker's caches start with: `runtime-` caches of another revision are deleted on activation. */
const runtimePrefix = 'runtime-';

/** The kinds of page that are not precached but cached when read (see the module comment). */
const cachedWhenRead: readonly string[] = ['sideBySide', 'booklet'];

/** The worker's copy of the URL grammar (`src/routing/paths.ts`), bundled into this file of the output. */
const routingScript = 'sw-routing.js';

/**
 * The page a built file is, by the URL grammar: `en/ti4/x/index.html` is the
 * topic page `/en/ti4/x/`; `404.html` and the paragraph pages' templates are
 * none (undefined).
 */
export function pageOfFile(file: string): Page | undefined {
  return pageOfPath(`/${file.replace(/(^|\/)index\.html$/, '$1')}`);
}

/**
 * The files of the Pagefind bundle that the site's search fetches
 * (`src/search/browser/search.ts`: one instance, no worker), read from the bundle's
 * `pagefind-entry.json`, and the names a mistyped query is matched against.
 *
 * @example
 * searchIndexFiles('dist', true)
 * // ['pagefind/pagefind.js', 'pagefind/pagefind-entry.json', 'pagefind/pagefind.mul_b35….pf_meta',
 * //  'pagefind/wasm.unknown.pagefind', 'pagefind/index/*.pf_index', 'pagefind/fragment/*.pf_fragment', 'search-names.json']
 */
export function searchIndexFiles(dist: string, withFragments: boolean): string[] {
  const bundle = 'pagefind';
  const entryFile = join(dist, bundle, 'pagefind-entry.json');
  if (!existsSync(entryFile)) throw new Error(`${entryFile} is missing: the search index must be built before the service worker`);
  const entry: { languages: Record<string, { hash: string; wasm?: string | null }> } = JSON.parse(readFileSync(entryFile, 'utf8'));
  return [
    `${bundle}/pagefind.js`,
    `${bundle}/pagefind-entry.json`,
    ...Object.values(entry.languages).flatMap(({ hash, wasm }) => [`${bundle}/pagefind.${hash}.pf_meta`, `${bundle}/wasm.${wasm ?? 'unknown'}.pagefind`]),
    `${bundle}/index/*.pf_index`,
    ...(withFragments ? [`${bundle}/fragment/*.pf_fragment`] : []),
    searchNamesFile,
  ];
}

/**
 * What the worker precaches besides the pages, as workbox-build glob options:
 * icons, manifest, `/_astro/` scripts and styles, and of the search index what
 * a search fetches (without its fragments on a big site). The pages come from
 * the build's record of them (`precachedPages`): no page is read again.
 *
 * @example
 * await getManifest(precacheGlobs('dist', { precacheAll: true }))
 */
export function precacheGlobs(globDirectory: string, { precacheAll }: { precacheAll: boolean }): GetManifestOptions {
  return {
    globDirectory,
    globPatterns: [
      '*.{svg,png,webmanifest}',
      '_astro/**/*.{js,css}',
      ...searchIndexFiles(globDirectory, precacheAll),
    ],
    // Files under /_astro/ carry their hash in their name: no revision needed.
    dontCacheBustURLsMatching: /^_astro\//,
    // The Pagefind wasm and index chunks can exceed Workbox's 2 MiB default on a big site.
    maximumFileSizeToCacheInBytes: 10 * 1024 * 1024,
  };
}

/**
 * The pages the worker precaches, from the revisions the build recorded as it
 * rendered them: on a small site every page a reader can open (homes, games,
 * topics, glossary, status, `/`, `404.html`) and every `citations.json`; on a
 * big one the shell (all but topic pages and citations). Never paragraph pages
 * (the worker sends them to their topic page) nor side-by-side pages and
 * booklets (cached when read).
 *
 * @example
 * precachedPages(new Map([['en/ti4/x/index.html', 'c0ffee'], ['en/ti4/x/y/index.html', 'f00']]), { precacheAll: true })
 * // [{ url: 'en/ti4/x/index.html', revision: 'c0ffee' }]
 */
export function precachedPages(revisions: Map<string, string>, { precacheAll }: { precacheAll: boolean }): ManifestEntry[] {
  const entries: ManifestEntry[] = [];
  for (const [file, revision] of revisions) {
    const page = pageOfFile(file);
    const wanted =
      file === '404.html' ||
      (page !== undefined && !cachedWhenRead.includes(page.kind) && page.kind !== 'paragraph' && (precacheAll || (page.kind !== 'topic' && page.kind !== 'citations')));
    if (wanted) entries.push({ url: file, revision });
  }
  return entries.sort((a, b) => (a.url < b.url ? -1 : 1));
}

/**
 * The routes after the precache, in order (see the module comment). Handlers
 * and plugins are written into `sw.js` as source text, so they use nothing
 * but their arguments and the worker's globals.
 */
export function runtimeRoutes({ precacheAll, revision }: { precacheAll: boolean; revision: string }): RuntimeCaching[] {
  // In the worker, `routing` is the URL grammar of `src/routing/paths.ts` (`sw-routing.js`).
  type Routing = { pageOfPath: typeof pageOfPath };
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
      // `/fr/ti4` → `/fr/ti4/` (the query kept), as the host redirects: a path that is a page once it ends in a slash.
      urlPattern: ({ url, request }) =>
        request.mode === 'navigate' && !url.pathname.endsWith('/') && Boolean((self as unknown as { routing: Routing }).routing.pageOfPath(`${url.pathname}/`)),
      handler: ({ url }) => Promise.resolve(Response.redirect(`${url.pathname}/${url.search}`, 301)),
    },
    {
      // A paragraph page → the paragraph in its topic page, what the page's own script does.
      urlPattern: ({ url, request }) =>
        request.mode === 'navigate' && (self as unknown as { routing: Routing }).routing.pageOfPath(url.pathname)?.kind === 'paragraph',
      handler: ({ url }) => Promise.resolve(Response.redirect(url.pathname.replace(/\/([a-z0-9-]+)\/$/, '/#$1'), 302)),
    },
  ];
  /** Pages cached when read: side-by-side pages and booklets always, topic pages too on a big site. One route: one cache, one expiration. */
  routes.push({
    // The kinds written out: the worker gets this function's source, which can use nothing of this module (`cachedWhenRead` neither).
    urlPattern: precacheAll
      ? ({ url }) => ['sideBySide', 'booklet'].includes((self as unknown as { routing: Routing }).routing.pageOfPath(url.pathname)?.kind ?? '')
      : ({ url }) => ['topic', 'sideBySide', 'booklet'].includes((self as unknown as { routing: Routing }).routing.pageOfPath(url.pathname)?.kind ?? ''),
    handler: 'NetworkFirst',
    options: {
      cacheName: `${runtimePrefix}pages-${revision}`,
      networkTimeoutSeconds: 3,
      expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true },
      plugins: [sameVersion],
      ...fallback,
    },
  });
  if (!precacheAll) {
    routes.push(
      {
        urlPattern: ({ url }) => (self as unknown as { routing: Routing }).routing.pageOfPath(url.pathname)?.kind === 'citations',
        handler: 'NetworkFirst',
        options: { cacheName: `${runtimePrefix}citations-${revision}`, networkTimeoutSeconds: 3, expiration: { maxEntries: 300, purgeOnQuotaError: true } },
      },
      {
        urlPattern: ({ url }) => url.pathname.startsWith('/pagefind/fragment/'),
        handler: 'CacheFirst',
        options: { cacheName: `${runtimePrefix}search-${revision}`, expiration: { maxEntries: 2000, purgeOnQuotaError: true } },
      },
    );
  }
  // Any other address: the network; offline, the 404 page.
  routes.push({ urlPattern: ({ request }) => request.mode === 'navigate', handler: 'NetworkOnly', options: fallback });
  return routes;
}

/** The URL grammar for the worker: `src/routing/paths.ts` bundled as a classic script that sets `self.routing`. */
export async function routingForWorker(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('../routing/paths.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    globalName: 'routing',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    write: false,
  });
  return result.outputFiles[0].text;
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

/**
 * Writes `sw.js` (and the two scripts it imports) into the output, once
 * everything else is there: the pages (their revisions recorded as they
 * rendered: `revisions`), every `citations.json` and the search index.
 * Above `precacheTopicPagesUpTo` topic pages, they are cached when read
 * instead of precached (see the module comment).
 *
 * @example
 * await writeServiceWorker('dist', renderedPages.revisions, { log: logger.info });
 */
export async function writeServiceWorker(
  globDirectory: string,
  revisions: Map<string, string>,
  { precacheTopicPagesUpTo = 600, log, warn }: { precacheTopicPagesUpTo?: number; log: (message: string) => void; warn: (message: string) => void },
): Promise<void> {
  const started = performance.now();
  const topicPages = [...revisions.keys()].filter((file) => pageOfFile(file)?.kind === 'topic').length;
  const precacheAll = topicPages <= precacheTopicPagesUpTo;
  const globs = precacheGlobs(globDirectory, { precacheAll });
  const additionalManifestEntries = precachedPages(revisions, { precacheAll });
  // The revision of this build: what the precache holds. Names its runtime caches.
  const { manifestEntries } = await getManifest(globs);
  const revision = createHash('sha256')
    .update([...manifestEntries, ...additionalManifestEntries].map((entry) => `${entry.url} ${entry.revision}`).join('\n'))
    .digest('hex')
    .slice(0, 10);
  const runtimeCaching = runtimeRoutes({ precacheAll, revision });
  const current = runtimeCaching.flatMap((route) => (route.options?.cacheName ? [route.options.cacheName] : []));
  writeFileSync(join(globDirectory, routingScript), await routingForWorker());
  writeFileSync(join(globDirectory, 'sw-cleanup.js'), `(${deleteOtherVersionsCaches})(${JSON.stringify(current)}, ${JSON.stringify(runtimePrefix)});\n`);
  const { count, size, warnings } = await generateSW({
    ...globs,
    additionalManifestEntries,
    swDest: join(globDirectory, 'sw.js'),
    importScripts: [routingScript, 'sw-cleanup.js'],
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
  for (const warning of warnings) warn(warning);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  const mode = precacheAll ? 'all pages' : `shell and search index; ${topicPages} topic pages cached when read`;
  // Workbox sizes the files it globs, not the pages added from the build's record.
  log(
    `sw.js precaches ${count} files: ${additionalManifestEntries.length} pages and citations.json, and ${count - additionalManifestEntries.length} other files of ${(size / 1024).toFixed(0)} KiB (${mode}; revision ${revision}), written in ${seconds}s`,
  );
}
