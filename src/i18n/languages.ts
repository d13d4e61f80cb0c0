/**
 * The languages the site is published in, in the order the switcher shows them.
 *
 * @example
 * isLanguage('fr') // true
 * languageName('ru') // 'Русский'
 */
export const languages = ['ru', 'en', 'fr'] as const;

/** A language code of the site: `ru`, `en` or `fr`. */
export type Language = (typeof languages)[number];

/** Each language's name in itself, for the switcher and `/`. */
export const languageNames: Record<Language, string> = {
  ru: 'Русский',
  en: 'English',
  fr: 'Français',
};

/** The language `x-default` and `/` point to when nothing else decides. */
export const defaultLanguage: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

export function languageName(lang: Language): string {
  return languageNames[lang];
}

/** The order a text or a title falls back in where it is not in the page's language. */
export const fallbackLanguages: readonly Language[] = ['en', 'ru', 'fr'];

/**
 * The language to show something in on a page in `lang`: `lang` if it is
 * there, else the first of `fallbackLanguages` that is.
 *
 * @example
 * shownLanguage('fr', ['ru', 'en']) // 'en'
 * shownLanguage('ru', ['ru', 'en']) // 'ru'
 */
export function shownLanguage(lang: Language, available: Iterable<Language>): Language | undefined {
  const have = new Set(available);
  return have.has(lang) ? lang : fallbackLanguages.find((other) => have.has(other));
}
