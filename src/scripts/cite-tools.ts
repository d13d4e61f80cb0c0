/**
 * The copy controls of a topic page, loaded on first use by `CiteTools.astro`:
 * puts a toolbar after every paragraph (shown on hover, focus, or a tap), and
 * copies the permalink, the preview link or a quote to the clipboard, with a
 * visible confirmation on the button and an announcement for screen readers.
 *
 * @example
 * const tools = await import('./cite-tools.ts');
 * tools.start(document.querySelector('template[data-cite-tools]'));
 * tools.open(document.getElementById('unit-tokens')); // a tap on a phone
 */
import type { Citation } from '../utils/citations.ts';
import { bbcodeQuote, markdownQuote } from '../utils/quote.ts';

interface TopicCitations {
  title: string;
  game: string;
  paragraphs: Record<string, Citation>;
}

type Action = 'link' | 'preview' | 'markdown' | 'bbcode';

const paragraphs = '[data-rule][id], .heading[id]';
const confirmFor = 2000;
let citations: Promise<TopicCitations>;
let failed = '';

/** Fetches the page's quotes and puts a toolbar after every paragraph. */
export function start(template: HTMLTemplateElement): void {
  citations = fetch(template.dataset.citations!).then((response) => response.json());
  failed = template.dataset.failed ?? '';
  for (const paragraph of document.querySelectorAll(paragraphs)) {
    const anchor = document.createElement('div');
    anchor.className = 'cite-anchor';
    anchor.dataset.citeFor = paragraph.id;
    anchor.append(template.content.cloneNode(true));
    paragraph.after(anchor);
  }
  addEventListener('click', copyOnClick);
}

/** Shows the controls of one paragraph (a tap), hiding the others; `null` hides all. */
export function open(paragraph: Element | null): void {
  for (const other of document.querySelectorAll('.cite-open')) {
    if (other !== paragraph) other.classList.remove('cite-open');
  }
  paragraph?.classList.add('cite-open');
}

/** What a control puts on the clipboard for one paragraph. */
function clipboardText(action: Action, topic: TopicCitations, citation: Citation): string {
  const quoted = { ...citation, title: topic.title, game: topic.game };
  if (action === 'link') return citation.url;
  if (action === 'preview') return citation.preview;
  return action === 'markdown' ? markdownQuote(quoted) : bbcodeQuote(quoted);
}

async function copyOnClick(event: MouseEvent): Promise<void> {
  const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-cite]') : null;
  const id = button?.closest<HTMLElement>('.cite-anchor')?.dataset.citeFor;
  if (!button || !id) return;
  try {
    const topic = await citations;
    await navigator.clipboard.writeText(clipboardText(button.dataset.cite as Action, topic, topic.paragraphs[id]));
    confirm(button, button.dataset.copied ?? '');
  } catch {
    confirm(button, failed);
  }
}

/** Says what happened next to the controls for a moment, and to screen readers. */
function confirm(button: HTMLButtonElement, message: string): void {
  const status = document.querySelector('[data-cite-status]');
  const shown = button.closest('.cite-tools')?.querySelector('[data-cite-confirmation]');
  if (status) status.textContent = message;
  if (!shown) return;
  shown.textContent = message;
  setTimeout(() => {
    if (shown.textContent === message) shown.textContent = '';
  }, confirmFor);
}
