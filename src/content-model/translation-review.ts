/**
 * Translations against their originals, worked out from the texts as read —
 * pure functions, which neither report nor change anything: the checks report
 * from them (`translation-checks.ts`), the model takes what they find
 * (`resolve-content.ts`).
 *
 * - A topic's original is its one text with `source.translation: original`.
 * - An untranslated paragraph (`<Rule untranslated="en">`) shows the words of
 *   the topic's text in that language, as they are there now, so that a page
 *   never shows stale words or a translator's half-done French as English.
 * - A translation's review: the paragraphs whose original has changed since a
 *   translator checked them (their fingerprint differs from the one
 *   `content/reviewed-translations.yaml` keeps) and the translated paragraphs
 *   no check has recorded yet.
 *
 * @example
 * originalOf(versions).original?.lang // 'en'
 * untranslatedWordsOf(paragraph, ruText, versions, original) // { words: { id: 'dice', kind: 'rule', blocks: […], … } }
 * translationReviewOf(ruText, original, checked) // { original: 'en', behind: ['dice'], unchecked: [], originalChanges: { dice: { was: '1. Dice: …', now: '1. Dice: …' } } }
 */
import { languages, type Language } from '../i18n/languages.ts';
import type { CheckedOriginal, Paragraph, TranslationReview } from '../schemas.ts';
import { checkedFingerprint, checkedLine, numberedLine } from './checked-originals.ts';
import type { TextAsRead } from './content-files.ts';
import { fingerprintOf } from './fingerprint.ts';

/** `<Rule untranslated="en">` or `<Heading untranslated="en">`, for messages. */
export function untranslatedTagOf(paragraph: Paragraph): string {
  return `<${paragraph.kind === 'rule' ? 'Rule' : 'Heading'} untranslated="${paragraph.untranslated}">`;
}

/** The command that records a translation as checked. */
export function reviewedCommand(topicId: string, lang: Language): string {
  return `npm run translations:reviewed -- ${topicId} ${lang}`;
}

/** A topic's texts in the site's language order. */
export function inLanguageOrder(versions: Map<Language, TextAsRead>): TextAsRead[] {
  return languages.flatMap((lang) => (versions.get(lang) ? [versions.get(lang)!] : []));
}

/** The texts of a topic that say they are its original (`claims`), and its original: the one claim, where there is exactly one. */
export function originalOf(versions: Map<Language, TextAsRead>): { original?: TextAsRead; claims: TextAsRead[] } {
  const claims = inLanguageOrder(versions).filter((text) => text.data?.source.translation === 'original');
  return claims.length === 1 ? { original: claims[0], claims } : { claims };
}

/**
 * Where an untranslated paragraph's words come from: the paragraph of the
 * topic's text in the language it names, or why there is none to show.
 */
export function untranslatedWordsOf(
  paragraph: Paragraph,
  text: TextAsRead,
  versions: Map<Language, TextAsRead>,
  original: TextAsRead | undefined,
): { words: Paragraph; from: TextAsRead } | { problem: string } {
  if (text === original)
    return {
      problem:
        'the original (source.translation: original) is translated from nothing: write its words, without untranslated',
    };
  const shown = versions.get(paragraph.untranslated!);
  if (!shown)
    return {
      problem: `${text.topicId} has no text in "${paragraph.untranslated}" to show until the paragraph is translated`,
    };
  const words = shown.source.paragraphs.find((each) => each.id === paragraph.id);
  if (!words) return { problem: `${shown.file} has no paragraph "${paragraph.id}" to show until it is translated` };
  if (words.untranslated) {
    return {
      problem: `the paragraph is not translated in ${shown.file} either (its words there are in "${words.untranslated}"): write untranslated="${words.untranslated}"`,
    };
  }
  if (words.kind !== paragraph.kind)
    return { problem: `it is a <${words.kind === 'rule' ? 'Rule' : 'Heading'}> in ${shown.file}` };
  return { words, from: shown };
}

/**
 * A translation's review against its original: the translated paragraphs
 * whose original's fingerprint is not the one recorded when they were checked
 * (`behind`, with the original's words then and now where the record kept
 * them: `originalChanges`), and those never checked (`unchecked`). `checked`:
 * the record's entries for this translation, by paragraph id.
 */
export function translationReviewOf(
  text: TextAsRead,
  original: TextAsRead,
  checked: Record<string, CheckedOriginal>,
): TranslationReview {
  const originals = new Map(original.source.paragraphs.map((paragraph) => [paragraph.id, paragraph]));
  const behind: string[] = [];
  const unchecked: string[] = [];
  const originalChanges: TranslationReview['originalChanges'] = {};
  for (const paragraph of text.source.paragraphs) {
    const now = originals.get(paragraph.id);
    if (paragraph.untranslated || now === undefined) continue;
    const then = checked[paragraph.id];
    if (then === undefined) unchecked.push(paragraph.id);
    else if (checkedFingerprint(then) !== fingerprintOf(now)) {
      behind.push(paragraph.id);
      const was = checkedLine(then);
      if (was !== undefined) originalChanges[paragraph.id] = { was, now: numberedLine(now.number, now.text) };
    }
  }
  return { original: original.lang, behind, unchecked, originalChanges };
}
