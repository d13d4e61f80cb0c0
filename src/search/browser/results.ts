/**
 * Pagefind's answers as search results: a topic text with its best paragraphs,
 * or a glossary term with the topics that use it. Matches that Pagefind makes
 * only because nothing in the index starts with the query (it then takes the
 * longest indexed word the query starts with: `запрк` → `за`) are dropped.
 *
 * @example
 * textResult(fragment, 'ru', query('49.4'))
 * // { game: 'TI4', lang: 'ru', topic: '49 Ограничение на компоненты',
 * //   links: [{ url: '/ru/ti4/component-limitations/#units', title: '49.4. ОТРЯДЫ: …', parts: […], number: '49.4' }] }
 */
import { fallbackLanguages, type Language } from '../../i18n/languages.ts';
import { commonStart, editionsOf, normalizeWord, searchKey, type Edition } from '../search-words.ts';
import { aroundFirstMark, excerptParts, markedWords, withoutForms, type ExcerptPart } from './excerpt.ts';

interface SubResult {
  title: string;
  url: string;
  excerpt: string;
  locations: number[];
}

/** What Pagefind's `result.data()` gives. */
export interface Fragment {
  url: string;
  /** The whole text indexed (a glossary term: its names, comma-separated). */
  content: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results: SubResult[];
}

/** A query as the results are judged against it. */
export interface Query {
  /** Its words as Pagefind compares them (`normalizeWord`). */
  words: string[];
  /** The key each word is searched by (`searchKey`), as Pagefind compares it: a word starting with one is a match. */
  keys: string[];
  /** The rule number it is, if it is one (`49.4.` → `49.4`), or that it names among words (`rule 49.4` → `49.4`). */
  number?: string;
}

/** One link of the results: a topic or one of its paragraphs. */
export interface ResultLink {
  url: string;
  title: string;
  parts: ExcerptPart[];
  /** The paragraph's printed number, from its title. */
  number?: string;
  /** Its numbers in the other editions (`indexing/edition-numbers.ts`), where they differ. */
  editions?: Edition[];
  /** Language of the page it leads to, when not the result's. */
  lang?: Language;
}

/** A name of a glossary term, with its language. */
interface TermName {
  lang: Language;
  parts: ExcerptPart[];
}

/** One result: a topic text, or a glossary term with the topics that use it. */
export interface Result {
  game: string;
  /** Language of the text the links lead to. */
  lang: Language;
  /** The topic's title when the links are its paragraphs. */
  topic?: string;
  /** The links shown: a topic's best paragraphs (at most `paragraphsPerTopic`), or the topic; a term's topics. */
  links: ResultLink[];
  /** The topic's other paragraphs that match, after `links`: one tap away. */
  more?: ResultLink[];
  /** A glossary term: its headword and language, and its names in each language. */
  term?: { title: string; lang: Language; names: TermName[] };
}

/** Paragraphs shown per topic; its other matching paragraphs are one tap away (`Result.more`). */
export const paragraphsPerTopic = 3;

/**
 * A topic's result with its paragraphs: the first `paragraphsPerTopic` shown,
 * the rest in `more`.
 *
 * @example
 * withParagraphs(result, [a, b, c, d]) // { ...result, links: [a, b, c], more: [d] }
 */
export function withParagraphs(result: Result, paragraphs: ResultLink[]): Result {
  const { more: _, ...rest } = result;
  const more = paragraphs.slice(paragraphsPerTopic);
  return { ...rest, links: paragraphs.slice(0, paragraphsPerTopic), ...(more.length > 0 ? { more } : {}) };
}

/**
 * A query's words and rule number: the query itself, or a number with a dot
 * among its words (`4` among words is a count, `4.1` a rule).
 *
 * @example
 * query('49.4') // { words: ['494'], keys: ['494'], number: '49.4' }
 * query('rule 49.4') // { words: ['rule', '494'], keys: ['rule', '494'], number: '49.4' }
 * query('Военный мир') // { words: ['военныи', 'мир'], keys: ['воен', 'мир'] }
 */
export function query(text: string): Query {
  const number = /^\s*(\d+(?:\.\d+)*)\.?\s*$/.exec(text)?.[1] ?? /(?:^|\s)(\d+(?:\.\d+)+)\.?(?=\s|$)/.exec(text)?.[1];
  const typed = text.split(/\s+/).filter((word) => normalizeWord(word));
  return {
    words: typed.map(normalizeWord),
    keys: typed.map((word) => normalizeWord(searchKey(word))).filter(Boolean),
    number,
  };
}

/**
 * The printed number a paragraph's title starts with (`49.4. ОТРЯДЫ: …` → `49.4`).
 *
 * @example
 * printedNumber('4.2. Unit tokens…') // '4.2'
 * printedNumber('Захваты — Когда…') // undefined
 */
export function printedNumber(title: string): string | undefined {
  return /^(\d+(?:\.\d+)*)[.)]?(?:\s|$)/.exec(title)?.[1];
}

/**
 * Whether an excerpt's highlights show a real match: a highlighted word that
 * starts with the key a query word is searched by (every word Pagefind finds
 * for it), or shares its first four letters (or all of a shorter query word)
 * with a query word. Pagefind's fallback to the longest indexed word a key
 * starts with when none starts with it (`запрк` → `за`) fails this.
 *
 * @example
 * matches('(<mark>за</mark> исключением', query('запрк')) // false
 * matches('<mark>военных</mark> миров', query('военный')) // true
 * matches('<mark>новая</mark> карта', query('новый')) // true: the key is `нов`
 */
export function matches(excerpt: string, { words, keys }: Query): boolean {
  return markedWords(excerpt).some((marked) => {
    const candidates = [marked, ...marked.split(/[^\p{L}\p{N}]+/u)].map(normalizeWord).filter(Boolean);
    return candidates.some(
      (candidate) =>
        keys.some((key) => candidate.startsWith(key)) ||
        words.some((word) => commonStart(candidate, word) >= Math.min(word.length, 4)),
    );
  });
}

function linkOf(url: string, title: string, excerpt: string): ResultLink {
  const { title: shown, own, editions } = editionsOf(title);
  const clean = withoutForms(shown);
  const number = own === undefined ? printedNumber(clean) : own || undefined;
  return {
    url,
    title: clean,
    parts: aroundFirstMark(excerptParts(excerpt)),
    ...(number ? { number } : {}),
    ...(editions.length > 0 ? { editions } : {}),
  };
}

/** Whether a link is to the paragraph printed with `number`, in its own edition or another. */
export function printedWith(link: Pick<ResultLink, 'number' | 'editions'>, number: string | undefined): boolean {
  return (
    number !== undefined &&
    (link.number === number || (link.editions ?? []).some((edition) => edition.number === number))
  );
}

/**
 * A link's name for a query of a rule number that another edition prints: the
 * paragraph's own number, then the other's, as "4 (ru 49.4)", before its
 * words; otherwise its title.
 *
 * @example
 * linkTitle({ title: '4. Units: …', number: '4', editions: [{ lang: 'ru', number: '49.4' }] }, '49.4') // '4 (ru 49.4). Units: …'
 * linkTitle({ title: '49 Ограничение… — б) Когда игрок…', editions: [{ lang: 'en', number: '4.2' }] }, '4.2') // '(en 4.2) 49 Ограничение… — б) Когда игрок…'
 */
export function linkTitle(link: Pick<ResultLink, 'title' | 'number' | 'editions'>, number: string | undefined): string {
  const edition =
    number !== undefined && link.number !== number
      ? link.editions?.find((candidate) => candidate.number === number)
      : undefined;
  if (!edition) return link.title;
  const other = `(${edition.lang} ${edition.number})`;
  if (!link.number) return `${other} ${link.title}`;
  return link.title.replace(/^(\d+(?:\.\d+)*)/, `$1 ${other}`);
}

/**
 * A topic text's result: its paragraphs that match, best first (the one
 * printed with the rule number sought, then those with most hits), the first
 * `paragraphsPerTopic` shown and the others in `more`; or the topic itself;
 * none if nothing in it really matches.
 */
export function textResult(fragment: Fragment, lang: Language, searched: Query): Result | undefined {
  const topic = withoutForms(fragment.meta.title ?? '');
  const exact = (sub: SubResult) => {
    if (searched.number === undefined) return false;
    const { title, own, editions } = editionsOf(sub.title);
    return printedWith(
      { number: own === undefined ? printedNumber(withoutForms(title)) : own || undefined, editions },
      searched.number,
    );
  };
  const paragraphs = fragment.sub_results
    .filter((sub) => sub.url.includes('#') && sub.locations.length > 0 && matches(sub.excerpt, searched))
    .map((sub, index) => ({ sub, index }))
    .sort(
      (a, b) =>
        Number(exact(b.sub)) - Number(exact(a.sub)) ||
        b.sub.locations.length - a.sub.locations.length ||
        a.index - b.index,
    )
    .map(({ sub }) => linkOf(sub.url, sub.title, sub.excerpt));
  if (paragraphs.length > 0)
    return withParagraphs({ game: fragment.meta.game ?? '', lang, topic, links: [] }, paragraphs);
  if (!matches(fragment.excerpt, searched)) return undefined;
  return { game: fragment.meta.game ?? '', lang, links: [linkOf(fragment.url, topic, fragment.excerpt)] };
}

/** A topic the glossary links a term to (`src/glossary/glossary-terms.ts`). */
interface TermTopic {
  url: string;
  title: string;
  lang: Language;
}

function parsed<T>(json: string | undefined, fallback: T): T {
  try {
    return json ? (JSON.parse(json) as T) : fallback;
  } catch {
    return fallback;
  }
}

/**
 * A glossary term's result: the topics that use it as a page in `lang` links
 * them, and its names by language, `lang`'s first (its headword is the first
 * of them), with the matched words highlighted; none if nothing in it really matches.
 */
export function termResult(fragment: Fragment, lang: Language, searched: Query): Result | undefined {
  if (!matches(fragment.excerpt, searched)) return undefined;
  const topics = parsed<Partial<Record<Language, TermTopic[]>>>(fragment.meta.topics, {})[lang] ?? [];
  const languagesOfNames = (fragment.meta.languages ?? '').split(' ');
  const names = fragment.content.split(', ').map((name, index) => [languagesOfNames[index], name] as const);
  const marked = new Set(markedWords(fragment.excerpt).map(normalizeWord));
  const order = [lang, ...fallbackLanguages.filter((other) => other !== lang)];
  const byLanguage: (TermName & { headword: string })[] = [];
  for (const [nameLang, name] of names) {
    if (!order.includes(nameLang as Language)) continue;
    let group = byLanguage.find((entry) => entry.lang === nameLang);
    if (!group) byLanguage.push((group = { lang: nameLang as Language, parts: [], headword: name }));
    if (group.parts.length > 0) group.parts.push({ text: ', ', marked: false });
    for (const piece of name.split(/(\s+)/))
      group.parts.push({ text: piece, marked: marked.has(normalizeWord(piece)) && /\S/.test(piece) });
  }
  byLanguage.sort((a, b) => order.indexOf(a.lang) - order.indexOf(b.lang));
  const headword = byLanguage[0];
  return {
    game: fragment.meta.game ?? '',
    lang: topics[0]?.lang ?? lang,
    term: {
      title: headword?.headword ?? fragment.meta.title ?? '',
      lang: headword?.lang ?? lang,
      names: byLanguage.map(({ lang, parts }) => ({ lang, parts })),
    },
    links: topics.map((topic) => ({ url: topic.url, title: topic.title, parts: [], lang: topic.lang })),
  };
}
