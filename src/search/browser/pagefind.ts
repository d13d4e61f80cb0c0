/**
 * The site's one Pagefind bundle (`/pagefind/`, built by the build's texts
 * workers, `src/build/texts-workers.ts`): every language in one
 * index, searched by each query word's key (`searchQuery`), so a query in any
 * language costs one WebAssembly file, the index's metadata and the index
 * chunks its words sort in. Pagefind's script is bundled with this one
 * (`virtual:pagefind`: `src/search/indexing/pagefind-script.ts`). An
 * instance that failed to load (a network error) is forgotten, and the next
 * search makes a new one.
 *
 * @example
 * const found = await searchIndex('fighter');
 * const fragments = await found.fragments(0, 5); // the glossary's "fighter", the TI4 texts, …
 */
import { createInstance } from 'virtual:pagefind';
import { searchQuery } from '../search-words.ts';
import type { Fragment } from './results.ts';

/** Words Pagefind puts in an excerpt: extra word forms take some (see `excerpt.ts`). */
const excerptLength = 40;

interface PagefindInstance {
  init(): Promise<void>;
  search(term: string): Promise<{ results: { data(): Promise<Fragment> }[] } | null>;
}

/** A query's pages, best first: their fragments loaded a few at a time. */
export interface Found {
  count: number;
  fragments(from: number, to: number): Promise<Fragment[]>;
}

let instance: Promise<PagefindInstance> | undefined;

/** The Pagefind instance, loaded once (again after a failure). */
export function loadPagefind(): Promise<PagefindInstance> {
  if (!instance) {
    const pagefind = createInstance({ basePath: `${import.meta.env.BASE_URL}pagefind/`, noWorker: true, excerptLength, ranking: { pageLength: 0 } }) as PagefindInstance;
    const loading = pagefind.init().then(() => pagefind);
    loading.catch(() => {
      if (instance === loading) instance = undefined;
    });
    instance = loading;
  }
  return instance;
}

/** The pages a query finds (each query word by its key: `searchQuery`). */
export async function searchIndex(query: string): Promise<Found> {
  const loading = loadPagefind();
  let response: Awaited<ReturnType<PagefindInstance['search']>>;
  try {
    response = await (await loading).search(searchQuery(query));
  } catch (error) {
    // Pagefind loads its index on the first search: an instance that failed then is forgotten too.
    if (instance === loading) instance = undefined;
    throw error;
  }
  const results = response?.results ?? [];
  return { count: results.length, fragments: (from, to) => Promise.all(results.slice(from, to).map((result) => result.data())) };
}
