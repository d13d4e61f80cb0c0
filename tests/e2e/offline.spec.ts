/**
 * Offline after one visit: the service worker precaches the whole site, so
 * with the network off every page in every language opens — also pages never
 * visited — and the Pagefind index answers a query.
 */
import { expect, test, type Page } from '@playwright/test';
import { topicPages } from './site-pages.ts';

test.use({ serviceWorkers: 'allow' });

/** Visits one page online and waits until the worker has precached the site and controls the page. */
async function visitOnce(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}

test('after one visit, every page in every language opens offline', async ({ page, context }) => {
  test.setTimeout(60_000);
  await visitOnce(page, '/en/ti4/component-limitations/');
  await context.setOffline(true);

  const pages = ['/', '/ru/', '/en/', '/fr/', '/ru/ti4/', '/fr/swccg/', ...topicPages()];
  for (const path of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(response?.fromServiceWorker(), path).toBe(true);
    await expect(page.locator('h1'), path).toBeVisible();
  }
  await page.goto('/fr/swccg/actions/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.goto('/ru/ti4/component-limitations/#unit-tokens');
  await expect(page.locator('#unit-tokens')).toBeInViewport();
});

test('offline, a page never precached gets the 404 page from the cache', async ({ page, context }) => {
  await visitOnce(page, '/ru/');
  await context.setOffline(true);
  const response = await page.goto('/en/no-such-game/');
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(page.locator('h1')).toHaveText('Page not found');
});

test('offline, the search returns results in every language', async ({ page, context }) => {
  await visitOnce(page, '/fr/');
  await context.setOffline(true);
  for (const [path, query, expected] of [
    ['/en/ti4/', 'reinforcements', '/en/ti4/component-limitations/'],
    ['/ru/', 'истребители', '/ru/ti4/component-limitations/'],
    ['/fr/swccg/', 'activer', '/fr/swccg/'],
  ]) {
    await page.goto(path);
    await page.getByRole('combobox').fill(query);
    const links = page.locator('.site-search-results a');
    await expect(links.first(), query).toBeVisible();
    expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toContainEqual(expect.stringContaining(expected));
  }
});
