/**
 * The term card, loaded the first time a reader points at, focuses or taps a
 * term marked in the text (`TermCard.astro` forwards the events): the term's
 * names in every language that has them (the game's card language first, the
 * text's own language last), its definition where the content has one, and its
 * glossary entry — from the game's `terms.json`, fetched once.
 *
 * One card, placed under the term's line (above it where there is no room
 * below), inside the paragraph after its text, so that the keyboard reaches
 * its links next; it floats, moving nothing, and never covers the line the
 * term is on. It shows on hover (hidden a moment after the pointer leaves
 * term and card), on focus (hidden when focus leaves both) and on a tap (a tap
 * elsewhere hides it); Escape hides it and gives focus back to the term.
 *
 * @example
 * const card = await import('./term-card.ts');
 * card.start(document.querySelector('template[data-term-card]')!);
 * card.handle(event); // every pointerover, pointerout, focusin, focusout, click and keydown
 */
import type { TermCard } from '../../routing/route-data/terms.ts';

type Opener = 'pointer' | 'focus' | 'tap';

/** Time for the pointer to cross from a term to its card. */
const hideAfter = 400;

let terms: Promise<{ game: string; terms: Record<string, TermCard> }>;
let card: HTMLElement;
let failed = '';
let current: HTMLAnchorElement | undefined;
let opener: Opener | undefined;
let hiding: ReturnType<typeof setTimeout> | undefined;
/** A term given focus back on Escape: its focus does not show the card again. */
let quiet: Element | undefined;

/** Fetches the game's terms and makes the card from its template (hidden until a term is used). */
export function start(template: HTMLTemplateElement): void {
  terms = fetch(template.dataset.terms!).then((response) => {
    if (!response.ok) throw new Error(`${response.status}`);
    return response.json();
  });
  failed = template.dataset.failed ?? '';
  card = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
}

const within = (node: EventTarget | null, element: Element | undefined): boolean =>
  node instanceof Node && !!element?.contains(node);
const termOf = (node: EventTarget | null): HTMLAnchorElement | null =>
  node instanceof Element ? node.closest<HTMLAnchorElement>('a.term') : null;
/** Whether the reader has turned the marks off (the reading setting): then terms are plain words. */
const marksOff = (): boolean => document.documentElement.dataset.terms === 'plain';

/** An element with its text, and its language where given. */
function element(tag: string, text: string, attributes: Record<string, string | undefined> = {}): HTMLElement {
  const made = document.createElement(tag);
  made.textContent = text;
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined) made.setAttribute(name, value);
  return made;
}

/** Fills the card with a term's names, definition and entry. */
async function fill(term: HTMLAnchorElement): Promise<void> {
  const id = new URL(term.href).hash.slice(1).replace(/^[a-z0-9]+-/, '');
  const names = card.querySelector('[data-term-names]')!;
  const definition = card.querySelector<HTMLElement>('[data-term-definition]')!;
  const entry = card.querySelector<HTMLAnchorElement>('[data-term-entry]')!;
  entry.href = term.getAttribute('href')!;
  try {
    const shown = (await terms).terms[id];
    if (!shown) throw new Error(`no term ${id}`);
    // The words of the other languages first (the game's card language leading): the text's own, the reader has.
    const textLang = term.closest<HTMLElement>('[data-text-lang]')?.dataset.textLang;
    const ordered = [
      ...shown.names.filter((name) => name.lang !== textLang),
      ...shown.names.filter((name) => name.lang === textLang),
    ];
    names.replaceChildren(...ordered.map((name) => element('li', name.name, { lang: name.lang })));
    definition.hidden = !shown.definition;
    if (shown.definition) {
      const link = element('a', shown.definition.title, { href: shown.definition.path, lang: shown.definition.lang });
      definition.replaceChildren(link, element('span', ` — ${shown.definition.text}`, { lang: shown.definition.lang }));
    }
  } catch {
    names.replaceChildren(element('li', failed));
    definition.hidden = true;
  }
}

/** Places the card under the term's line (above it where the screen has no room below), within the paragraph's column. */
function place(term: HTMLAnchorElement): void {
  const paragraph = term.closest<HTMLElement>('.rule') ?? document.body;
  const text = paragraph.querySelector(':scope > .rule-text');
  (text ?? paragraph).after(card);
  const box = paragraph.getBoundingClientRect();
  // The line the term is on (a term that wraps: its last line).
  const lines = term.getClientRects();
  const line = lines[lines.length - 1] ?? term.getBoundingClientRect();
  card.hidden = false;
  const width = card.offsetWidth;
  const height = card.offsetHeight;
  const below = innerHeight - line.bottom >= height + 8 || line.top < height + 8;
  const top = below ? line.bottom - box.top + 4 : line.top - box.top - height - 4;
  const left = Math.max(0, Math.min(line.left - box.left, box.width - width));
  card.style.setProperty('--term-card-top', `${Math.round(top)}px`);
  card.style.setProperty('--term-card-left', `${Math.round(left)}px`);
}

/** Shows the card for a term. */
async function open(term: HTMLAnchorElement, by: Opener): Promise<void> {
  clearTimeout(hiding);
  if (current !== term || card.hidden) {
    current?.removeAttribute('aria-expanded');
    current = term;
    opener = by;
    card.hidden = true;
    await fill(term);
    if (current !== term) return;
    place(term);
    term.setAttribute('aria-expanded', 'true');
  } else if (by !== 'pointer') {
    opener = by;
  }
}

/** Hides the card. */
function close(): void {
  clearTimeout(hiding);
  if (!card) return;
  card.hidden = true;
  current?.removeAttribute('aria-expanded');
  // A card still being filled (its terms loading) is not shown once closed.
  current = undefined;
  opener = undefined;
}

/** One event forwarded by TermCard.astro. */
export function handle(event: Event): void {
  if (!card) return;
  const { type, target } = event;
  const term = termOf(target);
  if (marksOff()) {
    close();
    return;
  }
  if (type === 'pointerover' && (event as PointerEvent).pointerType !== 'touch') {
    if (within(target, card)) {
      clearTimeout(hiding);
      return;
    }
    if (term && opener !== 'focus') void open(term, 'pointer');
  } else if (type === 'pointerout' && opener === 'pointer') {
    const to = (event as PointerEvent).relatedTarget;
    if (!within(to, card) && !within(to, current)) {
      clearTimeout(hiding);
      hiding = setTimeout(close, hideAfter);
    }
  } else if (type === 'focusin') {
    if (term && term !== quiet) void open(term, 'focus');
  } else if (type === 'focusout' && opener === 'focus') {
    const to = (event as FocusEvent).relatedTarget;
    if (!within(to, card) && !within(to, current)) close();
  } else if (type === 'click') {
    // A tap or a click on a term shows its card (TermCard.astro keeps the link from being followed); a tap
    // elsewhere hides it. (A click from the keyboard, detail 0, follows the link to the glossary.)
    if ((event as MouseEvent).detail === 0) return;
    if (term) void open(term, (event as PointerEvent).pointerType === 'mouse' ? 'pointer' : 'tap');
    else if (!within(target, card)) close();
  } else if (type === 'keydown' && (event as KeyboardEvent).key === 'Escape' && !card.hidden) {
    const back = current;
    const hadFocus = within(document.activeElement, card) || document.activeElement === back;
    close();
    if (hadFocus && back) {
      quiet = back;
      back.focus();
    }
  }
  if (type === 'focusout' && target === quiet) quiet = undefined;
}
