/**
 * What happened to each paragraph from one revision of a text to the next,
 * paragraphs paired by id (a rule keeps its id whatever its printed number):
 * added, changed (its words), changed back (to the words of an earlier
 * revision), renumbered (the same words under another printed number),
 * removed. Unchanged paragraphs have no entry.
 *
 * @example
 * const changes = revisionChanges(revisionsOf(ti4ComponentLimitationsRu));
 * changes[1].map((change) => `${change.kind} ${change.id}`)
 * // ['renumbered note-1', 'renumbered note-2', 'changed note-3', 'changed note-4', 'added note-5', …, 'removed see-also']
 * paragraphTrace(changes, 'note-3') // [{ revision: 'r1', kind: 'added' }, { revision: 'r2', kind: 'changed' }]
 */
import type { Paragraph } from '../schemas.ts';
import type { Revision } from './revisions.ts';
import { wordDiff, type DiffPart } from './word-diff.ts';

/** What happened to a paragraph in a revision. */
export type ChangeKind = 'added' | 'changed' | 'changed-back' | 'renumbered' | 'removed';

/** One paragraph's change in a revision: its words there and in the revision before (where it had them). */
export interface ParagraphChange {
  id: string;
  kind: ChangeKind;
  /** The revision's key (`r2`). */
  revision: string;
  /** The paragraph in the revision before (none where it is added). */
  before?: Paragraph;
  /** The paragraph in this revision (none where it is removed). */
  after?: Paragraph;
  /** Where it is changed back: the key of the earlier revision whose words it takes again. */
  backTo?: string;
}

/** A paragraph's words as compared: its text as one line (markup and line aside). */
function wordsOf(paragraph: Paragraph): string {
  return paragraph.text;
}

/**
 * Each revision's changes against the one before, in the order of the
 * revision's paragraphs, removed paragraphs where they stood. The first
 * revision's: every paragraph added.
 */
export function revisionChanges(revisions: Revision[]): ParagraphChange[][] {
  let changes = changesByRevisions.get(revisions);
  if (!changes) {
    changes = compare(revisions);
    changesByRevisions.set(revisions, changes);
  }
  return changes;
}

/** Each text's changes, compared once (`revisionsOf` gives a text the same revisions every time). */
const changesByRevisions = new WeakMap<Revision[], ParagraphChange[][]>();

function compare(revisions: Revision[]): ParagraphChange[][] {
  return revisions.map((revision, index) => {
    const previous = revisions[index - 1];
    if (!previous)
      return revision.paragraphs.map((after) => ({ id: after.id, kind: 'added', revision: revision.key, after }));
    const changes: ParagraphChange[] = [];
    const removedAfter = removedByPlace(previous, revision);
    for (const removed of removedAfter.get(undefined) ?? []) changes.push(removedChange(removed, revision));
    for (const after of revision.paragraphs) {
      const change = changeOf(revisions, index, after);
      if (change) changes.push(change);
      for (const removed of removedAfter.get(after.id) ?? []) changes.push(removedChange(removed, revision));
    }
    return changes;
  });
}

function removedChange(before: Paragraph, revision: Revision): ParagraphChange {
  return { id: before.id, kind: 'removed', revision: revision.key, before };
}

/** The paragraphs of `previous` that `revision` lacks, by the id of the last paragraph both have before each (undefined: at the start). */
function removedByPlace(previous: Revision, revision: Revision): Map<string | undefined, Paragraph[]> {
  const places = new Map<string | undefined, Paragraph[]>();
  let place: string | undefined;
  for (const paragraph of previous.paragraphs) {
    if (revision.byId.has(paragraph.id)) {
      place = paragraph.id;
      continue;
    }
    if (!places.has(place)) places.set(place, []);
    places.get(place)!.push(paragraph);
  }
  return places;
}

function changeOf(revisions: Revision[], index: number, after: Paragraph): ParagraphChange | undefined {
  const revision = revisions[index];
  const before = revisions[index - 1].byId.get(after.id);
  const base = { id: after.id, revision: revision.key, after };
  if (!before) return { ...base, kind: 'added' };
  if (wordsOf(before) !== wordsOf(after)) {
    const back = revisions
      .slice(0, index - 1)
      .findLast((earlier) => earlier.byId.has(after.id) && wordsOf(earlier.byId.get(after.id)!) === wordsOf(after));
    return back ? { ...base, before, kind: 'changed-back', backTo: back.key } : { ...base, before, kind: 'changed' };
  }
  if ((before.number ?? '') !== (after.number ?? '')) return { ...base, before, kind: 'renumbered' };
  return undefined;
}

/**
 * A changed paragraph's words against the revision before, word by word in
 * the text's language `lang` (`wordDiff`, which makes each diff once).
 *
 * @example
 * changeDiff(changes[1].find((change) => change.id === 'note-3')!, 'ru') // [{ kind: 'same', text: 'жетоны ' }, …]
 */
export function changeDiff(change: ParagraphChange, lang: string): DiffPart[] {
  return wordDiff(change.before!.text, change.after!.text, lang);
}

/**
 * The wordings a text's history compares word by word: each paragraph changed
 * (or changed back) in a revision, against the revision before, with the
 * text's language. The build's indexing worker makes their diffs and hands
 * them to the main thread, which renders the topic pages (`madeDiffs`).
 *
 * @example
 * [...comparedWordings(revisionsOf(ti4ComponentLimitationsRu), 'ru')].length // 2: notes 3 and 4
 */
export function* comparedWordings(
  revisions: Revision[],
  lang: string,
): Generator<[before: string, after: string, lang: string]> {
  for (const change of revisionChanges(revisions).flat())
    if (change.kind === 'changed' || change.kind === 'changed-back')
      yield [change.before!.text, change.after!.text, lang];
}

/** One paragraph's trace: its changes in every revision, earliest first. */
export function paragraphTrace(changes: ParagraphChange[][], id: string): ParagraphChange[] {
  return changes.flatMap((revision) => revision.filter((change) => change.id === id));
}

/**
 * Every paragraph id of the revisions, in the current text's order, each
 * paragraph no longer there after the last one before it that was.
 */
export function tracedIds(revisions: Revision[]): string[] {
  const ids: string[] = [];
  for (const revision of revisions) {
    let at = -1;
    for (const paragraph of revision.paragraphs) {
      const found = ids.indexOf(paragraph.id);
      if (found >= 0) at = found;
      else ids.splice(++at, 0, paragraph.id);
    }
  }
  return ids;
}

/**
 * Each earlier revision's changes since it: what later revisions did to its
 * words (a new number alone is not a change of words).
 *
 * @example
 * changesSince(revisionsOf(ti4ComponentLimitationsRu)).map(({ revision, later }) => [revision.key, later.length]) // [['r1', 7]]
 */
export function changesSince(revisions: Revision[]): { revision: Revision; later: ParagraphChange[] }[] {
  const changes = revisionChanges(revisions);
  return revisions.slice(0, -1).map((revision, index) => ({
    revision,
    later: changes
      .slice(index + 1)
      .flat()
      .filter((change) => change.kind !== 'renumbered'),
  }));
}
