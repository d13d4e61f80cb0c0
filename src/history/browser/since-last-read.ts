/**
 * "Changed since you last read this": the notice of the topic page
 * (`SinceLastRead.astro`), shown with the list for the revision the reader
 * last read (`texts-read.ts`), which it fetches from the text's history page
 * (`sinceReadListsHtml`; offline, the page saved on the device), at the foot
 * of the screen over the text (no text moves), once; Dismiss, or Escape within
 * it, closes it. Loaded only when the page shows a revision other than the one
 * remembered and has a list for that one (`data-since-keys`). Where the list
 * cannot be had (no network and not saved, a page that fails), the notice says
 * so and links to the history page.
 *
 * @example
 * await tellChangesSince(document.querySelector('[data-since-read]'), '46d25c719675');
 */

/** The list of what changed since the revision whose words' key is `last`, from the history page at `path`; undefined where it cannot be had. */
async function listSince(path: string, last: string): Promise<DocumentFragment | undefined> {
  try {
    const response = await fetch(path);
    if (!response.ok) return undefined;
    const page = new DOMParser().parseFromString(await response.text(), 'text/html');
    const list = [...page.querySelectorAll<HTMLTemplateElement>('template[data-since]')].find(
      (template) => template.dataset.since === last,
    );
    return list && document.importNode(list.content, true);
  } catch {
    return undefined;
  }
}

/** Shows the notice with the paragraphs changed since the revision whose words' key is `last` (or, where that list cannot be had, says so). */
export async function tellChangesSince(notice: HTMLElement, last: string): Promise<void> {
  const list = await listSince(notice.dataset.history!, last);
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
  if (list) changes.append(list);
  else notice.querySelector<HTMLElement>('[data-since-read-unavailable]')!.hidden = false;
  notice.hidden = false;
}
