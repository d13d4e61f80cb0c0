/**
 * Which language indexes a query is searched in, and when. Each language's
 * index costs a phone about 75 KB (Pagefind's code, its stemmer, the index),
 * so a first query loads at most two: the interface language's, which also
 * holds every glossary name in every language, and, when the query is written
 * in another script, the first language of that script. The others are
 * searched at once when those find nothing, and offered one tap away otherwise,
 * so every language is reachable for any query.
 *
 * @example
 * searchStages('fighter', 'ru') // { now: ['ru', 'en'], later: ['fr'] }
 * searchStages('истребители', 'en') // { now: ['en', 'ru'], later: ['fr'] }
 * searchStages('Military', 'fr') // { now: ['fr'], later: ['en', 'ru'] }
 * searchStages('49.4', 'fr') // { now: ['fr'], later: ['ru', 'en'] }
 */
import { languages, type Language } from '../../utils/languages.ts';

/** The languages written in the query's scripts, in the site's order: Cyrillic is ru, Latin en and fr. */
export function scriptLanguages(query: string): Language[] {
  const cyrillic = /\p{Script=Cyrillic}/u.test(query);
  const latin = /\p{Script=Latin}/u.test(query);
  return languages.filter((lang) => (lang === 'ru' ? cyrillic : latin));
}

/** The languages searched first, and the others in the order they are tried (see the module comment). */
export function searchStages(query: string, interfaceLang: Language): { now: Language[]; later: Language[] } {
  const written = scriptLanguages(query);
  const now = written.length === 0 || written.includes(interfaceLang) ? [interfaceLang] : [interfaceLang, written[0]];
  const later = [...written, ...languages].filter((lang, index, all) => !now.includes(lang) && all.indexOf(lang) === index);
  return { now, later };
}
