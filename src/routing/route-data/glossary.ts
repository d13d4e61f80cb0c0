/**
 * Route data of `/{lang}/glossary/`, a term base: per game, one entry per
 * term, sorted by its name in the page's language (in the game's card
 * language, else the site's order, where it has none), with all its names side
 * by side, the topics that use it, the topic that defines it where there is
 * one, and an anchor of its own (`#{game}-{id}`) to link and copy.
 */
import { glossaryTermsOf, termAnchor, type GlossaryTerm } from '../../glossary/glossary.ts';
import { useTranslations } from '../../i18n/interface-strings.ts';
import { fallbackLanguages, type Language } from '../../i18n/languages.ts';
import { textFor } from '../../library/library.ts';
import { headOf } from '../head.ts';
import { glossaryPath, topicPath } from '../paths.ts';
import { allLanguages, languagePathsOf } from './language-paths.ts';
import type { SiteContext } from './site-context.ts';

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
      const sortName = (term: GlossaryTerm) => term.names[order.find((other) => term.names[other])!]![0];
      const collator = new Intl.Collator(lang, { sensitivity: 'base' });
      return {
        id: game.id,
        name: game.name[lang],
        terms: glossaryTermsOf(library, game.id, lang)
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
          }),
      };
    }),
  };
}
