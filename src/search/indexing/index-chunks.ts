/**
 * Pagefind's word index cut again into small chunks, after Pagefind has
 * written it. Pagefind 1.6 cuts a chunk every 20,000 word locations (fixed in
 * its code): about 33 KB of gzip, which a first query on a phone always
 * fetches whole, beside Pagefind's own 69 KB of code and WebAssembly. Cut into
 * chunks of a few KB, a query fetches only the chunk its words sort in.
 *
 * The files are Pagefind's own formats, read and written with `cborg` (CBOR)
 * and zlib (gzip): `pagefind.{hash}.pf_meta` is `[version, pages, chunks, …]`
 * with each chunk `[from, to, file]`; each `index/{file}.pf_index` is
 * `[words]`, the words sorted, each `[word, pages, variants]`. Only the list
 * of chunks and the chunk files change; words and pages are written back as
 * read (decoding and encoding gives back Pagefind's bytes unchanged). A format
 * that is not this one stops the build with a message naming this file.
 *
 * Pagefind's browser code fetches, for each word of a query, the first chunk
 * with `from <= word <= to`. A chunk here ends where the next one's words
 * differ from its own in their first letter (in their second or third only
 * when a chunk grows to 2 or 4 times the target), so that every word a query
 * word is the start of sits in one chunk; its `to` is its last word's start up
 * to that letter, then the highest character, so that every longer word
 * starting so compares as inside it.
 *
 * @example
 * cutIndexChunks('dist/pagefind', 12_000)
 * // { before: 2, after: 14, largestGzip: 5321 }
 */
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { decode, encode } from 'cborg';

/**
 * The Pagefind version whose index format this file reads (`package.json`
 * holds Pagefind to it: `~1.6.0`); an index of another version stops the build.
 */
export const pagefindFormat = '1.6.';

/** What every Pagefind file starts with once decompressed. */
const signature = Buffer.from('pagefind_dcd');
/** Above every character: a `to` ending with it is above every word starting with what comes before it. */
const highest = String.fromCodePoint(0x10ffff);

type Word = [word: string, pages: unknown[], variants: unknown[]];
type Chunk = [from: string, to: string, file: string];

function unpack(file: string): unknown {
  const bytes = gunzipSync(readFileSync(file));
  if (!bytes.subarray(0, signature.length).equals(signature)) throw formatError(`${file} does not start with Pagefind's signature`);
  return decode(bytes.subarray(signature.length));
}

function pack(value: unknown): { bytes: Buffer; hash: string } {
  const cbor = encode(value);
  return { bytes: gzipSync(Buffer.concat([signature, cbor]), { level: 9 }), hash: createHash('sha256').update(cbor).digest('hex') };
}

function formatError(what: string): Error {
  return new Error(`Pagefind's index is not in the format src/search/indexing/index-chunks.ts reads (${what}); update that file for this Pagefind version`);
}

const isWord = (value: unknown): value is Word =>
  Array.isArray(value) && value.length >= 2 && typeof value[0] === 'string' && Array.isArray(value[1]);
const isChunk = (value: unknown): value is Chunk =>
  Array.isArray(value) && value.length === 3 && value.every((part) => typeof part === 'string');

/** The length of the common start of two words, in characters. */
function sharedStart(a: string, b: string): number {
  const [x, y] = [[...a], [...b]];
  let length = 0;
  while (length < x.length && length < y.length && x[length] === y[length]) length++;
  return length;
}

/** A run of words cut from the index, and how deep its cut from the next one is (the letters they share). */
export interface Run {
  words: Word[];
  depth: number;
}

/**
 * The words, in their order, cut into runs of about `target` bytes of CBOR,
 * each cut between two words that differ in their first letter (or second,
 * third, anywhere, once a run is 2, 4, 8 times the target), with the depth of
 * each cut. One run at a time: the words may come from a generator, and only
 * the run being cut is held.
 *
 * @example
 * [...cutWords([['apple', []], ['avocado', []], ['banana', []]], 10)] // [{ words: [apple, avocado], depth: 0 }, { words: [banana], depth: 0 }]
 */
export function* cutWords(words: Iterable<Word>, target: number): Generator<Run> {
  let run: Word[] = [];
  let size = 0;
  for (const word of words) {
    const last = run.at(-1);
    if (last) {
      const depth = sharedStart(last[0], word[0]);
      const allowed = size >= 8 * target ? Infinity : size >= 4 * target ? 2 : size >= 2 * target ? 1 : size >= target ? 0 : -1;
      if (depth <= allowed) {
        yield { words: run, depth };
        run = [];
        size = 0;
      }
    }
    run.push(word);
    size += encode(word).length;
  }
  yield { words: run, depth: 0 };
}

/** The words of Pagefind's chunks, in order, one chunk file read (and removed) at a time. */
function* wordsOf(bundle: string, chunks: Chunk[]): Generator<Word> {
  for (const [, , file] of chunks) {
    const chunkFile = join(bundle, 'index', `${file}.pf_index`);
    const chunk = unpack(chunkFile);
    if (!Array.isArray(chunk) || !Array.isArray(chunk[0]) || !chunk[0].every(isWord)) throw formatError(`index chunk ${file}`);
    rmSync(chunkFile);
    yield* chunk[0] as Word[];
  }
}

/**
 * Cuts the word index of the Pagefind bundle in `bundle` (a folder with
 * `pagefind-entry.json`) into chunks of about `target` bytes (CBOR, before
 * gzip), and rewrites its meta file and entry to list them. The words go
 * through one chunk at a time, never the whole index at once (at thousands of
 * topics it is tens of megabytes of words once decoded).
 */
export function cutIndexChunks(bundle: string, target: number): { before: number; after: number; largestGzip: number } {
  const entryFile = join(bundle, 'pagefind-entry.json');
  const entry = JSON.parse(readFileSync(entryFile, 'utf8')) as { languages: Record<string, { hash: string }> };
  let before = 0;
  let after = 0;
  let largestGzip = 0;
  for (const [language, index] of Object.entries(entry.languages)) {
    const metaFile = join(bundle, `pagefind.${index.hash}.pf_meta`);
    const meta = unpack(metaFile);
    if (!Array.isArray(meta) || typeof meta[0] !== 'string' || !Array.isArray(meta[2]) || !meta[2].every(isChunk)) throw formatError('meta');
    if (!meta[0].startsWith(pagefindFormat)) throw formatError(`written by Pagefind ${meta[0]}, not ${pagefindFormat}x`);
    const chunks = meta[2] as Chunk[];
    // Never the name of one of Pagefind's chunks, which are read (and removed) as the new ones are written.
    const names = new Set<string>(chunks.map(([, , file]) => file));
    const listed: Chunk[] = [];
    /** Writes a run as a chunk file and lists it, knowing the cut before it and whether it is the last. */
    const write = (run: Run, previousDepth: number | undefined, last: boolean) => {
      const { bytes, hash } = pack([run.words]);
      let length = 7;
      while (names.has(`${language}_${hash.slice(0, length)}`)) length++;
      const file = `${language}_${hash.slice(0, length)}`;
      names.add(file);
      writeFileSync(join(bundle, 'index', `${file}.pf_index`), bytes);
      largestGzip = Math.max(largestGzip, bytes.length);
      const first = run.words[0][0];
      const final = run.words.at(-1)![0];
      const from = previousDepth === undefined ? '' : [...first].slice(0, previousDepth + 1).join('');
      const to = last ? highest : [...final].slice(0, run.depth + 1).join('') + highest;
      listed.push([from, to, file]);
    };
    // A run is written once the next one is cut: only then is it known not to be the last.
    let pending: Run | undefined;
    let pendingFollows: number | undefined;
    for (const run of cutWords(wordsOf(bundle, chunks), target)) {
      if (pending) {
        write(pending, pendingFollows, false);
        pendingFollows = pending.depth;
      }
      pending = run;
    }
    if (pending) write(pending, pendingFollows, true);
    meta[2] = listed;
    const packed = pack(meta);
    const hash = `${language}_${packed.hash.slice(0, 10)}`;
    rmSync(metaFile);
    writeFileSync(join(bundle, `pagefind.${hash}.pf_meta`), packed.bytes);
    index.hash = hash;
    before += chunks.length;
    after += listed.length;
  }
  writeFileSync(entryFile, JSON.stringify(entry));
  return { before, after, largestGzip };
}
