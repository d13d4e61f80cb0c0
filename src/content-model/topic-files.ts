/**
 * The name of a topic's text on disk: `content/topics/{game}/{topic}.{lang}.mdx`.
 * The one place that reads it, for the collection ids, the sitemap, the
 * content checks and the tests.
 *
 * @example
 * topicFileOf('ti4/component-limitations.ru.mdx')
 * // { game: 'ti4', topic: 'component-limitations', topicId: 'ti4/component-limitations', lang: 'ru' }
 * topicFileOf('ti4/Component Limitations.mdx') // undefined
 */

export interface TopicFileName {
  game: string;
  topic: string;
  /** `game/topic` */
  topicId: string;
  /** As written in the name: check it with `isLanguage`. */
  lang: string;
}

const topicFile = /^([a-z0-9]+(?:-[a-z0-9]+)*)\/([a-z0-9]+(?:-[a-z0-9]+)*)\.([a-z]+)\.mdx$/;

/** A path under `content/topics/` (`/` or `\` between folders) read as game, topic and language; `undefined` if it is not one. */
export function topicFileOf(path: string): TopicFileName | undefined {
  const match = topicFile.exec(path.split('\\').join('/'));
  if (!match) return undefined;
  const [, game, topic, lang] = match;
  return { game, topic, topicId: `${game}/${topic}`, lang };
}
