/**
 * The words of the index chunks Pagefind has loaded, read as their files pass
 * through `indexFetch` (`index-files.ts`): to tell, before any page is loaded,
 * a query word Pagefind can only answer with a shorter word. Where no indexed
 * word starts with a key, Pagefind takes the longest word the key starts with
 * (`истриб` → `и`), and the pages it then finds are the ones `matches`
 * (`results.ts`) drops: loading them only delays the typo correction, by up to
 * three requests.
 *
 * A chunk is gzipped CBOR (`indexing/pagefind-files.ts`); read as UTF-8 text,
 * its words are legible, each after the byte that starts a CBOR text and says
 * its length. The reading errs one way only: a key found anywhere in that
 * text, or a chunk that could not be read, counts as a word that starts with
 * it (the pages are loaded, as without this module).
 *
 * @example
 * noteChunk(body); // in indexFetch, for each index chunk fetched
 * await onlyShorterWords('истриб', 4) // true: the loaded words hold no `истриб…`, nor a word `истр`, `истри`
 * await onlyShorterWords('fight', 4) // false: `fighter` is loaded
 */

/** The text of each chunk fetched (undefined: it could not be read). */
const chunkTexts: Promise<string | undefined>[] = [];

/** Notes a fetched index chunk's words (its body, gzipped as Pagefind writes it); never throws (a browser without `DecompressionStream` reads none). */
export function noteChunk(body: ArrayBuffer): void {
  const text = async () => new Response(new Blob([body]).stream().pipeThrough(new DecompressionStream('gzip'))).text();
  chunkTexts.push(text().catch(() => undefined));
}

/**
 * Whether no loaded word starts with `key` and none of its starts of `least`
 * letters or more is a word: Pagefind then answers with a shorter word (see
 * the module comment).
 */
export async function onlyShorterWords(key: string, least: number): Promise<boolean> {
  const texts = await Promise.all(chunkTexts);
  if (texts.includes(undefined)) return false;
  const text = texts.join('\n');
  for (let length = least; length < key.length; length++) {
    const start = key.slice(0, length);
    const bytes = new Blob([start]).size;
    // A CBOR text of under 24 bytes starts with the byte 0x60 + its length; a longer one is not looked for.
    if (bytes > 23 || text.includes(String.fromCharCode(0x60 + bytes) + start)) return false;
  }
  return texts.length > 0 && !text.includes(key);
}
