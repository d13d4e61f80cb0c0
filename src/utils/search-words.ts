/**
 * Words as the search sees them, shared by the index build and the browser.
 *
 * Extra word forms indexed next to a word (`src/integrations/search/word-forms.ts`)
 * sit between two private-use characters, so that the browser can take them out
 * of excerpts and titles (`src/scripts/search/excerpt.ts`).
 *
 * Pagefind 1.6 folds `й` to `и` before its Russian stemmer runs, so the
 * dictionary form of an adjective no longer loses its ending (`новый` → `новыи`
 * → `новы`, while `новых` → `нов`) and finds none of its other forms. A query
 * word is searched without its final `й` (`searchedQuery`), which gives the
 * stem the other forms have.
 *
 * @example
 * normalizeWord('Запрещённые»,') // 'запрещенные'
 * `запрещены${injected('запретить запрещу')}` // 'запрещены \uE020запретить запрещу\uE021'
 * searchedQuery('военный мир') // 'военны мир'
 */

/** Opens the extra forms of the word before it. */
export const injectedStart = '\uE020';
/** Closes them. */
export const injectedEnd = '\uE021';

/** Extra forms as they are indexed after their word. */
export function injected(forms: string): string {
  return ` ${injectedStart}${forms}${injectedEnd}`;
}

/**
 * A word as Pagefind 1.6 compares it: word characters only, lower case,
 * diacritics folded (`é` → `e`, `й` → `и`, `ё` → `е`).
 */
export function normalizeWord(word: string): string {
  return word
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}]/gu, '')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/** A Russian word as it is searched: without a final `й` (see the module comment). */
export function searchedWord(word: string): string {
  return /^\p{Script=Cyrillic}{4,}$/u.test(word) && /й$/i.test(word) ? word.slice(0, -1) : word;
}

/** A query with each Russian word as it is searched. */
export function searchedQuery(query: string): string {
  return query.replace(/\p{Script=Cyrillic}+/gu, searchedWord);
}
