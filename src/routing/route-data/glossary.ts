/**
 * Route data of `/{lang}/glossary/`, a term base: per game, one entry per
 * term, sorted by its name in the page's language (in the game's card
 * language, else the site's order, where it has none), with all its names side
 * by side, the topics that use it, the topic that defines it where there is
 * one, and an anchor of its own (`#{game}-{id}`) to link and copy.
 */
import { glossaryTermsOf, termAnchor, type GlossaryTerm } from '../../glossary/glossary-terms.ts';
import { useTranslations } from '../../i18n/interface-strings.ts';
import { fallbackLanguages, type Language } from '../../i18n/languages.ts';
import { textFor } from '../../library/library.ts';
import { headOf } from '../head.ts';
import { glossaryPath, topicPath } from '../paths.ts';
import { allLanguages, languagePathsOf } from './language-paths.ts';
import type { SiteContext } from './site-context.ts';

/** The anchor of a game's part of the glossary page: `glossary-{game}`. */
export function glossaryGameAnchor(game: string): string {
  return `glossary-${game}`;
}

/** From how many terms a game's part of the glossary has jump links by letter. */
export const lettersFrom = 20;

/**
 * The letters a game's sorted terms start with, each with the anchor of its
 * first term: the jump links of a long list.
 *
 * @example
 * lettersOf([{ anchor: 'ti4-agenda', sortName: 'agenda' }, { anchor: 'ti4-action', sortName: 'action' }], 'en')
 * // [{ letter: 'A', anchor: 'ti4-agenda' }]
 */
function lettersOf(terms: { anchor: string; sortName: string }[], lang: Language) {
  // Letters the language's order does not tell apart (e, é) are one.
  const collator = new Intl.Collator(lang, { sensitivity: 'base' });
  const letters: { letter: string; anchor: string }[] = [];
  for (const term of terms) {
    const letter = (/\p{L}/u.exec(term.sortName)?.[0] ?? '#').toLocaleUpperCase(lang);
    const last = letters.at(-1)?.letter;
    if (last === undefined || collator.compare(last, letter) !== 0) letters.push({ letter, anchor: term.anchor });
  }
  return letters;
}

/** `/{lang}/glossary/`: every game's terms, with the topics that use them. */
export function glossaryRoute({ library, settings }: SiteContext, lang: Language) {
  const t = useTranslations(lang);
  return {
    lang,
    head: headOf(
      {
        lang,
        path: glossaryPath(lang),
        title: t('search.glossary'),
        description: t('search.glossaryIntro'),
        ...allLanguages(glossaryPath),
      },
      settings.site,
    ),
    languagePaths: languagePathsOf(glossaryPath(lang)),
    games: library.games.map((game) => {
      const order = [lang, ...(game.cardLanguage ? [game.cardLanguage] : []), ...fallbackLanguages];
      const sortName = (term: Pick<GlossaryTerm, 'names'>) => term.names[order.find((other) => term.names[other])!]![0];
      const collator = new Intl.Collator(lang, { sensitivity: 'base' });
      const terms = glossaryTermsOf(library, game.id, lang)
        .sort((a, b) => collator.compare(sortName(a).replace(/^\P{L}+/u, ''), sortName(b).replace(/^\P{L}+/u, '')))
        .map((term) => {
          const defining = library.topics.get(term.definition ?? `${game.id}/${term.id}`);
          const text = defining && textFor(defining, lang);
          return {
            ...term,
            anchor: termAnchor(term),
            ...(defining && text
              ? {
                  definition: {
                    path: topicPath(lang, defining.id),
                    title: text.title,
                    titleRuns: text.titleRuns,
                    lang: text.lang,
                  },
                }
              : {}),
          };
        });
      return {
        id: game.id,
        anchor: glossaryGameAnchor(game.id),
        name: game.name[lang],
        terms,
        /** Jump links by letter, on a long list. */
        letters:
          terms.length >= lettersFrom
            ? lettersOf(
                terms.map((term) => ({ anchor: term.anchor, sortName: sortName(term) })),
                lang,
              )
            : [],
      };
    }),
  };
}
