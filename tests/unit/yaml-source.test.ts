/**
 * YAML read with the line of every value (`yamlSource`), as the content model
 * reads front matter and `content/` files: problems name the line of the value
 * they are about.
 */
import { expect, test } from 'vitest';
import { yamlSource } from '../../src/content-model/yaml-source.ts';

test('gives the line of a value by its path, counted from where the YAML starts in its file', () => {
  const yaml = yamlSource('game: ti4\nsource:\n  seed: 001.txt\nrelated:\n  - ti4/units\n  - ti4/fighters\n', 2);
  expect(yaml.data).toEqual({ game: 'ti4', source: { seed: '001.txt' }, related: ['ti4/units', 'ti4/fighters'] });
  expect(yaml.errors).toEqual([]);
  expect(yaml.lineOf(['game'])).toBe(2);
  expect(yaml.lineOf(['source', 'seed'])).toBe(4);
  expect(yaml.lineOf(['related', 1])).toBe(7);
  expect(yaml.lineOf([])).toBe(2);
});

test('gives the line of the deepest part of a path that exists', () => {
  const yaml = yamlSource('game: ti4\nsource:\n  seed: 001.txt\nrelated: [ti4/units]\n');
  expect(yaml.lineOf(['source', 'edition'])).toBe(2);
  expect(yaml.lineOf(['related', 3])).toBe(4);
  expect(yaml.lineOf(['nothing', 'here'])).toBe(1);
});

test('YAML that does not parse has no data, and each error at its line', () => {
  const yaml = yamlSource('game: ti4\nrelated: [a\ntitle: x\n', 5);
  expect(yaml.data).toBeUndefined();
  expect(yaml.errors.length).toBeGreaterThan(0);
  expect(yaml.errors.every((error) => error.line >= 6 && !error.message.includes('\n'))).toBe(true);
});

test('a key given twice is an error, and an empty document is an empty map', () => {
  expect(yamlSource('game: ti4\ngame: rftg\n').errors).toEqual([
    { line: 2, message: expect.stringMatching(/unique/i) },
  ]);
  expect(yamlSource('').data).toEqual({});
});
