/**
 * The site's one Pagefind bundle (`/pagefind/`, built by the build's texts
 * workers and made the site's by `indexing/search-bundle.ts`): every language
 * in one index, searched by each query word's key (`searchQuery`), so a query
 * in any language costs one WebAssembly file, the index's metadata and the
 * index chunks its words sort in. Pagefind's script is bundled with this one
 * (`virtual:pagefind`), fetching through `indexFetch` (`index-files.ts`).
 *
 * Right at any size: before a query is searched, every chunk holding a word
 * its keys start is loaded (`familyTerms`: Pagefind alone loads one chunk per
 * word, and a common word's family may span several), and a chunk or meta
 * file that failed is a failure, never "nothing found". A page's answer is
 * taken as its own copy as soon as it comes (Pagefind keeps one object per
 * page and rewrites its excerpt for each query), one query at a time per
 * page, so no query reads another's excerpt; a page whose answer failed is
 * left out and counted. An instance that failed to load is forgotten, and
 * the next search makes a new one.
 *
 * @example
 * const found = await searchIndex('fighter');
 * const { fragments, failed } = await found.fragments([0, 1, 2]); // the glossary's "fighter", the TI4 texts; failed: 0
 */
// The words' code (with its stemmers) before Pagefind's script: the search chunk then holds the rest of the search's
// own code in one stretch after it, which gzip compresses better (the order of imports is the chunk's).
import { searchQuery } from '../search-words.ts';
import { familyTerms } from '../index-directory.ts';
import { createInstance } from 'virtual:pagefind';
import { askedFor, failureMark, failureSince, indexDirectory, SearchFailure } from './index-files.ts';
import type { Fragment } from './results.ts';

/** Words Pagefind puts in an excerpt: extra word forms take some (see `excerpt.ts`). */
const excerptLength = 40;

interface PagefindResult {
  id: string;
  data(): Promise<Fragment>;
}

interface PagefindInstance {
  init(): Promise<void>;
  preload(term: string): Promise<void>;
  search(term: string): Promise<{ results: PagefindResult[] } | null>;
}

/** A page's answer, with the page's name (`pageName`: it tells a glossary term's page from a text's). */
export interface Answer {
  page: string;
  fragment: Fragment;
}

/** Some of a query's pages: the answers that came, and how many failed. */
interface Answers {
  answers: Answer[];
  failed: number;
  /** The first failure, if any. */
  failure?: SearchFailure;
}

/** A query's pages, best first: their answers loaded a few at a time. */
export interface Found {
  /** The pages' names, best first (a long text's parts share a start: `textOfPage`). */
  pages: string[];
  /** The index chunks this search fetched (none when its words' chunks were loaded already). */
  chunksFetched: number;
  /** The answers of the pages at these places of `pages`. */
  fragments(indexes: number[]): Promise<Answers>;
}

/** The instance, and where the failures stood when it started loading. */
let instance: { pagefind: PagefindInstance; mark: number } | undefined;

/**
 * The Pagefind instance, made once (again after a failure). It starts loading
 * its entry, metadata and WebAssembly at once; a failure of them shows at
 * its first search.
 */
export function loadPagefind(): { pagefind: PagefindInstance; mark: number } {
  if (!instance) {
    const mark = failureMark();
    const pagefind = createInstance({
      basePath: `${import.meta.env.BASE_URL}pagefind/`,
      noWorker: true,
      excerptLength,
      ranking: { pageLength: 0 },
    }) as PagefindInstance;
    pagefind.init().catch(() => undefined);
    instance = { pagefind, mark };
  }
  return instance;
}

/**
 * The failure behind an error of Pagefind's, as `index-files.ts` saw it: a
 * file of this search since `mark`, else a file of the instance's own
 * loading, else the error itself.
 */
function asFailure(error: unknown, mark: number, loaded: { mark: number }): unknown {
  if (error instanceof SearchFailure) return error;
  return (
    failureSince(mark, ['entry', 'meta', 'wasm', 'chunk']) ??
    failureSince(loaded.mark, ['entry', 'meta', 'wasm']) ??
    error
  );
}

/** Copies of what a query reads of an answer: Pagefind's own object is rewritten by the next query of the same page. */
function ownCopy(fragment: Fragment): Fragment {
  return {
    url: fragment.url,
    content: fragment.content,
    excerpt: fragment.excerpt,
    meta: { ...fragment.meta },
    sub_results: fragment.sub_results.map((sub) => ({ ...sub, locations: [...sub.locations] })),
  };
}

/** The answer of each page being read, so that a page is read by one query at a time. */
const reading = new Map<string, Promise<unknown>>();

/** A page's answer for this query, its own copy, after any other query's read of the same page. */
function answerOf(result: PagefindResult): Promise<Fragment> {
  const before = reading.get(result.id) ?? Promise.resolve();
  const answer = before.catch(() => undefined).then(async () => ownCopy(await result.data()));
  reading.set(result.id, answer);
  answer
    .catch(() => undefined)
    .finally(() => {
      if (reading.get(result.id) === answer) reading.delete(result.id);
    });
  return answer;
}

/** The pages a query finds (each query word by its key, every chunk of the words it starts loaded first). */
export async function searchIndex(query: string): Promise<Found> {
  const loaded = loadPagefind();
  const term = searchQuery(query);
  const mark = failureMark();
  const chunksBefore = askedFor('chunk');
  let response: Awaited<ReturnType<PagefindInstance['search']>>;
  try {
    // Pagefind swallows a chunk that failed (and would ask for it again as it searches): the failure ends the search.
    const failed = () => {
      const failure = failureSince(mark, ['chunk']);
      if (failure) throw failure;
    };
    // Pagefind's own loading first: the directory of its entry says which chunks a key needs.
    await loaded.pagefind.preload(term);
    failed();
    // A quoted query is searched as a phrase: its words' own chunks are all it needs.
    const terms = /^\s*".+"\s*$/.test(term)
      ? []
      : term.split(/\s+/).flatMap((key) => familyTerms(indexDirectory(), key).slice(1));
    if (terms.length > 0) await loaded.pagefind.preload(terms.join(' '));
    failed();
    response = await loaded.pagefind.search(term);
  } catch (error) {
    const failure = asFailure(error, mark, loaded);
    // An instance whose entry, metadata or WebAssembly failed stays broken: the next search makes a new one.
    if (!(failure instanceof SearchFailure) || failure.file !== 'chunk') {
      if (instance === loaded) instance = undefined;
    }
    throw failure;
  }
  const failure = failureSince(mark, ['chunk']);
  if (failure) throw failure;
  const results = response?.results ?? [];
  return {
    pages: results.map((result) => result.id),
    chunksFetched: askedFor('chunk') - chunksBefore,
    fragments: async (indexes) => {
      const settled = await Promise.allSettled(indexes.map((index) => answerOf(results[index])));
      const failures = settled.flatMap((answer) => (answer.status === 'rejected' ? [answer.reason as unknown] : []));
      const first = failures[0];
      return {
        answers: settled.flatMap((answer, place) =>
          answer.status === 'fulfilled' ? [{ page: results[indexes[place]].id, fragment: answer.value }] : [],
        ),
        failed: failures.length,
        ...(first === undefined
          ? {}
          : { failure: first instanceof SearchFailure ? first : new SearchFailure('fragment', 'offline', '') }),
      };
    },
  };
}
