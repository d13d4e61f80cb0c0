/**
 * Forms of a Russian word that Pagefind's stemmer does not relate to it, from
 * the OpenCorpora dictionary (Az.js, build time only). Snowball cuts endings,
 * so it cannot see that `запрещены` and `запретить`, or `размещает` and
 * `разместить`, are one word: their stems differ (`запрещ`, `запрет`). For each
 * word of a text, this gives the fewest forms of its lexeme whose index keys
 * (`russianKey`, `search/search-words.ts`) cover every key of the lexeme; indexed next to the word,
 * they let any form of it find the paragraph, and the word find any form.
 *
 * @example
 * const { formsOf } = await russianWordForms(root);
 * formsOf('запрещены') // ['запретившей', 'запрещённой']: keys запретивше, запрещенно; запрещ is the word's own
 * formsOf('захваты') // []: every form's query key is a prefix of the word's key `захват`
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { russianKey as indexKey, searchedWord } from '../search-words.ts';

/** The parts of Az.js's API used here (it ships no types). */
interface Parse {
  score: number;
  formCnt: number;
  paradigmIdx: number;
  tag: { POS?: string; Apro?: unknown; Fixd?: unknown; Supr?: unknown; incl?: unknown };
  inflect(form: number): { word: string; tag: Parse['tag'] } | undefined;
  normalize(): { word: string } | undefined;
}
interface Az {
  Morph: ((word: string, config: { parsers: string[]; typos: number; stutter: number }) => Parse[]) & {
    init(path: string, done: (error?: unknown) => void): void;
  };
}

/** Parts of speech that inflect: nouns, adjectives (full, short, comparative), verbs with their participles and gerunds. */
const inflecting = new Set(['NOUN', 'ADJF', 'ADJS', 'COMP', 'VERB', 'INFN', 'PRTF', 'PRTS', 'GRND']);
/** Shorter words (`им`, `см`) are function words or abbreviations. */
const minLength = 3;
/** A reading less likely than this share of the likeliest one is left out (`стали`: стать, not сталь). */
const unlikely = 0.25;

/**
 * Loads the dictionary (about 1 s) and returns the forms to index next to a
 * word, and the key of a word. `root` is the project's folder, where `node_modules/az` is.
 */
export async function russianWordForms(
  root: string,
): Promise<{ formsOf(word: string): string[]; keyOf(word: string): string }> {
  const require = createRequire(join(root, 'package.json'));
  const az: Az = require('az');
  const dicts = join(dirname(require.resolve('az/package.json')), 'dicts');
  await new Promise<void>((resolve, reject) => az.Morph.init(dicts, (error) => (error ? reject(error) : resolve())));
  const cache = new Map<string, string[]>();
  const formsOf = (word: string) => {
    const lower = word.toLowerCase();
    if (lower.length < minLength) return [];
    let forms = cache.get(lower);
    if (!forms) {
      forms = coveringForms(lower, lexemeForms(az, lower));
      cache.set(lower, forms);
    }
    return forms;
  };
  // A form's key is asked for at each of its word's occurrences: worked out once.
  const keys = new Map<string, string>();
  const keyOf = (word: string) => {
    let key = keys.get(word);
    if (key === undefined) keys.set(word, (key = indexKey(word)));
    return key;
  };
  return { formsOf, keyOf };
}

/** Every form of the likely dictionary readings of a word that inflect. */
function lexemeForms(az: Az, word: string): string[] {
  // Dictionary words only: no guesses from suffixes for names and typos.
  const parses = az.Morph(word, { parsers: ['Dictionary'], typos: 0, stutter: 0 });
  const best = Math.max(0, ...parses.map((parse) => parse.score));
  const forms = new Set<string>();
  const lexemes = new Set<string>();
  for (const parse of parses) {
    // `для` is a preposition, not the rare gerund of длить.
    if (parse.score < best * unlikely || !inflecting.has(parse.tag.POS ?? '') || parse.tag.Apro || parse.tag.Fixd)
      continue;
    const lexeme = `${parse.paradigmIdx}:${parse.normalize()?.word}`;
    if (lexemes.has(lexeme)) continue;
    lexemes.add(lexeme);
    for (let form = 0; form < parse.formCnt; form++) {
      const inflected = parse.inflect(form);
      // Comparatives and superlatives (`новее`, `поновее`, `новейший`) are other words to a reader; `скажемте` is archaic.
      if (!inflected || inflected.tag.POS === 'COMP' || inflected.tag.Supr || inflected.tag.incl) continue;
      if (/^\p{Script=Cyrillic}+$/u.test(inflected.word)) forms.add(inflected.word);
    }
  }
  return [...forms];
}

/**
 * The fewest of `forms` to index next to `word` so that a query for any of
 * them finds it. A query finds an indexed word when the query's key (of the
 * word as searched, `searchedWord`) is a prefix of the indexed word's key; a
 * form indexed covers every query key its own key starts with.
 *
 * @example
 * coveringForms('карта', ['карты', 'картой']) // [] (query keys карт, карт: the word's key is карт)
 * coveringForms('запрещены', ['запретить', 'запрещу']) // ['запретить'] (запрет; запрещ is the word's own)
 */
export function coveringForms(word: string, forms: string[]): string[] {
  const indexed = [indexKey(word)];
  const added: string[] = [];
  const keyed = forms
    .map((form) => ({ form, query: indexKey(searchedWord(form)), key: indexKey(form) }))
    .filter(({ query }) => query);
  // Each query key not covered yet, longest first, is covered by the form with the longest key starting with it,
  // which covers the most other query keys too.
  for (const { query } of [...keyed].sort((a, b) => b.query.length - a.query.length)) {
    if (indexed.some((known) => known.startsWith(query))) continue;
    const best = keyed
      .filter(({ key }) => key.startsWith(query))
      .sort((a, b) => b.key.length - a.key.length || a.form.localeCompare(b.form))[0];
    if (!best) continue;
    indexed.push(best.key);
    added.push(best.form);
  }
  return added;
}
