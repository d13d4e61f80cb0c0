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
  return new Error(`Pagefind's index is not in the format src/integrations/search/index-chunks.ts reads (${what}); update that file for this Pagefind version`);
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

/**
 * The words cut into runs of about `target` bytes of CBOR, each cut between two
 * words that differ in their first letter (or second, third, anywhere, once a
 * run is 2, 4, 8 times the target), with the depth of each cut.
 */
export function cutWords(words: Word[], target: number): { words: Word[]; depth: number }[] {
  const runs: { words: Word[]; depth: number }[] = [];
  let run: Word[] = [];
  let size = 0;
  for (const [index, word] of words.entries()) {
    run.push(word);
    size += encode(word).length;
    const next = words[index + 1];
    if (!next) break;
    const depth = sharedStart(word[0], next[0]);
    const allowed = size >= 8 * target ? Infinity : size >= 4 * target ? 2 : size >= 2 * target ? 1 : size >= target ? 0 : -1;
    if (depth <= allowed) {
      runs.push({ words: run, depth });
      run = [];
      size = 0;
    }
  }
  runs.push({ words: run, depth: 0 });
  return runs;
}

/**
 * Cuts the word index of the Pagefind bundle in `bundle` (a folder with
 * `pagefind-entry.json`) into chunks of about `target` bytes (CBOR, before
 * gzip), and rewrites its meta file and entry to list them.
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
    const chunks = meta[2] as Chunk[];
    const words: Word[] = [];
    for (const [, , file] of chunks) {
      const chunkFile = join(bundle, 'index', `${file}.pf_index`);
      const chunk = unpack(chunkFile);
      if (!Array.isArray(chunk) || !Array.isArray(chunk[0]) || !chunk[0].every(isWord)) throw formatError(`index chunk ${file}`);
      words.push(...(chunk[0] as Word[]));
      rmSync(chunkFile);
    }
    const runs = cutWords(words, target);
    const names = new Set<string>();
    meta[2] = runs.map((run, position): Chunk => {
      const { bytes, hash } = pack([run.words]);
      let length = 7;
      while (names.has(`${language}_${hash.slice(0, length)}`)) length++;
      const file = `${language}_${hash.slice(0, length)}`;
      names.add(file);
      writeFileSync(join(bundle, 'index', `${file}.pf_index`), bytes);
      largestGzip = Math.max(largestGzip, bytes.length);
      const first = run.words[0][0];
      const last = run.words.at(-1)![0];
      const from = position === 0 ? '' : [...first].slice(0, runs[position - 1].depth + 1).join('');
      const to = position === runs.length - 1 ? highest : [...last].slice(0, run.depth + 1).join('') + highest;
      return [from, to, file];
    });
    const packed = pack(meta);
    const hash = `${language}_${packed.hash.slice(0, 10)}`;
    rmSync(metaFile);
    writeFileSync(join(bundle, `pagefind.${hash}.pf_meta`), packed.bytes);
    index.hash = hash;
    before += chunks.length;
    after += runs.length;
  }
  writeFileSync(entryFile, JSON.stringify(entry));
  return { before, after, largestGzip };
}
