/**
 * The pages of the built site, read from `dist/`, for tests that must visit
 * every one of them.
 *
 * @example
 * topicPages() // ['/en/rftg/rebel-vs-imperium/', …, '/ru/ti4/component-limitations/']
 */
import { readdirSync } from 'node:fs';

const dist = new URL('../../dist/', import.meta.url);

/** Every `/{lang}/{game}/{topic}/` page of the build, sorted. */
export function topicPages(): string[] {
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' });
  const pages = files
    .map((file) => file.split('\\').join('/'))
    .filter((file) => /^(ru|en|fr)\/[^/]+\/[^/]+\/index\.html$/.test(file))
    .map((file) => `/${file.replace(/index\.html$/, '')}`)
    .sort();
  if (pages.length === 0) throw new Error('no topic pages in dist/: run `npx astro build` first');
  return pages;
}
