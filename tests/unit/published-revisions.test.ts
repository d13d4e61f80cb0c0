/**
 * The record of published earlier revisions (`content/published-revisions.yaml`):
 * what `npm run ids:publish` appends, and the YAML it writes, read back by the
 * content model's YAML reader with the line of each text and revision. The
 * checks that hold the revisions to it are in `history.test.ts`.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { formatPublishedRevisions, withNewRevisions } from '../../src/content-model/published-revisions.ts';
import { formatProblem } from '../../src/content-model/problems.ts';
import { readContent } from '../../src/content-model/read-content.ts';
import { yamlSource } from '../../src/content-model/yaml-source.ts';
import { contentCopy, removeContentCopies } from '../support/content-copy.ts';
import { publishedRevisionsSchema } from '../../src/schemas.ts';

afterEach(removeContentCopies);

test('withNewRevisions appends the revisions a text adds and never changes or removes a published one', () => {
  const record = { 'ti4/units.ru': { r1: '000000000001', r2: '000000000002' } };
  const texts = new Map([
    [
      'ti4/units.ru',
      [
        { key: 'r1', wordsKey: 'ffffffffffff' },
        { key: 'r2', wordsKey: '000000000002' },
        { key: 'r3', wordsKey: '000000000003' },
      ],
    ],
    ['rftg/goals.en', [{ key: 'r1', wordsKey: '0000000000a1' }]],
  ]);
  expect(withNewRevisions(record, texts)).toEqual({
    record: {
      'rftg/goals.en': { r1: '0000000000a1' },
      'ti4/units.ru': { r1: '000000000001', r2: '000000000002', r3: '000000000003' },
    },
    added: ['ti4/units.ru r3', 'rftg/goals.en r1'],
  });
  expect(record).toEqual({ 'ti4/units.ru': { r1: '000000000001', r2: '000000000002' } });
});

test('the record is YAML that reads back as itself, with the line of each revision where the content checks report it', () => {
  const record = { 'ti4/component-limitations.ru': { r1: '1c975cc5a665', r2: '0123456789ab' } };
  const text = formatPublishedRevisions(record);
  expect(text.startsWith('# Earlier revisions published, by text')).toBe(true);
  expect(parseYaml(text)).toEqual(record);
  const yaml = yamlSource(text);
  expect(yaml.errors).toEqual([]);
  expect(publishedRevisionsSchema.parse(yaml.data)).toEqual(record);
  expect(text.split('\n')[yaml.lineOf(['ti4/component-limitations.ru', 'r2']) - 1]).toBe('  r2: 0123456789ab');
});

test('a record that is not one is refused at the line of each wrong key or value, with what it must be', () => {
  const root = contentCopy('published-revisions');
  writeFileSync(
    join(root, 'content/published-revisions.yaml'),
    'ti4/units:\n  r1: 1c975cc5a665\nti4/units.ru:\n  1: 1c975cc5a665\n  r0: 1c975cc5a665\n  r2: abc\n',
  );
  const file = 'content/published-revisions.yaml';
  expect(
    readContent(root)
      .problems.filter((problem) => problem.file === file)
      .map(formatProblem),
  ).toEqual([
    `${file}:1: ti4/units: must be a text "game/topic.lang", e.g. "ti4/component-limitations.ru"`,
    `${file}:4: ti4/units.ru.1: must be a revision's key, "r" and its order, e.g. "r1"`,
    `${file}:5: ti4/units.ru.r0: must be a revision's key, "r" and its order, e.g. "r1"`,
    `${file}:6: ti4/units.ru.r2: must be the words key of 12 hexadecimal digits that \`npm run ids:publish\` writes`,
  ]);
});
