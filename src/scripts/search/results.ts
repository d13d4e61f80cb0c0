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
import { languages, type Language } from '../../utils/languages.ts';
import { normalizeWord } from '../../utils/search-words.ts';
import { aroundFirstMark, excerptParts, markedWords, withoutForms, type ExcerptPart } from './excerpt.ts';

/** Paragraphs shown per topic. */
const paragraphsPerTopic = 3;

export interface SubResult {
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
  /** The rule number it is, if it is one (`49.4.` → `49.4`). */
  number?: string;
}

/** One link of the results: a topic or one of its paragraphs. */
export interface ResultLink {
  url: string;
  title: string;
  parts: ExcerptPart[];
  /** The paragraph's printed number, from its title. */
  number?: string;
  /** Language of the page it leads to, when not the result's. */
  lang?: Language;
}

/** A name of a glossary term, with its language. */
export interface TermName {
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
  links: ResultLink[];
  /** A glossary term: its headword and language, and its names in each language. */
  term?: { title: string; lang: Language; names: TermName[] };
}

/**
 * A query's words and rule number.
 *
 * @example
 * query('49.4') // { words: ['494'], number: '49.4' }
 * query('Военный мир') // { words: ['военныи', 'мир'] }
 */
export function query(text: string): Query {
  const number = /^\s*(\d+(?:\.\d+)*)\.?\s*$/.exec(text)?.[1];
  return { words: text.split(/\s+/).map(normalizeWord).filter(Boolean), number };
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

/** The length of the common start of two words. */
function commonStart(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length++;
  return length;
}

/**
 * Whether an excerpt's highlights show a real match: a highlighted word that
 * shares its first four letters (or all of a shorter query word) with a query
 * word. Pagefind's fallback to the longest indexed word a query starts with
 * (`запретить` → `за`, `4.2` → `4`) fails this.
 *
 * @example
 * matches('(<mark>за</mark> исключением', query('запрк')) // false
 * matches('<mark>военных</mark> миров', query('военный')) // true
 */
export function matches(excerpt: string, { words }: Query): boolean {
  return markedWords(excerpt).some((marked) => {
    const candidates = [marked, ...marked.split(/[^\p{L}\p{N}]+/u)].map(normalizeWord).filter(Boolean);
    return candidates.some((candidate) => words.some((word) => commonStart(candidate, word) >= Math.min(word.length, 4)));
  });
}

function linkOf(url: string, title: string, excerpt: string): ResultLink {
  const clean = withoutForms(title);
  return { url, title: clean, parts: aroundFirstMark(excerptParts(excerpt)), number: printedNumber(clean) };
}

/** A topic text's result: its best paragraphs, or the topic itself; none if nothing in it really matches. */
export function textResult(fragment: Fragment, lang: Language, searched: Query): Result | undefined {
  const topic = withoutForms(fragment.meta.title ?? '');
  const exact = (sub: SubResult) => searched.number !== undefined && printedNumber(withoutForms(sub.title)) === searched.number;
  const paragraphs = fragment.sub_results
    .filter((sub) => sub.url.includes('#') && sub.locations.length > 0 && matches(sub.excerpt, searched))
    .map((sub, index) => ({ sub, index }))
    .sort((a, b) => Number(exact(b.sub)) - Number(exact(a.sub)) || b.sub.locations.length - a.sub.locations.length || a.index - b.index)
    .slice(0, paragraphsPerTopic)
    .map(({ sub }) => linkOf(sub.url, sub.title, sub.excerpt));
  if (paragraphs.length > 0) return { game: fragment.meta.game ?? '', lang, topic, links: paragraphs };
  if (!matches(fragment.excerpt, searched)) return undefined;
  return { game: fragment.meta.game ?? '', lang, links: [linkOf(fragment.url, topic, fragment.excerpt)] };
}

/** A topic the glossary links a term to (`src/utils/glossary.ts`). */
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
 * A glossary term's result: the topics that use it, and its names by language
 * with the matched words highlighted; none if nothing in it really matches.
 */
export function termResult(fragment: Fragment, lang: Language, searched: Query): Result | undefined {
  if (!matches(fragment.excerpt, searched)) return undefined;
  const topics = parsed<TermTopic[]>(fragment.meta.topics, []);
  const languagesOfNames = (fragment.meta.languages ?? '').split(' ');
  const names = fragment.content.split(', ').map((name, index) => [languagesOfNames[index], name] as const);
  const marked = new Set(markedWords(fragment.excerpt).map(normalizeWord));
  const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);
  const byLanguage: TermName[] = [];
  for (const [nameLang, name] of names) {
    if (!isLanguage(nameLang)) continue;
    let group = byLanguage.find((entry) => entry.lang === nameLang);
    if (!group) byLanguage.push((group = { lang: nameLang, parts: [] }));
    if (group.parts.length > 0) group.parts.push({ text: ', ', marked: false });
    for (const piece of name.split(/(\s+)/)) group.parts.push({ text: piece, marked: marked.has(normalizeWord(piece)) && /\S/.test(piece) });
  }
  const titleLang = languages.find((other) => other === fragment.meta.titleLang) ?? lang;
  return {
    game: fragment.meta.game ?? '',
    lang: topics[0]?.lang ?? lang,
    term: { title: fragment.meta.title ?? '', lang: titleLang, names: byLanguage },
    links: topics.map((topic) => ({ url: topic.url, title: topic.title, parts: [], lang: topic.lang })),
  };
}
