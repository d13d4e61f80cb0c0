/** Route data of the not-found pages: `/404.html`, every language's, and `/{lang}/404.html`, one language's. */
import { useTranslations } from '../../i18n/interface-strings.ts';
import { type Language, languages } from '../../i18n/languages.ts';
import { headOf } from '../head.ts';
import { gamePath, homePath } from '../paths.ts';
import type { SiteContext } from './site-context.ts';
import { topicLink } from './titles.ts';

/** `/404.html`: a message in every language. */
export function notFoundRoute({ settings }: SiteContext) {
  const t = useTranslations('en');
  return {
    head: headOf({ lang: 'en', title: t('notFound.title'), noindex: true }, settings.site),
    homes: languages.map((lang) => ({ lang, path: homePath(lang) })),
  };
}

/**
 * `/{lang}/404.html`: the message in `lang`, the site's header (with the
 * search), the language's home and each game with its topics (a script opens
 * the game the address names, and offers a search for the address's other
 * words). No canonical address, `noindex`; the switcher goes to each
 * language's home (the script makes it the same address in that language).
 *
 * @example
 * languageNotFoundRoute(context, 'fr').games[0] // { id: 'ti4', name: 'Twilight Imperium…', path: '/fr/ti4/', topics: […] }
 */
export function languageNotFoundRoute({ library, settings }: SiteContext, lang: Language) {
  const t = useTranslations(lang);
  return {
    head: headOf({ lang, title: t('notFound.title'), noindex: true }, settings.site),
    languagePaths: Object.fromEntries(languages.map((other) => [other, homePath(other)])) as Record<Language, string>,
    home: homePath(lang),
    games: library.games.map((game) => ({
      id: game.id,
      name: game.name[lang],
      path: gamePath(lang, game.id),
      topics: library.gameTopics(game.id).map((topic) => topicLink(topic, lang)),
    })),
  };
}
