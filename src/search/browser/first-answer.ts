/**
 * A query's first answer, as the panel shows it: its first results
 * (`query-pages.ts`); where nothing matched, the results of the name it
 * differs from by one typo (`typos.ts`, in the file of its first letter,
 * loaded then only: never for a rule number, nor when asked for the query as
 * typed); where a rule number among words matched nothing together
 * ("правило 49.4"), the number's alone. A failure is thrown, for the panel to
 * say.
 *
 * @example
 * const answer = await firstAnswer('figter', 'en', { current: () => true });
 * answer?.searched // 'fighter', answer?.name // { name: 'fighter', lang: 'en' }
 */
import type { Language } from '../../i18n/languages.ts';
import { searchFirst, type First } from './query-pages.ts';
import { query as parseQuery } from './results.ts';
import { typoFile } from './typo-file.ts';
import type { Name } from './typos.ts';

/** What a query's results are for: the query, the name a typo was taken for, or its rule number alone. */
export interface Answer {
  first: First;
  /** What was searched for the results: the query, the name (`name`), or the rule number. */
  searched: string;
  /** The name a mistyped query was taken for. */
  name?: Name;
}

/** The first answer to `text` (see the module comment); undefined when a newer query has taken its place. */
export async function firstAnswer(
  text: string,
  lang: Language,
  { current, asTyped = false }: { current: () => boolean; asTyped?: boolean },
): Promise<Answer | undefined> {
  let first = await searchFirst(text, lang, { current });
  let searched = text;
  let name: Name | undefined;
  const number = parseQuery(text).number;
  if (first && !asTyped && !first.matched && first.failed === 0 && !number && current()) {
    const typos = await typoFile(text);
    name = typos?.correction(text, typos.names);
    const chunksBefore = first.found.chunksFetched;
    const corrected =
      name && current() ? await searchFirst(name.name, lang, { current, typoFiles: 1, chunksBefore }) : undefined;
    if (corrected && corrected.results.length > 0) [first, searched] = [corrected, name!.name];
    else name = undefined;
  }
  if (first && !first.matched && first.failed === 0 && number && number !== text && current()) {
    const alone = await searchFirst(number, lang, { current, chunksBefore: first.found.chunksFetched });
    if (alone?.matched) [first, searched] = [alone, number];
  }
  return first && current() ? { first, searched, name } : undefined;
}
