/**
 * The order of the results, and the glossary terms' links to topics shown
 * already. The rules come first, a glossary term's card after them; each in
 * the order of their languages (`languageOrder`: the interface language
 * first), each language's in Pagefind's order; for a rule number, the topics
 * with a paragraph printed with exactly that number (in its own edition or
 * another: "4 (ru 49.4)") come first, whatever their language.
 *
 * @example
 * ranked(results, '4.2', ['fr', 'en', 'ru']) // the TI4 topic whose link is "4.2. …" first
 * withoutRepeats([text, termOfTheSameTopic]) // [text, the term without its link to text's topic]
 * oneResultPerTopic([rulesSection, takeoversSection]) // [rules with the paragraphs of both: 3 shown, the rest in `more`]
 */
import type { Language } from '../../i18n/languages.ts';
import { printedWith, withParagraphs, type Result } from './results.ts';

/** Whether a result links to a paragraph printed with `number`, in its own edition or another. */
export function hasNumber(result: Result, number: string | undefined): boolean {
  return number !== undefined && result.links.some((link) => printedWith(link, number));
}

/** The results, those with the rule number first, then the rules before the terms, each by the order of their languages (a stable sort: otherwise as given). */
export function ranked(results: Result[], number: string | undefined, order: readonly Language[] = []): Result[] {
  const rank = (result: Result) => (order.includes(result.lang) ? order.indexOf(result.lang) : order.length);
  return results
    .map((result, index) => ({ result, index }))
    .sort(
      (a, b) =>
        Number(hasNumber(b.result, number)) - Number(hasNumber(a.result, number)) ||
        Number(Boolean(a.result.term)) - Number(Boolean(b.result.term)) ||
        rank(a.result) - rank(b.result) ||
        a.index - b.index,
    )
    .map(({ result }) => result);
}

/** A page's address without its `#paragraph`. */
function pageOf(url: string): string {
  return url.split('#')[0];
}

/**
 * The results with a topic's sections as one (a long text is indexed by
 * section: `src/search/indexing/search-document.ts`): in the first one's
 * place, with the matching paragraphs of each, the first section's first; the
 * first `paragraphsPerTopic` shown, the others in `more`. Links in `shown`
 * (already listed) are left out, and a result left with none. Returns new
 * results: the ones given are not changed.
 */
export function oneResultPerTopic(results: Result[], shown: Iterable<string> = []): Result[] {
  const onScreen = new Set(shown);
  const byTopic = new Map<string, Result>();
  const kept: Result[] = [];
  for (const result of results) {
    if (result.term) {
      kept.push(result);
      continue;
    }
    const links = [...result.links, ...(result.more ?? [])].filter((link) => !onScreen.has(link.url));
    if (links.length === 0) continue;
    const key = `${result.lang} ${pageOf(links[0].url)}`;
    const first = byTopic.get(key);
    if (!first) {
      const copy = { ...result, links };
      byTopic.set(key, copy);
      kept.push(copy);
    } else if (result.topic) {
      // Paragraphs: they take the place of a section's own link.
      if (!first.topic) [first.topic, first.links] = [result.topic, []];
      for (const link of links) if (!first.links.some(({ url }) => url === link.url)) first.links.push(link);
    }
  }
  return kept.map((result) => (result.term ? result : withParagraphs(result, result.links)));
}

/**
 * The results with each glossary term's links to topics already shown (in
 * `results` or in `shown`) left out: a term's card keeps its names, and
 * links only to what the list does not show. Returns new results: the ones
 * given are not changed.
 */
export function withoutRepeats(results: Result[], shown: Iterable<string> = []): Result[] {
  const found = new Set([
    ...shown,
    ...results.filter((result) => !result.term).flatMap((result) => result.links.map((link) => pageOf(link.url))),
  ]);
  return results.map((result) => {
    if (!result.term) return result;
    const links = result.links.filter((link) => !found.has(pageOf(link.url)));
    for (const link of links) found.add(pageOf(link.url));
    return { ...result, links };
  });
}
