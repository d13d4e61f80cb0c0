/**
 * Back to the search after a result: choosing a result on another page
 * notes the query and the page it was searched on in the tab's session
 * storage (`noteSearchLeft`); when Back returns to that page, its field holds
 * the query again (`restoreSearch`, on every page, without loading the
 * search), and a tap on the field shows its results. The field does not keep
 * its value by itself: it has `autocomplete="off"`, so that the browser
 * suggests nothing under the results.
 *
 * @example
 * noteSearchLeft('fighter'); // then location.replace('/en/ti4/component-limitations/#fighters')
 * restoreSearch(input); // on /en/ti4/ again, by Back: input.value === 'fighter'
 */

/** The key in the tab's session storage. */
const key = 'site-search-left';

/** The page being read, as the note names it. */
function here(): string {
  return location.pathname + location.search;
}

/** Notes the query on show as the reader leaves this page for a result on another. */
export function noteSearchLeft(query: string): void {
  try {
    sessionStorage.setItem(key, JSON.stringify({ page: here(), query }));
  } catch {
    // Without storage, Back shows the page without the query.
  }
}

/** Whether this page was reached by Back or Forward. */
function returned(): boolean {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return navigation?.type === 'back_forward';
}

/** Puts the query left on this page back in the field, when the reader came back to it. Returns whether it did. */
export function restoreSearch(input: HTMLInputElement): boolean {
  let note: { page?: unknown; query?: unknown } | undefined;
  try {
    note = JSON.parse(sessionStorage.getItem(key) ?? 'null') ?? undefined;
  } catch {
    return false;
  }
  if (!note || note.page !== here() || typeof note.query !== 'string' || !returned() || input.value) return false;
  input.value = note.query;
  return true;
}
