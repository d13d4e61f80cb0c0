/**
 * The paragraphs of a topic's MDX text: every `<Rule>` and `<Heading>` with its
 * permanent id, printed number, its blocks (text, lists, tables) and the same
 * as one line of plain text. Used for paragraph pages, link previews, quotes,
 * translation parity and anchor checks.
 *
 * Hand-written on purpose: the format it reads is small and fixed
 * (docs/authoring.md), and pages read paragraphs of every text. Sätteri's
 * `mdxToMdast` (the content checks use it, for elements and links) gives the
 * whole syntax tree, but takes about 2.5 times as long on a long text (22 ms
 * against 9 ms for the 46 KB RftG text), and the tree's text would still have
 * to be flattened to plain text here.
 *
 * @example
 * paragraphsOf('<Rule id="tokens" n="2.">\n\n**Tokens:** except:\n\n- Control Tokens\n- Fighter Tokens\n\n</Rule>')
 * // [{ id: 'tokens', number: '2.', kind: 'rule', line: 1,
 * //    blocks: [{ kind: 'text', text: 'Tokens: except:' }, { kind: 'list', items: [{ text: 'Control Tokens' }, { text: 'Fighter Tokens' }] }],
 * //    text: 'Tokens: except: Control Tokens; Fighter Tokens' }]
 */

export interface Paragraph {
  /** The permanent id, the same in every translation. */
  id: string;
  /** The number as the edition prints it, if it prints one. */
  number?: string;
  kind: 'rule' | 'heading';
  /** A sub-item of the rule before it (`<Rule sub>`). */
  sub?: true;
  /** The paragraph's text, lists and tables, as plain text (Markdown and component tags removed). */
  blocks: Block[];
  /** The same on one line (`lineOf(blocks)`): for descriptions and link previews. */
  text: string;
  /** 1-based line of the opening tag in the text given. */
  line: number;
}

/** A Markdown paragraph, list or table of a rule paragraph, as plain text. */
export type Block = { kind: 'text'; text: string } | List | { kind: 'table'; rows: string[][] };

/** A list; `start` is the first number of a numbered list. */
export interface List {
  kind: 'list';
  start?: number;
  items: ListItem[];
}

export interface ListItem {
  text: string;
  /** A list nested in this item. */
  list?: List;
}

const block = /<(Rule|Heading)\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/\1>/g;
const attribute = /([A-Za-z]+)(?:=(?:"([^"]*)"|'([^']*)'|\{([^}]*)\}))?/g;

/** The attributes of a component tag, e.g. `{ id: 'dice', n: '1.' }`. */
export function attributesOf(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, double, single, expression] of source.matchAll(attribute)) {
    attributes[name] = double ?? single ?? expression ?? 'true';
  }
  return attributes;
}

/** A Markdown escape (`\*`, `\|`, …), and the private-use stand-in that hides it from the rules below until the end. */
const escape = /\\([\\`*_{}[\]()#+\-.!<>|$])/g;
const escaped = /\uE000(\d+)\uE001/g;

/** Bold and italics with no emphasis inside: removed innermost first, so `*a *b* c*` loses all four. */
const emphasis = [/(\*\*?)(?=\S)([^*]*?\S)\1/g, /(?<![\p{L}\p{N}])(__?)(?=\S)([^_]*?\S)\1(?![\p{L}\p{N}])/gu];

/** One line of Markdown (escapes already hidden) as the plain text a reader sees. */
function inline(markdown: string): string {
  let text = markdown;
  for (let before = ''; before !== text; ) {
    before = text;
    for (const marks of emphasis) text = text.replace(marks, '$2');
  }
  return text
    .replace(escaped, (_, code: string) => String.fromCodePoint(Number(code))) // escaped characters, as themselves
    .replace(/\s+/g, ' ')
    .trim();
}

const listItem = /^( *)([-*+]|(\d{1,9})[.)])(?: +(.*))?$/;
const tableRow = /^\s*\|/;
const tableRule = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;

/**
 * The blocks of a paragraph's Markdown: text paragraphs, lists (nested by
 * indentation, numbered or not) and tables, each as plain text.
 *
 * @example
 * blocksOf('Except:\n\n- Control Tokens\n  - nested\n\n| a | b |\n| --- | --- |\n| 1 | 2 |')
 * // [{ kind: 'text', text: 'Except:' },
 * //  { kind: 'list', items: [{ text: 'Control Tokens', list: { kind: 'list', items: [{ text: 'nested' }] } }] },
 * //  { kind: 'table', rows: [['a', 'b'], ['1', '2']] }]
 */
export function blocksOf(markdown: string): Block[] {
  const source = markdown
    .replace(escape, (_, char: string) => `\uE000${char.codePointAt(0)}\uE001`) // escapes stay literal
    .replace(/<\/?[A-Za-z][^>]*>/g, '') // component tags, keeping their text
    .replace(/\t/g, '    ');
  const blocks: Block[] = [];
  let text: string[] = [];
  /** The open lists, outermost first, with the indentation of their markers and of their items' text. */
  let lists: { list: List; indent: number; content: number; raw: string[] }[] = [];
  let table: string[][] | undefined;
  let blank = false;

  const closeText = () => {
    if (text.length) {
      const joined = inline(text.join(' '));
      if (joined) blocks.push({ kind: 'text', text: joined });
    }
    text = [];
  };
  const closeLists = () => {
    for (const open of lists) finishItem(open);
    lists = [];
  };
  const finishItem = (open: (typeof lists)[number]) => {
    const item = open.list.items.at(-1);
    if (item && open.raw.length) item.text = inline(open.raw.join(' '));
    open.raw = [];
  };

  for (const line of source.split('\n')) {
    if (!line.trim()) {
      closeText();
      table = undefined;
      blank = true;
      continue;
    }
    const marker = line.match(listItem);
    // A numbered list interrupts a text paragraph only where it starts at 1 (CommonMark).
    const startsList = marker && !(text.length && marker[3] !== undefined && marker[3] !== '1');
    if (tableRow.test(line)) {
      closeText();
      closeLists();
      if (tableRule.test(line)) continue;
      const cells = line.trim().replace(/^\||\|$/g, '').split('|').map(inline);
      if (!table) blocks.push({ kind: 'table', rows: (table = []) });
      table.push(cells);
    } else if (startsList) {
      const [, spaces, bullet, number, content = ''] = marker;
      const indent = spaces.length;
      const ordered = number !== undefined;
      closeText();
      table = undefined;
      // Close the lists this item is not inside of.
      while (lists.length && indent < lists.at(-1)!.indent) {
        finishItem(lists.pop()!);
      }
      let open = lists.at(-1);
      if (open && indent >= open.content) {
        // A list nested in the last item.
        finishItem(open);
        const parent = open.list.items.at(-1)!;
        parent.list = { kind: 'list', ...(ordered ? { start: Number(number) } : {}), items: [] };
        open = { list: parent.list, indent, content: indent + bullet.length + 1, raw: [] };
        lists.push(open);
      } else if (!open || (open.list.start !== undefined) !== ordered) {
        // A new list (a numbered list after a bulleted one is another list).
        if (open) finishItem(lists.pop()!);
        const list: List = { kind: 'list', ...(ordered ? { start: Number(number) } : {}), items: [] };
        if (lists.length) lists.at(-1)!.list.items.at(-1)!.list = list;
        else blocks.push(list);
        open = { list, indent, content: indent + bullet.length + 1, raw: [] };
        lists.push(open);
      } else {
        finishItem(open);
      }
      open.list.items.push({ text: '' });
      open.raw = [content];
    } else if (lists.length && (!blank || line.length - line.trimStart().length >= lists.at(-1)!.content)) {
      // The item's text goes on (a lazy continuation line, or an indented paragraph of the item).
      lists.at(-1)!.raw.push(line.trim());
    } else {
      closeLists();
      table = undefined;
      text.push(line.trim());
    }
    blank = false;
  }
  closeText();
  closeLists();
  return blocks;
}

/** Ends a sentence or clause: no separator needs adding after it. */
const closing = /[.;:!?…,]$/;

/**
 * Blocks as one readable line: list items and table rows separated by "; ",
 * a list introduced by ": ", nothing added after a piece that ends in
 * punctuation of its own.
 *
 * @example
 * lineOf(blocksOf('Galactic Bankers\n\n- for Interstellar Bank\n- for any other card;\n- last'))
 * // 'Galactic Bankers: for Interstellar Bank; for any other card; last'
 */
export function lineOf(blocks: Block[]): string {
  const pieces: { text: string; item: boolean }[] = [];
  const addList = (list: List) => {
    for (const item of list.items) {
      pieces.push({ text: item.text, item: true });
      if (item.list) addList(item.list);
    }
  };
  for (const block of blocks) {
    if (block.kind === 'text') pieces.push({ text: block.text, item: false });
    else if (block.kind === 'list') addList(block);
    else for (const row of block.rows) pieces.push({ text: row.filter(Boolean).join(' '), item: false });
  }
  let line = '';
  for (const [index, { text, item }] of pieces.entries()) {
    if (!text) continue;
    if (line) line += closing.test(line) ? ' ' : item && !pieces[index - 1]?.item ? ': ' : '; ';
    line += text;
  }
  return line;
}

/** Markdown and MDX of a paragraph as one line of the plain text a reader sees. */
export function plainText(markdown: string): string {
  return lineOf(blocksOf(markdown));
}

/** A run of a text's words: in the text's language, or in the one `<Original lang>` or `<Ref lang>` marks. */
export interface Run {
  text: string;
  /** The language the run is marked with, where it is not the text's. */
  lang?: string;
}

const original = /<Original\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/Original>/g;
const reference = /<Ref\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/Ref>/g;
/** Private-use marks around a marked run while the rest becomes plain text: start, language, end. */
const run = /\uE010([^\uE011]*)\uE011([^\uE012]*)\uE012/g;

/**
 * Markdown and MDX of a paragraph as plain text (`plainText`), cut into runs
 * by language, so that words printed in another language keep their `lang`
 * wherever the text is shown outside its page. The runs joined are `plainText`.
 *
 * @example
 * languageRuns('la carte <Original lang="en">Alter</Original> (l\'annule)')
 * // [{ text: 'la carte ' }, { text: 'Alter', lang: 'en' }, { text: " (l'annule)" }]
 */
export function languageRuns(markdown: string): Run[] {
  const mark = (whole: string, attributes: string, inner: string) => {
    const { lang } = attributesOf(attributes);
    return lang ? `\uE010${lang}\uE011${inner}\uE012` : whole;
  };
  const text = plainText(markdown.replace(original, mark).replace(reference, mark));
  const runs: Run[] = [];
  let at = 0;
  for (const match of text.matchAll(run)) {
    if (match.index > at) runs.push({ text: text.slice(at, match.index) });
    runs.push({ text: match[2], lang: match[1] });
    at = match.index + match[0].length;
  }
  if (at < text.length) runs.push({ text: text.slice(at) });
  return runs;
}

/** A translator's note inside a paragraph (`<TranslatorNote>`). */
export interface TranslatorNoteText {
  /** The id of the paragraph it is in. */
  paragraph: string;
  /** Its words, by language (`languageRuns`). */
  runs: Run[];
}

const translatorNote = /<TranslatorNote\b[^>]*>([\s\S]*?)<\/TranslatorNote>/g;

/**
 * Every `<TranslatorNote>` inside the paragraphs of an MDX text, in order.
 *
 * @example
 * translatorNotesOf('<Rule id="footnote">\n\nЦель <TranslatorNote>(прим. перев.)</TranslatorNote>.\n\n</Rule>')
 * // [{ paragraph: 'footnote', runs: [{ text: '(прим. перев.)' }] }]
 */
export function translatorNotesOf(mdx: string): TranslatorNoteText[] {
  const notes: TranslatorNoteText[] = [];
  for (const [, , rawAttributes, inner] of mdx.matchAll(block)) {
    const { id = '' } = attributesOf(rawAttributes);
    for (const [, note] of inner.matchAll(translatorNote)) notes.push({ paragraph: id, runs: languageRuns(note) });
  }
  return notes;
}

/** Every `<Rule>` and `<Heading>` of an MDX text, in order. */
export function paragraphsOf(mdx: string): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  // Lines counted as the matches go, not from the start each time (texts run to thousands of lines).
  let line = 1;
  let counted = 0;
  for (const match of mdx.matchAll(block)) {
    const [, tag, rawAttributes, inner] = match;
    const { id, n, sub } = attributesOf(rawAttributes);
    for (let at = mdx.indexOf('\n', counted); at !== -1 && at < match.index; at = mdx.indexOf('\n', at + 1)) line += 1;
    counted = match.index;
    const blocks = blocksOf(inner);
    paragraphs.push({
      id: id ?? '',
      number: n,
      kind: tag === 'Rule' ? 'rule' : 'heading',
      ...(sub === 'true' ? { sub: true as const } : {}),
      blocks,
      text: lineOf(blocks),
      line,
    });
  }
  return paragraphs;
}

/** Ids of examples and notes: a word `example(s)` or `note(s)` in the id (`example-3-1`, `notes`, `translation-notes`). */
const aside = /(?:^|-)(?:examples?|notes?)(?:-|$)/;

/**
 * The paragraph a topic's description is drawn from: the first rule paragraph
 * that is neither an example nor a note — by its own id or the id of the
 * heading it stands under — else the first rule paragraph.
 *
 * @example
 * leadParagraph(paragraphsOf(actions)) // SWCCG Actions: 'just-actions-1', not 'example-3-1' under 'example-3'
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
