/**
 * What the not-found pages make of the address they answer: where a missing
 * paragraph, side-by-side or history page's address is sent (its topic page,
 * or its entry on the history page), and the words of any other (the game it
 * names, and the rest, to search for).
 *
 * @example
 * movedTo('/fr/ti4/component-limitations/dice/', '') // '/fr/ti4/component-limitations/#dice'
 * movedTo('/ru/ti4/component-limitations/~history/r1-note-1/', '') // '/ru/ti4/component-limitations/~history/#r1-note-1'
 * addressWords('/fr/swccg/nope-stacking/', ['swccg', 'ti4']) // { lang: 'fr', game: 'swccg', words: 'nope stacking' }
 */
import { isLanguage, type Language } from '../../i18n/languages.ts';
import { historyPath, pageOfPath, pathOf, revisionKey } from '../../routing/paths.ts';

/**
 * The page a missing address stands for, or `undefined`: a paragraph page's
 * address (a site built without paragraph pages, PARAGRAPH_PAGES=off, or an
 * id no longer there) is the paragraph in its topic page, which is the
 * permalink; a side-by-side page's (SIDE_BY_SIDE_PAGES=off, or a text no
 * longer there) the topic page, on the same paragraph. A revision's paragraph
 * page (PARAGRAPH_PAGES=off, or words that read the same in the next
 * revision) is its entry on the history page, the words as they read then; a
 * history page (a text with one revision in that language) the topic page.
 */
export function movedTo(pathname: string, hash: string): string | undefined {
  const page = pageOfPath(pathname);
  if (page?.kind === 'paragraph')
    return pathOf({ kind: 'topic', lang: page.lang, topicId: page.topicId, paragraph: page.paragraph });
  if (page?.kind === 'sideBySide') return pathOf({ kind: 'topic', lang: page.lang, topicId: page.topicId }) + hash;
  if (page?.kind === 'revisionParagraph')
    return historyPath(page.lang, page.topicId, `${revisionKey(page.revision)}-${page.paragraph}`);
  if (page?.kind === 'history') return pathOf({ kind: 'topic', lang: page.lang, topicId: page.topicId });
  return undefined;
}

/** A segment of an address as written, or as it came where it is no valid escape (`%E0%A4%A`). */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The language an address starts with, the game it names next (one of
 * `games`), and its other words: its segments split at `-`, `_`, `~`, `.` and
 * spaces, without `index.html` or `.html`.
 */
export function addressWords(
  pathname: string,
  games: readonly string[],
): { lang?: Language; game?: string; words: string } {
  const segments = pathname
    .split('/')
    .map(decoded)
    .filter((segment) => segment && segment !== 'index.html');
  const lang = isLanguage(segments[0]) ? segments.shift() : undefined;
  const game = games.includes(segments[0]) ? segments.shift() : undefined;
  const words = segments
    .map((segment) => segment.replace(/\.html?$/, ''))
    .flatMap((segment) => segment.split(/[-_~.+\s]+/))
    .filter(Boolean)
    .join(' ');
  return { lang: lang as Language | undefined, game, words };
}
