/** Route data of `/{lang}/glossary/`: every game's terms. */
import { glossaryTermsOf, termAnchor, type GlossaryTerm } from '../../glossary/glossary.ts';
import { useTranslations } from '../../i18n/interface-strings.ts';
import type { Language } from '../../i18n/languages.ts';
import { headOf } from '../head.ts';
import { glossaryPath } from '../paths.ts';
import { allLanguages, languagePathsOf } from './languages.ts';
import type { SiteContext } from './site-context.ts';

/** `/{lang}/glossary/`: every game's terms, with the topics that use them. */
export function glossaryRoute({ library, settings }: SiteContext, lang: Language) {
  const t = useTranslations(lang);
  return {
    lang,
    head: headOf({ lang, path: glossaryPath(lang), title: t('search.glossary'), description: t('search.glossaryIntro'), ...allLanguages(glossaryPath) }, settings.site),
    languagePaths: languagePathsOf(glossaryPath(lang)),
    games: library.games.map((game) => ({
      id: game.id,
      name: game.name[lang],
      terms: glossaryTermsOf(library, game.id, lang).map((term): GlossaryTerm & { anchor: string } => ({ ...term, anchor: termAnchor(term) })),
    })),
  };
}

