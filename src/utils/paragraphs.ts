/**
 * The paragraphs of a topic's MDX text: every `<Rule>` and `<Heading>` with its
 * permanent id, printed number and plain text. Used for paragraph pages, link
 * previews, quotes, translation parity and anchor checks.
 *
 * Hand-written on purpose: the format it reads is small and fixed
 * (docs/authoring.md), and pages read paragraphs of every text. Sätteri's
 * `mdxToMdast` (the content checks use it, for elements and links) gives the
 * whole syntax tree, but takes about 2.5 times as long on a long text (22 ms
 * against 9 ms for the 46 KB RftG text), and the tree's text would still have
 * to be flattened to plain text here.
 *
 * @example
 * paragraphsOf('<Rule id="dice" n="1.">\n\n**Dice:** Dice are limitless.\n\n</Rule>')
 * // [{ id: 'dice', number: '1.', kind: 'rule', text: 'Dice: Dice are limitless.', line: 1 }]
 */

export interface Paragraph {
  /** The permanent id, the same in every translation. */
  id: string;
  /** The number as the edition prints it, if it prints one. */
  number?: string;
  kind: 'rule' | 'heading';
  /** A sub-item of the rule before it (`<Rule sub>`). */
  sub?: true;
  /** The paragraph as plain text (Markdown and component tags removed). */
  text: string;
  /** 1-based line of the opening tag in the text given. */
  line: number;
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

/** Markdown and MDX of a paragraph as the plain text a reader sees. */
export function plainText(markdown: string): string {
  return markdown
    .replace(escape, (_, char: string) => `\uE000${char.codePointAt(0)}\uE001`) // escapes stay literal
    .replace(/<\/?[A-Za-z][^>]*>/g, '') // component tags, keeping their text
    .replace(/^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/gm, '') // table rule lines
    .replace(/\|/g, ' ')
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, '') // list markers
    .replace(/(\*\*|__|\*|_)(?=\S)([\s\S]*?\S)\1/g, '$2') // bold, italics
    .replace(escaped, (_, code: string) => String.fromCodePoint(Number(code))) // escaped characters, as themselves
    .replace(/\s+/g, ' ')
    .trim();
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
    paragraphs.push({
      id: id ?? '',
      number: n,
      kind: tag === 'Rule' ? 'rule' : 'heading',
      ...(sub === 'true' ? { sub: true as const } : {}),
      text: plainText(inner),
      line,
    });
  }
  return paragraphs;
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
