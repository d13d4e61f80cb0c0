/**
 * What a citation of a paragraph says: its number, plain text and absolute
 * links, in the language of the page it is cited from (a fallback page
 * `/fr/ti4/…` cites `/fr/ti4/…#id`, with the same ids).
 *
 * @example
 * citationsOf(paragraphsOf(text.body), { lang: 'ru', topicId: 'ti4/component-limitations', site })
 * // [… { id: 'unit-tokens', number: '49.4.', text: 'б) Когда игрок …',
 * //      url: 'https://…/ru/ti4/component-limitations/#unit-tokens',
 * //      preview: 'https://…/ru/ti4/component-limitations/unit-tokens/' } …]
 */
import type { Language } from './languages.ts';
import type { Paragraph } from './paragraphs.ts';
import { absoluteUrl, paragraphPath, topicPath } from './routing.ts';

export interface Citation {
  id: string;
  /** The number to cite it by (see `citedNumbers`). */
  number?: string;
  text: string;
  /** The permalink: the paragraph in its topic page. */
  url: string;
  /** The paragraph's own page, which unfurls as that paragraph. */
  preview: string;
}

/**
 * The number each paragraph is cited by: its own printed number or, for a
 * sub-item the edition prints without one (ru 49.4 `а)`, `б)`, whose letter is
 * part of its text), the number of the rule it belongs to.
 *
 * @example
 * citedNumbers([{ id: 'units', number: '49.4.', … }, { id: 'unit-tokens', sub: true, … }])
 * // Map { 'units' => '49.4.', 'unit-tokens' => '49.4.' }
 */
export function citedNumbers(paragraphs: Paragraph[]): Map<string, string | undefined> {
  const numbers = new Map<string, string | undefined>();
  let parent: string | undefined;
  for (const paragraph of paragraphs) {
    if (paragraph.kind === 'heading') parent = undefined;
    else if (!paragraph.sub) parent = paragraph.number;
    numbers.set(paragraph.id, paragraph.number ?? (paragraph.sub ? parent : undefined));
  }
  return numbers;
}

/** Every paragraph of a text as cited from the topic page in `lang`. */
export function citationsOf(
  paragraphs: Paragraph[],
  { lang, topicId, site }: { lang: Language; topicId: string; site: URL | undefined },
): Citation[] {
  const numbers = citedNumbers(paragraphs);
  return paragraphs.map(({ id, text }) => ({
    id,
    number: numbers.get(id),
    text,
    url: absoluteUrl(topicPath(lang, topicId, id), site),
    preview: absoluteUrl(paragraphPath(lang, topicId, id), site),
  }));
}
