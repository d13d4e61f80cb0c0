/**
 * Titles and links to topics as pages show them: a title in runs by language,
 * marked where it is not in the page's language; a link to a topic's page in
 * the page's language; a related topic (a link, or a mention where it has no
 * text yet).
 *
 * @example
 * titleOf(ti4ComponentLimitationsEn, 'fr') // { runs: [{ text: 'Component Limitations' }], lang: 'en' }
 * topicLink(topic, 'fr') // { topicId: 'ti4/component-limitations', path: '/fr/ti4/component-limitations/', title: {…}, otherLanguages: ['ru', 'en'] }
 */
import type { Language } from '../../i18n/languages.ts';
import { shownLanguage } from '../../i18n/languages.ts';
import { textFor, type Library, type Topic } from '../../library/library.ts';
import type { Run, Text } from '../../schemas.ts';
import { topicPath } from '../paths.ts';

/**
 * A title as a page shows it: in runs by language, marked with the language it
 * is in where that is not the page's (`lang`), with its printed number.
 */
export interface Title {
  runs: Run[];
  lang?: Language;
  number?: string;
}

/** A text's title on a page in `lang`. */
export function titleOf(text: Text, lang: Language): Title {
  return {
    runs: text.titleRuns,
    ...(text.lang === lang ? {} : { lang: text.lang }),
    ...(text.number ? { number: text.number } : {}),
  };
}

/** A known topic's title (it has no text) on a page in `lang`: in `lang` where the game gives it, else a fallback language. */
export function knownTitleOf(titles: Partial<Record<Language, string>>, lang: Language): Title {
  const shown = shownLanguage(lang, Object.keys(titles) as Language[])!;
  return { runs: [{ text: titles[shown]! }], ...(shown === lang ? {} : { lang: shown }) };
}

/** A topic in a list: a link to its page in `lang`, its title, and the languages it has where `lang` is not one. */
export interface TopicLink {
  topicId: string;
  path: string;
  title: Title;
  /** The languages of its texts, where it has none in `lang`. */
  otherLanguages?: Language[];
}

export function topicLink(topic: Topic, lang: Language): TopicLink {
  const text = textFor(topic, lang);
  return {
    topicId: topic.id,
    path: topicPath(lang, topic.id),
    title: titleOf(text, lang),
    ...(text.lang === lang ? {} : { otherLanguages: [...topic.texts.keys()] }),
  };
}

/** A topic a page names that has no text yet (a known topic of its game). */
export interface UnwrittenTopic {
  topicId: string;
  title: Title;
}

/** A related topic: a link where it has a text, a mention where it is a known topic without one. */
export type RelatedTopic = ({ written: true } & TopicLink) | ({ written: false } & UnwrittenTopic);

export function relatedTopic(library: Library, topicId: string, lang: Language): RelatedTopic {
  const topic = library.topics.get(topicId);
  if (topic) return { written: true, ...topicLink(topic, lang) };
  const [game, slug] = topicId.split('/');
  const titles = library.games.find((each) => each.id === game)?.knownTopics[slug];
  if (!titles) throw new Error(`related topic "${topicId}" is neither a topic nor a known topic`);
  return { written: false, topicId, title: knownTitleOf(titles, lang) };
}
