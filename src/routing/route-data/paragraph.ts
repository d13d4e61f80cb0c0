/**
 * Route data of paragraph pages, `/{lang}/{game}/{topic}/{paragraph}/`: one
 * per paragraph of every topic page, so that a pasted link unfurls with the
 * paragraph it cites. Stamped from a template per kind
 * (`stamped-pages/paragraph-pages.ts`): the kind's frame is rendered once by
 * Astro (`paragraphFrame`, with markers for the words), each paragraph's data
 * (`topicParagraphPages`) filled in by the build's workers.
 *
 * @example
 * paragraphPageKinds(library) // [{ lang: 'fr', textLang: 'en', languages: ['ru', 'en'], key: 'fr/en/ru-en' }, …]
 * [...topicParagraphPages(topic)][0] // { file: 'ru/ti4/component-limitations/intro/index.html', kind: 'ru/ru/ru-en', title: '…', … }
 */
import type { SiteSettings } from '../../../site.config.ts';
import { useTranslations } from '../../i18n/interface-strings.ts';
import { languages, type Language } from '../../i18n/languages.ts';
import { citationLabels, citedNumbers } from '../../citations/citations.ts';
import { textFor, type Library, type Topic } from '../../library/library.ts';
import { excerpt, plainBlocks, type PlainBlock } from '../../library/paragraphs.ts';
import type { Run, Text } from '../../schemas.ts';
import { languageAlternates } from '../alternates.ts';
import { headOf } from '../head.ts';
import { paragraphPath, topicPath } from '../paths.ts';
import { languagePathsOf } from './language-paths.ts';
import { behindOriginalOf, type BehindOriginal } from './text.ts';

/** A kind of paragraph page: one template each. */
export interface ParagraphPageKind {
  /** The page's language. */
  lang: Language;
  /** The language of the text shown (another than `lang` on a fallback page). */
  textLang: Language;
  /** The languages whose text has the paragraph: its alternates. */
  languages: Language[];
  /** `lang/textLang/languages`, e.g. `fr/en/ru-en`: names the template. */
  key: string;
}

function kindKey(lang: Language, textLang: Language, available: Language[]): string {
  return `${lang}/${textLang}/${available.join('-')}`;
}

/** The languages of a topic's texts that have each of its paragraphs (translated: an untranslated one is another text's). */
function languagesByParagraph(texts: Map<Language, Text>): Map<string, Language[]> {
  const byParagraph = new Map<string, Language[]>();
  for (const lang of languages) {
    for (const paragraph of texts.get(lang)?.paragraphs ?? []) {
      if (paragraph.untranslated) continue;
      if (!byParagraph.has(paragraph.id)) byParagraph.set(paragraph.id, []);
      byParagraph.get(paragraph.id)!.push(lang);
    }
  }
  return byParagraph;
}

/** Every kind of paragraph page the library has, each once. */
export function paragraphPageKinds(library: Library): ParagraphPageKind[] {
  const kinds = new Map<string, ParagraphPageKind>();
  for (const topic of library.topics.values()) {
    const byParagraph = languagesByParagraph(topic.texts);
    for (const lang of languages) {
      const text = textFor(topic, lang);
      for (const paragraph of text.paragraphs) {
        const available = byParagraph.get(paragraph.id)!;
        const shown = paragraph.untranslated ?? text.lang;
        const key = kindKey(lang, shown, available);
        if (!kinds.has(key)) kinds.set(key, { lang, textLang: shown, languages: available, key });
      }
    }
  }
  return [...kinds.values()];
}

/** The words a paragraph page's frame is rendered with (in a template, markers stand for them). */
export interface ParagraphWords {
  topicId: string;
  paragraph: string;
  title: string;
  description: string;
}

/**
 * The frame of a paragraph page of a kind: its head (a fallback page announces
 * the text's own page; `noindex`), its language paths, the topic page and the
 * paragraph in it, where a reader is sent.
 *
 * @example
 * paragraphFrame(kind, { topicId: 'ti4/component-limitations', paragraph: 'dice', title: 'Component Limitations, 1.', description: '…' }, settings).contextPath
 * // '/fr/ti4/component-limitations/#dice'
 */
export function paragraphFrame(kind: ParagraphPageKind, words: ParagraphWords, settings: SiteSettings) {
  const { lang, textLang } = kind;
  const { topicId, paragraph } = words;
  const path = paragraphPath(lang, topicId, paragraph);
  const { alternates, defaultAlternate } = languageAlternates(kind.languages, (other) =>
    paragraphPath(other, topicId, paragraph),
  );
  return {
    lang,
    head: headOf(
      {
        lang,
        path,
        title: words.title,
        description: words.description,
        alternates,
        defaultAlternate,
        type: 'article',
        textLang: textLang === lang ? undefined : textLang,
        noindex: true,
      },
      settings.site,
    ),
    languagePaths: languagePathsOf(path),
    topicPath: topicPath(lang, topicId),
    contextPath: topicPath(lang, topicId, paragraph),
    textLang: textLang === lang ? undefined : textLang,
  };
}

/** What a paragraph page shows of its paragraph: a heading with its section's start, or a rule's blocks with its number. */
type ParagraphPageText =
  { kind: 'heading'; heading: string; section?: string } | { kind: 'rule'; blocks: PlainBlock[]; number?: string };

/** One paragraph page: where it goes, its kind, and its words. */
export interface ParagraphPage {
  /** `fr/ti4/component-limitations/dice/index.html`, from the output folder. */
  file: string;
  kind: string;
  lang: Language;
  /** The game's id and the topic's slug: the page's path. */
  game: string;
  topic: string;
  paragraph: string;
  /**
   * On a revision's paragraph page (`revision-paragraph.ts`): the revision the words are from, the later one that
   * changed or removed them, and the paragraph in the current text where it is there.
   */
  revision?: { order: number; later: { order: number; kind: 'changed' | 'removed' }; currentPath?: string };
  /** The page's title (the topic's title and what the paragraph is cited as, `citationLabels`) and description. */
  title: string;
  description: string;
  /** "One paragraph of {title} ({game})": the topic's title, in its text's language where that is not the page's. */
  source: { titleRuns: Run[]; textLang?: Language; gameName: string };
  /** The page's heading: the topic's title and what the paragraph is cited as. */
  heading: { titleRuns: Run[]; label: string };
  text: ParagraphPageText;
  /** What the page says of the paragraph's translation: not yet translated into the text's language, or behind its original. */
  note: { textLang: Language; untranslated?: Language; behind?: BehindOriginal };
  /** The length of the paragraph's plain text (of its section's start, for a heading). */
  textLength: number;
}

/**
 * The paragraph pages of one topic, in every language. A heading's page
 * describes its section: the heading and the start of the paragraph that
 * follows it. An untranslated paragraph's page is that of a paragraph in the
 * language its words are in (its kind's `textLang`), with a note saying so.
 */
export function* topicParagraphPages(topic: Topic): Generator<ParagraphPage> {
  const byParagraph = languagesByParagraph(topic.texts);
  for (const lang of languages) {
    const t = useTranslations(lang);
    const text = textFor(topic, lang);
    const isFallback = text.lang !== lang;
    const numbers = citedNumbers(text.paragraphs);
    const labels = citationLabels(text.paragraphs, t);
    const review = text.translationReview;
    for (const [index, paragraph] of text.paragraphs.entries()) {
      const number = numbers.get(paragraph.id);
      const label = labels.get(paragraph.id)!;
      const next = text.paragraphs[index + 1];
      // A heading's page shows its section's start (not that of a paragraph in another language than the heading's).
      const section =
        paragraph.kind === 'heading' && next?.kind === 'rule' && next.untranslated === paragraph.untranslated
          ? next
          : undefined;
      const behind = review?.behind.includes(paragraph.id)
        ? behindOriginalOf(review, topic.id, paragraph.id)
        : undefined;
      yield {
        file: `${lang}/${topic.id}/${paragraph.id}/index.html`,
        kind: kindKey(lang, paragraph.untranslated ?? text.lang, byParagraph.get(paragraph.id)!),
        lang,
        game: topic.game.id,
        topic: topic.slug,
        paragraph: paragraph.id,
        title: t('cite.paragraphTitle', { title: text.title, label }),
        // A heading and its section's start, joined as the words' language writes a label ("Empilement : …" in French).
        description: excerpt(
          section
            ? `${useTranslations(paragraph.untranslated ?? text.lang)('punctuation.label', { label: paragraph.text })} ${section.text}`
            : paragraph.text,
          300,
        ),
        source: {
          titleRuns: text.titleRuns,
          ...(isFallback ? { textLang: text.lang } : {}),
          gameName: topic.game.name[lang],
        },
        heading: { titleRuns: text.titleRuns, label },
        text:
          paragraph.kind === 'heading'
            ? { kind: 'heading', heading: paragraph.text, ...(section ? { section: section.text } : {}) }
            : { kind: 'rule', blocks: plainBlocks(paragraph.blocks), ...(number ? { number } : {}) },
        note: {
          textLang: text.lang,
          ...(paragraph.untranslated ? { untranslated: paragraph.untranslated } : {}),
          ...(behind ? { behind } : {}),
        },
        textLength: section
          ? Math.min(section.text.length, 200)
          : paragraph.kind === 'heading'
            ? 0
            : paragraph.text.length,
      };
    }
  }
}
