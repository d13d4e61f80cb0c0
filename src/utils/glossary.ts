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
import { fallbackLanguages, languages, type Language } from './languages.ts';
import { textFor, type Library } from './library.ts';
import { glossaryPath, topicPath } from './routing.ts';

/** A topic that uses a term: its text's page, title (plain, and in runs by language) and language. */
export interface TermTopic {
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
   * topics (`url`, `title`, `lang`); `languages` the language of each name of
   * `content`, in order and space-separated, so that results show each name in
   * its language (Pagefind indexes meta values too: language codes add two
   * words to the index, JSON would add many).
   */
  meta: { title: string; titleLang: Language; game: string; topics: string; languages: string };
}

/**
 * The glossary as search records: one per term in each language's index, with
 * the term's names in every language (that index's language first), so a term's
 * name in any language finds its topics from any interface language.
 *
 * @example
 * termRecords(library)
 * // [… { language: 'fr', url: '/fr/glossary/#rftg-takeover', content: 'takeover, takeovers, захват, захваты',
 * //   meta: { title: 'takeover', titleLang: 'en', game: 'RftG', topics: '[{"url":"/ru/rftg/rebel-vs-imperium/",…}]',
 * //           languages: 'en en ru ru' } } …]
 */
export function termRecords(library: Library): TermRecord[] {
  const records: TermRecord[] = [];
  for (const game of library.games) {
    const byLanguage = languages.map((language) => glossaryTermsOf(library, game.id, language));
    byLanguage[0].forEach((_, index) => {
      languages.forEach((language, languageIndex) => {
        const term = byLanguage[languageIndex][index];
        const named = [language, ...fallbackLanguages.filter((other) => other !== language)].filter((other) => term.names[other]);
        const titleLang = named[0];
        records.push({
          language,
          url: `${glossaryPath(language)}#${termAnchor(term)}`,
          content: named.flatMap((other) => term.names[other] ?? []).join(', '),
          meta: {
            title: term.names[titleLang]![0],
            titleLang,
            game: game.short,
            topics: JSON.stringify(term.topics.map(({ path, title, lang }) => ({ url: path, title, lang }))),
            languages: named.flatMap((other) => (term.names[other] ?? []).map(() => other)).join(' '),
          },
        });
      });
    });
  }
  return records;
}
