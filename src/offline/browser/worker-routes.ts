/**
 * The service worker's routes after its precache, in order, by the site's URL
 * grammar (`pageOfPath` of `src/routing/paths.ts`, bundled into the worker):
 *
 * 1. a page's address without its trailing slash (`/fr/ti4`) → `/fr/ti4/`,
 *    the query kept, as the host redirects;
 * 2. a paragraph page → the paragraph in its topic page (`…/{topic}/#{paragraph}`), a revision's
 *    paragraph page → its entry on the history page (`…/~history/#r1-{paragraph}`),
 *    what the page's own script does, online and offline;
 * 3. pages cached when read (network first, the cached copy after 3 s without
 *    an answer, kept only if of this version): side-by-side pages and booklets
 *    (`pagesCachedWhenRead`), and on a big site topic pages and their history pages too, in `runtime-pages-<revision>`;
 * 4. on a big site, `citations.json` (network first) and Pagefind fragments
 *    (cache first), in their own caches of this revision;
 * 5. any other navigation: the network; offline, the precached 404 page.
 *
 * @example
 * for (const route of workerRoutes({ precacheAll: true, revision: 'c0ffee1234' }, precache)) registerRoute(route);
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { PrecacheFallbackPlugin, type PrecacheController } from 'workbox-precaching';
import { Route } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { pageOfPath } from '../../routing/paths.ts';
import { pagesCachedWhenRead } from '../cached-when-read.ts';

/** What the build tells the worker. */
export interface WorkerSettings {
  /** Every topic page and `citations.json` precached (a small site), or cached when read. */
  precacheAll: boolean;
  /** This build's revision: what its precache holds. Names its runtime caches. */
  revision: string;
}

/** The names a worker's runtime caches start with: those of another revision are deleted on activation. */
const runtimePrefix = 'runtime-';

/** The runtime caches of a revision, by what they hold. */
function runtimeCacheNames(revision: string) {
  return {
    pages: `${runtimePrefix}pages-${revision}`,
    citations: `${runtimePrefix}citations-${revision}`,
    search: `${runtimePrefix}search-${revision}`,
  };
}

/** The 404 page, precached: what a navigation gets offline where nothing else answers. */
const notFound = '/404.html';

/** Keeps a page only if every /_astro/ file it loads is in a cache (this worker's precache): a page of the same version. */
export const sameVersion = {
  cacheWillUpdate: async ({ response }: { response: Response }): Promise<Response | null> => {
    if (response?.status !== 200) return null;
    const assets = (await response.clone().text()).match(/\/_astro\/[^"'\s)]+/g) ?? [];
    const held = await Promise.all(assets.map((asset) => caches.match(asset)));
    return held.every(Boolean) ? response : null;
  },
};

type Match = (options: { url: URL; request: Request; sameOrigin: boolean }) => boolean;

const kindOf = (url: URL) => pageOfPath(url.pathname)?.kind;

/** The runtime routes of a build, in the order they are tried (after the precache). */
export function workerRoutes({ precacheAll, revision }: WorkerSettings, precache: PrecacheController): Route[] {
  const names = runtimeCacheNames(revision);
  const fallback = () => new PrecacheFallbackPlugin({ fallbackURL: notFound, precacheController: precache });
  const route = (match: Match, handler: ConstructorParameters<typeof Route>[1]) =>
    new Route(match as ConstructorParameters<typeof Route>[0], handler);
  const routes = [
    // `/fr/ti4` → `/fr/ti4/` (the query kept): a path that is a page once it ends in a slash.
    route(
      ({ url, request, sameOrigin }) =>
        sameOrigin &&
        request.mode === 'navigate' &&
        !url.pathname.endsWith('/') &&
        pageOfPath(`${url.pathname}/`) !== undefined,
      async ({ url }) => Response.redirect(new URL(`${url.pathname}/${url.search}`, url).href, 301),
    ),
    // A paragraph page → the paragraph in its topic page; a revision's paragraph page → its entry on the history page.
    route(
      ({ url, request, sameOrigin }) =>
        sameOrigin &&
        request.mode === 'navigate' &&
        (kindOf(url) === 'paragraph' || kindOf(url) === 'revisionParagraph'),
      async ({ url }) => Response.redirect(new URL(url.pathname.replace(/\/([a-z0-9-]+)\/$/, '/#$1'), url).href, 302),
    ),
    // Pages cached when read: one route, one cache, one expiration.
    route(
      ({ url, sameOrigin }) =>
        sameOrigin &&
        (pagesCachedWhenRead.includes(kindOf(url) ?? '') ||
          (!precacheAll && (kindOf(url) === 'topic' || kindOf(url) === 'history'))),
      new NetworkFirst({
        cacheName: names.pages,
        networkTimeoutSeconds: 3,
        plugins: [
          new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
          sameVersion,
          fallback(),
        ],
      }),
    ),
  ];
  if (!precacheAll) {
    routes.push(
      route(
        ({ url, sameOrigin }) => sameOrigin && kindOf(url) === 'citations',
        new NetworkFirst({
          cacheName: names.citations,
          networkTimeoutSeconds: 3,
          plugins: [new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })],
        }),
      ),
      route(
        ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/pagefind/fragment/'),
        new CacheFirst({
          cacheName: names.search,
          plugins: [new ExpirationPlugin({ maxEntries: 2000, purgeOnQuotaError: true })],
        }),
      ),
    );
  }
  // Any other navigation: the network; offline, the 404 page.
  routes.push(route(({ request }) => request.mode === 'navigate', new NetworkOnly({ plugins: [fallback()] })));
  return routes;
}

/** The runtime caches this build uses, by its settings: the others of `runtimePrefix` are another version's. */
export function currentRuntimeCaches({ precacheAll, revision }: WorkerSettings): string[] {
  const names = runtimeCacheNames(revision);
  return precacheAll ? [names.pages] : [names.pages, names.citations, names.search];
}

/**
 * On activation: deletes the runtime caches that are not this version's, and
 * the unversioned `pages` and `search-fragments` caches of workers before
 * revisioned names.
 */
export async function deleteOtherVersionsCaches(current: readonly string[]): Promise<void> {
  const names = await caches.keys();
  const others = names.filter(
    (name) =>
      (name.startsWith(runtimePrefix) || name === 'pages' || name === 'search-fragments') && !current.includes(name),
  );
  await Promise.all(others.map((name) => caches.delete(name)));
}
