/**
 * The multilingual glossary of game terms (`content/terms/{game}.yaml`): each
 * term with its names by language and the topics that use it. Feeds the
 * glossary page and the search index.
 *
 * @example
 * const terms = await glossaryTerms();
 * terms.find((term) => term.id === 'fighter')?.names.ru // ['истребитель', 'истребителей', 'истребители']
 */
import { getCollection } from 'astro:content';
import type { Glossary } from '../schemas.ts';
import { languages, type Language } from './languages.ts';
import { topicPath } from './routing.ts';
import { getGames, textFor, topicVersions } from './topics.ts';

export type Term = Glossary['terms'][number] & { game: string };

/** Every term of every game, games in the site's order, terms in the glossary's. */
export async function glossaryTerms(): Promise<Term[]> {
  const glossaries = new Map((await getCollection('terms')).map((entry) => [entry.data.game, entry.data.terms]));
  return (await getGames()).flatMap((game) => (glossaries.get(game.id) ?? []).map((term) => ({ ...term, game: game.id })));
}

/** One search record: a term's names in one language, pointing at a topic's text. */
export interface TermRecord {
  /** The language of the names: the record is indexed with that language's stemming. */
  language: Language;
  /** The topic's text: in the names' language where it has one, else the text its pages show. */
  url: string;
  /** The names, the headword first, then the forms the texts use. */
  content: string;
  meta: { title: string; game: string; term: string; lang: Language };
}

/**
 * The glossary as search records, one per term, language of its names and topic.
 *
 * @example
 * // { language: 'en', url: '/ru/rftg/rebel-vs-imperium/', content: 'takeover takeovers', meta: { term: 'takeover', lang: 'ru', … } }
 */
export async function termRecords(): Promise<TermRecord[]> {
  const games = new Map((await getGames()).map((game) => [game.id, game.data.short]));
  const records: TermRecord[] = [];
  for (const term of await glossaryTerms()) {
    for (const topicId of term.topics) {
      const versions = await topicVersions(topicId);
      for (const language of languages) {
        const names = term.names[language];
        const text = versions.get(language) ?? textFor(versions, language);
        if (!names || !text) continue;
        records.push({
          language,
          url: topicPath(text.data.lang, topicId),
          content: names.join(' '),
          meta: { title: text.data.title, game: games.get(term.game) ?? term.game, term: names[0], lang: text.data.lang },
        });
      }
    }
  }
  return records;
}
