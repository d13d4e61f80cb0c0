/**
 * Marks each table box of the page that is narrower than its table
 * (`data-scrolls`), and which way it has more to show (`data-more`: `start`,
 * `end` or both): the CSS then shows its hint and a shadow at that edge
 * (`.table-scroll` in markup/tables.css). Watched as the box resizes and scrolls.
 *
 * @example
 * markWideTables(document); // <section class="table-scroll" data-scrolls data-more="end">
 */

/** Marks one box as it is now. */
function mark(box: HTMLElement): void {
  const more = box.scrollWidth - box.clientWidth;
  if (more <= 1) {
    box.removeAttribute('data-scrolls');
    box.removeAttribute('data-more');
    return;
  }
  // (scrollLeft is negative from the end in a right-to-left box: the magnitude is what counts.)
  const scrolled = Math.abs(box.scrollLeft);
  box.toggleAttribute('data-scrolls', true);
  box.dataset.more = [scrolled > 1 ? 'start' : '', scrolled < more - 1 ? 'end' : ''].filter(Boolean).join(' ');
}

/** Marks every table box of `root`, and keeps them marked. */
export function markWideTables(root: ParentNode): void {
  const boxes = root.querySelectorAll<HTMLElement>('.table-scroll');
  if (boxes.length === 0) return;
  const resized = new ResizeObserver((entries) => {
    for (const entry of entries) mark(entry.target as HTMLElement);
  });
  for (const box of boxes) {
    resized.observe(box);
    box.addEventListener('scroll', () => mark(box), { passive: true });
  }
}
