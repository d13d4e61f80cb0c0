/**
 * The service worker, `dist/sw.js`: the site without a network after one
 * visit. Bundled by the build (`src/offline/write-service-worker.ts`) with esbuild,
 * Workbox's modules and the URL grammar inside, then given its precache list
 * by workbox-build's `injectManifest` (`self.__WB_MANIFEST`) and its settings
 * (`workerSettings`, by esbuild's `define`).
 *
 * - The precache (Workbox's `PrecacheController` and `PrecacheRoute`): on a
 *   small site every page, `citations.json`, the scripts, icons and search
 *   index; on a big one the shell and the index (see the build's module).
 *   `?q=` (the search query), `?ts=` (Pagefind's cache buster), `?address=`
 *   (the missing address a language's not-found page shows, passed on by the
 *   root one) and tracking parameters are ignored when looking it up; `/x/`
 *   finds `x/index.html`.
 * - The files are fetched six at a time, each on its own
 *   (`complete-precache.ts`): a new version installs once each has been
 *   tried, even if some failed; the first worker installs at once and fetches
 *   them active (see the install listener). Files that failed are fetched
 *   when a page asks: each page asks once loaded, and its footer's "Try
 *   again" asks again. Each pass is reported to every window of the site
 *   (`precache-report.ts`), for the footer's line (`offline-status.ts`).
 * - Then the runtime routes (`worker-routes.ts`): redirects, pages cached
 *   when read, the 404 page offline.
 * - A new version waits (no `skipWaiting`) until no tab of the old one is
 *   open, or until a page posts `SKIP_WAITING` (the "new version — reload"
 *   notice). On activation: the precache entries of other revisions, the
 *   runtime caches of other versions and Workbox's outdated caches are
 *   deleted. The first worker takes the page that registered it (`claim`)
 *   once its precache has been tried, so that page's search works offline
 *   without a reload.
 *
 * @example
 * // the page: navigator.serviceWorker.register('/sw.js')
 */
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { precacheCompleter } from './complete-precache.ts';
import { precacheMessage, type PrecacheReport } from './precache-report.ts';
import { currentRuntimeCaches, deleteOtherVersionsCaches, workerRoutes, type WorkerSettings } from './worker-routes.ts';
import type { WorkerScope } from './worker-scope.ts';

/** Set by the build (esbuild's `define`). */
declare const workerSettings: WorkerSettings;

const worker = self as unknown as WorkerScope;

/** Only a complete answer is precached: an error page (a 404, a 500) never stands in for a file. */
const onlyOk = { cacheWillUpdate: async ({ response }: { response: Response }) => (response.ok ? response : null) };
const precache = new PrecacheController({ plugins: [onlyOk] });
// Spelt `self.__WB_MANIFEST` in the bundle: the injection point `injectManifest` looks for.
precache.addToCacheList((self as unknown as WorkerScope).__WB_MANIFEST);

registerRoute(
  new PrecacheRoute(precache, {
    ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^ts$/, /^q$/, /^address$/],
    directoryIndex: 'index.html',
  }),
);
for (const route of workerRoutes(workerSettings, precache)) registerRoute(route);

/** Tells every window of the site, controlled or not yet (the first visit), how the precache stands. */
async function broadcast(report: PrecacheReport): Promise<void> {
  for (const client of await worker.clients.matchAll({ type: 'window', includeUncontrolled: true }))
    client.postMessage(report);
}
const completePrecache = precacheCompleter(precache, broadcast);

worker.addEventListener('install', (event) => {
  const pass = completePrecache();
  // A new version installs once its files are fetched, the old one serving meanwhile. The first worker
  // installs at once and fetches them active: Chromium lets an installing worker fetch three files at a
  // time (its ThrottleInstallingServiceWorker), an active one six; each page asks it to finish (and keeps
  // it alive meanwhile), the footer saying "saving" until it has.
  if (worker.registration.active) event.waitUntil(pass);
});
worker.addEventListener('activate', (event) => {
  precache.activate(event);
  event.waitUntil(deleteOtherVersionsCaches(currentRuntimeCaches(workerSettings)));
  // The open pages are taken once the precache has been tried (at once for a new version, whose install
  // waited for it): the page that registered the first worker then searches offline without a reload,
  // and being controlled means, as with Workbox's install, that the files are there.
  void completePrecache().then(() => worker.clients.claim());
});
cleanupOutdatedCaches();

worker.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === 'SKIP_WAITING') void worker.skipWaiting();
  if (type === precacheMessage) event.waitUntil(completePrecache());
});
