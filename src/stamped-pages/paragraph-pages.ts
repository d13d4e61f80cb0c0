/**
 * Paragraph pages, `/{lang}/{game}/{topic}/{paragraph}/`, stamped: a site has
 * tens of thousands of them, so Astro renders the layout
 * (`ParagraphPreview.astro`) ONCE per kind of paragraph page — page language,
 * text language, languages the paragraph exists in — with markers where a
 * page's own words go (`src/pages/page-templates/paragraph/`), and the build's
 * workers fill every paragraph's page (`topicParagraphPages` of the route data,
 * `routing/route-data/paragraph.ts`) into its kind's template
 * (`fill-template.ts`), its words made markup here.
 *
 * Each page weighs at most `paragraphPageBudget` gzip: a paragraph too long
 * for it is shown cut, as its description is, with the link to read it whole.
 *
 * @example
 * for (const page of topicParagraphPages(topic)) write(page.file, stampParagraphPage(templates.get(page.kind)!, paragraphPageValues(page)).html);
 */
import { gzipSync } from 'node:zlib';
import { stringAround, useTranslations } from '../i18n/interface-strings.ts';
import type { Language } from '../i18n/languages.ts';
import { excerpt, excerptBlocks, type PlainBlock, type PlainList } from '../library/paragraphs.ts';
import { escapeHtml } from '../markup/escape-html.ts';
import { attribute, behindMarkHtml, runsHtml, tableHtml, translationMarkHtml } from '../markup/text-markup.ts';
import type { ParagraphPage } from '../routing/route-data/paragraph.ts';
import { topicPath } from '../routing/paths.ts';
import { fillTemplate, parseTemplate, topicMarkers, type Template } from './fill-template.ts';

/**
 * What a template leaves to each page: in attributes and text, the words as
 * they are (escaped when stamped); in `…Html`, markup made by `paragraphPageValues`.
 * Path markers are slugs, so that the template's paths parse as paths of the
 * URL grammar (`routing/paths.ts`).
 */
export const markers = {
  ...topicMarkers,
  paragraph: 'paragraph-marker-a1c4',
  /** The revision's order, on a revision's paragraph page (`…/~history/r1-note-3/`); in no other template. */
  revision: 'revision-marker-a1c4',
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

/** What fills a paragraph page's template: the page's words and markup, and its text as markup cut to about `length` characters (`textHtml` is the whole). */
export interface ParagraphPageValues {
  values: Record<Marker, string>;
  /**
   * Lighter notes, lightest last, for a page behind its original that is over
   * its budget with what changed in the original: a link to it on the topic
   * page instead, then the mark alone. The paragraph's words come first.
   */
  lighterNotes?: string[];
  textLength: number;
  cutTextHtml: (length: number) => string;
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
    if (block.kind === 'text')
      return `<p>${index === 0 && number ? `${strongNumber} ` : ''}${escapeHtml(block.text)}</p>`;
    if (block.kind === 'list') return listHtml(block);
    return tableHtml(
      block.rows.map((row) => row.map(escapeHtml)),
      { lang, tables, caption: block.caption === undefined ? undefined : escapeHtml(block.caption) },
    );
  });
  return `${numberAlone ? `<p>${strongNumber}</p>` : ''}${html.join('')}`;
}

/** On a revision's paragraph page: what a later revision did to these words, and the current words one tap away. */
function laterNoteHtml({ later, currentPath }: NonNullable<ParagraphPage['revision']>, lang: Language): string {
  const t = useTranslations(lang);
  const note = later.kind === 'removed' ? 'history.laterRemoved' : 'history.laterChanged';
  const current = currentPath ? ` <a${attribute('href', currentPath)}>${escapeHtml(t('history.readCurrent'))}</a>` : '';
  return `<p class="history-later"${attribute('lang', lang)} data-later="${later.kind}">${escapeHtml(t(note, { order: later.order }))}${current}</p>`;
}

/**
 * What fills a paragraph page's template, from its route data: its title and
 * description as words; its source line, heading, text (cut to its budget by
 * `stampParagraphPage` where need be) and translation note as markup.
 */
export function paragraphPageValues(page: ParagraphPage): ParagraphPageValues {
  const { lang, source, heading, text, note } = page;
  const t = useTranslations(lang);
  const [beforeTitle, afterTitle] = page.revision
    ? stringAround(t, 'history.paragraphPage', 'title', { game: source.gameName, order: page.revision.order })
    : stringAround(t, 'cite.paragraphPage', 'title', { game: source.gameName });
  const [beforeHeading, afterHeading] = stringAround(t, 'cite.paragraphTitle', 'title', { label: heading.label });
  const cutTextHtml = (length: number) =>
    text.kind === 'heading'
      ? `<p><strong>${escapeHtml(text.heading)}</strong></p>${text.section !== undefined ? `<p>${escapeHtml(excerpt(text.section, Math.min(length, 200)))}</p>` : ''}`
      : paragraphTextHtml(excerptBlocks(text.blocks, length), text.number, lang);
  return {
    values: {
      game: page.game,
      topic: page.topic,
      paragraph: page.paragraph,
      revision: page.revision ? String(page.revision.order) : '',
      title: page.title,
      description: page.description,
      sourceHtml: `${escapeHtml(beforeTitle)}<span${source.textLang ? ` lang="${source.textLang}"` : ''}>${runsHtml(source.titleRuns)}</span>${escapeHtml(afterTitle)}`,
      headingHtml: `${escapeHtml(beforeHeading)}${runsHtml(heading.titleRuns)}${escapeHtml(afterHeading)}`,
      textHtml: text.kind === 'heading' ? cutTextHtml(200) : paragraphTextHtml(text.blocks, text.number, lang),
      noteHtml: page.revision ? laterNoteHtml(page.revision, lang) : translationMarkHtml({ lang, ...note }),
    },
    ...(!page.revision && note.behind?.changes
      ? {
          lighterNotes: [
            translationMarkHtml({
              lang,
              ...note,
              changesOn: topicPath(lang, `${page.game}/${page.topic}`, page.paragraph),
            }),
            behindMarkHtml(note.behind, lang),
          ],
        }
      : {}),
    textLength: page.textLength,
    cutTextHtml,
  };
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
    bytes(values.title) +
    Math.max(bytes(values.textHtml), bytes(values.description)) +
    bytes(values.sourceHtml) +
    bytes(values.headingHtml) +
    bytes(values.noteHtml) +
    bytes(values.game) +
    bytes(values.topic) +
    bytes(values.paragraph)
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
 * budget. A page behind its original over its budget with what changed in
 * the original tries lighter notes first (`lighterNotes`), then cuts its text.
 * Words compress to 0.5–0.7 of their bytes here (the real site and
 * the bench's corpora; `npm run bench` weighs every page it builds); most
 * pages are not weighed.
 *
 * @example
 * stampParagraphPage(template, paragraphPageValues(page)) // { html: '<!DOCTYPE html>…<blockquote class="paragraph-page-text"><p><strong>49.4</strong> …</p></blockquote>…', cut: false }
 */
export function stampParagraphPage(
  template: ParagraphTemplate,
  page: ParagraphPageValues,
): { html: string; cut: boolean } {
  const whole = fillTemplate(template, page.values);
  const mightBeOver = template.frameWeight + ownBytes(page.values) > paragraphPageBudget;
  const weight = mightBeOver ? gzipWeight(whole) : 0;
  if (weight <= paragraphPageBudget) return { html: whole, cut: false };
  const [lighter, ...lighterStill] = page.lighterNotes ?? [];
  if (lighter !== undefined)
    return stampParagraphPage(template, {
      ...page,
      values: { ...page.values, noteHtml: lighter },
      lighterNotes: lighterStill,
    });
  // The longest start that fits lies between none of the text and all of it: aim at the budget between the two, and again.
  const cutTo = (length: number) => {
    const html = fillTemplate(template, { ...page.values, textHtml: page.cutTextHtml(length) });
    return { length, html, weight: gzipWeight(html) };
  };
  let fits = cutTo(0);
  let over = { length: page.textLength, weight };
  for (let tries = 0; tries < 3 && fits.weight <= paragraphPageBudget && over.length - fits.length > 20; tries += 1) {
    const aim =
      fits.length + ((over.length - fits.length) * (paragraphPageBudget - fits.weight)) / (over.weight - fits.weight);
    const start = cutTo(Math.min(Math.max(Math.floor(aim), fits.length + 10), over.length - 10));
    if (start.weight <= paragraphPageBudget) fits = start;
    else over = start;
  }
  return { html: fits.html, cut: true };
}
