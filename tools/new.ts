/**
 * Starts a new game or a new topic: `npm run new -- game {game}` writes
 * `content/games/{game}.yaml`, `npm run new -- topic {game}/{topic} {lang}`
 * the topic's first text, `content/topics/{game}/{topic}.{lang}.mdx`: each a
 * commented template whose values only the source can give are `FILL IN: …`
 * placeholders, which the checks refuse until replaced (see
 * `src/content-model/new-content.ts` and docs/authoring.md). Refuses —
 * writing nothing, exit 1 — a malformed id, an unknown game or language, a
 * file that exists, a topic that has a text (a translation:
 * `npm run translate`); missing arguments, exit 2.
 *
 * @example
 * npm run new -- game chess
 * npm run new -- topic chess/castling en
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { readContent } from '../src/content-model/read-content.ts';
import { scaffoldGame, scaffoldTopic } from '../src/content-model/new-content.ts';

const usage =
  'usage: npm run new -- game {game}   or   npm run new -- topic {game}/{topic} {lang}   e.g. npm run new -- topic ti4/fighter-tokens en';

function refuse(message: string, code = 1): never {
  console.error(`new: ${message}\nnew: nothing written`);
  process.exit(code);
}

const [kind, id, lang, ...rest] = process.argv.slice(2);
if (kind === 'game' ? !id || lang !== undefined : kind !== 'topic' || !id || !lang || rest.length > 0) refuse(usage, 2);

const root = process.cwd();
const model = readContent(root);
const result: { file: string; text: string; notes?: string[] } | { refusal: string } =
  kind === 'game' ? scaffoldGame(model, id) : scaffoldTopic(model, id, lang);
if ('refusal' in result) refuse(result.refusal);
if (existsSync(join(root, result.file))) refuse(`${result.file} exists already`);
mkdirSync(dirname(join(root, result.file)), { recursive: true });
writeFileSync(join(root, result.file), result.text, { flag: 'wx' });
console.log(`new: wrote ${result.file}`);
for (const note of result.notes ?? []) console.log(`new: ${note}`);
console.log(
  kind === 'game'
    ? `new: replace each FILL IN; then add its first topic: npm run new -- topic ${id}/{topic} {lang} (docs/authoring.md)`
    : 'new: replace each FILL IN from the source (npm run check:content lists them), then build (docs/authoring.md)',
);
