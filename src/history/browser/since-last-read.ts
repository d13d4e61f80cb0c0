/**
 * "Changed since you last read this": the notice of the topic page
 * (`SinceLastRead.astro`), shown from the list ready in the page for the
 * revision the reader last read (`texts-read.ts`), at the foot of the screen
 * over the text (no text moves), once; Dismiss, or Escape within it, closes it.
 * Loaded only when the page shows a revision other than the one remembered;
 * nothing is shown where the page has no list for it (a first visit, a key of
 * no revision it knows).
 *
 * @example
 * tellChangesSince(document.querySelector('[data-since-read]'), '46d25c719675');
 */

/** Shows the notice with the paragraphs changed since the revision whose words' key is `last`, if the page has that list. */
export function tellChangesSince(notice: HTMLElement, last: string): void {
  const list = [...notice.querySelectorAll<HTMLTemplateElement>('template[data-since]')].find(
    (template) => template.dataset.since === last,
  );
  if (!list) return;
  const changes = notice.querySelector('[data-since-read-changes]')!;
  const dismiss = () => {
    const hadFocus = notice.contains(document.activeElement);
    notice.hidden = true;
    if (hadFocus) document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
  };
  notice.querySelector('[data-since-read-dismiss]')!.addEventListener('click', dismiss);
  notice.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') dismiss();
  });
  // Filled before it shows, never after: a notice that grew once shown would move (upwards, from the foot of the screen).
  changes.append(list.content.cloneNode(true));
  notice.hidden = false;
}
