/**
 * The record of published paragraph ids (`content/published-ids.yaml`): what
 * `npm run ids:publish` appends, and the YAML it writes, read back by the
 * content model's YAML reader with the line of each topic and id.
 */
import { expect, test } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { yamlSource } from '../../src/content-model/yaml-source.ts';
import { formatPublishedIds, withNewIds } from '../../src/content-model/published-ids.ts';

test('withNewIds appends what the texts add, in their order, and never removes or reorders a published id', () => {
  const record = { 'ti4/units': ['tokens', 'dice', 'gone'] };
  const texts = new Map([
    [
      'ti4/units',
      [
        ['dice', 'tokens', 'fighters'],
        ['dice', 'tokens', 'infantry', 'fighters'],
      ],
    ],
    ['rftg/goals', [['intro', 'most-military']]],
  ]);
  expect(withNewIds(record, texts)).toEqual({
    record: {
      'rftg/goals': ['intro', 'most-military'],
      'ti4/units': ['tokens', 'dice', 'gone', 'fighters', 'infantry'],
    },
    added: ['ti4/units#fighters', 'ti4/units#infantry', 'rftg/goals#intro', 'rftg/goals#most-military'],
  });
  expect(record).toEqual({ 'ti4/units': ['tokens', 'dice', 'gone'] });
  expect(withNewIds({ 'ti4/units': ['dice'] }, new Map([['ti4/units', [['dice']]]])).added).toEqual([]);
});

test('withNewIds sorts the topics by id', () => {
  const { record } = withNewIds({ 'ti4/units': ['a'], 'rftg/goals': ['b'] }, new Map([['swccg/actions', [['c']]]]));
  expect(Object.keys(record)).toEqual(['rftg/goals', 'swccg/actions', 'ti4/units']);
});

test('the record is YAML that reads back as itself, with the line of each topic and id where the content checks report them', () => {
  const record = { 'rftg/goals': ['intro', '2'], 'ti4/units': ['tokens', 'dice'] };
  const text = formatPublishedIds(record);
  expect(parseYaml(text)).toEqual(record);
  expect(text.startsWith('# Paragraph ids published, by topic')).toBe(true);
  const yaml = yamlSource(text);
  expect(yaml.errors).toEqual([]);
  expect(yaml.data).toEqual(record);
  const lines = text.split('\n');
  const lineOf = (path: (string | number)[]) => lines[yaml.lineOf(path) - 1];
  expect(lineOf(['ti4/units'])).toBe('ti4/units:');
  expect(lineOf(['ti4/units', 1])).toBe('  - dice');
  // An id that reads as a number is quoted, and stays a string.
  expect(lineOf(['rftg/goals', 1])).toMatch(/^ {2}- (['"])2\1$/);
  // What the record lacks is reported at what it has: the topic, or the first line.
  expect(yaml.lineOf(['rftg/goals', 5])).toBe(yaml.lineOf(['rftg/goals']));
  expect(yaml.lineOf(['ti4/nothing'])).toBe(1);
});

test('an empty record is the header and an empty map', () => {
  const text = formatPublishedIds({});
  expect(parseYaml(text)).toEqual({});
});
