/**
 * One term, every language: in a text, after each name of a glossary term of
 * its game (any form the glossary lists, in the text's language), the term's
 * names in the other languages are indexed, between the private-use marks of
 * `injected()` that the browser removes from excerpts (`browser/excerpt.ts`,
 * where a match on them highlights the name they follow). So "Military"
 * finds the Russian rules that say «военная мощь» as surely as «военная
 * мощь» finds the term, from any interface language, at no cost to a search:
 * the names are words of the paragraphs, in the index's chunks.
 *
 * @example
 * const names = termNames(records, 'RftG', 'ru');
 * names('Оплата военной мощи (⊙⊙)') // 'Оплата военной мощи \uE020Military\uE021 (⊙⊙)'
 * termNames(records, 'TI4', 'fr') // undefined: no TI4 term has a French name
 */
import type { TermRecord } from '../../glossary/glossary-terms.ts';
import type { Language } from '../../i18n/languages.ts';
import { shortestPrefix } from '../index-directory.ts';
import { injected } from '../search-words.ts';

/** A game's terms as names to find in one language's texts, each with the term's names in the others. */
function namesIn(records: TermRecord[], game: string, lang: Language): Map<string, string> {
  const others = new Map<string, string>();
  for (const record of records) {
    if (record.meta.game !== game) continue;
    const langs = record.meta.languages.split(' ');
    const names = record.content.split(', ');
    const own = names.filter((_, position) => langs[position] === lang);
    const translations = fewestWords(names.filter((_, position) => langs[position] !== lang));
    if (own.length === 0 || translations.length === 0) continue;
    for (const name of own) others.set(name.toLowerCase(), translations.join(' '));
  }
  return others;
}

/**
 * A name's words as indexed: a name of several words without its short ones
 * ("de", "of", "à"; shorter than `shortestPrefix`, the least a query word is
 * searched by as a start), which find nothing of their own, would make
 * `fewestWords` drop every word they start, and only grow the index's most
 * common words. A name of one short word ("VP", «ПО») is kept.
 *
 * @example
 * nameWords('activation de la Force') // ['activation', 'force']
 * nameWords('VP') // ['vp']
 */
function nameWords(name: string): string[] {
  const words = name.toLowerCase().split(/\s+/).filter(Boolean);
  return words.length > 1 ? words.filter((word) => [...word].length >= shortestPrefix) : words;
}

/**
 * The words of names that a query of any of them finds: each word once, and
 * none that another starts (a query word is searched as the start of indexed
 * words: `кубик` is found by `кубики` and `кубиков` too), so that a name
 * weighs in a text about as its own word does.
 *
 * @example
 * fewestWords(['кубик', 'кубики', 'кубиков']) // ['кубик']
 * fewestWords(['die', 'dice']) // ['die', 'dice']
 * fewestWords(['about to draw', 'token']) // ['about', 'draw', 'token']
 */
export function fewestWords(names: string[]): string[] {
  const words = [...new Set(names.flatMap(nameWords))];
  return words.filter((word) => !words.some((other) => other !== word && word.startsWith(other)));
}

/** Escapes a name for a regular expression. */
function literal(name: string): string {
  return name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * What a text of `game` in `lang` is indexed as: the term names of the
 * game's glossary found in it followed by their names in the other
 * languages (see the module comment); none when no term of the game has a
 * name in `lang` and another.
 */
export function termNames(records: TermRecord[], game: string, lang: Language): ((text: string) => string) | undefined {
  const others = namesIn(records, game, lang);
  if (others.size === 0) return undefined;
  // The longest name first: «военный мир» is the term military world, not the term world after «военный».
  const names = [...others.keys()].sort((a, b) => b.length - a.length).map(literal);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${names.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  return (text) => text.replace(pattern, (name) => name + injected(others.get(name.toLowerCase()) ?? ''));
}
