/**
 * Queries on the content collections: topics in their languages, games, and
 * what a reference in a text points at.
 *
 * @example
 * const versions = await topicVersions('ti4/component-limitations');
 * versions.get('ru')?.data.title // 'Ограничение на компоненты'
 * await resolveReference('ti4/units') // { kind: 'known', topicId: 'ti4/units', titles: { en: 'Units', ru: 'Отряды' } }
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { languages, shownLanguage, type Language } from './languages.ts';
import { paragraphsOf, type Paragraph } from './paragraphs.ts';
import { parseReference } from './routing.ts';

/** One topic's text in one language. */
export type TopicText = CollectionEntry<'topics'>;
export type GameEntry = CollectionEntry<'games'>;

/** `ru/ti4/component-limitations` → `ti4/component-limitations`. */
export function topicIdOf(text: TopicText): string {
  return text.id.split('/').slice(1).join('/');
}

/** `ti4/component-limitations` → `component-limitations`. */
export function topicSlugOf(topicId: string): string {
  return topicId.split('/')[1] ?? '';
}

let gameIndex: Promise<GameEntry[]> | undefined;

/** All games, by id, in a stable order; read once per build. */
export async function getGames(): Promise<GameEntry[]> {
  gameIndex ??= getCollection('games').then((games) => games.sort((a, b) => a.data.short.localeCompare(b.data.short)));
  return [...(await gameIndex)];
}

/** Every topic page, `/{lang}/{game}/{topic}/`: each topic in each language (see `textFor`). */
export async function topicPages(): Promise<{ lang: Language; topicId: string; game: GameEntry }[]> {
  const pages = [];
  for (const game of await getGames()) {
    for (const topicId of await getTopicIds(game.id)) {
      for (const lang of languages) pages.push({ lang, topicId, game });
    }
  }
  return pages;
}

let topicIdIndex: Promise<string[]> | undefined;

/**
 * Every topic id that has a text in at least one language, sorted. Read once
 * per build: `getCollection` copies every entry, and every topic page asks.
 */
export async function getTopicIds(game?: string): Promise<string[]> {
  topicIdIndex ??= getCollection('topics').then((texts) => [...new Set(texts.map(topicIdOf))].sort());
  const ids = await topicIdIndex;
  return game ? ids.filter((id) => id.startsWith(`${game}/`)) : ids;
}

/** A topic's texts by language, in the site's language order. */
export async function topicVersions(topicId: string): Promise<Map<Language, TopicText>> {
  const texts = await textsById();
  const versions = new Map<Language, TopicText>();
  for (const lang of languages) {
    const text = texts.get(`${lang}/${topicId}`);
    if (text) versions.set(lang, text);
  }
  return versions;
}

let textIndex: Promise<Map<string, TopicText>> | undefined;

/** Every text by entry id (`lang/game/topic`), read once per build. */
function textsById(): Promise<Map<string, TopicText>> {
  textIndex ??= getCollection('topics').then((texts) => new Map(texts.map((text) => [text.id, text])));
  return textIndex;
}

/**
 * The text to show for a topic in a language: its own, or else the first
 * language it exists in, in the order English, Russian, French (`shownLanguage`).
 */
export function textFor(versions: Map<Language, TopicText>, lang: Language): TopicText | undefined {
  const shown = shownLanguage(lang, versions.keys());
  return shown && versions.get(shown);
}

const paragraphIndex = new WeakMap<TopicText, Paragraph[]>();

/**
 * A text's paragraphs (`paragraphsOf` its body), read once per build: the topic
 * page, its citations and each of its paragraph pages all ask.
 *
 * @example
 * paragraphsOfText(versions.get('ru')!).find((paragraph) => paragraph.id === 'unit-tokens')?.number // undefined (printed "б)")
 */
export function paragraphsOfText(text: TopicText): Paragraph[] {
  let paragraphs = paragraphIndex.get(text);
  if (!paragraphs) {
    paragraphs = paragraphsOf(text.body ?? '');
    paragraphIndex.set(text, paragraphs);
  }
  return paragraphs;
}

export type Resolved =
  | { kind: 'topic'; topicId: string; paragraph?: string }
  | { kind: 'known'; topicId: string; titles: Partial<Record<Language, string>> }
  | { kind: 'missing'; topicId: string };

/**
 * What a reference (`game/topic` or `game/topic#paragraph`) in a text points
 * at: a topic (or its paragraph), or a known topic or known paragraph without
 * a text yet (`knownTopics`, `knownParagraphs` of `content/games/{game}.yaml`).
 */
export async function resolveReference(to: string): Promise<Resolved> {
  const { topicId, game, topic, paragraph } = parseReference(to);
  const gameEntry = (await getGames()).find((entry) => entry.id === game);
  const versions = await topicVersions(topicId);
  if (versions.size > 0) {
    const paragraphTitles = paragraph ? gameEntry?.data.knownParagraphs[`${topic}#${paragraph}`] : undefined;
    const written = [...versions.values()].some((text) => paragraphsOfText(text).some((each) => each.id === paragraph));
    if (paragraphTitles && !written) return { kind: 'known', topicId, titles: paragraphTitles };
    return { kind: 'topic', topicId, paragraph };
  }
  const titles = gameEntry?.data.knownTopics[topic];
  if (titles) return { kind: 'known', topicId, titles };
  return { kind: 'missing', topicId };
}
