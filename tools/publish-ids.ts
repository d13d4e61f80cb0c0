/**
 * Publishes what links may point at: appends to `content/published-ids.yaml`
 * every paragraph id of the content model's texts it lacks, and to
 * `content/published-revisions.yaml` every earlier revision it lacks (its key
 * and words key), never changing, removing or reordering one. Refuses while
 * the content checks report an error (a published id gone missing, a
 * published revision renumbered among them). `npm run ids:publish`.
 *
 * @example
 * node tools/publish-ids.ts            # this project
 * node tools/publish-ids.ts ../copy    # another copy of it
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { formatProblem } from '../src/content-model/problems.ts';
import { publishedIdsFile, publishedRevisionsFile, readContent } from '../src/content-model/read-content.ts';
import { formatPublishedRevisions, withNewRevisions } from '../src/content-model/published-revisions.ts';
import { hasHistory } from '../src/history/revisions.ts';
import { textIdOf } from '../src/schemas.ts';
import { revisionKey } from '../src/routing/paths.ts';
import { languages } from '../src/i18n/languages.ts';
import { formatPublishedIds, withNewIds } from '../src/content-model/published-ids.ts';

const root = resolve(process.argv[2] ?? '.');
if (!existsSync(join(root, 'content'))) {
  console.error(`ids:publish: no content/ folder in ${root} (give the project's folder, or nothing for this one)`);
  process.exit(2);
}
const model = readContent(root);
const errors = model.problems.filter((problem) => problem.severity === 'error');
if (errors.length > 0) {
  for (const error of errors) console.error(formatProblem(error));
  console.error(`ids:publish: ${errors.length} error(s) in the content: fix them first, nothing published`);
  process.exit(1);
}
// Each topic's ids, one list per text in the site's language order.
const texts = new Map<string, string[][]>();
for (const text of [...model.texts].sort((a, b) => languages.indexOf(a.lang) - languages.indexOf(b.lang))) {
  if (!texts.has(text.topicId)) texts.set(text.topicId, []);
  texts.get(text.topicId)!.push(text.paragraphs.map((paragraph) => paragraph.id));
}
const path = join(root, publishedIdsFile);
const { record: next, added } = withNewIds(
  model.publishedIds?.data ?? {},
  new Map([...texts].sort(([a], [b]) => (a < b ? -1 : 1))),
);
if (added.length > 0 || !existsSync(path)) writeFileSync(path, formatPublishedIds(next));
for (const id of added) console.log(`published ${id}`);
console.log(`ids:publish: ${added.length} id(s) added to ${publishedIdsFile}`);

// Each text's earlier revisions, earliest first (the current text is not recorded: see published-revisions.ts).
const revisions = new Map(
  model.texts
    .flatMap((text) =>
      text.data && hasHistory(text.data)
        ? [
            [
              textIdOf(text),
              text.data.revisions.map((revision) => ({
                key: revisionKey(revision.revision.order),
                wordsKey: revision.wordsKey!,
              })),
            ] as const,
          ]
        : [],
    )
    .sort(([a], [b]) => (a < b ? -1 : 1)),
);
const revisionsPath = join(root, publishedRevisionsFile);
const published = withNewRevisions(model.publishedRevisions?.data ?? {}, revisions);
if (published.added.length > 0 || (!existsSync(revisionsPath) && revisions.size > 0))
  writeFileSync(revisionsPath, formatPublishedRevisions(published.record));
for (const revision of published.added) console.log(`published ${revision}`);
console.log(`ids:publish: ${published.added.length} revision(s) added to ${publishedRevisionsFile}`);
