/**
 * Writes `dist/sw.js`, the service worker that makes the site work without a
 * network after one visit (its code: `browser/service-worker.ts`), last in
 * the build (`build/rules-at-the-table.ts`), once the output is finished,
 * Pagefind index included. The worker is bundled with esbuild (Workbox's
 * modules and the URL grammar of `src/routing/paths.ts` inside: one file, no
 * imported script), then workbox-build's `injectManifest` writes its precache
 * list in. The pages and `citations.json` come with the revisions recorded as
 * they were written (`build/rendered-pages.ts`): no page is read again; the
 * other files (icons, `/_astro/`, the search index) are globbed.
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
 *   typo-correction files (`pagefind/typos/`). A first
 *   visit fetches it six files at a time; a file that fails is fetched again
 *   later, and the footer says whether the site is ready without signal.
 * - Side-by-side pages (`/{lang}/{game}/{topic}/~{other}/`, up to two per
 *   topic page) and the games' booklets (`/{lang}/{game}/print/`, every text of
 *   a game on one page) are not precached, which would more than double what a
 *   first visit downloads (`cached-when-read.ts`): they are cached when read (network first, the cached
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
 * precache entries and every runtime cache not of its revision. `clientsClaim`
 * only matters on the first install: the page that registered the worker is
 * controlled at once, so its search works offline without a reload.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { getManifest, injectManifest, type GetManifestOptions, type ManifestEntry } from 'workbox-build';
import { pageOfPath, type Page } from '../routing/paths.ts';
import { pagesCachedWhenRead } from './cached-when-read.ts';
import type { WorkerSettings } from './browser/worker-routes.ts';

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
 * (`src/search/browser/pagefind.ts`: one instance, no worker), read from the bundle's
 * `pagefind-entry.json`, and the typo-correction files (`search/indexing/typo-files.ts`).
 *
 * @example
 * searchIndexFiles('dist', true)
 * // ['pagefind/pagefind.js', 'pagefind/pagefind-entry.json', 'pagefind/pagefind.mul_b35….pf_meta',
 * //  'pagefind/wasm.unknown.pagefind', 'pagefind/index/*.pf_index', 'pagefind/fragment/*.pf_fragment', 'pagefind/typos/*.js']
 */
function searchIndexFiles(dist: string, withFragments: boolean): string[] {
  const bundle = 'pagefind';
  const entryFile = join(dist, bundle, 'pagefind-entry.json');
  if (!existsSync(entryFile))
    throw new Error(`${entryFile} is missing: the search index must be built before the service worker`);
  const entry: { languages: Record<string, { hash: string; wasm?: string | null }> } = JSON.parse(
    readFileSync(entryFile, 'utf8'),
  );
  return [
    `${bundle}/pagefind.js`,
    `${bundle}/pagefind-entry.json`,
    ...Object.values(entry.languages).flatMap(({ hash, wasm }) => [
      `${bundle}/pagefind.${hash}.pf_meta`,
      `${bundle}/wasm.${wasm ?? 'unknown'}.pagefind`,
    ]),
    `${bundle}/index/*.pf_index`,
    ...(withFragments ? [`${bundle}/fragment/*.pf_fragment`] : []),
    `${bundle}/typos/*.js`,
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
    globPatterns: ['*.{svg,png,webmanifest}', '_astro/**/*.{js,css}', ...searchIndexFiles(globDirectory, precacheAll)],
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
 * big one the shell (all but topic pages, their history pages and citations). Never paragraph pages
 * (the worker sends them to their topic page) nor side-by-side pages and
 * booklets (cached when read).
 *
 * @example
 * precachedPages(new Map([['en/ti4/x/index.html', 'c0ffee'], ['en/ti4/x/y/index.html', 'f00']]), { precacheAll: true })
 * // [{ url: 'en/ti4/x/index.html', revision: 'c0ffee' }]
 */
export function precachedPages(
  revisions: Map<string, string>,
  { precacheAll }: { precacheAll: boolean },
): ManifestEntry[] {
  const entries: ManifestEntry[] = [];
  for (const [file, revision] of revisions) {
    const page = pageOfFile(file);
    const wanted =
      file === '404.html' ||
      (page !== undefined &&
        page.kind !== 'paragraph' &&
        page.kind !== 'revisionParagraph' &&
        !pagesCachedWhenRead.includes(page.kind) &&
        (precacheAll || (page.kind !== 'topic' && page.kind !== 'citations' && page.kind !== 'history')));
    if (wanted) entries.push({ url: file, revision });
  }
  return entries.sort((a, b) => (a.url < b.url ? -1 : 1));
}

/**
 * The worker's code (`browser/service-worker.ts`) bundled as one classic
 * script, Workbox's production build, with this build's settings in it and
 * `self.__WB_MANIFEST` left for `injectManifest` to fill.
 *
 * @example
 * await bundleWorker({ precacheAll: true, revision: 'c0ffee1234' })
 * // '(()=>{…precache.addToCacheList(self.__WB_MANIFEST)…})();'
 */
export async function bundleWorker(settings: WorkerSettings): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('browser/service-worker.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    write: false,
    define: { 'process.env.NODE_ENV': '"production"', workerSettings: JSON.stringify(settings) },
  });
  return result.outputFiles[0].text;
}

/**
 * Writes `sw.js` into the output, once everything else is there: the pages
 * (their revisions recorded as they rendered: `revisions`), every
 * `citations.json` and the search index. Above `precacheTopicPagesUpTo` topic
 * pages, they are cached when read instead of precached (see the module
 * comment).
 *
 * @example
 * await writeServiceWorker('dist', renderedPages.revisions, { log: logger.info });
 */
export async function writeServiceWorker(
  globDirectory: string,
  revisions: Map<string, string>,
  {
    precacheTopicPagesUpTo = 600,
    log,
    warn,
  }: { precacheTopicPagesUpTo?: number; log: (message: string) => void; warn: (message: string) => void },
): Promise<void> {
  const started = performance.now();
  const topicPages = [...revisions.keys()].filter((file) => pageOfFile(file)?.kind === 'topic').length;
  const precacheAll = topicPages <= precacheTopicPagesUpTo;
  const globs = precacheGlobs(globDirectory, { precacheAll });
  const additionalManifestEntries = precachedPages(revisions, { precacheAll });
  // The revision of this build: what the precache holds. Names its runtime caches.
  const { manifestEntries } = await getManifest(globs);
  const revision = createHash('sha256')
    .update(
      [...manifestEntries, ...additionalManifestEntries].map((entry) => `${entry.url} ${entry.revision}`).join('\n'),
    )
    .digest('hex')
    .slice(0, 10);
  const swFile = join(globDirectory, 'sw.js');
  writeFileSync(swFile, await bundleWorker({ precacheAll, revision }));
  // The precache list written into the bundle, in place.
  const { count, size, warnings } = await injectManifest({
    ...globs,
    additionalManifestEntries,
    swSrc: swFile,
    swDest: swFile,
  });
  for (const warning of warnings) warn(warning);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  const mode = precacheAll ? 'all pages' : `shell and search index; ${topicPages} topic pages cached when read`;
  // Workbox sizes the files it globs, not the pages added from the build's record.
  log(
    `sw.js precaches ${count} files: ${additionalManifestEntries.length} pages and citations.json, and ${count - additionalManifestEntries.length} other files of ${(size / 1024).toFixed(0)} KiB (${mode}; revision ${revision}), written in ${seconds}s`,
  );
}
