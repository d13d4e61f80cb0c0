/**
 * Choosing a result: a click or tap on its link, or Enter in the field (the
 * first result; after a query still being searched, its first result once it
 * is there). The results close and the browser goes to the paragraph, on this
 * page or another, highlighted under the header (`:target`) with the focus on
 * it (`chosen-result.ts`; on another page, once there, as the query is noted
 * for Back: `return-to-search.ts`). Choosing takes the place of the open
 * results' entry of the tab's history.
 *
 * @example
 * openChosen(view, panel, arrival, (value) => search(value));
 */
import type { focusParagraph as FocusParagraph, noteChosen as NoteChosen } from './chosen-result.ts';
import type { noteSearchLeft as NoteSearchLeft } from './return-to-search.ts';
import type { SearchPanel } from './search-panel.ts';
import { maxQueryLength, type SearchView } from './search-view.ts';

/** How a chosen result is shown (`chosen-result.ts`, which the page's own script holds: not bundled twice). */
export interface Arrival {
  focusParagraph: typeof FocusParagraph;
  noteChosen: typeof NoteChosen;
  noteSearchLeft: typeof NoteSearchLeft;
}

/** Goes to a chosen result's paragraph, the results closed. */
function choose(link: HTMLAnchorElement, input: HTMLInputElement, panel: SearchPanel, arrival: Arrival): void {
  const target = new URL(link.href, location.href);
  const samePage = target.pathname === location.pathname && target.search === location.search;
  const go = () => (panel.inHistory() ? location.replace(target.href) : location.assign(target.href));
  panel.close();
  panel.dismissed = true;
  if (samePage) {
    // Replaces the open results' entry of the history, or adds one as any #link would.
    go();
    arrival.focusParagraph(target.hash);
  } else {
    arrival.noteChosen(target.pathname + target.hash);
    arrival.noteSearchLeft(input.value.slice(0, maxQueryLength));
    go();
  }
}

/** Wires the choice of a result: a plain click on a link, Enter in the field (`search` settles the query first). */
export function openChosen(
  { list, input }: SearchView,
  panel: SearchPanel,
  arrival: Arrival,
  search: (value: string) => Promise<void>,
): void {
  list.addEventListener('click', (event) => {
    const link = (event.target as Element).closest?.('a');
    if (!link || event.defaultPrevented || event.button !== 0) return;
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    choose(link, input, panel, arrival);
  });
  input.form!.addEventListener('submit', (event) => {
    event.preventDefault();
    search(input.value).then(() => {
      const first = list.querySelector('a');
      if (first && document.activeElement === input) choose(first, input, panel, arrival);
    });
  });
}
