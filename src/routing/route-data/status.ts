/**
 * Route data of `/{lang}/status/`, for translators: which topic exists in
 * which language, how far each translation is, and what to do next.
 */
import { useTranslations } from '../../i18n/interface-strings.ts';
import { languages, type Language } from '../../i18n/languages.ts';
import { textFor, type Topic } from '../../library/library.ts';
import { missingLanguages, paragraphGaps, type ParagraphGap } from '../../library/translation-parity.ts';
import type { Run, Text } from '../../schemas.ts';
import { headOf } from '../head.ts';
import { homePath, statusPath, topicPath } from '../paths.ts';
import { allLanguages, languagePathsOf } from './language-paths.ts';
import type { SiteContext } from './site-context.ts';
import { titleOf, type Title } from './titles.ts';

/** A paragraph a translator's worklist names: its id and its permalink. */
interface ParagraphLink {
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
  const untranslated = text.paragraphs
    .filter((paragraph) => paragraph.untranslated)
    .map((paragraph) => link(paragraph.id));
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
function translateCommand(topic: Topic, lang: Language): string {
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
            paragraph.untranslated
              ? []
              : (paragraph.notes ?? []).map((runs) => ({
                  paragraph: paragraph.id,
                  path: topicPath(text.lang, topic.id, paragraph.id),
                  runs,
                })),
          ),
          conversionFixes: text.source.conversionFixes.map(({ paragraph, fix }) => ({
            paragraph,
            path: topicPath(text.lang, topic.id, paragraph),
            fix,
          })),
          progress: translationProgressOf(text, topic),
        })),
        missing: missingLanguages(topic.texts.keys()),
        translateCommands: missingLanguages(topic.texts.keys()).map((other) => ({
          lang: other,
          command: translateCommand(topic, other),
        })),
        ...(texts.length > 1
          ? {
              gaps: paragraphGaps(ids).map((gap) => ({
                ...gap,
                path: topicPath(gap.presentIn[0], topic.id, gap.paragraph),
              })),
            }
          : {}),
      };
    }),
  }));
  const all = games.flatMap((game) => game.topics);
  return {
    lang,
    head: headOf(
      {
        lang,
        path: statusPath(lang),
        title: t('status.title'),
        description: t('status.intro'),
        ...allLanguages(statusPath),
      },
      settings.site,
    ),
    languagePaths: languagePathsOf(statusPath(lang)),
    breadcrumbs: [{ path: homePath(lang), label: t('nav.home') }],
    topicCount: all.length,
    counts: languages.map((other) => ({
      lang: other,
      count: all.filter((topic) => !topic.missing.includes(other)).length,
    })),
    games,
  };
}
