/**
 * The topic texts in `content/topics/`, read straight from the files, for the
 * tests to compare with the built site.
 *
 * @example
 * topicTexts().find((text) => text.topicId === 'ti4/component-limitations' && text.lang === 'ru')
 * // { topicId: 'ti4/component-limitations', game: 'ti4', topic: 'component-limitations', lang: 'ru', file: '…', source: '…' }
 * topicIds() // ['rftg/rebel-vs-imperium', 'swccg/actions', …]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isLanguage, type Language } from '../../src/utils/languages.ts';
import { topicFileOf } from '../../src/utils/topic-files.ts';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const topicsDir = join(repoRoot, 'content/topics');

export interface TopicFile {
  /** `game/topic` */
  topicId: string;
  game: string;
  topic: string;
  lang: Language;
  /** Path relative to the repository. */
  file: string;
  /** The whole MDX file. */
  source: string;
}

/** Every `content/topics/{game}/{topic}.{lang}.mdx`, sorted by path. */
export function topicTexts(): TopicFile[] {
  return readdirSync(topicsDir, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.mdx'))
    .sort()
    .map((path) => {
      const name = topicFileOf(path);
      if (!name || !isLanguage(name.lang)) throw new Error(`content/topics/${path} is not named {game}/{topic}.{lang}.mdx`);
      const { topicId, game, topic } = name;
      return { topicId, game, topic, lang: name.lang, file: `content/topics/${path.split('\\').join('/')}`, source: readFileSync(join(topicsDir, path), 'utf8') };
    });
}

/** Every topic id with a text in at least one language, sorted. */
export function topicIds(): string[] {
  return [...new Set(topicTexts().map((text) => text.topicId))].sort();
}

/** Every game id, from `content/games/{game}.yaml`, sorted. */
export function gameIds(): string[] {
  return readdirSync(join(repoRoot, 'content/games'))
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => name.slice(0, -'.yaml'.length))
    .sort();
}

/** The topics the site must have: losing one of them fails the tests. */
export const expectedTopicIds = [
  'rftg/rebel-vs-imperium',
  'swccg/actions',
  'swccg/activate-force',
  'swccg/activate-phase',
  'swccg/activating-force',
  'swccg/adjacent',
  'swccg/admirals-order',
  'ti4/component-limitations',
];

export const expectedGameIds = ['rftg', 'swccg', 'ti4'];
