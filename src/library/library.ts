/**
 * The library: the content indexed once per build — games in order, each
 * game's topics, each topic's texts by language, the glossaries — for the route
 * data of every page (`src/routing/route-data/`) and the build's steps. Nothing here
 * reads `content/`.
 *
 * @example
 * const library = libraryOf({ games, texts, glossaries });
 * library.topics.get('ti4/component-limitations')?.texts.get('ru')?.title // 'Ограничение на компоненты'
 * library.gameTopics('swccg').map((topic) => topic.id) // ['swccg/actions', 'swccg/activate-force', …]
 * textFor(library.topics.get('swccg/actions')!, 'en')?.lang // 'fr' (a fallback)
 */
import type { Game, Glossary, Text } from '../schemas.ts';
import { languages, shownLanguage, type Language } from '../i18n/languages.ts';

/** A game with its id. */
export interface GameInfo extends Game {
  id: string;
}

/** A topic: its id, game, and texts by language in the site's language order. */
export interface Topic {
  /** `game/topic` */
  id: string;
  game: GameInfo;
  /** `component-limitations` of `ti4/component-limitations`. */
  slug: string;
  texts: Map<Language, Text>;
  /**
   * The languages of its texts that a page in another language may show
   * (`textFor`): those with a paragraph translated — a translation only
   * started, every paragraph still in its original's words, is none while
   * another text exists.
   */
  fallbacks: Language[];
}

export interface Library {
  /** Games by their short name's order. */
  games: GameInfo[];
  /** Every topic with a text in at least one language, by id, in id order. */
  topics: Map<string, Topic>;
  /** A game's topics, in id order. */
  gameTopics(game: string): Topic[];
  /** Each game's glossary, by game id. */
  glossaries: Map<string, Glossary['terms']>;
}

/** The library of games, texts and glossaries (the build's: `modelLibrary`, from the content model). */
function libraryOf(content: { games: GameInfo[]; texts: Text[]; glossaries: Glossary[] }): Library {
  const games = [...content.games].sort((a, b) => a.short.localeCompare(b.short));
  const gameById = new Map(games.map((game) => [game.id, game]));
  const texts = [...content.texts];
  texts.sort((a, b) =>
    a.topicId < b.topicId ? -1 : a.topicId > b.topicId ? 1 : languages.indexOf(a.lang) - languages.indexOf(b.lang),
  );
  const topics = new Map<string, Topic>();
  for (const text of texts) {
    let topic = topics.get(text.topicId);
    if (!topic) {
      const game = gameById.get(text.game);
      if (!game) throw new Error(`${text.file}: no game "${text.game}"`);
      topic = { id: text.topicId, game, slug: text.topicId.split('/')[1], texts: new Map(), fallbacks: [] };
      topics.set(text.topicId, topic);
    }
    topic.texts.set(text.lang, text);
  }
  const byGame = new Map<string, Topic[]>();
  for (const topic of topics.values()) {
    const begun = [...topic.texts.values()]
      .filter((text) => text.paragraphs.some((paragraph) => !paragraph.untranslated))
      .map((text) => text.lang);
    topic.fallbacks = begun.length > 0 ? begun : [...topic.texts.keys()];
    if (!byGame.has(topic.game.id)) byGame.set(topic.game.id, []);
    byGame.get(topic.game.id)!.push(topic);
  }
  const glossaries = new Map(content.glossaries.map((glossary) => [glossary.game, glossary.terms]));
  return { games, topics, gameTopics: (game) => byGame.get(game) ?? [], glossaries };
}

/**
 * The text to show for a topic on a page in `lang`: its own, or else the first
 * of its `fallbacks` in the order English, Russian, French (`shownLanguage`).
 * Every topic has a text in some language, so there is always one.
 *
 * @example
 * textFor(swccgActions, 'ru') // the French text, even where an English one was only started from it
 */
export function textFor(topic: Topic, lang: Language): Text {
  const shown = topic.texts.has(lang) ? lang : shownLanguage(lang, topic.fallbacks);
  const text = shown && topic.texts.get(shown);
  if (!text) throw new Error(`topic ${topic.id} has no text`);
  return text;
}

/** The library of the content model's valid data. */
export function modelLibrary(model: {
  games: { id: string; data?: Game }[];
  texts: { data?: Text }[];
  glossaries: { data?: Glossary }[];
}): Library {
  return libraryOf({
    games: model.games.flatMap((game) => (game.data ? [{ id: game.id, ...game.data }] : [])),
    texts: model.texts.flatMap((text) => (text.data ? [text.data] : [])),
    glossaries: model.glossaries.flatMap((glossary) => (glossary.data ? [glossary.data] : [])),
  });
}
