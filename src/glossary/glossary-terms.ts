/**
 * The multilingual glossary of game terms (`content/terms/{game}.yaml`): each
 * term with its names by language and the topics that use it, for the glossary
 * page (`glossaryRoute`) and the search index (`termRecords`).
 *
 * @example
 * glossaryTermsOf(library, 'ti4', 'fr').find((term) => term.id === 'fighter')
 * // { id: 'fighter', game: 'ti4', names: { en: ['fighter', 'fighters'], ru: […] }, addedByEditors: [],
 * //   topics: [{ path: '/en/ti4/component-limitations/', title: 'Component Limitations', titleRuns: […], lang: 'en' }] }
 */
import type { Glossary, Run } from '../schemas.ts';
import { fallbackLanguages, languages, type Language } from '../i18n/languages.ts';
import { textFor, type Library } from '../library/library.ts';
import { glossaryPath, topicPath } from '../routing/paths.ts';

/** A topic that uses a term: its text's page, title (plain, and in runs by language) and language. */
interface TermTopic {
  path: string;
  title: string;
  titleRuns: Run[];
  lang: Language;
}

/** A term of a game's glossary, with the topics that use it as a page in one language links them. */
export type GlossaryTerm = Omit<Glossary['terms'][number], 'topics'> & { game: string; topics: TermTopic[] };

/** The anchor of a term on the glossary page, e.g. `rftg-takeover`. */
export function termAnchor(term: { game: string; id: string }): string {
  return `${term.game}-${term.id}`;
}

/** A game's terms in the glossary's order, each topic at its text in `lang` where it has one. */
export function glossaryTermsOf(library: Library, game: string, lang: Language): GlossaryTerm[] {
  return (library.glossaries.get(game) ?? []).map((term) => ({
    ...term,
    game,
    topics: term.topics.flatMap((topicId) => {
      const topic = library.topics.get(topicId);
      if (!topic) return [];
      const text = textFor(topic, lang);
      return [{ path: topicPath(text.lang, topicId), title: text.title, titleRuns: text.titleRuns, lang: text.lang }];
    }),
  }));
}

/** One search record: a glossary term, in the site's one search index. */
export interface TermRecord {
  /** The term's entry on the glossary page (its own URL: a record sharing a page's URL would replace it). */
  url: string;
  /** The names in every language (in `fallbackLanguages` order): the headword, then the forms the texts use. */
  content: string;
  /**
   * `title` is the headword in the first language of `fallbackLanguages` that
   * names the term; `topics` is the JSON of the term's topics for each
   * interface language (`url`, `title`, `lang`: a topic's text in that
   * language where it has one); `languages` the language of each name of
   * `content`, in order and space-separated, so that results show each name in
   * its language and its headword in the interface language (Pagefind indexes
   * meta values too: language codes add two words to the index, JSON would add many).
   */
  meta: { title: string; titleLang: Language; game: string; topics: string; languages: string };
}

/**
 * The glossary as search records: one per term, with the term's names in
 * every language, so a term's name in any language finds its topics from any
 * interface language.
 *
 * @example
 * termRecords(library)
 * // [… { url: '/en/glossary/#rftg-takeover', content: 'takeover, takeovers, захват, захваты',
 * //   meta: { title: 'takeover', titleLang: 'en', game: 'RftG', languages: 'en en ru ru',
 * //           topics: '{"ru":[{"url":"/ru/rftg/rebel-vs-imperium/",…}],"en":[…],"fr":[…]}' } } …]
 */
export function termRecords(library: Library): TermRecord[] {
  const records: TermRecord[] = [];
  for (const game of library.games) {
    const byLanguage = languages.map((language) => glossaryTermsOf(library, game.id, language));
    byLanguage[0].forEach((term, index) => {
      const named = fallbackLanguages.filter((other) => term.names[other]);
      const titleLang = named[0];
      const topics = Object.fromEntries(
        languages.map((language, languageIndex) => [
          language,
          byLanguage[languageIndex][index].topics.map(({ path, title, lang }) => ({ url: path, title, lang })),
        ]),
      );
      records.push({
        url: `${glossaryPath(titleLang)}#${termAnchor(term)}`,
        content: named.flatMap((other) => term.names[other] ?? []).join(', '),
        meta: {
          title: term.names[titleLang]![0],
          titleLang,
          game: game.short,
          topics: JSON.stringify(topics),
          languages: named.flatMap((other) => (term.names[other] ?? []).map(() => other)).join(' '),
        },
      });
    });
  }
  return records;
}
