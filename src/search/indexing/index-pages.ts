/**
 * The pages of the index as the meta file lists them, made small: the meta
 * file is part of every first search, and Pagefind lists each page there with
 * its fragment's content hash (`mul_3f2a1bc`, 3.5 bytes no compression can
 * save) and its word count, 27 KB of gzip at 1,000 topics × 3 languages.
 *
 * - Each fragment is renamed `{version}{topic}` or, for a long text's later
 *   parts, `{version}{topic}-{part}` (`pageName` of `../index-directory.ts`):
 *   `topic` numbers the pages' addresses without their `#paragraph`, in base
 *   36, and `version` is a hash of every fragment's hash (`indexVersion`).
 *   Names that compress, yet change whenever any text does, so that a tab
 *   opened before a deploy never reads a new fragment with its old index; and
 *   the browser knows which pages are parts of one topic before it loads
 *   them, so that a first query loads the best part of three topics rather
 *   than three parts of one.
 * - Every page's word count is 1. Pagefind uses it only to rank a long page
 *   below a short one (BM25's document length), which the site turns off
 *   (`ranking: { pageLength: 0 }`, `browser/pagefind.ts`): with that, the word
 *   count changes no score.
 *
 * @example
 * renamePages('dist/pagefind', meta[1]) // 'k3f9z0'; fragment/mul_3f2a1bc.pf_fragment is now fragment/k3f9z02s.pf_fragment (topic 2s),
 * // and the next part of the same text fragment/k3f9z02s-1.pf_fragment
 */
import { createHash } from 'node:crypto';
import { existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { pageOfPath } from '../../routing/paths.ts';
import { pageName } from '../index-directory.ts';
import { formatError, readFragment, type MetaPage } from './pagefind-files.ts';

/** The index's version: a hash of its fragments' content hashes, in base 36. */
function indexVersion(pages: MetaPage[]): string {
  const hash = createHash('sha256');
  for (const [name] of pages) hash.update(`${name}\n`);
  return BigInt(`0x${hash.digest('hex').slice(0, 12)}`)
    .toString(36)
    .slice(0, 6)
    .padStart(6, '0');
}

/**
 * Renames the fragments of `pages` (in place, in the list too) and sets their
 * word counts to 1; returns the version, and how many glossary terms there
 * are: they are numbered first (`terms` of the index's directory), so that
 * the browser knows a term's page from a rule's before it loads either.
 */
export function renamePages(bundle: string, pages: MetaPage[]): { version: string; terms: number } {
  const version = indexVersion(pages);
  const addresses = pages.map((page) => {
    const [hash, , group] = page;
    if (group !== '') throw formatError(`page ${hash} is in fragment group ${group}`);
    const from = join(bundle, 'fragment', `${hash}.pf_fragment`);
    if (!existsSync(from)) throw formatError(`no fragment file for page ${hash}`);
    // A topic text's parts share its address; each glossary term is its own.
    const { url } = readFragment(from);
    const kind = pageOfPath(url.split('#')[0])?.kind;
    return { page, from, term: kind === 'glossary', address: kind === 'topic' ? url.split('#')[0] : url };
  });
  const topics = new Map<string, { topic: number; parts: number }>();
  for (const address of [...addresses.filter(({ term }) => term), ...addresses.filter(({ term }) => !term)])
    if (!topics.has(address.address)) topics.set(address.address, { topic: topics.size, parts: 0 });
  for (const { page, from, address } of addresses) {
    const topic = topics.get(address)!;
    const name = pageName(version, topic.topic, topic.parts++);
    renameSync(from, join(bundle, 'fragment', `${name}.pf_fragment`));
    page[0] = name;
    page[1] = 1;
  }
  return { version, terms: addresses.filter(({ term }) => term).length };
}
