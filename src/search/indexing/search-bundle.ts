/**
 * The search bundle as the site ships it, made from what Pagefind wrote into
 * `dist/pagefind/` (one index of every language, `searchIndexLanguage`): its
 * common words thinned (`common-words.ts`), its word index cut into small
 * chunks (`index-chunks.ts`), its pages renamed and their word counts dropped
 * (`index-pages.ts`), the typo-correction files beside it (`typo-files.ts`),
 * and the directory the browser reads in the entry (`../index-directory.ts`).
 * The words go through one of Pagefind's chunks at a time, never the whole
 * index at once (at thousands of topics it is tens of megabytes once decoded).
 *
 * @example
 * await finishSearchBundle('dist/pagefind', names, { chunkTarget: 12_000 })
 * // { chunks: 117, largestChunk: 5321, thinnedWords: 96, splitFamilies: 4, typoFiles: 61, largestTypoFile: 6120 }
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SearchNames } from '../search-names.ts';
import { thinnedWord } from './common-words.ts';
import { writeChunks } from './index-chunks.ts';
import { renamePages } from './index-pages.ts';
import {
  formatError,
  pack,
  readChunk,
  readEntry,
  readMeta,
  writeEntry,
  type Chunk,
  type Word,
} from './pagefind-files.ts';
import { writeTypoFiles } from './typo-files.ts';

/** What was made, for the build's log. */
export interface SearchBundleReport {
  chunks: number;
  /** Gzipped bytes of the largest chunk. */
  largestChunk: number;
  /** Words thinned as common (`common-words.ts`). */
  thinnedWords: number;
  /** Cuts that split words sharing their first three letters (the browser loads both sides). */
  splitFamilies: number;
  typoFiles: number;
  largestTypoFile: number;
}

/** The words of Pagefind's chunks, in order, one chunk file read (and removed) at a time, thinned; counts those thinned. */
function* wordsOf(bundle: string, chunks: Chunk[], counted: { thinned: number }): Generator<Word> {
  for (const [, , file] of chunks) {
    const chunkFile = join(bundle, 'index', `${file}.pf_index`);
    const words = readChunk(chunkFile);
    rmSync(chunkFile);
    for (const entry of words) {
      const { word, thinned } = thinnedWord(entry);
      if (thinned) counted.thinned++;
      yield word;
    }
  }
}

/** Rewrites the bundle in `bundle` (see the module comment), its chunks of about `chunkTarget` bytes of CBOR. */
export async function finishSearchBundle(
  bundle: string,
  names: SearchNames,
  { chunkTarget }: { chunkTarget: number },
): Promise<SearchBundleReport> {
  const entry = readEntry(bundle);
  const languages = Object.entries(entry.languages);
  if (languages.length !== 1) throw formatError(`${languages.length} language indexes, not the one the site builds`);
  const [[language, index]] = languages;
  const metaFile = join(bundle, `pagefind.${index.hash}.pf_meta`);
  const meta = readMeta(metaFile);
  const counted = { thinned: 0 };
  // Never the name of one of Pagefind's chunks, which are read (and removed) as the new ones are written.
  const taken = new Set(meta[2].map(([, , file]) => file));
  const { chunks, splitAt, largestGzip } = writeChunks(
    bundle,
    language,
    wordsOf(bundle, meta[2], counted),
    chunkTarget,
    taken,
  );
  meta[2] = chunks;
  const { version, terms } = renamePages(bundle, meta[1]);
  const packed = pack(meta);
  const hash = `${language}_${packed.hash.slice(0, 10)}`;
  rmSync(metaFile);
  writeFileSync(join(bundle, `pagefind.${hash}.pf_meta`), packed.bytes);
  const typos = await writeTypoFiles(bundle, names);
  writeEntry(bundle, {
    ...entry,
    languages: { [language]: { ...index, hash } },
    rules: { version, terms, splitAt, typos: typos.typos },
  });
  return {
    chunks: chunks.length,
    largestChunk: largestGzip,
    thinnedWords: counted.thinned,
    splitFamilies: splitAt.length,
    typoFiles: [...typos.typos.letters].length,
    largestTypoFile: typos.largestGzip,
  };
}
