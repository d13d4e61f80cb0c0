/**
 * The site search in the browser, loaded on first use by `SiteSearch.astro`:
 * typing searches, arrows and Tab move through the results, Enter opens the
 * first result (or the one the arrows chose); Escape, the close button and
 * Back close them without leaving the page.
 *
 * A query is searched once, in the one Pagefind index of every language
 * (`pagefind.ts`); the best pages' answers become results (`results.ts`),
 * ordered by language (`language-order.ts`: the interface language first) and rule
 * number (`ranking.ts`), each labelled with its game and language and
 * deep-linked to the paragraph where the hit is inside one, its excerpt as
 * text with highlights (`excerpt.ts`), never as HTML. A topic shows its best
 * few paragraphs, and its other matching ones one tap away ("3 more
 * paragraphs in this topic": already loaded, no request); more results are
 * one tap away. A query that matches nothing is taken for the name it differs
 * from by one typo, if any (`typos.ts`, in the file of its first letter,
 * loaded then only): "Showing results for *fighter*", the query as typed one
 * tap away. The order of results: `docs/search.md`.
 *
 * Every failure says so, with a button to try again (`index-files.ts`: each
 * file has a time limit), and never reads as "nothing found"; a page whose
 * answer failed is one result less, said under the others. After a deploy the
 * old index's files are gone: a page opened before it says that the rules
 * were updated, with a button to reload.
 *
 * Choosing a result closes the results and goes to its paragraph, on this
 * page or another, highlighted under the header (`:target`) with the focus on
 * it (`chosen-result.ts`; on another page, once there). The open results are an entry of the tab's history: Back
 * closes them, and choosing a result takes that entry's place.
 *
 * @example
 * startSearch(document.querySelector('[data-site-search]'), input, { focusParagraph, noteChosen });
 */
import type { Language } from '../../i18n/languages.ts';
import type { SearchStrings as Strings } from '../search-strings.ts';
import { pageOfPath } from '../../routing/paths.ts';
import { isTermPage, textOfPage, typoFileOf } from '../index-directory.ts';
import { normalizeWord } from '../search-words.ts';
import type { focusParagraph as FocusParagraph, noteChosen as NoteChosen } from './chosen-result.ts';
import type { noteSearchLeft as NoteSearchLeft } from './return-to-search.ts';
import { excerptNodes } from './excerpt.ts';
import { indexDirectory, indexReplaced, SearchFailure, timeLimit } from './index-files.ts';
import { languageOrder } from './language-order.ts';
import { loadPagefind, searchIndex, type Found } from './pagefind.ts';
import { hasNumber, oneResultPerTopic, ranked, withoutRepeats } from './ranking.ts';
import {
  linkTitle,
  query as parseQuery,
  termResult,
  textResult,
  type Fragment,
  type Query,
  type Result,
  type ResultLink,
} from './results.ts';
import type { Name, correction as Correction } from './typos.ts';

/** Longest query searched: longer input is cut to this (the field allows no more). */
export const maxQueryLength = 200;

/**
 * Pages a query shows at first, at most: each page's answer is one request,
 * and a first search makes five before them (this script, Pagefind's entry,
 * metadata and WebAssembly, an index chunk), within `requestsFirst` in all.
 */
const pagesFirst = 3;
/** Requests a first query makes at most, from the tap on the field to its results. */
const requestsFirst = 8;
/** Requests of a first query before its index chunks: this script, Pagefind's entry, metadata and WebAssembly. */
const requestsBefore = 4;

/**
 * How many pages a query loads first: three, fewer where its words' chunks
 * (two words in two chunks) or the typo correction took requests, so that a
 * first query stays within `requestsFirst`; one at least.
 */
function pagesWithin(chunksFetched: number, typoFiles: number): number {
  return Math.max(1, Math.min(pagesFirst, requestsFirst - requestsBefore - chunksFetched - typoFiles));
}
/** Pages each tap on "more results" adds (a long text's parts among them: `oneResultPerTopic`). */
const pagesPerStep = 10;
/** Quiet time after a key before the query is searched: a word typed at a normal pace is searched once (an emptied field closes the results at once). */
const typingPause = 300;

/** Some results of a query, and how many of its pages' answers failed (the first failure). */
interface Answered {
  results: Result[];
  failed: number;
  failure?: SearchFailure;
}

/** The results of a query's pages at `indexes` (a glossary term's topics as linked on a page in `lang`), which are then loaded. */
async function resultsOf(
  found: Found,
  indexes: number[],
  loaded: Set<number>,
  searched: Query,
  lang: Language,
): Promise<Answered> {
  for (const index of indexes) loaded.add(index);
  const { fragments, failed, failure } = await found.fragments(indexes);
  // What failed is asked for again with the next pages.
  if (failed > 0) for (const index of indexes) loaded.delete(index);
  const results = fragments.flatMap((fragment: Fragment) => {
    const page = pageOfPath(fragment.url.split('#')[0]);
    const result =
      page?.kind === 'glossary'
        ? termResult(fragment, lang, searched)
        : page?.kind === 'topic'
          ? textResult(fragment, page.lang, searched)
          : undefined;
    return result ? [result] : [];
  });
  return { results, failed, ...(failure ? { failure } : {}) };
}

/** The next `count` pages not loaded yet, in order. */
function nextPages(found: Found, loaded: Set<number>, count: number): number[] {
  const next: number[] = [];
  for (let index = 0; index < found.pages.length && next.length < count; index++)
    if (!loaded.has(index)) next.push(index);
  return next;
}

/**
 * The pages a query loads first: its rules — the best part of each of the
 * best topic texts it finds, so that a word in many texts shows three topics
 * rather than three parts of one long text —, then, in a place left, the best
 * glossary term it finds, a card beside the rules, never instead of them
 * (`isTermPage`: known before either is loaded); then the texts' next best
 * parts, then other terms (every paragraph of a word only a few texts have,
 * on the first screen or one tap away).
 */
function firstPages(found: Found, count: number): number[] {
  const directory = indexDirectory();
  const terms: number[] = [];
  const bestParts: number[] = [];
  const otherParts: number[] = [];
  const texts = new Set<string>();
  found.pages.forEach((name, index) => {
    if (isTermPage(directory, name)) terms.push(index);
    else if (texts.has(textOfPage(name))) otherParts.push(index);
    else {
      texts.add(textOfPage(name));
      bestParts.push(index);
    }
  });
  return [...bestParts, ...terms.slice(0, 1), ...otherParts, ...terms.slice(1)].slice(0, count).sort((a, b) => a - b);
}

/**
 * How many results a query finds: its topic texts (a long text's parts are
 * one) and glossary terms, each one item of the list once every page is
 * loaded; said from its first answer on, and the same after "more results".
 */
function resultCount(found: Found): number {
  return new Set(found.pages.map(textOfPage)).size;
}

/** A query's first results, ranked; the pages loaded; the answers that failed. */
interface First {
  results: Result[];
  found: Found;
  loaded: Set<number>;
  failed: number;
  failure?: SearchFailure;
  /** Whether a page loaded really matches the query (not Pagefind's fallback to a shorter word). */
  matched: boolean;
  /** How many results the query finds (`resultCount`). */
  count: number;
}

/**
 * A query's first results: the best pages' (for a rule number, more pages
 * until one has a paragraph printed with it), ranked.
 */
async function searchFirst(
  text: string,
  lang: Language,
  { current, typoFiles = 0, chunksBefore = 0 }: { current: () => boolean; typoFiles?: number; chunksBefore?: number },
): Promise<First | undefined> {
  const searched = parseQuery(text);
  const found = await searchIndex(text);
  // A query typed on since: its pages are not loaded.
  if (!current()) return undefined;
  const loaded = new Set<number>();
  const first = await resultsOf(
    found,
    firstPages(found, pagesWithin(chunksBefore + found.chunksFetched, typoFiles)),
    loaded,
    searched,
    lang,
  );
  const results = first.results;
  let failed = first.failed;
  let failure = first.failure;
  while (
    searched.number &&
    failed === 0 &&
    !results.some((result) => hasNumber(result, searched.number)) &&
    loaded.size < found.pages.length
  ) {
    const more = await resultsOf(found, nextPages(found, loaded, pagesPerStep), loaded, searched, lang);
    results.push(...more.results);
    failed += more.failed;
    failure ??= more.failure;
  }
  const ordered = ranked(withoutRepeats(oneResultPerTopic(results)), searched.number, languageOrder(text, lang));
  const matched = results.length > 0;
  return {
    results: ordered,
    found,
    loaded,
    failed,
    ...(failure ? { failure } : {}),
    matched,
    count: matched ? resultCount(found) : 0,
  };
}

/** The typo-correction file of a query's first letter, loaded (one request; none when no name starts so). */
async function typoFile(
  text: string,
): Promise<{ correction: typeof Correction; names: Record<string, string[]> } | undefined> {
  const file = typoFileOf(indexDirectory(), normalizeWord(text.trim().split(/\s+/)[0] ?? ''));
  if (!file) return undefined;
  return importWithin(`${import.meta.env.BASE_URL}pagefind/${file}`, 'typos');
}

/** Imports a module of the search within the time limit; a failed one is asked for again under another URL (a failed import stays failed under its own). */
const failedImports = new Map<string, number>();
async function importWithin<T>(url: string, file: 'typos'): Promise<T> {
  const tries = failedImports.get(url) ?? 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      import(/* @vite-ignore */ tries > 0 ? `${url}?retry=${tries}` : url) as Promise<T>,
      new Promise<never>(
        (_, reject) => (timer = setTimeout(() => reject(new SearchFailure(file, 'timeout', url)), timeLimit)),
      ),
    ]);
  } catch (error) {
    failedImports.set(url, tries + 1);
    throw error instanceof SearchFailure ? error : new SearchFailure(file, 'offline', url);
  } finally {
    clearTimeout(timer);
  }
}

/** The paragraphs behind each topic's "more paragraphs in this topic" button, until it is tapped. */
const behind = new WeakMap<HTMLButtonElement, ResultLink[]>();
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
function addToTopic(
  item: HTMLLIElement,
  result: Result,
  strings: Strings,
  lang: Language,
  number: string | undefined,
): HTMLElement {
  const shown = result.links.flatMap((link) => linkNodes(link, result, number));
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
    button = item.appendChild(moreInTopic(result, more, topicId, strings, lang, number));
  }
  return shown[0] ?? button ?? item;
}

/** One result as a list item: labels, the topic's title, links with their excerpts, and a button for the topic's other paragraphs. */
function resultItem(result: Result, strings: Strings, lang: Language, number: string | undefined): HTMLLIElement {
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
  for (const link of result.links) item.append(...linkNodes(link, result, number));
  if (result.more && result.more.length > 0)
    item.append(moreInTopic(result, result.more, topicId, strings, lang, number));
  return item;
}

/** `count` in the plural form of `lang` that `forms` has for it ("{{count}} results"). */
function countText(forms: Strings['results'], lang: Language, count: number): string {
  const form = new Intl.PluralRules(lang).select(count);
  return (forms[form] ?? forms.other ?? '{{count}}').replace('{{count}}', String(count));
}

/**
 * Gives the open panel the room from its top to the foot of the screen (above
 * a phone's keyboard), as `--search-room` (search.css): it scrolls within
 * itself, its close button at its top in view, at any size.
 */
function fitPanel(panel: HTMLElement): void {
  const foot = visualViewport ? visualViewport.offsetTop + visualViewport.height : innerHeight;
  const room = Math.max(minPanelRoom, foot - panel.getBoundingClientRect().top - panelMargin);
  panel.style.setProperty('--search-room', `${Math.floor(room)}px`);
}
/** The least room the panel takes, in pixels: a few results, whatever the screen. */
const minPanelRoom = 160;
/** The gap kept under the panel, in pixels. */
const panelMargin = 8;

/** The search fields already wired: starting twice would attach every handler twice. */
const started = new WeakSet<HTMLElement>();

/** How a chosen result is shown (`chosen-result.ts`, which the page's own script holds: not bundled twice). */
export interface Arrival {
  focusParagraph: typeof FocusParagraph;
  noteChosen: typeof NoteChosen;
  noteSearchLeft: typeof NoteSearchLeft;
}

/** Wires the search field: typing searches, arrows and Tab move through results, Enter opens one, Escape, Back and the close button close them. */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: split into modules with one job each (issue 31), until then the one long function
export function startSearch(
  root: HTMLElement,
  input: HTMLInputElement,
  { focusParagraph, noteChosen, noteSearchLeft }: Arrival,
): void {
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
  const problem = root.querySelector<HTMLElement>('.site-search-problem')!;
  const close = root.querySelector<HTMLButtonElement>('.site-search-close')!;
  /** What the results on show say before their count: the name a mistyped query was taken for. */
  let correctionText = '';
  let searchId = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Closed with Escape: focusing the field again does not reopen it until the next input. */
  let dismissed = false;
  /** The query whose results are on show (or being searched), and whether its search is over. */
  let current: { text: string; settled: Promise<void> } | undefined;

  for (const target of [window, visualViewport])
    target?.addEventListener('resize', () => {
      if (!panel.hidden) fitPanel(panel);
    });

  // Start loading Pagefind (its code, WebAssembly and metadata), so that the first query waits less.
  loadPagefind();

  const links = () => [...list.querySelectorAll<HTMLAnchorElement>('a')];
  /** What arrows move through: the links, and the buttons for a topic's other paragraphs, in the order they are shown. */
  const stops = () => [...list.querySelectorAll<HTMLElement>('a, button')];
  /** The buttons for a topic's other paragraphs not tapped yet. */
  const buttons = () => [...list.querySelectorAll<HTMLButtonElement>('button')];
  /** The paragraphs and topics listed: shown, or one tap away behind their topic's button. */
  const listed = () => [
    ...links().map((link) => link.getAttribute('href') ?? ''),
    ...buttons().flatMap((button) => (behind.get(button) ?? []).map((link) => link.url)),
  ];

  /** Whether the open results are the current entry of the tab's history (Back closes them). */
  const inHistory = () => (history.state as { siteSearch?: boolean } | null)?.siteSearch === true;
  /**
   * Opens or closes the panel. Opening makes it an entry of the tab's
   * history, so that Back closes it; closing it otherwise (`leave`: Escape,
   * the close button) steps back over that entry, so that the next Back
   * leaves the page as it would have.
   */
  const setOpen = (open: boolean, { leave = false } = {}) => {
    if (open === !panel.hidden) return;
    panel.hidden = !open;
    input.setAttribute('aria-expanded', String(open));
    if (open) fitPanel(panel);
    if (open && !inHistory()) history.pushState({ ...(history.state as object | null), siteSearch: true }, '');
    else if (!open && leave && inHistory()) history.back();
  };
  const say = (text: string) => {
    status.textContent = text;
    announcer.textContent = text;
  };

  /** Shows what failed under the results (or in their place), with a button to try again, or to reload after a deploy. */
  const showProblem = async (failure: unknown, id: number, { partial = 0 } = {}) => {
    const updated =
      failure instanceof SearchFailure &&
      (failure.kind === 'missing' || failure.file === 'typos' || failure.file === 'module') &&
      (await indexReplaced());
    if (id !== searchId) return;
    const text = updated ? strings.updated : partial > 0 ? countText(strings.partial, lang, partial) : strings.error;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'site-search-retry';
    button.textContent = updated ? strings.reload : strings.retry;
    button.addEventListener('click', () => {
      if (updated) location.reload();
      else {
        input.focus();
        current = undefined;
        search(input.value);
      }
    });
    if (partial > 0 && !updated) {
      // Under the results that came: what did not, and the button.
      const message = document.createElement('span');
      message.textContent = text;
      problem.replaceChildren(message, ' ', button);
      announcer.textContent = [announcer.textContent, text].filter(Boolean).join(' ');
    } else {
      // In the results' place: the message in the status line, the button under it.
      problem.replaceChildren(button);
      say(text);
    }
    problem.hidden = false;
  };
  const clearProblem = () => {
    problem.hidden = true;
    problem.replaceChildren();
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
      input.focus();
      current = undefined;
      search(input.value, { asTyped: true });
    };
  };

  /** Searches `value` (the field's), unless it is the query on show: one search per query, whatever the path that asks. */
  const search = (value: string, options: { asTyped?: boolean } = {}): Promise<void> => {
    const text = value.slice(0, maxQueryLength).trim();
    if (current?.text === text && !options.asTyped) return current.settled;
    current = { text, settled: run(text, options) };
    return current.settled;
  };

  const run = async (text: string, { asTyped = false } = {}) => {
    const id = ++searchId;
    clearTimeout(timer);
    clearProblem();
    if (!text) {
      list.replaceChildren();
      showCorrection(undefined, text);
      say('');
      more.hidden = true;
      setOpen(false);
      return;
    }
    dismissed = false;
    setOpen(true);
    more.hidden = true;
    status.textContent = strings.searching;
    let found: First | undefined;
    let searched = text;
    let name: Name | undefined;
    const current = () => id === searchId;
    try {
      found = await searchFirst(text, lang, { current });
      // Nothing matched: perhaps a typo in a name (never for a rule number, nor when asked for the query as typed).
      if (found && !asTyped && !found.matched && found.failed === 0 && !parseQuery(text).number && current()) {
        const typos = await typoFile(text);
        name = typos?.correction(text, typos.names);
        const corrected =
          name && current()
            ? await searchFirst(name.name, lang, { current, typoFiles: 1, chunksBefore: found.found.chunksFetched })
            : undefined;
        if (corrected && corrected.results.length > 0) [found, searched] = [corrected, name!.name];
        else name = undefined;
      }
      // A rule number among words that match nothing together ("правило 49.4"): the number alone.
      const number = parseQuery(text).number;
      if (found && !found.matched && found.failed === 0 && number && number !== text && current()) {
        const alone = await searchFirst(number, lang, { current, chunksBefore: found.found.chunksFetched });
        if (alone?.matched) [found, searched] = [alone, number];
      }
    } catch (failure) {
      if (id !== searchId) return;
      list.replaceChildren();
      showCorrection(undefined, text);
      await showProblem(failure, id);
      return;
    }
    if (!found || id !== searchId) return;
    const number = parseQuery(searched).number;
    list.replaceChildren(...found.results.map((result) => resultItem(result, strings, lang, number)));
    showCorrection(name, text);
    if (found.failed > 0 && found.results.length === 0) {
      await showProblem(found.failure, id);
      return;
    }
    announce(found.count);
    if (found.matched) offerMore(searched, found.found, found.loaded, found.count);
    if (found.failed > 0) await showProblem(found.failure, id, { partial: found.failed });
  };

  /**
   * Says how many results the query found (`resultCount`), the same from its
   * first answer on (visible, and to the live region, after the name a typo
   * was taken for).
   */
  const announce = (count: number) => {
    const counted = count > 0 ? countText(strings.results, lang, count) : strings.none;
    status.textContent = counted;
    announcer.textContent = [correctionText, counted].filter(Boolean).join(' ');
  };

  /** Offers the pages not shown yet: one tap adds the next few. */
  const offerMore = (text: string, found: Found, loaded: Set<number>, count: number) => {
    more.hidden = loaded.size >= found.pages.length;
    if (more.hidden) return;
    more.textContent = strings.more;
    more.onclick = async () => {
      const id = searchId;
      more.hidden = true;
      clearProblem();
      status.textContent = strings.searching;
      const hrefs = listed();
      const searched = parseQuery(text);
      let results: Result[] = [];
      let failed = 0;
      let failure: SearchFailure | undefined;
      // The next pages with something not on screen yet (pages that repeat what is shown add nothing).
      while (results.length === 0 && loaded.size < found.pages.length && failed === 0) {
        const page = await resultsOf(found, nextPages(found, loaded, pagesPerStep), loaded, searched, lang);
        failed += page.failed;
        failure ??= page.failure;
        results = withoutRepeats(
          ranked(oneResultPerTopic(page.results, hrefs), undefined, languageOrder(text, lang)),
          hrefs,
        );
      }
      if (id !== searchId) return;
      // A long text's later section joins its topic's item: a topic is listed once.
      const listedTopics = new Map(
        [...list.querySelectorAll<HTMLLIElement>(':scope > li[data-topic]')].map((item) => [item.dataset.topic, item]),
      );
      const focusable: HTMLElement[] = [];
      for (const result of results) {
        const key = topicKey(result);
        const listedItem = key && listedTopics.get(key);
        if (listedItem) focusable.push(addToTopic(listedItem, result, strings, lang, searched.number));
        else {
          const item = resultItem(result, strings, lang, searched.number);
          list.append(item);
          focusable.push(item.querySelector<HTMLElement>('a, button') ?? item);
        }
      }
      announce(count);
      offerMore(text, found, loaded, count);
      if (failed > 0) await showProblem(failure, id, { partial: failed });
      (focusable[0] ?? (more.hidden ? input : more)).focus();
    };
  };

  /** Goes to a chosen result: the results close, and the paragraph shows under the header with the focus on it. */
  const choose = (link: HTMLAnchorElement) => {
    const target = new URL(link.href, location.href);
    const samePage = target.pathname === location.pathname && target.search === location.search;
    setOpen(false);
    dismissed = true;
    if (samePage) {
      // Replaces the open results' entry of the history, or adds one as any #link would.
      if (inHistory()) location.replace(target.href);
      else location.assign(target.href);
      focusParagraph(target.hash);
    } else {
      noteChosen(target.pathname + target.hash);
      noteSearchLeft(input.value.slice(0, maxQueryLength));
      if (inHistory()) location.replace(target.href);
      else location.assign(target.href);
    }
  };

  list.addEventListener('click', (event) => {
    const link = (event.target as Element).closest?.('a');
    if (
      !link ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.ctrlKey ||
      event.metaKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    choose(link);
  });

  input.addEventListener('input', () => {
    clearTimeout(timer);
    searchId++;
    current = undefined;
    dismissed = false;
    announcer.textContent = '';
    // An emptied field closes the results at once; a query waits for the reader to pause.
    if (!input.value.trim()) {
      search('');
      return;
    }
    status.textContent = strings.searching;
    timer = setTimeout(() => search(input.value), typingPause);
  });
  input.addEventListener('focus', () => {
    if (!dismissed && input.value.trim() && status.textContent) setOpen(true);
  });
  input.addEventListener('click', () => {
    dismissed = false;
    if (input.value.trim() && status.textContent) setOpen(true);
  });
  // Enter: the first result (or, after a query still being searched, its first result once it is there).
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    search(input.value).then(() => {
      const first = links()[0];
      if (first && document.activeElement === input) choose(first);
    });
  });
  const closeResults = () => {
    dismissed = true;
    setOpen(false, { leave: true });
    input.focus();
  };
  close.addEventListener('click', closeResults);
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !panel.hidden) {
      event.preventDefault();
      closeResults();
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
  // Back: the open results close, and the page stays.
  addEventListener('popstate', () => {
    if (!panel.hidden && !inHistory()) {
      dismissed = true;
      setOpen(false);
    }
  });
  document.addEventListener('pointerdown', (event) => {
    if (!root.contains(event.target as Node)) setOpen(false);
  });
  root.addEventListener('focusout', (event) => {
    if (event.relatedTarget && !root.contains(event.relatedTarget as Node)) setOpen(false);
  });

  // What the loader said of a failed first load (SiteSearch.astro) is over: this module is here.
  if (!problem.hidden) {
    const retried = problem.contains(document.activeElement);
    clearProblem();
    say('');
    if (!input.value.trim()) setOpen(false);
    if (retried) input.focus();
  }

  const fromUrl = new URLSearchParams(location.search).get('q');
  if (fromUrl) {
    input.value = fromUrl.slice(0, maxQueryLength);
    input.focus();
  }
  // A query from the URL, or typed while this module was loading.
  if (input.value.trim()) search(input.value);
}
