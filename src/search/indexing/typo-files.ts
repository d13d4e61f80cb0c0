/**
 * The typo-correction files: one per first letter of the names (`SearchNames`
 * of `../search-names.ts`), each an ES module with the matcher
 * (`../browser/typos.ts` and `fastest-levenshtein`, bundled by esbuild once per build) and
 * that letter's names, under `pagefind/typos/` (`typoFile`: the letter's
 * code point and a hash of every file's content). A query that finds nothing
 * loads the one file of its first letter: one request, a few KB, whatever the
 * size of the library. The browser finds it by the entry's directory (`typos`
 * of `../index-directory.ts`).
 *
 * @example
 * await writeTypoFiles('dist/pagefind', names)
 * // { typos: { letters: 'abcdfg…бвгд…', version: '1a2b3c4d' }, largestGzip: 4920 }
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { typoFile, type TypoFiles } from '../index-directory.ts';
import type { SearchNames } from '../search-names.ts';

/** The matcher as one minified ES module (`fastest-levenshtein` and the folding of words with it). */
async function matcherModule(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('../browser/typos.ts', import.meta.url))],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

/** Writes the typo-correction files into `bundle/typos/`; returns the letters they are for, their version, and the largest, gzipped. */
export async function writeTypoFiles(
  bundle: string,
  names: SearchNames,
): Promise<{ typos: TypoFiles; largestGzip: number }> {
  const shards = [...names.byFirstLetter()].sort(([a], [b]) => (a < b ? -1 : 1));
  if (shards.length === 0) return { typos: { letters: '', version: '' }, largestGzip: 0 };
  const matcher = await matcherModule();
  const files = shards.map(([letter, byLanguage]) => ({
    letter,
    code: `${matcher}export const names=${JSON.stringify(byLanguage)};\n`,
  }));
  // One version for all: the directory names it once.
  const hash = createHash('sha256');
  for (const { code } of files) hash.update(code);
  const version = hash.digest('hex').slice(0, 8);
  mkdirSync(join(bundle, 'typos'), { recursive: true });
  let largestGzip = 0;
  for (const { letter, code } of files) {
    writeFileSync(join(bundle, typoFile(letter, version)), code);
    largestGzip = Math.max(largestGzip, gzipSync(code, { level: 9 }).length);
  }
  return { typos: { letters: files.map(({ letter }) => letter).join(''), version }, largestGzip };
}
