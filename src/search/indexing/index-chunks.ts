/**
 * Pagefind's word index cut again into small chunks, after Pagefind has
 * written it. Pagefind 1.6 cuts a chunk every 20,000 word locations (fixed in
 * its code): about 33 KB of gzip, which a first query on a phone would fetch
 * whole. Cut into chunks of a few KB, a query fetches only the chunk its words
 * sort in. Words and pages are written as they come (`search-bundle.ts` thins
 * the common ones first); only the list of chunks and the chunk files change.
 *
 * Pagefind's browser code fetches, for each word of a query, the first chunk
 * with `from <= word <= to`, and finds there every word the query word is the
 * start of. A query word is searched as the start of others only from three
 * letters on (`shortestPrefix`; Latin keys keep four, `searchKey`), so a chunk
 * ends, once it reaches the target size, where the next one's words differ
 * from its own in their first three letters; where they share three only when
 * it grows to twice the target; anywhere at three times. Its `to` is its last
 * word's start up to that letter, then the highest character, so that every
 * longer word starting so compares as inside it. A cut between words that
 * share three letters or more splits the words a query word may be the start
 * of: the `from` of the chunk after such a cut goes into `splitAt`, for the
 * browser to load that chunk too (`familyTerms` of `../index-directory.ts`).
 *
 * @example
 * writeChunks('dist/pagefind', 'mul', words, 12_000)
 * // { chunks: [['', 'b􏿿', 'mul_3e8a1c0'], ['b', 'd􏿿', 'mul_90d1f2a'], …], splitAt: ['playe'], largestGzip: 5321 }
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { shortestPrefix } from '../index-directory.ts';
import { cborLength, pack, type Chunk, type Word } from './pagefind-files.ts';

/** Above every character: a `to` ending with it is above every word starting with what comes before it. */
const highest = String.fromCodePoint(0x10ffff);

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
 * How many letters two words may share where a run of `size` bytes is cut
 * (-1: not cut yet): see the module comment.
 */
function deepestCut(size: number, target: number): number {
  if (size >= 3 * target) return Infinity;
  if (size >= 2 * target) return shortestPrefix;
  return size >= target ? shortestPrefix - 1 : -1;
}

/**
 * The words, in their order, cut into runs of about `target` bytes of CBOR,
 * each cut between two words that differ in their first three letters (share
 * three once a run is twice the target, anywhere at three times), with the
 * depth of each cut. One run at a time: the words may come from a generator, and only
 * the run being cut is held.
 *
 * @example
 * [...cutWords([['apple', []], ['apricot', []], ['banana', []]], 10)] // [{ words: [apple], depth: 2 }, { words: [apricot], depth: 0 }, …]
 */
export function* cutWords(words: Iterable<Word>, target: number): Generator<Run> {
  let run: Word[] = [];
  let size = 0;
  for (const word of words) {
    const last = run.at(-1);
    if (last) {
      const depth = sharedStart(last[0], word[0]);
      // Never after a word the next one starts with: no `to` could end between them.
      if (depth <= deepestCut(size, target) && depth < [...last[0]].length) {
        yield { words: run, depth };
        run = [];
        size = 0;
      }
    }
    run.push(word);
    size += cborLength(word);
  }
  yield { words: run, depth: 0 };
}

/**
 * Writes the words as chunk files of about `target` bytes (CBOR, before
 * gzip) into `bundle/index/`, named `{language}_{hash}`, never with a name in
 * `taken`; returns the list of chunks for the meta file and the starts of
 * chunks that split a run of words sharing three letters or more.
 */
export function writeChunks(
  bundle: string,
  language: string,
  words: Iterable<Word>,
  target: number,
  taken: Set<string> = new Set(),
): { chunks: Chunk[]; splitAt: string[]; largestGzip: number } {
  const chunks: Chunk[] = [];
  const splitAt: string[] = [];
  let largestGzip = 0;
  /** Writes a run as a chunk file and lists it, knowing the cut before it and whether it is the last. */
  const write = (run: Run, previousDepth: number | undefined, last: boolean) => {
    const { bytes, hash } = pack([run.words]);
    let length = 7;
    while (taken.has(`${language}_${hash.slice(0, length)}`)) length++;
    const file = `${language}_${hash.slice(0, length)}`;
    taken.add(file);
    writeFileSync(join(bundle, 'index', `${file}.pf_index`), bytes);
    largestGzip = Math.max(largestGzip, bytes.length);
    const first = run.words[0][0];
    const final = run.words.at(-1)![0];
    const from = previousDepth === undefined ? '' : [...first].slice(0, previousDepth + 1).join('');
    const to = last ? highest : [...final].slice(0, run.depth + 1).join('') + highest;
    if (previousDepth !== undefined && previousDepth >= shortestPrefix) splitAt.push(from);
    chunks.push([from, to, file]);
  };
  // A run is written once the next one is cut: only then is it known not to be the last.
  let pending: Run | undefined;
  let pendingFollows: number | undefined;
  for (const run of cutWords(words, target)) {
    if (pending) {
      write(pending, pendingFollows, false);
      pendingFollows = pending.depth;
    }
    pending = run;
  }
  if (pending && pending.words.length > 0) write(pending, pendingFollows, true);
  return { chunks, splitAt, largestGzip };
}
