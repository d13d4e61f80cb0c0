/**
 * What a citation of a paragraph says: its number, its blocks of plain text
 * (paragraphs, lists, tables), the heading it stands under and absolute links,
 * in the language of the page it is cited from (a fallback page `/fr/ti4/…`
 * cites `/fr/ti4/…#id`, with the same ids).
 *
 * @example
 * citationsOf(text.paragraphs, { lang: 'ru', topicId: 'ti4/component-limitations', site, previews: true })
 * // [… { id: 'unit-tokens', kind: 'rule', number: '49.4.', blocks: [{ kind: 'text', text: 'б) Когда игрок …' }],
 * //      section: '49 ОГРАНИЧЕНИЕ НА КОМПОНЕНТЫ',
 * //      url: 'https://…/ru/ti4/component-limitations/#unit-tokens',
 * //      preview: 'https://…/ru/ti4/component-limitations/unit-tokens/' } …]
 */
import type { Paragraph } from '../schemas.ts';
import type { Language } from '../i18n/languages.ts';
import { textFor, type Topic } from '../library/library.ts';
import { plainBlocks, type PlainBlock } from '../library/paragraphs.ts';
import { absoluteUrl, paragraphPath, topicPath } from '../routing/paths.ts';

export interface Citation {
  id: string;
  kind: Paragraph['kind'];
  /** The number to cite it by (see `citedNumbers`). */
  number?: string;
  blocks: PlainBlock[];
  /** The text of the heading the paragraph stands under, if any. */
  section?: string;
  /** The permalink: the paragraph in its topic page. */
  url: string;
  /** The paragraph's own page, which unfurls as that paragraph (where the site has them, `siteSettings.paragraphPages`). */
  preview?: string;
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

/**
 * The heading each rule paragraph stands under (the last heading before it).
 *
 * @example
 * sectionsOf(paragraphsOf('<Heading id="stacking">Stacking</Heading>\n\n<Rule id="stacking-1">…</Rule>'))
 * // Map { 'stacking-1' => 'Stacking' }
 */
export function sectionsOf(paragraphs: Paragraph[]): Map<string, string> {
  const sections = new Map<string, string>();
  let heading: string | undefined;
  for (const paragraph of paragraphs) {
    if (paragraph.kind === 'heading') heading = paragraph.text;
    else if (heading) sections.set(paragraph.id, heading);
  }
  return sections;
}

/** Every paragraph of a text as cited from the topic page in `lang`; with a link to its own page where the site has them. */
export function citationsOf(
  paragraphs: Paragraph[],
  { lang, topicId, site, previews }: { lang: Language; topicId: string; site: URL | string | undefined; previews: boolean },
): Citation[] {
  const numbers = citedNumbers(paragraphs);
  const sections = sectionsOf(paragraphs);
  return paragraphs.map(({ id, kind, blocks }) => ({
    id,
    kind,
    number: numbers.get(id),
    blocks: plainBlocks(blocks),
    section: sections.get(id),
    url: absoluteUrl(topicPath(lang, topicId, id), site),
    ...(previews ? { preview: absoluteUrl(paragraphPath(lang, topicId, id), site) } : {}),
  }));
}

/** `/{lang}/{game}/{topic}/citations.json`: what the copy controls of a topic page in `lang` quote. */
export interface TopicCitations {
  /** The topic's title, in its text's language. */
  title: string;
  /** The game's name in `lang`. */
  game: string;
  paragraphs: Record<string, Citation>;
}

/**
 * The citations file of a topic page: the text the page shows (its own or a
 * fallback's), cited from the page's language.
 *
 * @example
 * topicCitations(library.topics.get('ti4/component-limitations')!, 'fr', { site, previews: true }).paragraphs.dice.url
 * // 'https://…/fr/ti4/component-limitations/#dice'
 */
export function topicCitations(topic: Topic, lang: Language, { site, previews }: { site: URL | string; previews: boolean }): TopicCitations {
  const text = textFor(topic, lang);
  const citations = citationsOf(text.paragraphs, { lang, topicId: topic.id, site, previews });
  return { title: text.title, game: topic.game.name[lang], paragraphs: Object.fromEntries(citations.map((citation) => [citation.id, citation])) };
}
