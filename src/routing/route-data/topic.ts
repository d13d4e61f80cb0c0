/**
 * Route data of `/{lang}/{game}/{topic}/`: a topic's text in the page's
 * language, or its text in another language under a notice; and what a page
 * showing a text says of it (its description, its translation's marks).
 *
 * @example
 * const route = topicRoute(siteContext(), 'fr', 'ti4/component-limitations');
 * route.text.lang // 'en' (the French page shows the English text: a fallback)
 * route.neighbours // [{ rel: 'next', path: '/fr/ti4/…/', title: { runs: […], lang: 'en' } }]
 * route.head.canonical // 'https://…/en/ti4/component-limitations/'
 * route.contents // undefined: two headings (a text with three or more has them, `contentsOf`)
 */
import { contentsOf } from '../../contents/contents.ts';
import type { StyleFeature } from '../../styles/style-features.ts';
import { useTranslations } from '../../i18n/interface-strings.ts';
import type { Language } from '../../i18n/languages.ts';
import { textFor } from '../../library/library.ts';
import { markupOf } from '../../library/paragraphs.ts';
import { languageAlternates } from '../alternates.ts';
import { headOf } from '../head.ts';
import { gamePath, homePath, termsPath, topicPath } from '../paths.ts';
import { paperAddress } from './paper-address.ts';
import { languagePathsOf } from './language-paths.ts';
import { sideBySideLinks, sideBySideTextsOf } from './side-by-side.ts';
import type { SiteContext } from './site-context.ts';
import { textTermsOf } from './terms.ts';
import { textDescription, textTranslationOf } from './text.ts';
import { relatedTopic, titleOf, topicLink } from './titles.ts';
import { readRecordOf, topicHistoryOf } from './topic-history.ts';

/**
 * What a page showing a topic's text in `lang` needs of it and no more (a
 * booklet prints it so): the text, the notice of a fallback, the translation's
 * marks and the page's address for paper. No change marks: paper never shows them.
 *
 * @example
 * topicTextOf(siteContext(), 'fr', 'ti4/component-limitations').fallback?.shown // 'en'
 */
export function topicTextOf({ library, settings }: SiteContext, lang: Language, topicId: string) {
  const topic = library.topics.get(topicId)!;
  const text = textFor(topic, lang);
  const available = [...topic.texts.keys()];
  return {
    text,
    /** Where the text is not in the page's language: the language shown, and the text's pages. */
    fallback:
      text.lang !== lang
        ? { shown: text.lang, links: available.map((other) => ({ lang: other, path: topicPath(other, topicId) })) }
        : undefined,
    /** The page's own address, printed at the top of its first page (a fallback page's own: the reader's language): `paperAddress`. */
    address: paperAddress(topicPath(lang, topicId), settings),
    translation: textTranslationOf(text, topicId),
  };
}

/** `/{lang}/{game}/{topic}/`: a topic's text in `lang`, or its text in another language under a notice. */
export function topicRoute(context: SiteContext, lang: Language, topicId: string) {
  const { library, settings } = context;
  const topic = library.topics.get(topicId)!;
  const { text, fallback, address, translation } = topicTextOf(context, lang, topicId);
  const isFallback = text.lang !== lang;
  const gameTopics = library.gameTopics(topic.game.id);
  const index = gameTopics.indexOf(topic);
  const t = useTranslations(lang);
  const available = [...topic.texts.keys()];
  const neighbours = (
    [
      ['prev', gameTopics[index - 1]],
      ['next', gameTopics[index + 1]],
    ] as const
  ).flatMap(([rel, neighbour]) =>
    neighbour
      ? [{ rel, label: t(rel === 'prev' ? 'neighbours.previous' : 'neighbours.next'), ...topicLink(neighbour, lang) }]
      : [],
  );
  const { alternates, defaultAlternate } = languageAlternates(available, (other) => topicPath(other, topicId));
  const contents = contentsOf(text.paragraphs, text.lang, lang);
  const markup = markupOf(text.paragraphs);
  return {
    lang,
    topicId,
    text,
    fallback,
    languagePaths: languagePathsOf(topicPath(lang, topicId)),
    address,
    /** The title in the article, which carries the text's language. */
    title: titleOf(text, text.lang),
    head: headOf(
      {
        lang,
        path: topicPath(lang, topicId),
        title: text.title,
        description: textDescription(text, lang),
        alternates,
        defaultAlternate,
        type: 'article',
        textLang: isFallback ? text.lang : undefined,
      },
      settings.site,
    ),
    breadcrumbs: [
      { path: homePath(lang), label: t('nav.home') },
      { path: gamePath(lang, topic.game.id), label: topic.game.name[lang] },
    ],
    game: {
      id: topic.game.id,
      short: topic.game.short,
      name: topic.game.name[lang],
      path: gamePath(lang, topic.game.id),
    },
    neighbours,
    related: text.related.map((related) => relatedTopic(library, related, lang)),
    translation,
    /** The topic beside each of its other texts (none where it has one text). */
    sideBySide: sideBySideLinks(sideBySideTextsOf(topic), topicId, lang, settings),
    /** The text's headings for its "On this page" list, where it has enough of them (`contentsOf`). */
    contents,
    /** The rules the page carries besides the site's (`styles/style-features.ts`): those of what it shows. */
    styles: [
      'missing-paragraph',
      ...(contents ? ['contents'] : []),
      ...(markup.tables ? ['tables'] : []),
      ...(markup.mentions ? ['mentions'] : []),
      ...(translation ? ['translations', 'diffs'] : []),
    ] as StyleFeature[],
    /** Whether the copy controls offer a paragraph's own page ("preview link"): where the site has them. */
    citePreviews: settings.paragraphPages,
    /** The terms of the game's glossary, marked in the text (`textTermsOf`), and what their cards show (`termsPath`). */
    terms: textTermsOf(library, topic.game, text.lang, lang),
    termCards: termsPath(lang, topic.game.id),
    /** Where the text has earlier revisions: its history page, and each paragraph's change mark since the revision before. */
    history: topicHistoryOf(text, lang, topicId),
    /** What the page remembers of the text on the reader's device, and tells them changed since they last read it. */
    readRecord: readRecordOf(text, lang, topicId),
  };
}

export type TopicRoute = Awaited<ReturnType<typeof topicRoute>>;
