/**
 * The record of published paragraph ids, `content/published-ids.yaml`: for
 * each topic, every paragraph id a link may already point at
 * (`/{lang}/{game}/{topic}/#id`). The content checks hold the texts to it;
 * `npm run ids:publish` (`scripts/publish-ids.ts`) appends the ids the texts
 * have that it lacks, never removing or reordering one.
 *
 * @example
 * withNewIds({ 'ti4/units': ['dice'] }, new Map([['ti4/units', [['dice', 'tokens']]]]))
 * // { record: { 'ti4/units': ['dice', 'tokens'] }, added: ['ti4/units#tokens'] }
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';
import type { PublishedIds } from '../schemas.ts';
import { isLanguage, languages, type Language } from './languages.ts';
import { paragraphsOf } from './paragraphs.ts';
import { topicFileOf } from './topic-files.ts';

/** Where the record is, from the project root. */
export const publishedIdsFile = 'content/published-ids.yaml';

const header = `# Paragraph ids published, by topic: a link may point at any of them
# (/{lang}/{game}/{topic}/#id), so none may change or go away. The build fails
# when a text of a topic lacks one. Add new ids with \`npm run ids:publish\`;
# never edit or remove a line by hand. See docs/authoring.md.
`;

/**
 * The record with the ids of `texts` it lacks appended: topics in order of
 * their id, a topic's ids in the order the texts give them (its texts in the
 * site's language order). Nothing is removed.
 */
export function withNewIds(record: PublishedIds, texts: Map<string, string[][]>): { record: PublishedIds; added: string[] } {
  const next: PublishedIds = Object.fromEntries(Object.entries(record).map(([topicId, ids]) => [topicId, [...ids]]));
  const added: string[] = [];
  for (const [topicId, versions] of texts) {
    const ids = (next[topicId] ??= []);
    for (const id of versions.flat()) {
      if (ids.includes(id)) continue;
      ids.push(id);
      added.push(`${topicId}#${id}`);
    }
  }
  const sorted = Object.fromEntries(Object.entries(next).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return { record: sorted, added };
}

/** The record as the YAML file holds it, with its header. */
export function formatPublishedIds(record: PublishedIds): string {
  return `${header}\n${yaml.dump(record, { lineWidth: -1 })}`;
}

/**
 * The 1-based line of a topic (`id` left out) or of one of its ids in the
 * record's text, as `formatPublishedIds` writes it.
 */
export function lineInRecord(source: string, topicId: string, id?: string): number | undefined {
  const lines = source.split('\n');
  const topicLine = lines.findIndex((line) => line.replace(/^['"]|['"]?:\s*$/g, '') === topicId);
  if (topicLine === -1) return undefined;
  if (id === undefined) return topicLine + 1;
  for (let index = topicLine + 1; index < lines.length && !/^\S/.test(lines[index]); index += 1) {
    if (lines[index].replace(/^\s*-\s*['"]?|['"]?\s*$/g, '') === id) return index + 1;
  }
  return topicLine + 1;
}

/** The paragraph ids of every topic text under `root`'s `content/topics/`, by topic, one list per language the topic has. */
export function paragraphIdsOnDisk(root: string): Map<string, string[][]> {
  const byTopic = new Map<string, Map<Language, string[]>>();
  const topicsDir = join(root, 'content', 'topics');
  if (!existsSync(topicsDir)) return new Map();
  for (const path of readdirSync(topicsDir, { recursive: true, encoding: 'utf8' }).sort()) {
    const file = topicFileOf(path);
    if (!file || !isLanguage(file.lang)) continue;
    const ids = paragraphsOf(readFileSync(join(topicsDir, path), 'utf8')).map((paragraph) => paragraph.id).filter(Boolean);
    if (!byTopic.has(file.topicId)) byTopic.set(file.topicId, new Map());
    byTopic.get(file.topicId)!.set(file.lang, ids);
  }
  return new Map(
    [...byTopic].map(([topicId, versions]) => [topicId, languages.filter((lang) => versions.has(lang)).map((lang) => versions.get(lang)!)]),
  );
}
