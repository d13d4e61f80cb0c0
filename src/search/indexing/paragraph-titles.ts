/**
 * The title a search result gives each paragraph of a text: a numbered
 * paragraph its printed number and first words, an unnumbered one its section's
 * heading and first words. Titles are distinct within a text (more words are
 * taken where two would read the same), so every result link has its own name.
 *
 * @example
 * const titles = paragraphTitles(text.paragraphs);
 * titles.get('units') // '49.4. ОТРЯДЫ: количество отрядов ограничено фигурками, доступными…'
 * titles.get('takeovers-off') // 'Захваты — Когда захваты запрещены, игнорируйте на картах…'
 */
import type { Paragraph } from '../../schemas.ts';

/** Words of a paragraph a title starts with. */
const firstWords = 6;
/** Words of a heading a title shows. */
const headingWords = 5;

/** The first `count` words of a text, with `…` when there are more. */
function wordsOf(text: string, count: number): string {
  const words = text.split(' ').filter(Boolean);
  return words.slice(0, count).join(' ') + (words.length > count ? '…' : '');
}

/** The title of one paragraph with its first `count` words. */
function titleOf(rule: Paragraph, heading: string | undefined, count: number): string {
  const start = wordsOf(rule.text, count);
  if (rule.number) return [rule.number, start].filter(Boolean).join(' ');
  return [heading && wordsOf(heading, headingWords), start].filter(Boolean).join(' — ');
}

/** Titles of the rules of a text (headings have their own text as title), by id. */
export function paragraphTitles(paragraphs: Paragraph[]): Map<string, string> {
  const rules: { rule: Paragraph; heading?: string; count: number }[] = [];
  let heading: string | undefined;
  for (const paragraph of paragraphs) {
    if (paragraph.kind === 'heading') heading = paragraph.text;
    else rules.push({ rule: paragraph, heading, count: firstWords });
  }
  const titles = () => rules.map(({ rule, heading, count }) => titleOf(rule, heading, count));
  for (let round = 0; round < 50; round++) {
    const current = titles();
    const repeated = rules.filter(
      (_, index) => current.indexOf(current[index]) !== current.lastIndexOf(current[index]),
    );
    const growing = repeated.filter(({ rule, count }) => rule.text.split(' ').length > count);
    if (growing.length === 0) break;
    for (const entry of growing) entry.count += 3;
  }
  const final = titles();
  return new Map(rules.map(({ rule }, index) => [rule.id, final[index]]));
}
