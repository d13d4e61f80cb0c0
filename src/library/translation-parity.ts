/**
 * Translation parity: which paragraphs of a topic one translation has and
 * another lacks. Shared by the build's content check (a warning per gap) and
 * the translation status page (`/{lang}/status/`).
 *
 * @example
 * paragraphGaps(new Map([['en', ['rules', 'dice']], ['ru', ['rules']]]))
 * // [{ paragraph: 'dice', missingIn: 'ru', presentIn: ['en'] }]
 */
import { languages, type Language } from '../i18n/languages.ts';

/** A paragraph id present in some translations of a topic and missing in one. */
export interface ParagraphGap {
  paragraph: string;
  /** The translation that lacks it. */
  missingIn: Language;
  /** The translations that have it. */
  presentIn: Language[];
}

/**
 * Every paragraph present in one translation and missing in another, given
 * each translation's paragraph ids; paragraphs in text order (translations
 * read in the site's language order), then by language.
 */
export function paragraphGaps(idsByLanguage: Map<Language, readonly string[]>): ParagraphGap[] {
  const translations = languages.filter((lang) => idsByLanguage.has(lang));
  const sets = new Map(translations.map((lang) => [lang, new Set(idsByLanguage.get(lang))]));
  const allIds = [...new Set(translations.flatMap((lang) => idsByLanguage.get(lang) ?? []))];
  const gaps: ParagraphGap[] = [];
  for (const paragraph of allIds) {
    const presentIn = translations.filter((lang) => sets.get(lang)!.has(paragraph));
    for (const missingIn of translations) {
      if (!sets.get(missingIn)!.has(paragraph)) gaps.push({ paragraph, missingIn, presentIn });
    }
  }
  return gaps;
}

/** The languages a topic has no text in, in the site's order. */
export function missingLanguages(present: Iterable<Language>): Language[] {
  const have = new Set(present);
  return languages.filter((lang) => !have.has(lang));
}
