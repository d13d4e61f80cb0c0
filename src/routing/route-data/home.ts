/** Route data of `/{lang}/`, a language's home. */
import { useTranslations } from '../../i18n/interface-strings.ts';
import type { Language } from '../../i18n/languages.ts';
import { headOf } from '../head.ts';
import { gamePath, homePath } from '../paths.ts';
import { allLanguages, languagePathsOf } from './language-paths.ts';
import type { SiteContext } from './site-context.ts';
import { topicLink } from './titles.ts';

/** `/{lang}/`: the games and their topics. */
export function homeRoute({ library, settings }: SiteContext, lang: Language) {
  const t = useTranslations(lang);
  return {
    lang,
    head: headOf(
      { lang, path: homePath(lang), title: t('home.title'), ...allLanguages(homePath), feed: true },
      settings.site,
    ),
    languagePaths: languagePathsOf(homePath(lang)),
    games: library.games.map((game) => ({
      id: game.id,
      name: game.name[lang],
      path: gamePath(lang, game.id),
      topics: library.gameTopics(game.id).map((topic) => topicLink(topic, lang)),
    })),
  };
}
