/**
 * Paragraph pages, `/{lang}/{game}/{topic}/{paragraph}/`: one per paragraph of
 * every topic page, so that a pasted link unfurls with the paragraph it cites.
 * A site has tens of thousands of them, so they are stamped from a template
 * (`page-templates.ts`): Astro renders the layout ONCE per kind of paragraph
 * page — page language, text language, languages the paragraph exists in —
 * with markers where a page's own words go
 * (`src/pages/page-templates/paragraph/`), and the build's workers stamp every
 * paragraph into its kind's template. The layout has a single definition,
 * `ParagraphPreview.astro`.
 *
 * Each page weighs at most `paragraphPageBudget` gzip: a paragraph too long
 * for it is shown cut, as its description is, with the link to read it whole.
 *
 * @example
 * const kinds = paragraphPageKinds(library); // [{ lang: 'fr', textLang: 'en', languages: ['ru', 'en'], key: 'fr/en/ru-en' }, …]
 * for (const page of paragraphPages(library)) write(page.file, stampParagraphPage(templates.get(page.kind), page).html);
 */
import { gzipSync } from 'node:zlib';
import type { Text } from '../schemas.ts';
import { stringAround, useTranslations } from '../i18n/interface-strings.ts';
import { languages, type Language } from '../i18n/languages.ts';
import { textFor, type Library, type Topic } from '../library/library.ts';
import { citedNumbers } from '../citations/citations.ts';
import { escapeHtml } from '../markup/escape-html.ts';
import { excerpt, excerptBlocks, plainBlocks, type PlainBlock, type PlainList } from '../library/paragraphs.ts';
import { topicPath } from '../routing/paths.ts';
import { fillTemplate, parseTemplate, topicMarkers, type Template } from './page-templates.ts';
import { runsHtml, tableHtml, translationMarkHtml } from '../markup/text-markup.ts';

/** A kind of paragraph page: one template each. */
export interface ParagraphPageKind {
  /** The page's language. */
  lang: Language;
  /** The language of the text shown (another than `lang` on a fallback page). */
  textLang: Language;
  /** The languages whose text has the paragraph: its alternates. */
  languages: Language[];
  /** `lang/textLang/languages`, e.g. `fr/en/ru-en`: names the template. */
  key: string;
}

/**
 * What a template leaves to each page: in attributes and text, the words as
 * they are (escaped when stamped); in `html`, markup made by `paragraphPageHtml`.
 * Path markers are slugs, so that the template's paths parse as paths of the
 * URL grammar (`routing.ts`).
 */
export const markers = {
  ...topicMarkers,
  paragraph: 'paragraph-marker-a1c4',
  title: '\u27e6title\u27e7',
  description: '\u27e6description\u27e7',
  /** "One paragraph of {title} ({game})." */
  sourceHtml: '\u27e6source-html\u27e7',
  /** The page's heading: the topic's title and the paragraph's number. */
  headingHtml: '\u27e6heading-html\u27e7',
  /** The paragraph's text. */
  textHtml: '\u27e6text-html\u27e7',
  /** A note on the paragraph's translation (not yet translated, or behind its original), or nothing. */
  noteHtml: '\u27e6note-html\u27e7',
} as const;

type Marker = keyof typeof markers;

/** One paragraph page: where it goes, its kind, and what fills its template. */
export interface ParagraphPage {
  /** `fr/ti4/component-limitations/dice/index.html`, from the output folder. */
  file: string;
  kind: string;
  values: Record<Marker, string>;
  /** The length of the paragraph's plain text (of its section's start, for a heading), and that text as markup cut to about `length` characters (`textHtml` is the whole). */
  textLength: number;
  cutTextHtml: (length: number) => string;
}

function kindKey(lang: Language, textLang: Language, available: Language[]): string {
  return `${lang}/${textLang}/${available.join('-')}`;
}

/** The languages of a topic's texts that have each of its paragraphs (translated: an untranslated one is another text's). */
function languagesByParagraph(texts: Map<Language, Text>): Map<string, Language[]> {
  const byParagraph = new Map<string, Language[]>();
  for (const lang of languages) {
    for (const paragraph of texts.get(lang)?.paragraphs ?? []) {
      if (paragraph.untranslated) continue;
      if (!byParagraph.has(paragraph.id)) byParagraph.set(paragraph.id, []);
      byParagraph.get(paragraph.id)!.push(lang);
    }
  }
  return byParagraph;
}

/** Every kind of paragraph page the library has, each once. */
export function paragraphPageKinds(library: Library): ParagraphPageKind[] {
  const kinds = new Map<string, ParagraphPageKind>();
  for (const topic of library.topics.values()) {
    const byParagraph = languagesByParagraph(topic.texts);
    for (const lang of languages) {
      const text = textFor(topic, lang);
      for (const paragraph of text.paragraphs) {
        const available = byParagraph.get(paragraph.id)!;
        const shown = paragraph.untranslated ?? text.lang;
        const key = kindKey(lang, shown, available);
        if (!kinds.has(key)) kinds.set(key, { lang, textLang: shown, languages: available, key });
      }
    }
  }
  return [...kinds.values()];
}

function listHtml(list: PlainList): string {
  const tag = list.start === undefined ? 'ul' : 'ol';
  const start = list.start !== undefined && list.start !== 1 ? ` start="${list.start}"` : '';
  return `<${tag}${start}>${list.items.map((item) => `<li>${escapeHtml(item.text)}${item.list ? listHtml(item.list) : ''}</li>`).join('')}</${tag}>`;
}

/**
 * A paragraph's blocks as plain HTML for its own page: text paragraphs, lists,
 * tables (in the same box as in the text: a focusable region with a name in
 * the page's language; the first row its header), its number first.
 */
export function paragraphTextHtml(blocks: PlainBlock[], number: string | undefined, lang: Language): string {
  const strongNumber = number ? `<strong>${escapeHtml(number)}</strong>` : '';
  const numberAlone = number && blocks[0]?.kind !== 'text';
  const tables = { count: 0 };
  const html = blocks.map((block, index) => {
    if (block.kind === 'text') return `<p>${index === 0 && number ? `${strongNumber} ` : ''}${escapeHtml(block.text)}</p>`;
    if (block.kind === 'list') return listHtml(block);
    return tableHtml(block.rows.map((row) => row.map(escapeHtml)), { lang, tables });
  });
  return `${numberAlone ? `<p>${strongNumber}</p>` : ''}${html.join('')}`;
}

/**
 * The note on a paragraph page about the paragraph's translation, in the
 * page's language, as the topic page shows it under the paragraph
 * (`translationMarkHtml`): not yet translated into the text's language, or
 * changed in the original since the translation was checked.
 */
function translationNoteHtml(text: Text, paragraph: Text['paragraphs'][number], topicId: string, lang: Language): string {
  const review = text.translationReview;
  const behind = review?.behind.includes(paragraph.id) ? { lang: review.original, path: topicPath(review.original, topicId, paragraph.id) } : undefined;
  return translationMarkHtml({ lang, textLang: text.lang, untranslated: paragraph.untranslated, behind });
}

/**
 * Every paragraph page of the library, with what fills its template. A
 * heading's page describes its section: the heading and the start of the
 * paragraph that follows it. An untranslated paragraph's page is that of a
 * paragraph in the language its words are in (its kind's `textLang`), with a
 * note saying so.
 */
export function* paragraphPages(library: Library): Generator<ParagraphPage> {
  for (const topic of library.topics.values()) yield* topicParagraphPages(topic);
}

/** The paragraph pages of one topic, in every language (see `paragraphPages`). */
export function* topicParagraphPages(topic: Topic): Generator<ParagraphPage> {
  const byParagraph = languagesByParagraph(topic.texts);
  for (const lang of languages) {
    const t = useTranslations(lang);
    const text = textFor(topic, lang);
    const isFallback = text.lang !== lang;
    const numbers = citedNumbers(text.paragraphs);
    const titleRunsHtml = runsHtml(text.titleRuns);
    const [beforeTitle, afterTitle] = stringAround(t, 'cite.paragraphPage', 'title', { game: topic.game.name[lang] });
    const sourceHtml = `${escapeHtml(beforeTitle)}<span${isFallback ? ` lang="${text.lang}"` : ''}>${titleRunsHtml}</span>${escapeHtml(afterTitle)}`;
    for (const [index, paragraph] of text.paragraphs.entries()) {
      const number = numbers.get(paragraph.id);
      const next = text.paragraphs[index + 1];
      // A heading's page shows its section's start (not that of a paragraph in another language than the heading's).
      const section = paragraph.kind === 'heading' && next?.kind === 'rule' && next.untranslated === paragraph.untranslated ? next : undefined;
      const strongHeading = `<p><strong>${escapeHtml(paragraph.text)}</strong></p>`;
      const blocks = plainBlocks(paragraph.blocks);
      const cutTextHtml = (length: number) =>
        paragraph.kind === 'heading'
          ? `${strongHeading}${section ? `<p>${escapeHtml(excerpt(section.text, Math.min(length, 200)))}</p>` : ''}`
          : paragraphTextHtml(excerptBlocks(blocks, length), number, lang);
      const [beforeHeading, afterHeading] = number ? stringAround(t, 'cite.paragraphTitle', 'title', { number }) : ['', ''];
      yield {
        file: `${lang}/${topic.id}/${paragraph.id}/index.html`,
        kind: kindKey(lang, paragraph.untranslated ?? text.lang, byParagraph.get(paragraph.id)!),
        values: {
          game: topic.game.id,
          topic: topic.slug,
          paragraph: paragraph.id,
          title: number ? t('cite.paragraphTitle', { title: text.title, number }) : text.title,
          description: excerpt(section ? `${paragraph.text}: ${section.text}` : paragraph.text, 300),
          sourceHtml,
          headingHtml: `${escapeHtml(beforeHeading)}${titleRunsHtml}${escapeHtml(afterHeading)}`,
          textHtml: paragraph.kind === 'heading' ? cutTextHtml(200) : paragraphTextHtml(blocks, number, lang),
          noteHtml: translationNoteHtml(text, paragraph, topic.id, lang),
        },
        textLength: section ? Math.min(section.text.length, 200) : paragraph.kind === 'heading' ? 0 : paragraph.text.length,
        cutTextHtml,
      };
    }
  }
}

/** The path of the topic page a paragraph page sends its reader to, from the markers' values. */
export function contextPath(lang: Language, values: Pick<Record<Marker, string>, 'game' | 'topic' | 'paragraph'>): string {
  return topicPath(lang, `${values.game}/${values.topic}`, values.paragraph);
}

/** A paragraph page's template: cut at its markers, and what it weighs with no page's words in it (gzip, see `stampParagraphPage`). */
export interface ParagraphTemplate extends Template<Marker> {
  frameWeight: number;
}

/** Cuts a rendered paragraph page's template at its markers. */
export function parseParagraphTemplate(html: string): ParagraphTemplate {
  const template = parseTemplate(html, markers);
  return { ...template, frameWeight: gzipWeight(template.pieces.join('')) };
}

/** What a paragraph page may weigh, in bytes of gzip (level 9, as `npm run bench` weighs it). */
export const paragraphPageBudget = 2048;

/** A page's weight against `paragraphPageBudget`: its bytes gzipped at level 9. */
export function gzipWeight(html: string): number {
  return gzipSync(html, { level: 9 }).length;
}

/**
 * The bytes of a page's own words, each counted once: its title, the text or
 * the description (a rule's description is the start of its text; a
 * heading's, the heading and its section's start), the other markup a page
 * fills in, and its path's slugs.
 */
function ownBytes(values: Record<Marker, string>): number {
  const bytes = (value: string) => Buffer.byteLength(value);
  return (
    bytes(values.title) + Math.max(bytes(values.textHtml), bytes(values.description)) + bytes(values.sourceHtml) + bytes(values.headingHtml) +
    bytes(values.noteHtml) + bytes(values.game) + bytes(values.topic) + bytes(values.paragraph)
  );
}

/**
 * A page filled into its kind's template, within `paragraphPageBudget`: the
 * paragraph whole when it fits, else about the longest start of it that fits
 * (found in a few tries, each aimed by the weights of the last), with "…"
 * where it is cut (if the page is over even with none of its text, it is
 * left so: a title and description too long for the budget).
 *
 * Weighing a page (gzip) costs about as much as stamping it, so a page is
 * weighed only when it might be over: when its template's frame weight plus
 * its own words counted as if they did not compress (`ownBytes`) is over the
 * budget. Words compress to 0.5–0.7 of their bytes here (the real site and
 * the bench's corpora; `npm run bench` weighs every page it builds); most
 * pages are not weighed.
 *
 * @example
 * stampParagraphPage(template, page) // { html: '<!DOCTYPE html>…<blockquote class="paragraph-page-text"><p><strong>49.4</strong> …</p></blockquote>…', cut: false }
 */
export function stampParagraphPage(template: ParagraphTemplate, page: ParagraphPage): { html: string; cut: boolean } {
  const whole = fillTemplate(template, page.values);
  const mightBeOver = template.frameWeight + ownBytes(page.values) > paragraphPageBudget;
  const weight = mightBeOver ? gzipWeight(whole) : 0;
  if (weight <= paragraphPageBudget) return { html: whole, cut: false };
  // The longest start that fits lies between none of the text and all of it: aim at the budget between the two, and again.
  const cutTo = (length: number) => {
    const html = fillTemplate(template, { ...page.values, textHtml: page.cutTextHtml(length) });
    return { length, html, weight: gzipWeight(html) };
  };
  let fits = cutTo(0);
  let over = { length: page.textLength, weight };
  for (let tries = 0; tries < 3 && fits.weight <= paragraphPageBudget && over.length - fits.length > 20; tries += 1) {
    const aim = fits.length + ((over.length - fits.length) * (paragraphPageBudget - fits.weight)) / (over.weight - fits.weight);
    const start = cutTo(Math.min(Math.max(Math.floor(aim), fits.length + 10), over.length - 10));
    if (start.weight <= paragraphPageBudget) fits = start;
    else over = start;
  }
  return { html: fits.html, cut: true };
}
