/**
 * The paragraphs of a topic's MDX text: every `<Rule>` and `<Heading>` with its
 * permanent id, printed number and plain text. Used for paragraph pages, link
 * previews, quotes, translation parity and anchor checks.
 *
 * Hand-written on purpose: Astro 7's MDX pipeline (Sätteri) exposes no syntax
 * tree to user code, and the format it reads is small and fixed (docs/authoring.md).
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
