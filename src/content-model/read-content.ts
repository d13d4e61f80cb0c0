/**
 * The content model: the one reader of `content/`. It walks the folder once
 * (`content-folders.ts`), reads every file once — YAML with positions
 * (`yaml-source.ts`), each MDX text parsed once into its paragraphs
 * (`read-text-file.ts`), the earlier revisions beside the texts
 * (`read-revisions.ts`) — validates it against the zod schemas of
 * `src/schemas.ts` (`validate.ts`), and checks it as a whole
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
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'astro/zod';
import {
  gameSchema,
  glossarySchema,
  publishedIdsSchema,
  publishedRevisionsSchema,
  reviewedTranslationsSchema,
} from '../schemas.ts';
import { defaultLanguage, isLanguage, languages } from '../i18n/languages.ts';
import { pageOfPath, topicPath } from '../routing/paths.ts';
import { topicFileOf } from './topic-files.ts';
import { checkContent } from './content-checks.ts';
import type { ContentModel, FilesAsRead } from './content-files.ts';
import { directories, files } from './content-folders.ts';
import { sortProblems, type Problem, type Report } from './problems.ts';
import { checkPublishedRevisions } from './published-revisions.ts';
import { readRevisionFiles, readRevisionsAside, revisionFileNames } from './read-revisions.ts';
import { readTextFile } from './read-text-file.ts';
import { resolveContent } from './resolve-content.ts';
import { attachRevisions } from './revision-files.ts';
import { reportScaffoldMarks } from './scaffold-markers.ts';
import { addedDates } from './site-record.ts';
import { validate, validFields } from './validate.ts';
import { yamlSource, type YamlSource } from './yaml-source.ts';

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
   * texts are read (`read-revisions.ts`): by default where there are at
   * least `revisionFilesForAThread` of them.
   */
  revisionsThread?: boolean;
}

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
  const revisionsAside = readRevisionsAside(root, revisionNames, gameIds, options.revisionsThread);
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

function yamlFiles(root: string, dir: string): { id: string; file: string; source: string }[] {
  return files(root, dir)
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => ({
      id: name.slice(0, -'.yaml'.length),
      file: `${dir}/${name}`,
      source: readFileSync(join(root, dir, name), 'utf8'),
    }));
}
