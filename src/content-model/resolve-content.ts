/**
 * The model's last step, once every file is read and checked: what a text is
 * only with the others (`read-content.ts` calls it after the checks, which
 * report on the files as read and change nothing).
 *
 * - Each `<Ref>` to a topic or paragraph without a text yet is marked
 *   `unwritten`, so that pages render it as a mention, not a link
 *   (`references.ts`).
 * - An untranslated paragraph takes the words of the topic's text in the
 *   language it names (`untranslatedWordsOf`), where there are such words.
 * - Each translation of a topic with an original gets its `translationReview`
 *   (`translationReviewOf`).
 *
 * @example
 * resolveContent(files)
 * files.texts[…].data.translationReview // { original: 'en', behind: ['dice'], unchecked: [], originalChanges: { dice: { was: …, now: … } } }
 */
import { textsByTopic, type FilesAsRead, type TextAsRead } from './content-files.ts';
import { referenceOf } from './references.ts';
import { originalOf, translationReviewOf, untranslatedWordsOf } from './translation-review.ts';

/** Links the texts as read to each other (see the module comment). */
export function resolveContent(files: FilesAsRead): void {
  const games = new Map(files.games.flatMap((game) => (game.data ? [[game.id, game.data] as const] : [])));
  const byTopic = textsByTopic(files.texts);
  for (const text of files.texts) {
    for (const { node } of text.source.references)
      if (referenceOf(node, { byTopic, games }).unwritten) node.unwritten = true;
  }
  for (const [topicId, versions] of byTopic) {
    const { original } = originalOf(versions);
    for (const text of versions.values()) giveUntranslatedWords(text, versions, original);
    if (!original) continue;
    for (const text of versions.values()) {
      if (text === original || !text.data) continue;
      text.data.translationReview = translationReviewOf(
        text,
        original,
        files.reviewedTranslations?.data?.[topicId]?.[text.lang] ?? {},
      );
    }
  }
}

/** Each untranslated paragraph of a text takes the words it shows, where it has them. */
function giveUntranslatedWords(
  text: TextAsRead,
  versions: Map<TextAsRead['lang'], TextAsRead>,
  original: TextAsRead | undefined,
): void {
  for (const paragraph of text.source.paragraphs) {
    if (!paragraph.untranslated) continue;
    const found = untranslatedWordsOf(paragraph, text, versions, original);
    if ('problem' in found) continue;
    const { words } = found;
    paragraph.blocks = words.blocks;
    paragraph.text = words.text;
    for (const key of ['number', 'sub', 'level', 'notes'] as const) {
      if (words[key] === undefined) delete paragraph[key];
      else (paragraph as Record<string, unknown>)[key] = words[key];
    }
  }
}
