/**
 * The multilingual glossary of game terms (`content/terms/{game}.yaml`): each
 * term with its names by language and the topics that use it. Feeds the
 * glossary page and the search index.
 *
 * @example
 * const terms = await glossaryTerms();
 * terms.find((term) => term.id === 'fighter')?.names.ru // ['истребитель', 'истребителей', 'истребители']
 */
import type { Run } from './paragraphs.ts';
import { getCollection } from 'astro:content';
import type { Glossary } from '../schemas.ts';
import { fallbackLanguages, languages, type Language } from './languages.ts';
import { glossaryPath, topicPath } from './routing.ts';
import { getGames, textFor, topicVersions } from './topics.ts';

export type Term = Glossary['terms'][number] & { game: string };

/** Every term of every game, games in the site's order, terms in the glossary's. */
export async function glossaryTerms(): Promise<Term[]> {
  const glossaries = new Map((await getCollection('terms')).map((entry) => [entry.data.game, entry.data.terms]));
  return (await getGames()).flatMap((game) => (glossaries.get(game.id) ?? []).map((term) => ({ ...term, game: game.id })));
}

/** A topic that uses a term: its text's URL, title (plain, and in runs by language) and language. */
export interface TermTopic {
  url: string;
  title: string;
  titleRuns: Run[];
  lang: Language;
}

/** One search record: a term in one language's index. */
export interface TermRecord {
  /** The index the record goes in (and its stemming). */
  language: Language;
  /** The term's entry on that language's glossary page (its own URL: a record sharing a page's URL would replace it). */
  url: string;
  /** The names in every language: the headword, then the forms the texts use. */
  content: string;
  /**
   * `title` is the headword in `titleLang`; `topics` is the JSON of the term's
   * `TermTopic`s; `languages` the language of each name of `content`, in order
   * and space-separated, so that results show each name in its language (Pagefind
   * indexes meta values too: language codes add two words to the index, JSON would add many).
   */
  meta: { title: string; titleLang: Language; game: string; topics: string; languages: string };
}

/** The anchor of a term on the glossary page, e.g. `rftg-takeover`. */
export function termAnchor(term: Pick<Term, 'game' | 'id'>): string {
  return `${term.game}-${term.id}`;
}

/** The topics a term links to, each at its text in `lang` where it has one. */
export async function termTopics(term: Term, lang: Language): Promise<TermTopic[]> {
  const topics: TermTopic[] = [];
  for (const topicId of term.topics) {
    const text = textFor(await topicVersions(topicId), lang);
    if (text) topics.push({ url: topicPath(text.data.lang, topicId), title: text.data.title, titleRuns: text.data.titleRuns, lang: text.data.lang });
  }
  return topics;
}

/**
 * The glossary as search records: one per term in each language's index, with
 * the term's names in every language (that index's language first), so a term's
 * name in any language finds its topics from any interface language without
 * loading another language's index.
 *
 * @example
 * // { language: 'fr', url: '/fr/glossary/#rftg-takeover', content: 'takeover, takeovers, захват, захваты',
 * //   meta: { title: 'takeover', titleLang: 'en', game: 'RftG', topics: '[{"url":"/ru/rftg/rebel-vs-imperium/",…}]',
 * //           languages: 'en en ru ru' } }
 */
export async function termRecords(): Promise<TermRecord[]> {
  const games = new Map((await getGames()).map((game) => [game.id, game.data.short]));
  const records: TermRecord[] = [];
  for (const term of await glossaryTerms()) {
    for (const language of languages) {
      const named = [language, ...fallbackLanguages.filter((other) => other !== language)].filter((other) => term.names[other]);
      const titleLang = named[0];
      records.push({
        language,
        url: `${glossaryPath(language)}#${termAnchor(term)}`,
        content: named.flatMap((other) => term.names[other] ?? []).join(', '),
        meta: {
          title: term.names[titleLang]![0],
          titleLang,
          game: games.get(term.game) ?? term.game,
          topics: JSON.stringify((await termTopics(term, language)).map(({ url, title, lang }) => ({ url, title, lang }))),
          languages: named.flatMap((other) => (term.names[other] ?? []).map(() => other)).join(' '),
        },
      });
    }
  }
  return records;
}
