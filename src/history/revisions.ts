/**
 * A text's revisions, earliest first, the current text last, as the history
 * shows them: each with its key in addresses (`r1`, `r2`: its order), what its
 * source says of it, the site's record of when it was added here, and its
 * paragraphs by id. A text with no earlier revision has one: itself.
 *
 * @example
 * revisionsOf(ti4ComponentLimitationsRu).map((revision) => [revision.key, revision.source.seed, revision.current])
 * // [['r1', '000_cef85be715a0f76e.txt', false], ['r2', '004_f49852b638619b35.txt', true]]
 */
import { revisionKey } from '../routing/paths.ts';
import type { Paragraph, Run, Text } from '../schemas.ts';

/** One revision of a text. */
export interface Revision {
  /** `r{order}`: the revision in addresses (`…/~history/#r1-note-3`). */
  key: string;
  order: number;
  /** What the source says of it, in the text's language. */
  label?: string;
  /** Its source: the seed file and the edition in words, as the text's `source` says. */
  source: { seed?: string; edition: string; editionRuns: Run[] };
  /** The site's record: the day its file was added here (`YYYY-MM-DD`), where git has it. */
  addedOn?: string;
  /** Whether it is the current text. */
  current: boolean;
  paragraphs: Paragraph[];
  /** Its paragraphs by id. */
  byId: Map<string, Paragraph>;
  /** What identifies its words whatever its order (`wordsKeyOf` of the content model). */
  wordsKey?: string;
}

/** Each text's revisions, made once per text: the topic page, its history page and the feed share them. */
const revisionsByText = new WeakMap<Text, Revision[]>();

/** A text's revisions, earliest first (see the module comment); the same array for the same text. */
export function revisionsOf(text: Text): Revision[] {
  let revisions = revisionsByText.get(text);
  if (!revisions) {
    revisions = readRevisions(text);
    revisionsByText.set(text, revisions);
  }
  return revisions;
}

function readRevisions(text: Text): Revision[] {
  const earlier = text.revisions.map((revision) =>
    revisionOf(revision.revision.order, revision.revision.label, revision, revision.addedOn, false),
  );
  const order = text.revision?.order ?? (earlier.at(-1)?.order ?? 0) + 1;
  return [...earlier, revisionOf(order, text.revision?.label, text, text.addedOn, true)];
}

function revisionOf(
  order: number,
  label: string | undefined,
  text: {
    source: { seed?: string; edition: string };
    editionRuns: Run[];
    paragraphs: Paragraph[];
    wordsKey?: string;
  },
  addedOn: string | undefined,
  current: boolean,
): Revision {
  return {
    key: revisionKey(order),
    order,
    ...(label ? { label } : {}),
    source: { seed: text.source.seed, edition: text.source.edition, editionRuns: text.editionRuns },
    ...(addedOn ? { addedOn } : {}),
    current,
    paragraphs: text.paragraphs,
    byId: new Map(text.paragraphs.map((paragraph) => [paragraph.id, paragraph])),
    ...(text.wordsKey ? { wordsKey: text.wordsKey } : {}),
  };
}

/** Whether a text has a history to show: more than one revision. */
export function hasHistory(text: Text): boolean {
  return text.revisions.length > 0;
}
