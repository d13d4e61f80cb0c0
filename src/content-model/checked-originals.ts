/**
 * What `content/reviewed-translations.yaml` keeps of an original paragraph a
 * translation was checked against, in either of its forms: today's — its
 * fingerprint, printed number and words, tagged as in a PO file
 * (`translation-files/markup-tags.ts`) — or a record's written before the
 * words were kept: the fingerprint alone. The words let a page show what
 * changed in the original since the check, and `po:export` write them as a
 * fuzzy entry's `#| msgid`, with no history to search.
 *
 * @example
 * checkedOriginalOf(enDice) // { fingerprint: 'c4106e055e97', number: '1.', words: '<b>Dice:</b> Dice are limitless.' }
 * checkedFingerprint('c4106e055e97') // 'c4106e055e97'
 * checkedLine(checkedOriginalOf(enDice)) // '1. Dice: Dice are limitless.'
 * checkedLine('c4106e055e97') // undefined: the words were not kept
 */
import { lineOf } from '../library/paragraphs.ts';
import type { CheckedOriginal, Paragraph } from '../schemas.ts';
import { blocksOfTags, tagsOfBlocks } from '../translation-files/markup-tags.ts';
import { fingerprintOf } from './fingerprint.ts';

/** The record's entry for an original paragraph, as `npm run translations:reviewed` writes it. */
export function checkedOriginalOf(
  paragraph: Pick<Paragraph, 'kind' | 'number' | 'blocks'>,
): Extract<CheckedOriginal, object> {
  return {
    fingerprint: fingerprintOf(paragraph),
    ...(paragraph.number ? { number: paragraph.number } : {}),
    words: tagsOfBlocks(paragraph.blocks),
  };
}

/** The fingerprint an entry keeps, in either form. */
export function checkedFingerprint(entry: CheckedOriginal): string {
  return typeof entry === 'string' ? entry : entry.fingerprint;
}

/** The tagged words an entry keeps (a fuzzy entry's `#| msgid`), or undefined for a fingerprint alone. */
export function checkedWords(entry: CheckedOriginal | undefined): string | undefined {
  return typeof entry === 'object' ? entry.words : undefined;
}

/** A paragraph's plain words on one line, after its printed number: what the diff of a behind paragraph compares. */
export function numberedLine(number: string | undefined, line: string): string {
  return number ? `${number} ${line}` : line;
}

/**
 * The plain words an entry keeps, on one line after the printed number (as
 * `numberedLine` gives today's), or undefined where it keeps none or its
 * words do not read as tags (the content checks report those).
 */
export function checkedLine(entry: CheckedOriginal | undefined): string | undefined {
  if (typeof entry !== 'object') return undefined;
  const read = blocksOfTags(entry.words);
  return 'blocks' in read ? numberedLine(entry.number, lineOf(read.blocks)) : undefined;
}

/**
 * What is wrong with an entry's words, for the content checks: tags that do
 * not read, or words whose fingerprint (with the original paragraph's kind)
 * is not the one recorded beside them — an entry edited by hand.
 */
export function checkedOriginalProblem(entry: CheckedOriginal, kind: Paragraph['kind']): string | undefined {
  if (typeof entry !== 'object') return undefined;
  const read = blocksOfTags(entry.words);
  if ('problem' in read) return read.problem;
  if (fingerprintOf({ kind, number: entry.number, blocks: read.blocks }) !== entry.fingerprint)
    return 'not the words its fingerprint was taken of';
  return undefined;
}
