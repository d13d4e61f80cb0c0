/**
 * Two wordings of a paragraph compared word by word, in the words of its
 * language: jsdiff's `diffWords` with an `Intl.Segmenter` of that language
 * (without one, jsdiff cuts Cyrillic into letters: «с 3 единицами» against
 * «номиналом 3» would come out as «н», «ом», «и»…).
 *
 * @example
 * wordDiff('жетоны с 3 единицами', 'жетоны номиналом 3', 'ru')
 * // [{ kind: 'same', text: 'жетоны ' }, { kind: 'removed', text: 'с' }, { kind: 'added', text: 'номиналом' }, { kind: 'same', text: ' 3' }, { kind: 'removed', text: ' единицами' }]
 */
import { diffWords } from 'diff';

/** A run of a word diff: words both wordings have, or only the earlier (`removed`) or the later (`added`). */
export interface DiffPart {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

const segmenters = new Map<string, Intl.Segmenter>();

/** The word segmenter of a language (one per language, kept). */
function segmenterOf(lang: string): Intl.Segmenter {
  let segmenter = segmenters.get(lang);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
    segmenters.set(lang, segmenter);
  }
  return segmenter;
}

/** Whether a place in a string starts a word: after whitespace, not itself whitespace or a mark. */
const wordStart = (text: string, at: number) => /\s/.test(text[at - 1]) && /^[^\s\p{M}]/u.test(text[at] ?? ' ');

/** Whether a place in a string ends a word: before whitespace, not after whitespace. */
const wordEnd = (text: string, at: number) => /\s/.test(text[at]) && /[^\s]/.test(text[at - 1] ?? ' ');

/**
 * The words both wordings begin and end with, cut where a word starts (the
 * start) and before the whitespace after a word (the end), so that only the
 * words between are segmented and compared: a reworded sentence in a long
 * paragraph costs that sentence, not the paragraph. `[0, 0]` where nothing is
 * left between in either.
 */
function sameEnds(before: string, after: string): [number, number] {
  let start = 0;
  while (start < before.length && before[start] === after[start]) start += 1;
  const startsWord = (at: number) => wordStart(before, at) && wordStart(after, at);
  while (start > 0 && !startsWord(start)) start -= 1;
  // One same word more on each side: jsdiff then places the whitespace around a change as it does in the whole.
  if (start > 0) start -= 1;
  while (start > 0 && !startsWord(start)) start -= 1;
  let end = 0;
  const room = Math.min(before.length, after.length) - start - 1;
  while (end < room && before[before.length - 1 - end] === after[after.length - 1 - end]) end += 1;
  const endsWord = (at: number) => wordEnd(before, before.length - at) && wordEnd(after, after.length - at);
  while (end > 0 && !endsWord(end)) end -= 1;
  if (end > 0) end -= 1;
  while (end > 0 && !endsWord(end)) end -= 1;
  return start < before.length && start < after.length ? [start, end] : [0, 0];
}

/**
 * The diffs made so far in this thread, by their wordings and language: a
 * build makes each once per thread. The topic pages, rendered on the main
 * thread (the build's busiest), show diffs that a worker makes for them: the
 * worker that indexes the texts makes each text's diffs as it goes, ahead of
 * the pages, and hands them over (`madeDiffs`, `learnDiffs`), to the main
 * thread and through it to the other worker, which stamps history pages too;
 * a page whose diffs have not come yet makes them itself, the same. On the main thread the
 * integration, which takes them in, and the pages, which show them, each have
 * their own instance of this module (as `build/build-content.ts` says), so
 * the diffs are kept on `globalThis`, under a key of their own, for both.
 */
const slot = Symbol.for('rules-at-the-table.word-diffs');
const shared = globalThis as { [slot]?: Map<string, DiffPart[]> };
const made = (shared[slot] ??= new Map<string, DiffPart[]>());

/** A pair of wordings and their language as one key (`\0` never occurs in a paragraph's words). */
const pairKey = (before: string, after: string, lang: string) => `${lang}\0${before}\0${after}`;

/** `before` against `after`, word by word in `lang` (see the module comment); made once per pair and language. */
export function wordDiff(before: string, after: string, lang: string): DiffPart[] {
  const key = pairKey(before, after, lang);
  let parts = made.get(key);
  if (!parts) {
    parts = diffOf(before, after, lang);
    made.set(key, parts);
  }
  return parts;
}

/** Diffs to hand to another thread: each pair's, made here if it was not yet. */
export type MadeDiffs = [key: string, parts: DiffPart[]][];

/**
 * The diffs of these pairs of wordings, made here where they were not yet,
 * for another thread to learn (`learnDiffs`) instead of making them again.
 *
 * @example
 * worker.postMessage({ diffs: madeDiffs([['жетоны с 3 единицами', 'жетоны номиналом 3', 'ru']]) });
 */
export function madeDiffs(pairs: Iterable<[before: string, after: string, lang: string]>): MadeDiffs {
  return [...pairs].map(([before, after, lang]) => [pairKey(before, after, lang), wordDiff(before, after, lang)]);
}

/** Takes in diffs another thread made (`madeDiffs`): `wordDiff` then gives them as they are. */
export function learnDiffs(diffs: MadeDiffs): void {
  for (const [key, parts] of diffs) made.set(key, parts);
}

/** The words and signs of a wording, about as the diff counts them (a word, a number, a mark of punctuation each). */
const tokenCount = (text: string) => text.match(/[\p{L}\p{N}\p{M}]+|[^\s\p{L}\p{N}\p{M}]/gu)?.length ?? 0;

/**
 * `before` against `after` (see `wordDiff`). A wording rewritten more than by
 * half (more words and signs removed and added than half of both wordings'
 * together) is given as removed whole and added whole: its words in common
 * are a few "the" and "of", which a reader would only have to skip; and the
 * diff, whose cost grows with the square of its edits, stops at that bound
 * (jsdiff's `maxEditLength`).
 */
function diffOf(before: string, after: string, lang: string): DiffPart[] {
  const [start, end] = sameEnds(before, after);
  const [middleBefore, middleAfter] = [
    before.slice(start, before.length - end),
    after.slice(start, after.length - end),
  ];
  const changes = diffWords(middleBefore, middleAfter, {
    intlSegmenter: segmenterOf(lang),
    maxEditLength: Math.ceil((tokenCount(before) + tokenCount(after)) / 2),
  });
  const middle: DiffPart[] = changes
    ? changes.map((change) => ({
        kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
        text: change.value,
      }))
    : [
        { kind: 'removed', text: middleBefore },
        { kind: 'added', text: middleAfter },
      ];
  const parts: DiffPart[] = [];
  for (const part of [
    { kind: 'same', text: before.slice(0, start) } as const,
    ...middle,
    { kind: 'same', text: before.slice(before.length - end) } as const,
  ]) {
    if (part.text === '') continue;
    if (part.kind === 'same' && parts.at(-1)?.kind === 'same') parts.at(-1)!.text += part.text;
    else parts.push({ ...part });
  }
  return parts;
}
