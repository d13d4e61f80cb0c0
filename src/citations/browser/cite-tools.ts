/**
 * The copy controls of a topic page, loaded on first use by `CiteTools.astro`:
 * ONE toolbar, moved to the paragraph in use and hidden (`hidden`: out of the
 * tab order and the accessibility tree) otherwise. It copies the permalink,
 * the preview link or a quote to the clipboard, with a visible confirmation
 * and an announcement for screen readers.
 *
 * Where it shows is CSS (`.cite-tools` in global.css), and it never moves the
 * text nor covers it: in the margin beside the paragraph on wide screens
 * (`--cite-place: margin`); otherwise (phones, narrower windows, side-by-side
 * pages) a sheet at the window's foot, every action in view, the paragraph
 * scrolled clear above it. What shows it follows:
 *
 * - In the margin: the pointer anywhere over a paragraph; it hides a moment
 *   after the pointer leaves paragraph and toolbar.
 * - A tap or click on a paragraph's number (or a heading's "#"), the one
 *   visible handle: the sheet opens for it; a tap or click elsewhere, its "×"
 *   or Escape close it. A tap on the text shows nothing: the text is for
 *   reading and selecting.
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
import stylesheet from '../cite-tools.css?url';
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
export function start(template: HTMLTemplateElement): Promise<void> {
  // The toolbar's own rules (cite-tools.css), linked now: it shows once they apply (or have failed to come).
  const rules = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: stylesheet });
  const styled = new Promise<void>((done) => {
    rules.onload = rules.onerror = () => done();
  });
  document.head.append(rules);
  citations = fetch(template.dataset.citations!).then((response) => response.json());
  failed = template.dataset.failed ?? '';
  toolbar = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
  // "Share" only where there is a share sheet to open (phones, mostly); elsewhere the toolbar is as it was.
  if (typeof navigator.share !== 'function') toolbar.querySelector('[data-share]')?.remove();
  return styled;
}

/** Whether the toolbar of a paragraph shows in the margin beside it (CSS's `--cite-place`), not as a sheet at the window's foot. */
const inMargin = (paragraph: Element): boolean =>
  getComputedStyle(paragraph).getPropertyValue('--cite-place').trim() === 'margin';

/** Shows the toolbar for a paragraph: right after its number link, or a heading's "#" link (next in the tab order). */
function open(paragraph: HTMLElement, by: Opener): void {
  cancelHiding();
  // Already showing for this paragraph: it stays where it is (moving it now would move it under the reader).
  const showing = !toolbar.hidden && current === paragraph;
  if (current !== paragraph) {
    current?.classList.remove('cite-open');
    permalinkOf(paragraph)?.after(toolbar);
    toolbar.dataset.citeFor = paragraph.id;
    current = paragraph;
    opener = by;
  } else if (toolbar.hidden || by !== 'pointer') {
    opener = by;
  }
  paragraph.classList.add('cite-open');
  toolbar.hidden = false;
  // A sheet: once the page has gone to #id (a number is a link), the paragraph is moved clear of it.
  if (!inMargin(paragraph)) requestAnimationFrame(() => clearOfSheet(paragraph));
  else if (!showing) liftIntoView();
}

/** The top of the window under the sticky header (what `scroll-padding-top` keeps clear). */
const underHeader = (): number => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;

/**
 * In the margin, a toolbar that would run past the window's foot (a paragraph
 * low in a short window) is lifted beside the paragraph's lines above
 * (`--cite-lift`), as far as the header: every action in view. The margin has
 * no text to cover.
 */
function liftIntoView(): void {
  toolbar.style.removeProperty('--cite-lift');
  const box = toolbar.getBoundingClientRect();
  const over = box.bottom + 8 - innerHeight;
  if (over > 0) toolbar.style.setProperty('--cite-lift', `${-Math.max(0, Math.min(over, box.top - underHeader()))}px`);
}

/**
 * Scrolls a paragraph (side by side, its row where it fits) up until its last line is above the sheet, as far as
 * its first line stays under the sticky header (a paragraph taller than the
 * room between them keeps its start in view); the page gets the sheet's
 * height of room at its end (`--cite-sheet-room`, under the footer: nothing
 * moves), so that the last paragraph can go above it too. Scrolling is no
 * layout shift: no word moves on the page.
 */
function clearOfSheet(paragraph: HTMLElement): void {
  if (toolbar.hidden || current !== paragraph) return;
  const sheet = toolbar.getBoundingClientRect();
  document.documentElement.style.setProperty('--cite-sheet-room', `${Math.ceil(sheet.height)}px`);
  // (Side by side, the paragraph's row, its counterpart in the other text too, where the row fits.)
  const row = paragraph.closest('.sbs-row')?.getBoundingClientRect();
  const box = row && row.height <= sheet.top - underHeader() ? row : paragraph.getBoundingClientRect();
  const by = Math.min(box.bottom + 4 - sheet.top, box.top - underHeader());
  if (by > 0) scrollBy({ top: by, behavior: 'instant' });
}

/** Hides the toolbar; it stays where it is, out of the tab order and the accessibility tree. */
function close(): void {
  cancelHiding();
  if (!toolbar) return;
  toolbar.hidden = true;
  current?.classList.remove('cite-open');
  document.documentElement.style.removeProperty('--cite-sheet-room');
  opener = undefined;
}

/** Closes the toolbar from within (Escape, the sheet's "×"): focus in it goes back to the paragraph's number link. */
function dismiss(): void {
  const hadFocus = within(document.activeElement, toolbar);
  const number = permalinkOf(current);
  close();
  if (hadFocus && number) {
    quiet = number;
    number.focus();
  }
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
    // In the margin, the whole paragraph is the handle; a sheet opens on a click of the number.
    if (inMargin(paragraph)) open(paragraph, 'pointer');
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
    // pointer's, and the focus the browser then takes away as it goes to #id hides nothing. Where the toolbar is a
    // sheet, the click opens it: a mouse's focus comes as its button goes down, and a sheet shown then would come
    // under the pointer (over a number low in the window), or scroll the page under it, before the click.
    if (target instanceof Element && target.matches('.rule-number, .heading-link')) {
      const paragraph = paragraphOf(target)!;
      if (target.matches(':focus-visible')) open(paragraph, 'focus');
      else if (inMargin(paragraph)) open(paragraph, 'pointer');
    }
  } else if (type === 'focusout') {
    if (target === quiet) quiet = undefined;
    const to = (event as FocusEvent).relatedTarget;
    if (opener === 'focus' && !within(to, toolbar) && !within(to, current) && to !== permalinkOf(current)) close();
  } else if (type === 'click') {
    const button = target instanceof Element ? target.closest<HTMLButtonElement>('button[data-cite]') : null;
    if (button && within(button, toolbar)) return void copy(button);
    const shareButton = target instanceof Element ? target.closest<HTMLButtonElement>('button[data-share]') : null;
    if (shareButton && within(shareButton, toolbar)) return void share(shareButton);
    if (target instanceof Element && within(target.closest('[data-cite-close]'), toolbar)) return void dismiss();
    const paragraph = paragraphOf(target);
    const onNumber = onPermalink(target);
    if (
      (event as PointerEvent).pointerType === 'mouse' &&
      (opener === 'pointer' || (paragraph && inMargin(paragraph)))
    ) {
      // In the margin a mouse has shown the toolbar on hover already. A click on the number goes to #id and scrolls
      // the page under the resting pointer: the toolbar stays with the paragraph clicked.
      if (paragraph && onNumber) {
        restingAt = { x: (event as PointerEvent).clientX, y: (event as PointerEvent).clientY };
        open(paragraph, 'pointer');
      }
      return;
    }
    // A tap or click on a paragraph's number opens its sheet; one anywhere else but the sheet and that paragraph
    // closes it (the text is for reading and selecting; and a tap on a number the header half hides lands beside
    // it, once its focus has scrolled it into view). (A click from the keyboard, detail 0, is neither.)
    if ((event as MouseEvent).detail === 0) return;
    if (paragraph && onNumber) open(paragraph, 'tap');
    else if (!within(target, toolbar) && !within(target, current) && opener === 'tap') close();
  } else if (type === 'keydown' && (event as KeyboardEvent).key === 'Escape' && !toolbar.hidden) {
    dismiss();
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
