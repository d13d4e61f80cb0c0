import { expect, test } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { formatPublishedIds, lineInRecord, withNewIds } from '../../src/utils/published-ids.ts';

test('withNewIds appends what the texts add, in their order, and never removes or reorders a published id', () => {
  const record = { 'ti4/units': ['tokens', 'dice', 'gone'] };
  const texts = new Map([
    ['ti4/units', [['dice', 'tokens', 'fighters'], ['dice', 'tokens', 'infantry', 'fighters']]],
    ['rftg/goals', [['intro', 'most-military']]],
  ]);
  expect(withNewIds(record, texts)).toEqual({
    record: { 'rftg/goals': ['intro', 'most-military'], 'ti4/units': ['tokens', 'dice', 'gone', 'fighters', 'infantry'] },
    added: ['ti4/units#fighters', 'ti4/units#infantry', 'rftg/goals#intro', 'rftg/goals#most-military'],
  });
  expect(record).toEqual({ 'ti4/units': ['tokens', 'dice', 'gone'] });
  expect(withNewIds({ 'ti4/units': ['dice'] }, new Map([['ti4/units', [['dice']]]])).added).toEqual([]);
});

test('the record is YAML that reads back as itself, and lineInRecord finds a topic and its ids in it', () => {
  const record = { 'rftg/goals': ['intro', '2'], 'ti4/units': ['tokens', 'dice'] };
  const text = formatPublishedIds(record);
  expect(yaml.load(text)).toEqual(record);
  const lines = text.split('\n');
  expect(lines[lineInRecord(text, 'ti4/units')! - 1]).toBe('ti4/units:');
  expect(lines[lineInRecord(text, 'ti4/units', 'dice')! - 1]).toBe('  - dice');
  expect(lines[lineInRecord(text, 'rftg/goals', '2')! - 1]).toBe("  - '2'");
  expect(lineInRecord(text, 'rftg/goals', 'dice')).toBe(lineInRecord(text, 'rftg/goals'));
  expect(lineInRecord(text, 'ti4/nothing')).toBeUndefined();
});
