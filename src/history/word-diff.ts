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

/** `before` against `after`, word by word in `lang` (see the module comment). */
export function wordDiff(before: string, after: string, lang: string): DiffPart[] {
  return diffWords(before, after, { intlSegmenter: segmenterOf(lang) }).map((change) => ({
    kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
    text: change.value,
  }));
}
