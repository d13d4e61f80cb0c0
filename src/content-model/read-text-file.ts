/**
 * One text file of `content/` read — a topic's text (`content/topics/`) or an
 * earlier revision of it (`content/revisions/`): its MDX parsed once
 * (`read-text.ts`), its front matter validated against `frontMatterSchema`,
 * its game and language held to its folder and file name, the marks a
 * scaffolding command left in it reported; each problem at its line. Its
 * `data` is the text as the site shows it, where the front matter is valid.
 *
 * @example
 * readTextFile('content/topics/ti4/units.en.mdx', mdx, 'ti4/units', 'en', new Set(['ti4']), report).data?.title // 'Units'
 */
import { frontMatterSchema } from '../schemas.ts';
import { isLanguage, type Language } from '../i18n/languages.ts';
import type { FilesAsRead } from './content-files.ts';
import type { Report } from './problems.ts';
import { readText } from './read-text.ts';
import { reportScaffoldMarks } from './scaffold-markers.ts';
import { validate, validFields } from './validate.ts';

/** A text file read (see the module comment); `topicId` and `lang` as its path gives them. */
export function readTextFile(
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
