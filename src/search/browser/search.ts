/**
 * The site search in the browser, loaded on first use by `SiteSearch.astro`:
 * typing searches, arrows and Tab move through the results, Escape closes.
 *
 * A query is searched once, in the one Pagefind index of every language
 * (`search/pagefind.ts`); the best pages' answers become results
 * (`search/results.ts`), ordered by language (`search/languages.ts`: the
 * interface language first) and rule number (`search/ranking.ts`), each labelled
 * with its game and language and deep-linked to the paragraph where the hit is
 * inside one, its excerpt as text with highlights (`search/excerpt.ts`), never
 * as HTML. A topic shows its best few paragraphs, and its other matching
 * ones one tap away ("3 more paragraphs in this topic": already loaded, no
 * request); more results are one tap away. A query that finds nothing is
 * taken for the name it differs from by one typo, if any (`search/typos.ts`,
 * loaded then only): "Showing results for *fighter*", the query as typed one tap away.
 *
 * @example
 * startSearch(document.querySelector('[data-site-search]'), input);
 */
import type { Language } from '../../i18n/languages.ts';
import type { SearchStrings as Strings } from '../search-strings.ts';
import { pageOfPath } from '../../routing/paths.ts';
import { excerptNodes } from './excerpt.ts';
import { languageOrder } from './languages.ts';
import { loadPagefind, searchIndex, type Found } from './pagefind.ts';
import { hasNumber, oneResultPerTopic, ranked, withoutRepeats } from './ranking.ts';
import { query as parseQuery, termResult, textResult, type Query, type Result, type ResultLink } from './results.ts';
import type { Name } from './typos.ts';

/** Longest query searched: longer input is cut to this (the field allows no more). */
export const maxQueryLength = 200;

/**
 * Pages a query shows at first: each page's answer is one request, and a
 * first search makes five before them (this script, Pagefind's entry,
 * metadata and WebAssembly, an index chunk), within 8 requests in all.
 */
const pagesFirst = 3;
/** Pages each tap on "more results" adds (a long text's parts among them: `oneResultPerTopic`). */
const pagesPerStep = 10;

/** The results of a query's pages `from`…`to` (a glossary term's topics as linked on a page in `lang`). */
async function resultsOf(found: Found, from: number, to: number, searched: Query, lang: Language): Promise<Result[]> {
  return (await found.fragments(from, to)).flatMap((fragment) => {
    const page = pageOfPath(fragment.url.split('#')[0]);
    const result = page?.kind === 'glossary' ? termResult(fragment, lang, searched) : page?.kind === 'topic' ? textResult(fragment, page.lang, searched) : undefined;
    return result ? [result] : [];
  });
}

/**
 * A query's first results: the best pages' (for a rule number, more pages
 * until one has a paragraph printed with it), ranked; and how many pages are shown.
 */
async function searchFirst(text: string, lang: Language): Promise<{ results: Result[]; found: Found; shown: number }> {
  const searched = parseQuery(text);
  const found = await searchIndex(text);
  let shown = Math.min(pagesFirst, found.count);
  const results = await resultsOf(found, 0, shown, searched, lang);
  while (searched.number && !results.some((result) => hasNumber(result, searched.number)) && shown < found.count) {
    results.push(...(await resultsOf(found, shown, (shown = Math.min(shown + pagesPerStep, found.count)), searched, lang)));
  }
  return { results: ranked(withoutRepeats(oneResultPerTopic(results)), searched.number, languageOrder(text, lang)), found, shown };
}

/** The paragraphs behind each topic's "more paragraphs in this topic" button, until it is tapped. */
const behind = new WeakMap<HTMLButtonElement, ResultLink[]>();
/** Ids given to topic titles (the button under a topic's paragraphs is described by its title). */
let topicIds = 0;

/** A link of a result, with its excerpt. */
function linkNodes(link: ResultLink, result: Result): HTMLElement[] {
  const anchor = document.createElement('a');
  anchor.href = link.url;
  anchor.lang = link.lang ?? result.lang;
  anchor.textContent = link.title;
  if (link.parts.length === 0) return [anchor];
  const excerpt = document.createElement('p');
  excerpt.className = 'search-excerpt';
  excerpt.lang = result.lang;
  excerpt.append(...excerptNodes(link.parts));
  return [anchor, excerpt];
}

/** The button that shows a topic's other matching paragraphs in its place, the first of them focused. */
function moreInTopic(result: Result, more: ResultLink[], topicId: string | undefined, strings: Strings, lang: Language): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'search-more-in-topic';
  button.textContent = countText(strings.moreInTopic, lang, more.length);
  if (topicId) button.setAttribute('aria-describedby', topicId);
  behind.set(button, more);
  button.addEventListener('click', () => {
    const nodes = more.flatMap((link) => linkNodes(link, result));
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
function topicKey(result: Result): string | undefined {
  const first = result.links[0] ?? result.more?.[0];
  return result.term || !first ? undefined : `${result.lang} ${first.url.split('#')[0]}`;
}

/**
 * Adds to a topic's listed item what "more results" found in another of its
 * sections, so that a topic is listed once: its best paragraphs shown (before
 * the item's button for its other paragraphs), the rest behind that button
 * (made if the item has none). Returns what takes the focus.
 */
function addToTopic(item: HTMLLIElement, result: Result, strings: Strings, lang: Language): HTMLElement {
  const shown = result.links.flatMap((link) => linkNodes(link, result));
  let button = item.querySelector<HTMLButtonElement>(':scope > .search-more-in-topic');
  if (button) button.before(...shown);
  else item.append(...shown);
  const more = result.more ?? [];
  const waiting = button && behind.get(button);
  if (more.length > 0 && waiting) {
    waiting.push(...more);
    button!.textContent = countText(strings.moreInTopic, lang, waiting.length);
  } else if (more.length > 0) {
    const topicId = item.querySelector<HTMLElement>(':scope > .search-topic')?.id;
    button = item.appendChild(moreInTopic(result, more, topicId, strings, lang));
  }
  return shown[0] ?? button ?? item;
}

/** One result as a list item: labels, the topic's title, links with their excerpts, and a button for the topic's other paragraphs. */
function resultItem(result: Result, strings: Strings, lang: Language): HTMLLIElement {
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
    labels.prepend(`${strings.term}: `, term, ' · ');
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
  for (const link of result.links) item.append(...linkNodes(link, result));
  if (result.more && result.more.length > 0) item.append(moreInTopic(result, result.more, topicId, strings, lang));
  return item;
}

/** `count` in the plural form of `lang` that `forms` has for it ("{{count}} results"). */
function countText(forms: Strings['results'], lang: Language, count: number): string {
  const form = new Intl.PluralRules(lang).select(count);
  return (forms[form] ?? forms.other ?? '{{count}}').replace('{{count}}', String(count));
}

/** The search fields already wired: starting twice would attach every handler twice. */
const started = new WeakSet<HTMLElement>();

/** Wires the search field: typing searches, arrows and Tab move through results, Escape closes. */
export function startSearch(root: HTMLElement, input: HTMLInputElement): void {
  if (started.has(root)) return;
  started.add(root);
  const lang = (root.dataset.lang ?? 'en') as Language;
  const strings: Strings = JSON.parse(root.dataset.strings ?? '{}');
  const panel = root.querySelector<HTMLElement>('.site-search-panel')!;
  /** The live region: only final counts and errors, so that typing is not read out. */
  const announcer = root.querySelector<HTMLElement>('.site-search-announcer')!;
  const status = root.querySelector<HTMLElement>('.site-search-status')!;
  const list = root.querySelector<HTMLOListElement>('.site-search-results')!;
  const form = root.querySelector('form')!;
  const more = root.querySelector<HTMLButtonElement>('.site-search-more')!;
  const correctionLine = root.querySelector<HTMLElement>('.site-search-correction')!;
  const asTyped = root.querySelector<HTMLButtonElement>('.site-search-typed')!;
  /** What the results on show say before their count: the name a mistyped query was taken for. */
  let correctionText = '';
  let searchId = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Closed with Escape: focusing the field again does not reopen it until the next input. */
  let dismissed = false;

  // Start loading Pagefind (its code, WebAssembly and metadata), so that the first query waits less.
  loadPagefind().catch(() => undefined);

  const links = () => [...list.querySelectorAll<HTMLAnchorElement>('a')];
  /** What arrows move through: the links, and the buttons for a topic's other paragraphs, in the order they are shown. */
  const stops = () => [...list.querySelectorAll<HTMLElement>('a, button')];
  /** The buttons for a topic's other paragraphs not tapped yet. */
  const buttons = () => [...list.querySelectorAll<HTMLButtonElement>('button')];
  /** The paragraphs and topics listed: shown, or one tap away behind their topic's button. */
  const listed = () => [...links().map((link) => link.getAttribute('href') ?? ''), ...buttons().flatMap((button) => (behind.get(button) ?? []).map((link) => link.url))];
  const setOpen = (open: boolean) => {
    panel.hidden = !open;
    input.setAttribute('aria-expanded', String(open));
  };
  const say = (text: string) => {
    status.textContent = text;
    announcer.textContent = text;
  };

  /** Shows which name the results are for, and the query as typed one tap away; or nothing. */
  const showCorrection = (name: Name | undefined, typed: string) => {
    correctionLine.hidden = !name;
    correctionText = '';
    if (!name) return;
    const [before, after = ''] = strings.correction.split('{{name}}');
    const shown = document.createElement('em');
    shown.lang = name.lang;
    shown.textContent = name.name;
    correctionLine.querySelector('span')!.replaceChildren(before, shown, after);
    correctionText = `${before}${name.name}${after}.`;
    asTyped.textContent = strings.asTyped.replace('{{query}}', `“${typed}”`);
    asTyped.onclick = () => {
      run({ asTyped: true });
      input.focus();
    };
  };

  const run = async ({ asTyped = false } = {}) => {
    const id = ++searchId;
    const text = input.value.slice(0, maxQueryLength).trim();
    if (!text) {
      list.replaceChildren();
      showCorrection(undefined, text);
      say('');
      setOpen(false);
      return;
    }
    dismissed = false;
    setOpen(true);
    more.hidden = true;
    status.textContent = strings.searching;
    let found: Awaited<ReturnType<typeof searchFirst>>;
    let searched = text;
    let name: Name | undefined;
    try {
      found = await searchFirst(text, lang);
      // Nothing found: perhaps a typo in a name (never for a rule number, nor when asked for the query as typed).
      if (!asTyped && found.results.length === 0 && !parseQuery(text).number) {
        name = await (await import('./typos.ts')).correction(text);
        const corrected = name && id === searchId ? await searchFirst(name.name, lang) : undefined;
        if (corrected && corrected.results.length > 0) [found, searched] = [corrected, name!.name];
        else name = undefined;
      }
    } catch {
      if (id !== searchId) return;
      list.replaceChildren();
      showCorrection(undefined, text);
      say(strings.error);
      return;
    }
    if (id !== searchId) return;
    list.replaceChildren(...found.results.map((result) => resultItem(result, strings, lang)));
    showCorrection(name, text);
    announce();
    offerMore(searched, found.found, found.shown);
  };

  /**
   * Says how many links were found, those one tap away behind their topic's
   * button included, so that showing them changes nothing (visible, and to
   * the live region, after the name a typo was taken for).
   */
  const announce = () => {
    const count = listed().length;
    const counted = count > 0 ? countText(strings.results, lang, count) : strings.none;
    status.textContent = counted;
    announcer.textContent = [correctionText, counted].filter(Boolean).join(' ');
  };

  /** Offers the pages not shown yet: one tap adds the next few. */
  const offerMore = (text: string, found: Found, shown: number) => {
    more.hidden = shown >= found.count;
    if (more.hidden) return;
    more.textContent = strings.more;
    more.onclick = async () => {
      const id = searchId;
      more.hidden = true;
      status.textContent = strings.searching;
      const hrefs = listed();
      let next = shown;
      let results: Result[] = [];
      try {
        // The next pages with something not on screen yet (pages that repeat what is shown add nothing).
        while (results.length === 0 && next < found.count) {
          const from = next;
          next = Math.min(next + pagesPerStep, found.count);
          const answers = oneResultPerTopic(await resultsOf(found, from, next, parseQuery(text), lang), hrefs);
          results = withoutRepeats(ranked(answers, undefined, languageOrder(text, lang)), hrefs);
        }
      } catch {
        if (id !== searchId) return;
        say(strings.error);
        more.hidden = false;
        return;
      }
      if (id !== searchId) return;
      // A long text's later section joins its topic's item: a topic is listed once.
      const listedTopics = new Map([...list.querySelectorAll<HTMLLIElement>(':scope > li[data-topic]')].map((item) => [item.dataset.topic, item]));
      const stops: HTMLElement[] = [];
      for (const result of results) {
        const key = topicKey(result);
        const listedItem = key && listedTopics.get(key);
        if (listedItem) stops.push(addToTopic(listedItem, result, strings, lang));
        else {
          const item = resultItem(result, strings, lang);
          list.append(item);
          stops.push(item.querySelector<HTMLElement>('a, button') ?? item);
        }
      }
      announce();
      offerMore(text, found, next);
      (stops[0] ?? (more.hidden ? input : more)).focus();
    };
  };

  input.addEventListener('input', () => {
    clearTimeout(timer);
    searchId++;
    dismissed = false;
    announcer.textContent = '';
    if (input.value.trim()) status.textContent = strings.searching;
    timer = setTimeout(() => run(), 120);
  });
  input.addEventListener('focus', () => {
    if (!dismissed && input.value.trim() && status.textContent) setOpen(true);
  });
  input.addEventListener('click', () => {
    dismissed = false;
    if (input.value.trim() && status.textContent) setOpen(true);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(timer);
    run().then(() => links()[0]?.focus());
  });
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !panel.hidden) {
      event.preventDefault();
      dismissed = true;
      setOpen(false);
      input.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const all = stops();
    if (all.length === 0) return;
    event.preventDefault();
    if (panel.hidden) {
      dismissed = false;
      setOpen(true);
    }
    const at = all.indexOf(document.activeElement as HTMLElement);
    const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
    if (next < 0) input.focus();
    else all[Math.min(next, all.length - 1)].focus();
  });
  document.addEventListener('pointerdown', (event) => {
    if (!root.contains(event.target as Node)) setOpen(false);
  });
  root.addEventListener('focusout', (event) => {
    if (event.relatedTarget && !root.contains(event.relatedTarget as Node)) setOpen(false);
  });

  const fromUrl = new URLSearchParams(location.search).get('q');
  if (fromUrl) {
    input.value = fromUrl.slice(0, maxQueryLength);
    input.focus();
  }
  // A query from the URL, or typed while this module was loading.
  if (input.value.trim()) run();
}
