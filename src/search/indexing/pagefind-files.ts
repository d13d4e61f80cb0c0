/**
 * Pagefind's own files, as the build reads and rewrites them after Pagefind
 * has written its bundle (`search-bundle.ts`): the entry
 * (`pagefind-entry.json`), the meta file (`pagefind.{hash}.pf_meta`:
 * `[version, pages, chunks, …]`, each page `[hash, word count, group]`, each
 * chunk `[from, to, file]`) and the index chunks (`index/{file}.pf_index`:
 * `[words]`, each word `[word, pages, variants]`, each page `[page number
 * delta, locations, …]`). Meta and chunks are CBOR after a signature, gzipped;
 * read and written with `cborg` and zlib. Decoding and encoding gives back
 * Pagefind's bytes unchanged. A file not in this format stops the build with a
 * message naming this file.
 *
 * @example
 * const meta = unpack('dist/pagefind/pagefind.mul_1a2b3c.pf_meta'); // ['1.6.0', [['mul_9f…', 412, ''], …], [['', 'b􏿿', 'mul_3e…'], …], …]
 * writeFileSync(file, pack(meta).bytes);
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { decode, encode } from 'cborg';
import type { IndexDirectory } from '../index-directory.ts';

/**
 * The Pagefind version whose files this reads (`package.json` holds Pagefind
 * to it: `~1.6.0`); an index of another version stops the build.
 */
export const pagefindFormat = '1.6.';

/** What every Pagefind file starts with once decompressed. */
const signature = Buffer.from('pagefind_dcd');

/** One page of a word: the delta from the previous page's number, and the word's locations there (weights and positions, as `common-words.ts` reads them). */
export type WordPage = [pageDelta: number, locations: number[], ...rest: unknown[]];
/** Another written form of a word (`à` of `a`), with its own pages. */
export type Variant = [form: string, pages: WordPage[], ...rest: unknown[]];
/** A word of the index and where it is. */
export type Word = [word: string, pages: WordPage[], variants: Variant[]];
/** A chunk as the meta file lists it: the words from `from` to `to` are in `index/{file}.pf_index`. */
export type Chunk = [from: string, to: string, file: string];
/** A page as the meta file lists it: its fragment's name, its word count, its fragment group (none: `''`). */
export type MetaPage = [hash: string, wordCount: number, group: string, ...rest: unknown[]];
/** The meta file: `[version, pages, chunks, …]` (filters, sorts, meta fields after them, kept as read). */
export type Meta = [version: string, pages: MetaPage[], chunks: Chunk[], ...rest: unknown[]];

/** The entry: Pagefind's index of each language, and what the site's search reads besides (`index-directory.ts`). */
export interface Entry {
  version: string;
  languages: Record<string, { hash: string; wasm: string | null; page_count: number }>;
  include_characters?: string[];
  rules?: IndexDirectory;
}

export function formatError(what: string): Error {
  return new Error(
    `Pagefind's index is not in the format src/search/indexing/pagefind-files.ts reads (${what}); update src/search/indexing/ for this Pagefind version`,
  );
}

/** A Pagefind file, decompressed and decoded. */
function unpack(file: string): unknown {
  const bytes = gunzipSync(readFileSync(file));
  if (!bytes.subarray(0, signature.length).equals(signature))
    throw formatError(`${file} does not start with Pagefind's signature`);
  return decode(bytes.subarray(signature.length));
}

/** A fragment file (`fragment/{hash}.pf_fragment`: JSON after the signature, gzipped): the page's address and what the browser shows of it. */
export function readFragment(file: string): { url: string } {
  const bytes = gunzipSync(readFileSync(file));
  if (!bytes.subarray(0, signature.length).equals(signature))
    throw formatError(`${file} does not start with Pagefind's signature`);
  const fragment = JSON.parse(bytes.subarray(signature.length).toString('utf8')) as { url?: unknown };
  if (typeof fragment.url !== 'string') throw formatError(`${file} has no url`);
  return { url: fragment.url };
}

/** A value as a Pagefind file: its bytes, and a hash of its content. */
export function pack(value: unknown): { bytes: Buffer; hash: string } {
  const cbor = encode(value);
  return {
    bytes: gzipSync(Buffer.concat([signature, cbor]), { level: 9 }),
    hash: createHash('sha256').update(cbor).digest('hex'),
  };
}

/** The bytes of a value in CBOR (before gzip). */
export function cborLength(value: unknown): number {
  return encode(value).length;
}

const isWord = (value: unknown): value is Word =>
  Array.isArray(value) && value.length >= 2 && typeof value[0] === 'string' && Array.isArray(value[1]);
const isChunk = (value: unknown): value is Chunk =>
  Array.isArray(value) && value.length === 3 && value.every((part) => typeof part === 'string');
const isPage = (value: unknown): value is MetaPage =>
  Array.isArray(value) &&
  value.length >= 3 &&
  typeof value[0] === 'string' &&
  typeof value[1] === 'number' &&
  typeof value[2] === 'string';

/** The meta file, checked: Pagefind's version, pages and chunks as this file reads them. */
export function readMeta(file: string): Meta {
  const meta = unpack(file);
  if (
    !Array.isArray(meta) ||
    typeof meta[0] !== 'string' ||
    !Array.isArray(meta[1]) ||
    !meta[1].every(isPage) ||
    !Array.isArray(meta[2]) ||
    !meta[2].every(isChunk)
  ) {
    throw formatError('meta');
  }
  if (!meta[0].startsWith(pagefindFormat)) throw formatError(`written by Pagefind ${meta[0]}, not ${pagefindFormat}x`);
  return meta as Meta;
}

/** The words of an index chunk file, checked. */
export function readChunk(file: string): Word[] {
  const chunk = unpack(file);
  if (!Array.isArray(chunk) || !Array.isArray(chunk[0]) || !chunk[0].every(isWord))
    throw formatError(`index chunk ${file}`);
  return chunk[0] as Word[];
}

const entryFile = (bundle: string) => join(bundle, 'pagefind-entry.json');

export function readEntry(bundle: string): Entry {
  return JSON.parse(readFileSync(entryFile(bundle), 'utf8')) as Entry;
}

export function writeEntry(bundle: string, entry: Entry): void {
  writeFileSync(entryFile(bundle), JSON.stringify(entry));
}
