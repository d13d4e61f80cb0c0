/**
 * What the site's search reads from the index besides Pagefind's own files:
 * a directory the build writes into Pagefind's entry (`pagefind-entry.json`,
 * under `rules`; Pagefind ignores it) and the browser reads when Pagefind
 * fetches the entry (`browser/index-files.ts`). Written by
 * `indexing/search-bundle.ts`.
 *
 * - `version`: the index's own version. Every fragment is named after it, so
 *   a tab opened before a deploy never reads a new fragment with its old
 *   index: it gets a 404 and says that the rules were updated.
 * - `splitAt`: where the index chunks cut apart words that share their first
 *   letters (`indexing/index-chunks.ts`). Pagefind loads, for each query word,
 *   the one chunk the word sorts in; a word the query word only starts may sit
 *   in the next chunks. `familyTerms` gives the words that make Pagefind load
 *   those too.
 * - `terms`: how many of the index's pages are glossary terms. They are
 *   numbered first (`indexing/index-pages.ts`), so that the browser knows a
 *   term's page from a rule's before it loads either (`isTermPage`): a
 *   query's first answers are its rules, a term's card beside them.
 * - `typos`: the typo-correction files (`indexing/typo-files.ts`): the first
 *   letters of the names they hold, one file each, and their version.
 *
 * @example
 * const directory = { version: 'k3f9z0', terms: 120, splitAt: ['plac', 'plat', 'playe'], typos: { letters: 'afgиф', version: '1a2b3c4d' } };
 * familyTerms(directory, 'pla') // ['pla', 'plac', 'plat', 'playe']
 * familyTerms(directory, 'play') // ['play', 'playe']
 * typoFileOf(directory, 'figter') // 'typos/2u.1a2b3c4d.js'
 * isTermPage(directory, 'k3f9z02s') // true: page 100 (`2s`) is one of the 120 terms'
 * isTermPage(directory, 'k3f9z03c-1') // false: page 120 (`3c`) is a topic text's (its second part)
 */

export interface IndexDirectory {
  version: string;
  /** How many pages are glossary terms: the first numbers (`pageName`) are theirs. */
  terms: number;
  /** The `from` of every chunk that starts inside a run of words sharing their first three letters or more, sorted. */
  splitAt: string[];
  typos: TypoFiles;
}

/** The typo-correction files: one for each first letter (folded) of the names, all of one version. */
export interface TypoFiles {
  letters: string;
  version: string;
}

/** The typo-correction file of names starting with `letter`, under the bundle: its code point in base 36 (ASCII whatever the script). */
export function typoFile(letter: string, version: string): string {
  return `typos/${letter.codePointAt(0)!.toString(36)}.${version}.js`;
}

/**
 * The name of a page's fragment (`indexing/index-pages.ts`): the index's
 * version, the number of its topic text (its address without `#paragraph`)
 * and, for a long text's later parts, the part, in base 36.
 *
 * @example
 * pageName('k3f9z0', 100, 0) // 'k3f9z02s'
 * pageName('k3f9z0', 100, 2) // 'k3f9z02s-2'
 */
export function pageName(version: string, topic: number, part: number): string {
  return `${version}${topic.toString(36)}${part > 0 ? `-${part.toString(36)}` : ''}`;
}

/** The topic text a page is part of, by its fragment's name: its parts share it. */
export function textOfPage(name: string): string {
  return name.split('-')[0];
}

/** Whether a page (by its fragment's name, `pageName`) is a glossary term's rather than a topic text's. */
export function isTermPage(directory: IndexDirectory | undefined, name: string): boolean {
  if (!directory) return false;
  return Number.parseInt(textOfPage(name).slice(directory.version.length), 36) < directory.terms;
}

/** Words shorter than this are searched as they are, never as the start of longer words (`search-words.ts`). */
export const shortestPrefix = 3;

/**
 * The terms that make Pagefind load every chunk holding a word that starts
 * with `key`: the key itself (its own chunk), and the start of each chunk
 * that begins inside the words starting with it.
 */
export function familyTerms(directory: IndexDirectory | undefined, key: string): string[] {
  if (!directory || key.length < shortestPrefix) return [key];
  return [key, ...directory.splitAt.filter((from) => from.length > key.length && from.startsWith(key))];
}

/** The typo-correction file for a query (folded: `normalizeWord`), by its first letter; none when no name starts so. */
export function typoFileOf(directory: IndexDirectory | undefined, folded: string): string | undefined {
  const first = [...folded][0];
  return first !== undefined && directory && [...directory.typos.letters].includes(first)
    ? typoFile(first, directory.typos.version)
    : undefined;
}
