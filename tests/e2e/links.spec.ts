/**
 * No broken internal link or anchor on the built site. linkinator crawls the
 * served site from `/`, then checks the pages no link leads to (the 404 page,
 * paragraph preview pages) one by one: every link, the site's
 * own absolute URLs (canonical, alternates) mapped onto the served site, and
 * `#fragments` (`checkFragments`). linkinator 7 checks a fragment only when
 * it has seen the link before it fetches the target page, so this test also
 * checks every `href="…#id"` of every page of dist/ itself.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { LinkChecker, LinkState } from 'linkinator';
import { builtPages, distDir } from './site-pages.ts';

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

  const check = (path: string | string[], recurse: boolean) =>
    new LinkChecker().check({
      path,
      recurse,
      checkFragments: true,
      concurrency: 4,
      timeout: 20_000,
      urlRewriteExpressions: [{ pattern: new RegExp(`^${siteOrigin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), replacement: origin }],
    });
  // From `/`, following every link of the site.
  const fromRoot = (await check(`${origin}/`, true)).links;
  const crawled = new Set(fromRoot.filter((link) => link.url.startsWith(origin)).map((link) => new URL(link.url).pathname));

  // Every other page of dist/ is the 404 page (any unknown address) or a paragraph's preview page, which
  // shared links open: the cite control finds them in the topic's citations.json.
  const previews = new Set(
    readdirSync(distDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('citations.json'))
      .flatMap((file) => Object.values(JSON.parse(readFileSync(join(distDir, file), 'utf8')).paragraphs as Record<string, { preview: string }>))
      .map(({ preview }) => new URL(preview).pathname),
  );
  const unreached = pages.filter((path) => !crawled.has(path) && path !== '/404.html');
  expect(unreached.filter((path) => !previews.has(path)), 'pages no link leads to').toEqual([]);

  // The links of those pages, checked once each. (One recursive check from all of them would not
  // recurse: linkinator only recurses under the start path that first finds a link.)
  const others = (await check([`${origin}/404.html`, ...unreached.map((path) => `${origin}${path}`)], false)).links;
  const links = [...fromRoot, ...others];
  const broken = links.filter((link) => link.state === LinkState.BROKEN).map((link) => `${link.url} (${link.status}) on ${link.parent}`);
  expect(broken).toEqual([]);
  // No web address left unchecked. (linkinator takes any <meta content> that parses as a URL for a link,
  // so a description "Dice: Dice are limitless…" is a skipped "dice:" link: only http(s) ones count.)
  const skipped = links.filter((link) => link.state === LinkState.SKIPPED && /^https?:/.test(link.url));
  expect(skipped.map((link) => link.url)).toEqual([]);

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
