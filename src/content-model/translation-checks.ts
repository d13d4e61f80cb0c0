/**
 * The checks of translations against their originals (the last of
 * `content-checks.ts`), from what `translation-review.ts` works out; they only
 * report.
 *
 * Errors: two originals of one topic (each named; neither is checked
 * against); `untranslated` naming a language the topic has no text in, or a
 * paragraph that text lacks or has not translated either;
 * `source.translatedFrom` naming a language the topic has no text in.
 * Warnings: paragraphs behind their original (never an error: a translation
 * stays readable while it catches up); untranslated paragraphs whose words are
 * not the original's; entries of `content/reviewed-translations.yaml` that name
 * no translation or paragraph. Errors too: an entry of the record whose words
 * do not read as tags, or are not those its fingerprint was taken of.
 *
 * @example
 * checkTranslations(files, byTopic, report)
 * // report('content/topics/ti4/component-limitations.ru.mdx', 25, 'paragraph "dice" …: its original … has changed since …', 'warning')
 */
import type { Language } from '../i18n/languages.ts';
import type { CheckedOriginal } from '../schemas.ts';
import { checkedOriginalProblem } from './checked-originals.ts';
import type { FilesAsRead, TextAsRead } from './content-files.ts';
import { fingerprintOf } from './fingerprint.ts';
import type { Report } from './problems.ts';
import {
  inLanguageOrder,
  originalOf,
  reviewedCommand,
  translationReviewOf,
  untranslatedTagOf,
  untranslatedWordsOf,
} from './translation-review.ts';

/** Reports what is wrong with the translations (see the module comment); changes nothing. */
export function checkTranslations(
  model: FilesAsRead,
  byTopic: Map<string, Map<Language, TextAsRead>>,
  report: Report,
): void {
  const record = model.reviewedTranslations;
  const originals = new Map<string, TextAsRead>();
  for (const [topicId, versions] of byTopic) {
    const { original, claims } = originalOf(versions);
    if (original) originals.set(topicId, original);
    else {
      for (const text of claims) {
        const others = claims
          .filter((other) => other !== text)
          .map((other) => other.file)
          .join(', ');
        report(
          text.file,
          text.source.frontMatter?.lineOf(['source', 'translation']),
          `source.translation: original: ${others} says so too; a topic has one original`,
        );
      }
    }
    const ordered = inLanguageOrder(versions);
    for (const text of ordered) {
      const from = text.data?.source.translatedFrom;
      if (from && !versions.has(from)) {
        report(
          text.file,
          text.source.frontMatter?.lineOf(['source', 'translatedFrom']),
          `source.translatedFrom "${from}": ${topicId} has no text in "${from}"`,
        );
      }
    }
    for (const text of ordered) {
      for (const paragraph of text.source.paragraphs) {
        if (!paragraph.untranslated) continue;
        const found = untranslatedWordsOf(paragraph, text, versions, original);
        if ('problem' in found) {
          report(text.file, paragraph.line, `${untranslatedTagOf(paragraph)} "${paragraph.id}": ${found.problem}`);
        } else if (fingerprintOf(paragraph) !== fingerprintOf(found.words)) {
          report(
            text.file,
            paragraph.line,
            `${untranslatedTagOf(paragraph)} "${paragraph.id}": its words are not those of ${found.from.file}:${found.words.line}, which the page shows until it is translated: once translated, remove untranslated="${paragraph.untranslated}"; else copy the paragraph again`,
            'warning',
          );
        }
      }
    }
  }

  for (const [topicId, original] of originals) {
    const lines = new Map(original.source.paragraphs.map((paragraph) => [paragraph.id, paragraph.line]));
    for (const text of byTopic.get(topicId)!.values()) {
      if (text === original || !text.data) continue;
      const review = translationReviewOf(text, original, record?.data?.[topicId]?.[text.lang] ?? {});
      for (const id of review.behind) {
        report(
          text.file,
          text.source.paragraphs.find((paragraph) => paragraph.id === id)?.line,
          `paragraph "${id}" of ${topicId}: its original (${original.file}:${lines.get(id)}) has changed since this translation was checked: update the translation, then run \`${reviewedCommand(topicId, text.lang)}\``,
          'warning',
        );
      }
    }
  }

  if (record?.data) checkRecord(record as Required<FilesAsRead>['reviewedTranslations'], byTopic, originals, report);
}
/** Entries of `content/reviewed-translations.yaml` that name no translation or paragraph: a warning each (topic and language). */
function checkRecord(
  record: Required<FilesAsRead>['reviewedTranslations'],
  byTopic: Map<string, Map<Language, TextAsRead>>,
  originals: Map<string, TextAsRead>,
  report: Report,
): void {
  const warn = (path: string[], message: string) => report(record.file, record.yaml.lineOf(path), message, 'warning');
  for (const [topicId, byLanguage] of Object.entries(record.data!)) {
    const original = originals.get(topicId);
    if (!byTopic.has(topicId)) {
      warn([topicId], `"${topicId}" has no text: remove its entry`);
      continue;
    }
    if (!original) {
      warn(
        [topicId],
        `${topicId} has no original (source.translation: original) to check its translations against: remove its entry`,
      );
      continue;
    }
    for (const [lang, checked] of Object.entries(byLanguage) as [Language, Record<string, CheckedOriginal>][]) {
      const text = byTopic.get(topicId)!.get(lang);
      if (!text) {
        warn([topicId, lang], `${topicId} has no text in "${lang}": remove its entry`);
        continue;
      }
      if (text === original) {
        warn([topicId, lang], `${text.file} is the original of ${topicId}, checked against nothing: remove its entry`);
        continue;
      }
      const translated = new Set(
        text.source.paragraphs.filter((paragraph) => !paragraph.untranslated).map((paragraph) => paragraph.id),
      );
      const inOriginal = new Set(original.source.paragraphs.map((paragraph) => paragraph.id));
      const stale = Object.keys(checked).filter((id) => !translated.has(id) || !inOriginal.has(id));
      for (const paragraph of original.source.paragraphs) {
        const entry = checked[paragraph.id];
        const problem = entry && checkedOriginalProblem(entry, paragraph.kind);
        if (problem)
          report(
            record.file,
            record.yaml.lineOf([topicId, lang, paragraph.id, 'words']),
            `${topicId}.${lang}.${paragraph.id}.words: ${problem}: the record is written by \`${reviewedCommand(topicId, lang)}\`, never by hand; restore the entry (git) or run the command once the translation is checked again`,
          );
      }
      if (stale.length > 0) {
        warn(
          [topicId, lang],
          `${stale.map((id) => `"${id}"`).join(', ')}: no translated paragraph of that id in ${text.file} and ${original.file}: run \`${reviewedCommand(topicId, lang)}\` to write the entry again`,
        );
      }
    }
  }
}
