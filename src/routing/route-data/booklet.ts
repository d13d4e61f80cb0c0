/**
 * Route data of `/{lang}/{game}/print/`, a game's rules booklet: every topic
 * of the game as its page in `lang` shows it (its text in `lang`, or in
 * another language under the same notice), one after the other, to print at
 * once; before them a title page (the game, the language, the edition of each
 * text, where the booklet is on the site and the day of the build) and the
 * contents. `noindex`: the topic pages are the texts' own pages, and each
 * topic of the booklet links back to its page.
 *
 * @example
 * const route = bookletRoute(siteContext(), 'en', game); // game: SWCCG
 * route.topics.map((topic) => topic.topicId) // ['swccg/actions', 'swccg/activate-force', …]
 * route.topics[0].fallback?.shown // 'fr' (no English text: the French one, under the notice)
 * route.titlePage.editions // [{ runs: [{ text: 'Extrait du glossaire des règles, en traduction française' }], lang: 'fr', language: 'French', topics: [Title, …] }]
 * route.titlePage.builtOn // { iso: '2026-11-26', text: 'November 26, 2026' }
 * route.head.noindex // true
 */
import { longDate } from '../../i18n/dates.ts';
import { useTranslations } from '../../i18n/interface-strings.ts';
import type { Language } from '../../i18n/languages.ts';
import type { GameInfo } from '../../library/library.ts';
import type { Run } from '../../schemas.ts';
import { headOf } from '../head.ts';
import { bookletPath, gamePath, homePath } from '../paths.ts';
import { paperAddress } from './paper-address.ts';
import { allLanguages, languagePathsOf } from './language-paths.ts';
import type { SiteContext } from './site-context.ts';
import { topicLink, type Title, type TopicLink } from './titles.ts';
import { topicTextOf } from './topic.ts';

/** A source edition on the title page: its words (in their language where it is not the page's), and the topics whose texts come from it. */
export interface BookletEdition {
  runs: Run[];
  /** The texts' language where it is not the page's. */
  lang?: Language;
  /** That language's name, in the page's language. */
  language: string;
  topics: Title[];
}

/** `/{lang}/{game}/print/`: the game's every topic as its page in `lang` shows it, after a title page and the contents. */
export function bookletRoute(context: SiteContext, lang: Language, game: GameInfo) {
  const { library, settings } = context;
  const t = useTranslations(lang);
  const name = game.name[lang];
  const path = bookletPath(lang, game.id);
  const topics = library.gameTopics(game.id).map((topic) => {
    const route = topicTextOf(context, lang, topic.id);
    const link = topicLink(topic, lang);
    return {
      topicId: topic.id,
      /** The topic's id in the booklet (its paragraphs have none: two topics may use the same paragraph id). */
      anchor: `topic-${topic.slug}`,
      /** The topic's title, marked with its language where it is not the page's, and the languages it has then (`TopicLink`). */
      title: link.title,
      otherLanguages: link.otherLanguages,
      text: route.text,
      fallback: route.fallback,
      translation: route.translation,
      /** The topic's own page, which its title in the booklet links to, and its address in full, for paper. */
      path: link.path,
      address: route.address,
    };
  });
  const editions = new Map<string, BookletEdition>();
  for (const { text, title } of topics) {
    const key = `${text.lang} ${text.source.edition}`;
    if (!editions.has(key))
      editions.set(key, {
        runs: text.editionRuns,
        ...(text.lang === lang ? {} : { lang: text.lang }),
        language: t(`language.${text.lang}`),
        topics: [],
      });
    editions.get(key)!.topics.push(title);
  }
  return {
    lang,
    head: headOf(
      // (The game's short name in the title: with the site's name, a full one would pass the 70 characters a title shows.)
      {
        lang,
        path,
        title: t('booklet.title', { game: game.short }),
        description: t('booklet.description', { game: name }),
        ...allLanguages((other) => bookletPath(other, game.id)),
        noindex: true,
      },
      settings.site,
    ),
    languagePaths: languagePathsOf(path),
    breadcrumbs: [
      { path: homePath(lang), label: t('nav.home') },
      { path: gamePath(lang, game.id), label: name },
    ],
    name,
    titlePage: {
      /** Whether some topic is printed in another language than the page's (the title page says how). */
      hasFallbacks: topics.some((topic) => topic.fallback),
      editions: [...editions.values()],
      /** The booklet's address on the site, as paper prints it (`paperAddress`). */
      address: paperAddress(path, settings),
      /** The day of the build, as `<time>` gives it and in words of the page's language. */
      builtOn: {
        iso: settings.builtOn,
        text: longDate(settings.builtOn, lang),
      },
    },
    /** The contents: each topic's title, leading to it in the booklet. */
    contents: topics.map(({ topicId, anchor, title, otherLanguages }): TopicLink => ({
      topicId,
      path: `#${anchor}`,
      title,
      ...(otherLanguages ? { otherLanguages } : {}),
    })),
    topics,
  };
}

export type BookletRoute = ReturnType<typeof bookletRoute>;
export type BookletTopic = BookletRoute['topics'][number];
