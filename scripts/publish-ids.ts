/**
 * Publishes the texts' paragraph ids: appends to `content/published-ids.yaml`
 * every id of `content/topics/` it lacks, never removing or reordering one.
 * Refuses while the content checks report an error (a published id gone
 * missing among them). `npm run ids:publish`.
 *
 * @example
 * node scripts/publish-ids.ts            # this project
 * node scripts/publish-ids.ts ../copy    # another copy of it
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import yaml from 'js-yaml';
import { publishedIdsSchema } from '../src/schemas.ts';
import { checkContent, formatProblem } from '../src/utils/content-checks.ts';
import { formatPublishedIds, paragraphIdsOnDisk, publishedIdsFile, withNewIds } from '../src/utils/published-ids.ts';

const root = resolve(process.argv[2] ?? '.');
const errors = checkContent(root).filter((problem) => problem.severity === 'error');
if (errors.length > 0) {
  for (const error of errors) console.error(formatProblem(error));
  console.error(`ids:publish: ${errors.length} error(s) in the content: fix them first, nothing published`);
  process.exit(1);
}
const path = join(root, publishedIdsFile);
const record = existsSync(path) ? publishedIdsSchema.parse(yaml.load(readFileSync(path, 'utf8')) ?? {}) : {};
const { record: next, added } = withNewIds(record, paragraphIdsOnDisk(root));
if (added.length > 0 || !existsSync(path)) writeFileSync(path, formatPublishedIds(next));
for (const id of added) console.log(`published ${id}`);
console.log(`ids:publish: ${added.length} id(s) added to ${publishedIdsFile}`);
