/**
 * The interface language of the page being rendered, from its URL (`/{lang}/…`).
 *
 * @example
 * // in a component on /fr/ti4/component-limitations/
 * pageLanguage(Astro.currentLocale) // 'fr'
 */
import { defaultLanguage, isLanguage, type Language } from './languages.ts';

export function pageLanguage(currentLocale: string | undefined): Language {
  return isLanguage(currentLocale) ? currentLocale : defaultLanguage;
}
