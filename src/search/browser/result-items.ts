/**
 * The results as the list shows them: each a list item with its labels (game,
 * language; a glossary term's name), its topic's title, its links with their
 * excerpts (text and highlights, never HTML: `excerpt.ts`), and a button that
 * shows its topic's other paragraphs in its place, already loaded. "More
 * results" adds a long text's later sections behind its topic's button.
 *
 * @example
 * list.append(resultItem(result, strings, 'en', undefined));
 * countText(strings.results, 'ru', 3) // '3 результата'
 */
import type { Language } from '../../i18n/languages.ts';
import type { SearchStrings as Strings } from '../search-strings.ts';
import { excerptNodes } from './excerpt.ts';
import { linkTitle, type Result, type ResultLink } from './results.ts';

/** The paragraphs behind each topic's "more paragraphs in this topic" button, until it is tapped. */
export const behind = new WeakMap<HTMLButtonElement, ResultLink[]>();
/** Ids given to topic titles (the button under a topic's paragraphs is described by its title). */
let topicIds = 0;

/** A link of a result, with its excerpt; named with both numbers when another edition prints the one sought. */
function linkNodes(link: ResultLink, result: Result, number: string | undefined): HTMLElement[] {
  const anchor = document.createElement('a');
  anchor.href = link.url;
  anchor.lang = link.lang ?? result.lang;
  anchor.textContent = linkTitle(link, number);
  if (link.parts.length === 0) return [anchor];
  const excerpt = document.createElement('p');
  excerpt.className = 'search-excerpt';
  excerpt.lang = result.lang;
  excerpt.append(...excerptNodes(link.parts));
  return [anchor, excerpt];
}

/** The button that shows a topic's other matching paragraphs in its place, the first of them focused. */
function moreInTopic(
  result: Result,
  more: ResultLink[],
  topicId: string | undefined,
  strings: Strings,
  lang: Language,
  number: string | undefined,
): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'search-more-in-topic';
  button.textContent = countText(strings.moreInTopic, lang, more.length);
  if (topicId) button.setAttribute('aria-describedby', topicId);
  behind.set(button, more);
  button.addEventListener('click', () => {
    const nodes = more.flatMap((link) => linkNodes(link, result, number));
    button.before(...nodes);
    nodes[0]?.focus();
    behind.delete(button);
    button.remove();
  });
  return button;
}

/**
 * Which topic a result is from, in which language: the key under which "more
 * results" adds a long text's later sections to the item already listed.
 *
 * @example
 * topicKey({ lang: 'ru', links: [{ url: '/ru/rftg/rebel-vs-imperium/#takeover' }] }) // 'ru /ru/rftg/rebel-vs-imperium/'
 */
export function topicKey(result: Result): string | undefined {
  const first = result.links[0] ?? result.more?.[0];
  return result.term || !first ? undefined : `${result.lang} ${first.url.split('#')[0]}`;
}

/**
 * Adds to a topic's listed item what "more results" found in another of its
 * sections, so that a topic is listed once and nothing already shown moves:
 * its paragraphs go behind the item's button for its other paragraphs, whose
 * count grows (the button is made if the item has none). Returns the button.
 */
export function addToTopic(
  item: HTMLLIElement,
  result: Result,
  strings: Strings,
  lang: Language,
  number: string | undefined,
): HTMLButtonElement {
  const links = [...result.links, ...(result.more ?? [])];
  const button = item.querySelector<HTMLButtonElement>(':scope > .search-more-in-topic');
  const waiting = button && behind.get(button);
  if (waiting) {
    waiting.push(...links);
    button.textContent = countText(strings.moreInTopic, lang, waiting.length);
    return button;
  }
  const topicId = item.querySelector<HTMLElement>(':scope > .search-topic')?.id;
  return item.appendChild(moreInTopic(result, links, topicId, strings, lang, number));
}

/** One result as a list item: labels, the topic's title, links with their excerpts, and a button for the topic's other paragraphs. */
export function resultItem(
  result: Result,
  strings: Strings,
  lang: Language,
  number: string | undefined,
): HTMLLIElement {
  const item = document.createElement('li');
  const key = topicKey(result);
  if (key) item.dataset.topic = key;
  const labels = document.createElement('span');
  labels.className = 'search-labels';
  labels.textContent = [result.game, strings.languages[result.lang]].filter(Boolean).join(' · ');
  item.append(labels);
  if (result.term) {
    item.classList.add('search-term');
    const term = document.createElement('span');
    term.lang = result.term.lang;
    term.textContent = result.term.title;
    labels.prepend(`${strings.term} `, term, ' · ');
  }
  let topicId: string | undefined;
  if (result.topic) {
    const topic = document.createElement('span');
    topic.className = 'search-topic';
    topic.id = topicId = `search-topic-${++topicIds}`;
    topic.lang = result.lang;
    topic.textContent = result.topic;
    item.append(topic);
  }
  if (result.term && result.term.names.length > 0) {
    const names = document.createElement('p');
    names.className = 'search-excerpt';
    result.term.names.forEach(({ lang, parts }, index) => {
      const group = document.createElement('span');
      group.lang = lang;
      group.append(...excerptNodes(parts));
      names.append(...(index > 0 ? [', '] : []), group);
    });
    item.append(names);
  }
  for (const link of result.links) item.append(...linkNodes(link, result, number));
  if (result.more && result.more.length > 0)
    item.append(moreInTopic(result, result.more, topicId, strings, lang, number));
  return item;
}

/** `count` in the plural form of `lang` that `forms` has for it ("{{count}} results"). */
export function countText(forms: Strings['results'], lang: Language, count: number): string {
  const form = new Intl.PluralRules(lang).select(count);
  return (forms[form] ?? forms.other ?? '{{count}}').replace('{{count}}', String(count));
}
