/**
 * The record of published paragraph ids, `content/published-ids.yaml`: for
 * each topic, every paragraph id a link may already point at
 * (`/{lang}/{game}/{topic}/#id`). The content checks hold the texts to it
 * (`src/content-model/content-checks.ts`); `npm run ids:publish`
 * (`tools/publish-ids.ts`) appends the ids the texts have that it lacks,
 * never removing or reordering one.
 *
 * @example
 * withNewIds({ 'ti4/units': ['dice'] }, new Map([['ti4/units', [['dice', 'tokens']]]]))
 * // { record: { 'ti4/units': ['dice', 'tokens'] }, added: ['ti4/units#tokens'] }
 */
import { stringify } from 'yaml';
import type { PublishedIds } from '../schemas.ts';

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
export function withNewIds(
  record: PublishedIds,
  texts: Map<string, string[][]>,
): { record: PublishedIds; added: string[] } {
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
  return `${header}\n${stringify(record, { lineWidth: 0 })}`;
}
