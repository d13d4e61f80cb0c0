/**
 * The site search in the browser, loaded on first use by `SiteSearch.astro`
 * (`search-loader.ts`): this module starts it, each of its parts a module of
 * its own —
 *
 * - the panel, open or closed, an entry of the tab's history that Back
 *   closes (`search-panel.ts`; its room on the screen, `panel-room.ts`);
 * - the pause in typing a query waits for (`typing-pause.ts`);
 * - a query searched and its answer shown (`search-runs.ts`): its first
 *   results (`first-answer.ts`, `query-pages.ts`: the rules first, ordered
 *   by language and rule number; a typo taken for the name it differs from,
 *   `correction-line.ts`), listed (`result-items.ts`), counted
 *   (`status-line.ts`), "More results" (`more-results.ts`), and every
 *   failure said with a button to try again (`failure-notice.ts`), never
 *   read as "nothing found";
 * - the arrow keys (`result-keys.ts`);
 * - choosing a result, by tap or Enter (`open-result.ts`), and Back to the
 *   search after it (`return-to-search.ts`, on every page).
 *
 * The order of results: `docs/search.md`.
 *
 * @example
 * startSearch(document.querySelector('[data-site-search]'), input, { focusParagraph, noteChosen, noteSearchLeft });
 */
// Pagefind first: the chunk then holds the search's own code in one stretch, which compresses better.
import { loadPagefind } from './pagefind.ts';
import { searchRuns } from './search-runs.ts';
import { searchPanel } from './search-panel.ts';
import { clearFailure } from './failure-notice.ts';
import { openChosen, type Arrival } from './open-result.ts';
import { moveWithArrows } from './result-keys.ts';
import { maxQueryLength, searchView } from './search-view.ts';
import { say, saySearching } from './status-line.ts';
import { searchOnPause } from './typing-pause.ts';

/** The search fields already wired: starting twice would attach every handler twice. */
const started = new WeakSet<HTMLElement>();

/** Wires the search field: typing searches, arrows and Tab move through results, Enter opens one, Escape, Back and the close button close them. */
export function startSearch(root: HTMLElement, input: HTMLInputElement, arrival: Arrival): void {
  if (started.has(root)) return;
  started.add(root);
  const view = searchView(root, input);
  const panel = searchPanel(view);
  const runs = searchRuns(view, panel, () => pause.cancel());
  const pause = searchOnPause(input, {
    typing: () => {
      runs.drop();
      panel.dismissed = false;
      view.announcer.textContent = '';
      saySearching(view);
    },
    search: (value) => runs.search(value),
  });
  moveWithArrows(view, panel);
  openChosen(view, panel, arrival, runs.search);

  // Start loading Pagefind (its code, WebAssembly and metadata), so that the first query waits less.
  loadPagefind();

  // What the loader said of a failed first load (search-loader.ts) is over: this module is here.
  if (!view.problem.hidden) {
    const retried = view.problem.contains(document.activeElement);
    clearFailure(view);
    say(view, '');
    if (!input.value.trim()) panel.close();
    if (retried) input.focus();
  }

  const fromUrl = new URLSearchParams(location.search).get('q');
  if (fromUrl) {
    input.value = fromUrl.slice(0, maxQueryLength);
    input.focus();
  }
  // A query from the URL, or typed while this module was loading.
  if (input.value.trim()) runs.search(input.value);
}
