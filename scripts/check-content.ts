/**
 * The content checks alone, without building: `npm run check:content`.
 * Prints every problem as `file:line: what is wrong` and exits 1 on any error.
 *
 * @example
 * node scripts/check-content.ts            # this project
 * node scripts/check-content.ts ../copy    # another copy of it
 */
import { resolve } from 'node:path';
import { checkContent, formatProblem } from '../src/utils/content-checks.ts';

const root = resolve(process.argv[2] ?? '.');
const problems = checkContent(root);
for (const problem of problems) (problem.severity === 'error' ? console.error : console.warn)(formatProblem(problem));
const errors = problems.filter((problem) => problem.severity === 'error').length;
console.log(`content checks: ${errors} error(s), ${problems.length - errors} warning(s)`);
process.exitCode = errors > 0 ? 1 : 0;
