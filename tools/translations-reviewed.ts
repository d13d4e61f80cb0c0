/**
 * Records a translation as checked against its topic's original: writes into
 * `content/reviewed-translations.yaml` the original paragraph of each
 * translated paragraph (or of the paragraphs named) — its fingerprint, number
 * and words — so that a later change of the original marks those paragraphs
 * as behind, with what changed in the original since (see
 * `reviewedOriginals` in `src/content-model/translation-commands.ts` and
 * docs/translating.md). Refuses — writing nothing, exit 1 — an unknown topic
 * or language, a topic with no original, the original itself, content with
 * errors.
 *
 * @example
 * npm run translations:reviewed -- ti4/component-limitations ru
 * npm run translations:reviewed -- ti4/component-limitations ru dice tokens
 */
import { parseArgs } from 'node:util';
import { readContent, reviewedTranslationsFile } from '../src/content-model/read-content.ts';
import { reviewedOriginals, writeReviewed } from '../src/content-model/translation-commands.ts';

const usage =
  'usage: npm run translations:reviewed -- {game}/{topic} {lang} [{paragraph id} …]   e.g. npm run translations:reviewed -- ti4/component-limitations ru';

function refuse(message: string, code = 1): never {
  console.error(`translations:reviewed: ${message}\ntranslations:reviewed: nothing written`);
  process.exit(code);
}

let positionals: string[];
try {
  ({ positionals } = parseArgs({ allowPositionals: true }));
} catch (error) {
  refuse(`${error instanceof Error ? error.message : String(error)}\n${usage}`, 2);
}
const [topicId, lang, ...ids] = positionals;
if (!topicId || !lang) refuse(usage, 2);

const root = process.cwd();
const result = reviewedOriginals(readContent(root), { topicId, lang, ids });
if ('refusal' in result) refuse(result.refusal);
writeReviewed(root, topicId, result.text.lang, result.entries, result.whole);
const count = Object.keys(result.entries).length;
console.log(
  `translations:reviewed: ${result.text.file}: ${count} paragraph(s) recorded in ${reviewedTranslationsFile} as checked against ${result.original.file}`,
);
if (result.wasBehind.length > 0) console.log(`translations:reviewed: no longer behind: ${result.wasBehind.join(', ')}`);
