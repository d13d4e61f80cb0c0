/**
 * The service worker's precache, fetched in parallel and file by file:
 * Workbox's `PrecacheController.install` fetches one file at a time and gives
 * up on the first that fails (GoogleChrome/workbox#2528), which on a slow link
 * kept the site from working offline for minutes, or for a whole visit. Here
 * the files the cache lacks are fetched `concurrency` at a time, each on its
 * own, through the controller's own strategy (its cache key, its plugins); a
 * file that fails is counted and fetched again by the next pass (when a page
 * asks), and every step is reported to the pages.
 *
 * A pass belongs to no one event: whatever needs it done waits for it (the
 * install of a new version, a page's message), and a call while one runs
 * joins it.
 *
 * @example
 * const complete = precacheCompleter(precache, (report) => broadcast(report));
 * self.addEventListener('install', (event) => event.waitUntil(complete()));
 */
import type { PrecacheController } from 'workbox-precaching';
import { StrategyHandler } from 'workbox-strategies';
import { precacheMessage, type PrecacheReport } from './precache-report.ts';
import { settleEach } from './settle-each.ts';
import type { ExtendableEvent } from './worker-scope.ts';

/** Files fetched at once: as many as a browser opens to one host over HTTP/1.1. */
const precacheConcurrency = 6;

/**
 * The event a file's handler is given. Workbox's handler extends its event's
 * life until the file is done; a pass is waited for whole by the events that
 * need it, which may have ended by the time a file is fetched, so each file's
 * handler gets this stand-in instead.
 */
const passEvent = { type: 'precache', waitUntil: () => undefined } as unknown as ExtendableEvent;

/** The entries of the precache list that its cache does not hold, as `[url, cache key]`. */
async function missingEntries(precache: PrecacheController): Promise<[string, string][]> {
  const cache = await caches.open(precache.strategy.cacheName);
  const held = new Set((await cache.keys()).map((request) => request.url));
  return [...precache.getURLsToCacheKeys()].filter(([, cacheKey]) => !held.has(cacheKey));
}

/**
 * Fetches one file of the precache and stores it under its cache key, as
 * Workbox's `PrecacheStrategy` does on install: through the strategy's
 * handler, so its plugins run (the cache key; a redirected answer copied; an
 * error answer refused, which throws here).
 */
async function precacheFile(precache: PrecacheController, url: string, cacheKey: string): Promise<void> {
  const request = new Request(url, {
    integrity: precache.getIntegrityForCacheKey(cacheKey),
    // A file with a revision is fetched past the HTTP cache, as Workbox does.
    cache: cacheKey === url ? 'default' : 'reload',
    credentials: 'same-origin',
  });
  const handler = new StrategyHandler(precache.strategy, { event: passEvent, request, params: { cacheKey } });
  try {
    const response = await handler.fetch(request);
    if (!(await handler.cachePut(request, response.clone()))) throw new Error(`${url} answered ${response.status}`);
    await handler.doneWaiting();
  } finally {
    handler.destroy();
  }
}

/**
 * A function that completes the precache: it fetches the files the cache
 * lacks and resolves with the last report once each has been tried (it never
 * rejects for a file). Called while a pass runs, it reports the progress at
 * once and joins that pass. Reports go to `report` when a pass starts and
 * ends, and between at most every `interval` ms.
 */
export function precacheCompleter(
  precache: PrecacheController,
  report: (report: PrecacheReport) => unknown,
  { concurrency = precacheConcurrency, interval = 250 }: { concurrency?: number; interval?: number } = {},
): () => Promise<PrecacheReport> {
  let pass: Promise<PrecacheReport> | undefined;
  let state: PrecacheReport = { type: precacheMessage, total: 0, saved: 0, failed: 0, saving: false };
  let reportedAt = 0;
  const send = (always: boolean) => {
    if (!always && performance.now() - reportedAt < interval) return;
    reportedAt = performance.now();
    report({ ...state });
  };

  async function run(): Promise<PrecacheReport> {
    const missing = await missingEntries(precache);
    const total = precache.getURLsToCacheKeys().size;
    state = { type: precacheMessage, total, saved: total - missing.length, failed: 0, saving: missing.length > 0 };
    send(true);
    if (missing.length === 0) return { ...state };
    const results = await settleEach(missing, concurrency, async ([url, cacheKey]) => {
      try {
        await precacheFile(precache, url, cacheKey);
        state.saved += 1;
      } catch (error) {
        state.failed += 1;
        throw error;
      } finally {
        send(false);
      }
    });
    const failures = results.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
    if (failures.length)
      console.warn(`Not saved for offline use (fetched again when a page asks):\n${failures.join('\n')}`);
    state.saving = false;
    send(true);
    return { ...state };
  }

  return () => {
    if (pass) {
      send(true);
      return pass;
    }
    pass = run().finally(() => (pass = undefined));
    return pass;
  };
}
