/**
 * The search's parts on the page (the markup of `SiteSearch.astro`) and its
 * interface strings in the page's language (`data-strings`), found once when
 * the search starts and handed to each of its modules.
 *
 * @example
 * const view = searchView(root, input);
 * view.status.textContent = view.strings.searching;
 */
import type { Language } from '../../i18n/languages.ts';
import type { SearchStrings } from '../search-strings.ts';

/** The search field, its results panel and what is said in it. */
export interface SearchView {
  root: HTMLElement;
  input: HTMLInputElement;
  lang: Language;
  strings: SearchStrings;
  panel: HTMLElement;
  /** The live region: only final counts and errors, so that typing is not read out. */
  announcer: HTMLElement;
  status: HTMLElement;
  list: HTMLOListElement;
  more: HTMLButtonElement;
  /** The line above results for the name a mistyped query was taken for. */
  correction: HTMLElement;
  /** Its button that searches the query as typed instead. */
  asTyped: HTMLButtonElement;
  /** What failed, with a button to try again. */
  problem: HTMLElement;
  close: HTMLButtonElement;
}

/** Longest query searched: longer input is cut to this (the field allows no more). */
export const maxQueryLength = 200;

/** The search's parts in `root`, the `<search>` element of `SiteSearch.astro`. */
export function searchView(root: HTMLElement, input: HTMLInputElement): SearchView {
  const part = <T extends HTMLElement>(name: string) => root.querySelector<T>(`.site-search-${name}`)!;
  return {
    root,
    input,
    lang: (root.dataset.lang ?? 'en') as Language,
    strings: JSON.parse(root.dataset.strings ?? '{}'),
    panel: part('panel'),
    announcer: part('announcer'),
    status: part('status'),
    list: part('results'),
    more: part('more'),
    correction: part('correction'),
    asTyped: part('typed'),
    problem: part('problem'),
    close: part('close'),
  };
}
