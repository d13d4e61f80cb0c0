/**
 * Reading the earlier revisions (`content/revisions/{game}/{topic}.{lang}.{name}.mdx`),
 * each a text file like any (`read-text-file.ts`): by their names in order
 * (`revisionFileNames`), on the main thread alone (`readRevisionFiles`), or,
 * where there are many, in a thread of their own while the main thread reads
 * the texts (`readRevisionsAside`, `revisions-thread.ts`), the two claiming
 * files from one shared count so that each is read once, by whichever is free.
 *
 * @example
 * const aside = readRevisionsAside(root, revisionFileNames(root), gameIds, true);
 * // … the main thread reads the texts …
 * const revisions = aside?.join(report) ?? readRevisionFiles(root, gameIds, report);
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { isLanguage, languages } from '../i18n/languages.ts';
import type { FilesAsRead, TextAsRead } from './content-files.ts';
import { directories, files } from './content-folders.ts';
import type { Problem, Report } from './problems.ts';
import { readTextFile } from './read-text-file.ts';
import type { TextSource } from './read-text.ts';
import { revisionFileOf, revisionsDir } from './revision-files.ts';
import { receivedYaml, type SentYaml } from './yaml-source.ts';

/**
 * From how many revision files on they are read in a thread of their own: the
 * thread's start (about 0.3 s of loading the readers' modules) must be
 * outweighed (3,000 files: about 2 s of the main thread's).
 */
const revisionFilesForAThread = 300;

/** The files of `content/revisions/`, as `{game}/{name}`, in the order they are read: by game, then by name. */
export function revisionFileNames(root: string): string[] {
  return directories(root, revisionsDir).flatMap((game) =>
    files(root, `${revisionsDir}/${game}`).map((name) => `${game}/${name}`),
  );
}

/** The earlier revisions of `content/revisions/{game}/{topic}.{lang}.{name}.mdx` (`names`: `revisionFileNames`), each read as a text (`revision-files.ts`). */
export function readRevisionFiles(
  root: string,
  gameIds: Set<string>,
  report: Report,
  names = revisionFileNames(root),
): FilesAsRead['revisions'] {
  return readClaimedRevisions(root, names, gameIds, report, claimEach([...names.keys()])).map(
    ({ revision }) => revision,
  );
}

/** A claim on each of `indexes` in turn, for one thread alone (`readClaimedRevisions`). */
function claimEach(indexes: number[]): () => number | undefined {
  let next = 0;
  return () => indexes[next++];
}

/**
 * Reads the revision files that `claim` hands out, one at a time, by their
 * place in `names` (`revisionFileNames`), until it hands out none: the main
 * thread and the revisions thread claim from one shared count, so that each
 * file is read once, by whichever is free (`readRevisionsAside`).
 */
export function readClaimedRevisions(
  root: string,
  names: string[],
  gameIds: Set<string>,
  report: Report,
  claim: () => number | undefined,
): { index: number; revision: TextAsRead }[] {
  const revisions: { index: number; revision: TextAsRead }[] = [];
  for (let index = claim(); index !== undefined; index = claim()) {
    const [game, name] = names[index].split('/');
    const file = `${revisionsDir}/${game}/${name}`;
    const fileName = revisionFileOf(game, name);
    if (!fileName || !isLanguage(fileName.lang)) {
      report(
        file,
        undefined,
        `file name must be ${revisionsDir}/{game}/{topic}.{lang}.{name}.mdx, {lang} one of ${languages.join(', ')}, e.g. ${revisionsDir}/ti4/units.en.first-printing.mdx`,
      );
      continue;
    }
    if (!gameIds.has(game)) report(file, undefined, `folder "${game}" is not a game: no content/games/${game}.yaml`);
    revisions.push({
      index,
      revision: readTextFile(
        file,
        readFileSync(join(root, file), 'utf8'),
        fileName.topicId,
        fileName.lang,
        gameIds,
        report,
      ),
    });
  }
  return revisions;
}

/** A claim on the next of `count` files from a count shared between threads (`readClaimedRevisions`). */
export function sharedClaim(claims: Int32Array, count: number): () => number | undefined {
  return () => {
    const index = Atomics.add(claims, 0, 1);
    return index < count ? index : undefined;
  };
}

/** What the revisions thread is given (`revisions-thread.ts`). */
export interface RevisionsThreadData {
  root: string;
  gameIds: string[];
  /** The revision files (`revisionFileNames`), and the count of those claimed so far, shared with the main thread. */
  names: string[];
  claims: Int32Array;
  /** Where it sends its `RevisionsThreadReply`. */
  port: MessagePort;
  /** Set to 1 (and notified) once the reply is sent: the main thread waits on it. */
  sent: Int32Array;
  /** The thread's module (`revisions-thread.ts`), as a URL. */
  module: string;
}

/** The revisions as read by the thread, their front matter as it can cross (`sentYaml`), with the problems reported there; or why it failed. */
export type RevisionsThreadReply =
  | {
      revisions: {
        index: number;
        revision: Omit<TextAsRead, 'source'> & {
          source: Omit<TextSource, 'frontMatter'> & { frontMatter?: SentYaml };
        };
      }[];
      problems: Problem[];
    }
  | { error: string };

/** The longest the main thread waits for the revisions thread before it reads the revisions itself. */
const revisionsThreadPatienceMs = 5 * 60_000;

/**
 * The revisions thread's first code: it loads `revisions-thread.ts` and, should
 * that fail, replies why, as the module would once loaded; else the main
 * thread would wait for a reply that never comes.
 */
const revisionsThreadStart = `
const { workerData } = require('node:worker_threads');
import(workerData.module).catch((error) => {
  workerData.port.postMessage({ error: String(error) });
  Atomics.store(workerData.sent, 0, 1);
  Atomics.notify(workerData.sent, 0);
});`;

/**
 * Starts reading the earlier revisions in a thread of their own, where that is
 * worth it (`revisionsThread`; by default from `revisionFilesForAThread` files on). `join` (once the main thread has
 * read the texts) reads on the main thread the files the thread has not yet
 * claimed (`readClaimedRevisions`: the two claim from one shared count), then
 * waits for the thread's (the caller blocks: `readContent` stays synchronous),
 * reports their problems, and gives every revision in the order of the files.
 * Where the thread fails, the main thread reads the files the thread claimed:
 * a thread that fails loses nothing.
 */
export function readRevisionsAside(
  root: string,
  names: string[],
  gameIds: Set<string>,
  revisionsThread: boolean | undefined,
): { join(report: Report): FilesAsRead['revisions'] } | undefined {
  if (!(revisionsThread ?? names.length >= revisionFilesForAThread)) return undefined;
  const { port1, port2 } = new MessageChannel();
  const sent = new Int32Array(new SharedArrayBuffer(4));
  const claims = new Int32Array(new SharedArrayBuffer(4));
  const module = new URL('./revisions-thread.ts', import.meta.url).href;
  const workerData: RevisionsThreadData = { root, gameIds: [...gameIds], names, claims, port: port2, sent, module };
  let worker: Worker;
  try {
    worker = new Worker(revisionsThreadStart, { eval: true, workerData, transferList: [port2] });
  } catch (error) {
    console.warn(`content: the revisions thread did not start, the revisions are read on the main thread: ${error}`);
    return undefined;
  }
  return {
    join(report) {
      const read = readClaimedRevisions(root, names, gameIds, report, sharedClaim(claims, names.length));
      Atomics.wait(sent, 0, 0, revisionsThreadPatienceMs);
      const reply = receiveMessageOnPort(port1)?.message as RevisionsThreadReply | undefined;
      port1.close();
      void worker.terminate();
      if (!reply || 'error' in reply) {
        console.warn(
          `content: the revisions thread failed, the revisions are read on the main thread: ${reply?.error ?? `no reply in ${revisionsThreadPatienceMs / 1000} s`}`,
        );
        const own = new Set(read.map(({ index }) => index));
        const left = [...names.keys()].filter((index) => !own.has(index));
        read.push(...readClaimedRevisions(root, names, gameIds, report, claimEach(left)));
      } else {
        for (const { severity, file, line, message } of reply.problems) report(file, line, message, severity);
        for (const { index, revision } of reply.revisions) {
          const { frontMatter } = revision.source;
          read.push({
            index,
            revision: {
              ...revision,
              source: { ...revision.source, frontMatter: frontMatter && receivedYaml(frontMatter) },
            },
          });
        }
      }
      return read.sort((a, b) => a.index - b.index).map(({ revision }) => revision);
    },
  };
}
