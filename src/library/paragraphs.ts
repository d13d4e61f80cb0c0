/**
 * What the pages, quotes and search make of a text's paragraphs (the content
 * model's `Paragraph`, `Block` and `Inline` of `src/schemas.ts`): plain text,
 * words by language, translator's notes, the lead paragraph, excerpts.
 *
 * @example
 * plainOf(['Le côté obscur joue ', { kind: 'original', lang: 'en', content: ['Tentacle'] }, '.'])
 * // 'Le côté obscur joue Tentacle.'
 * lineOf([{ kind: 'text', content: ['Except:'] }, { kind: 'list', items: [{ content: ['Control Tokens'] }, { content: ['Fighter Tokens'] }] }])
 * // 'Except: Control Tokens; Fighter Tokens'
 */
import type { Block, Inline, List, Paragraph, Run } from '../schemas.ts';

/** A block as plain text, as quotes and a paragraph's own page give it. */
export type PlainBlock = { kind: 'text'; text: string } | PlainList | PlainTable;

/** A table as plain text: its caption, if it has one, and its rows of cells, the header row first. */
interface PlainTable {
  kind: 'table';
  caption?: string;
  rows: string[][];
}

/** A list as plain text; `start` is the first number of a numbered list. */
export interface PlainList {
  kind: 'list';
  start?: number;
  items: { text: string; list?: PlainList }[];
}

/** Inline content as the plain text a reader sees, on one line. */
export function plainOf(content: Inline[]): string {
  return collapse(rawText(content)).trim();
}

function rawText(content: Inline[]): string {
  let text = '';
  for (const inline of content) {
    if (typeof inline === 'string') text += inline;
    else if (inline.kind === 'break') text += ' ';
    else text += rawText(inline.content);
  }
  return text;
}

/** Each run of whitespace as one space (a single space, most of them, is not matched: left as it is). */
function collapse(text: string): string {
  return text.replace(/ \s+|[^\S ]\s*/g, ' ');
}

function plainList(list: List): PlainList {
  return {
    kind: 'list',
    ...(list.start !== undefined ? { start: list.start } : {}),
    items: list.items.map((item) => ({
      text: plainOf(item.content),
      ...(item.list ? { list: plainList(item.list) } : {}),
    })),
  };
}

/**
 * A paragraph's blocks as plain text: text paragraphs, lists (nested) and
 * tables (the header row first).
 *
 * @example
 * plainBlocks([{ kind: 'table', align: [null], rows: [[['0']], [[{ kind: 'strong', content: ['23'] }]]] }])
 * // [{ kind: 'table', rows: [['0'], ['23']] }]
 */
export function plainBlocks(blocks: Block[]): PlainBlock[] {
  return blocks.map((block) => {
    if (block.kind === 'text') return { kind: 'text', text: plainOf(block.content) };
    if (block.kind === 'list') return plainList(block);
    return {
      kind: 'table',
      ...(block.caption ? { caption: plainOf(block.caption) } : {}),
      rows: block.rows.map((row) => row.map(plainOf)),
    };
  });
}

/** Ends a sentence or clause: no separator needs adding after it. */
const closing = /[.;:!?…,]$/;

/**
 * Blocks as one readable line: list items and table rows separated by "; ",
 * a list introduced by ": ", nothing added after a piece that ends in
 * punctuation of its own.
 *
 * @example
 * lineOf([{ kind: 'text', content: ['Galactic Bankers'] }, { kind: 'list', items: [{ content: ['for Interstellar Bank'] }, { content: ['last'] }] }])
 * // 'Galactic Bankers: for Interstellar Bank; last'
 */
export function lineOf(blocks: Block[]): string {
  return lineOfPlain(plainBlocks(blocks));
}

/** Plain blocks as one readable line (see `lineOf`). */
export function lineOfPlain(blocks: PlainBlock[]): string {
  const pieces: { text: string; item: boolean }[] = [];
  const addList = (list: PlainList) => {
    for (const item of list.items) {
      pieces.push({ text: item.text, item: true });
      if (item.list) addList(item.list);
    }
  };
  for (const block of blocks) {
    if (block.kind === 'text') pieces.push({ text: block.text, item: false });
    else if (block.kind === 'list') addList(block);
    else {
      if (block.caption) pieces.push({ text: block.caption, item: false });
      for (const row of block.rows) pieces.push({ text: row.filter(Boolean).join(' '), item: false });
    }
  }
  let line = '';
  for (const [index, { text, item }] of pieces.entries()) {
    if (!text) continue;
    if (line) line += closing.test(line) ? ' ' : item && !pieces[index - 1]?.item ? ': ' : '; ';
    line += text;
  }
  return line;
}

/**
 * Inline content as plain text cut into runs by language, so that words
 * printed in another language keep their `lang` wherever the text is shown
 * outside its page (titles in lists, translator's notes). The runs joined are
 * `plainOf(content)`.
 *
 * @example
 * runsOf(['la carte ', { kind: 'original', lang: 'en', content: ['Alter'] }, " (l'annule)"])
 * // [{ text: 'la carte ' }, { text: 'Alter', lang: 'en' }, { text: " (l'annule)" }]
 */
export function runsOf(content: Inline[]): Run[] {
  const runs: Run[] = [];
  const add = (text: string, lang?: string) => {
    const last = runs.at(-1);
    if (last && last.lang === lang) last.text += text;
    else runs.push(lang ? { text, lang } : { text });
  };
  const walk = (nodes: Inline[], lang?: string) => {
    for (const inline of nodes) {
      if (typeof inline === 'string') add(inline, lang);
      else if (inline.kind === 'break') add(' ', lang);
      else
        walk(inline.content, (inline.kind === 'original' || inline.kind === 'ref') && inline.lang ? inline.lang : lang);
    }
  };
  walk(content);
  // White space as in `plainOf`: collapsed across runs, none at either end.
  const result: Run[] = [];
  for (const run of runs) {
    let text = collapse(run.text);
    if (result.length === 0) text = text.trimStart();
    else if (/\s$/.test(result.at(-1)!.text) && text.startsWith(' ')) text = text.slice(1);
    if (text) result.push({ ...run, text });
  }
  const last = result.at(-1);
  if (last) {
    last.text = last.text.trimEnd();
    if (!last.text) result.pop();
  }
  return result;
}

/** Calls `visit` on each mark inside blocks (text, list items, table captions and cells), in order; into its content unless `visit` says no. */
function visitMarks(blocks: Block[], visit: (mark: Exclude<Inline, string>) => boolean | undefined): void {
  const walk = (content: Inline[]) => {
    for (const inline of content) {
      if (typeof inline === 'string') continue;
      if (visit(inline) !== false && inline.kind !== 'break') walk(inline.content);
    }
  };
  const walkList = (list: List) => {
    for (const item of list.items) {
      walk(item.content);
      if (item.list) walkList(item.list);
    }
  };
  for (const block of blocks) {
    if (block.kind === 'text') walk(block.content);
    else if (block.kind === 'list') walkList(block);
    else for (const cell of [block.caption ?? [], ...block.rows.flat()]) walk(cell);
  }
}

/** The translator's notes (`<TranslatorNote>`) inside blocks, in order, each in runs by language. */
export function notesOf(blocks: Block[]): Run[][] {
  const notes: Run[][] = [];
  visitMarks(blocks, (mark) => {
    if (mark.kind !== 'translatorNote') return true;
    notes.push(runsOf(mark.content));
    return false;
  });
  return notes;
}

/**
 * What of a text's markup only some pages carry the rules of (`styles/style-features.ts`): a table, a
 * mention of a topic with no text yet (a `<Ref>` to it, `unwritten`).
 *
 * @example
 * markupOf(componentLimitations.paragraphs) // { tables: false, mentions: false }
 */
export function markupOf(paragraphs: Paragraph[]): { tables: boolean; mentions: boolean } {
  let tables = false;
  let mentions = false;
  for (const paragraph of paragraphs) {
    tables ||= paragraph.blocks.some((block) => block.kind === 'table');
    visitMarks(paragraph.blocks, (mark) => {
      if (mark.kind === 'ref' && mark.unwritten) mentions = true;
    });
  }
  return { tables, mentions };
}

/** Ids of examples and notes: a word `example(s)` or `note(s)` in the id (`example-3-1`, `notes`, `translation-notes`). */
const aside = /(?:^|-)(?:examples?|notes?)(?:-|$)/;

/**
 * The paragraph a topic's description is drawn from: the first rule paragraph
 * that is neither an example nor a note — by its own id or the id of the
 * heading it stands under — else the first rule paragraph.
 *
 * @example
 * leadParagraph(actions.paragraphs) // SWCCG Actions: 'just-actions-1', not 'example-3-1' under 'example-3'
 */
export function leadParagraph(paragraphs: Paragraph[]): Paragraph | undefined {
  let section = '';
  let first: Paragraph | undefined;
  for (const paragraph of paragraphs) {
    if (paragraph.kind === 'heading') {
      section = paragraph.id;
      continue;
    }
    first ??= paragraph;
    if (!aside.test(paragraph.id) && !aside.test(section)) return paragraph;
  }
  return first;
}

/**
 * A short plain-text excerpt, cut at a word boundary.
 *
 * @example
 * excerpt('Dice are limitless. If a player needs…', 20) // 'Dice are limitless.…'
 */
export function excerpt(text: string, max = 200): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${cut.slice(0, space > max * 0.6 ? space : max).replace(/[\s,;:]+$/, '')}…`;
}

/**
 * A paragraph's first blocks, about `max` characters of them: blocks as long
 * as they fit whole; then, of the block that does not, a text paragraph cut by
 * `excerpt`, or a list's first items and a table's first rows that fit (under
 * its header row). What is left out is marked by "…".
 *
 * @example
 * excerptBlocks([{ kind: 'text', text: 'Gamble' }, { kind: 'text', text: 'Reveal a card from your hand…' }, { kind: 'table', rows: [['0', '1']] }], 20)
 * // [{ kind: 'text', text: 'Gamble' }, { kind: 'text', text: 'Reveal a card…' }]
 */
export function excerptBlocks(blocks: PlainBlock[], max: number): PlainBlock[] {
  const kept: PlainBlock[] = [];
  let left = max;
  for (const block of blocks) {
    const length = lineOfPlain([block]).length;
    if (length <= left) {
      kept.push(block);
      left -= length;
      continue;
    }
    const start =
      block.kind === 'text'
        ? left >= 20
          ? { kind: 'text' as const, text: excerpt(block.text, left) }
          : undefined
        : firstFitting(block, left);
    if (start) kept.push(start);
    const last = kept.at(-1);
    if (last?.kind === 'text')
      kept[kept.length - 1] = {
        kind: 'text',
        text: last.text.endsWith('…') ? last.text : `${last.text.replace(/[\s,;:]+$/, '')}…`,
      };
    else kept.push({ kind: 'text', text: '…' });
    break;
  }
  return kept;
}

/** A list's first items, or a table's header and first rows, within `max` characters; nothing if none fits. */
function firstFitting(block: PlainList | PlainTable, max: number): PlainBlock | undefined {
  if (block.kind === 'list') {
    const items = longestStart(block.items, (items) => ({ ...block, items }), max);
    return items.length > 0 ? { ...block, items } : undefined;
  }
  const rows = longestStart(block.rows, (rows) => ({ ...block, rows }), max);
  return rows.length > 1 ? { ...block, rows } : undefined;
}

/** The longest start of `parts` whose block (`blockOf`) is within `max` characters. */
function longestStart<T>(parts: T[], blockOf: (parts: T[]) => PlainBlock, max: number): T[] {
  let count = 0;
  while (count < parts.length && lineOfPlain([blockOf(parts.slice(0, count + 1))]).length <= max) count += 1;
  return parts.slice(0, count);
}
