/**
 * The URL contract: every page answers in every language with the right
 * `<html lang>` and one h1; `/` works without JavaScript.
 */
import { expect, test } from './shared-pages.ts';
import { expectedGameIds, expectedTopicIds, gameIds, topicIds } from '../support/content.ts';
import { contractPages, languages } from '../support/site.ts';

test('content/ has every expected game and topic', () => {
  expect(gameIds()).toEqual(expect.arrayContaining(expectedGameIds));
  expect(topicIds()).toEqual(expect.arrayContaining(expectedTopicIds));
  expect(contractPages()).toHaveLength(1 + languages.length * (1 + gameIds().length + topicIds().length));
});

for (const { path, lang } of contractPages()) {
  test(`${path} answers 200 in ${lang} with one h1`, async ({ sharedPage }) => {
    const page = await sharedPage('desktop');
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).not.toBeEmpty();
    await expect(page.locator('main#content')).toBeVisible();
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/ links to the three language homes, and they open', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('h1')).toBeVisible();
    for (const lang of languages) {
      const link = page.locator(`main a[href="/${lang}/"]`);
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAttribute('hreflang', lang);
      await expect(link).toBeVisible();
    }
    await page.locator('main a[href="/ru/"]').click();
    await expect(page).toHaveURL(/\/ru\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  });

  test('a language home links to every game and topic', async ({ page }) => {
    await page.goto('/fr/');
    for (const game of gameIds()) await expect(page.locator(`main a[href="/fr/${game}/"]`).first()).toBeVisible();
    for (const topicId of topicIds())
      await expect(page.locator(`main a[href="/fr/${topicId}/"]`).first()).toBeVisible();
    await page.goto('/fr/swccg/');
    for (const topicId of topicIds().filter((id) => id.startsWith('swccg/'))) {
      await expect(page.locator(`main a[href="/fr/${topicId}/"]`).first()).toBeVisible();
    }
  });
});
