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
