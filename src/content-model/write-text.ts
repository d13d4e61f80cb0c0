/**
 * The paragraph model written back as the MDX of a text: what `read-text.ts`
 * reads, the other way. `npm run translate` writes a new translation's
 * paragraphs with it (the original's words, marked `untranslated`), and its
 * title and edition. What it writes reads back as the same paragraphs
 * (`tests/unit/translations.test.ts` checks it on every text of the site): each
 * text block on one line, every character Markdown or MDX could read as markup
 * escaped with a backslash.
 *
 * @example
 * mdxOfParagraph({ id: 'dice', kind: 'rule', number: '1.', blocks: [{ kind: 'text', content: [{ kind: 'strong', content: ['Dice:'] }, ' Dice are limitless.'] }], … }, 'en')
 * // '<Rule id="dice" n="1." untranslated="en">\n\n**Dice:** Dice are limitless.\n\n</Rule>'
 * mdxOfRuns([{ text: 'Component Limitations', lang: 'en' }], 'fr')
 * // '<Original lang="en">Component Limitations</Original>'
 */
import type { Block, Inline, List, Paragraph, Run } from '../schemas.ts';

/** Characters that may start markup anywhere in a line of Markdown or MDX. */
const markup = /[\\`*_{}[\]<>|~&#!]/g;

/** Plain words as Markdown that reads back as them. */
function escaped(text: string): string {
  return text.replace(markup, '\\$&');
}

/** What would start a block at the start of a line (a list, a setext heading) escaped. */
function lineStart(line: string): string {
  return line.replace(/^([-+=])/, '\\$1').replace(/^(\d+)([.)])/, '$1\\$2');
}

/** An attribute's value in quotes that it does not hold. */
function attribute(name: string, value: string): string {
  if (!value.includes('"')) return ` ${name}="${value}"`;
  if (!value.includes("'")) return ` ${name}='${value}'`;
  throw new Error(`${name} ${value} holds both kinds of quotes: MDX cannot write it`);
}

/** Inline content as Markdown and MDX on one line (a hard break starts a new line). */
function mdxOfInline(content: Inline[]): string {
  return content
    .map((node) => {
      if (typeof node === 'string') return escaped(node);
      switch (node.kind) {
        case 'strong':
          return `**${mdxOfInline(node.content)}**`;
        case 'emphasis':
          return `*${mdxOfInline(node.content)}*`;
        case 'original':
          return `<Original${attribute('lang', node.lang)}>${mdxOfInline(node.content)}</Original>`;
        case 'ref': {
          const to = `${node.to}${node.paragraph ? `#${node.paragraph}` : ''}`;
          return `<Ref${attribute('to', to)}${node.lang ? attribute('lang', node.lang) : ''}>${mdxOfInline(node.content)}</Ref>`;
        }
        case 'link':
          return `[${mdxOfInline(node.content)}](<${node.url.replace(/[<>\\]/g, '\\$&')}>)`;
        case 'translatorNote':
          return `<TranslatorNote>${mdxOfInline(node.content)}</TranslatorNote>`;
        case 'break':
          return '\\\n';
        default:
          return node satisfies never;
      }
    })
    .join('');
}

function listLines(list: List, indent: string): string[] {
  return list.items.flatMap((item, index) => {
    const marker = list.start === undefined ? '-' : `${list.start + index}.`;
    const nested = item.list ? listLines(item.list, `${indent}${' '.repeat(marker.length + 1)}`) : [];
    return [`${indent}${marker} ${lineStart(mdxOfInline(item.content))}`, ...nested];
  });
}

/** A block of a `<Rule>` as Markdown: a line of text, a list, or a table (after its `<Caption>`, if it has one). */
function mdxOfBlock(block: Block): string {
  if (block.kind === 'text') return lineStart(mdxOfInline(block.content));
  if (block.kind === 'list') return listLines(block, '').join('\n');
  const row = (cells: Inline[][]) => `| ${cells.map((cell) => mdxOfInline(cell)).join(' | ')} |`;
  const align = `| ${block.align.map((side) => (side === 'left' ? ':---' : side === 'center' ? ':---:' : side === 'right' ? '---:' : '---')).join(' | ')} |`;
  const [header = [], ...rows] = block.rows;
  const caption = block.caption ? `<Caption>${mdxOfInline(block.caption)}</Caption>\n\n` : '';
  return caption + [row(header), align, ...rows.map(row)].join('\n');
}

/**
 * A paragraph as its `<Rule>` or `<Heading>`, with the same id, number, `sub`
 * and level; `untranslated` marks it as not yet translated from that language.
 */
export function mdxOfParagraph(paragraph: Paragraph, untranslated?: string): string {
  const attributes = [
    attribute('id', paragraph.id),
    paragraph.number !== undefined ? attribute('n', paragraph.number) : '',
    paragraph.sub ? ' sub' : '',
    paragraph.level ? ` level={${paragraph.level}}` : '',
    untranslated ? attribute('untranslated', untranslated) : '',
  ].join('');
  if (paragraph.kind === 'heading') {
    const content = paragraph.blocks[0]?.kind === 'text' ? paragraph.blocks[0].content : [];
    return `<Heading${attributes}>${mdxOfInline(content)}</Heading>`;
  }
  return `<Rule${attributes}>\n\n${paragraph.blocks.map(mdxOfBlock).join('\n\n')}\n\n</Rule>`;
}

/**
 * Runs by language (a title, an edition) as MDX for a text in `lang`: runs in
 * another language inside `<Original lang>`, as the front matter marks them.
 */
export function mdxOfRuns(runs: Run[], lang: string): string {
  const merged: Run[] = [];
  for (const run of runs) {
    const runLang = run.lang === lang ? undefined : run.lang;
    const last = merged.at(-1);
    if (last && last.lang === runLang) last.text += run.text;
    else merged.push({ text: run.text, ...(runLang ? { lang: runLang } : {}) });
  }
  return lineStart(
    merged
      .map((run) =>
        run.lang ? `<Original${attribute('lang', run.lang)}>${escaped(run.text)}</Original>` : escaped(run.text),
      )
      .join(''),
  );
}
