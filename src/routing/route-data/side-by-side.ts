/**
 * Route data of the side-by-side pages, `/{lang}/{game}/{topic}/~{other}/`: a
 * topic's text beside another of its texts. Stamped from a template per kind
 * (`side-by-side/side-by-side-pages.ts`): the kind's frame is rendered once by
 * Astro (`sideBySideFrame`), each topic's content filled in by the build's
 * workers (`sideBySideContent`).
 */
import type { SiteSettings } from '../../../site.config.ts';
import { useTranslations } from '../../i18n/interface-strings.ts';
import { languages, type Language } from '../../i18n/languages.ts';
import { alignParagraphs } from '../../side-by-side/align-paragraphs.ts';
import { textFor, type Topic } from '../../library/library.ts';
import type { Text } from '../../schemas.ts';
import type { Library } from '../../library/library.ts';
import { headOf } from '../head.ts';
import { gamePath, homePath, sideBySidePath, topicPath } from '../paths.ts';
import { textDescription, textTranslationOf, type TextTranslation } from './text.ts';
import { titleOf, type Title } from './titles.ts';

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
  return {
    textLangs: [...topic.texts.keys()],
    shown: Object.fromEntries(languages.map((lang) => [lang, textFor(topic, lang).lang])) as Record<Language, Language>,
  };
}

/**
 * The side-by-side pages of a topic in `lang`: one beside each of its texts
 * but the one its page in `lang` shows (none for a topic with one text).
 *
 * @example
 * sideBySideLinks(sideBySideTextsOf(library.topics.get('ti4/component-limitations')!), 'ti4/component-limitations', 'fr')
 * // [{ lang: 'ru', path: '/fr/ti4/component-limitations/~ru/' }] (the French page shows the English text)
 */
export function sideBySideLinks(
  texts: SideBySideTexts,
  topicId: string,
  lang: Language,
  settings: Pick<SiteSettings, 'sideBySidePages'>,
): SideBySideLink[] {
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
 * (`side-by-side/side-by-side-pages.ts`).
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
 * page's `sideBySideContent`.
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
    languagePaths: Object.fromEntries(languages.map((language) => [language, pageIn(language)])) as Record<
      Language,
      string
    >,
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
 * What a side-by-side page shows of its topic: the words of its frame, its two
 * texts' titles and columns, and their paragraphs aligned by id
 * (`alignParagraphs`); the stamping makes their markup
 * (`side-by-side/side-by-side-pages.ts`), marked as on their topic pages.
 *
 * @example
 * const content = sideBySideContent(topic, sideBySideKindOf(sideBySideTextsOf(topic), 'ru', 'en'));
 * content.rows[0] // { reader: { id: 'rules', … }, other: { id: 'rules', … } }
 */
export function sideBySideContent(topic: Topic, { lang, other }: SideBySideKind) {
  const text = textFor(topic, lang);
  const beside = topic.texts.get(other);
  if (!beside || other === text.lang) throw new Error(`no side-by-side page of ${topic.id} in ${lang} beside ${other}`);
  const column = (shown: Text): SideBySideColumn => {
    const translation = textTranslationOf(shown, topic.id);
    return {
      textLang: shown.lang,
      ...(shown.lang === lang ? {} : { lang: shown.lang }),
      ...(translation ? { translation } : {}),
    };
  };
  return {
    words: {
      topicId: topic.id,
      gameName: topic.game.name[lang],
      title: text.title,
      description: textDescription(text, lang),
    } satisfies SideBySideWords,
    readerTitle: titleOf(text, text.lang) satisfies Title,
    otherTitle: titleOf(beside, beside.lang) satisfies Title,
    reader: column(text),
    other: column(beside),
    rows: alignParagraphs(text.paragraphs, beside.paragraphs),
  };
}

/** Every kind of side-by-side page the library has, each once (whether the site builds them or not: `settings.sideBySidePages`). */
export function sideBySideKinds(library: Library): SideBySideKind[] {
  const kinds = new Map<string, SideBySideKind>();
  for (const topic of library.topics.values()) {
    const texts = sideBySideTextsOf(topic);
    for (const lang of languages) {
      for (const other of sideBySideOthers(texts, lang)) {
        const kind = sideBySideKindOf(texts, lang, other);
        if (!kinds.has(kind.key)) kinds.set(kind.key, kind);
      }
    }
  }
  return [...kinds.values()];
}
