/**
 * Pagefind's excerpts as what the reader sees. An excerpt is text with `<` and
 * `>` escaped and `<mark>` around the matched words; in Russian texts it may
 * hold extra word forms indexed after their word (`injected()` of
 * `src/search/search-words.ts`), which are taken out here: a match on one of
 * them highlights the word they belong to. The result is plain parts, turned
 * into text nodes and `<mark>` elements, never into HTML.
 *
 * @example
 * excerptParts('Когда захваты запрещены \uE020<mark>запретить</mark> запрещу\uE021, игнорируйте')
 * // [{ text: 'Когда захваты ', marked: false }, { text: 'запрещены', marked: true }, { text: ', игнорируйте', marked: false }]
 */
import { injectedEnd, injectedStart } from '../search-words.ts';

/** A run of excerpt text, highlighted or not. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

/** Splits an excerpt at its highlights and its extra forms. */
const pieces = new RegExp(`(<mark>|</mark>|[${injectedStart}${injectedEnd}])`);
/** Extra forms, also cut off at either end. */
const forms = new RegExp(
  ` ?${injectedStart}[^${injectedEnd}]*(?:${injectedEnd}|$)|^[^${injectedStart}]*${injectedEnd}`,
  'g',
);

/** Words shown around the first highlighted word. */
const excerptWords = 26;

function unescapeEntities(text: string): string {
  return text.replaceAll('&lt;', '<').replaceAll('&gt;', '>');
}

/** The excerpt's text with its highlights, extra forms removed (see the module comment). */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const push = (text: string, marked: boolean) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last && last.marked === marked) last.text += text;
    else parts.push({ text, marked });
  };
  /** Highlights the last word before the extra forms that matched. */
  const markLastWord = () => {
    const last = parts.at(-1);
    if (!last || last.marked) return;
    const word = /\S+$/.exec(last.text);
    if (!word) return;
    last.text = last.text.slice(0, word.index);
    if (!last.text) parts.pop();
    push(word[0], true);
  };

  // An excerpt may start inside a word's extra forms, whose word is cut off.
  const firstStart = excerpt.indexOf(injectedStart);
  const firstEnd = excerpt.indexOf(injectedEnd);
  let inForms = firstEnd >= 0 && (firstStart < 0 || firstEnd < firstStart);
  let formsMatched = false;
  let marked = false;
  for (const piece of unescapeEntities(excerpt).split(pieces)) {
    if (piece === '<mark>' || piece === '</mark>') {
      marked = piece === '<mark>';
    } else if (piece === injectedStart) {
      inForms = true;
      formsMatched = false;
      // The space before the forms goes with them.
      const last = parts.at(-1);
      if (last && !last.marked) last.text = last.text.replace(/ $/, '');
    } else if (piece === injectedEnd) {
      if (formsMatched) markLastWord();
      inForms = false;
    } else if (inForms) {
      formsMatched ||= marked && /\S/.test(piece);
    } else {
      push(piece, marked);
    }
  }
  if (inForms && formsMatched) markLastWord();
  return parts;
}

/** The parts cut to `words` words around the first highlight, with `…` where cut. */
export function aroundFirstMark(parts: ExcerptPart[], words = excerptWords): ExcerptPart[] {
  const tokens = parts.flatMap(({ text, marked }) =>
    (text.match(/\s+|\S+/g) ?? []).map((token) => ({ text: token, marked })),
  );
  const wordTokens = tokens.flatMap((token, index) => (/\S/.test(token.text) ? [index] : []));
  if (wordTokens.length <= words) return parts;
  const firstMarked = Math.max(
    0,
    wordTokens.findIndex((index) => tokens[index].marked),
  );
  const startWord = Math.max(0, Math.min(firstMarked - Math.floor(words / 3), wordTokens.length - words));
  const start = wordTokens[startWord];
  const end = wordTokens[startWord + words - 1] + 1;
  const kept = tokens.slice(start, end);
  if (startWord > 0) kept.unshift({ text: '… ', marked: false });
  if (startWord + words < wordTokens.length) kept.push({ text: ' …', marked: false });
  const joined: ExcerptPart[] = [];
  for (const token of kept) {
    const last = joined.at(-1);
    if (last && last.marked === token.marked) last.text += token.text;
    else joined.push({ ...token });
  }
  return joined;
}

/** The words Pagefind highlighted, extra forms included, as they are written. */
export function markedWords(excerpt: string): string[] {
  return [...excerpt.matchAll(/<mark>([\s\S]*?)<\/mark>/g)].flatMap((match) => match[1].split(/\s+/)).filter(Boolean);
}

/** A title or text without extra forms. */
export function withoutForms(text: string): string {
  return text.replace(forms, '');
}

/** The parts as DOM nodes: text, and `<mark>` around the highlights. */
export function excerptNodes(parts: ExcerptPart[]): Node[] {
  return parts.map(({ text, marked }) => {
    const node = document.createTextNode(text);
    if (!marked) return node;
    const mark = document.createElement('mark');
    mark.append(node);
    return mark;
  });
}
