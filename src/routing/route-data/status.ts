/**
 * Route data of the translators' worklist: `/{lang}/status/` (by game, what
 * is left in each language) and `/{lang}/status/{game}/` (each topic of a
 * game, its line of the worklist and its texts in detail).
 *
 * @example
 * statusRoute(context, 'fr').games[0].work[2] // { lang: 'fr', texts: 1, translated: 2, total: 18, untranslated: 16, behind: 0, unchecked: 2, missing: 0 }
 * gameStatusRoute(context, 'fr', ti4).rows[0].cells[2] // { lang: 'fr', state: 'missing', left: 18, poFile: 'component-limitations.fr.po', … }
 */
import { useTranslations } from '../../i18n/interface-strings.ts';
import { languages, type Language } from '../../i18n/languages.ts';
import { textFor, type GameInfo, type Topic } from '../../library/library.ts';
import { missingLanguages, paragraphGaps, type ParagraphGap } from '../../library/translation-parity.ts';
import type { Run, Text } from '../../schemas.ts';
import { headOf } from '../head.ts';
import { gameStatusPath, homePath, statusPath, topicPath } from '../paths.ts';
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

/** A topic's status: its texts in detail, the languages it lacks, the gaps between its texts. */
function topicStatusOf(topic: Topic, lang: Language): TopicStatus {
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
}

/**
 * Where a topic stands in one language, for the worklist: the original; a
 * text (a translation or not) with what is left in it; or no text yet. With
 * the PO file a translator works in (`npm run po:export`), where the topic has
 * a text to translate from.
 */
export interface WorklistCell {
  lang: Language;
  state: 'original' | 'text' | 'missing';
  translated: number;
  total: number;
  untranslated: number;
  behind: number;
  unchecked: number;
  /** Paragraphs left to translate or update (all of the source's where there is no text). */
  left: number;
  /** `{topic}.{lang}.po`, under `po/{game}/`; none for the original or a topic's only text. */
  poFile?: string;
}

/** One topic's line of a game's worklist. */
export interface WorklistRow {
  topicId: string;
  path: string;
  /** The id of its section in the page's details. */
  anchor: string;
  title: Title;
  cells: WorklistCell[];
}

/** The id of a topic's details on its game's status page. */
export const statusAnchorOf = (topicId: string) => `status-${topicId.replace('/', '-')}`;

function worklistRowOf(topic: Topic, lang: Language): WorklistRow {
  const texts = [...topic.texts.values()];
  const sourceSize = Math.max(...texts.map((text) => text.paragraphs.length));
  return {
    topicId: topic.id,
    path: topicPath(lang, topic.id),
    anchor: statusAnchorOf(topic.id),
    title: titleOf(textFor(topic, lang), lang),
    cells: languages.map((other): WorklistCell => {
      const text = topic.texts.get(other);
      const translatable = texts.some((each) => each.lang !== other);
      const poFile = `${topic.id.split('/')[1]}.${other}.po`;
      if (!text)
        return {
          lang: other,
          state: 'missing',
          translated: 0,
          total: sourceSize,
          untranslated: sourceSize,
          behind: 0,
          unchecked: 0,
          left: sourceSize,
          poFile,
        };
      const progress = translationProgressOf(text, topic);
      return {
        lang: other,
        state: progress.isOriginal ? 'original' : 'text',
        translated: progress.translated,
        total: progress.total,
        untranslated: progress.untranslated.length,
        behind: progress.behind.length,
        unchecked: progress.unchecked.length,
        left: progress.untranslated.length + progress.behind.length,
        ...(progress.isOriginal || !translatable ? {} : { poFile }),
      };
    }),
  };
}

/** What is left in one language over a game's topics. */
export interface LanguageWork {
  lang: Language;
  /** Topics with a text in it. */
  texts: number;
  translated: number;
  total: number;
  untranslated: number;
  behind: number;
  unchecked: number;
  /** Topics with no text in it. */
  missing: number;
}

function languageWorkOf(rows: WorklistRow[], lang: Language): LanguageWork {
  const cells = rows.map((row) => row.cells.find((cell) => cell.lang === lang)!);
  const sum = (pick: (cell: WorklistCell) => number) => cells.reduce((total, cell) => total + pick(cell), 0);
  const present = cells.filter((cell) => cell.state !== 'missing');
  return {
    lang,
    texts: present.length,
    translated: present.reduce((total, cell) => total + cell.translated, 0),
    total: present.reduce((total, cell) => total + cell.total, 0),
    untranslated: sum((cell) => (cell.state === 'missing' ? 0 : cell.untranslated)),
    behind: sum((cell) => cell.behind),
    unchecked: sum((cell) => cell.unchecked),
    missing: cells.length - present.length,
  };
}

/**
 * `/{lang}/status/`: the translators' worklist, by game — what is left in
 * each language (texts, paragraphs not yet translated, behind, not checked,
 * topics without a text), each game a tap away (`gameStatusRoute`), and the
 * commands that export the PO files of a language. Small at any size: one
 * line per game and language.
 */
export function statusRoute({ library, settings }: SiteContext, lang: Language) {
  const t = useTranslations(lang);
  const games = library.games.map((game) => {
    const rows = library.gameTopics(game.id).map((topic) => worklistRowOf(topic, lang));
    return {
      id: game.id,
      name: game.name[lang],
      path: gameStatusPath(lang, game.id),
      topicCount: rows.length,
      work: languages.map((other) => languageWorkOf(rows, other)),
    };
  });
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
    topicCount: games.reduce((total, game) => total + game.topicCount, 0),
    counts: languages.map((other) => ({
      lang: other,
      count: games.reduce((total, game) => total + game.work.find((work) => work.lang === other)!.texts, 0),
    })),
    exportCommands: languages.map((other) => ({ lang: other, command: `npm run po:export -- ${other}` })),
    games,
  };
}

/**
 * `/{lang}/status/{game}/`: a game's worklist — each topic's line, what is
 * left in each language and its PO file — then each topic's texts in detail
 * (sources, notes, conversion fixes, progress with the paragraphs' links,
 * missing languages with the command that starts one, gaps).
 */
export function gameStatusRoute({ library, settings }: SiteContext, lang: Language, game: GameInfo) {
  const t = useTranslations(lang);
  const name = game.name[lang];
  const topics = library.gameTopics(game.id);
  return {
    lang,
    head: headOf(
      {
        lang,
        path: gameStatusPath(lang, game.id),
        title: t('status.gameTitle', { game: name }),
        description: t('status.gameIntro', { game: name }),
        ...allLanguages((other) => gameStatusPath(other, game.id)),
      },
      settings.site,
    ),
    languagePaths: languagePathsOf(gameStatusPath(lang, game.id)),
    breadcrumbs: [
      { path: homePath(lang), label: t('nav.home') },
      { path: statusPath(lang), label: t('status.title') },
    ],
    game: { id: game.id, name },
    poFolder: `po/${game.id}/`,
    rows: topics.map((topic) => worklistRowOf(topic, lang)),
    topics: topics.map((topic) => topicStatusOf(topic, lang)),
  };
}
