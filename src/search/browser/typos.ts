/**
 * One typo forgiven: the name a query that found nothing was probably meant
 * to be — a glossary name, a topic title or a name a text prints in another
 * language (`search-names.ts`) — that differs from the query by one wrong,
 * missing or extra letter (Levenshtein's distance of 1, by
 * `fastest-levenshtein`) or two letters side by side swapped, in a word of
 * three letters or more, its first letter right; word for word, both sides
 * lower-cased and without diacritics. A name longer or shorter than the query
 * by more than one letter is not taken. Of several, the one with fewest words
 * mistyped, then the first.
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
import { distance } from 'fastest-levenshtein';
import type { NamesByLanguage } from '../search-names.ts';
import { normalizeWord } from '../search-words.ts';

/** A name and the language it is in. */
export interface Name {
  name: string;
  lang: string;
}

/** Shorter queries are too short to tell a typo from another word. */
export const minLength = 4;

/** Whether `typed` is `word` with two letters side by side swapped. */
function swapped(typed: string, word: string): boolean {
  const at = [...typed].findIndex((letter, index) => letter !== word[index]);
  return (
    typed.length === word.length &&
    typed[at] === word[at + 1] &&
    typed[at + 1] === word[at] &&
    typed.slice(at + 2) === word.slice(at + 2)
  );
}

/**
 * How many typos a typed word is from a name's word: 0 (the same), 1 (one of
 * any kind, in a word of three letters or more that is no number, never in its
 * first letter), or more.
 */
function typos(typed: string, word: string): number {
  if (typed === word) return 0;
  if (typed.length < 3 || !/\D/.test(typed) || typed[0] !== word[0]) return 2;
  return distance(typed, word) === 1 || swapped(typed, word) ? 1 : 2;
}

/** Lower case, no diacritics, words kept apart by single spaces. */
export function folded(text: string): string {
  return text.split(/\s+/).map(normalizeWord).filter(Boolean).join(' ');
}

/** The name `query` differs from by one typo in a word, among `byLanguage`, if there is one (see the module comment). */
export function correction(query: string, byLanguage: NamesByLanguage): Name | undefined {
  const needle = folded(query);
  if (needle.replace(/\s/g, '').length < minLength) return undefined;
  const typed = needle.split(' ');
  let best: { name: Name; words: number } | undefined;
  for (const [lang, list] of Object.entries(byLanguage))
    for (const name of list) {
      const folding = folded(name);
      const words = folding.split(' ');
      if (folding === needle || Math.abs(folding.length - needle.length) > 1 || words.length !== typed.length) continue;
      const mistyped = typed.map((word, index) => typos(word, words[index]));
      const count = mistyped.filter(Boolean).length;
      if (mistyped.every((typo) => typo <= 1) && (!best || count < best.words))
        best = { name: { name, lang }, words: count };
    }
  return best?.name;
}
