/**
 * The content checks alone, without building: `npm run check:content`. Reads
 * the content model (`src/content-model/`) and prints every problem as
 * `file:line: what is wrong`; exits 1 on any error.
 *
 * @example
 * node tools/check-content.ts            # this project
 * node tools/check-content.ts ../copy    # another copy of it
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { formatProblem } from '../src/content-model/problems.ts';
import { readContent } from '../src/content-model/read-content.ts';

const root = resolve(process.argv[2] ?? '.');
if (!existsSync(join(root, 'content'))) {
  console.error(`check:content: no content/ folder in ${root} (give the project's folder, or nothing for this one)`);
  process.exit(2);
}
const { problems } = readContent(root);
for (const problem of problems) (problem.severity === 'error' ? console.error : console.warn)(formatProblem(problem));
const errors = problems.filter((problem) => problem.severity === 'error').length;
console.log(`content checks: ${errors} error(s), ${problems.length - errors} warning(s)`);
process.exitCode = errors > 0 ? 1 : 0;
