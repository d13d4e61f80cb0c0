/**
 * Starts a translation: writes `content/topics/{game}/{topic}.{lang}.mdx` from
 * the topic's original (or the text named by `--from`), every paragraph with
 * its id and number and the other text's words marked `untranslated`, the
 * front matter filled in as far as it can be (see `scaffoldTranslation` in
 * `src/content-model/translation-commands.ts` and docs/translating.md).
 * Refuses — writing nothing, exit 1 — an unknown topic or language, a text
 * that exists, `--from` a language the topic has no text in, content with
 * errors.
 *
 * @example
 * npm run translate -- ti4/component-limitations fr
 * npm run translate -- swccg/actions en --from fr
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readContent } from '../src/content-model/read-content.ts';
import { scaffoldTranslation } from '../src/content-model/translation-commands.ts';

const usage =
  'usage: npm run translate -- {game}/{topic} {lang} [--from {lang}]   e.g. npm run translate -- ti4/component-limitations fr';

function refuse(message: string, code = 1): never {
  console.error(`translate: ${message}\ntranslate: nothing written`);
  process.exit(code);
}

let parsed: ReturnType<typeof parseArgs<{ options: { from: { type: 'string' } }; allowPositionals: true }>>;
try {
  parsed = parseArgs({ options: { from: { type: 'string' } }, allowPositionals: true });
} catch (error) {
  refuse(`${error instanceof Error ? error.message : String(error)}\n${usage}`, 2);
}
const [topicId, lang, ...rest] = parsed.positionals;
if (!topicId || !lang || rest.length > 0) refuse(usage, 2);

const root = process.cwd();
const result = scaffoldTranslation(readContent(root), { topicId, lang, from: parsed.values.from });
if ('refusal' in result) refuse(result.refusal);
if (existsSync(join(root, result.file))) refuse(`${result.file} exists already`);
writeFileSync(join(root, result.file), result.mdx, { flag: 'wx' });
console.log(`translate: wrote ${result.file} from ${result.from.file}`);
console.log(
  'translate: translate each paragraph marked untranslated="…" and remove the mark; then `npm run translations:reviewed -- ' +
    `${topicId} ${lang}` +
    '` once checked (docs/translating.md)',
);
