/**
 * The terms of a game's glossary where they occur in its rule text: the
 * names the glossary lists for the text's language (every form it gives),
 * the longest first ("fighter tokens" before "token"), matched as whole words
 * whatever their case. A text's markup marks each term at most once per
 * paragraph, at its first occurrence (`inlineHtml` of `markup/text-markup.ts`).
 *
 * @example
 * const find = termFinder(library.glossaries.get('ti4')!, 'en');
 * find('Fighter Tokens and tokens', new Set()) // ['', { term: 'fighter-token', words: 'Fighter Tokens' }, ' and ', { term: 'token', words: 'tokens' }, '']
 */
import type { Language } from '../i18n/languages.ts';
import type { Glossary } from '../schemas.ts';

/** A stretch of text: words as they are, or the words of a term (its id). */
type TermSegment = string | { term: string; words: string };

/** Splits a text into words and the terms in it not yet marked (`seen`: the ids marked so far in the paragraph; each found is added). */
export type TermFinder = (text: string, seen: Set<string>) => TermSegment[];

/** Letters and digits: what a name may not be preceded or followed by, so that it matches whole words only. */
const wordCharacter = '[\\p{L}\\p{N}]';

const finders = new WeakMap<Glossary['terms'], Map<Language, TermFinder | undefined>>();

/** `termFinder`, made once per glossary and language (the build marks thousands of paragraphs with it). */
export function termFinderOf(terms: Glossary['terms'], lang: Language): TermFinder | undefined {
  let byLanguage = finders.get(terms);
  if (!byLanguage) finders.set(terms, (byLanguage = new Map()));
  if (!byLanguage.has(lang)) byLanguage.set(lang, termFinder(terms, lang));
  return byLanguage.get(lang);
}

/** A game's terms as found in its texts in one language (see the module comment); none where it names none in that language. */
function termFinder(terms: Glossary['terms'], lang: Language): TermFinder | undefined {
  const termOf = new Map<string, string>();
  for (const term of terms)
    for (const name of term.names[lang] ?? [])
      if (!termOf.has(name.toLowerCase())) termOf.set(name.toLowerCase(), term.id);
  if (termOf.size === 0) return undefined;
  const names = [...termOf.keys()]
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`(?<!${wordCharacter})(?:${names.join('|')})(?!${wordCharacter})`, 'giu');
  return (text, seen) => {
    const segments: TermSegment[] = [];
    let at = 0;
    for (const match of text.matchAll(pattern)) {
      const term = termOf.get(match[0].toLowerCase());
      if (!term || seen.has(term)) continue;
      seen.add(term);
      segments.push(text.slice(at, match.index), { term, words: match[0] });
      at = match.index + match[0].length;
    }
    segments.push(text.slice(at));
    return segments;
  };
}
