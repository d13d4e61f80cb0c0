/**
 * A game's worklist on its status page (`Worklist.astro`), filtered and
 * sorted in place: the form the page hides until this runs — topics whose
 * title holds the words typed, only those with work left in the language
 * chosen, in the game's order, most work left first, or by title — and how
 * many are shown, said to screen readers. Without it the table reads whole.
 *
 * @example
 * startWorklist(document.querySelector('[data-worklist]')!);
 */

/** Text compared without case or accents: "Équipe" finds "equipe". */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLocaleLowerCase();

export function startWorklist(worklist: HTMLElement): void {
  const form = worklist.querySelector<HTMLFormElement>('[data-worklist-controls]');
  const body = worklist.querySelector('tbody');
  if (!form || !body) return;
  const filter = form.querySelector<HTMLInputElement>('[data-worklist-filter]')!;
  const language = form.querySelector<HTMLSelectElement>('[data-worklist-language]')!;
  const order = form.querySelector<HTMLSelectElement>('[data-worklist-order]')!;
  const only = form.querySelector<HTMLInputElement>('[data-worklist-only]')!;
  const count = form.querySelector<HTMLOutputElement>('[data-worklist-count]')!;
  const rows = [...body.rows].map((row) => ({
    row,
    order: Number(row.dataset.order),
    title: row.cells[0]?.textContent?.trim() ?? '',
    left: (lang: string) => Number(row.querySelector<HTMLElement>(`[data-worklist-lang="${lang}"]`)?.dataset.left ?? 0),
  }));
  const collator = new Intl.Collator(document.documentElement.lang);

  const apply = () => {
    const words = folded(filter.value.trim());
    const lang = language.value;
    let shown = 0;
    for (const each of rows) {
      const visible = folded(each.title).includes(words) && (!only.checked || each.left(lang) > 0);
      each.row.hidden = !visible;
      if (visible) shown += 1;
    }
    const sorted = [...rows].sort((a, b) => {
      if (order.value === 'left') return b.left(lang) - a.left(lang) || a.order - b.order;
      if (order.value === 'title') return collator.compare(a.title, b.title) || a.order - b.order;
      return a.order - b.order;
    });
    body.append(...sorted.map((each) => each.row));
    count.value = (count.dataset.template ?? '')
      .replace('{{shown}}', String(shown))
      .replace('{{total}}', String(rows.length));
  };

  form.addEventListener('input', apply);
  form.addEventListener('submit', (event) => event.preventDefault());
  form.hidden = false;
  apply();
}
