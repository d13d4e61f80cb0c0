/**
 * Route data: everything a page shows, worked out once per page from the
 * library (`library.ts`), as Starlight does with its route data. Pages call
 * one of these in their front matter with the library of the collections
 * (`getLibrary` of `collections.ts`) and pass the result to the layout and
 * components, which only render it. They are plain functions of the library
 * (no collection is read here), so the build's workers use them too for the
 * pages they stamp (`side-by-side-pages.ts`).
 *
 * @example
 * const route = topicRoute(await getLibrary(), 'fr', 'ti4/component-limitations', Astro.site);
 * route.text.lang // 'en' (the French page shows the English text: a fallback)
 * route.neighbours // [{ rel: 'next', path: '/fr/ti4/…/', title: { runs: […], lang: 'en' } }]
 * route.head.canonical // 'https://…/en/ti4/component-limitations/'
 * route.contents // undefined: two headings (a text with three or more has them, `contentsOf`)
 */
import type { SiteSettings } from '../../site.config.ts';
import type { Run, Text } from '../schemas.ts';
import { languageAlternates } from './alternates.ts';
import { contentsOf } from '../contents/contents.ts';
import { glossaryTermsOf, termAnchor, type GlossaryTerm } from '../glossary/glossary.ts';
import { headOf } from './head.ts';
import { useTranslations } from '../i18n/interface-strings.ts';
import { languages, shownLanguage, type Language } from '../i18n/languages.ts';
import { textFor, type GameInfo, type Library, type Topic } from '../library/library.ts';
import type { ParagraphPageKind } from '../stamped-pages/paragraph-pages.ts';
import { excerpt, leadParagraph } from '../library/paragraphs.ts';
import { gamePath, glossaryPath, homePath, rootPath, samePageIn, sideBySidePath, statusPath, topicPath } from './paths.ts';
import { alignParagraphs } from '../library/align-paragraphs.ts';
import { sideBySideRowsHtml, titleHtml } from '../markup/text-markup.ts';
import { missingLanguages, paragraphGaps, type ParagraphGap } from '../library/translation-parity.ts';

/**
 * What every page's route data are worked out from: the library the build has
 * read, the kinds of its stamped pages, and the site's settings (origin,
 * paragraph and side-by-side pages). Pages take it from `siteContext()`
 * (`src/build/site-context.ts`).
 */
export interface SiteContext {
  library: Library;
  stampedPageKinds: { paragraph: ParagraphPageKind[]; sideBySide: SideBySideKind[] };
  settings: SiteSettings;
}

/**
 * A title as a page shows it: in runs by language, marked with the language it
 * is in where that is not the page's (`lang`), with its printed number.
 */
export interface Title {
  runs: Run[];
  lang?: Language;
  number?: string;
}

/** A text's title on a page in `lang`. */
export function titleOf(text: Text, lang: Language): Title {
  return { runs: text.titleRuns, ...(text.lang === lang ? {} : { lang: text.lang }), ...(text.number ? { number: text.number } : {}) };
}

/** A known topic's title (it has no text) on a page in `lang`: in `lang` where the game gives it, else a fallback language. */
function knownTitleOf(titles: Partial<Record<Language, string>>, lang: Language): Title {
  const shown = shownLanguage(lang, Object.keys(titles) as Language[])!;
  return { runs: [{ text: titles[shown]! }], ...(shown === lang ? {} : { lang: shown }) };
}

/** A topic in a list: a link to its page in `lang`, its title, and the languages it has where `lang` is not one. */
export interface TopicLink {
  topicId: string;
  path: string;
  title: Title;
  /** The languages of its texts, where it has none in `lang`. */
  otherLanguages?: Language[];
}

function topicLink(topic: Topic, lang: Language): TopicLink {
  const text = textFor(topic, lang);
  return {
    topicId: topic.id,
    path: topicPath(lang, topic.id),
    title: titleOf(text, lang),
    ...(text.lang === lang ? {} : { otherLanguages: [...topic.texts.keys()] }),
  };
}

/** A topic a page names that has no text yet (a known topic of its game). */
export interface UnwrittenTopic {
  topicId: string;
  title: Title;
}

/** A related topic: a link where it has a text, a mention where it is a known topic without one. */
export type RelatedTopic = ({ written: true } & TopicLink) | ({ written: false } & UnwrittenTopic);

function relatedTopic(library: Library, topicId: string, lang: Language): RelatedTopic {
  const topic = library.topics.get(topicId);
  if (topic) return { written: true, ...topicLink(topic, lang) };
  const [game, slug] = topicId.split('/');
  const titles = library.games.find((each) => each.id === game)?.knownTopics[slug];
  if (!titles) throw new Error(`related topic "${topicId}" is neither a topic nor a known topic`);
  return { written: false, topicId, title: knownTitleOf(titles, lang) };
}

/** A page's path in each language, for the language switcher. */
export function languagePathsOf(path: string): Record<Language, string> {
  return Object.fromEntries(languages.map((other) => [other, samePageIn(path, other)])) as Record<Language, string>;
}

const allLanguages = (path: (lang: Language) => string) => ({
  alternates: Object.fromEntries(languages.map((other) => [other, path(other)])),
  defaultAlternate: 'en' as Language,
});

/** `/`: the three languages, each in itself. */
export function rootRoute({ settings }: SiteContext) {
  const lang: Language = 'en';
  return {
    head: headOf({ lang, path: rootPath, ...allLanguages(homePath), xDefault: rootPath }, settings.site),
    choices: languages.map((other) => ({ lang: other, path: homePath(other), siteName: useTranslations(other)('site.name') })),
  };
}

/** `/404.html`: a message in every language. */
export function notFoundRoute({ settings }: SiteContext) {
  const t = useTranslations('en');
  return {
    head: headOf({ lang: 'en', title: t('notFound.title'), noindex: true }, settings.site),
    homes: languages.map((lang) => ({ lang, path: homePath(lang) })),
  };
}

/** `/{lang}/`: the games and their topics. */
export function homeRoute({ library, settings }: SiteContext, lang: Language) {
  const t = useTranslations(lang);
  return {
    lang,
    head: headOf({ lang, path: homePath(lang), title: t('home.title'), ...allLanguages(homePath) }, settings.site),
    languagePaths: languagePathsOf(homePath(lang)),
    games: library.games.map((game) => ({
      id: game.id,
      name: game.name[lang],
      path: gamePath(lang, game.id),
      topics: library.gameTopics(game.id).map((topic) => topicLink(topic, lang)),
    })),
  };
}

/** `/{lang}/{game}/`: a game's topics, and the topics referred to that have no text yet. */
export function gameRoute({ library, settings }: SiteContext, lang: Language, game: GameInfo) {
  const t = useTranslations(lang);
  const name = game.name[lang];
  const unwritten = Object.entries(game.knownTopics)
    .map(([slug, titles]): UnwrittenTopic => ({ topicId: `${game.id}/${slug}`, title: knownTitleOf(titles, lang) }))
    .sort((a, b) => a.title.runs[0].text.localeCompare(b.title.runs[0].text));
  return {
    lang,
    head: headOf({ lang, path: gamePath(lang, game.id), title: name, description: t('game.description', { game: name }), ...allLanguages((other) => gamePath(other, game.id)) }, settings.site),
    languagePaths: languagePathsOf(gamePath(lang, game.id)),
    name,
    homePath: homePath(lang),
    topics: library.gameTopics(game.id).map((topic) => topicLink(topic, lang)),
    unwritten,
  };
}

/**
 * What a page showing a text says it holds (its `<meta name="description">`):
 * the text's own description, or the start of its lead paragraph among those
 * translated (untranslated ones are in another language than the text's), or
 * that the translation is only started.
 *
 * @example
 * textDescription(ti4ComponentLimitationsEn, 'fr') // 'If a component type is depleted during the game, players obey the following rules:'
 */
function textDescription(text: Text, lang: Language): string {
  if (text.description) return text.description;
  const lead = leadParagraph(text.paragraphs.filter((paragraph) => !paragraph.untranslated));
  if (lead) return excerpt(lead.text, 200);
  const t = useTranslations(lang);
  return t('translation.description', { language: t(`language.${text.lang}`) });
}

/** `/{lang}/{game}/{topic}/`: a topic's text in `lang`, or its text in another language under a notice. */
export function topicRoute({ library, settings }: SiteContext, lang: Language, topicId: string) {
  const topic = library.topics.get(topicId)!;
  const text = textFor(topic, lang);
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
  ).flatMap(([rel, neighbour]) => (neighbour ? [{ rel, label: t(rel === 'prev' ? 'neighbours.previous' : 'neighbours.next'), ...topicLink(neighbour, lang) }] : []));
  const { alternates, defaultAlternate } = languageAlternates(available, (other) => topicPath(other, topicId));
  return {
    lang,
    topicId,
    text,
    /** Where the text is not in the page's language: the language shown, and the text's pages. */
    fallback: isFallback ? { shown: text.lang, links: available.map((other) => ({ lang: other, path: topicPath(other, topicId) })) } : undefined,
    languagePaths: languagePathsOf(topicPath(lang, topicId)),
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
    game: { id: topic.game.id, short: topic.game.short, name: topic.game.name[lang], path: gamePath(lang, topic.game.id) },
    neighbours,
    related: text.related.map((related) => relatedTopic(library, related, lang)),
    translation: textTranslationOf(text, topicId),
    /** The topic beside each of its other texts (none where it has one text). */
    sideBySide: sideBySideLinks(sideBySideTextsOf(topic), topicId, lang, settings),
    /** The text's headings for its "On this page" list, where it has enough of them (`contentsOf`). */
    contents: contentsOf(text.paragraphs, text.lang, lang),
    /** Whether the copy controls offer a paragraph's own page ("preview link"): where the site has them. */
    citePreviews: settings.paragraphPages,
  };
}

/**
 * What a topic page says of its text's translation, where there is anything
 * to say: its untranslated paragraphs (shown in another language, marked)
 * and its paragraphs behind their original (marked, with a link to the
 * original paragraph).
 */
export interface TextTranslation {
  /** The text's language: what its untranslated paragraphs are not yet translated into. */
  lang: Language;
  /** How many paragraphs are untranslated, and the pages of the texts whose words they show. */
  untranslated: { count: number; shown: { lang: Language; path: string }[] };
  /**
   * The untranslated paragraphs that say so, by id: the first of each run of
   * paragraphs in the same other language (the run is marked on the page;
   * the note is not repeated after every paragraph of it).
   */
  untranslatedNotes: Set<string>;
  /** Paragraphs behind their original, by id: the original paragraph's language and permalink. */
  behind: Record<string, { lang: Language; path: string }>;
}

/** A text's `TextTranslation`, or undefined where it has no untranslated paragraph and none behind. */
export function textTranslationOf(text: Text, topicId: string): TextTranslation | undefined {
  const untranslated = text.paragraphs.filter((paragraph) => paragraph.untranslated);
  const review = text.translationReview;
  if (untranslated.length === 0 && (review?.behind.length ?? 0) === 0) return undefined;
  const shown = languages.filter((other) => untranslated.some((paragraph) => paragraph.untranslated === other));
  return {
    lang: text.lang,
    untranslated: { count: untranslated.length, shown: shown.map((other) => ({ lang: other, path: topicPath(other, topicId) })) },
    untranslatedNotes: new Set(
      text.paragraphs.filter((paragraph, index) => paragraph.untranslated && paragraph.untranslated !== text.paragraphs[index - 1]?.untranslated).map((paragraph) => paragraph.id),
    ),
    behind: Object.fromEntries((review?.behind ?? []).map((id) => [id, { lang: review!.original, path: topicPath(review!.original, topicId, id) }])),
  };
}

export type TopicRoute = Awaited<ReturnType<typeof topicRoute>>;

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

/** A paragraph a translator's worklist names: its id and its permalink. */
export interface ParagraphLink {
  id: string;
  path: string;
}

/**
 * How far a text is translated, for the status page: its paragraphs
 * translated (of all), untranslated, behind their original and not yet
 * checked against it; whether it is the original, or the language of its
 * original (none where the topic has no original).
 */
export interface TranslationProgress {
  isOriginal: boolean;
  /** A translation of a text of the site: it has an original, untranslated paragraphs, or says it was translated from another. */
  isTranslation: boolean;
  original?: Language;
  total: number;
  translated: number;
  untranslated: ParagraphLink[];
  behind: ParagraphLink[];
  unchecked: ParagraphLink[];
}

function translationProgressOf(text: Text, topic: Topic): TranslationProgress {
  const link = (id: string): ParagraphLink => ({ id, path: topicPath(text.lang, topic.id, id) });
  const untranslated = text.paragraphs.filter((paragraph) => paragraph.untranslated).map((paragraph) => link(paragraph.id));
  return {
    isOriginal: text.source.translation === 'original',
    isTranslation: Boolean(text.translationReview || untranslated.length > 0 || text.source.translatedFrom),
    ...(text.translationReview ? { original: text.translationReview.original } : {}),
    total: text.paragraphs.length,
    translated: text.paragraphs.length - untranslated.length,
    untranslated,
    behind: (text.translationReview?.behind ?? []).map(link),
    unchecked: (text.translationReview?.unchecked ?? []).map(link),
  };
}

/**
 * The command that starts a topic's translation into `lang`: from its
 * original, or from the text its page in `lang` shows where it has none.
 */
export function translateCommand(topic: Topic, lang: Language): string {
  const hasOriginal = [...topic.texts.values()].some((text) => text.source.translation === 'original');
  return `npm run translate -- ${topic.id} ${lang}${hasOriginal ? '' : ` --from ${textFor(topic, lang).lang}`}`;
}

/** One topic on the status page: its texts, sources, notes, missing languages and paragraph gaps. */
export interface TopicStatus {
  topicId: string;
  path: string;
  title: Title;
  texts: {
    lang: Language;
    path: string;
    text: Text;
    notes: { paragraph: string; path: string; runs: Run[] }[];
    /** Where the conversion changed the seed's words, and why (`source.conversionFixes`), with each paragraph's permalink. */
    conversionFixes: { paragraph: string; path: string; fix: string }[];
    progress: TranslationProgress;
  }[];
  missing: Language[];
  /** The command that starts each missing translation. */
  translateCommands: { lang: Language; command: string }[];
  /** Gaps between translations (only where the topic has two texts or more). */
  gaps?: (ParagraphGap & { path: string })[];
}

/** `/{lang}/status/`: which topic exists in which language, for translators. */
export function statusRoute({ library, settings }: SiteContext, lang: Language) {
  const t = useTranslations(lang);
  const games = library.games.map((game) => ({
    id: game.id,
    name: game.name[lang],
    topics: library.gameTopics(game.id).map((topic): TopicStatus => {
      const texts = [...topic.texts.values()];
      const ids = new Map(texts.map((text) => [text.lang, text.paragraphs.map((paragraph) => paragraph.id)]));
      return {
        topicId: topic.id,
        path: topicPath(lang, topic.id),
        title: titleOf(textFor(topic, lang), lang),
        texts: texts.map((text) => ({
          lang: text.lang,
          path: topicPath(text.lang, topic.id),
          text,
          // (An untranslated paragraph's notes are another text's, listed there.)
          notes: text.paragraphs.flatMap((paragraph) =>
            paragraph.untranslated ? [] : (paragraph.notes ?? []).map((runs) => ({ paragraph: paragraph.id, path: topicPath(text.lang, topic.id, paragraph.id), runs })),
          ),
          conversionFixes: text.source.conversionFixes.map(({ paragraph, fix }) => ({ paragraph, path: topicPath(text.lang, topic.id, paragraph), fix })),
          progress: translationProgressOf(text, topic),
        })),
        missing: missingLanguages(topic.texts.keys()),
        translateCommands: missingLanguages(topic.texts.keys()).map((other) => ({ lang: other, command: translateCommand(topic, other) })),
        ...(texts.length > 1
          ? { gaps: paragraphGaps(ids).map((gap) => ({ ...gap, path: topicPath(gap.presentIn[0], topic.id, gap.paragraph) })) }
          : {}),
      };
    }),
  }));
  const all = games.flatMap((game) => game.topics);
  return {
    lang,
    head: headOf({ lang, path: statusPath(lang), title: t('status.title'), description: t('status.intro'), ...allLanguages(statusPath) }, settings.site),
    languagePaths: languagePathsOf(statusPath(lang)),
    homePath: homePath(lang),
    topicCount: all.length,
    counts: languages.map((other) => ({ lang: other, count: all.filter((topic) => !topic.missing.includes(other)).length })),
    games,
  };
}

/** A link to a side-by-side page: the language of the text beside, and its path. */
export interface SideBySideLink {
  lang: Language;
  path: string;
}

/**
 * What the side-by-side pages of a topic depend on besides its words: the
 * languages of its texts, and the language of the text its page in each
 * interface language shows (`textFor`).
 */
export interface SideBySideTexts {
  textLangs: Language[];
  shown: Record<Language, Language>;
}

/** A topic's `SideBySideTexts`. */
export function sideBySideTextsOf(topic: Topic): SideBySideTexts {
  return { textLangs: [...topic.texts.keys()], shown: Object.fromEntries(languages.map((lang) => [lang, textFor(topic, lang).lang])) as Record<Language, Language> };
}

/**
 * The side-by-side pages of a topic in `lang`: one beside each of its texts
 * but the one its page in `lang` shows (none for a topic with one text).
 *
 * @example
 * sideBySideLinks(sideBySideTextsOf(library.topics.get('ti4/component-limitations')!), 'ti4/component-limitations', 'fr')
 * // [{ lang: 'ru', path: '/fr/ti4/component-limitations/~ru/' }] (the French page shows the English text)
 */
export function sideBySideLinks(texts: SideBySideTexts, topicId: string, lang: Language, settings: Pick<SiteSettings, 'sideBySidePages'>): SideBySideLink[] {
  // A site built without side-by-side pages (SIDE_BY_SIDE_PAGES=off) has none to link to.
  if (!settings.sideBySidePages) return [];
  return sideBySideOthers(texts, lang).map((other) => ({ lang: other, path: sideBySidePath(lang, topicId, other) }));
}

/** The languages of a topic's texts that its page in `lang` may show side by side with its own: all but the one it shows. */
export function sideBySideOthers(texts: SideBySideTexts, lang: Language): Language[] {
  return texts.textLangs.filter((other) => other !== texts.shown[lang]);
}

/**
 * A kind of side-by-side page: everything its frame (head, switcher,
 * breadcrumbs, links, columns) depends on but the topic's words. The build
 * stamps every side-by-side page into its kind's template
 * (`stamped-pages/side-by-side-pages.ts`).
 */
export interface SideBySideKind extends SideBySideTexts {
  /** The page's language. */
  lang: Language;
  /** The language of the text beside the one the page shows. */
  other: Language;
  /** `fr/ru/ru-en-en/ru-en`: page language, other text, the text each language's page shows, the topic's texts. */
  key: string;
}

/** The kind of the side-by-side page of a topic in `lang` beside its text in `other`. */
export function sideBySideKindOf(texts: SideBySideTexts, lang: Language, other: Language): SideBySideKind {
  const key = `${lang}/${other}/${languages.map((each) => texts.shown[each]).join('-')}/${texts.textLangs.join('-')}`;
  return { ...texts, lang, other, key };
}

/**
 * The words of a topic that a side-by-side page's frame shows: its id, its
 * game's name, the title and description of the text the page shows (plain
 * text). In a template, markers stand for them.
 */
export interface SideBySideWords {
  topicId: string;
  gameName: string;
  title: string;
  description: string;
}

/** One side of the side-by-side page: its text's language, and `lang` to mark where that is not the page's. */
export interface SideBySideColumn {
  textLang: Language;
  /** The text's language where it is not the page's (the element of each of its cells carries it). */
  lang?: Language;
  /** Where the text is a translation with paragraphs to mark, as on its topic page (`textTranslationOf`). */
  translation?: TextTranslation;
}

/**
 * The frame of a side-by-side page, `/{lang}/{game}/{topic}/~{other}/`: the
 * topic as its page in `lang` shows it (its text, or the fallback text), beside
 * its text in `other`. Not for search engines: `noindex`, its canonical page
 * the topic page. Its language switcher goes to the same two texts in each
 * interface language: the page beside `other` there; where that language's
 * page shows `other` itself, the page beside the text shown here (the two
 * swapped); else that language's topic page. The texts themselves are the
 * page's `SideBySideContent`.
 *
 * @example
 * const frame = sideBySideFrame(kind, { topicId: 'ti4/component-limitations', gameName: 'Twilight Imperium', title: '…', description: '…' }, settings.site);
 * frame.languagePaths.en // '/en/ti4/component-limitations/~ru/'
 */
export function sideBySideFrame(kind: SideBySideKind, words: SideBySideWords, settings: SiteSettings) {
  const { lang, other } = kind;
  const { topicId } = words;
  const shown = kind.shown[lang];
  const t = useTranslations(lang);
  const isFallback = shown !== lang;
  const pageIn = (language: Language): string => {
    const here = sideBySideLinks(kind, topicId, language, settings);
    const same = here.find((link) => link.lang === other) ?? here.find((link) => link.lang === shown);
    return same?.path ?? topicPath(language, topicId);
  };
  const game = topicId.split('/')[0];
  return {
    lang,
    topicId,
    head: headOf(
      {
        lang,
        path: topicPath(lang, topicId),
        title: t(`sideBySide.pageTitle.${other}`, { title: words.title }),
        description: words.description,
        type: 'article',
        textLang: isFallback ? shown : undefined,
        noindex: true,
      },
      settings.site,
    ),
    languagePaths: Object.fromEntries(languages.map((language) => [language, pageIn(language)])) as Record<Language, string>,
    breadcrumbs: [
      { path: homePath(lang), label: t('nav.home') },
      { path: gamePath(lang, game), label: words.gameName },
    ],
    /** The topic page (the reader's text alone), and the topic beside its other texts. */
    single: { lang: shown, path: topicPath(lang, topicId) },
    sideBySide: sideBySideLinks(kind, topicId, lang, settings).filter((link) => link.lang !== other),
    citePreviews: settings.paragraphPages,
    reader: { textLang: shown, ...(isFallback ? { lang: shown } : {}) } satisfies SideBySideColumn,
    other: { textLang: other, ...(other === lang ? {} : { lang: other }) } satisfies SideBySideColumn,
  };
}

export type SideBySideFrame = ReturnType<typeof sideBySideFrame>;

/**
 * What a side-by-side page shows of its topic: the words of its frame, and
 * its two texts as markup (`text-markup.ts`) — their titles, and their
 * paragraphs aligned by id (`alignParagraphs`), marked as on their topic pages.
 *
 * @example
 * const content = sideBySideContent(topic, sideBySideKindOf(sideBySideTextsOf(topic), 'ru', 'en'));
 * content.rowsHtml // '<div class="sbs-row" data-row="rules">…'
 */
export function sideBySideContent(topic: Topic, { lang, other }: SideBySideKind) {
  const text = textFor(topic, lang);
  const beside = topic.texts.get(other);
  if (!beside || other === text.lang) throw new Error(`no side-by-side page of ${topic.id} in ${lang} beside ${other}`);
  const column = (shown: Text): SideBySideColumn => {
    const translation = textTranslationOf(shown, topic.id);
    return { textLang: shown.lang, ...(shown.lang === lang ? {} : { lang: shown.lang }), ...(translation ? { translation } : {}) };
  };
  return {
    words: { topicId: topic.id, gameName: topic.game.name[lang], title: text.title, description: textDescription(text, lang) } satisfies SideBySideWords,
    readerTitleHtml: titleHtml(titleOf(text, text.lang)),
    otherTitleHtml: titleHtml(titleOf(beside, beside.lang)),
    rowsHtml: sideBySideRowsHtml(alignParagraphs(text.paragraphs, beside.paragraphs), { lang, reader: column(text), other: column(beside) }),
  };
}

export type SideBySideContent = ReturnType<typeof sideBySideContent>;
