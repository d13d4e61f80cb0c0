/**
 * Route data of what a topic page shows of its text's history
 * (`route-data/topic.ts` takes it in): the link to the history page and each
 * paragraph's change mark since the revision before (`topicHistoryOf`), and
 * what the page keeps on the reader's device to tell them, when they come
 * back, what changed since the revision they read (`readRecordOf`). The
 * history page itself: `history.ts`.
 *
 * @example
 * topicHistoryOf(ti4ComponentLimitationsRu, 'ru', 'ti4/component-limitations')?.changes.get('note-3') // '<a class="change-mark" …>изменено</a>…'
 * readRecordOf(ti4ComponentLimitationsRu, 'ru', 'ti4/component-limitations').sinceKeys.length // 1
 */
import { changeMarkHtml, diffHtml } from '../../history/history-markup.ts';
import { hasHistory, revisionsOf } from '../../history/revisions.ts';
import { changeDiff, changesSince, revisionChanges } from '../../history/trace.ts';
import type { Language } from '../../i18n/languages.ts';
import { textIdOf, type Text } from '../../schemas.ts';
import { historyPath } from '../paths.ts';

/** What the topic page shows of its text's history: the link, and each paragraph's change mark since the revision before. */
export function topicHistoryOf(text: Text, lang: Language, topicId: string) {
  if (!hasHistory(text)) return undefined;
  const revisions = revisionsOf(text);
  const last = revisionChanges(revisions).at(-1)!;
  const current = revisions.at(-1)!;
  const previous = revisions.at(-2)!;
  const changes = new Map<string, string>();
  for (const change of last) {
    const entry = historyPath(lang, topicId, `${current.key}-${change.id}`);
    if (change.kind === 'added')
      changes.set(change.id, changeMarkHtml(change.id, { kind: 'added', order: current.order, entry }, lang));
    if (change.kind === 'changed' || change.kind === 'changed-back')
      changes.set(
        change.id,
        changeMarkHtml(
          change.id,
          {
            kind: 'changed',
            order: current.order,
            entry,
            diff: {
              from: previous.order,
              html: diffHtml(changeDiff(change, text.lang), lang, text.lang),
            },
          },
          lang,
        ),
      );
  }
  return {
    path: historyPath(lang, topicId),
    count: revisions.length,
    /** The current revision: cited with it (`history.citedRevision`). */
    order: current.order,
    changes,
  };
}

export type TopicHistory = NonNullable<ReturnType<typeof topicHistoryOf>>;

/**
 * What the topic page keeps of its text on the reader's device, and how it
 * knows there is something to tell them (`SinceLastRead`,
 * `history/browser/texts-read.ts`): the text (`ti4/component-limitations.ru`:
 * the same on every page that shows it), its current words' key, and the keys
 * of the earlier revisions whose words changed since, whose lists are on its
 * history page (`sinceReadOf`). A text with one revision: its key only.
 *
 * @example
 * readRecordOf(ti4ComponentLimitationsRu, 'ru', 'ti4/component-limitations').sinceKeys.length // 1
 */
export function readRecordOf(text: Text, lang: Language, topicId: string) {
  const revisions = revisionsOf(text);
  const current = revisions.at(-1)!;
  return {
    text: textIdOf({ topicId, lang: text.lang }),
    key: current.wordsKey,
    order: current.order,
    historyPath: hasHistory(text) ? historyPath(lang, topicId) : undefined,
    sinceKeys: changesSince(revisions).flatMap(({ revision, later }) =>
      revision.wordsKey && later.length > 0 ? [revision.wordsKey] : [],
    ),
  };
}

export type ReadRecord = ReturnType<typeof readRecordOf>;
