/**
 * Offline after one visit: the service worker precaches the whole site, so
 * with the network off every page in every language opens — also pages never
 * visited, paragraph links, search links (`?q=`) and addresses typed without
 * their trailing slash — the Pagefind index answers a query and the copy
 * controls still copy; a reader back after a new revision is told what changed
 * since they last read (remembered on the device). Also on a 360 px phone.
 *
 * That one visit precaches it all is checked from a new browser; the checks of
 * what works offline then share one browser per worker and screen whose worker
 * has precached the site (`atTheTable`), back online between them.
 */
import type { BrowserContextOptions, Page } from '@playwright/test';
import { expect, test, type SharedPage } from './shared-pages.ts';
import { interfaceString } from '../support/site.ts';
import { builtPages, pageKind } from './site-pages.ts';
import { revisionsOf } from '../../src/history/revisions.ts';
import { historyPath, topicPath } from '../../src/routing/paths.ts';
import { library } from '../support/content.ts';

test.use({ serviceWorkers: 'allow' });

/** Visits one page online and waits until the worker has precached the site and controls the page. */
async function visitOnce(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
}

const phone = {
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
} satisfies BrowserContextOptions;

/**
 * The worker's page for offline checks on a desktop or a phone: its browser has visited the site and its
 * service worker has precached it; the page is online, on `path`, controlled by the worker.
 */
async function atTheTable(sharedPage: SharedPage, path: string, isMobile = false): Promise<Page> {
  const page = await sharedPage(`offline ${isMobile ? 'phone' : 'desktop'}`, {
    context: { serviceWorkers: 'allow', ...(isMobile ? phone : {}) },
    reset: (page: Page) => page.context().setOffline(false),
  });
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
  return page;
}

/** Opens `path` offline and expects the worker to answer with that page (not the 404 page it gives unknown addresses). */
async function openOffline(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  expect(response?.fromServiceWorker(), path).toBe(true);
  await expect(page.locator('h1'), path).toBeVisible();
  if (!['404', 'notFound'].includes(pageKind(path)))
    await expect(page.locator('h1'), path).not.toHaveText('Page not found');
}

/**
 * Every built page but paragraph pages and a revision's paragraph pages (made for link previews; tested below), side-by-side pages (cached when read:
 * side-by-side.spec.ts), games' booklets and games' status pages (cached when read too: below).
 */
const readerPages = builtPages().filter(
  (path) =>
    !pageKind(path).endsWith('paragraph') &&
    !['sideBySide', 'booklet', 'gameStatus', 'revisionParagraph'].includes(pageKind(path)),
);
/** One paragraph page of each topic page (the worker answers them all by one rule): the last one built. */
const paragraphPages = [
  ...new Map(
    builtPages()
      .filter((path) => pageKind(path).endsWith('paragraph'))
      .map((path) => [path.split('/').slice(0, 4).join('/'), path]),
  ).values(),
];

test('after one visit, every page in every language opens offline', async ({ page, context }) => {
  test.setTimeout(120_000);
  await visitOnce(page, '/en/ti4/component-limitations/');
  await context.setOffline(true);
  for (const path of readerPages) await openOffline(page, path);
  await page.goto('/fr/swccg/actions/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.goto('/ru/ti4/component-limitations/#unit-tokens');
  await expect(page.locator('#unit-tokens')).toBeInViewport();
});

test("offline, a paragraph link of every topic page opens its paragraph in the topic page; a revision's paragraph link, its history entry", async ({
  sharedPage,
}) => {
  test.setTimeout(90_000);
  const page = await atTheTable(sharedPage, '/ru/');
  await page.context().setOffline(true);
  for (const path of paragraphPages) {
    const [lang, game, topic, paragraph] = path.split('/').filter(Boolean);
    await page.goto(path);
    await expect(page, path).toHaveURL(`/${lang}/${game}/${topic}/#${paragraph}`);
    await expect(page.locator(`[id="${paragraph}"]`), path).toBeInViewport();
  }
  // A paragraph as it read in an earlier revision: its entry on the history page.
  for (const path of builtPages().filter((path) => pageKind(path) === 'revisionParagraph')) {
    const entry = path.split('/').at(-2)!;
    await page.goto(path);
    await expect(page, path).toHaveURL(path.replace(/[^/]+\/$/, `#${entry}`));
    await expect(page.locator(`[id="${entry}"]`), path).toBeInViewport();
  }
});

test("a game's status page read once opens offline; one never read gets the 404 page, in its language", async ({
  page,
  context,
}) => {
  await visitOnce(page, '/fr/status/');
  await page.goto('/fr/status/ti4/');
  await expect(page.locator('[data-worklist-topic]')).not.toHaveCount(0);
  await context.setOffline(true);
  await openOffline(page, '/fr/status/ti4/');
  const response = await page.goto('/fr/status/swccg/');
  expect(response?.fromServiceWorker()).toBe(true);
  // The root 404 page, precached, sends the reader on to the French one, precached too.
  await expect(page.locator('h1')).toHaveText(interfaceString('fr', 'notFound.title'));
  expect(new URL(page.url()).pathname).toBe('/fr/status/swccg/');
});

test('offline, a page never built gets the 404 page from the cache', async ({ sharedPage }) => {
  const page = await atTheTable(sharedPage, '/ru/');
  await page.context().setOffline(true);
  const response = await page.goto('/en/no-such-game/');
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(page.locator('h1')).toHaveText('Page not found');
});

test('the worker keeps no runtime cache of another version', async ({ page }) => {
  // A file of the site that registers no worker: the caches below are there before this worker installs.
  await page.goto('/manifest.webmanifest');
  // Caches an earlier worker left: its page cache before revisioned names, and another revision's.
  const earlier = ['pages', 'search-fragments', 'runtime-pages-0123456789'];
  await page.evaluate(async (names) => {
    for (const name of names) await (await caches.open(name)).put('/en/', new Response('an old page'));
  }, earlier);
  await visitOnce(page, '/en/');
  await expect.poll(() => page.evaluate(() => caches.keys())).toEqual([expect.stringMatching(/^workbox-precache-v2-/)]);
});

/** The offline checks a reader at the table meets, run on a desktop and on a phone. */
function offlineAtTheTable(): void {
  test('offline, a search link (?q=) opens its page and searches', async ({ sharedPage, isMobile }) => {
    const page = await atTheTable(sharedPage, '/fr/', isMobile);
    await page.context().setOffline(true);
    await openOffline(page, '/en/ti4/component-limitations/?q=fighter');
    await expect(page.locator('.site-search-results a').first()).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Search the rules' })).toHaveValue('fighter');
    await openOffline(page, '/ru/glossary/?q=x');
    await expect(page.locator('h1')).toHaveText('Глоссарий');
    await openOffline(page, '/fr/?q=empilement');
    await expect(page.locator('.site-search-results a').first()).toBeVisible();
  });

  test('offline, an address without its trailing slash opens the page', async ({ sharedPage, isMobile }) => {
    const page = await atTheTable(sharedPage, '/en/', isMobile);
    await page.context().setOffline(true);
    for (const [typed, opened, title] of [
      ['/fr/ti4', '/fr/ti4/', 'Twilight Imperium (4e édition)'],
      ['/ru', '/ru/', 'Правила настольных игр'],
      ['/en/ti4/component-limitations?q=dice', '/en/ti4/component-limitations/?q=dice', 'Component Limitations'],
    ]) {
      await page.goto(typed);
      await expect(page, typed).toHaveURL(opened);
      await expect(page.locator('h1'), typed).toHaveText(title);
    }
  });

  test('offline, the copy controls copy a quote', async ({ sharedPage, isMobile }) => {
    const page = await atTheTable(sharedPage, '/en/', isMobile);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.context().setOffline(true);
    await openOffline(page, '/fr/swccg/actions/');
    // On a phone the toolbar opens from the paragraph's number (reading-surface.spec.ts), elsewhere on hover.
    await (isMobile ? page.locator('#stacking-1 .rule-number').tap() : page.locator('#stacking-1 .rule-text').hover());
    const tools = page.locator('.cite-tools[data-cite-for="stacking-1"]');
    await expect(tools).toBeVisible();
    await tools.locator('button[data-cite="markdown"]').click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toContain("L'empilement est un outil conceptuel");
  });
}

test.describe('on a desktop', offlineAtTheTable);

test.describe('on a 360 px phone', () => {
  test.use(phone);
  offlineAtTheTable();

  test('offline, topic pages in three languages open and fit the screen', async ({ sharedPage }) => {
    const page = await atTheTable(sharedPage, '/ru/ti4/component-limitations/', true);
    await page.context().setOffline(true);
    for (const path of ['/ru/rftg/rebel-vs-imperium/', '/en/swccg/adjacent/', '/fr/ti4/component-limitations/']) {
      await openOffline(page, path);
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth), path).toBeLessThanOrEqual(360);
    }
  });

  test('offline, a reader back after a new revision is told what changed since they last read it', async ({
    sharedPage,
  }) => {
    const topicId = 'ti4/component-limitations';
    const [first, current] = revisionsOf(library().topics.get(topicId)!.texts.get('ru')!);
    const page = await atTheTable(sharedPage, topicPath('ru', topicId), true);
    await page.context().setOffline(true);
    // Remembered on the device: the reader had read revision 1.
    await page.evaluate(
      ([text, key]) => localStorage.setItem('textsRead', JSON.stringify({ [text]: key })),
      [`${topicId}.ru`, first.wordsKey!],
    );
    await openOffline(page, topicPath('ru', topicId));
    const notice = page.locator('[data-since-read]');
    await expect(notice).toBeVisible();
    await expect(notice.locator('[data-changed-since="note-3"] a')).toHaveAttribute(
      'href',
      historyPath('ru', topicId, 'r2-note-3'),
    );
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('textsRead')!))).toEqual({
      [`${topicId}.ru`]: current.wordsKey,
    });
  });
});

test('offline, the search returns results in every language', async ({ sharedPage }) => {
  const page = await atTheTable(sharedPage, '/fr/');
  await page.context().setOffline(true);
  for (const [path, query, expected] of [
    ['/en/ti4/', 'reinforcements', '/en/ti4/component-limitations/'],
    ['/ru/', 'истребители', '/ru/ti4/component-limitations/'],
    ['/fr/swccg/', 'activer', '/fr/swccg/'],
  ]) {
    await page.goto(path);
    await page.getByRole('combobox').fill(query);
    const links = page.locator('.site-search-results a');
    await expect(links.first(), query).toBeVisible();
    expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toContainEqual(
      expect.stringContaining(expected),
    );
  }
});
