/**
 * Words as the search sees them, shared by the index build and the browser.
 *
 * The site has one search index for its three languages, without a stemmer
 * (`searchIndexLanguage`): words are indexed as written (lower case,
 * diacritics folded), and Pagefind finds a query word in every indexed word
 * that starts with it. The browser searches each query word by its key
 * (`searchKey`): the start its stemmer keeps — Snowball's Russian stemmer
 * for a Cyrillic word, and for a Latin word whichever of the English and
 * French ones keeps less of it, since a Latin word may be either (all three
 * from `@orama/stemmers`) — so that `fighters` finds `fighter`, `empilées` finds `empilement`
 * and `истребителями` finds `истребители`. A stem is always a start of the word
 * here (`commonStart` keeps only the part of a stem that is), so nothing needs
 * to be added to the index for it.
 *
 * Extra word forms indexed next to a word (`src/search/indexing/word-forms.ts`)
 * sit between two private-use characters, so that the browser can take them out
 * of excerpts and titles (`src/search/browser/excerpt.ts`).
 *
 * Words are folded before the Russian stemmer runs (`й` → `и`, as Pagefind
 * 1.6's Russian index did), so the dictionary form of an adjective would keep
 * its ending (`новый` → `новыи` → `новы`, while `новых` → `нов`) and find none
 * of its other forms. A query word is searched without its final `й`
 * (`searchedWord`), which gives the stem the other forms have.
 *
 * @example
 * normalizeWord('Запрещённые»,') // 'запрещенные'
 * `запрещены${injected('запретить запрещу')}` // 'запрещены \uE020запретить запрещу\uE021'
 * searchQuery('Военный мир fighters') // 'воен мир fighter'
 * searchQuery('4') // '"4"'
 */
import { stemmer as stemEnglish } from '@orama/stemmers/english';
import { stemmer as stemFrench } from '@orama/stemmers/french';
import { stemmer as stemRussian } from '@orama/stemmers/russian';
import { shortestPrefix } from './index-directory.ts';

/**
 * The language the search index is built as: "multiple languages" (ISO 639-2),
 * for which Pagefind has no stemmer, so that one index and its smallest
 * WebAssembly file (`wasm.unknown.pagefind`) serve every language.
 */
export const searchIndexLanguage = 'mul';

/** Opens the extra forms of the word before it. */
export const injectedStart = '\uE020';
/** Closes them. */
export const injectedEnd = '\uE021';

/** Extra forms as they are indexed after their word. */
export function injected(forms: string): string {
  return ` ${injectedStart}${forms}${injectedEnd}`;
}

/** A rule's number in another edition (`indexing/edition-numbers.ts`): `{ lang: 'ru', number: '49.4' }`. */
export interface Edition {
  lang: string;
  number: string;
}

/** Opens a paragraph's own number and its numbers in other editions at the end of its search title. */
const editionsStart = '\uE022';
/** Closes them. */
const editionsEnd = '\uE023';

/**
 * A paragraph's search title with its own number (`''`: it prints none) and
 * its numbers in other editions, which the browser reads back (`editionsOf`)
 * and never shows as they are: a title that starts with its section's
 * number ("49 Ограничение на компоненты — б) …") does not say the
 * paragraph's own.
 *
 * @example
 * withEditions('4. Units: …', '4', [{ lang: 'ru', number: '49.4' }]) // '4. Units: …\uE022=4;ru 49.4\uE023'
 * withEditions('49 Ограничение… — б) Когда…', '', [{ lang: 'en', number: '4.2' }]) // '49 Ограничение… — б) Когда…\uE022=;en 4.2\uE023'
 */
export function withEditions(title: string, own: string, editions: Edition[]): string {
  return `${title}${editionsStart}${[`=${own}`, ...editions.map(({ lang, number }) => `${lang} ${number}`)].join(';')}${editionsEnd}`;
}

/**
 * A search title's own number (`''`: none; `undefined`: the title does not
 * say) and numbers in other editions, and the title without them.
 *
 * @example
 * editionsOf('4. Units: …\uE022=4;ru 49.4\uE023') // { title: '4. Units: …', own: '4', editions: [{ lang: 'ru', number: '49.4' }] }
 * editionsOf('4. Units: …') // { title: '4. Units: …', editions: [] }
 */
export function editionsOf(title: string): { title: string; own?: string; editions: Edition[] } {
  const start = title.indexOf(editionsStart);
  if (start < 0) return { title, editions: [] };
  const end = title.indexOf(editionsEnd, start);
  const entries = title.slice(start + 1, end < 0 ? undefined : end).split(';');
  const own = entries.find((entry) => entry.startsWith('='))?.slice(1);
  const editions = entries
    .filter((entry) => !entry.startsWith('='))
    .map((entry) => entry.split(' '))
    .filter(([lang, number]) => lang && number)
    .map(([lang, number]) => ({ lang, number }));
  return {
    title: title.slice(0, start) + (end < 0 ? '' : title.slice(end + 1)),
    ...(own === undefined ? {} : { own }),
    editions,
  };
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

/**
 * The start of a Russian word its stem keeps, as a Russian index would have
 * filed it (`normalizeWord`, then Snowball's Russian stemmer, which only ever
 * cuts an ending: a word's stem is always its start).
 *
 * @example
 * russianKey('запрещены') // 'запрещ'
 */
export function russianKey(word: string): string {
  return stemRussian(normalizeWord(word));
}

/** The length of the common start of two words. */
export function commonStart(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length++;
  return length;
}

/**
 * A query word as it is searched (see the module comment): letters of one
 * script only get their stem; anything else (numbers, `R2-D2`, `l'initiation`)
 * goes to Pagefind as typed.
 *
 * @example
 * searchKey('Истребителями') // 'истребител'
 * searchKey('новый') // 'нов'
 * searchKey('empilées') // 'empil'
 * searchKey('military') // 'militar' (English keeps `militari`, French `military`)
 * searchKey('player') // 'play' (French keeps `pla`: too short)
 * searchKey('«Захваты»,') // 'захват'
 * searchKey('49.4') // '49.4'
 */
export function searchKey(typed: string): string {
  const word = typed.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  if (/^\p{Script=Cyrillic}+$/u.test(word)) return russianKey(searchedWord(word));
  if (!/^\p{Script=Latin}+$/u.test(word)) return typed;
  const folded = normalizeWord(word);
  const lower = word.toLowerCase();
  const kept = Math.min(
    ...[stemEnglish(lower), stemFrench(lower)].map((stem) => commonStart(folded, normalizeWord(stem))),
  );
  return atLeastKey(folded.slice(0, kept), folded);
}

/** Letters a Latin word's key keeps at least (all of a shorter word). */
const keyLength = 4;

/**
 * A stem, or the word's first `keyLength` letters where the stem is shorter:
 * either stemmer may cut a word of the other language too short (the French
 * one cuts `player` to `pla`), and the key would find `place` and `plateau`.
 */
function atLeastKey(stem: string, folded: string): string {
  const least = Math.min(folded.length, keyLength);
  return stem.length >= least ? stem : folded.slice(0, least);
}

/** A rule number as typed: `49.4`, `4.`, `2)`. */
const ruleNumber = /^\d+(?:[.,]\d+)*[.)]?$/;

/**
 * A query as it is searched: each word by its key (`searchKey`); a query in
 * double quotes (Pagefind's exact search) as typed; a query of one number or
 * one word shorter than `shortestPrefix` as that word itself (`4` is rule 4,
 * not every word starting with 4), in quotes.
 *
 * @example
 * searchQuery('fighters empilées') // 'fighter empil'
 * searchQuery('49.4') // '"49.4"'
 */
export function searchQuery(query: string): string {
  if (/^\s*".+"\s*$/.test(query)) return query;
  const words = query.split(/\s+/).filter(Boolean);
  if (words.length === 1 && (ruleNumber.test(words[0]) || normalizeWord(words[0]).length < shortestPrefix))
    return `"${words[0]}"`;
  return words.map(searchKey).join(' ');
}
