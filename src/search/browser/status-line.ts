/**
 * What the results panel's status line says, and the live region with it:
 * "Searching…" while a query is searched (to the eye only, so that typing is
 * not read out), then its count, or what failed.
 *
 * @example
 * say(view, view.strings.error);
 * sayCount(view, 3); // "3 results", after "Showing results for fighter." when a typo was taken for it
 */
import { countText } from './result-items.ts';
import type { SearchView } from './search-view.ts';

/** Says `text` in the status line and to the live region. */
export function say({ status, announcer }: SearchView, text: string): void {
  status.textContent = text;
  announcer.textContent = text;
}

/** Shows that a query is being searched (not announced). */
export function saySearching({ status, strings }: SearchView): void {
  status.textContent = strings.searching;
}

/**
 * Says how many results the query found (`resultCount` of `query-pages.ts`),
 * the same from its first answer on: in the status line, and to the live
 * region after the name a typo was taken for (the correction line, if shown).
 */
export function sayCount({ status, announcer, correction, strings, lang }: SearchView, count: number): void {
  const counted = count > 0 ? countText(strings.results, lang, count) : strings.none;
  status.textContent = counted;
  announcer.textContent = [correction.hidden ? '' : `${correction.querySelector('span')!.textContent}.`, counted]
    .filter(Boolean)
    .join(' ');
}
