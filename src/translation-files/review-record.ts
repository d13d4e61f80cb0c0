/**
 * Changes of `content/reviewed-translations.yaml` written in place, as
 * `npm run translations:reviewed` writes it (`yaml`'s document: other entries,
 * comments and order kept): a paragraph's entry set (`checked-originals.ts`), or removed.
 *
 * @example
 * writeReviewChanges(root, [{ topicId: 'ti4/component-limitations', lang: 'fr', id: 'dice', entry: { fingerprint: 'c4106e055e97', number: '1.', words: '<b>Dice:</b> Dice are limitless.' } }])
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Document, isMap, parseDocument } from 'yaml';
import { reviewedTranslationsFile } from '../content-model/read-content.ts';
import type { ReviewChange } from './import-plan.ts';

/** Writes `changes` into the record of `root` (nothing when there are none). */
export function writeReviewChanges(root: string, changes: ReviewChange[]): void {
  if (changes.length === 0) return;
  const path = join(root, reviewedTranslationsFile);
  const document = existsSync(path) ? parseDocument(readFileSync(path, 'utf8')) : new Document({});
  if (!isMap(document.contents)) document.contents = document.createNode({});
  for (const { topicId, lang, id, entry } of changes) {
    if (entry !== undefined) document.setIn([topicId, lang, id], document.createNode(entry));
    else {
      document.deleteIn([topicId, lang, id]);
      const left = document.getIn([topicId, lang]);
      if (isMap(left) && left.items.length === 0) document.deleteIn([topicId, lang]);
      const topic = document.getIn([topicId]);
      if (isMap(topic) && topic.items.length === 0) document.deleteIn([topicId]);
    }
  }
  writeFileSync(path, document.toString({ lineWidth: 0 }));
}
