/**
 * A rule's numbers in the other editions: the same paragraph id in each text
 * of a topic is the same rule, and each edition prints its own number (TI4's
 * "Units" is 4 in English, 49.4 in Russian). Indexed with the paragraph
 * (`search-document.ts`), so that a number as printed in any edition finds
 * the paragraph in every language, and the result shows both
 * (`editionsOf`, `../search-words.ts`).
 *
 * @example
 * editionNumbers(topic.texts, 'en').get('units') // [{ lang: 'ru', number: '49.4' }]
 * editionNumbers(topic.texts, 'ru').get('unit-tokens') // [{ lang: 'en', number: '4.2' }] (the Russian text prints «б)», no number)
 */
import type { Language } from '../../i18n/languages.ts';
import type { Text } from '../../schemas.ts';
import type { Edition } from '../search-words.ts';

/** A number as searched: without the final `.` or `)` an edition prints after it. */
const plainNumber = (number: string) => number.replace(/[.)]+$/, '');

/** The numbers the other texts of a topic print for each paragraph of its text in `lang`, where they differ from its own. */
export function editionNumbers(texts: ReadonlyMap<Language, Text>, lang: Language): Map<string, Edition[]> {
  const editions = new Map<string, Edition[]>();
  const text = texts.get(lang);
  if (!text) return editions;
  const others = [...texts].filter(([other]) => other !== lang);
  for (const paragraph of text.paragraphs) {
    const own = paragraph.number && plainNumber(paragraph.number);
    for (const [other, otherText] of others) {
      const number = otherText.paragraphs.find((candidate) => candidate.id === paragraph.id)?.number;
      if (!number || plainNumber(number) === own || !/\d/.test(number)) continue;
      const list = editions.get(paragraph.id) ?? [];
      if (!list.some((edition) => edition.number === plainNumber(number)))
        list.push({ lang: other, number: plainNumber(number) });
      editions.set(paragraph.id, list);
    }
  }
  return editions;
}
