/**
 * Translations against their originals, once every text is read and checked
 * (`content-checks.ts` calls it last):
 *
 * - an untranslated paragraph (`<Rule untranslated="en">`) is given the words
 *   of the topic's text in that language, as they are there now, so that a
 *   page never shows stale words or a translator's half-done French as
 *   English; where the words in the file are not those (the original has
 *   changed, or the paragraph was translated and still says `untranslated`),
 *   a warning says so;
 * - each text of a topic that has an original (`source.translation:
 *   original`) gets its `translationReview`: the paragraphs whose original has
 *   changed since a translator checked them (their fingerprint differs from
 *   the one `content/reviewed-translations.yaml` keeps: a warning each, never
 *   an error) and the translated paragraphs no check has recorded yet.
 *
 * Errors: two originals of one topic (each named; neither is checked against); `untranslated` naming a language the
 * topic has no text in, or a paragraph that text lacks or has not translated
 * either; `source.translatedFrom` naming a language the topic has no text in.
 * Warnings: paragraphs behind their original; untranslated paragraphs whose
 * words are not the original's; entries of the record that name no
 * translation or paragraph.
 *
 * @example
 * reviewTranslations(files, byTopic, report)
 * // report('content/topics/ti4/component-limitations.ru.mdx', 25, 'paragraph "dice" …: its original … has changed since …', 'warning')
 * // texts[…].data.translationReview // { original: 'en', behind: ['dice'], unchecked: [] }
 */
import { languages, type Language } from '../i18n/languages.ts';
import type { Paragraph } from '../schemas.ts';
import { fingerprintOf } from './fingerprint.ts';
import type { Report } from './problems.ts';
import type { FilesAsRead } from './read-content.ts';

type TextFile = FilesAsRead['texts'][number];

/** `<Rule untranslated="en">` or `<Heading untranslated="en">`, for messages. */
function tagOf(paragraph: Paragraph): string {
  return `<${paragraph.kind === 'rule' ? 'Rule' : 'Heading'} untranslated="${paragraph.untranslated}">`;
}

/** The command that records a translation as checked. */
export function reviewedCommand(topicId: string, lang: Language): string {
  return `npm run translations:reviewed -- ${topicId} ${lang}`;
}

/** Gives untranslated paragraphs their words, works out each translation's review, and reports (see the module comment). */
export function reviewTranslations(model: FilesAsRead, byTopic: Map<string, Map<Language, TextFile>>, report: Report): void {
  const record = model.reviewedTranslations;
  const originals = new Map<string, TextFile>();
  for (const [topicId, versions] of byTopic) {
    const ordered = languages.flatMap((lang) => (versions.get(lang) ? [versions.get(lang)!] : []));
    const claims = ordered.filter((text) => text.data?.source.translation === 'original');
    if (claims.length === 1) originals.set(topicId, claims[0]);
    else {
      for (const text of claims) {
        const others = claims.filter((other) => other !== text).map((other) => other.file).join(', ');
        report(text.file, text.source.frontMatter?.lineOf(['source', 'translation']), `source.translation: original: ${others} says so too; a topic has one original`);
      }
    }
    for (const text of ordered) {
      const from = text.data?.source.translatedFrom;
      if (from && !versions.has(from)) {
        report(text.file, text.source.frontMatter?.lineOf(['source', 'translatedFrom']), `source.translatedFrom "${from}": ${topicId} has no text in "${from}"`);
      }
    }
    for (const text of ordered) giveUntranslatedWords(text, topicId, versions, originals.get(topicId), report);
  }

  for (const [topicId, original] of originals) {
    const fingerprints = new Map(original.source.paragraphs.map((paragraph) => [paragraph.id, fingerprintOf(paragraph)]));
    const lines = new Map(original.source.paragraphs.map((paragraph) => [paragraph.id, paragraph.line]));
    for (const text of byTopic.get(topicId)!.values()) {
      if (text === original || !text.data) continue;
      const checked = record?.data?.[topicId]?.[text.lang] ?? {};
      const behind: string[] = [];
      const unchecked: string[] = [];
      for (const paragraph of text.source.paragraphs) {
        const now = fingerprints.get(paragraph.id);
        if (paragraph.untranslated || now === undefined) continue;
        const then = checked[paragraph.id];
        if (then === undefined) unchecked.push(paragraph.id);
        else if (then !== now) {
          behind.push(paragraph.id);
          report(
            text.file,
            paragraph.line,
            `paragraph "${paragraph.id}" of ${topicId}: its original (${original.file}:${lines.get(paragraph.id)}) has changed since this translation was checked: update the translation, then run \`${reviewedCommand(topicId, text.lang)}\``,
            'warning',
          );
        }
      }
      text.data.translationReview = { original: original.lang, behind, unchecked };
    }
  }

  if (record?.data) checkRecord(record as Required<FilesAsRead>['reviewedTranslations'], byTopic, originals, report);
}

/** An untranslated paragraph takes the words of the topic's text in the language it names (see the module comment). */
function giveUntranslatedWords(text: TextFile, topicId: string, versions: Map<Language, TextFile>, original: TextFile | undefined, report: Report): void {
  for (const paragraph of text.source.paragraphs) {
    if (!paragraph.untranslated) continue;
    const fail = (message: string) => report(text.file, paragraph.line, `${tagOf(paragraph)} "${paragraph.id}": ${message}`);
    if (text === original) {
      fail('the original (source.translation: original) is translated from nothing: write its words, without untranslated');
      continue;
    }
    const shown = versions.get(paragraph.untranslated);
    if (!shown) {
      fail(`${topicId} has no text in "${paragraph.untranslated}" to show until the paragraph is translated`);
      continue;
    }
    const words = shown.source.paragraphs.find((each) => each.id === paragraph.id);
    if (!words) {
      fail(`${shown.file} has no paragraph "${paragraph.id}" to show until it is translated`);
      continue;
    }
    if (words.untranslated) {
      fail(`the paragraph is not translated in ${shown.file} either (its words there are in "${words.untranslated}"): write untranslated="${words.untranslated}"`);
      continue;
    }
    if (words.kind !== paragraph.kind) {
      fail(`it is a <${words.kind === 'rule' ? 'Rule' : 'Heading'}> in ${shown.file}`);
      continue;
    }
    if (fingerprintOf(paragraph) !== fingerprintOf(words)) {
      report(
        text.file,
        paragraph.line,
        `${tagOf(paragraph)} "${paragraph.id}": its words are not those of ${shown.file}:${words.line}, which the page shows until it is translated: once translated, remove untranslated="${paragraph.untranslated}"; else copy the paragraph again`,
        'warning',
      );
    }
    paragraph.blocks = words.blocks;
    paragraph.text = words.text;
    for (const key of ['number', 'sub', 'level', 'notes'] as const) {
      if (words[key] === undefined) delete paragraph[key];
      else (paragraph as Record<string, unknown>)[key] = words[key];
    }
  }
}

/** Entries of `content/reviewed-translations.yaml` that name no translation or paragraph: a warning each (topic and language). */
function checkRecord(
  record: Required<FilesAsRead>['reviewedTranslations'],
  byTopic: Map<string, Map<Language, TextFile>>,
  originals: Map<string, TextFile>,
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
      warn([topicId], `${topicId} has no original (source.translation: original) to check its translations against: remove its entry`);
      continue;
    }
    for (const [lang, checked] of Object.entries(byLanguage) as [Language, Record<string, string>][]) {
      const text = byTopic.get(topicId)!.get(lang);
      if (!text) {
        warn([topicId, lang], `${topicId} has no text in "${lang}": remove its entry`);
        continue;
      }
      if (text === original) {
        warn([topicId, lang], `${text.file} is the original of ${topicId}, checked against nothing: remove its entry`);
        continue;
      }
      const translated = new Set(text.source.paragraphs.filter((paragraph) => !paragraph.untranslated).map((paragraph) => paragraph.id));
      const inOriginal = new Set(original.source.paragraphs.map((paragraph) => paragraph.id));
      const stale = Object.keys(checked).filter((id) => !translated.has(id) || !inOriginal.has(id));
      if (stale.length > 0) {
        warn([topicId, lang], `${stale.map((id) => `"${id}"`).join(', ')}: no translated paragraph of that id in ${text.file} and ${original.file}: run \`${reviewedCommand(topicId, lang)}\` to write the entry again`);
      }
    }
  }
}
