/**
 * The order of the languages in the results. One index holds every language,
 * so a query finds its pages in all of them at once; they are shown in the
 * interface language first, then, when the query is written in another
 * script, in that script's first language, then in the others.
 *
 * @example
 * languageOrder('fighter', 'ru') // ['ru', 'en', 'fr']
 * languageOrder('истребители', 'en') // ['en', 'ru', 'fr']
 * languageOrder('Military', 'fr') // ['fr', 'ru', 'en']
 */
import { languages, type Language } from '../../i18n/languages.ts';

/** The languages written in the query's scripts, in the site's order: Cyrillic is ru, Latin en and fr. */
export function scriptLanguages(query: string): Language[] {
  const cyrillic = /\p{Script=Cyrillic}/u.test(query);
  const latin = /\p{Script=Latin}/u.test(query);
  return languages.filter((lang) => (lang === 'ru' ? cyrillic : latin));
}

/** The languages in the order their results are shown (see the module comment). */
export function languageOrder(query: string, interfaceLang: Language): Language[] {
  const written = scriptLanguages(query).filter((lang) => lang !== interfaceLang);
  return [interfaceLang, ...written.slice(0, 1), ...languages].filter(
    (lang, index, all) => all.indexOf(lang) === index,
  );
}
