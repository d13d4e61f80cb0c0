/**
 * A long topic's contents ("On this page"): its headings in order, nested by
 * level, each with its permanent id (a plain `#id` link) and its words in runs
 * by language. A text with fewer than `contentsMinHeadings` headings has none:
 * its headings are all on screen within a scroll or two.
 *
 * @example
 * contentsOf(rebelVsImperium, 'en')
 * // [{ id: 'contents', level: 2, title: { runs: [{ text: 'Содержимое' }], lang: 'ru' }, children: [] }, …,
 * //  { id: 'card-abilities', level: 2, title: …, children: [{ id: 'explore', level: 3, title: { runs: [{ text: 'I: ' },
 * //    { text: 'Explore', lang: 'en' }, { text: ' (Исследование)' }], lang: 'ru' }, children: [{ id: 'mix-before-discard', … }] }, …] }, …]
 * contentsOf(componentLimitations, 'en') // undefined: two headings
 */
import type { Paragraph } from '../schemas.ts';
import type { Language } from '../i18n/languages.ts';
import { runsOf } from '../library/paragraphs.ts';
import type { Title } from '../routing/route-data/titles.ts';

/** The fewest headings that give a text a contents list. */
export const contentsMinHeadings = 3;

/** A heading in the contents: its id, level, words as a `Title`, and the headings under it. */
export interface ContentsEntry {
  id: string;
  level: 2 | 3 | 4;
  title: Title;
  children: ContentsEntry[];
}

/**
 * The contents of a text in `textLang` shown on a page in `pageLang`: its
 * headings as a tree (a heading holds the deeper headings that follow it up
 * to the next heading of its level or higher), or `undefined` where the text
 * has fewer than `contentsMinHeadings` headings.
 */
export function contentsOf(
  paragraphs: Paragraph[],
  textLang: Language,
  pageLang: Language,
): ContentsEntry[] | undefined {
  const headings = paragraphs.filter((paragraph) => paragraph.kind === 'heading');
  if (headings.length < contentsMinHeadings) return undefined;
  const top: ContentsEntry[] = [];
  const open: ContentsEntry[] = [];
  for (const heading of headings) {
    const block = heading.blocks[0];
    const entry: ContentsEntry = {
      id: heading.id,
      level: heading.level ?? 2,
      title: {
        runs: runsOf(block?.kind === 'text' ? block.content : []),
        ...(textLang === pageLang ? {} : { lang: textLang }),
      },
      children: [],
    };
    while (open.length > 0 && open.at(-1)!.level >= entry.level) open.pop();
    (open.at(-1)?.children ?? top).push(entry);
    open.push(entry);
  }
  return top;
}

/**
 * The entries of a contents tree in the order of the text.
 *
 * @example
 * contentsEntries(contentsOf(actions.paragraphs, 'fr', 'fr')!).map((entry) => entry.id) // ['example-3', 'example-4', …]
 */
export function contentsEntries(contents: ContentsEntry[]): ContentsEntry[] {
  return contents.flatMap((entry) => [entry, ...contentsEntries(entry.children)]);
}
