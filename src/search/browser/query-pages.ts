/**
 * A query's pages, loaded a few at a time: the first ones (its rules first, a
 * term's card beside them, within the first search's requests), the count of
 * what it found, and the next pages "more results" loads; each page's answer
 * made a result (`results.ts`), the results ranked (`ranking.ts`).
 *
 * @example
 * const first = await searchFirst('fighter', 'en', { current: () => true });
 * first.count // 4: the TI4 texts in English and Russian, the terms fighter and fighter token
 * await resultsOf(first.found, nextPages(first.found, first.loaded, pagesPerStep), first.loaded, query('fighter'), 'en');
 */
import { isLanguage, type Language } from '../../i18n/languages.ts';
import { isTermPage, textOfPage } from '../index-directory.ts';
import { searchQuery } from '../search-words.ts';
import { indexDirectory, type SearchFailure } from './index-files.ts';
import { languageOrder } from './language-order.ts';
import { onlyShorterWords } from './loaded-words.ts';
import { searchIndex, type Answer, type Found } from './pagefind.ts';
import { hasNumber, oneResultPerTopic, ranked, withoutRepeats } from './ranking.ts';
import { query as parseQuery, termResult, textResult, type Query, type Result } from './results.ts';

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
export const pagesPerStep = 10;

/** Some results of a query, and how many of its pages' answers failed (the first failure). */
interface Answered {
  results: Result[];
  failed: number;
  failure?: SearchFailure;
}

/**
 * A page's result: a glossary term's (its topics as linked on a page in
 * `lang`), known by its page's name (`isTermPage`), or a topic text's in the
 * language its address starts with (`/ru/ti4/…`).
 */
function resultOf({ page, fragment }: Answer, lang: Language, searched: Query): Result | undefined {
  if (isTermPage(indexDirectory(), page)) return termResult(fragment, lang, searched);
  const textLang = fragment.url.split('/')[1];
  return isLanguage(textLang) ? textResult(fragment, textLang, searched) : undefined;
}

/** The results of a query's pages at `indexes` (a glossary term's topics as linked on a page in `lang`), which are then loaded. */
export async function resultsOf(
  found: Found,
  indexes: number[],
  loaded: Set<number>,
  searched: Query,
  lang: Language,
): Promise<Answered> {
  for (const index of indexes) loaded.add(index);
  const { answers, failed, failure } = await found.fragments(indexes);
  // What failed is asked for again with the next pages.
  if (failed > 0) for (const index of indexes) loaded.delete(index);
  const results = answers.flatMap((answer) => {
    const result = resultOf(answer, lang, searched);
    return result ? [result] : [];
  });
  return { results, failed, ...(failure ? { failure } : {}) };
}

/** The next `count` pages not loaded yet, in order. */
export function nextPages(found: Found, loaded: Set<number>, count: number): number[] {
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

/**
 * Whether Pagefind can answer each word of a query only with a shorter word,
 * whose pages `matches` drops (`истрибители`: no loaded word starts with its
 * key `истриб`, and Pagefind answers with `и`; `loaded-words.ts`): then none
 * of its pages is loaded, and the typo correction comes at once. Only where
 * Pagefind is given the query's keys as they are, words of letters.
 */
async function answeredShorter(text: string, { words, keys }: Query): Promise<boolean> {
  if (searchQuery(text) !== keys.join(' ') || !/^[\p{L} ]+$/u.test(keys.join(' '))) return false;
  // The shortest start of a key that `matches` takes: four letters (all of a shorter query word).
  const least = Math.min(4, ...words.map((word) => word.length));
  return (await Promise.all(keys.map((key) => onlyShorterWords(key, least)))).every(Boolean);
}

/** A query's first results, ranked; the pages loaded; the answers that failed. */
export interface First {
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
export async function searchFirst(
  text: string,
  lang: Language,
  { current, typoFiles = 0, chunksBefore = 0 }: { current: () => boolean; typoFiles?: number; chunksBefore?: number },
): Promise<First | undefined> {
  const searched = parseQuery(text);
  const answered = await searchIndex(text);
  // A query typed on since: its pages are not loaded; nor are the pages of a shorter word.
  if (!current()) return undefined;
  const found = (await answeredShorter(text, searched)) ? { ...answered, pages: [] } : answered;
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
