/**
 * One Pagefind instance per language bundle (`/pagefind/{lang}/`, built by
 * `src/integrations/search-index.ts`), each from its own `pagefind.js`: its
 * WebAssembly holds that language's stemmer, and a module keeps one. An
 * instance that failed to load (a network error) is forgotten, and the next
 * search loads it again, under a new URL so that no failed module is reused.
 *
 * @example
 * const fragments = await fragmentsIn('fighter', 'ru'); // the glossary's "fighter", …
 */
import type { Language } from '../../utils/languages.ts';
import { searchedQuery } from '../../utils/search-words.ts';
import type { Fragment } from './results.ts';

/** Topics read per language. */
const pagesPerLanguage = 5;
/** Words Pagefind puts in an excerpt: extra word forms take some (see `excerpt.ts`). */
const excerptLength = 40;

interface PagefindInstance {
  init(): Promise<void>;
  search(term: string): Promise<{ results: { data(): Promise<Fragment> }[] } | null>;
}

const instances = new Map<Language, Promise<PagefindInstance>>();
let attempts = 0;

/** The Pagefind instance of a language's bundle, loaded once (again after a failure). */
export function pagefindOf(lang: Language): Promise<PagefindInstance> {
  let instance = instances.get(lang);
  if (!instance) {
    const retry = attempts > 0 ? `?retry=${attempts}` : '';
    const url = `${import.meta.env.BASE_URL}pagefind/${lang}/pagefind.js${retry}`;
    instance = import(/* @vite-ignore */ url).then(async (module) => {
      const pagefind: PagefindInstance = module.createInstance({
        basePath: `${import.meta.env.BASE_URL}pagefind/${lang}/`,
        noWorker: true,
        excerptLength,
      });
      await pagefind.init();
      return pagefind;
    });
    instance.catch(() => {
      attempts++;
      if (instances.get(lang) === instance) instances.delete(lang);
    });
    instances.set(lang, instance);
  }
  return instance;
}

/** The best topics' fragments for a query in one language (the query's Russian words as searched: `searchedQuery`). */
export async function fragmentsIn(query: string, lang: Language): Promise<Fragment[]> {
  const response = await (await pagefindOf(lang)).search(searchedQuery(query));
  return Promise.all((response?.results ?? []).slice(0, pagesPerLanguage).map((result) => result.data()));
}
