/**
 * Takes translated PO files back into `content/` (see docs/translating.md and
 * `importPlan` in `src/translation-files/import-plan.ts`): each text's MDX,
 * front matter and `content/reviewed-translations.yaml`, as a hand edit
 * would leave them. Refuses — every problem as `file:line`, nothing written,
 * exit 1 — an unknown paragraph or one given twice, broken or lost tags, a
 * `Language` header that is not the file's, broken PO syntax, a file not in
 * UTF-8, content with errors.
 *
 * @example
 * npm run po:import -- po/ti4/component-limitations.fr.po
 * npm run po:import -- po            # every .po file under po/
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { readContent } from '../src/content-model/read-content.ts';
import { importPlan, type PoFileIn } from '../src/translation-files/import-plan.ts';
import { writeReviewChanges } from '../src/translation-files/review-record.ts';

const usage =
  'usage: npm run po:import -- {file.po or folder} …   e.g. npm run po:import -- po/ti4/component-limitations.fr.po';

function refuse(message: string, code = 1): never {
  console.error(`${message}\npo:import: nothing written`);
  process.exit(code);
}

let positionals: string[];
try {
  ({ positionals } = parseArgs({ allowPositionals: true }));
} catch (error) {
  refuse(`po:import: ${error instanceof Error ? error.message : String(error)}\n${usage}`, 2);
}
if (positionals.length === 0) refuse(`po:import: ${usage}`, 2);
const root = process.cwd();

/** The .po files a path names: the file, or those under the folder. */
function poFiles(path: string): string[] {
  let stat: ReturnType<typeof statSync>;
  try {
    stat = statSync(path);
  } catch {
    refuse(`${path}:1: no such file or folder`);
  }
  if (!stat.isDirectory()) return [path];
  return readdirSync(path, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.po'))
    .sort()
    .map((name) => join(path, name));
}

const files: PoFileIn[] = positionals.flatMap(poFiles).map((path) => ({
  file: relative(root, join(root, path)) || path,
  bytes: readFileSync(path),
}));
const plan = importPlan(readContent(root), files, (file) => readFileSync(join(root, file), 'utf8'));
if ('refusals' in plan) refuse(plan.refusals.join('\n'));
for (const { file, text } of plan.writes) writeFileSync(join(root, file), text);
writeReviewChanges(root, plan.review);
for (const line of plan.changed) console.log(`po:import: ${line}`);
console.log(
  `po:import: ${files.length} file(s) read; ${plan.writes.length} text(s) and ${plan.review.length} review record entr(ies) written`,
);
