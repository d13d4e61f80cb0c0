/**
 * A ready quote of a rule paragraph for a forum or chat: its number, text
 * (paragraphs, lists and tables kept apart), the topic and game, and the
 * permalink, in Markdown or in BBCode. A heading is quoted in bold; an
 * unnumbered paragraph names the heading it stands under.
 *
 * Escaping, hand-written (no maintained library escapes for both dialects):
 * - Markdown (CommonMark/GFM: GitHub, Discourse, Reddit, Discord): every
 *   character that can start inline markup gets a backslash (`\` `` ` `` `*`
 *   `_` `[` `]` `<` `>` `|` `~`, and `&` where it would start an entity), and
 *   what would start a block at the start of a line (`#`, `-`, `+`, `=`, `1.`,
 *   `1)`); URLs have `(`, `)`, `<`, `>` and spaces percent-encoded.
 * - BBCode has no escape character common to phpBB, XenForo, vBulletin and
 *   Discourse (XenForo's `[plain]` and vBulletin's `[noparse]` are unknown to
 *   phpBB). A zero-width space after every `[` that could start a tag
 *   (`[b`, `[/quote`, `[*`) stops all four from reading a tag there, and shows
 *   nothing. The quote's own tags stand on lines of their own, as these forums
 *   write their quotes. Discourse reads BBCode as Markdown too: there, the
 *   Markdown quote is the one to paste.
 *
 * @example
 * const quoted = { kind: 'rule', number: '2.', title: 'Component Limitations', game: 'Twilight Imperium (4th edition)',
 *   blocks: [{ kind: 'text', text: 'Tokens: … except for the following:' }, { kind: 'list', items: [{ text: 'Control Tokens' }] }],
 *   url: 'https://…/en/ti4/component-limitations/#tokens' };
 * markdownQuote(quoted)
 * // '> **2.** Tokens: … except for the following:\n>\n> - Control Tokens\n>\n> — [Component Limitations, 2. · Twilight Imperium (4th edition)](https://…#tokens)'
 * bbcodeQuote(quoted)
 * // '[quote]\n[b]2.[/b] Tokens: … except for the following:\n[list]\n[*]Control Tokens\n[/list]\n\n— [url=https://…#tokens]Component Limitations, 2. · Twilight Imperium (4th edition)[/url]\n[/quote]'
 */
import type { PlainBlock as Block, PlainList as List } from '../library/paragraphs.ts';

export interface Quoted {
  kind: 'rule' | 'heading';
  number?: string;
  blocks: Block[];
  /** What the paragraph is cited as, unique within its text (`citationLabels`). */
  label: string;
  /** The topic's title. */
  title: string;
  /** The game's name. */
  game: string;
  /** The paragraph's permalink. */
  url: string;
}

/**
 * What a quote is from: the topic, what the paragraph is cited as and the
 * game — the line under a quote, and the title of a shared link.
 *
 * @example
 * sourceOf(quoted) // 'Component Limitations, 4.2 · Twilight Imperium (4th edition)'; 'Actions, Actions – stacking, paragraph 2 · Star Wars CCG'
 */
export function sourceOf({ label, title, game }: Pick<Quoted, 'label' | 'title' | 'game'>): string {
  return `${title}, ${label} · ${game}`;
}

/** Characters that can start inline Markdown anywhere in a line; `&` only where it would read as an entity. */
const markdownInline = /[\\`*_[\]<>|~]|&(?=#?[A-Za-z0-9]+;)/g;
/** What starts a block at the start of a line: an ATX heading, a list item, a thematic break or setext underline. */
const markdownLineStart =
  /^(?:#{1,6}(?=[ \t]|$)|[-+](?=[ \t]|$)|-(?=[- \t]*$)|=(?=[= \t]*$))|^(\d{1,9})([.)])(?=[ \t]|$)/;

/** Plain text inside a Markdown line: nothing in it reads as inline markup. */
export function escapeMarkdownInline(text: string): string {
  return text.replace(markdownInline, '\\$&');
}

/** A line of plain text as Markdown that shows it as it is, also at the start of a line. */
export function escapeMarkdown(text: string): string {
  return escapeMarkdownInline(text).replace(markdownLineStart, (start, digits?: string, dot?: string) =>
    digits ? `${digits}\\${dot}` : `\\${start}`,
  );
}

/** A URL safe inside `(…)` of a Markdown link or `[url=…]`: characters that would end it, percent-encoded. */
export function safeUrl(url: string): string {
  return url.replace(/[()<>[\]"'\s]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/** The lines of a list in Markdown, nested lists indented under their item. */
function markdownList(list: List, indent = ''): string[] {
  return list.items.flatMap((item, index) => {
    const marker = list.start === undefined ? '-' : `${list.start + index}.`;
    const nested = item.list ? markdownList(item.list, `${indent}${' '.repeat(marker.length + 1)}`) : [];
    return [`${indent}${marker} ${escapeMarkdown(item.text)}`, ...nested];
  });
}

/** A GFM table: the first row as its header. */
function markdownTable(rows: string[][]): string[] {
  const line = (cells: string[]) => `| ${cells.map(escapeMarkdownInline).join(' | ')} |`;
  const [header, ...body] = rows;
  return [line(header), `|${header.map(() => ' --- |').join('')}`, ...body.map(line)];
}

export function markdownQuote(quoted: Quoted): string {
  const number = quoted.number ? `**${escapeMarkdownInline(quoted.number)}**` : '';
  const groups: string[][] = quoted.blocks.flatMap((block) => {
    if (block.kind === 'list') return [markdownList(block)];
    // A table's caption: a line of its own before it (a line right above a table would be read as its header).
    if (block.kind === 'table')
      return [...(block.caption ? [[`*${escapeMarkdownInline(block.caption)}*`]] : []), markdownTable(block.rows)];
    return [[quoted.kind === 'heading' ? `**${escapeMarkdownInline(block.text)}**` : escapeMarkdown(block.text)]];
  });
  if (number) {
    // The number opens the first line of text, or stands alone before a list or table.
    if (quoted.blocks[0]?.kind === 'text') groups[0][0] = `${number} ${groups[0][0]}`;
    else groups.unshift([number]);
  }
  groups.push([`— [${escapeMarkdownInline(sourceOf(quoted))}](${safeUrl(quoted.url)})`]);
  return groups.map((lines) => lines.map((line) => `> ${line}`).join('\n')).join('\n>\n');
}

/** Plain text as BBCode that shows it as it is: no `[` in it can open or close a tag. */
export function escapeBbcode(text: string): string {
  return text.replace(/\[(?=[/*A-Za-z])/g, '[\u200B');
}

function bbcodeList(list: List): string[] {
  return [
    // BBCode numbers a list from 1 only: a list that starts elsewhere keeps its numbers in its items.
    list.start === 1 ? '[list=1]' : '[list]',
    ...list.items.flatMap((item, index) => [
      `[*]${list.start !== undefined && list.start !== 1 ? `${list.start + index}. ` : ''}${escapeBbcode(item.text)}`,
      ...(item.list ? bbcodeList(item.list) : []),
    ]),
    '[/list]',
  ];
}

export function bbcodeQuote(quoted: Quoted): string {
  const number = quoted.number ? `[b]${escapeBbcode(quoted.number)}[/b]` : '';
  const groups = quoted.blocks.map((block) => {
    if (block.kind === 'list') return { list: true, lines: bbcodeList(block) };
    if (block.kind === 'table')
      return {
        list: false,
        lines: [
          ...(block.caption ? [`[i]${escapeBbcode(block.caption)}[/i]`] : []),
          ...block.rows.map((row) => row.map(escapeBbcode).join(' | ')),
        ],
      };
    return {
      list: false,
      lines: [quoted.kind === 'heading' ? `[b]${escapeBbcode(block.text)}[/b]` : escapeBbcode(block.text)],
    };
  });
  if (number) {
    if (quoted.blocks[0]?.kind === 'text') groups[0].lines[0] = `${number} ${groups[0].lines[0]}`;
    else groups.unshift({ list: false, lines: [number] });
  }
  // Paragraphs apart by a blank line; a list is a block of its own, next to the line before and after it.
  const body = groups
    .map(
      ({ lines }, index) =>
        `${index === 0 ? '' : groups[index - 1].list || groups[index].list ? '\n' : '\n\n'}${lines.join('\n')}`,
    )
    .join('');
  return `[quote]\n${body}\n\n— [url=${safeUrl(quoted.url)}]${escapeBbcode(sourceOf(quoted))}[/url]\n[/quote]`;
}
