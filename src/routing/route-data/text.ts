/**
 * What a page showing a text says of it, wherever it shows it (topic pages,
 * side-by-side pages): its description, and the marks of its translation.
 *
 * @example
 * textDescription(ti4ComponentLimitationsEn, 'fr') // 'If a component type is depleted during the game, players obey the following rules:'
 * textTranslationOf(ti4ComponentLimitationsRu, 'ti4/component-limitations')?.behind // { dice: { lang: 'en', path: '/en/ti4/component-limitations/#dice', changes: [{ kind: 'same', text: '1. Dice: Dice are limitless' }, …] } }
 */
import { useTranslations } from '../../i18n/interface-strings.ts';
import { languages, type Language } from '../../i18n/languages.ts';
import { excerpt, leadParagraph } from '../../library/paragraphs.ts';
import { wordDiff, type DiffPart } from '../../history/word-diff.ts';
import type { Text, TranslationReview } from '../../schemas.ts';
import { topicPath } from '../paths.ts';

/**
 * What a page showing a text says it holds (its `<meta name="description">`):
 * the text's own description, or the start of its lead paragraph among those
 * translated (untranslated ones are in another language than the text's), or
 * that the translation is only started.
 *
 */
export function textDescription(text: Text, lang: Language): string {
  if (text.description) return text.description;
  const lead = leadParagraph(text.paragraphs.filter((paragraph) => !paragraph.untranslated));
  if (lead) return excerpt(lead.text, 200);
  const t = useTranslations(lang);
  return t('translation.description', { language: t(`language.${text.lang}`) });
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
  /** Paragraphs behind their original, by id (`behindOriginalOf`). */
  behind: Record<string, BehindOriginal>;
}

/**
 * A paragraph behind its original: the original paragraph's language and
 * permalink, and what changed in its words since the translation was checked,
 * word by word in its language (`history/word-diff.ts`), where the review
 * record kept the words it was checked against (`changes`; without them,
 * what changed cannot be shown).
 */
export interface BehindOriginal {
  lang: Language;
  path: string;
  changes?: DiffPart[];
}

/** Paragraph `id`'s `BehindOriginal`, from its translation's review. */
export function behindOriginalOf(review: TranslationReview, topicId: string, id: string): BehindOriginal {
  const change = review.originalChanges[id];
  return {
    lang: review.original,
    path: topicPath(review.original, topicId, id),
    ...(change ? { changes: wordDiff(change.was, change.now, review.original) } : {}),
  };
}

/** A text's `TextTranslation`, or undefined where it has no untranslated paragraph and none behind. */
export function textTranslationOf(text: Text, topicId: string): TextTranslation | undefined {
  const untranslated = text.paragraphs.filter((paragraph) => paragraph.untranslated);
  const review = text.translationReview;
  if (untranslated.length === 0 && (review?.behind.length ?? 0) === 0) return undefined;
  const shown = languages.filter((other) => untranslated.some((paragraph) => paragraph.untranslated === other));
  return {
    lang: text.lang,
    untranslated: {
      count: untranslated.length,
      shown: shown.map((other) => ({ lang: other, path: topicPath(other, topicId) })),
    },
    untranslatedNotes: new Set(
      text.paragraphs
        .filter(
          (paragraph, index) =>
            paragraph.untranslated && paragraph.untranslated !== text.paragraphs[index - 1]?.untranslated,
        )
        .map((paragraph) => paragraph.id),
    ),
    behind: Object.fromEntries((review?.behind ?? []).map((id) => [id, behindOriginalOf(review!, topicId, id)])),
  };
}
