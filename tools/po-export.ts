/**
 * Writes GNU gettext PO files for translators (see docs/translating.md): for
 * each topic its template `po/{game}/{topic}.pot` (the source text's words),
 * and for each language asked for, `po/{game}/{topic}.{lang}.po`: one entry
 * per paragraph, `msgctxt` its id, `msgid` the source's words, `msgstr` the
 * translation's, `#, fuzzy` with the previous original where it is behind.
 * The previous original of an entry whose original changed since is the one
 * the review record kept; for an entry it kept the fingerprint of alone, the
 * file written before gives it (as `msgmerge` would), else git. A file
 * written before keeps its translator's headers.
 * Refuses — nothing written, exit 1 — content with errors, an unknown
 * language or topic.
 *
 * @example
 * npm run po:export -- fr
 * npm run po:export -- fr ru --topic ti4/component-limitations --out /tmp/po
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { isLanguage, languages, type Language } from '../src/i18n/languages.ts';
import { checkedFingerprint, checkedWords } from '../src/content-model/checked-originals.ts';
import { readContent } from '../src/content-model/read-content.ts';
import { formatProblem } from '../src/content-model/problems.ts';
import { poFileOf, topicExchange } from '../src/translation-files/po-entries.ts';
import { poText, readPo, type ReadEntry } from '../src/translation-files/po-files.ts';
import { fromEarlierExport, historyOfOriginals } from '../src/translation-files/previous-originals.ts';

const usage =
  'usage: npm run po:export -- [{lang} …] [--topic {game}/{topic}] … [--out {folder}]   e.g. npm run po:export -- fr';

function refuse(message: string, code = 1): never {
  console.error(`po:export: ${message}\npo:export: nothing written`);
  process.exit(code);
}

let parsed: ReturnType<
  typeof parseArgs<{
    options: { topic: { type: 'string'; multiple: true }; out: { type: 'string' } };
    allowPositionals: true;
  }>
>;
try {
  parsed = parseArgs({
    options: { topic: { type: 'string', multiple: true }, out: { type: 'string' } },
    allowPositionals: true,
  });
} catch (error) {
  refuse(`${error instanceof Error ? error.message : String(error)}\n${usage}`, 2);
}
const root = process.cwd();
const out = parsed.values.out ?? 'po';
for (const lang of parsed.positionals)
  if (!isLanguage(lang)) refuse(`"${lang}" is not a language of the site (${languages.join(', ')})\n${usage}`, 2);
const langs = (parsed.positionals.length > 0 ? parsed.positionals : [...languages]) as Language[];
const model = readContent(root);
const errors = model.problems.filter((problem) => problem.severity === 'error');
if (errors.length > 0)
  refuse(`the content has ${errors.length} error(s); fix them first:\n${errors.map(formatProblem).join('\n')}`);
const allTopics = [...new Set(model.texts.map((text) => text.topicId))];
const topics = parsed.values.topic ?? allTopics;
for (const topicId of topics) if (!allTopics.includes(topicId)) refuse(`no topic "${topicId}" with a text`);

const history = historyOfOriginals(root);
const files: { file: string; text: string }[] = [];
for (const topicId of topics) {
  const template = topicExchange(model, topicId, undefined);
  if (template) files.push({ file: poFileOf(out, topicId), text: poText(template, () => undefined) });
  for (const lang of langs) {
    const exchange = topicExchange(model, topicId, lang);
    if (!exchange) continue;
    const file = poFileOf(out, topicId, lang);
    const path = resolve(root, file);
    const earlier = existsSync(path) ? readPo(readFileSync(path)) : undefined;
    const earlierEntries = new Map<string, ReadEntry>(
      earlier && 'entries' in earlier ? earlier.entries.map((entry) => [entry.context, entry]) : [],
    );
    const checked = model.reviewedTranslations?.data?.[topicId]?.[lang] ?? {};
    // The words the record kept; for a record of a fingerprint alone, the file exported before, then git.
    const text = poText(
      exchange,
      (entry) =>
        checkedWords(checked[entry.context]) ??
        fromEarlierExport(earlierEntries.get(entry.context), entry.id) ??
        (checked[entry.context]
          ? history.fromHistory(
              exchange.source.file,
              exchange.source.lang,
              entry.context,
              checkedFingerprint(checked[entry.context]),
            )
          : undefined),
      earlier && 'headers' in earlier ? earlier.headers : {},
    );
    files.push({ file, text });
  }
}
for (const { file, text } of files) {
  mkdirSync(dirname(resolve(root, file)), { recursive: true });
  writeFileSync(resolve(root, file), text);
}
console.log(`po:export: wrote ${files.length} file(s) under ${out}/ (${langs.join(', ')}; a template .pot per topic)`);
