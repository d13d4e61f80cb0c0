/**
 * Every file of the search index as the browser fetches it: Pagefind's script
 * fetches through `indexFetch` (it is that module's `fetch`:
 * `indexing/pagefind-script.ts`), and the site's own code through it too. It
 * gives each file a time limit (`timeLimit`, body included), so that no
 * request can hang a search; keeps what became of each file, since Pagefind
 * swallows a failed index chunk or meta file and would answer "nothing found"
 * (`failureSince`); and reads the site's directory from Pagefind's entry as
 * it passes (`../index-directory.ts`), and the words of each index chunk
 * (`loaded-words.ts`).
 *
 * A failure is a `SearchFailure`: which kind of file (`entry`, `meta`,
 * `wasm`, `chunk`, `fragment`, `typos`, `module`) and how it failed:
 * `offline` (no answer: the network), `timeout`, `missing` (404: after a
 * deploy, the old index's files are gone) or `server` (any other error).
 *
 * @example
 * const mark = failureMark();
 * await pagefind.preload('fighter');
 * const failure = failureSince(mark, ['chunk']); // a SearchFailure if a chunk failed meanwhile
 */
import type { IndexDirectory } from '../index-directory.ts';
import { noteChunk } from './loaded-words.ts';
import { timeLimit } from './time-limit.ts';

export type FileKind = 'entry' | 'meta' | 'wasm' | 'chunk' | 'fragment' | 'typos' | 'module';
export type FailureKind = 'offline' | 'timeout' | 'missing' | 'server';

/** A file of the search that could not be had. */
export class SearchFailure extends Error {
  constructor(
    readonly file: FileKind,
    readonly kind: FailureKind,
    readonly url: string,
  ) {
    super(`${file} ${url}: ${kind}`);
    this.name = 'SearchFailure';
  }
}

/** The kind of search file a URL is, by its path. */
export function fileKind(url: string): FileKind {
  const path = new URL(url, location.href).pathname;
  if (path.endsWith('/pagefind-entry.json')) return 'entry';
  if (path.endsWith('.pf_meta')) return 'meta';
  if (path.endsWith('.pagefind')) return 'wasm';
  if (path.includes('/index/')) return 'chunk';
  if (path.includes('/fragment/')) return 'fragment';
  if (path.includes('/typos/')) return 'typos';
  return 'module';
}

/** Failures in the order they happened; a mark is a position in it. */
const failures: SearchFailure[] = [];
/** Files asked for, by kind (whatever became of them). */
const asked = new Map<FileKind, number>();

/** How many files of a kind have been asked for so far: the difference of two counts is what a search fetched. */
export function askedFor(kind: FileKind): number {
  return asked.get(kind) ?? 0;
}
let directory: IndexDirectory | undefined;
/** The meta file of the entry read: the index this page searches. */
let metaOfEntry: string | undefined;

/** The site's directory of the index this page searches, once Pagefind has read its entry. */
export function indexDirectory(): IndexDirectory | undefined {
  return directory;
}

/** Where the failures stand now. */
export function failureMark(): number {
  return failures.length;
}

/** The first failure of a file of one of `kinds` since `mark`, if any. */
export function failureSince(mark: number, kinds: FileKind[]): SearchFailure | undefined {
  return failures.slice(mark).find((failure) => kinds.includes(failure.file));
}

/** Reads the site's directory and which meta file it names from an entry's text. */
function readEntry(text: string): void {
  try {
    const entry = JSON.parse(text) as { languages?: Record<string, { hash: string }>; rules?: IndexDirectory };
    directory = entry.rules;
    metaOfEntry = Object.values(entry.languages ?? {})[0]?.hash;
  } catch {
    // Pagefind reads it too, and says what is wrong with it.
  }
}

/**
 * `fetch`, for the files of the search: the whole answer within `timeLimit`,
 * a failure recorded (and thrown), the entry read on its way.
 */
export async function indexFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input instanceof Request ? input.url : input);
  const file = fileKind(url);
  asked.set(file, askedFor(file) + 1);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeLimit);
  try {
    const response = await fetch(input, { ...init, signal: controller.signal });
    const body = await response.arrayBuffer();
    if (!response.ok) throw new SearchFailure(file, response.status === 404 ? 'missing' : 'server', url);
    if (file === 'entry') readEntry(new TextDecoder().decode(body));
    if (file === 'chunk') noteChunk(body);
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  } catch (error) {
    const failure =
      error instanceof SearchFailure ? error : new SearchFailure(file, timedOut ? 'timeout' : 'offline', url);
    failures.push(failure);
    throw failure;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether the site now has another index than the one this page searches:
 * after a deploy, the old index's files are gone. Asks for the entry again,
 * past every cache.
 */
export async function indexReplaced(): Promise<boolean> {
  if (!metaOfEntry) return false;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeLimit);
  try {
    const response = await fetch(`${import.meta.env.BASE_URL}pagefind/pagefind-entry.json?ts=${Date.now()}`, {
      cache: 'no-store',
      signal: controller.signal,
    });
    const entry = (await response.json()) as { languages?: Record<string, { hash: string }> };
    const current = Object.values(entry.languages ?? {})[0]?.hash;
    return current !== undefined && current !== metaOfEntry;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
