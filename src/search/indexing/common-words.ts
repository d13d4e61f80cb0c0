/**
 * Common words thinned: a word in most texts of a big library (`player` in
 * 1,000 English texts) is tens of KB in the index, most of it the place of
 * each of its occurrences in each text, and a first query of it would fetch
 * them all. Past `commonWordBytes` of CBOR, a word keeps, in each page, where
 * it is in a title or heading (its higher weights) and its first place in the
 * body: every page is still found, and ranked with its title and headings
 * first, and the excerpt and paragraph shown are those of its first
 * occurrence; the other paragraphs of a page with the word are not listed for
 * it, nor can a quoted phrase match across its other occurrences. No word of
 * today's texts comes near the limit.
 *
 * Locations are Pagefind's (`../pagefind-files.ts`): per page a list of
 * numbers, a negative one `-(w + 1)` setting the weight `w` of the
 * following ones (Pagefind writes the body at 24, an `<h1>` at 168), the first
 * after it absolute and the others deltas from the one before.
 *
 * @example
 * thinnedLocations([-169, 0, -25, 9, 28, 63]) // [-169, 0, -25, 9]: the title, and the first place in the body
 * thinnedWord(['player', pages, []]) // the same pages, each with fewer locations
 */
import { cborLength, type Variant, type Word, type WordPage } from './pagefind-files.ts';

/** A word's entry larger than this (bytes of CBOR) is thinned: about a third of an index chunk. */
export const commonWordBytes = 4_000;

/** Pagefind's weight before any marker. */
const initialWeight = 25;

/** `[weight, position]` of each location, from Pagefind's list. */
function decoded(locations: number[]): [number, number][] {
  const out: [number, number][] = [];
  let weight = initialWeight;
  let position = 0;
  for (const value of locations) {
    if (value < 0) {
      weight = -value - 1;
      position = 0;
    } else {
      position += value;
      out.push([weight, position]);
    }
  }
  return out;
}

/** Pagefind's list for `[weight, position]` locations: a marker before each weight's run, positions as deltas within it. */
function encoded(locations: [number, number][]): number[] {
  const out: number[] = [];
  const weights = [...new Set(locations.map(([weight]) => weight))];
  for (const weight of weights) {
    out.push(-(weight + 1));
    let previous = 0;
    for (const [, position] of locations.filter(([w]) => w === weight).sort((a, b) => a[1] - b[1])) {
      out.push(position - previous);
      previous = position;
    }
  }
  return out;
}

/** A page's locations of a word with only its places in titles and headings and its first in the body (see the module comment). */
export function thinnedLocations(locations: number[]): number[] {
  const all = decoded(locations);
  if (all.length <= 1) return locations;
  const body = Math.min(...all.map(([weight]) => weight));
  const firstInBody = all.filter(([weight]) => weight === body).sort((a, b) => a[1] - b[1])[0];
  const kept = all.filter((location) => location[0] !== body || location === firstInBody);
  return kept.length === all.length ? locations : encoded(kept);
}

const thinnedPage = ([delta, locations, ...rest]: WordPage): WordPage => [delta, thinnedLocations(locations), ...rest];

/** The word, thinned if its entry is larger than `commonWordBytes`; whether it was. */
export function thinnedWord(word: Word): { word: Word; thinned: boolean } {
  if (cborLength(word) <= commonWordBytes) return { word, thinned: false };
  const [text, pages, variants] = word;
  const thinnedVariants = (variants ?? []).map(([form, variantPages, ...rest]): Variant => [
    form,
    variantPages.map(thinnedPage),
    ...rest,
  ]);
  return { word: [text, pages.map(thinnedPage), thinnedVariants], thinned: true };
}
