/**
 * The line above the results of a mistyped query: which name they are for
 * ("Showing results for *fighter*", the name in its own language), and the
 * query as typed one tap away.
 *
 * @example
 * showCorrection(view, { name: 'fighter', lang: 'en' }, 'figter', () => search('figter', { asTyped: true }));
 * showCorrection(view); // no line
 */
import type { SearchView } from './search-view.ts';
import type { Name } from './typos.ts';

/** Shows which name the results are for, and the query as typed one tap away (`searchAsTyped`); or nothing. */
export function showCorrection(
  { correction, asTyped, strings }: SearchView,
  name?: Name,
  typed = '',
  searchAsTyped?: () => void,
): void {
  correction.hidden = !name;
  if (!name) return;
  const [before, after = ''] = strings.correction.split('{{name}}');
  const shown = document.createElement('em');
  shown.lang = name.lang;
  shown.textContent = name.name;
  correction.querySelector('span')!.replaceChildren(before, shown, after);
  asTyped.textContent = strings.asTyped.replace('{{query}}', typed);
  asTyped.onclick = searchAsTyped ?? null;
}
