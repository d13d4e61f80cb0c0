/**
 * The kinds of page (`src/routing/paths.ts`) the service worker never
 * precaches but caches when read, on a site of any size: side-by-side pages
 * (up to two per topic page), the games' booklets (every text of a game on
 * one page) and the games' status pages (every topic of a game in detail, for
 * translators). Precaching them would more than double what a first visit
 * downloads. Read by the build (`write-service-worker.ts`, what it leaves out of the
 * precache) and by the worker (`browser/worker-routes.ts`, what it caches).
 *
 * @example
 * pagesCachedWhenRead.includes(pageOfPath('/fr/ti4/print/')!.kind) // true
 */
export const pagesCachedWhenRead: readonly string[] = ['sideBySide', 'booklet', 'gameStatus'];
