/**
 * A search result chosen on one page and shown on another: the search
 * (`search.ts`) notes it in the tab's session storage before it goes there,
 * and the page it opens gives the chosen paragraph the focus
 * (`SiteSearch.astro`, on every page, without loading the search), where the
 * browser has scrolled it under the header, highlighted (`:target`).
 *
 * @example
 * noteChosen('/en/ti4/component-limitations/#units'); // then location.replace(…)
 * focusArrival(); // on that page: #units has the focus
 */

/** The key in the tab's session storage. */
const key = 'site-search-chosen';

/** Notes the result chosen (its path and `#paragraph`) for the page it opens. */
export function noteChosen(pathAndHash: string): void {
  try {
    sessionStorage.setItem(key, pathAndHash);
  } catch {
    // Without storage the paragraph is still shown, highlighted; it only lacks the focus.
  }
}

/**
 * Gives the focus to the paragraph of `#id` on this page, where following the
 * link has scrolled it: the reader's place, for Tab, a screen reader and the
 * cite tools. Focusable for that only (`tabindex="-1"`), never in the Tab order.
 */
export function focusParagraph(hash: string): void {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return;
  }
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
}

/** On a page a search result opened: its paragraph takes the focus (once; then the note is gone). */
export function focusArrival(): void {
  let chosen: string | null = null;
  try {
    chosen = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
  } catch {
    return;
  }
  if (chosen && chosen === location.pathname + location.hash) focusParagraph(location.hash);
}
