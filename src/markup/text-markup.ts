/**
 * The markup of a topic's text, as HTML: its paragraphs (`Paragraph` of
 * `src/schemas.ts`) with their blocks — text, lists, tables — and inline
 * content, its title, and two texts side by side. One definition for every
 * page that shows a text: the topic page (`text/TopicText.astro`), the
 * side-by-side pages (stamped from their template by the build's workers,
 * `side-by-side/side-by-side-pages.ts`), and every title (`Title.astro`).
 *
 * Functions, not Astro components: a text is hundreds of nodes (a paragraph,
 * its blocks, each run of bold, italics, a reference…), and an Astro component
 * instance costs far more than the string it makes; at 1,000 topics × 3
 * languages these pages are most of the build. What Astro did for the
 * components is done here alike: text and attribute values escaped
 * (`escapeHtml`, the characters Astro escapes), attributes without a value
 * left out.
 *
 * @example
 * paragraphHtml({ id: 'dice', kind: 'rule', number: '1.', blocks: [{ kind: 'text', content: ['Dice are limitless.'] }], … }, { lang: 'en', tables })
 * // '<div class="rule" id="dice" data-rule data-number="1."><a class="rule-number" href="#dice" aria-label="Link to rule 1." lang="en">1.</a><div class="rule-text"><p>Dice are limitless.</p></div></div>'
 */
import type { Block, Inline, List, Paragraph, Run } from '../schemas.ts';
import { escapeHtml } from './escape-html.ts';
import { stringAround, useTranslations } from '../i18n/interface-strings.ts';
import type { Language } from '../i18n/languages.ts';
import type { TermFinder } from '../glossary/term-marks.ts';
import { layoutIds, tableLabelId, termDescriptionId } from './layout-ids.ts';
import type { SideBySideColumn } from '../routing/route-data/side-by-side.ts';
import type { BehindOriginal, TextTranslation } from '../routing/route-data/text.ts';
import type { DiffPart } from '../history/word-diff.ts';
import type { Title } from '../routing/route-data/titles.ts';
import type { AlignedRow } from '../side-by-side/align-paragraphs.ts';
import { topicPath } from '../routing/paths.ts';

/**
 * The tables of a page so far: each table's label has the next number, so ids
 * are unique on the page and the same in every build. One per page
 * (`pageTables`), shared by every text on it.
 */
export interface TableCount {
  count: number;
}

/**
 * The page's count of tables, kept in Astro's `locals` of the page being rendered.
 *
 * @example
 * const tables = pageTables(Astro.locals); // { count: 0 }
 */
export function pageTables(locals: object): TableCount {
  const page = locals as { tables?: TableCount };
  page.tables ??= { count: 0 };
  return page.tables;
}

/** How a paragraph is shown (see `paragraphHtml`). */
export interface ParagraphOptions {
  /** The page's language: permalinks' names, references' pages and notes are in it. */
  lang: Language;
  /** The page's tables so far. */
  tables: TableCount;
  /** Where the text is a translation with paragraphs to mark: its untranslated paragraphs and those behind their original (`textTranslationOf`). */
  translation?: TextTranslation;
  /** With its id and permalink (default); `false` for a counterpart shown beside the paragraph that has them. */
  anchored?: boolean;
  /** The terms of the text's game to mark in its rule text (`TextTerms`), where the page marks them. */
  terms?: TextTerms;
  /** Each paragraph's change mark since the revision before (`history/history-markup.ts`), by id, where the text has revisions. */
  changes?: Map<string, string>;
}

/**
 * The terms of a text's game as its page marks them (`glossary/term-marks.ts`):
 * how to find them, the glossary page each leads to (its entry, `#{game}-{id}`),
 * and the terms marked so far on the page, whose descriptions the page writes
 * once (`components/text/TopicText.astro`).
 */
export interface TextTerms {
  find: TermFinder;
  game: string;
  /** The glossary page in the page's language. */
  glossary: string;
  /** The ids of the terms marked on the page so far. */
  used: Set<string>;
}

/** The terms of one paragraph: each marked once, at its first occurrence. */
interface ParagraphTerms {
  terms: TextTerms;
  seen: Set<string>;
}

/**
 * Plain words with the paragraph's terms marked in them: each a link to its
 * glossary entry (what it is without JavaScript), described by its names in
 * the other languages (`termDescriptionId`); the term card shows on tap,
 * hover and focus (`glossary/browser/term-card.ts`).
 */
function wordsHtml(text: string, marks: ParagraphTerms | undefined): string {
  if (!marks) return escapeHtml(text);
  const { terms, seen } = marks;
  return terms
    .find(text, seen)
    .map((segment) => {
      if (typeof segment === 'string') return escapeHtml(segment);
      terms.used.add(segment.term);
      const entry = `${terms.glossary}#${terms.game}-${segment.term}`;
      return `<a class="term"${attribute('href', entry)}${attribute('aria-describedby', termDescriptionId(terms.game, segment.term))}>${escapeHtml(segment.words)}</a>`;
    })
    .join('');
}

/** ` name="value"`, or nothing for a value that is not there (as Astro writes attributes); `true` gives the name alone. */
/** ` name="value"` (escaped), ` name` for `true`, nothing for `undefined` or `false`. */
export function attribute(name: string, value: string | number | boolean | undefined): string {
  if (value === undefined || value === false) return '';
  return value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`;
}

/**
 * A paragraph's inline content: text, bold, italics, words in another language
 * (`<Original>`: their `lang`), references (`<Ref>`: a link to the topic's
 * page in the page's language; a topic or paragraph without a text yet is a
 * mention, not a link), Markdown links, translator's notes and line breaks.
 *
 * A mention is the name alone, marked as a name (dotted underline) and with
 * its `lang`: no note after every name (a card list names dozens). That it
 * has no text yet is said on demand — on hover, on a tap and on keyboard focus
 * (the mention is focusable; CSS shows `data-note` after the name) — and to
 * screen readers as its description (`aria-describedby`: the page's one "no
 * text yet", `layoutIds.noTextYet` in `PageShell`), read when the mention is
 * focused, not after every name while reading.
 *
 * @example
 * inlineHtml(['карта ', { kind: 'ref', to: 'rftg/gambling-world', lang: 'en', content: [{ kind: 'emphasis', content: ['Gambling World'] }] }], 'ru')
 * // 'карта <a class="ref" href="/ru/rftg/gambling-world/" lang="en"><em>Gambling World</em></a>'
 */
export function inlineHtml(content: Inline[], lang: Language, marks?: ParagraphTerms): string {
  let html = '';
  for (const node of content) {
    if (typeof node === 'string') {
      html += wordsHtml(node, marks);
      continue;
    }
    if (node.kind === 'break') {
      html += '<br>';
      continue;
    }
    // Terms are marked in the text's own words: not in words of another language, names of topics, links or notes.
    const inner = inlineHtml(
      node.content,
      lang,
      node.kind === 'strong' || node.kind === 'emphasis' ? marks : undefined,
    );
    if (node.kind === 'strong') html += `<strong>${inner}</strong>`;
    else if (node.kind === 'emphasis') html += `<em>${inner}</em>`;
    else if (node.kind === 'original') html += `<span${attribute('lang', node.lang)} data-original>${inner}</span>`;
    else if (node.kind === 'ref' && node.unwritten) {
      const note = useTranslations(lang)('topic.noTextYet');
      html += `<span class="mention"${attribute('data-unwritten', node.to)}${attribute('lang', node.lang)} tabindex="0"${attribute('aria-describedby', layoutIds.noTextYet)}${attribute('data-note', note)}>${inner}</span>`;
    } else if (node.kind === 'ref')
      html += `<a class="ref"${attribute('href', topicPath(lang, node.to, node.paragraph))}${attribute('lang', node.lang)}>${inner}</a>`;
    else if (node.kind === 'link') html += `<a${attribute('href', node.url)}>${inner}</a>`;
    else html += `<span class="translator-note" data-translator-note>${inner}</span>`;
  }
  return html;
}

/** A list of a paragraph, its nested lists inside their items; a numbered list starts at its own number. */
function listHtml(list: List, lang: Language, marks?: ParagraphTerms): string {
  const tag = list.start === undefined ? 'ul' : 'ol';
  const items = list.items
    .map(
      (item) =>
        `\n<li>${inlineHtml(item.content, lang, marks)}${item.list ? listHtml(item.list, lang, marks) : ''}</li>`,
    )
    .join('');
  return `<${tag}${attribute('start', list.start === 1 ? undefined : list.start)}>${items}</${tag}>`;
}

/** A column's alignment as Markdown gives it, as a class (no inline style: the CSP allows none). */
function alignClass(align: string | null | undefined): string {
  return attribute('class', align ? `align-${align}` : undefined);
}

/**
 * A table, its cells given as HTML: the first row is the header (an empty
 * cell of it, a corner above a column of labels, is no header: a `<td>`;
 * then the first cell of each row, where it has words, is that row's header), inside a box that
 * scrolls sideways on a narrow screen, so the page itself never does: the
 * row headers stay in view as it scrolls, and a table wider than its box says
 * so (a shadow at the edge that has more, and its hint shown:
 * `markup/browser/wide-tables.ts`). The box is a named region in the tab
 * order, so a keyboard reaches what is scrolled out of view; its name, the
 * hint, is an interface string in the page's language, marked with that
 * language (the table may be a text in another one). Its caption, given as
 * HTML, is the table's `<caption>` (its name). A text's tables, and a
 * paragraph page's (`paragraph-pages.ts`).
 *
 * @example
 * tableHtml([['', '0'], ['Cards', '23']], { lang: 'en', tables: { count: 0 } })
 * // '<section class="table-scroll" tabindex="0" aria-labelledby="table-1"><span class="table-hint" id="table-1" lang="en">Table (scrolls sideways)</span><table><thead><tr><td></td><th scope="col">0</th></tr></thead><tbody><tr><th scope="row">Cards</th><td>23</td></tr></tbody></table></section>'
 */
export function tableHtml(
  rows: string[][],
  {
    lang,
    tables,
    align = [],
    caption,
  }: { lang: Language; tables: TableCount; align?: (string | null)[]; caption?: string },
): string {
  tables.count += 1;
  const labelId = tableLabelId(tables.count);
  const label = useTranslations(lang)('table.label');
  const [header = [], ...body] = rows;
  const rowHeaders = header[0] === '';
  const headerCells = header
    .map((cell, column) =>
      cell === ''
        ? `<td${alignClass(align[column])}></td>`
        : `<th${alignClass(align[column])} scope="col">${cell}</th>`,
    )
    .join('');
  // (An empty first cell is no row header either.)
  const cellHtml = (cell: string, column: number) =>
    rowHeaders && column === 0 && cell !== ''
      ? `<th${alignClass(align[column])} scope="row">${cell}</th>`
      : `<td${alignClass(align[column])}>${cell}</td>`;
  const bodyRows = body.map((row) => `<tr>${row.map(cellHtml).join('')}</tr>`).join('');
  return (
    `<section class="table-scroll" tabindex="0"${attribute('aria-labelledby', labelId)}><span class="table-hint"${attribute('id', labelId)}${attribute('lang', lang)}>${escapeHtml(label)}</span>` +
    `<table>${caption === undefined ? '' : `<caption>${caption}</caption>`}<thead><tr>${headerCells}</tr></thead><tbody>${bodyRows}</tbody></table></section>`
  );
}

/** The blocks of a rule paragraph, one line each: Markdown paragraphs, lists (nested, numbered from their own start) and tables. */
function blocksHtml(blocks: Block[], lang: Language, tables: TableCount, marks?: ParagraphTerms): string {
  return blocks
    .map((block) => {
      if (block.kind === 'text') return `<p>${inlineHtml(block.content, lang, marks)}</p>`;
      if (block.kind === 'list') return listHtml(block, lang, marks);
      return tableHtml(
        block.rows.map((row) => row.map((cell) => inlineHtml(cell, lang, marks))),
        {
          lang,
          tables,
          align: block.align,
          caption: block.caption === undefined ? undefined : inlineHtml(block.caption, lang, marks),
        },
      );
    })
    .join('\n');
}

/**
 * A note under a paragraph of a translation, in the page's language: the
 * paragraph is not yet translated (its words are shown in another language),
 * or its original has changed since the translation was checked (with a link
 * to the original paragraph).
 *
 * @example
 * translationMarkHtml({ lang: 'fr', textLang: 'fr', untranslated: 'en' })
 * // '<p class="translation-mark" lang="fr" data-translation-mark="untranslated">Pas encore traduit en français : en anglais pour l&#39;instant.</p>'
 */
export function translationMarkHtml({
  lang,
  textLang,
  untranslated,
  behind,
  changesOn,
}: {
  lang: Language;
  textLang: Language;
  untranslated?: Language;
  behind?: BehindOriginal;
  /** Where what changed in the original is shown, to link to it instead of showing it here (a page with no room for it). */
  changesOn?: string;
}): string {
  const t = useTranslations(lang);
  if (untranslated) {
    const note = t('translation.untranslated', { context: untranslated, language: t(`language.${textLang}`) });
    return `<p class="translation-mark"${attribute('lang', lang)} data-translation-mark="untranslated">${escapeHtml(note)}</p>`;
  }
  if (!behind) return '';
  const mark = behindMarkHtml(behind, lang);
  if (!behind.changes) return mark;
  if (changesOn)
    return `${mark}<p class="original-changes-link"${attribute('lang', lang)}><a${attribute('href', changesOn)}>${escapeHtml(t('originalChanges.summary'))}</a></p>`;
  return `${mark}${originalChangesHtml(behind.changes, lang, behind.lang)}`;
}

/**
 * The mark of a paragraph behind its original alone, in the page's language:
 * that the original changed since the translation was checked, with a link to
 * it; where the check kept no words of the original, that what changed cannot
 * be shown.
 */
export function behindMarkHtml(behind: BehindOriginal, lang: Language): string {
  const t = useTranslations(lang);
  const [beforeLink, afterLink] = stringAround(t, 'translation.behind', 'link', { context: behind.lang });
  const link = `<a${attribute('href', behind.path)}${attribute('hreflang', behind.lang)}>${escapeHtml(t('translation.readOriginal'))}</a>`;
  const unknown = behind.changes ? '' : ` ${escapeHtml(t('originalChanges.unknown'))}`;
  return `<p class="translation-mark translation-mark-behind"${attribute('lang', lang)} data-translation-mark="behind">${escapeHtml(beforeLink)}${link}${escapeHtml(afterLink)}${unknown}</p>`;
}

/**
 * What changed in a paragraph's original since its translation was checked,
 * under its behind mark: a `<details>` (it opens without JavaScript), its
 * summary in the page's language, the word diff in the original's — removed
 * words in `<del>`, added in `<ins>`, each named for screen readers, as the
 * history's diff (`history/history-markup.ts`, whose classes and styles it
 * shares; not called from here, which it imports). Opened, it floats over
 * what follows: it moves no text (`history/word-diffs.css`).
 *
 * @example
 * originalChangesHtml([{ kind: 'same', text: '1. Dice: Dice are limitless' }, { kind: 'added', text: ', always' }, { kind: 'same', text: '.' }], 'ru', 'en')
 * // '<details class="original-changes" lang="ru" data-original-changes><summary>Что изменилось в оригинале</summary><div class="original-changes-words">…<p class="word-diff" lang="en">1. Dice: Dice are limitless<ins>…, always</ins>.</p></div></details>'
 */
function originalChangesHtml(changes: DiffPart[], lang: Language, originalLang: Language): string {
  const t = useTranslations(lang);
  const named = (key: string) =>
    `<span class="visually-hidden"${attribute('lang', originalLang === lang ? undefined : lang)}>${escapeHtml(t(key))} </span>`;
  // Words replaced (removed, then added with no space between) may break between the two: <wbr>.
  const words = changes
    .map((part, index) =>
      part.kind === 'same'
        ? escapeHtml(part.text)
        : part.kind === 'removed'
          ? `<del>${named('history.removedWords')}${escapeHtml(part.text)}</del>`
          : `${changes[index - 1]?.kind === 'removed' ? '<wbr>' : ''}<ins>${named('history.addedWords')}${escapeHtml(part.text)}</ins>`,
    )
    .join('');
  const since = `<p class="original-changes-since">${escapeHtml(t('originalChanges.since'))}</p>`;
  return `<details class="original-changes"${attribute('lang', lang)} data-original-changes><summary>${escapeHtml(t('originalChanges.summary'))}</summary><div class="original-changes-words">${since}<p class="word-diff"${attribute('lang', originalLang)}>${words}</p></div></details>`;
}

/**
 * One paragraph of a text with its permanent id.
 *
 * A rule: its printed number is a plain `#id` link, so a paragraph can be
 * linked without JavaScript; a paragraph the edition prints without a number
 * gets a "¶" link drawn by CSS only (not part of the text, so neither copied
 * with it nor printed). A heading: followed by its permalink, a plain `#id`
 * link (the "#" drawn by CSS) beside the heading, not in it, as Starlight's
 * anchor links are, so that a screen reader's list of headings reads the
 * headings alone.
 *
 * A paragraph of a translation not yet translated is shown in the words of
 * the text it comes from, under their `lang`, marked (a dashed edge); a note in
 * the page's language comes before the first of a run of such paragraphs
 * (the translation's `untranslatedNotes`), not before each. A note follows a
 * paragraph whose original has changed since the translation was checked
 * (its `behind`).
 *
 * Not `anchored` (the other text of a side-by-side page, whose paragraphs the
 * reader's text anchors): no id, no permalink, the printed number as plain
 * text, and nothing the copy controls take for a paragraph (`data-rule`).
 */
export function paragraphHtml(paragraph: Paragraph, options: ParagraphOptions): string {
  const { lang, tables, translation, anchored = true, terms, changes } = options;
  const { id, number, sub, untranslated } = paragraph;
  const textLang = translation?.lang ?? lang;
  const behind = translation?.behind[id];
  const untranslatedNote = translation?.untranslatedNotes.has(id) ?? false;
  const t = useTranslations(lang);
  const note = untranslated && untranslatedNote ? translationMarkHtml({ lang, textLang, untranslated }) : '';
  const behindNote = `${behind ? translationMarkHtml({ lang, textLang, behind }) : ''}${changes?.get(id) ?? ''}`;
  const marks = `${attribute('lang', untranslated)}${attribute('data-untranslated', untranslated)}`;
  if (paragraph.kind === 'rule') {
    const rule = `rule${sub ? ' rule-sub' : ''}`;
    // A term once per paragraph, in the text's own words (an untranslated paragraph's are another language's).
    const termMarks = terms && !untranslated ? { terms, seen: new Set<string>() } : undefined;
    const text = `<div class="rule-text">${blocksHtml(paragraph.blocks, lang, tables, termMarks)}${behindNote}</div>`;
    if (!anchored)
      return `${note}<div class="${rule}"${attribute('data-number', number)}${marks}>${number ? `<span class="rule-number rule-number-plain">${escapeHtml(number)}</span>` : ''}${text}</div>`;
    const label = number ? t('topic.permalink', { number }) : t('topic.permalinkUnnumbered');
    const permalink = `<a class="rule-number${number ? '' : ' rule-number-none'}"${attribute('href', `#${id}`)}${attribute('aria-label', label)}${attribute('lang', lang)}>${escapeHtml(number ?? '')}</a>`;
    return `${note}<div class="${rule}"${attribute('id', id)} data-rule${attribute('data-number', number)}${marks}>${permalink}${text}</div>`;
  }
  const level = paragraph.level ?? 2;
  const content = inlineHtml(paragraph.blocks[0]?.kind === 'text' ? paragraph.blocks[0].content : [], lang);
  const heading = anchored
    ? `<h${level}${attribute('id', id)} class="heading">${content}</h${level}><a class="heading-link"${attribute('href', `#${id}`)}${attribute('aria-label', t('topic.permalinkUnnumbered'))}${attribute('lang', lang)}></a>`
    : `<h${level} class="heading">${content}</h${level}>`;
  return `${note}<div class="heading-wrapper heading-wrapper-${level}"${marks}>${heading}</div>${behindNote}`;
}

/**
 * A topic's text: its paragraphs in order, each on its own line (text taken
 * from the page keeps its words apart), marked as its translation says
 * (`TextTranslation` of `routing/route-data/text.ts`).
 *
 * @example
 * textHtml(text.paragraphs, { lang: 'fr', tables: { count: 0 } }) // '<div class="heading-wrapper heading-wrapper-2">…</div>\n<div class="rule" id="dice" …>…</div>\n…'
 */
export function textHtml(
  paragraphs: Paragraph[],
  {
    lang,
    tables,
    translation,
    terms,
    changes,
  }: {
    lang: Language;
    tables: TableCount;
    translation?: TextTranslation;
    terms?: TextTerms;
    changes?: Map<string, string>;
  },
): string {
  return paragraphs
    .map((paragraph) => `${paragraphHtml(paragraph, { lang, tables, translation, terms, changes })}\n`)
    .join('');
}

/**
 * Plain text cut into runs by language (`runsOf` in `library/paragraphs.ts`),
 * in one `<span>`: each run printed in another language than its text marked
 * with its `lang`; `lang` marks the whole where it is not the page's. (Inside a
 * flex container — a topic list's link, a heading's only link — loose text
 * beside an element would be a flex item of its own and lose the space at its
 * start: "Activate phase(phase …".) `before` goes first, as text (a title's number).
 *
 * @example
 * runsHtml([{ text: 'la carte ' }, { text: 'Alter', lang: 'en' }]) // '<span>la carte <span lang="en">Alter</span></span>'
 */
export function runsHtml(runs: Run[], lang?: string, before = ''): string {
  let html = `<span${attribute('lang', lang)}>${escapeHtml(before)}`;
  for (const run of runs)
    html += run.lang ? `<span${attribute('lang', run.lang)}>${escapeHtml(run.text)}</span>` : escapeHtml(run.text);
  return `${html}</span>`;
}

/**
 * A title as a page shows it (`Title` of the route data): its printed number,
 * its words with the language of any printed in another, the whole marked with
 * its language where it is not the page's.
 *
 * @example
 * titleHtml({ number: '49', runs: [{ text: 'Ограничение на компоненты' }], lang: 'ru' }) // '<span lang="ru">49 Ограничение на компоненты</span>'
 */
export function titleHtml(title: Title): string {
  return runsHtml(title.runs, title.lang, title.number ? `${title.number} ` : '');
}

/**
 * A topic's two texts side by side, a row per paragraph (`alignParagraphs`):
 * the reader's text first, its counterpart second, or on either side a gap
 * that says which text lacks the paragraph, in the page's language. The
 * reader's paragraphs keep their ids and permalinks (`#dice` lands on the row);
 * the counterparts have none (ids stay unique on the page); a row the reader's
 * text lacks carries the id itself. Each side whose text is not in the page's
 * language carries its `lang`; on a phone, where the sides stack, a small tag
 * names the other side's language. A translation's untranslated paragraphs and
 * those behind their original are marked as on its topic page.
 *
 * @example
 * sideBySideRowsHtml(route.rows, { lang: 'fr', reader, other }) // '<div class="sbs-row" data-row="rules"><div class="sbs-side sbs-reader" lang="en" data-paragraph="rules">…</div>…</div>\n…'
 */
export function sideBySideRowsHtml(
  rows: AlignedRow<Paragraph>[],
  { lang, reader, other }: { lang: Language; reader: SideBySideColumn; other: SideBySideColumn },
): string {
  const t = useTranslations(lang);
  const tables: TableCount = { count: 0 };
  const tag = `<span class="sbs-tag" aria-hidden="true">${escapeHtml(other.textLang.toUpperCase())}</span>`;
  /** A gap on one side: in the page's language, which the side's `lang` does not apply to. */
  const gap = (side: SideBySideColumn) =>
    `<p class="sbs-gap"${attribute('lang', side.lang ? lang : undefined)}>${escapeHtml(t(`sideBySide.gap.${side.textLang}`))}</p>`;
  const side = (name: 'reader' | 'other', column: SideBySideColumn, paragraph: Paragraph | undefined, inner: string) =>
    `<div class="sbs-side sbs-${name}"${attribute('lang', column.lang)}${attribute('data-paragraph', paragraph?.id)}${attribute('data-gap', !paragraph)}>${inner}</div>`;
  let html = '';
  for (const row of rows) {
    const readerHtml = row.reader
      ? paragraphHtml(row.reader, { lang, tables, translation: reader.translation })
      : gap(reader);
    const otherHtml = row.other
      ? paragraphHtml(row.other, { lang, tables, anchored: false, translation: other.translation })
      : gap(other);
    html +=
      `<div class="sbs-row"${attribute('id', row.reader ? undefined : row.id)}${attribute('data-row', row.id)}>` +
      `${side('reader', reader, row.reader, readerHtml)}${side('other', other, row.other, `${tag}${otherHtml}`)}</div>\n`;
  }
  return html;
}
