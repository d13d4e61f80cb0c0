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
import type { focusParagraph as FocusParagraph, noteChosen as NoteChosen } from './chosen-result.ts';
import type { noteSearchLeft as NoteSearchLeft } from './return-to-search.ts';
import { indexReplaced, SearchFailure } from './index-files.ts';
import { languageOrder } from './language-order.ts';
import { fitPanel } from './panel-room.ts';
import { loadPagefind, type Found } from './pagefind.ts';
import { nextPages, pagesPerStep, resultsOf, searchFirst, type First } from './query-pages.ts';
import { oneResultPerTopic, ranked, withoutRepeats } from './ranking.ts';
import { addToTopic, behind, countText, resultItem, topicKey } from './result-items.ts';
import { query as parseQuery, type Result } from './results.ts';
import { typoFile } from './typo-file.ts';
import type { Name } from './typos.ts';

/** Longest query searched: longer input is cut to this (the field allows no more). */
export const maxQueryLength = 200;

/** Quiet time after a key before the query is searched: a word typed at a normal pace is searched once (an emptied field closes the results at once). */
const typingPause = 300;

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
