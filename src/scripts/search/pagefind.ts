/**
 * The site's one Pagefind bundle (`/pagefind/`, built by
 * `src/integrations/search-and-paragraph-pages.ts`): every language in one
 * index, searched by each query word's key (`searchQuery`), so a query in any
 * language costs one `pagefind.js`, one WebAssembly file and the index chunks
 * its words sort in. An instance that failed to load (a network error) is
 * forgotten, and the next search loads it again, under a new URL so that no
 * failed module is reused.
 *
 * @example
 * const found = await searchIndex('fighter');
 * const fragments = await found.fragments(0, 5); // the glossary's "fighter", the TI4 texts, …
 */
import { searchQuery } from '../../utils/search-words.ts';
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
let attempts = 0;

/** The Pagefind instance, loaded once (again after a failure). */
export function loadPagefind(): Promise<PagefindInstance> {
  if (!instance) {
    const retry = attempts > 0 ? `?retry=${attempts}` : '';
    const loading: Promise<PagefindInstance> = import(/* @vite-ignore */ `${import.meta.env.BASE_URL}pagefind/pagefind.js${retry}`).then(async (module) => {
      const pagefind: PagefindInstance = module.createInstance({ basePath: `${import.meta.env.BASE_URL}pagefind/`, noWorker: true, excerptLength });
      await pagefind.init();
      return pagefind;
    });
    loading.catch(() => {
      attempts++;
      if (instance === loading) instance = undefined;
    });
    instance = loading;
  }
  return instance;
}

/** The pages a query finds (each query word by its key: `searchQuery`). */
export async function searchIndex(query: string): Promise<Found> {
  const response = await (await loadPagefind()).search(searchQuery(query));
  const results = response?.results ?? [];
  return { count: results.length, fragments: (from, to) => Promise.all(results.slice(from, to).map((result) => result.data())) };
}
