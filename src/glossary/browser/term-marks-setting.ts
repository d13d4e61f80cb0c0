/**
 * The reading setting for the terms marked in the text: marked (the default)
 * or plain words — kept in `localStorage.terms` ('plain'), set as
 * `data-terms` on `<html>` and applied before the first paint by the page's
 * first script (`theme/theme-script.ts`), so a reload never flashes the marks.
 *
 * @example
 * chooseTermMarks('plain'); chosenTermMarks() // 'plain'
 */
export type TermMarks = 'marked' | 'plain';

/** How terms are shown now. */
export function chosenTermMarks(): TermMarks {
  return document.documentElement.dataset.terms === 'plain' ? 'plain' : 'marked';
}

/** Applies and remembers a choice. */
export function chooseTermMarks(marks: TermMarks): void {
  const root = document.documentElement;
  if (marks === 'plain') root.dataset.terms = 'plain';
  else delete root.dataset.terms;
  // Plain words are no stops for the keyboard either.
  for (const term of document.querySelectorAll<HTMLElement>('a.term')) {
    if (marks === 'plain') term.tabIndex = -1;
    else term.removeAttribute('tabindex');
  }
  try {
    if (marks === 'plain') localStorage.setItem('terms', 'plain');
    else localStorage.removeItem('terms');
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
}
