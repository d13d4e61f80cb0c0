/**
 * A paragraph's change mark ("changed") opens the word diff below it in place,
 * and closes it again: the diff is in the page, hidden (`history-markup.ts`).
 * A mark is a link to its entry on the history page; a tap that opens the diff
 * does not follow it (a modified click still does). Opening moves the text
 * below down only as the tap's answer, never on its own.
 *
 * @example
 * openChangeMarks(document);
 */

/** Wires every change mark of `root` that has a diff to open (one listener for all). */
export function openChangeMarks(root: Document): void {
  root.addEventListener('click', (event) => {
    if (!(event instanceof MouseEvent) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const mark = (event.target as Element | null)?.closest?.('a.change-mark[aria-controls]');
    if (!mark) return;
    const diff = root.getElementById(mark.getAttribute('aria-controls')!);
    if (!diff) return;
    event.preventDefault();
    const open = diff.hidden;
    diff.hidden = !open;
    mark.setAttribute('aria-expanded', String(open));
  });
}
