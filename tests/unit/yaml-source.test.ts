/**
 * YAML read with the line of every value (`yamlSource`), as the content model
 * reads front matter and `content/` files: problems name the line of the value
 * they are about.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from 'vitest';
import { parseDocument } from 'yaml';
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

test("every YAML file and front matter of content/ reads to the same values as with positions (js-yaml's values, yaml's lines)", () => {
  const root = resolve(import.meta.dirname, '../..');
  const read = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? read(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`],
    );
  const yamls = read('content').flatMap((file) => {
    const source = readFileSync(join(root, file), 'utf8');
    if (file.endsWith('.yaml')) return [source];
    const front = /^---\n([\s\S]*?)\n---\n/.exec(source);
    return file.endsWith('.mdx') && front ? [front[1]] : [];
  });
  expect(yamls.length).toBeGreaterThan(15);
  for (const yaml of yamls) expect(yamlSource(yaml).data).toEqual(parseDocument(yaml).toJS() ?? {});
});

test('a value read without positions asks for them only when a line is asked for, and gets the right one', () => {
  const yaml = yamlSource('title: "Units"\nsource:\n  edition: PoK\n  seed: 001.txt\n', 3);
  expect(yaml.data).toEqual({ title: 'Units', source: { edition: 'PoK', seed: '001.txt' } });
  expect(yaml.lineOf(['source', 'seed'])).toBe(6);
  expect(yaml.lineOf(['title'])).toBe(3);
});
