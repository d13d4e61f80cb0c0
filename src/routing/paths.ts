/**
 * The URL contract of the site: ONE pair of functions, `pathOf(page)` and
 * `pageOfPath(path)`, is the grammar of its URLs, for the pages, the content
 * checks, the service worker (bundled into `sw.js`) and the tests.
 * Forum links made against these URLs keep working: change nothing here
 * without keeping the old URLs.
 *
 * @example
 * pathOf({ kind: 'topic', lang: 'ru', topicId: 'ti4/component-limitations', paragraph: 'unit-tokens' })
 * // '/ru/ti4/component-limitations/#unit-tokens'
 * pageOfPath('/fr/swccg/actions/stacking-1/')
 * // { kind: 'paragraph', lang: 'fr', topicId: 'swccg/actions', paragraph: 'stacking-1' }
 * pageOfPath('/ru/ti4/component-limitations/~en/')
 * // { kind: 'sideBySide', lang: 'ru', topicId: 'ti4/component-limitations', other: 'en' }
 * pageOfPath('/ru/ti4/component-limitations/~history/')
 * // { kind: 'history', lang: 'ru', topicId: 'ti4/component-limitations' }
 * pageOfPath('/ru/ti4/component-limitations/~history/r1-note-3/')
 * // { kind: 'revisionParagraph', lang: 'ru', topicId: 'ti4/component-limitations', revision: 1, paragraph: 'note-3' }
 * pageOfPath('/fr/swccg/print/')
 * // { kind: 'booklet', lang: 'fr', game: 'swccg' }
 *
 * It imports only `languages.ts`, so that the worker's bundle of it is small.
 */
import { isLanguage, type Language as Lang } from '../i18n/languages.ts';

/** A page of the site, by what it shows. */
export type Page =
  /** `/`: the three languages. */
  | { kind: 'root' }
  /** `/{lang}/`: the games and their topics. */
  | { kind: 'home'; lang: Lang }
  /** `/{lang}/glossary/`: the multilingual glossary of game terms. */
  | { kind: 'glossary'; lang: Lang }
  /** `/{lang}/status/`: the translators' worklist, by game: what is left in each language. */
  | { kind: 'status'; lang: Lang }
  /** `/{lang}/status/{game}/`: a game's worklist, topic by topic, and each topic's texts in detail. */
  | { kind: 'gameStatus'; lang: Lang; game: string }
  /** `/{lang}/{game}/`: a game's topics. */
  | { kind: 'game'; lang: Lang; game: string }
  /**
   * `/{lang}/{game}/print/`: the game's rules booklet, every topic's text as its page in `lang` shows it, to print
   * at once. `print` is no topic's name (the content checks refuse a topic file named so).
   */
  | { kind: 'booklet'; lang: Lang; game: string }
  /** `/{lang}/{game}/{topic}/`, `#paragraph` when given. */
  | { kind: 'topic'; lang: Lang; topicId: string; paragraph?: string }
  /** `/{lang}/{game}/{topic}/{paragraph}/`: one paragraph's own page, for link previews. */
  | { kind: 'paragraph'; lang: Lang; topicId: string; paragraph: string }
  /** `/{lang}/{game}/{topic}/citations.json`: what the copy controls of a topic page quote. */
  | { kind: 'citations'; lang: Lang; topicId: string }
  /** `/{lang}/{game}/terms.json`: what the term card of a game's pages in `lang` shows of each term. */
  | { kind: 'terms'; lang: Lang; game: string }
  /**
   * `/{lang}/{game}/{topic}/~{other}/`: the topic as its page in `lang` shows it, beside its text in
   * `other`, paragraph by paragraph. `~` is in no paragraph id (ids are slugs): no paragraph page has this path.
   */
  | { kind: 'sideBySide'; lang: Lang; topicId: string; other: Lang }
  /**
   * `/{lang}/{game}/{topic}/~history/`: the revisions of the text the topic's page in `lang` shows, what changed
   * in each, each paragraph's trace; `#r1-{paragraph}` a paragraph as it read in revision 1. `~` is in no paragraph
   * id, and `history` is no language: no paragraph or side-by-side page has this path.
   */
  | { kind: 'history'; lang: Lang; topicId: string }
  /**
   * `/{lang}/{game}/{topic}/~history/r{revision}-{paragraph}/`: a paragraph as it read in an earlier revision (its
   * words since changed or removed), its own page for link previews, as a paragraph page is for the current words;
   * it sends a reader on to its entry on the history page, `~history/#r{revision}-{paragraph}`.
   */
  | { kind: 'revisionParagraph'; lang: Lang; topicId: string; revision: number; paragraph: string }
  /** `/{lang}/changes.xml`: the Atom feed of rule changes, an entry per revision of a text in `lang`. */
  | { kind: 'feed'; lang: Lang }
  /**
   * `/{lang}/404.html`: what a missing address under `/{lang}/` answers, in that language (hosts with nested 404
   * pages serve it; the root `/404.html` shows it elsewhere). `noindex`, not in the sitemap.
   */
  | { kind: 'notFound'; lang: Lang };

/** Segment names that are pages of a language, not games. */
const languagePages = ['glossary', 'status'] as const;
const segment = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The last segment of a side-by-side page: `~` and the other text's language. */
const besideMark = '~';
/** The feed of rule changes of a language. */
const feedFile = 'changes.xml';
/** A language's not-found page. */
const notFoundFile = '404.html';
/** The last segment of a history page. */
const historySegment = '~history';
/** The last segment of a revision's paragraph page: `r1-note-3`, the revision's order and the paragraph's id. */
const revisionEntry = /^r([1-9][0-9]*)-([a-z0-9]+(?:-[a-z0-9]+)*)$/;
/** The segment after a game's that names its booklet, not a topic. */
const bookletSegment = 'print';

/** The path of a page. */
export function pathOf(page: Page): string {
  switch (page.kind) {
    case 'root':
      return '/';
    case 'home':
      return `/${page.lang}/`;
    case 'glossary':
    case 'status':
      return `/${page.lang}/${page.kind}/`;
    case 'gameStatus':
      return `/${page.lang}/status/${page.game}/`;
    case 'game':
      return `/${page.lang}/${page.game}/`;
    case 'booklet':
      return `/${page.lang}/${page.game}/${bookletSegment}/`;
    case 'topic':
      return `/${page.lang}/${page.topicId}/${page.paragraph ? `#${page.paragraph}` : ''}`;
    case 'paragraph':
      return `/${page.lang}/${page.topicId}/${page.paragraph}/`;
    case 'citations':
      return `/${page.lang}/${page.topicId}/citations.json`;
    case 'terms':
      return `/${page.lang}/${page.game}/terms.json`;
    case 'sideBySide':
      return `/${page.lang}/${page.topicId}/${besideMark}${page.other}/`;
    case 'history':
      return `/${page.lang}/${page.topicId}/${historySegment}/`;
    case 'revisionParagraph':
      return `/${page.lang}/${page.topicId}/${historySegment}/${revisionKey(page.revision)}-${page.paragraph}/`;
    case 'feed':
      return `/${page.lang}/${feedFile}`;
    case 'notFound':
      return `/${page.lang}/${notFoundFile}`;
  }
}

/**
 * The page a path names, or `undefined` where it names none: the inverse of
 * `pathOf` (a `#paragraph` is not part of a path; a query is ignored). A page's
 * path without its trailing slash names no page (the host redirects it).
 *
 * @example
 * pageOfPath('/en/ti4/component-limitations/') // { kind: 'topic', lang: 'en', topicId: 'ti4/component-limitations' }
 * pageOfPath('/en/ti4') // undefined
 */
export function pageOfPath(path: string): Page | undefined {
  const pathname = path.split(/[?#]/, 1)[0];
  if (pathname === '/') return { kind: 'root' };
  const parts = pathname.split('/');
  // '/en/ti4/units/' → ['', 'en', 'ti4', 'units', '']
  if (parts[0] !== '' || parts.length < 3) return undefined;
  const [, lang, ...rest] = parts;
  if (!isLanguage(lang)) return undefined;
  const language = lang;
  const last = rest.pop();
  if (last === feedFile && rest.length === 0) return { kind: 'feed', lang: language };
  if (last === notFoundFile && rest.length === 0) return { kind: 'notFound', lang: language };
  if (last === 'citations.json' && rest.length === 2 && rest.every((part) => segment.test(part))) {
    return { kind: 'citations', lang: language, topicId: rest.join('/') };
  }
  if (
    last === 'terms.json' &&
    rest.length === 1 &&
    segment.test(rest[0]) &&
    !(languagePages as readonly string[]).includes(rest[0])
  ) {
    return { kind: 'terms', lang: language, game: rest[0] };
  }
  const beside = rest[2]?.startsWith(besideMark) ? rest[2].slice(besideMark.length) : undefined;
  // (A topic beside its own language is no page: `/en/…/~en/`.)
  if (
    last === '' &&
    rest.length === 3 &&
    isLanguage(beside) &&
    beside !== language &&
    segment.test(rest[0]) &&
    segment.test(rest[1])
  ) {
    return { kind: 'sideBySide', lang: language, topicId: `${rest[0]}/${rest[1]}`, other: beside };
  }
  if (last === '' && rest.length === 3 && rest[2] === historySegment && segment.test(rest[0]) && segment.test(rest[1]))
    return { kind: 'history', lang: language, topicId: `${rest[0]}/${rest[1]}` };
  const entry = rest.length === 4 && rest[2] === historySegment ? revisionEntry.exec(rest[3]) : null;
  if (last === '' && entry && segment.test(rest[0]) && segment.test(rest[1]))
    return {
      kind: 'revisionParagraph',
      lang: language,
      topicId: `${rest[0]}/${rest[1]}`,
      revision: Number(entry[1]),
      paragraph: entry[2],
    };
  if (last !== '' || !rest.every((part) => segment.test(part))) return undefined;
  switch (rest.length) {
    case 0:
      return { kind: 'home', lang: language };
    case 1:
      return (languagePages as readonly string[]).includes(rest[0])
        ? { kind: rest[0] as (typeof languagePages)[number], lang: language }
        : { kind: 'game', lang: language, game: rest[0] };
    case 2:
      if (rest[0] === 'status') return { kind: 'gameStatus', lang: language, game: rest[1] };
      return rest[1] === bookletSegment
        ? { kind: 'booklet', lang: language, game: rest[0] }
        : { kind: 'topic', lang: language, topicId: rest.join('/') };
    case 3:
      return { kind: 'paragraph', lang: language, topicId: `${rest[0]}/${rest[1]}`, paragraph: rest[2] };
    default:
      return undefined;
  }
}

/** `/` — the three languages. */
export const rootPath = '/';

/** `/{lang}/` — the games and their topics. */
export function homePath(lang: Lang): string {
  return pathOf({ kind: 'home', lang });
}

/** `/{lang}/{game}/` — a game's topics. */
export function gamePath(lang: Lang, game: string): string {
  return pathOf({ kind: 'game', lang, game });
}

/** `/{lang}/{game}/print/` — the game's rules booklet, to print at once. */
export function bookletPath(lang: Lang, game: string): string {
  return pathOf({ kind: 'booklet', lang, game });
}

/** `/{lang}/{game}/{topic}/`, with `#paragraph` when given. */
export function topicPath(lang: Lang, topicId: string, paragraph?: string): string {
  return pathOf({ kind: 'topic', lang, topicId, paragraph });
}

/** `/{lang}/{game}/{topic}/{paragraph}/` — one paragraph's own page, for link previews. */
export function paragraphPath(lang: Lang, topicId: string, paragraph: string): string {
  return pathOf({ kind: 'paragraph', lang, topicId, paragraph });
}

/** `/{lang}/{game}/{topic}/citations.json` — what the copy controls of a topic page quote. */
export function citationsPath(lang: Lang, topicId: string): string {
  return pathOf({ kind: 'citations', lang, topicId });
}

/** `/{lang}/{game}/terms.json` — what the term card of a game's pages shows. */
export function termsPath(lang: Lang, game: string): string {
  return pathOf({ kind: 'terms', lang, game });
}

/** `/{lang}/{game}/{topic}/~{other}/` — the topic in `lang` beside its text in `other`. */
export function sideBySidePath(lang: Lang, topicId: string, other: Lang): string {
  return pathOf({ kind: 'sideBySide', lang, topicId, other });
}

/**
 * A revision of a text in addresses: `r` and its order (1 the earliest), as in
 * `…/~history/#r1-note-3` and `…/~history/r1-note-3/` (a stamped page's
 * template gives its marker in place of the order).
 *
 * @example
 * revisionKey(1) // 'r1'
 */
export function revisionKey(order: number | string): string {
  return `r${order}`;
}

/** `/{lang}/{game}/{topic}/~history/` — the revisions of the text the topic's page in `lang` shows; `#r1-{paragraph}` a paragraph as it read in revision 1. */
export function historyPath(lang: Lang, topicId: string, anchor?: string): string {
  return `${pathOf({ kind: 'history', lang, topicId })}${anchor ? `#${anchor}` : ''}`;
}

/** `/{lang}/{game}/{topic}/~history/r1-{paragraph}/` — a paragraph as it read in revision 1: its page for link previews. */
export function revisionParagraphPath(lang: Lang, topicId: string, revision: number, paragraph: string): string {
  return pathOf({ kind: 'revisionParagraph', lang, topicId, revision, paragraph });
}

/** `/{lang}/changes.xml` — the Atom feed of rule changes in `lang`. */
export function feedPath(lang: Lang): string {
  return pathOf({ kind: 'feed', lang });
}

/** `/{lang}/404.html` — what a missing address under `/{lang}/` answers. */
export function notFoundPath(lang: Lang): string {
  return pathOf({ kind: 'notFound', lang });
}

/** `/{lang}/glossary/` — the multilingual glossary of game terms. */
export function glossaryPath(lang: Lang): string {
  return pathOf({ kind: 'glossary', lang });
}

/** `/{lang}/status/` — the translators' worklist, by game. */
export function statusPath(lang: Lang): string {
  return pathOf({ kind: 'status', lang });
}

/** `/{lang}/status/{game}/` — a game's worklist, topic by topic. */
export function gameStatusPath(lang: Lang, game: string): string {
  return pathOf({ kind: 'gameStatus', lang, game });
}

/** An absolute URL on the site's origin (`site` in astro.config.mjs). */
export function absoluteUrl(path: string, site: URL | string | undefined): string {
  if (!site) throw new Error('`site` must be set in astro.config.mjs to build absolute URLs');
  return new URL(path, site).href;
}

/**
 * The same page in another language, or the path unchanged where it is no page
 * of a language. (A side-by-side page in the language of its other text: the
 * topic page in that language. Which side-by-side pages are built depends on
 * the texts: the route data's language switcher knows, this grammar does not.)
 *
 * @example
 * samePageIn('/ru/ti4/component-limitations/', 'fr') // '/fr/ti4/component-limitations/'
 * samePageIn('/ru/ti4/component-limitations/~en/', 'en') // '/en/ti4/component-limitations/'
 */
export function samePageIn(pathname: string, lang: Lang): string {
  const page = pageOfPath(pathname);
  if (page?.kind === 'sideBySide' && page.other === lang) return topicPath(lang, page.topicId);
  return page && page.kind !== 'root' ? pathOf({ ...page, lang }) : pathname;
}

/**
 * Splits a reference as written in content, `game/topic` or `game/topic#paragraph`.
 *
 * @example
 * parseReference('swccg/actions#example-3') // { topicId: 'swccg/actions', game: 'swccg', topic: 'actions', paragraph: 'example-3' }
 */
export function parseReference(to: string): { topicId: string; game: string; topic: string; paragraph?: string } {
  const [topicId, paragraph] = to.split('#', 2);
  const [game = '', topic = ''] = topicId.split('/', 2);
  return { topicId, game, topic, paragraph: paragraph || undefined };
}
