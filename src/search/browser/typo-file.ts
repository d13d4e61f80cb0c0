/**
 * The typo correction's file for a query, loaded when nothing matched: the
 * matcher and the names of the query's first letter (`typos.ts`, bundled per
 * letter by `indexing/typo-files.ts`), one request within the search's time
 * limit; a failed one is asked for again under another URL.
 *
 * @example
 * const typos = await typoFile('figter');
 * typos?.correction('figter', typos.names) // { name: 'fighter', lang: 'en' }
 */
import { typoFileOf } from '../index-directory.ts';
import { normalizeWord } from '../search-words.ts';
import { indexDirectory, SearchFailure } from './index-files.ts';
import { timeLimit } from './time-limit.ts';
import type { correction as Correction } from './typos.ts';

/** The typo-correction file of a query's first letter, loaded (one request; none when no name starts so). */
export async function typoFile(
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
