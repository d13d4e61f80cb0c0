/**
 * The Snowball Russian stemmer (snowballstem.org/algorithms/russian/stemmer.html)
 * on a lower-case word with `й` and `ё` folded (`normalizeWord`), as Pagefind
 * 1.6's Russian index ran it: the start of a Russian word that its search key
 * keeps (`russianKey` in `search-words.ts`), in the browser and when the build
 * picks the word forms to index (`src/search/indexing/word-forms.ts`).
 * It only ever cuts an ending, so a word's stem is always its start.
 *
 * Hand-written when only the build used it (the algorithm is small and
 * fixed; tests/unit checks it against the keys Pagefind's own Russian stemmer
 * gives, which the word forms chosen at build time were measured with). The
 * English and French stems come from `@orama/stemmers`.
 *
 * @example
 * stemRussian('запрещены') // 'запрещ'
 * stemRussian('запретить') // 'запрет'
 * stemRussian('новыи') // 'новы' (folding `й` first changes the ending Snowball sees)
 */

const vowels = new Set('аеиоуыэюя');

const perfectiveGerund1 = ['в', 'вши', 'вшись'];
const perfectiveGerund2 = ['ив', 'ивши', 'ившись', 'ыв', 'ывши', 'ывшись'];
const adjective = ['ее', 'ие', 'ые', 'ое', 'ими', 'ыми', 'ей', 'ий', 'ый', 'ой', 'ем', 'им', 'ым', 'ом', 'его', 'ого', 'ему', 'ому', 'их', 'ых', 'ую', 'юю', 'ая', 'яя', 'ою', 'ею'];
const participle1 = ['ем', 'нн', 'вш', 'ющ', 'щ'];
const participle2 = ['ивш', 'ывш', 'ующ'];
const reflexive = ['ся', 'сь'];
const verb1 = ['ла', 'на', 'ете', 'йте', 'ли', 'й', 'л', 'ем', 'н', 'ло', 'но', 'ет', 'ют', 'ны', 'ть', 'ешь', 'нно'];
const verb2 = ['ила', 'ыла', 'ена', 'ейте', 'уйте', 'ите', 'или', 'ыли', 'ей', 'уй', 'ил', 'ыл', 'им', 'ым', 'ен', 'ило', 'ыло', 'ено', 'ят', 'ует', 'уют', 'ит', 'ыт', 'ены', 'ить', 'ыть', 'ишь', 'ую', 'ю'];
const noun = ['а', 'ев', 'ов', 'ие', 'ье', 'е', 'иями', 'ями', 'ами', 'еи', 'ии', 'и', 'ией', 'ей', 'ой', 'ий', 'й', 'иям', 'ям', 'ием', 'ем', 'ам', 'ом', 'о', 'у', 'ах', 'иях', 'ях', 'ы', 'ь', 'ию', 'ью', 'ю', 'ия', 'ья', 'я'];
const superlative = ['ейш', 'ейше'];
const derivational = ['ост', 'ость'];

/** The longest of `endings` that `word` ends with. */
function longestEnding(word: string, endings: readonly string[]): string | undefined {
  let found: string | undefined;
  for (const ending of endings) if (word.endsWith(ending) && ending.length > (found?.length ?? 0)) found = ending;
  return found;
}

/**
 * Removes the longest ending of the two groups: a first-group ending only
 * after `а` or `я` (which stay). Returns the word unchanged when neither fits.
 */
function removeGrouped(word: string, first: readonly string[], second: readonly string[]): string | undefined {
  const ending = longestEnding(word, [...first, ...second]);
  if (!ending) return undefined;
  const stem = word.slice(0, -ending.length);
  if (second.includes(ending)) return stem;
  return /[ая]$/.test(stem) ? stem : undefined;
}

/** Snowball's RV (after the first vowel) and R2 regions, as offsets. */
function regions(word: string): { rv: number; r2: number } {
  const n = word.length;
  /** The offset just past the first vowel (or non-vowel) at or after `from`, or -1. */
  const past = (from: number, vowel: boolean) => {
    for (let i = from; i >= 0 && i < n; i++) if (vowels.has(word[i]) === vowel) return i + 1;
    return -1;
  };
  const rv = past(0, true);
  if (rv < 0) return { rv: n, r2: n };
  const r2 = past(past(past(rv, false), true), false);
  return { rv, r2: r2 < 0 ? n : r2 };
}

/** Snowball's Russian stemmer on a lower-case word with `ё` as `е`. */
export function stemRussian(word: string): string {
  const { rv, r2 } = regions(word);
  const head = word.slice(0, rv);
  let tail = word.slice(rv);

  const gerund = removeGrouped(tail, perfectiveGerund1, perfectiveGerund2);
  if (gerund !== undefined) {
    tail = gerund;
  } else {
    const withoutReflexive = longestEnding(tail, reflexive);
    if (withoutReflexive) tail = tail.slice(0, -withoutReflexive.length);
    const adjectiveEnding = longestEnding(tail, adjective);
    if (adjectiveEnding) {
      tail = tail.slice(0, -adjectiveEnding.length);
      tail = removeGrouped(tail, participle1, participle2) ?? tail;
    } else {
      const verb = removeGrouped(tail, verb1, verb2);
      if (verb !== undefined) tail = verb;
      else {
        const nounEnding = longestEnding(tail, noun);
        if (nounEnding) tail = tail.slice(0, -nounEnding.length);
      }
    }
  }

  if (tail.endsWith('и')) tail = tail.slice(0, -1);

  const derivationalEnding = longestEnding(tail, derivational);
  if (derivationalEnding && rv + tail.length - derivationalEnding.length >= r2) tail = tail.slice(0, -derivationalEnding.length);

  const superlativeEnding = longestEnding(tail, superlative);
  if (superlativeEnding) {
    tail = tail.slice(0, -superlativeEnding.length);
    if (tail.endsWith('нн')) tail = tail.slice(0, -1);
  } else if (tail.endsWith('нн')) {
    tail = tail.slice(0, -1);
  } else if (tail.endsWith('ь')) {
    tail = tail.slice(0, -1);
  }
  return head + tail;
}
