/** Route data of `/{lang}/{game}/`, a game's page. */
import { useTranslations } from '../../i18n/interface-strings.ts';
import type { Language } from '../../i18n/languages.ts';
import type { GameInfo } from '../../library/library.ts';
import { headOf } from '../head.ts';
import { bookletPath, gamePath, glossaryPath, homePath } from '../paths.ts';
import { glossaryGameAnchor } from './glossary.ts';
import { allLanguages, languagePathsOf } from './language-paths.ts';
import type { SiteContext } from './site-context.ts';
import { knownTitleOf, topicLink, type UnwrittenTopic } from './titles.ts';

/**
 * `/{lang}/{game}/`: a game's topics (its texts first), a link to the game's
 * part of the glossary where it has one, and the topics referred to that have
 * no text yet (shown folded: on a game with many, a list of names longer than
 * its texts'; a known topic that has a text now is a content error, and the
 * page lists it once, as a topic).
 */
export function gameRoute({ library, settings }: SiteContext, lang: Language, game: GameInfo) {
  const t = useTranslations(lang);
  const name = game.name[lang];
  const unwritten = Object.entries(game.knownTopics)
    .filter(([slug]) => !library.topics.has(`${game.id}/${slug}`))
    .map(([slug, titles]): UnwrittenTopic => ({ topicId: `${game.id}/${slug}`, title: knownTitleOf(titles, lang) }))
    .sort((a, b) => a.title.runs[0].text.localeCompare(b.title.runs[0].text));
  return {
    lang,
    head: headOf(
      {
        lang,
        path: gamePath(lang, game.id),
        feed: true,
        title: name,
        description: t('game.description', { game: name }),
        ...allLanguages((other) => gamePath(other, game.id)),
      },
      settings.site,
    ),
    languagePaths: languagePathsOf(gamePath(lang, game.id)),
    name,
    breadcrumbs: [{ path: homePath(lang), label: t('nav.home') }],
    topics: library.gameTopics(game.id).map((topic) => topicLink(topic, lang)),
    unwritten,
    /** The game's part of the site's glossary, where it has terms. */
    glossary:
      (library.glossaries.get(game.id)?.length ?? 0) > 0
        ? `${glossaryPath(lang)}#${glossaryGameAnchor(game.id)}`
        : undefined,
    /** The game's booklet: every topic on one page, to print. */
    booklet: bookletPath(lang, game.id),
  };
}
