/**
 * One topic text read into the content model: its MDX parsed once by Sätteri
 * (`mdxToMdast`, the MDX parser of Astro's `@astrojs/markdown-satteri`), its
 * front matter with positions (`yaml-source.ts`), its `<Rule>`s and
 * `<Heading>`s as paragraphs (`Paragraph` of `src/schemas.ts`), and what the
 * cross-file checks need: every `<Ref>` and Markdown link with its line.
 *
 * What the format allows is checked here, at the line the parser gives:
 * only `<Rule>`, `<Heading>`, `<Ref>`, `<Original>`, `<TranslatorNote>`,
 * `<Caption>` (right before a table) and Markdown paragraphs, emphasis, lists,
 * tables and links; nothing outside a
 * `<Rule>` or `<Heading>` (it would not be shown); well-formed ids, numbers
 * and `lang` tags; `untranslated` (a paragraph of a translation not yet
 * translated) naming a language of the site other than the text's — inside
 * such a paragraph, `lang` marks words in another language than its words'.
 *
 * @example
 * const text = readText(source, 'en'); // content/topics/ti4/component-limitations.en.mdx
 * text.frontMatter?.data // { game: 'ti4', lang: 'en', title: 'Component Limitations', … }
 * text.paragraphs[2] // { id: 'tokens', kind: 'rule', number: '2.', line: 31, blocks: […], text: 'Tokens: Tokens are limited…' }
 * text.problems // [{ line: 72, message: '<Original> needs the language of its words: lang="en"' }]
 */
import { mdxToMdast } from 'satteri';
import { parseReference } from '../routing/paths.ts';
import { lineOf, notesOf, plainOf, runsOf } from '../library/paragraphs.ts';
import type { Block, Inline, List, Paragraph, Run } from '../schemas.ts';
import { isLanguage, languages, type Language } from '../i18n/languages.ts';
import { yamlSource, type YamlSource } from './yaml-source.ts';

/** The elements a topic's MDX may use; any other is refused. */
const allowedElements = ['Caption', 'Heading', 'Original', 'Ref', 'Rule', 'TranslatorNote'] as const;

/** A `<Ref>` of a text, as read: the model marks it `unwritten` once every text is read (`read-content.ts`). */
interface Reference {
  node: Extract<Inline, { kind: 'ref' }>;
  line: number;
}

/** A Markdown link of a text, with its line. */
interface Link {
  url: string;
  line: number;
}

export interface TextSource {
  /** The front matter with positions; absent when the file has none or it does not parse. */
  frontMatter?: YamlSource;
  /** The title of the front matter as runs by language (`<Original lang>` marks), once it is a string. */
  titleRuns?: Run[];
  /** `source.edition` of the front matter as runs by language, likewise. */
  editionRuns?: Run[];
  paragraphs: Paragraph[];
  references: Reference[];
  links: Link[];
  problems: { line?: number; message: string }[];
}

interface Point {
  line: number;
}

interface MdastNode {
  type: string;
  name?: string | null;
  value?: string;
  url?: string;
  ordered?: boolean | null;
  start?: number | null;
  align?: (string | null)[] | null;
  attributes?: { type: string; name?: string; value?: string | null | { type: string; value: string } }[];
  position?: { start: Point };
  children?: MdastNode[];
}

const idPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Node types of inline (phrasing) content, as a one-line element holds it. */
const inlineTypes = new Set([
  'text',
  'emphasis',
  'strong',
  'link',
  'break',
  'inlineCode',
  'delete',
  'mdxJsxTextElement',
  'mdxTextExpression',
]);

/**
 * Reads one MDX text (see the module comment), in `lang`, the language of its
 * file name. Never throws: what is wrong is in `problems`.
 */
export function readText(source: string, lang: string): TextSource {
  const text: TextSource = { paragraphs: [], references: [], links: [], problems: [] };
  const problem = (node: MdastNode | undefined, message: string) =>
    text.problems.push({ line: node?.position?.start.line, message });

  let root: MdastNode;
  try {
    root = mdxToMdast(source) as MdastNode;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const line = /^(\d+):\d+/.exec(message)?.[1];
    text.problems.push({
      line: line ? Number(line) : undefined,
      message: `MDX does not compile: ${message.replace(/^\d+:\d+(?:-\d+:\d+)?:\s*/, '')}`,
    });
    return text;
  }

  const children = root.children ?? [];
  const head = children[0]?.type === 'yaml' ? children[0] : undefined;
  if (!head)
    text.problems.push({
      line: 1,
      message: 'no front matter: the file must start with a "---" block (see docs/authoring.md)',
    });
  else {
    // The YAML starts on the line after the opening `---`.
    const frontMatter = yamlSource(head.value ?? '', (head.position?.start.line ?? 1) + 1);
    text.frontMatter = frontMatter;
    for (const error of frontMatter.errors)
      text.problems.push({ line: error.line, message: `YAML does not parse: ${error.message}` });
    const data = frontMatter.data as { title?: unknown; source?: { edition?: unknown } } | undefined;
    if (typeof data?.title === 'string' && data.title)
      text.titleRuns = readRuns('title', data.title, lang, () => frontMatter.lineOf(['title']), text.problems);
    const edition = data?.source?.edition;
    if (typeof edition === 'string' && edition)
      text.editionRuns = readRuns(
        'source.edition',
        edition,
        lang,
        () => frontMatter.lineOf(['source', 'edition']),
        text.problems,
      );
  }

  const reader = new TextReader(text, problem, lang);
  for (const node of children) {
    if (node === head) continue;
    if (isElement(node) && (node.name === 'Rule' || node.name === 'Heading')) reader.paragraph(node);
    else reader.outside(node);
  }
  return text;
}

/**
 * A title or edition (`field`) from the front matter (`<Original lang>` allowed) as runs by language; `lineOf` gives
 * its line for a problem (a front matter's lines are read only when asked: `yaml-source.ts`).
 */
function readRuns(
  field: string,
  title: string,
  lang: string,
  lineOf: () => number,
  problems: TextSource['problems'],
): Run[] {
  const text: TextSource = { paragraphs: [], references: [], links: [], problems: [] };
  let root: MdastNode;
  try {
    root = mdxToMdast(title) as MdastNode;
  } catch (error) {
    problems.push({
      line: lineOf(),
      message: `${field} does not parse as MDX: ${error instanceof Error ? error.message : String(error)}`,
    });
    return [{ text: title }];
  }
  const reader = new TextReader(
    text,
    (_, message) => problems.push({ line: lineOf(), message: `${field}: ${message}` }),
    lang,
  );
  const content = (root.children ?? []).flatMap((node) =>
    reader.phrasing(node.type === 'paragraph' ? (node.children ?? []) : [node]),
  );
  return runsOf(content);
}

function isElement(node: MdastNode): boolean {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

/** An attribute of an element: its string, `true` for a bare one, `{ expression }` for `{…}`, or undefined. */
function attribute(node: MdastNode, name: string): string | true | { expression: string } | undefined {
  const found = node.attributes?.find((each) => each.type === 'mdxJsxAttribute' && each.name === name);
  if (!found) return undefined;
  if (found.value === null || found.value === undefined) return true;
  if (typeof found.value === 'string') return found.value;
  return { expression: found.value.value };
}

/** Language names as ICU knows them: `of()` is undefined for a language subtag that names no language. */
const languageNamesInEnglish = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/**
 * What is wrong with the `lang` of an `<Original>` or `<Ref>`, or undefined: a
 * well-formed BCP 47 tag in its canonical form whose language ICU knows.
 */
function langProblem(tag: string, value: unknown, textLang: string): string | undefined {
  const shown = `<${tag} lang=${typeof value === 'string' ? `"${value}"` : '{…}'}>`;
  if (typeof value !== 'string') return `${shown}: lang must be a language tag in quotes, e.g. lang="en"`;
  let canonical: string | undefined;
  try {
    [canonical] = Intl.getCanonicalLocales(value);
  } catch {
    return `${shown}: not a BCP 47 language tag, e.g. lang="en"`;
  }
  if (canonical !== value) return `${shown}: write the language tag as "${canonical}"`;
  const language = new Intl.Locale(value).language;
  if (!languageNamesInEnglish.of(language))
    return `${shown}: "${language}" is not a known language (ISO 639), e.g. lang="en"`;
  if (language === textLang)
    return `${shown}: the text is already in "${textLang}"; lang marks words in another language`;
  return undefined;
}

/**
 * What is wrong with `untranslated` on a `<Rule>` or `<Heading>`, or undefined:
 * a language of the site, other than the text's own.
 */
function untranslatedProblem(tag: string, value: unknown, textLang: string): string | undefined {
  const shown = `${tag.slice(0, -1)} untranslated=${typeof value === 'string' ? `"${value}"` : value === true ? '' : '{…}'}>`;
  if (typeof value !== 'string' || !isLanguage(value)) {
    return `${shown}: untranslated names the language of the paragraph's words until it is translated, a language of the site (${languages.join(', ')}), e.g. untranslated="en"`;
  }
  if (value === textLang)
    return `${shown}: the text is in "${textLang}"; once the paragraph is translated, remove untranslated`;
  return undefined;
}

/** Turns the mdast of a text into the model's paragraphs, blocks and inline content. */
class TextReader {
  private readonly text: TextSource;
  private readonly problem: (node: MdastNode | undefined, message: string) => void;
  /**
   * The language of the words being read (`lang` on an element must be
   * another): the text's own, or inside an untranslated paragraph the one it
   * names.
   */
  private lang: string;

  constructor(text: TextSource, problem: (node: MdastNode | undefined, message: string) => void, lang: string) {
    this.text = text;
    this.problem = problem;
    this.lang = lang;
  }

  /** A `<Rule>` or `<Heading>`. */
  paragraph(node: MdastNode): void {
    const line = node.position?.start.line ?? 1;
    const tag = `<${node.name}>`;
    const problemsBefore = this.text.problems.length;
    const id = attribute(node, 'id');
    const number = attribute(node, 'n');
    const untranslated = attribute(node, 'untranslated');
    this.unknownAttributes(
      node,
      node.name === 'Rule' ? ['id', 'n', 'sub', 'untranslated'] : ['id', 'level', 'untranslated'],
    );
    if (id === undefined) this.problem(node, `${tag} without an id`);
    else if (typeof id !== 'string' || !idPattern.test(id))
      this.problem(
        node,
        `${tag} id ${typeof id === 'string' ? `"${id}"` : '{…}'} must be lower-case ASCII words joined by hyphens, e.g. id="unit-tokens"`,
      );
    if (number !== undefined && (typeof number !== 'string' || !number.trim()))
      this.problem(node, `${tag} n must be the number as printed, in quotes, e.g. n="4.2"`);
    const paragraph: Paragraph = {
      id: typeof id === 'string' ? id : '',
      kind: node.name === 'Rule' ? 'rule' : 'heading',
      ...(typeof number === 'string' && number.trim() ? { number } : {}),
      blocks: [],
      text: '',
      line,
    };
    const textLang = this.lang;
    if (untranslated !== undefined) {
      const wrong = untranslatedProblem(tag, untranslated, textLang);
      if (wrong) this.problem(node, wrong);
      else {
        paragraph.untranslated = untranslated as Language;
        // Its words are in that language: `lang` inside it marks words in yet another.
        this.lang = untranslated as Language;
      }
    }
    if (node.name === 'Rule') {
      const sub = attribute(node, 'sub');
      if (sub === true) paragraph.sub = true;
      else if (sub !== undefined) this.problem(node, '<Rule sub> takes no value: write `sub` alone');
      const children = node.children ?? [];
      // `<Rule id="…">Words</Rule>` on one line holds inline content, not blocks: one text block.
      paragraph.blocks = children.some((child) => inlineTypes.has(child.type))
        ? [{ kind: 'text', content: this.phrasing(children) }]
        : this.blocks(children);
    } else {
      const level = attribute(node, 'level');
      if (level !== undefined) {
        const value = typeof level === 'object' ? Number(level.expression) : Number.NaN;
        if (value === 3 || value === 4) paragraph.level = value;
        else if (value !== 2) this.problem(node, '<Heading level> must be {2}, {3} or {4}');
      }
      paragraph.blocks = [{ kind: 'text', content: this.phrasing(node.children ?? []) }];
    }
    this.lang = textLang;
    paragraph.text = lineOf(paragraph.blocks);
    // (Unless what it holds was refused: that is the problem to fix.)
    if (!paragraph.text && this.text.problems.length === problemsBefore)
      this.problem(node, `${tag} "${paragraph.id}" has no text`);
    const notes = notesOf(paragraph.blocks);
    if (notes.length > 0) paragraph.notes = notes;
    this.text.paragraphs.push(paragraph);
  }

  /** Anything at the top of a text other than a `<Rule>` or `<Heading>`: an error, as it would not be shown. */
  outside(node: MdastNode): void {
    if (this.refused(node)) return;
    if (isElement(node)) {
      this.problem(
        node,
        `<${node.name ?? ''}> outside a <Rule> or <Heading>: every word of a text is inside one (see docs/authoring.md)`,
      );
      return;
    }
    this.problem(
      node,
      'text outside a <Rule> or <Heading> would not be shown: put it inside one (see docs/authoring.md)',
    );
  }

  /**
   * The blocks of a `<Rule>`; a `<Caption>` right before a table is that table's caption.
   *
   * @example
   * // <Caption>Number of cards of each cost</Caption>
   * //
   * // | 0 | 1 |
   * // | --- | --- |
   * // | 0 | 23 |
   * // → [{ kind: 'table', caption: ['Number of cards of each cost'], align: [null, null], rows: […] }]
   */
  private blocks(nodes: MdastNode[]): Block[] {
    const blocks: Block[] = [];
    for (const [index, node] of nodes.entries()) {
      if (node.type === 'mdxJsxFlowElement' && node.name === 'Caption') continue;
      const before = nodes[index - 1];
      const caption = before?.type === 'mdxJsxFlowElement' && before.name === 'Caption' ? before : undefined;
      for (const block of this.block(node)) {
        if (caption && block.kind === 'table') block.caption = this.caption(caption);
        blocks.push(block);
      }
    }
    for (const [index, node] of nodes.entries())
      if (node.type === 'mdxJsxFlowElement' && node.name === 'Caption' && nodes[index + 1]?.type !== 'table')
        this.problem(node, '<Caption> names the table right after it: put it on the line before a table');
    return blocks;
  }

  /** A table's `<Caption>`: its words, inline. */
  private caption(node: MdastNode): Inline[] {
    this.unknownAttributes(node, []);
    const content = this.phrasing(node.children ?? []);
    if (!plainOf(content)) this.problem(node, '<Caption> has no words: say what the table holds, or remove it');
    return content;
  }

  /** A block inside a `<Rule>`. */
  private block(node: MdastNode): Block[] {
    if (this.refused(node)) return [];
    switch (node.type) {
      case 'paragraph':
        return [{ kind: 'text', content: this.phrasing(node.children ?? []) }];
      case 'list':
        return [this.list(node)];
      case 'table':
        return [
          {
            kind: 'table',
            align: (node.align ?? []).map((align) =>
              align === 'left' || align === 'center' || align === 'right' ? align : null,
            ),
            rows: (node.children ?? []).map((row) =>
              (row.children ?? []).map((cell) => this.phrasing(cell.children ?? [])),
            ),
          },
        ];
      case 'mdxJsxFlowElement':
        // `<Ref …>…</Ref>` or `<Original …>…</Original>` alone on its line: a text block of its own.
        return [{ kind: 'text', content: this.phrasing([node]) }];
      case 'heading':
        this.problem(node, 'a Markdown heading (#) inside a <Rule>: make it a <Heading id="…"> of its own');
        return [];
      default:
        this.problem(node, `${describe(node)} is not part of the format of a text (see docs/authoring.md)`);
        return [];
    }
  }

  private list(node: MdastNode): List {
    const list: List = { kind: 'list', ...(node.ordered ? { start: node.start ?? 1 } : {}), items: [] };
    for (const item of node.children ?? []) {
      const content: Inline[] = [];
      let nested: List | undefined;
      for (const child of item.children ?? []) {
        if (child.type === 'list') {
          if (nested) this.problem(child, 'a list item holds one nested list: join them or make a new item');
          else nested = this.list(child);
        } else {
          // Paragraphs of one item read as one line of it.
          for (const block of this.block(child)) {
            if (block.kind !== 'text') {
              this.problem(child, `a ${block.kind} inside a list item is not part of the format of a text`);
              continue;
            }
            if (content.length > 0) content.push(' ');
            content.push(...block.content);
          }
        }
      }
      list.items.push({ content, ...(nested ? { list: nested } : {}) });
    }
    return list;
  }

  /** Inline content: text, emphasis, links and the inline elements. */
  phrasing(nodes: MdastNode[]): Inline[] {
    const content: Inline[] = [];
    for (const node of nodes) {
      const inline = this.inline(node);
      if (inline === undefined) continue;
      // Paragraphs one after another inside an element read as one line: a space between them.
      for (const each of [
        ...(node.type === 'paragraph' && content.length > 0 ? [' '] : []),
        ...(Array.isArray(inline) ? inline : [inline]),
      ]) {
        // Adjacent strings are one.
        if (typeof each === 'string' && typeof content.at(-1) === 'string') content[content.length - 1] += each;
        else content.push(each);
      }
    }
    return content;
  }

  private inline(node: MdastNode): Inline | Inline[] | undefined {
    if (this.refused(node)) return undefined;
    const children = () => this.phrasing(node.children ?? []);
    switch (node.type) {
      case 'text': {
        // A line break in the source is a space in the text (most runs have none: not searched for).
        const value = node.value ?? '';
        return value.includes('\n') ? value.replace(/[ \t]*\r?\n[ \t]*/g, ' ') : value;
      }
      case 'strong':
        return { kind: 'strong', content: children() };
      case 'emphasis':
        return { kind: 'emphasis', content: children() };
      case 'break':
        return { kind: 'break' };
      case 'link':
        this.text.links.push({ url: node.url ?? '', line: node.position?.start.line ?? 1 });
        return { kind: 'link', url: node.url ?? '', content: children() };
      case 'paragraph':
        // Inside an element that spans lines: its paragraphs, one after another.
        return children();
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return this.element(node, children);
      default:
        this.problem(node, `${describe(node)} is not part of the format of a text (see docs/authoring.md)`);
        return node.value;
    }
  }

  private element(node: MdastNode, children: () => Inline[]): Inline | Inline[] | undefined {
    const tag = `<${node.name ?? ''}>`;
    switch (node.name) {
      case 'Original': {
        this.unknownAttributes(node, ['lang']);
        const lang = attribute(node, 'lang');
        if (lang === undefined) this.problem(node, '<Original> needs the language of its words: lang="en"');
        else {
          const wrong = langProblem('Original', lang, this.lang);
          if (wrong) this.problem(node, wrong);
        }
        return { kind: 'original', lang: typeof lang === 'string' ? lang : '', content: children() };
      }
      case 'Ref': {
        this.unknownAttributes(node, ['to', 'lang']);
        const to = attribute(node, 'to');
        const lang = attribute(node, 'lang');
        if (lang !== undefined) {
          const wrong = langProblem('Ref', lang, this.lang);
          if (wrong) this.problem(node, wrong);
        }
        if (typeof to !== 'string') {
          this.problem(node, '<Ref> needs a to="game/topic" attribute');
          return children();
        }
        const { topicId, paragraph } = parseReference(to);
        const ref: Extract<Inline, { kind: 'ref' }> = {
          kind: 'ref',
          to: topicId,
          ...(paragraph ? { paragraph } : {}),
          ...(typeof lang === 'string' ? { lang } : {}),
          content: children(),
        };
        this.text.references.push({ node: ref, line: node.position?.start.line ?? 1 });
        return ref;
      }
      case 'TranslatorNote':
        this.unknownAttributes(node, []);
        return { kind: 'translatorNote', content: children() };
      case 'Caption':
        this.problem(node, '<Caption> stands on its own line, right before the table it names');
        return children();
      case 'Rule':
      case 'Heading':
        this.problem(node, `${tag} inside another paragraph: a <Rule> or <Heading> stands at the top of the text`);
        return children();
      default:
        this.problem(
          node,
          `${tag} is not allowed: a text may use only ${allowedElements.map((name) => `<${name}>`).join(', ')} and Markdown (no raw HTML)`,
        );
        return children();
    }
  }

  /** `import`/`export`, `{…}` and raw HTML: refused anywhere. */
  private refused(node: MdastNode): boolean {
    if (node.type === 'mdxjsEsm')
      this.problem(node, 'import/export is not allowed in a text: the components need no import');
    else if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression')
      this.problem(node, '{…} expressions are not allowed in a text (escape a literal brace as \\{)');
    else if (node.type === 'html') this.problem(node, 'raw HTML is not allowed in a text');
    else return false;
    return true;
  }

  private unknownAttributes(node: MdastNode, known: string[]): void {
    for (const each of node.attributes ?? []) {
      if (each.type !== 'mdxJsxAttribute') this.problem(node, `<${node.name}>: {…} attributes are not allowed`);
      else if (!known.includes(each.name ?? '')) {
        this.problem(
          node,
          `<${node.name} ${each.name}>: unknown attribute${known.length > 0 ? ` (it takes ${known.join(', ')})` : ''}`,
        );
      }
    }
  }
}

/** A node's kind in words, for messages. */
function describe(node: MdastNode): string {
  const names: Record<string, string> = {
    blockquote: 'a block quote (>)',
    code: 'a code block',
    inlineCode: 'code (`…`)',
    thematicBreak: 'a thematic break (---)',
    image: 'an image',
    delete: 'strikethrough (~~)',
    footnoteReference: 'a footnote',
    footnoteDefinition: 'a footnote',
    definition: 'a link definition',
  };
  return names[node.type] ?? `Markdown "${node.type}"`;
}
