/**
 * The booklet's "Print" button: shown once this script runs (without it there
 * is no button, and the browser's own Print works as ever), it opens the
 * browser's print dialog — on a phone, where Print is deep in a menu, one tap.
 *
 * @example
 * offerPrinting(document); // <button data-print-button> shown; a click calls print()
 */
export function offerPrinting(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-print-button]')) {
    button.addEventListener('click', () => window.print());
    button.hidden = false;
  }
}
