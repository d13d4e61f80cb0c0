/**
 * `src/search/indexing/index-chunks.ts`: Pagefind's word index cut again
 * into small chunks, read one of Pagefind's chunks at a time. Every word stays,
 * once, in order; each word is in the chunk Pagefind's browser code looks it
 * up in (the first with `from <= word <= to`); every query word's longer forms
 * sort into the same chunk; and Pagefind's own code still finds the texts.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { decode, encode } from 'cborg';
import * as pagefind from 'pagefind';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { cutIndexChunks, cutWords, pagefindFormat } from '../../src/search/indexing/index-chunks.ts';

type Word = [string, unknown[], unknown[]];

const read = (file: string) => decode(gunzipSync(readFileSync(file)).subarray('pagefind_dcd'.length)) as unknown[];

/** Words in the folder's chunks, in the order of the meta file's list, and that list. */
function indexOf(bundle: string): { words: string[]; chunks: [string, string, string][] } {
  const entry = JSON.parse(readFileSync(join(bundle, 'pagefind-entry.json'), 'utf8'));
  const { hash } = Object.values<{ hash: string }>(entry.languages)[0];
  const chunks = read(join(bundle, `pagefind.${hash}.pf_meta`))[2] as [string, string, string][];
  const words = chunks.flatMap(([, , file]) => (read(join(bundle, 'index', `${file}.pf_index`))[0] as Word[]).map(([word]) => word));
  return { words, chunks };
}

/** Synthetic words (never rule text): many starts, so that the index has several of Pagefind's chunks. */
function syntheticContent(page: number): string {
  const syllables = ['ka', 'lo', 'mi', 'nu', 'pe', 'ra', 'so', 'ti', 'vu', 'ze', 'жа', 'ко', 'ли', 'му'];
  return Array.from({ length: 400 }, (_, n) => {
    const seed = (page * 7919 + n * 104729) % 2741;
    return [0, 1, 2].map((k) => syllables[(seed >> (k * 3)) % syllables.length]).join('') + String(seed % 97);
  }).join(' ');
}

let bundle: string;
let before: { words: string[]; chunks: [string, string, string][] };

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'index-chunks-'));
  bundle = join(dir, 'pagefind');
  const { index } = await pagefind.createIndex({ forceLanguage: 'mul' });
  for (let page = 0; page < 60; page++) await index!.addCustomRecord({ url: `/p${page}/`, content: syntheticContent(page), language: 'mul' });
  await index!.writeFiles({ outputPath: bundle });
  await pagefind.close();
  before = indexOf(bundle);
}, 60_000);

afterAll(() => rmSync(join(bundle, '..'), { recursive: true, force: true }));

test('cut into chunks of about the target, every word kept once, in order, where Pagefind looks for it', () => {
  expect(before.chunks.length).toBeGreaterThanOrEqual(1);
  const { before: chunksBefore, after, largestGzip } = cutIndexChunks(bundle, 2_000);
  expect(chunksBefore).toBe(before.chunks.length);
  const cut = indexOf(bundle);
  expect(after).toBe(cut.chunks.length);
  expect(after).toBeGreaterThan(chunksBefore);
  expect(cut.words).toEqual(before.words);
  // Pagefind's own chunk files are gone; the folder holds exactly the chunks listed.
  expect(readdirSync(join(bundle, 'index')).sort()).toEqual(cut.chunks.map(([, , file]) => `${file}.pf_index`).sort());
  expect(largestGzip).toBeGreaterThan(0);
  for (const [position, [, , file]] of cut.chunks.entries()) {
    for (const [word] of read(join(bundle, 'index', `${file}.pf_index`))[0] as Word[]) {
      // Pagefind's lookup: the first chunk whose range holds the word.
      const found = cut.chunks.findIndex(([from, to]) => from <= word && word <= to);
      expect(found, word).toBe(position);
      // A query word that is the start of it (its first letter) is looked up in the same chunk.
      const start = [...word][0];
      expect(cut.chunks.findIndex(([from, to]) => from <= start && start <= to), `${start} of ${word}`).toBeLessThanOrEqual(position);
    }
  }
});

test('cutWords: runs in order, cut between words that differ in their first letter once a run reaches the target', () => {
  // Each word is 9 bytes of CBOR: a run reaches a target of 20 at its third word.
  const words: Word[] = ['ab', 'ac', 'ad', 'ba', 'bb', 'bc', 'bd', 'ca'].map((word) => [word, [1, 2, 3], []]);
  const runs = [...cutWords(words, 20)];
  expect(runs.map((run) => run.words.map(([word]) => word))).toEqual([['ab', 'ac', 'ad'], ['ba', 'bb', 'bc', 'bd'], ['ca']]);
  expect(runs.map((run) => run.depth)).toEqual([0, 0, 0]);
  // Words that share their first two letters are cut apart only once a run is 4 times the target (here, 40 bytes),
  // and then where they share only one.
  expect([...cutWords(['aab', 'aac', 'aad', 'aae', 'abb'].map((word): Word => [word, [1, 2, 3], []]), 10)].map((run) => [run.words.length, run.depth])).toEqual([
    [4, 1],
    [1, 0],
  ]);
  expect([...cutWords([], 10)]).toEqual([{ words: [], depth: 0 }]);
  // From a generator, as the index is read: the same runs.
  expect([...cutWords((function* () { yield* words; })(), 20)]).toEqual(runs);
});

test('Pagefind is held to the version whose index format this reads: the installed one, the range package.json allows, and an index written by another is refused', () => {
  const project = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const installed = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'node_modules', 'pagefind', 'package.json'), 'utf8')) as { version: string };
  expect(installed.version.startsWith(pagefindFormat)).toBe(true);
  expect(project.dependencies.pagefind).toBe(`~${pagefindFormat}0`);
  // The meta file of a copy of the index, its version changed: the cut stops, naming the file that reads the format.
  const copy = mkdtempSync(join(tmpdir(), 'index-version-'));
  try {
    cpSync(bundle, copy, { recursive: true });
    const entry = JSON.parse(readFileSync(join(copy, 'pagefind-entry.json'), 'utf8'));
    const metaFile = join(copy, `pagefind.${Object.values<{ hash: string }>(entry.languages)[0].hash}.pf_meta`);
    const meta = read(metaFile);
    meta[0] = '2.0.0';
    writeFileSync(metaFile, gzipSync(Buffer.concat([Buffer.from('pagefind_dcd'), Buffer.from(encode(meta))])));
    expect(() => cutIndexChunks(copy, 12_000)).toThrow(/src\/search\/indexing\/index-chunks\.ts reads \(written by Pagefind 2\.0\.0, not 1\.6\.x\)/);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});
