/**
 * `src/search/indexing/search-bundle.ts`: Pagefind's bundle made the site's.
 * The word index cut into small chunks: every word kept once, in order, in the
 * chunk Pagefind looks it up in, and every word a query key of three letters
 * or more starts in the chunks the browser loads for it (`familyTerms`), so
 * that Pagefind's own code finds every page of a common word whatever the
 * size of the index; common words thinned; pages renamed by text and version;
 * the typo-correction files; and an index of another Pagefind version refused.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { decode, encode } from 'cborg';
import * as pagefind from 'pagefind';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { familyTerms, textOfPage, typoFileOf, type IndexDirectory } from '../../src/search/index-directory.ts';
import { commonWordBytes, thinnedLocations, thinnedWord } from '../../src/search/indexing/common-words.ts';
import { cutWords } from '../../src/search/indexing/index-chunks.ts';
import { pagefindFormat, type Word } from '../../src/search/indexing/pagefind-files.ts';
import { finishSearchBundle, type SearchBundleReport } from '../../src/search/indexing/search-bundle.ts';
import { SearchNames } from '../../src/search/search-names.ts';
import { bundleInNode } from '../support/pagefind-in-node.ts';

type Chunk = [string, string, string];
const read = (file: string) => decode(gunzipSync(readFileSync(file)).subarray('pagefind_dcd'.length)) as unknown[];

/** The bundle's meta, chunks and words (in the order of the meta file's list), and the site's directory. */
function indexOf(bundle: string): {
  meta: unknown[];
  words: Word[];
  chunks: Chunk[];
  wordsOf: Map<string, string[]>;
  directory?: IndexDirectory;
} {
  const entry = JSON.parse(readFileSync(join(bundle, 'pagefind-entry.json'), 'utf8'));
  const { hash } = Object.values<{ hash: string }>(entry.languages)[0];
  const meta = read(join(bundle, `pagefind.${hash}.pf_meta`));
  const chunks = meta[2] as Chunk[];
  const wordsOf = new Map(
    chunks.map(([, , file]) => [
      file,
      (read(join(bundle, 'index', `${file}.pf_index`))[0] as Word[]).map(([word]) => word),
    ]),
  );
  const words = chunks.flatMap(([, , file]) => read(join(bundle, 'index', `${file}.pf_index`))[0] as Word[]);
  return { meta, words, chunks, wordsOf, directory: entry.rules };
}

/** Pagefind's lookup: for each term, the first chunk whose range holds it. */
const lookup = (chunks: Chunk[], terms: string[]) =>
  new Set(
    terms.map((term) => chunks.findIndex(([from, to]) => from <= term && term <= to)).filter((index) => index >= 0),
  );

/** Synthetic words (never rule text): many starts, so that the index has several of Pagefind's chunks. */
function syntheticContent(page: number): string {
  const syllables = ['ka', 'lo', 'mi', 'nu', 'pe', 'ra', 'so', 'ti', 'vu', 'ze', 'жа', 'ко', 'ли', 'му'];
  const words = Array.from({ length: 400 }, (_, n) => {
    const seed = (page * 7919 + n * 104729) % 2741;
    return [0, 1, 2].map((k) => syllables[(seed >> (k * 3)) % syllables.length]).join('') + String(seed % 97);
  });
  // A family of words sharing five letters, each in some pages, and one word in every page many times: a big library's common words.
  const family = Array.from({ length: 40 }, () => `famil${'abcdefghijkl'[page % 12]}`);
  return [...words, ...family, ...Array.from({ length: 120 }, () => 'zzcommon')].join(' ');
}

let dir: string;
let bundle: string;
let before: { words: Word[] };
let report: SearchBundleReport;
let after: ReturnType<typeof indexOf>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'search-bundle-'));
  bundle = join(dir, 'pagefind');
  const { index } = await pagefind.createIndex({ forceLanguage: 'mul' });
  for (let page = 0; page < 60; page++)
    await index!.addCustomRecord({ url: `/en/g/t${page}/`, content: syntheticContent(page), language: 'mul' });
  // A long text's later part, and two glossary terms on one page.
  await index!.addCustomRecord({ url: '/en/g/t1/#part-2', content: 'famila second part', language: 'mul' });
  for (const term of ['term-a', 'term-b'])
    await index!.addCustomRecord({ url: `/en/glossary/#${term}`, content: `famila ${term}`, language: 'mul' });
  await index!.writeFiles({ outputPath: bundle });
  await pagefind.close();
  before = indexOf(bundle);
  const names = new SearchNames();
  names.add('en', 'fighter');
  names.add('en', 'Imperium Seat');
  names.add('ru', 'истребители');
  report = await finishSearchBundle(bundle, names, { chunkTarget: 600 });
  after = indexOf(bundle);
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the word index', () => {
  test('every word kept once, in order, in the chunk Pagefind looks it up in; the folder holds exactly the chunks listed', () => {
    expect(after.words.map(([word]) => word)).toEqual(before.words.map(([word]) => word));
    expect(report.chunks).toBe(after.chunks.length);
    expect(after.chunks.length).toBeGreaterThan(3);
    expect(readdirSync(join(bundle, 'index')).sort()).toEqual(
      after.chunks.map(([, , file]) => `${file}.pf_index`).sort(),
    );
    for (const [position, [, , file]] of after.chunks.entries()) {
      for (const word of after.wordsOf.get(file)!) expect([...lookup(after.chunks, [word])], word).toEqual([position]);
    }
  });

  test('every word a key of three letters or more starts is in the chunks the browser has Pagefind load for it', () => {
    // The test's family is cut apart (at least one cut between words sharing three letters or more), as a big library's are.
    expect(report.splitFamilies).toBeGreaterThan(0);
    expect(after.directory?.splitAt.length).toBe(report.splitFamilies);
    const keys = new Set(
      after.words.flatMap(([word]) =>
        [...word].map((_, end) => [...word].slice(0, end + 1).join('')).filter((key) => [...key].length >= 3),
      ),
    );
    for (const key of keys) {
      const holding = new Set(
        after.chunks.flatMap(([, , file], index) =>
          after.wordsOf.get(file)!.some((word) => word.startsWith(key)) ? [index] : [],
        ),
      );
      const loaded = lookup(after.chunks, familyTerms(after.directory, key));
      for (const index of holding) expect(loaded.has(index), `${key}: chunk ${index}`).toBe(true);
    }
  });

  test("Pagefind's own code then finds every page of a family cut apart; alone, it would load one chunk and miss some", async () => {
    const key = 'famil';
    const pages = new Set(
      before.words
        .filter(([word]) => word.startsWith(key))
        .flatMap(([, wordPages]) => {
          let page = 0;
          return wordPages.map(([delta]) => (page += delta));
        }),
    );
    const held = after.chunks.filter(([, , file]) => after.wordsOf.get(file)!.some((word) => word.startsWith(key)));
    expect(held.length, 'the family spans chunks').toBeGreaterThan(1);
    const alone = await bundleInNode(dir);
    const { results: missing } = await alone.instance.search(key);
    await alone.close();
    const searched = await bundleInNode(dir);
    try {
      await searched.instance.preload(familyTerms(after.directory, key).join(' '));
      const { results } = await searched.instance.search(key);
      expect(results.length).toBe(pages.size);
      expect(missing.length).toBeLessThan(results.length);
      // The chunks loaded are the family's, each once.
      const chunkFiles = searched.fetched.filter((path) => path.includes('/index/'));
      expect(new Set(chunkFiles).size).toBe(chunkFiles.length);
      expect(chunkFiles.length).toBe(held.length);
    } finally {
      await searched.close();
    }
  }, 30_000);

  test('cutWords: runs in order, cut between words that differ in their first three letters once a run reaches the target', () => {
    // Each word is 12 bytes of CBOR: a run reaches a target of 20 at its second word.
    const words: Word[] = ['abcd', 'abce', 'abde', 'abdf', 'bcde', 'bcdf', 'ccc'].map((word) => [
      word,
      [[1, [2, 3]]],
      [],
    ]);
    const runs = [...cutWords(words, 20)];
    expect(runs.map((run) => run.words.map(([word]) => word))).toEqual([
      ['abcd', 'abce'],
      ['abde', 'abdf'],
      ['bcde', 'bcdf'],
      ['ccc'],
    ]);
    expect(runs.map((run) => run.depth)).toEqual([2, 0, 0, 0]);
    // Words that share their first three letters are cut apart only once a run is twice the target (here, 20 bytes), anywhere at three times.
    expect(
      [
        ...cutWords(
          ['aaab', 'aaac', 'aaad', 'aaae', 'abbb'].map((word): Word => [word, [[1, [2, 3]]], []]),
          10,
        ),
      ].map((run) => [run.words.length, run.depth]),
    ).toEqual([
      [2, 3],
      [2, 1],
      [1, 0],
    ]);
    // Never after a word the next one starts with (`abcd` before `abcde`): no chunk's end could fall between them.
    expect(
      [
        ...cutWords(
          ['abcd', 'abcde', 'abcdf'].map((word): Word => [word, [[1, [2, 3]]], []]),
          1,
        ),
      ].map((run) => run.words.map(([word]) => word)),
    ).toEqual([['abcd', 'abcde'], ['abcdf']]);
    expect([...cutWords([], 10)]).toEqual([{ words: [], depth: 0 }]);
    // From a generator, as the index is read: the same runs.
    expect([
      ...cutWords(
        (function* () {
          yield* words;
        })(),
        20,
      ),
    ]).toEqual(runs);
  });
});

describe('common words', () => {
  test('keep, in each page, their places in titles and headings and their first in the body', () => {
    // Weight markers -(w + 1): the body at 24, an <h1> at 168; positions absolute after a marker, then deltas.
    expect(thinnedLocations([-169, 0, -25, 9, 28, 63])).toEqual([-169, 0, -25, 9]);
    // Its first place in the body is 5 (after the heading's 40 and 42, the body starts again at 5).
    expect(thinnedLocations([-25, 9, 28, -145, 40, 2, -25, 5])).toEqual([-145, 40, 2, -25, 5]);
    expect(thinnedLocations([-25, 9])).toEqual([-25, 9]);
  });

  test('are thinned past the limit only, every page kept', () => {
    const small: Word = [
      'rare',
      [
        [1, [-25, 3, 4]],
        [2, [-25, 7]],
      ],
      [],
    ];
    expect(thinnedWord(small)).toEqual({ word: small, thinned: false });
    const common = before.words.find(([word]) => word === 'zzcommon')!;
    expect(encode(common).length).toBeGreaterThan(commonWordBytes);
    const thinned = after.words.find(([word]) => word === 'zzcommon')!;
    expect(thinned[1].map(([delta]) => delta)).toEqual(common[1].map(([delta]) => delta));
    expect(thinned[1].every(([, locations]) => locations.filter((location) => location >= 0).length === 1)).toBe(true);
    expect(report.thinnedWords).toBeGreaterThan(0);
  });
});

describe('pages', () => {
  test("are named by the index version and their text, a long text's parts sharing it; word counts 1; fragments moved", () => {
    const pages = after.meta[1] as [string, number, string][];
    const version = after.directory!.version;
    expect(version).toMatch(/^[0-9a-z]{6}$/);
    expect(pages.every(([name, count]) => name.startsWith(version) && count === 1)).toBe(true);
    expect(new Set(pages.map(([name]) => name)).size).toBe(pages.length);
    expect(readdirSync(join(bundle, 'fragment')).sort()).toEqual(pages.map(([name]) => `${name}.pf_fragment`).sort());
    const urlOf = (name: string) =>
      (
        JSON.parse(
          gunzipSync(readFileSync(join(bundle, 'fragment', `${name}.pf_fragment`)))
            .subarray(12)
            .toString(),
        ) as { url: string }
      ).url;
    const byText = new Map<string, string[]>();
    for (const [name] of pages) byText.set(textOfPage(name), [...(byText.get(textOfPage(name)) ?? []), urlOf(name)]);
    // t1 and its part are one text; each glossary term is its own.
    expect([...byText.values()].find((urls) => urls.includes('/en/g/t1/'))?.sort()).toEqual([
      '/en/g/t1/',
      '/en/g/t1/#part-2',
    ]);
    expect(
      [...byText.values()]
        .filter((urls) => urls.some((url) => url.startsWith('/en/glossary/')))
        .map((urls) => urls.length),
    ).toEqual([1, 1]);
  });
});

describe('typo-correction files', () => {
  test('one module per first letter, listed in the directory, each with the matcher and its names', async () => {
    const typos = after.directory!.typos;
    expect([...typos.letters].sort()).toEqual(['f', 'i', 'и']);
    expect(report.largestTypoFile).toBeLessThan(15_000);
    const file = typoFileOf(after.directory, 'figter')!;
    expect(file).toMatch(/^typos\/[0-9a-z]+\.[0-9a-f]{8}\.js$/);
    const { correction, names } = await import(pathToFileURL(join(bundle, file)).href);
    expect(names).toEqual({ en: ['fighter'] });
    expect(correction('figter', names)).toEqual({ name: 'fighter', lang: 'en' });
    const cyrillic = await import(pathToFileURL(join(bundle, typoFileOf(after.directory, 'истрибители')!)).href);
    expect(cyrillic.correction('истрибители', cyrillic.names)).toEqual({ name: 'истребители', lang: 'ru' });
    expect(typoFileOf(after.directory, 'xyzzy')).toBeUndefined();
  });
});

test('Pagefind is held to the version whose index format this reads: the installed one, the range package.json allows, and an index written by another is refused', async () => {
  const project = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const installed = JSON.parse(
    readFileSync(join(import.meta.dirname, '..', '..', 'node_modules', 'pagefind', 'package.json'), 'utf8'),
  ) as { version: string };
  expect(installed.version.startsWith(pagefindFormat)).toBe(true);
  expect(project.dependencies.pagefind).toBe(`~${pagefindFormat}0`);
  // The meta file of a copy of the bundle, its version changed: the build stops, naming the file that reads the format.
  const copy = mkdtempSync(join(tmpdir(), 'index-version-'));
  try {
    cpSync(bundle, copy, { recursive: true });
    const entry = JSON.parse(readFileSync(join(copy, 'pagefind-entry.json'), 'utf8'));
    const metaFile = join(copy, `pagefind.${Object.values<{ hash: string }>(entry.languages)[0].hash}.pf_meta`);
    expect(existsSync(metaFile)).toBe(true);
    const meta = read(metaFile);
    meta[0] = '2.0.0';
    writeFileSync(metaFile, gzipSync(Buffer.concat([Buffer.from('pagefind_dcd'), Buffer.from(encode(meta))])));
    await expect(finishSearchBundle(copy, new SearchNames(), { chunkTarget: 12_000 })).rejects.toThrow(
      /src\/search\/indexing\/pagefind-files\.ts reads \(written by Pagefind 2\.0\.0, not 1\.6\.x\)/,
    );
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});
