/**
 * The feed of rule changes (issue 29): one Atom feed per language,
 * `/{lang}/changes.xml`, parsed by a feed library (`@rowanmanning/feed-parser`)
 * and held to what RFC 4287 requires (a feed's id, title, updated and author;
 * each entry's id, title, updated and link); an entry per revision of each
 * text in that language (all of today's site: a feed keeps the newest
 * `feedEntriesKept`, `tests/unit/feed.test.ts`), its link and the links of the paragraphs it changed
 * each leading to a page of `dist/` (and an anchor of it); its dates the site's
 * record, never a date of the source; announced by a `<link rel="alternate">`
 * on the home and game pages.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseFeed } from '@rowanmanning/feed-parser';
import { expect, test } from '@playwright/test';
import { revisionsOf } from '../../src/history/revisions.ts';
import { feedPath, gamePath, homePath, pageOfPath } from '../../src/routing/paths.ts';
import { library, repoRoot } from '../support/content.ts';
import { languages } from '../support/site.ts';

const dist = join(repoRoot, 'dist');

/** Whether an absolute URL of the site leads to a file of `dist/` and, with `#…`, to an element of that id there. */
function resolves(url: string): boolean {
  const { pathname, hash } = new URL(url);
  if (!pageOfPath(pathname)) return false;
  const file = join(dist, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
  if (!existsSync(file)) return false;
  return !hash || readFileSync(file, 'utf8').includes(` id="${decodeURIComponent(hash.slice(1))}"`);
}

for (const lang of languages) {
  test(`${lang}: the feed parses as Atom, an entry per revision of each text in ${lang}, every link resolving in dist/`, () => {
    const xml = readFileSync(join(dist, feedPath(lang)), 'utf8');
    const feed = parseFeed(xml);
    expect(feed.meta.type).toBe('atom');
    expect(feed.title).toBeTruthy();
    expect(feed.updated).toBeInstanceOf(Date);
    expect(feed.authors.length).toBeGreaterThan(0);
    expect(feed.self).toBe(new URL(feedPath(lang), feed.url!).href);
    expect(xml).toMatch(/<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom">/);
    const texts = [...library().topics.values()].flatMap((topic) => {
      const text = topic.texts.get(lang);
      return text ? [text] : [];
    });
    const revisions = texts.flatMap(revisionsOf);
    expect(feed.items).toHaveLength(revisions.length);
    const ids = feed.items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of feed.items) {
      expect(item.title).toBeTruthy();
      expect(item.updated).toBeInstanceOf(Date);
      expect(resolves(item.url!), `${item.url} resolves in dist/`).toBe(true);
      for (const [, href] of (item.content ?? '').matchAll(/href="([^"]+)"/g))
        expect(resolves(href), `${href} resolves in dist/`).toBe(true);
    }
    // Dates are the site's record (when a revision's file was added here), never the source's.
    const recorded = new Set(revisions.flatMap((revision) => (revision.addedOn ? [revision.addedOn] : [])));
    for (const item of feed.items) {
      const day = item.updated!.toISOString().slice(0, 10);
      if (!recorded.has(day)) expect(revisions.some((revision) => !revision.addedOn)).toBe(true);
    }
  });
}

test('the Russian feed: revision 2 of Component Limitations lists what it changed, each a link to its history entry', () => {
  const feed = parseFeed(readFileSync(join(dist, feedPath('ru')), 'utf8'));
  const entry = feed.items.find((item) => item.id?.endsWith('/ru/ti4/component-limitations/#revision-2'))!;
  expect(entry.title).toBe('Ограничение на компоненты: редакция 2');
  expect(new URL(entry.url!).pathname + new URL(entry.url!).hash).toBe('/ru/ti4/component-limitations/~history/#r2');
  const history = new URL('/ru/ti4/component-limitations/~history/', entry.url!).href;
  expect(entry.content).toContain(`изменён: <a href="${history}#r2-note-3">`);
  expect(entry.content).toContain(`убран: <a href="${history}#r2-see-also">`);
});

test('the home and game pages announce the feed of their language', async ({ page }) => {
  for (const lang of languages) {
    for (const path of [homePath(lang), gamePath(lang, 'ti4')]) {
      await page.goto(path);
      const link = page.locator('link[rel="alternate"][type="application/atom+xml"]');
      await expect(link).toHaveAttribute('href', feedPath(lang));
      expect((await page.request.get(feedPath(lang))).ok()).toBe(true);
    }
  }
});
