/**
 * A ready quote of a rule paragraph for a forum or chat: its number, text,
 * the topic and game, and the permalink, in Markdown or in BBCode.
 *
 * @example
 * const quoted = { number: '4.2', text: 'When producing…', title: 'Component Limitations',
 *   game: 'Twilight Imperium (4th edition)', url: 'https://…/en/ti4/component-limitations/#unit-tokens' };
 * markdownQuote(quoted)
 * // '> **4.2** When producing…\n>\n> — [Component Limitations, 4.2 · Twilight Imperium (4th edition)](https://…#unit-tokens)'
 * bbcodeQuote(quoted)
 * // '[quote][b]4.2[/b] When producing…\n\n— [url=https://…#unit-tokens]Component Limitations, 4.2 · Twilight Imperium (4th edition)[/url][/quote]'
 */

export interface Quoted {
  number?: string;
  text: string;
  /** The topic's title. */
  title: string;
  /** The game's name. */
  game: string;
  /** The paragraph's permalink. */
  url: string;
}

/** `Component Limitations, 4.2 · Twilight Imperium (4th edition)`. */
function sourceOf({ number, title, game }: Quoted): string {
  return `${title}${number ? `, ${number}` : ''} · ${game}`;
}

/** Backslash-escapes what Markdown would read as markup. */
function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<]/g, '\\$&');
}

export function markdownQuote(quoted: Quoted): string {
  const number = quoted.number ? `**${escapeMarkdown(quoted.number)}** ` : '';
  return `> ${number}${escapeMarkdown(quoted.text)}\n>\n> — [${escapeMarkdown(sourceOf(quoted))}](${quoted.url})`;
}

export function bbcodeQuote(quoted: Quoted): string {
  const number = quoted.number ? `[b]${quoted.number}[/b] ` : '';
  return `[quote]${number}${quoted.text}\n\n— [url=${quoted.url}]${sourceOf(quoted)}[/url][/quote]`;
}
