/**
 * What the content model is made of: each file of `content/` as read, and the
 * model a build holds. `read-content.ts` reads them; the checks
 * (`content-checks.ts`, `translation-checks.ts`) report on them; the model's
 * own last step (`resolve-content.ts`) links the texts to each other.
 *
 * @example
 * const byTopic = textsByTopic(files.texts);
 * byTopic.get('ti4/component-limitations')?.get('ru')?.file // 'content/topics/ti4/component-limitations.ru.mdx'
 */
import type { Language } from '../i18n/languages.ts';
import type {
  FrontMatter,
  Game,
  Glossary,
  Paragraph,
  PublishedIds,
  PublishedRevisions,
  ReviewedTranslations,
  Text,
} from '../schemas.ts';
import type { Problem } from './problems.ts';
import type { TextSource } from './read-text.ts';
import type { YamlSource } from './yaml-source.ts';

/** A game, from `content/games/{id}.yaml`. */
interface GameFile {
  id: string;
  file: string;
  /** Valid data, or undefined (its problems are reported). */
  data?: Game;
}

/** A topic's text in one language, from `content/topics/{game}/{topic}.{lang}.mdx`. */
export interface TextFile {
  file: string;
  topicId: string;
  lang: Language;
  /** Its paragraphs as read, also where its front matter is not valid. */
  paragraphs: Paragraph[];
  /** The text as the site shows it, or undefined where its front matter is not valid. */
  data?: Text;
}

/** A game's glossary, from `content/terms/{game}.yaml`. */
interface GlossaryFile {
  id: string;
  file: string;
  data?: Glossary;
}

/** The record of published paragraph ids. */
interface PublishedIdsFile {
  file: string;
  data?: PublishedIds;
}

/** The record of published earlier revisions. */
interface PublishedRevisionsFile {
  file: string;
  data?: PublishedRevisions;
}

/** The record of translations checked against their original, paragraph by paragraph. */
interface ReviewedTranslationsFile {
  file: string;
  data?: ReviewedTranslations;
}

export interface ContentModel {
  games: GameFile[];
  /** Texts by file path. */
  texts: TextFile[];
  glossaries: GlossaryFile[];
  /** `content/published-ids.yaml`, where it exists. */
  publishedIds?: PublishedIdsFile;
  /** `content/published-revisions.yaml`, where it exists. */
  publishedRevisions?: PublishedRevisionsFile;
  /** `content/reviewed-translations.yaml`, where it exists. */
  reviewedTranslations?: ReviewedTranslationsFile;
  /** Every problem found, errors first, each by file and line. */
  problems: Problem[];
}

/**
 * The files as read, with what the checks need to name lines (YAML with
 * positions, each `<Ref>` and link of a text): kept only while the content is
 * checked and resolved, so that the model a build holds is its data alone.
 */
export interface FilesAsRead {
  /**
   * Each game with its valid fields (`fields`), also where another field is
   * not valid: the checks that need only those still run.
   */
  games: (GameFile & { yaml: YamlSource; fields: Partial<Game> })[];
  /** Each text with the valid fields of its front matter (`fields`), likewise. */
  texts: (TextFile & { source: TextSource; fields: Partial<FrontMatter> })[];
  /** Earlier revisions of texts (`content/revisions/`), each read as a text (`revision-files.ts`). */
  revisions: (TextFile & { source: TextSource; fields: Partial<FrontMatter> })[];
  glossaries: (GlossaryFile & { yaml: YamlSource })[];
  publishedIds?: PublishedIdsFile & { yaml: YamlSource };
  publishedRevisions?: PublishedRevisionsFile & { yaml: YamlSource };
  reviewedTranslations?: ReviewedTranslationsFile & { yaml: YamlSource };
  /** The names of the files of `sources/`, the texts the content is converted from (its README left out). */
  sources: string[];
}

/** A text as read. */
export type TextAsRead = FilesAsRead['texts'][number];

/** Each topic's texts as read, by language (in the order they were read). */
export function textsByTopic(texts: TextAsRead[]): Map<string, Map<Language, TextAsRead>> {
  const byTopic = new Map<string, Map<Language, TextAsRead>>();
  for (const text of texts) {
    if (!byTopic.has(text.topicId)) byTopic.set(text.topicId, new Map());
    byTopic.get(text.topicId)!.set(text.lang, text);
  }
  return byTopic;
}
