/**
 * The content model: the one reader of `content/`. It walks the folder once,
 * reads every file once — YAML with positions (`yaml-source.ts`), each MDX text
 * parsed once into its paragraphs (`read-text.ts`) — validates it against the
 * zod schemas of `src/schemas.ts`, and checks it as a whole
 * (`content-checks.ts`, which only report), then links the texts to each
 * other (`resolve-content.ts`), gives each its revisions
 * (`revision-files.ts`) and holds the published ones to their record
 * (`published-revisions.ts`). Everything else reads this model: the build
 * (once, `src/build/build-content.ts`, which shares it with the pages), the
 * tools (`check:content`, `ids:publish`, the translators' commands) and the
 * tests.
 *
 * @example
 * const model = readContent(process.cwd());
 * model.texts.find((text) => text.data?.topicId === 'ti4/component-limitations' && text.lang === 'ru')?.data?.paragraphs.length // 18
 * model.problems.filter((problem) => problem.severity === 'error') // []
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import type { z } from 'astro/zod';
import {
  frontMatterSchema,
  gameSchema,
  glossarySchema,
  publishedIdsSchema,
  publishedRevisionsSchema,
  reviewedTranslationsSchema,
} from '../schemas.ts';
import { defaultLanguage, isLanguage, languages, type Language } from '../i18n/languages.ts';
import { pageOfPath, topicPath } from '../routing/paths.ts';
import { topicFileOf } from './topic-files.ts';
import { checkContent } from './content-checks.ts';
import type { ContentModel, FilesAsRead, TextAsRead } from './content-files.ts';
import { sortProblems, type Problem, type Report } from './problems.ts';
import { resolveContent } from './resolve-content.ts';
import { attachRevisions, revisionFileOf, revisionsDir } from './revision-files.ts';
import { checkPublishedRevisions } from './published-revisions.ts';
import { addedDates } from './site-record.ts';
import { readText, type TextSource } from './read-text.ts';
import { scaffoldProblems } from './scaffold-markers.ts';
import { unknownKey } from './unknown-keys.ts';
import { receivedYaml, yamlSource, type SentYaml, type YamlSource } from './yaml-source.ts';

/** Where the record of published ids is, from the project root. */
export const publishedIdsFile = 'content/published-ids.yaml';

/** Where the record of published earlier revisions is, from the project root. */
export const publishedRevisionsFile = 'content/published-revisions.yaml';

/** Where the record of reviewed translations is, from the project root. */
export const reviewedTranslationsFile = 'content/reviewed-translations.yaml';

/** How `readContent` reads. */
export interface ReadOptions {
  /**
   * Whether the earlier revisions are read in a thread of their own while the
   * texts are read (`revisions-thread.ts`): by default where there are at
   * least `revisionFilesForAThread` of them.
   */
  revisionsThread?: boolean;
}

/**
 * From how many revision files on they are read in a thread of their own: the
 * thread's start (about 0.3 s of loading the readers' modules) must be
 * outweighed (3,000 files: about 2 s of the main thread's).
 */
const revisionFilesForAThread = 300;

/** Reads, checks and resolves `root`'s `content/` (see the module comment). Never throws for bad content: see `problems`. */
export function readContent(root: string, options: ReadOptions = {}): ContentModel {
  const problems: Problem[] = [];
  const report: Report = (file, line, message, severity = 'error') => problems.push({ severity, file, line, message });
  const asRead = readFiles(root, report, options);
  checkContent(asRead, report);
  resolveContent(asRead);
  attachRevisions(asRead, addedDates(root));
  checkPublishedRevisions(asRead, report);
  const { games, texts, glossaries, publishedIds, publishedRevisions, reviewedTranslations } = asRead;
  return {
    games: games.map(({ id, file, data }) => ({ id, file, data })),
    texts: texts.map(({ file, topicId, lang, source, data }) => ({
      file,
      topicId,
      lang,
      paragraphs: source.paragraphs,
      data,
    })),
    glossaries: glossaries.map(({ id, file, data }) => ({ id, file, data })),
    publishedIds: publishedIds && { file: publishedIds.file, data: publishedIds.data },
    publishedRevisions: publishedRevisions && { file: publishedRevisions.file, data: publishedRevisions.data },
    reviewedTranslations: reviewedTranslations && { file: reviewedTranslations.file, data: reviewedTranslations.data },
    problems: sortProblems(problems),
  };
}

/** A record of `content/` (published ids, published revisions, reviewed translations) read and validated, where it exists. */
function recordFile<T>(
  root: string,
  file: string,
  schema: z.ZodType<T>,
  report: Report,
): { file: string; yaml: YamlSource; data?: T } | undefined {
  if (!existsSync(join(root, file))) return undefined;
  const yaml = yamlSource(readFileSync(join(root, file), 'utf8'));
  return { file, yaml, data: validate(schema, yaml, file, report) };
}

/** Every file of `root`'s `content/` read once and validated, each on its own: what one file alone gets wrong is reported. */
export function readFiles(root: string, report: Report, options: ReadOptions = {}): FilesAsRead {
  const games = yamlFiles(root, 'content/games').map(({ id, file, source }): FilesAsRead['games'][number] => {
    reportScaffoldMarks(file, source, report);
    const yaml = yamlSource(source);
    const data = validate(gameSchema, yaml, file, report);
    return { id, file, yaml, data, fields: data ?? validFields(gameSchema, yaml.data) };
  });
  const glossaries = yamlFiles(root, 'content/terms').map(({ id, file, source }): FilesAsRead['glossaries'][number] => {
    reportScaffoldMarks(file, source, report);
    const yaml = yamlSource(source);
    return { id, file, yaml, data: validate(glossarySchema, yaml, file, report) };
  });
  const publishedIds = recordFile(root, publishedIdsFile, publishedIdsSchema, report);
  const publishedRevisions = recordFile(root, publishedRevisionsFile, publishedRevisionsSchema, report);
  const reviewedTranslations = recordFile(root, reviewedTranslationsFile, reviewedTranslationsSchema, report);

  const gameIds = new Set(games.map((game) => game.id));
  const revisionNames = revisionFileNames(root);
  const revisionsAside = readRevisionsAside(root, revisionNames, gameIds, options);
  const texts: FilesAsRead['texts'] = [];
  for (const game of directories(root, 'content/topics')) {
    for (const name of files(root, `content/topics/${game}`)) {
      const file = `content/topics/${game}/${name}`;
      const fileName = topicFileOf(`${game}/${name}`);
      if (!fileName) {
        report(
          file,
          undefined,
          'file name must be content/topics/{game}/{topic}.{lang}.mdx, e.g. content/topics/ti4/units.en.mdx',
        );
        continue;
      }
      if (!gameIds.has(game)) report(file, undefined, `folder "${game}" is not a game: no content/games/${game}.yaml`);
      if (pageOfPath(topicPath(defaultLanguage, fileName.topicId))?.kind !== 'topic') {
        report(
          file,
          undefined,
          `"${fileName.topic}" is the address of another page of the game (${topicPath(defaultLanguage, fileName.topicId)}): name the topic otherwise`,
        );
        continue;
      }
      if (!isLanguage(fileName.lang)) {
        report(
          file,
          undefined,
          `"${fileName.lang}" in the file name is not a language of the site (${languages.join(', ')})`,
        );
        continue;
      }
      texts.push(
        readTextFile(file, readFileSync(join(root, file), 'utf8'), fileName.topicId, fileName.lang, gameIds, report),
      );
    }
  }

  const revisions = revisionsAside?.join(report) ?? readRevisionFiles(root, gameIds, report, revisionNames);
  const sources = files(root, 'sources').filter((name) => name !== 'README.md');
  return { games, texts, revisions, glossaries, publishedIds, publishedRevisions, reviewedTranslations, sources };
}

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
 * worth it (`ReadOptions.revisionsThread`). `join` (once the main thread has
 * read the texts) reads on the main thread the files the thread has not yet
 * claimed (`readClaimedRevisions`: the two claim from one shared count), then
 * waits for the thread's (the caller blocks: `readContent` stays synchronous),
 * reports their problems, and gives every revision in the order of the files.
 * Where the thread fails, the main thread reads the files the thread claimed:
 * a thread that fails loses nothing.
 */
function readRevisionsAside(
  root: string,
  names: string[],
  gameIds: Set<string>,
  { revisionsThread }: ReadOptions,
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

function readTextFile(
  file: string,
  content: string,
  topicId: string,
  lang: Language,
  gameIds: Set<string>,
  report: Report,
): FilesAsRead['texts'][number] {
  reportScaffoldMarks(file, content, report);
  const source = readText(content, lang);
  for (const problem of source.problems) report(file, problem.line, problem.message);
  const text: FilesAsRead['texts'][number] = { file, topicId, lang, paragraphs: source.paragraphs, source, fields: {} };
  if (!source.frontMatter?.data) return text;
  const frontMatter = validate(frontMatterSchema, source.frontMatter, file, report);
  text.fields = frontMatter ?? validFields(frontMatterSchema, source.frontMatter.data);
  const declared = source.frontMatter.data as { game?: unknown; lang?: unknown };
  const [game] = topicId.split('/');
  if (typeof declared.game === 'string' && declared.game !== game) {
    report(
      file,
      source.frontMatter.lineOf(['game']),
      `game "${declared.game}" does not match the folder content/topics/${game}/`,
    );
  }
  if (typeof declared.game === 'string' && !gameIds.has(declared.game)) {
    report(
      file,
      source.frontMatter.lineOf(['game']),
      `unknown game "${declared.game}" (games: ${[...gameIds].join(', ')})`,
    );
  }
  if (isLanguage(declared.lang) && declared.lang !== lang) {
    report(
      file,
      source.frontMatter.lineOf(['lang']),
      `lang "${declared.lang}" does not match the file name (*.${lang}.mdx)`,
    );
  }
  if (!frontMatter) return text;
  if (frontMatter.source.translatedFrom === lang) {
    report(
      file,
      source.frontMatter.lineOf(['source', 'translatedFrom']),
      `source.translatedFrom "${lang}": the text is in "${lang}"; name the language of the text it was translated from`,
    );
    return text;
  }
  const { title, ...fields } = frontMatter;
  const titleRuns = source.titleRuns ?? [{ text: title }];
  const editionRuns = source.editionRuns ?? [{ text: frontMatter.source.edition }];
  text.data = {
    ...fields,
    topicId,
    file,
    title: titleRuns.map((run) => run.text).join(''),
    titleRuns,
    editionRuns,
    paragraphs: source.paragraphs,
    revisions: [],
  };
  return text;
}

/**
 * Data checked against a schema; each issue reported at the line of its value
 * (or of the nearest part of its path that exists). Undefined when not valid.
 */
function validate<T>(schema: z.ZodType<T>, yaml: YamlSource, file: string, report: Report): T | undefined {
  for (const error of yaml.errors) report(file, error.line, `YAML does not parse: ${error.message}`);
  if (yaml.data === undefined) return undefined;
  const result = schema.safeParse(yaml.data);
  if (result.success) return result.data;
  // Each unknown key at its own line, with the key most likely meant; that key, when missing, is not reported again.
  const meant = new Set<string>();
  for (const issue of result.error.issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    for (const unknown of issue.keys) {
      const where = [...issue.path, unknown];
      const { message, nearest } = unknownKey(schema, issue.path, unknown);
      if (nearest && !hasKey(yaml.data, [...issue.path, nearest])) meant.add([...issue.path, nearest].join('.'));
      report(file, yaml.lineOf(where), `${where.join('.')}: ${message}`);
    }
  }
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') continue;
    const key = issue.path.join('.');
    if (meant.has(key)) continue;
    // A record's key that is not valid says so by the issues of the key's own schema.
    const said = issue.code === 'invalid_key' ? issue.issues.map((inner) => inner.message).join('; ') : issue.message;
    const message = /received undefined$/.test(said) ? 'is required' : said;
    report(file, yaml.lineOf(issue.path), `${key ? `${key}: ` : ''}${message}`);
  }
  return undefined;
}

/** Whether data has a value at `path`. */
function hasKey(data: unknown, path: readonly PropertyKey[]): boolean {
  let value = data;
  for (const part of path) {
    if (typeof value !== 'object' || value === null || !(String(part) in value)) return false;
    value = (value as Record<string, unknown>)[String(part)];
  }
  return true;
}

/** The marks a scaffolding command left in a file, still there (`scaffold-markers.ts`). */
function reportScaffoldMarks(file: string, source: string, report: Report): void {
  for (const { line, message, severity } of scaffoldProblems(source)) report(file, line, message, severity);
}

/**
 * The fields of `data` that are valid each on its own against an object
 * schema's fields (`schema.shape`): what the checks of one field can still
 * check where another field is not valid.
 */
function validFields<T>(schema: z.ZodType<T>, data: unknown): Partial<T> {
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape;
  if (!shape || typeof data !== 'object' || data === null) return {};
  const fields: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const result = field.safeParse((data as Record<string, unknown>)[key]);
    if (result.success) fields[key] = result.data;
  }
  return fields as Partial<T>;
}

function yamlFiles(root: string, dir: string): { id: string; file: string; source: string }[] {
  return files(root, dir)
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => ({
      id: name.slice(0, -'.yaml'.length),
      file: `${dir}/${name}`,
      source: readFileSync(join(root, dir, name), 'utf8'),
    }));
}

/** The names of a folder's files (or its folders), sorted; none where the folder does not exist. */
function entries(root: string, dir: string, kind: 'file' | 'folder'): string[] {
  const path = join(root, dir);
  if (!existsSync(path)) return [];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => (kind === 'file' ? entry.isFile() : entry.isDirectory()))
    .map((entry) => entry.name)
    .sort();
}

const files = (root: string, dir: string) => entries(root, dir, 'file');
const directories = (root: string, dir: string) => entries(root, dir, 'folder');
