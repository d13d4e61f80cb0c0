/**
 * A topic as the entries of a GNU gettext PO file, one per paragraph, for a
 * translation into one language: what `npm run po:export` writes and
 * `npm run po:import` reads back (see docs/translating.md). The entries are
 * made from the content model; PO's own syntax is gettext-parser's
 * (`po-files.ts`).
 *
 * - `msgctxt`: the paragraph id (`front-matter/title` and
 *   `front-matter/source.edition` for the title and the edition);
 * - `msgid`: the source text's words, markup as tags (`markup-tags.ts`);
 * - `msgstr`: the translation's words, empty where a paragraph is not yet
 *   translated (or the topic has no text in the language);
 * - `#.` the printed number, section and topic; `#:` the source file and line;
 * - `#, fuzzy` and `#| msgid` (the original the translation was checked
 *   against) where the paragraph is behind its original.
 *
 * The source text is the topic's original, or where it has none the text the
 * translation was made from (`source.translatedFrom`), or its first text in
 * the site's language order.
 *
 * @example
 * const exchange = topicExchange(model, 'ti4/component-limitations', 'fr');
 * exchange.entries[2] // { context: 'dice', id: '<b>Dice:</b> Dice are limitless.', translation: '', comments: ['1.', 'section: …'], … }
 */
import { languages, type Language } from '../i18n/languages.ts';
import type { Block, Inline, Paragraph, Run } from '../schemas.ts';
import type { ContentModel, TextFile } from '../content-model/content-files.ts';
import { originalOf } from '../content-model/translation-commands.ts';
import { plainOf } from '../library/paragraphs.ts';
import { tagsOfBlocks, tagsOfInline } from './markup-tags.ts';

/** The contexts of the front matter's entries: no paragraph id holds a "/". */
export const titleContext = 'front-matter/title';
const editionContext = 'front-matter/source.edition';

/** One entry of a PO file. */
export interface Entry {
  context: string;
  /** The source's words, tagged. */
  id: string;
  /** The translation's words, tagged; empty where there is none. */
  translation: string;
  /** `#.` lines. */
  comments: string[];
  /** `#:` */
  reference: string;
  /** Behind its original: `#, fuzzy`. */
  fuzzy: boolean;
  /** What the paragraph of the source is: its blocks, kind and number (for the import). */
  paragraph?: Paragraph;
}

/** A topic's entries for one language. */
export interface TopicExchange {
  topicId: string;
  /** The language translated into; undefined for the template. */
  lang?: Language;
  /** The text the words are translated from. */
  source: TextFile;
  /** The translation, where the topic has a text in `lang`. */
  text?: TextFile;
  /** Whether the source is the topic's original, so that the review record applies. */
  reviewed: boolean;
  entries: Entry[];
}

/** Where a topic's PO file for `lang` is, and its template (`.pot`), under `folder`. */
export function poFileOf(folder: string, topicId: string, lang?: Language): string {
  return `${folder}/${topicId}.${lang ? `${lang}.po` : 'pot'}`;
}

/** A topic's texts in the site's language order. */
export function textsOf(model: ContentModel, topicId: string): TextFile[] {
  return model.texts
    .filter((text) => text.topicId === topicId)
    .sort((a, b) => languages.indexOf(a.lang) - languages.indexOf(b.lang));
}

/** The text a translation into `lang` is made from (see the module comment), or undefined where there is none. */
function sourceOf(texts: TextFile[], lang: Language | undefined): TextFile | undefined {
  const text = texts.find((each) => each.lang === lang);
  const from = text?.data?.source.translatedFrom;
  const original = originalOf(texts);
  if (text && text === original) return undefined;
  const source =
    (original && original !== text ? original : undefined) ??
    texts.find((each) => each.lang === from) ??
    texts.find((each) => each !== text);
  return source;
}

/** Runs by language as inline content of a text in `lang`: words in another language as `<Original>`. */
function inlineOfRuns(runs: Run[], lang: string): Inline[] {
  return runs.map((run) =>
    run.lang && run.lang !== lang ? { kind: 'original', lang: run.lang, content: [run.text] } : run.text,
  );
}

/** A title or edition as a translation's words: empty while none of it is in `lang`. */
function translatedRuns(runs: Run[] | undefined, lang: Language): string {
  if (!runs?.some((run) => (run.lang ?? lang) === lang && run.text.trim())) return '';
  return tagsOfInline(inlineOfRuns(runs, lang));
}

/** A paragraph's words as an entry's: its blocks tagged. */
function wordsOf(blocks: Block[]): string {
  return tagsOfBlocks(blocks);
}

/** `#.` lines of a paragraph: its number, its section (the heading before it) and the topic. */
function paragraphComments(paragraph: Paragraph, section: string | undefined, topic: string): string[] {
  return [
    paragraph.kind === 'heading' ? `heading, level ${paragraph.level ?? 2}` : undefined,
    paragraph.number ? `number: ${paragraph.number}` : undefined,
    section && paragraph.kind !== 'heading' ? `section: ${section}` : undefined,
    `topic: ${topic}`,
  ].filter((line): line is string => line !== undefined);
}

/**
 * A topic's entries for a translation into `lang` (see the module comment),
 * or undefined where there is nothing to translate from (its only text is in
 * `lang`, or `lang` is the original's). `lang` undefined: the template.
 */
export function topicExchange(
  model: ContentModel,
  topicId: string,
  lang: Language | undefined,
): TopicExchange | undefined {
  const texts = textsOf(model, topicId);
  const source = sourceOf(texts, lang);
  if (!source || source.lang === lang || !source.data) return undefined;
  const text = lang ? texts.find((each) => each.lang === lang) : undefined;
  const reviewed = originalOf(texts) === source;
  const topic = `${plainOf(inlineOfRuns(source.data.titleRuns, source.lang))} (${topicId})`;
  const translated = new Map((text?.paragraphs ?? []).map((paragraph) => [paragraph.id, paragraph]));
  const behind = new Set(reviewed ? (text?.data?.translationReview?.behind ?? []) : []);
  const unchecked = new Set(reviewed ? (text?.data?.translationReview?.unchecked ?? []) : []);
  const frontMatter = (context: string, field: string, runs: Run[], theirs: Run[] | undefined): Entry => ({
    context,
    id: tagsOfInline(inlineOfRuns(runs, source.lang)),
    translation: lang ? translatedRuns(theirs, lang) : '',
    comments: [`${field} of the text`, `topic: ${topic}`],
    reference: `${source.file}:1`,
    fuzzy: false,
  });
  const entries: Entry[] = [
    frontMatter(titleContext, 'title', source.data.titleRuns, text?.data?.titleRuns),
    frontMatter(editionContext, 'source.edition', source.data.editionRuns, text?.data?.editionRuns),
  ];
  let section: string | undefined;
  for (const paragraph of source.paragraphs) {
    if (paragraph.kind === 'heading')
      section = plainOf(paragraph.blocks[0]?.kind === 'text' ? paragraph.blocks[0].content : []);
    const theirs = translated.get(paragraph.id);
    const translation = lang && theirs && !theirs.untranslated ? wordsOf(theirs.blocks) : '';
    entries.push({
      context: paragraph.id,
      id: wordsOf(paragraph.blocks),
      translation,
      comments: [
        ...paragraphComments(paragraph, section, topic),
        ...(translation && unchecked.has(paragraph.id) ? ['translated, not yet checked'] : []),
      ],
      reference: `${source.file}:${paragraph.line}`,
      fuzzy: translation !== '' && behind.has(paragraph.id),
      paragraph,
    });
  }
  return { topicId, lang, source, text, reviewed, entries };
}
