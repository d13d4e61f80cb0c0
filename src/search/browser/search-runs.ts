/**
 * A query searched and its answer shown: one search per query, whatever the
 * path that asks (the typing pause, Enter, `?q=`, a retry), the newest query
 * winning over one still being searched. The panel opens on it with
 * "Searching…", then shows its results (`result-items.ts`), the name a typo
 * was taken for (`correction-line.ts`), their count, "More results"
 * (`more-results.ts`), or what failed (`failure-notice.ts`); an emptied field
 * closes it.
 *
 * @example
 * const runs = searchRuns(view, panel, () => pause.cancel());
 * await runs.search('fighter'); // its results shown
 * runs.drop(); // typed on: the query on show is no longer the field's
 */
import { firstAnswer } from './first-answer.ts';
import { clearFailure, showFailure } from './failure-notice.ts';
import { offerMore } from './more-results.ts';
import { resultItem } from './result-items.ts';
import { query as parseQuery } from './results.ts';
import { showCorrection } from './correction-line.ts';
import type { SearchPanel } from './search-panel.ts';
import { maxQueryLength, type SearchView } from './search-view.ts';
import { say, sayCount, saySearching } from './status-line.ts';

/** What searches the field's queries. */
export interface SearchRuns {
  /** Searches `value` (the field's), unless it is the query on show (`asTyped`: the query as typed, not the name of a typo); settles with its answer shown. */
  search(value: string, options?: { asTyped?: boolean }): Promise<void>;
  /** Forgets the query on show: the field changed. Its answer, if still coming, is not shown. */
  drop(): void;
}

/** The searches of `view`'s field; `started` is told when one starts (a typed query waiting for the pause is not made then). */
export function searchRuns(view: SearchView, panel: SearchPanel, started: () => void): SearchRuns {
  const { input, list, more, lang } = view;
  let latest = 0;
  /** The query whose results are on show (or being searched), and whether its search is over. */
  let onShow: { text: string; settled: Promise<void> } | undefined;
  const again = (asTyped: boolean) => () => {
    input.focus();
    onShow = undefined;
    runs.search(input.value, { asTyped });
  };
  const retry = again(false);

  const run = async (text: string, asTyped: boolean) => {
    const id = ++latest;
    const current = () => id === latest;
    started();
    clearFailure(view);
    more.hidden = true;
    if (!text) {
      list.replaceChildren();
      showCorrection(view);
      say(view, '');
      panel.close();
      return;
    }
    panel.open();
    saySearching(view);
    let answer: Awaited<ReturnType<typeof firstAnswer>>;
    try {
      answer = await firstAnswer(text, lang, { current, asTyped });
    } catch (failure) {
      if (!current()) return;
      list.replaceChildren();
      showCorrection(view);
      return showFailure(view, failure, current, retry);
    }
    if (!answer || !current()) return;
    const { first, searched, name } = answer;
    const number = parseQuery(searched).number;
    list.replaceChildren(...first.results.map((result) => resultItem(result, view.strings, lang, number)));
    showCorrection(view, name, text, again(true));
    if (first.failed > 0 && first.results.length === 0) return showFailure(view, first.failure, current, retry);
    sayCount(view, first.count);
    if (first.matched) offerMore(view, { text: searched, ...first }, current, retry);
    if (first.failed > 0) await showFailure(view, first.failure, current, retry, first.failed);
  };

  const runs: SearchRuns = {
    search: (value, { asTyped = false } = {}) => {
      const text = value.slice(0, maxQueryLength).trim();
      if (onShow?.text === text && !asTyped) return onShow.settled;
      onShow = { text, settled: run(text, asTyped) };
      return onShow.settled;
    },
    drop: () => {
      latest++;
      onShow = undefined;
    },
  };
  return runs;
}
