/**
 * The copy controls of a topic page, loaded on first use by `CiteTools.astro`:
 * ONE toolbar, moved to the paragraph in use and hidden (`hidden`: out of the
 * tab order and the accessibility tree) otherwise. It copies the permalink,
 * the preview link or a quote to the clipboard, with a visible confirmation
 * and an announcement for screen readers.
 *
 * Where it shows is CSS (`.cite-tools` in global.css), and it never moves the
 * text: in the margin beside the paragraph on wide screens (`--cite-place:
 * margin`), over the paragraph's own number line otherwise (narrower screens,
 * side-by-side pages). What shows it follows:
 *
 * - In the margin: the pointer anywhere over a paragraph; it hides a moment
 *   after the pointer leaves paragraph and toolbar.
 * - Over the number line: the pointer over the paragraph's number (a heading's
 *   "#"), the one visible handle; it hides a moment after the pointer leaves
 *   number and toolbar. The text is for reading and selecting.
 * - A tap on a paragraph's number (or "#"): the toolbar shows there; a tap
 *   elsewhere hides it. A tap on the text shows nothing.
 * - Keyboard focus on a paragraph's number link (a heading's: the "#" link
 *   beside it): the toolbar shows, next in the tab order (it is placed right
 *   after the link); it hides when focus leaves. A click on the number (which
 *   goes to `#id`) leaves the toolbar shown.
 * - Escape hides it (focus goes back to the number link).
 * - "Share" (where `navigator.share` exists) opens the share sheet with the
 *   paragraph's permalink.
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
}

/** Whether the toolbar of a paragraph shows in the margin beside it (CSS's `--cite-place`), not over its number line. */
const inMargin = (paragraph: Element): boolean =>
  getComputedStyle(paragraph).getPropertyValue('--cite-place').trim() === 'margin';

/** Shows the toolbar at a paragraph: right after its number link, or a heading's "#" link (next in the tab order). */
function open(paragraph: HTMLElement, by: Opener): void {
  cancelHiding();
  if (current !== paragraph) {
    current?.classList.remove('cite-open');
    const permalink = permalinkOf(paragraph);
    permalink?.after(toolbar);
    // Over the number line, it starts where the number ends (numbers are of every width: "1.", "49.4.").
    if (permalink && paragraph.matches('[data-rule]'))
      toolbar.style.setProperty('--cite-start', `${permalink.offsetLeft + permalink.offsetWidth}px`);
    else toolbar.style.removeProperty('--cite-start');
    toolbar.dataset.citeFor = paragraph.id;
    current = paragraph;
    opener = by;
  } else if (toolbar.hidden || by !== 'pointer') {
    opener = by;
  }
  paragraph.classList.add('cite-open');
  toolbar.hidden = false;
  // A heading over its line (not in the margin): beside its "#" where the line has room for the toolbar, else
  // under the heading; never over the "#", the handle that opened it.
  const permalink = permalinkOf(paragraph);
  if (permalink && !paragraph.matches('[data-rule]') && !inMargin(paragraph)) {
    toolbar.style.setProperty('--cite-start', `${permalink.offsetLeft + permalink.offsetWidth}px`);
    toolbar.classList.add('cite-tools-beside');
    // Beside, it takes its own width: what does not fit the line scrolls inside it, or runs past the column.
    const fits =
      toolbar.scrollWidth <= toolbar.clientWidth + 1 &&
      toolbar.getBoundingClientRect().right <= permalink.parentElement!.getBoundingClientRect().right + 1;
    if (!fits) toolbar.classList.remove('cite-tools-beside');
  } else {
    toolbar.classList.remove('cite-tools-beside');
  }
}

/** Hides the toolbar; it stays where it is, out of the tab order and the accessibility tree. */
function close(): void {
  cancelHiding();
  if (!toolbar) return;
  toolbar.hidden = true;
  current?.classList.remove('cite-open');
  opener = undefined;
}

function cancelHiding(): void {
  clearTimeout(hiding);
  hiding = undefined;
}

const within = (node: EventTarget | null, element: Element | undefined): boolean =>
  node instanceof Node && !!element?.contains(node);
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
/** Whether a node is (in) a paragraph's permalink: a rule's number, or a heading's "#". */
const onPermalink = (node: EventTarget | null): boolean =>
  node instanceof Element && !!node.closest('.rule-number, .heading-link');
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
    if (within(target, toolbar)) {
      cancelHiding();
      return;
    }
    // A toolbar shown for keyboard focus stays with the focused paragraph (content scrolling under a resting pointer moves nothing).
    const paragraph = paragraphOf(target);
    if (!paragraph || opener === 'focus' || keyboardInToolbar()) return;
    // Over the number line, the number is the handle; in the margin, the whole paragraph is.
    if (inMargin(paragraph) || onPermalink(target)) open(paragraph, 'pointer');
  } else if (type === 'pointerout' && opener === 'pointer') {
    const to = (event as PointerEvent).relatedTarget;
    const kept = current && inMargin(current) ? current : permalinkOf(current);
    if (!within(to, toolbar) && !within(to, kept ?? undefined) && !keyboardInToolbar()) {
      cancelHiding();
      hiding = setTimeout(close, hideAfter);
    }
  } else if (type === 'focusin') {
    if (target === quiet) return;
    // Focus that a click or tap gives a number link (no focus ring) is the pointer's: the toolbar stays the
    // pointer's, and the focus the browser then takes away as it goes to #id hides nothing.
    if (target instanceof Element && target.matches('.rule-number, .heading-link'))
      open(paragraphOf(target)!, target.matches(':focus-visible') ? 'focus' : 'pointer');
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
    const onNumber = onPermalink(target);
    if ((event as PointerEvent).pointerType === 'mouse') {
      // A mouse has shown the toolbar on hover already. A click on the number goes to #id and scrolls the page
      // under the resting pointer: the toolbar stays with the paragraph clicked.
      if (paragraph && onNumber) {
        restingAt = { x: (event as PointerEvent).clientX, y: (event as PointerEvent).clientY };
        open(paragraph, 'pointer');
      }
      return;
    }
    // A tap on a paragraph's number shows its toolbar; a tap anywhere else but the toolbar hides it (the text is
    // for reading and selecting). (A click from the keyboard, detail 0, is not a tap.)
    if ((event as MouseEvent).detail === 0) return;
    if (paragraph && onNumber) open(paragraph, 'tap');
    else if (!within(target, toolbar) && opener === 'tap') close();
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

/**
 * A citation with its links on the address the page was opened from: a
 * copied link leads where the reader is (the build names its own `site`, which
 * a copy served elsewhere — a preview, a mirror, a build without `SITE_URL` —
 * is not).
 */
function openedHere(citation: Citation): Citation {
  const here = (url: string) => {
    const { pathname, hash } = new URL(url);
    return new URL(`${pathname}${hash}`, location.origin).href;
  };
  return { ...citation, url: here(citation.url), ...(citation.preview ? { preview: here(citation.preview) } : {}) };
}

/** What a control puts on the clipboard for one paragraph. */
function clipboardText(action: Action, topic: TopicCitations, cited: Citation): string {
  const citation = openedHere(cited);
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
    const citation = openedHere(topic.paragraphs[id]);
    await navigator.share({
      title: sourceOf({ ...citation, title: topic.title, game: topic.game }),
      url: citation.url,
    });
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
  setTimeout(() => {
    if (shown.textContent === message) shown.textContent = '';
  }, confirmFor);
}
