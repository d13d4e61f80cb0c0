/**
 * "More results": the button under the results that adds the next pages a
 * query found, below the ones shown, the focus on the first one added;
 * nothing already shown moves (a long text's later section joins its topic's
 * item behind its "more paragraphs" button: a topic is listed once).
 * The count does not change: it said what was found from the first answer on.
 *
 * @example
 * offerMore(view, { text: 'token', found, loaded, count: 9 }, current, retry);
 */
import { languageOrder } from './language-order.ts';
import type { Found } from './pagefind.ts';
import { nextPages, pagesPerStep, resultsOf } from './query-pages.ts';
import { oneResultPerTopic, ranked, withoutRepeats } from './ranking.ts';
import { addToTopic, behind, resultItem, topicKey } from './result-items.ts';
import { query as parseQuery, type Result } from './results.ts';
import { clearFailure, showFailure } from './failure-notice.ts';
import type { SearchView } from './search-view.ts';
import { saySearching, sayCount } from './status-line.ts';
import type { SearchFailure } from './index-files.ts';

/** A query whose pages are shown a few at a time: what was searched, its pages, those loaded, its count. */
interface Shown {
  text: string;
  found: Found;
  loaded: Set<number>;
  count: number;
}

/** The paragraphs and topics listed: shown, or one tap away behind their topic's button. */
function listed(list: HTMLOListElement): string[] {
  return [
    ...[...list.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? ''),
    ...[...list.querySelectorAll('button')].flatMap((button) => (behind.get(button) ?? []).map((link) => link.url)),
  ];
}

/**
 * Adds `results` below the list's items; a listed topic's later section goes
 * behind its item's button instead (nothing shown moves). Returns what each
 * new item starts with.
 */
function appendResults(
  { list, strings, lang }: SearchView,
  results: Result[],
  number: string | undefined,
): HTMLElement[] {
  const listedTopics = new Map(
    [...list.querySelectorAll<HTMLLIElement>(':scope > li[data-topic]')].map((item) => [item.dataset.topic, item]),
  );
  return results.flatMap((result) => {
    const key = topicKey(result);
    const listedItem = key && listedTopics.get(key);
    if (listedItem) {
      addToTopic(listedItem, result, strings, lang, number);
      return [];
    }
    const item = list.appendChild(resultItem(result, strings, lang, number));
    return [item.querySelector<HTMLElement>('a, button') ?? item];
  });
}

/** Offers the pages not shown yet: one tap adds the next few (`current`: whether the query is still the one on show; `retry`: searches it again). */
export function offerMore(view: SearchView, shown: Shown, current: () => boolean, retry: () => void): void {
  const { more, input, lang } = view;
  const { text, found, loaded } = shown;
  more.hidden = loaded.size >= found.pages.length;
  if (more.hidden) return;
  more.textContent = view.strings.more;
  more.onclick = async () => {
    more.hidden = true;
    clearFailure(view);
    saySearching(view);
    const searched = parseQuery(text);
    const added: HTMLElement[] = [];
    let failed = 0;
    let failure: SearchFailure | undefined;
    // The next pages until one brings a result not listed yet (pages that repeat what is shown add nothing; a listed
    // topic's later section joins its item, behind its button).
    while (added.length === 0 && loaded.size < found.pages.length && failed === 0) {
      const hrefs = listed(view.list);
      const page = await resultsOf(found, nextPages(found, loaded, pagesPerStep), loaded, searched, lang);
      if (!current()) return;
      failed += page.failed;
      failure ??= page.failure;
      const results = withoutRepeats(
        ranked(oneResultPerTopic(page.results, hrefs), undefined, languageOrder(text, lang)),
        hrefs,
      );
      added.push(...appendResults(view, results, searched.number));
    }
    sayCount(view, shown.count);
    offerMore(view, shown, current, retry);
    if (failed > 0) await showFailure(view, failure, current, retry, failed);
    (added[0] ?? (more.hidden ? input : more)).focus();
  };
}
