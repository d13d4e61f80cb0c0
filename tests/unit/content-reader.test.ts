/**
 * One reader of `content/`: the content model (`src/content-model/`). Any
 * other module of the site or its scripts that opens files (`node:fs`) and
 * names a path of `content/` is listed here with why, so that a new module
 * reading the texts by hand fails this test.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from 'vitest';

const project = resolve(import.meta.dirname, '..', '..');

/** Modules that open files and name `content/`, and why each may. */
const allowed: Record<string, string> = {
  'src/content-model/read-content.ts': 'the content model: the one reader of content/',
  'src/content-model/content-folders.ts': "the content model's listing of content/'s folders, as it walks them",
  'src/content-model/read-revisions.ts':
    "the content model's reader of content/revisions/ (the earlier revisions), on the main thread or a thread of their own",
  'tools/check-content.ts': 'checks that the folder it is given has a content/ (the model reads it)',
  'tools/publish-ids.ts':
    'checks that the folder has a content/, and writes the records of published ids and revisions the model gives it',
  'tools/synthetic-corpus.ts': "writes the bench's synthetic texts into a temporary project",
  'tools/bench.ts': "measures the size of a synthetic project's texts",
  'tools/measure-search.ts':
    'copies the project (its content/ with it) into a temporary folder, to build a synthetic library beside the real texts',
  'src/content-model/translation-commands.ts':
    "the content model's side of the translators' commands: reads content/reviewed-translations.yaml as a YAML document (its comments and order kept) to write it back",
  'tools/translate.ts': 'writes the new translation the content model makes, where no file is (`wx`)',
  'tools/new.ts': 'writes the new game or topic the content model makes, where no file is (`wx`)',
  'src/translation-files/review-record.ts':
    "po:import's side of content/reviewed-translations.yaml: reads it as a YAML document (its comments and order kept) to write it back",
  'tools/po-import.ts':
    "reads a text's MDX as it is, to rewrite only the paragraphs a PO file changed (the rest byte for byte), and writes it",
};

function sources(dir: string): string[] {
  return readdirSync(join(project, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|mjs|astro)$/.test(file))
    .map((file) => `${dir}/${file.split('\\').join('/')}`);
}

test('only the content model reads content/', () => {
  const readers = [...sources('src'), ...sources('tools'), 'astro.config.mjs', 'site.config.ts']
    .filter((file) => {
      const text = readFileSync(join(project, file), 'utf8');
      return /from ['"](?:node:)?fs(?:\/promises)?['"]/.test(text) && /['"`](?:\.\/)?content(?:\/|['"`])/.test(text);
    })
    .sort();
  expect(readers).toEqual(Object.keys(allowed).sort());
});
