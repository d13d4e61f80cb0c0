/**
 * The arrow keys in the search: Down from the field moves into the results
 * (opening the panel again if it was closed), Up and Down move through the
 * result links and the buttons for a topic's other paragraphs, in the order
 * they are shown; Up from the first goes back to the field. Tab moves through
 * them as through any links.
 *
 * @example
 * moveWithArrows(view, panel);
 */
import type { SearchPanel } from './search-panel.ts';
import type { SearchView } from './search-view.ts';

/** Wires the arrow keys of the search (see the module comment). */
export function moveWithArrows({ root, input, list, panel: element }: SearchView, panel: SearchPanel): void {
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const stops = [...list.querySelectorAll<HTMLElement>('a, button')];
    if (stops.length === 0) return;
    event.preventDefault();
    if (element.hidden) panel.open();
    const at = stops.indexOf(document.activeElement as HTMLElement);
    const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
    if (next < 0) input.focus();
    else stops[Math.min(next, stops.length - 1)].focus();
  });
}
