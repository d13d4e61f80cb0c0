/**
 * One typo forgiven: the name a query that found nothing was probably meant
 * to be — a glossary name, a topic title or a name a text prints in another
 * language (`search-names.ts`) — that differs from the query by one wrong,
 * missing, extra or swapped letter in a word. Matched by uFuzzy
 * (`@leeoniya/ufuzzy`, its "single error" mode) on both sides lower-cased and
 * without diacritics, with the same rule for every word of three letters or
 * more (uFuzzy's own allows short words a swap or an extra letter only:
 * `Seet` would not find `Seat`); the first letter of a word must be right, as
 * uFuzzy has it. A name much longer than the query (one it only starts or
 * contains) is not taken.
 *
 * Not bundled with the site's scripts: the build bundles this module once into
 * each typo-correction file (`indexing/typo-files.ts`), with the names of one
 * first letter, so that a correction costs one request whatever the size of the
 * library, loaded only when a query finds nothing.
 *
 * @example
 * const { correction, names } = await import('/pagefind/typos/f.1a2b3c4d.js');
 * correction('figter', names) // { name: 'fighter', lang: 'en' }
 * correction('Imperium Seet', { en: ['Imperium Seat'] }) // { name: 'Imperium Seat', lang: 'en' }
 * correction('xyzzy', names) // undefined
 */
import uFuzzy from '@leeoniya/ufuzzy';
import type { NamesByLanguage } from '../search-names.ts';
import { normalizeWord } from '../search-words.ts';

/** A name and the language it is in. */
export interface Name {
  name: string;
  lang: string;
}

/** Shorter queries are too short to tell a typo from another word. */
export const minLength = 4;

/** One error of any kind in a word of three letters or more, none in a shorter word or a number; never in the first letter. */
function oneError(word: string) {
  const errors: 0 | 1 = word.length >= 3 && /\D/.test(word) ? 1 : 0;
  return {
    intraSlice: [1, Infinity] as [number, number],
    intraIns: errors,
    intraSub: errors,
    intraTrn: errors,
    intraDel: errors,
  };
}

/** Lower case, no diacritics, words kept apart by single spaces. */
export function folded(text: string): string {
  return text.split(/\s+/).map(normalizeWord).filter(Boolean).join(' ');
}

/** The name `query` differs from by one typo in a word, among `byLanguage`, if there is one (see the module comment). */
export function correction(query: string, byLanguage: NamesByLanguage): Name | undefined {
  const needle = folded(query);
  if (needle.replace(/\s/g, '').length < minLength) return undefined;
  const all = Object.entries(byLanguage).flatMap(([lang, list]) => list.map((name) => ({ name, lang })));
  const haystack = all.map(({ name }) => folded(name));
  const fuzzy = new uFuzzy({ intraMode: 1, alpha: 'a-zа-я', intraRules: oneError });
  const [found, info, order] = fuzzy.search(haystack, needle, 0);
  if (!found) return undefined;
  const ranked = order && info ? order.map((position) => info.idx[position]) : found;
  const close = ranked.filter(
    (index) => haystack[index] !== needle && Math.abs(haystack[index].length - needle.length) <= 1,
  );
  return close.length > 0 ? all[close[0]] : undefined;
}
