/**
 * A paragraph's blocks as the words of a PO entry, and back: inline markup
 * and the shape of lists and tables become a few XML-like tags, so that a
 * translation tool (Weblate's "XML markup" check, Poedit, OmegaT's tags) shows
 * them as markup to keep, and an import can tell when one is lost or broken.
 *
 * | markup                           | tag                                  |
 * | -------------------------------- | ------------------------------------ |
 * | `**bold**`, `*italics*`          | `<b>…</b>`, `<i>…</i>`                |
 * | `<Original lang="en">`           | `<orig lang="en">…</orig>`           |
 * | `<Ref to="ti4/units#x" lang>`    | `<ref to="ti4/units#x">…</ref>`      |
 * | `[words](url)`                   | `<a href="url">…</a>`                |
 * | `<TranslatorNote>`, a hard break | `<note>…</note>`, `<br/>`            |
 * | a list, its items                | `<ul>`/`<ol start="1">`, `<li>…</li>` |
 * | a table, its `<Caption>`         | `<table align="left,,">`, `<caption>`, `<tr>`, `<td>` |
 *
 * Blocks are separated by a blank line; `&`, `<` and `>` of the words are
 * written `&amp;`, `&lt;`, `&gt;`. The tags are read back by `sax` (strict
 * XML, which refuses a tag left open or crossed), then held to the few tags
 * and attributes above.
 *
 * @example
 * tagsOfBlocks([{ kind: 'text', content: [{ kind: 'strong', content: ['Dice:'] }, ' Dice are limitless.'] }])
 * // '<b>Dice:</b> Dice are limitless.'
 * blocksOfTags('<b>Dice:</b> Dice are limitless.') // { blocks: [{ kind: 'text', content: [{ kind: 'strong', … }, …] }] }
 * blocksOfTags('<b>Dice: Dice are limitless.') // { problem: 'a tag is not closed: <b> (line 1, column 29)' }
 */
import sax from 'sax';
import { parseReference } from '../routing/paths.ts';
import type { Block, Inline, List } from '../schemas.ts';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');
const attribute = (name: string, value: string | undefined) =>
  value === undefined ? '' : ` ${name}="${escapeAttribute(value)}"`;

/** Inline content as tagged words. */
export function tagsOfInline(content: Inline[]): string {
  return content
    .map((node) => {
      if (typeof node === 'string') return escapeText(node);
      switch (node.kind) {
        case 'strong':
          return `<b>${tagsOfInline(node.content)}</b>`;
        case 'emphasis':
          return `<i>${tagsOfInline(node.content)}</i>`;
        case 'translatorNote':
          return `<note>${tagsOfInline(node.content)}</note>`;
        case 'original':
          return `<orig${attribute('lang', node.lang)}>${tagsOfInline(node.content)}</orig>`;
        case 'ref':
          return `<ref${attribute('to', `${node.to}${node.paragraph ? `#${node.paragraph}` : ''}`)}${attribute('lang', node.lang)}>${tagsOfInline(node.content)}</ref>`;
        case 'link':
          return `<a${attribute('href', node.url)}>${tagsOfInline(node.content)}</a>`;
        case 'break':
          return '<br/>';
        default:
          return node satisfies never;
      }
    })
    .join('');
}

function tagsOfList(list: List): string {
  const open = list.start === undefined ? '<ul>' : `<ol${attribute('start', String(list.start))}>`;
  const items = list.items.map(
    (item) => `<li>${tagsOfInline(item.content)}${item.list ? `\n${tagsOfList(item.list)}` : ''}</li>`,
  );
  return [open, ...items, list.start === undefined ? '</ul>' : '</ol>'].join('\n');
}

/** A paragraph's blocks as tagged words (see the module comment). */
export function tagsOfBlocks(blocks: Block[]): string {
  return blocks
    .map((block) => {
      if (block.kind === 'text') return tagsOfInline(block.content);
      if (block.kind === 'list') return tagsOfList(block);
      const rows = block.rows.map((row) => `<tr>${row.map((cell) => `<td>${tagsOfInline(cell)}</td>`).join('')}</tr>`);
      if (block.caption) rows.unshift(`<caption>${tagsOfInline(block.caption)}</caption>`);
      return [
        `<table${attribute('align', block.align.map((side) => side ?? '').join(','))}>`,
        ...rows,
        '</table>',
      ].join('\n');
    })
    .join('\n\n');
}

/** An element being read, with what it holds so far. */
interface Open {
  name: string;
  attributes: Record<string, string>;
  content: Inline[];
  /** Inside a list: its items; inside a table: its rows; inside a row: its cells. */
  children: Open[];
  /** Inside an item: its nested list. */
  list?: List;
  /** Inside a table: its caption. */
  caption?: Inline[];
}

/** The tags and the attributes each takes (required ones first, by `required`). */
const tags: Record<
  string,
  { attributes: string[]; required: string[]; in: 'inline' | 'block' | 'list' | 'row' | 'table' }
> = {
  b: { attributes: [], required: [], in: 'inline' },
  i: { attributes: [], required: [], in: 'inline' },
  note: { attributes: [], required: [], in: 'inline' },
  br: { attributes: [], required: [], in: 'inline' },
  orig: { attributes: ['lang'], required: ['lang'], in: 'inline' },
  ref: { attributes: ['to', 'lang'], required: ['to'], in: 'inline' },
  a: { attributes: ['href'], required: ['href'], in: 'inline' },
  ul: { attributes: [], required: [], in: 'block' },
  ol: { attributes: ['start'], required: [], in: 'block' },
  table: { attributes: ['align'], required: [], in: 'block' },
  li: { attributes: [], required: [], in: 'list' },
  caption: { attributes: [], required: [], in: 'table' },
  tr: { attributes: [], required: [], in: 'table' },
  td: { attributes: [], required: [], in: 'row' },
};

const pushText = (content: Inline[], text: string) => {
  if (typeof content.at(-1) === 'string') content[content.length - 1] += text;
  else content.push(text);
};

/** A closed inline element as the model's inline node. */
function inlineOf(element: Open): Inline {
  const { name, attributes: a, content } = element;
  switch (name) {
    case 'b':
      return { kind: 'strong', content };
    case 'i':
      return { kind: 'emphasis', content };
    case 'note':
      return { kind: 'translatorNote', content };
    case 'br':
      return { kind: 'break' };
    case 'orig':
      return { kind: 'original', lang: a.lang, content };
    case 'ref': {
      const { topicId, paragraph } = parseReference(a.to);
      return {
        kind: 'ref',
        to: topicId,
        ...(paragraph ? { paragraph } : {}),
        ...(a.lang ? { lang: a.lang } : {}),
        content,
      };
    }
    default:
      return { kind: 'link', url: a.href, content };
  }
}

/** A closed list element as the model's list. */
function listOf(element: Open): List {
  return {
    kind: 'list',
    ...(element.name === 'ol' ? { start: Number(element.attributes.start ?? '1') } : {}),
    items: element.children.map((item) => ({ content: item.content, ...(item.list ? { list: item.list } : {}) })),
  };
}

/** Whether an element holds words (inline content). */
const holdsWords = (name: string) =>
  name === 'li' || name === 'td' || name === 'caption' || tags[name]?.in === 'inline';

/** Why a start tag cannot stand where it is, or undefined. */
function misplaced(name: string, attributes: Record<string, string>, parent: Open): string | undefined {
  const tag = tags[name];
  if (!tag) return `<${name}> is not one of the tags (${Object.keys(tags).join(', ')})`;
  for (const key of Object.keys(attributes))
    if (!tag.attributes.includes(key)) return `<${name} ${key}>: unknown attribute`;
  for (const key of tag.required) if (!attributes[key]) return `<${name}> needs ${key}="…"`;
  if (name === 'ol' && attributes.start !== undefined && !/^\d+$/.test(attributes.start))
    return `<ol start="${attributes.start}">: start is a number`;
  if (name === 'ref' && !/^[a-z0-9-]+\/[a-z0-9-]+(#[a-z0-9-]+)?$/.test(attributes.to))
    return `<ref to="${attributes.to}">: to is game/topic or game/topic#paragraph`;
  const where = parent.name;
  const inline = where === 'root' || holdsWords(where);
  if (tag.in === 'inline' && !inline) return `<${name}> inside <${where}>: words go inside <li> or <td>`;
  if (tag.in === 'block' && where !== 'root' && !(where === 'li' && name !== 'table'))
    return `<${name}> inside <${where}>: a list or table stands on its own, or a list inside <li>`;
  if (tag.in === 'list' && where !== 'ul' && where !== 'ol') return '<li> is an item of <ul> or <ol>';
  if (tag.in === 'table' && where !== 'table') return `<${name}> is part of a <table>`;
  if (tag.in === 'row' && where !== 'tr') return '<td> is a cell of <tr>';
  return undefined;
}

/**
 * Tagged words read back as a paragraph's blocks (the inverse of
 * `tagsOfBlocks`), or what is wrong with them: a tag left open, crossed,
 * unknown, or where it cannot stand.
 */
export function blocksOfTags(words: string): { blocks: Block[] } | { problem: string } {
  const parser = sax.parser(true, { position: true });
  const blocks: Block[] = [];
  const root: Open = { name: 'root', attributes: {}, content: [], children: [] };
  const stack: Open[] = [root];
  let problem: string | undefined;
  const wrapper = '<po-entry>';
  const fail = (message: string) => {
    const column = parser.line === 0 ? parser.column - wrapper.length : parser.column;
    problem ??= `${message} (line ${parser.line + 1}, column ${column})`;
  };
  const flush = () => {
    if (root.content.length > 0) blocks.push({ kind: 'text', content: root.content });
    root.content = [];
  };
  let depth = 0;
  parser.onerror = (error) => {
    const message = error.message.split('\n')[0].toLowerCase();
    const open = stack.at(-1)!;
    fail(
      message.startsWith('unexpected close tag') && open !== root
        ? `<${open.name}> is not closed before the tag that ends here (a tag left open or crossed)`
        : message,
    );
    parser.error = null as unknown as Error;
  };
  parser.onopentag = (node) => {
    depth += 1;
    if (depth === 1) return; // the wrapper
    const attributes = node.attributes as Record<string, string>;
    const wrong = misplaced(node.name, attributes, stack.at(-1)!);
    if (wrong) fail(wrong);
    if (tags[node.name]?.in === 'block' && stack.length === 1) flush();
    stack.push({ name: node.name, attributes, content: [], children: [] });
  };
  parser.ontext = (text) => {
    const current = stack.at(-1)!;
    if (current === root) {
      // A blank line ends a text block; a single line break is a space, as in Markdown.
      text.split(/\n\n+/).forEach((piece, index) => {
        if (index > 0) flush();
        if (piece) pushText(root.content, piece.replace(/\n/g, ' '));
      });
    } else if (holdsWords(current.name)) {
      pushText(current.content, text.replace(/\n/g, ' '));
    } else if (text.trim()) fail(`words directly inside <${current.name}>: put them in <li> or <td>`);
  };
  parser.onclosetag = (name) => {
    depth -= 1;
    if (depth === 0) return;
    const element = stack.pop()!;
    const parent = stack.at(-1)!;
    // The line break before an item's nested list is the tags' layout, not words.
    if (element.name === 'li' && element.list && typeof element.content.at(-1) === 'string') {
      const last = (element.content.pop() as string).replace(/ $/, '');
      if (last) element.content.push(last);
    }
    if (name === 'ul' || name === 'ol') {
      if (parent === root) blocks.push(listOf(element));
      else if (parent.list) fail('an item holds one nested list');
      else parent.list = listOf(element);
    } else if (name === 'table') {
      // In the content model's order of keys (the caption last), so that a paragraph read back has its fingerprint.
      blocks.push({
        kind: 'table',
        align: (element.attributes.align ?? '')
          .split(',')
          .map((side) => (side === 'left' || side === 'center' || side === 'right' ? side : null)),
        rows: element.children.map((row) => row.children.map((cell) => cell.content)),
        ...(element.caption ? { caption: element.caption } : {}),
      });
    } else if (name === 'li' || name === 'tr' || name === 'td') parent.children.push(element);
    else if (name === 'caption') parent.caption = element.content;
    else if (parent === root || holdsWords(parent.name)) parent.content.push(inlineOf(element));
  };
  try {
    parser.write(`${wrapper}${words}</po-entry>`).close();
  } catch (error) {
    fail(error instanceof Error ? error.message.split('\n')[0] : String(error));
  }
  if (problem) return { problem };
  flush();
  return { blocks };
}
