/**
 * The `hreflang` alternates of a page that exists once per language of a text:
 * a path per language the text exists in, and the language `x-default` points
 * to (English where the text has it, else the first in the site's order). And
 * the canonical page of a page whose text is in another language (a fallback).
 *
 * @example
 * languageAlternates(['ru', 'en'], (lang) => topicPath(lang, 'ti4/component-limitations'))
 * // { alternates: { ru: '/ru/ti4/component-limitations/', en: '/en/ti4/component-limitations/' }, defaultAlternate: 'en' }
 * canonicalPath('/en/rftg/rebel-vs-imperium/', 'ru') // '/ru/rftg/rebel-vs-imperium/'
 */
import { defaultLanguage, languages, type Language } from '../i18n/languages.ts';
import { samePageIn } from './paths.ts';

/**
 * The canonical path of a page: itself, or — where it shows a text in another
 * language than its own (a fallback) — the same page in the text's language,
 * so that no text is indexed or announced under the wrong language.
 */
export function canonicalPath(pathname: string, textLang?: Language): string {
  return textLang ? samePageIn(pathname, textLang) : pathname;
}

export function languageAlternates(
  available: Iterable<Language>,
  pathIn: (lang: Language) => string,
): { alternates: Partial<Record<Language, string>>; defaultAlternate: Language } {
  const present = new Set(available);
  const ordered = languages.filter((lang) => present.has(lang));
  if (ordered.length === 0) throw new Error('languageAlternates: no language given');
  return {
    alternates: Object.fromEntries(ordered.map((lang) => [lang, pathIn(lang)])),
    defaultAlternate: present.has(defaultLanguage) ? defaultLanguage : ordered[0],
  };
}
