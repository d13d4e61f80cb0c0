/**
 * The messages between the pages and the service worker about its precache:
 * a page asks (`{ type: 'PRECACHE' }`: report, and fetch what is missing), the
 * worker answers every window of the site with a report, while it saves and
 * once it is done.
 *
 * @example
 * worker.postMessage(askForPrecache);
 * // every page then receives { type: 'PRECACHE', total: 247, saved: 120, failed: 0, saving: true }
 */

export const precacheMessage = 'PRECACHE';

/** A page's request: report, and fetch the files of the precache not saved yet. */
export const askForPrecache = { type: precacheMessage } as const;

/** The worker's report of its precache. */
export interface PrecacheReport {
  type: typeof precacheMessage;
  /** Files in the precache list. */
  total: number;
  /** Of them, held in the cache. */
  saved: number;
  /** Of them, failed in the last pass (an error answer or no network). */
  failed: number;
  /** Whether a pass is fetching files now. */
  saving: boolean;
}

/** Whether a message is a report of the precache. */
export function isPrecacheReport(data: unknown): data is PrecacheReport {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === precacheMessage &&
    typeof (data as PrecacheReport).total === 'number'
  );
}
