/**
 * A page in the site's languages: its path in each (the language switcher)
 * and, for a page that exists in all three, its alternates.
 *
 * @example
 * languagePathsOf('/fr/ti4/') // { ru: '/ru/ti4/', en: '/en/ti4/', fr: '/fr/ti4/' }
 */
import { languages, type Language } from '../../i18n/languages.ts';
import { samePageIn } from '../paths.ts';

/** A page's path in each language, for the language switcher. */
export function languagePathsOf(path: string): Record<Language, string> {
  return Object.fromEntries(languages.map((other) => [other, samePageIn(path, other)])) as Record<Language, string>;
}

/** A page that exists in every language: its alternates, `x-default` English. */
export const allLanguages = (path: (lang: Language) => string) => ({
  alternates: Object.fromEntries(languages.map((other) => [other, path(other)])),
  defaultAlternate: 'en' as Language,
});
