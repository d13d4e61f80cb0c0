/**
 * No broken internal link or anchor on the built site. linkinator crawls the
 * served site from `/` (and the 404 page) and checks every link, the site's
 * own absolute URLs (canonical, alternates) mapped onto the served site, and
 * `#fragments` (`checkFragments`). linkinator 7 checks a fragment only when
 * it has seen the link before it fetches the target page, so this test also
 * checks every `href="…#id"` of every crawled page itself.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { LinkChecker, LinkState } from 'linkinator';
import { repoRoot } from '../support/content.ts';

/** Every page of dist/, as a path: `dist/en/ti4/index.html` → `/en/ti4/`. */
function builtPages(): string[] {
  return readdirSync(join(repoRoot, 'dist'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => `/${file.split('\\').join('/')}`.replace(/(^|\/)index\.html$/, '$1'))
    .sort();
}

/** The `href`s and `id`s of an HTML page. */
function linksAndIds(html: string): { hrefs: string[]; ids: Set<string> } {
  const unquote = (value: string) => value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'");
  const hrefs = [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((match) => unquote(match[1]));
  const ids = new Set([...html.matchAll(/\s(?:id|name)="([^"]*)"/g)].map((match) => unquote(match[1])));
  return { hrefs, ids };
}

test('every link and anchor of the built site leads somewhere', async ({ baseURL }) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL!).origin;
  const pages = builtPages();
  expect(pages).toContain('/');
  expect(pages).toContain('/404.html');

  // The site's own origin (astro.config.mjs `site`), as written in the canonical link of `/`.
  const root = await (await fetch(`${origin}/`)).text();
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(root)?.[1];
  expect(canonical, 'canonical link of /').toBeTruthy();
  const siteOrigin = new URL(canonical!).origin;

  // From `/`, following every link of the site; then the 404 page, which no page links to. (One check
  // from both would not recurse: linkinator only recurses under the start path that first finds a link.)
  const check = (path: string, recurse: boolean) =>
    new LinkChecker().check({
      path,
      recurse,
      checkFragments: true,
      concurrency: 4,
      timeout: 20_000,
      urlRewriteExpressions: [{ pattern: new RegExp(`^${siteOrigin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), replacement: origin }],
    });
  const links = [...(await check(`${origin}/`, true)).links, ...(await check(`${origin}/404.html`, false)).links];
  const broken = links.filter((link) => link.state === LinkState.BROKEN).map((link) => `${link.url} (${link.status}) on ${link.parent}`);
  expect(broken).toEqual([]);
  expect(links.filter((link) => link.state === LinkState.SKIPPED).map((link) => link.url)).toEqual([]);

  // Every page of dist/ is reached by following links from `/` (the 404 page from any unknown address).
  const crawled = new Set(links.filter((link) => link.url.startsWith(origin)).map((link) => new URL(link.url).pathname));
  expect(pages.filter((path) => !crawled.has(path))).toEqual([]);

  // Every `#fragment` link of every page, checked against the ids of its target.
  const html = new Map<string, string>();
  for (const path of pages) html.set(path, await (await fetch(`${origin}${path}`)).text());
  const missing: string[] = [];
  let fragments = 0;
  for (const [path, page] of html) {
    for (const href of linksAndIds(page).hrefs) {
      const target = new URL(href, `${origin}${path}`);
      if (target.origin !== origin || !href.includes('#')) continue;
      fragments += 1;
      const targetPage = html.get(target.pathname);
      const id = decodeURIComponent(target.hash.slice(1));
      if (!targetPage) missing.push(`${href} on ${path}: no page ${target.pathname}`);
      else if (!linksAndIds(targetPage).ids.has(id)) missing.push(`${href} on ${path}: no id "${id}"`);
    }
  }
  expect(missing).toEqual([]);
  // The topic pages link each paragraph number to its anchor, and some texts refer to paragraphs of other topics.
  expect(fragments).toBeGreaterThan(100);
});
