/**
 * What a citation of a paragraph says: its number, what it is cited as (its
 * label, unique within its text), its blocks of plain text (paragraphs, lists,
 * tables) and absolute links,
 * in the language of the page it is cited from (a fallback page `/fr/ti4/…`
 * cites `/fr/ti4/…#id`, with the same ids).
 *
 * @example
 * citationsOf(text.paragraphs, { lang: 'ru', topicId: 'ti4/component-limitations', site, previews: true })
 * // [… { id: 'unit-tokens', kind: 'rule', number: '49.4.', label: '49.4 б)', blocks: [{ kind: 'text', text: 'б) Когда игрок …' }],
 * //      url: 'https://…/ru/ti4/component-limitations/#unit-tokens',
 * //      preview: 'https://…/ru/ti4/component-limitations/unit-tokens/' } …]
 */
import type { TFunction } from 'i18next';
import { useTranslations } from '../i18n/interface-strings.ts';
import type { Language } from '../i18n/languages.ts';
import type { Paragraph } from '../schemas.ts';
import { textFor, type Topic } from '../library/library.ts';
import { plainBlocks, type PlainBlock } from '../library/paragraphs.ts';
import { absoluteUrl, paragraphPath, topicPath } from '../routing/paths.ts';

export interface Citation {
  id: string;
  kind: Paragraph['kind'];
  /** The number to cite it by (see `citedNumbers`). */
  number?: string;
  /** What it is cited as, unique within its text (see `citationLabels`): "4.2", "Notes, 1.", "Stacking, paragraph 2". */
  label: string;
  blocks: PlainBlock[];
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
 * What each paragraph of a text is cited as — in a copied quote, a shared
 * link's title, a paragraph page's title — unique within the text, and saying
 * where the rule sits:
 * - a rule by its cited number (`citedNumbers`; a sub-item the edition prints
 *   without a number, by its rule's number and the letter it starts with,
 *   "49.4 б)", or its place under the rule), under its section's heading
 *   where the text has that number more than once ("Notes, 1.");
 * - a rule the edition prints without a number, by its section's heading and
 *   its place under it, in the page's language ("Stacking, paragraph 2");
 * - a heading by its words.
 * Where two would still read the same, each says its place in the text.
 *
 * @example
 * citationLabels(ti4En.paragraphs, useTranslations('en'))
 * // Map { 'rules' => 'Rules Reference', 'intro' => 'Rules Reference, paragraph 1', 'dice' => 'Rules Reference, 1.', …, 'unit-tokens' => '4.2', …, 'note-1' => 'Notes, 1.', … }
 */
export function citationLabels(paragraphs: Paragraph[], t: TFunction): Map<string, string> {
  const numbers = citedNumbers(paragraphs);
  const entries: { id: string; label: string; section?: string; place: number; index: number }[] = [];
  let section: string | undefined;
  let place = 0;
  /** A sub-item's place among its rule's unnumbered sub-items. */
  let subPlace = 0;
  paragraphs.forEach((paragraph, index) => {
    if (paragraph.kind === 'heading') {
      section = paragraph.text;
      place = 0;
      entries.push({ id: paragraph.id, label: paragraph.text, place: 0, index });
      return;
    }
    place += 1;
    const number = numbers.get(paragraph.id);
    const unnumberedSub = !paragraph.number && paragraph.sub && number !== undefined;
    subPlace = unnumberedSub ? subPlace + 1 : 0;
    const letter = unnumberedSub ? /^(\p{L}{1,2}\))\s/u.exec(paragraph.text)?.[1] : undefined;
    const where = (label: string) => (section ? `${section}, ${label}` : label);
    const label = !number
      ? where(t('cite.place', { place }))
      : !unnumberedSub
        ? number
        : letter
          ? `${number.replace(/\.$/, '')} ${letter}`
          : `${number} (${t('cite.place', { place: subPlace })})`;
    entries.push({ id: paragraph.id, label, section: number ? section : undefined, place, index });
  });
  /** Whether another entry reads the same, as the labels stand now. */
  const repeatedNow = () => {
    const count = new Map<string, number>();
    for (const { label } of entries) count.set(label, (count.get(label) ?? 0) + 1);
    return (entry: (typeof entries)[number]) => count.get(entry.label)! > 1;
  };
  // A number the text prints more than once: under its heading.
  let repeated = repeatedNow();
  for (const entry of entries.filter((each) => each.section && repeated(each)))
    entry.label = `${entry.section}, ${entry.label}`;
  // What still reads the same: its place in the text.
  repeated = repeatedNow();
  for (const entry of entries.filter(repeated))
    entry.label = `${entry.label} (${t('cite.place', { place: entry.index + 1 })})`;
  return new Map(entries.map((entry) => [entry.id, entry.label]));
}

/** Every paragraph of a text as cited from the topic page in `lang`; with a link to its own page where the site has them. */
export function citationsOf(
  paragraphs: Paragraph[],
  {
    lang,
    topicId,
    site,
    previews,
  }: { lang: Language; topicId: string; site: URL | string | undefined; previews: boolean },
): Citation[] {
  const numbers = citedNumbers(paragraphs);
  const labels = citationLabels(paragraphs, useTranslations(lang));
  return paragraphs.map(({ id, kind, blocks }) => ({
    id,
    kind,
    number: numbers.get(id),
    label: labels.get(id)!,
    blocks: plainBlocks(blocks),
    url: absoluteUrl(topicPath(lang, topicId, id), site),
    ...(previews ? { preview: absoluteUrl(paragraphPath(lang, topicId, id), site) } : {}),
  }));
}

/** `/{lang}/{game}/{topic}/citations.json`: what the copy controls of a topic page in `lang` quote. */
export interface TopicCitations {
  /** The topic's title, in its text's language; with the revision quoted where the text has earlier ones ("… (редакция 2)"). */
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
export function topicCitations(
  topic: Topic,
  lang: Language,
  { site, previews }: { site: URL | string; previews: boolean },
): TopicCitations {
  const text = textFor(topic, lang);
  const citations = citationsOf(text.paragraphs, { lang, topicId: topic.id, site, previews });
  // A text with earlier revisions: the quote names the one it quotes, the current one.
  const revision = text.revision && text.revisions.length > 0 ? text.revision.order : undefined;
  return {
    title:
      revision === undefined
        ? text.title
        : `${text.title} (${useTranslations(lang)('history.citedRevision', { order: revision })})`,
    game: topic.game.name[lang],
    paragraphs: Object.fromEntries(citations.map((citation) => [citation.id, citation])),
  };
}
