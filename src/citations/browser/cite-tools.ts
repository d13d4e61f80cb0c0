/**
 * The copy controls of a topic page, loaded on first use by `CiteTools.astro`:
 * ONE toolbar, moved to the paragraph in use and hidden (`hidden`: out of the
 * tab order and the accessibility tree) otherwise. It copies the permalink,
 * the preview link or a quote to the clipboard, with a visible confirmation
 * and an announcement for screen readers.
 *
 * - Pointer over a paragraph: the toolbar shows there; it hides a moment after
 *   the pointer leaves paragraph and toolbar.
 * - Keyboard focus on a paragraph's number link (a heading's: the "#" link
 *   beside it): the toolbar shows, next in the tab order (it is placed right
 *   after the link); it hides when focus leaves. A click on the number (which
 *   goes to `#id`) leaves the toolbar shown.
 * - A tap on a paragraph: the toolbar shows there; a tap elsewhere hides it.
 * - Escape hides it (focus goes back to the number link).
 * - "Share" (where `navigator.share` exists) opens the share sheet with the
 *   paragraph's permalink.
 *
 * Where it shows is CSS (`.cite-tools` in global.css): in the flow under the
 * paragraph's text on narrow screens (the paragraph keeps room for it, so no
 * rule text is covered), in the margin beside the paragraph on wide ones.
 *
 * @example
 * const tools = await import('./cite-tools.ts');
 * tools.start(document.querySelector('template[data-cite-tools]'));
 * tools.handle(event); // every pointerover, pointerout, focusin, focusout, click and keydown
 */
import type { Citation, TopicCitations } from '../citations.ts';
import { bbcodeQuote, markdownQuote, sourceOf } from '../quote.ts';

type Action = 'link' | 'preview' | 'markdown' | 'bbcode';
/** What showed the toolbar, which decides what hides it. */
type Opener = 'pointer' | 'focus' | 'tap';

const paragraphs = '[data-rule][id], .heading[id]';
const confirmFor = 2000;
/** Time for the pointer to cross from a paragraph to its toolbar in the margin. */
const hideAfter = 400;

let citations: Promise<TopicCitations>;
let failed = '';
let toolbar: HTMLElement;
/** The paragraph the toolbar is at, and what showed it. */
let current: HTMLElement | undefined;
let opener: Opener | undefined;
let hiding: ReturnType<typeof setTimeout> | undefined;
/** Where the pointer was when it clicked a number: boundary events there come from the page scrolling under it. */
let restingAt: { x: number; y: number } | undefined;
/** A number link given focus back on Escape: its focus does not show the toolbar again. */
let quiet: Element | undefined;

/** Fetches the page's quotes and makes the toolbar (hidden until a paragraph is used). */
export function start(template: HTMLTemplateElement): void {
  citations = fetch(template.dataset.citations!).then((response) => response.json());
  failed = template.dataset.failed ?? '';
  toolbar = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
  // "Share" only where there is a share sheet to open (phones, mostly); elsewhere the toolbar is as it was.
  if (typeof navigator.share !== 'function') toolbar.querySelector('[data-share]')?.remove();
  // The room a paragraph keeps for the toolbar under its text follows the toolbar's height (it wraps on phones).
  new ResizeObserver(keepRoom).observe(toolbar);
}

/** Shows the toolbar at a paragraph: right after its number link (next in the tab order), or after a heading. */
export function open(paragraph: HTMLElement, by: Opener): void {
  cancelHiding();
  if (current !== paragraph) {
    current?.classList.remove('cite-open');
    current?.style.removeProperty('--cite-tools-height');
    const number = paragraph.querySelector(':scope > .rule-number');
    if (number) number.after(toolbar);
    else (paragraph.closest('.heading-wrapper') ?? paragraph).after(toolbar);
    toolbar.dataset.citeFor = paragraph.id;
    current = paragraph;
    opener = by;
  } else if (toolbar.hidden || by !== 'pointer') {
    opener = by;
  }
  paragraph.classList.add('cite-open');
  toolbar.hidden = false;
  keepRoom();
}

/** Hides the toolbar; it stays where it is, out of the tab order and the accessibility tree. */
export function close(): void {
  cancelHiding();
  if (!toolbar) return;
  toolbar.hidden = true;
  current?.classList.remove('cite-open');
  current?.style.removeProperty('--cite-tools-height');
  opener = undefined;
}

function keepRoom(): void {
  if (current && !toolbar.hidden && current.contains(toolbar)) current.style.setProperty('--cite-tools-height', `${toolbar.offsetHeight}px`);
}

function cancelHiding(): void {
  clearTimeout(hiding);
  hiding = undefined;
}

const within = (node: EventTarget | null, element: Element | undefined): boolean => node instanceof Node && !!element?.contains(node);
/** The paragraph a node is in, or whose permalink it is (a heading's link sits beside the heading). */
const paragraphOf = (node: EventTarget | null): HTMLElement | null => {
  if (!(node instanceof Element)) return null;
  const headingLink = node.closest('.heading-link');
  return headingLink ? (headingLink.previousElementSibling as HTMLElement) : node.closest<HTMLElement>(paragraphs);
};
/** A paragraph's permalink: a rule's number, or the link beside a heading. */
const permalinkOf = (paragraph: HTMLElement | undefined): HTMLElement | null =>
  paragraph?.querySelector<HTMLElement>(':scope > .rule-number') ??
  (paragraph?.nextElementSibling?.matches('.heading-link') ? (paragraph.nextElementSibling as HTMLElement) : null);
/** Keyboard focus in the toolbar (not the focus a mouse click leaves on a button). */
const keyboardInToolbar = (): boolean => !toolbar.hidden && toolbar.matches(':has(:focus-visible)');

/** One event forwarded by CiteTools.astro. */
export function handle(event: Event): void {
  if (!toolbar) return;
  const { type, target } = event;
  if ((type === 'pointerover' || type === 'pointerout') && restingAt) {
    // Content scrolling under the pointer that clicked a number (the page going to #id) moves nothing.
    const { clientX, clientY } = event as PointerEvent;
    // (A click's coordinates are whole pixels; a pointer event's may not be.)
    if (Math.abs(clientX - restingAt.x) < 1 && Math.abs(clientY - restingAt.y) < 1) return;
    restingAt = undefined;
  }
  if (type === 'pointerover' && (event as PointerEvent).pointerType !== 'touch') {
    if (within(target, toolbar)) return cancelHiding();
    // A toolbar shown for keyboard focus stays with the focused paragraph (content scrolling under a resting pointer moves nothing).
    const paragraph = paragraphOf(target);
    if (paragraph && opener !== 'focus' && !keyboardInToolbar()) open(paragraph, 'pointer');
  } else if (type === 'pointerout' && opener === 'pointer') {
    const to = (event as PointerEvent).relatedTarget;
    if (!within(to, toolbar) && !within(to, current) && !keyboardInToolbar()) {
      cancelHiding();
      hiding = setTimeout(close, hideAfter);
    }
  } else if (type === 'focusin') {
    if (target === quiet) return;
    // Focus that a click or tap gives a number link (no focus ring) is the pointer's: the toolbar stays the
    // pointer's, and the focus the browser then takes away as it goes to #id hides nothing.
    if (target instanceof Element && target.matches('.rule-number, .heading-link')) open(paragraphOf(target)!, target.matches(':focus-visible') ? 'focus' : 'pointer');
  } else if (type === 'focusout') {
    if (target === quiet) quiet = undefined;
    const to = (event as FocusEvent).relatedTarget;
    if (opener === 'focus' && !within(to, toolbar) && !within(to, current) && to !== permalinkOf(current)) close();
  } else if (type === 'click') {
    const button = target instanceof Element ? target.closest<HTMLButtonElement>('button[data-cite]') : null;
    if (button && within(button, toolbar)) return void copy(button);
    const shareButton = target instanceof Element ? target.closest<HTMLButtonElement>('button[data-share]') : null;
    if (shareButton && within(shareButton, toolbar)) return void share(shareButton);
    const paragraph = paragraphOf(target);
    const link = target instanceof Element ? target.closest('a[href]') : null;
    const onPermalink = !!link?.matches('.rule-number, .heading-link');
    if ((event as PointerEvent).pointerType === 'mouse') {
      // A mouse has shown the toolbar on hover already. A click on the number goes to #id and scrolls the page
      // under the resting pointer: the toolbar stays with the paragraph clicked.
      if (paragraph && onPermalink) {
        restingAt = { x: (event as PointerEvent).clientX, y: (event as PointerEvent).clientY };
        open(paragraph, 'pointer');
      }
      return;
    }
    // A tap on a paragraph's text or number shows its toolbar; a tap elsewhere hides it. (A click from the
    // keyboard, detail 0, is not a tap.)
    if ((event as MouseEvent).detail === 0) return;
    if (paragraph && (!link || onPermalink)) open(paragraph, 'tap');
    else if (!paragraph && !within(target, toolbar) && opener === 'tap') close();
  } else if (type === 'keydown' && (event as KeyboardEvent).key === 'Escape' && !toolbar.hidden) {
    const hadFocus = within(document.activeElement, toolbar);
    const number = permalinkOf(current);
    close();
    if (hadFocus && number) {
      quiet = number;
      number.focus();
    }
  }
}

/** What a control puts on the clipboard for one paragraph. */
function clipboardText(action: Action, topic: TopicCitations, citation: Citation): string {
  const quoted = { ...citation, title: topic.title, game: topic.game };
  if (action === 'link') return citation.url;
  // (No "preview link" control where the site has no paragraph pages.)
  if (action === 'preview') return citation.preview ?? citation.url;
  return action === 'markdown' ? markdownQuote(quoted) : bbcodeQuote(quoted);
}

async function copy(button: HTMLButtonElement): Promise<void> {
  const id = toolbar.dataset.citeFor;
  if (!id) return;
  try {
    const topic = await citations;
    await navigator.clipboard.writeText(clipboardText(button.dataset.cite as Action, topic, topic.paragraphs[id]));
    confirm(button.dataset.copied ?? '');
  } catch {
    confirm(failed);
  }
}

/**
 * Opens the system's share sheet with the paragraph's permalink, titled with
 * its topic, number and game (`sourceOf`): to a messenger, where disputes at
 * the table get settled. Closing the sheet without sharing says nothing.
 */
async function share(button: HTMLButtonElement): Promise<void> {
  const id = toolbar.dataset.citeFor;
  if (!id) return;
  try {
    const topic = await citations;
    const citation = topic.paragraphs[id];
    await navigator.share({ title: sourceOf({ ...citation, title: topic.title, game: topic.game }), url: citation.url });
  } catch (error) {
    if ((error as DOMException | undefined)?.name !== 'AbortError') confirm(button.dataset.failed ?? '');
  }
}

/** Says what happened next to the controls for a moment, and to screen readers. */
function confirm(message: string): void {
  const status = document.querySelector('[data-cite-status]');
  const shown = toolbar.querySelector('[data-cite-confirmation]');
  if (status) status.textContent = message;
  if (!shown) return;
  shown.textContent = message;
  keepRoom();
  setTimeout(() => {
    if (shown.textContent === message) shown.textContent = '';
    keepRoom();
  }, confirmFor);
}
