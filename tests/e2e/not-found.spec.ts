/**
 * Unknown addresses answer with the 404 page (status 404 under `astro preview`):
 * it says the page is not here, in each language, and links to each home.
 */
import { expect, test } from '@playwright/test';
import { interfaceString, languages } from '../support/site.ts';
import { languageName } from '../../src/i18n/languages.ts';

for (const path of ['/en/ti4/no-such-topic/', '/nowhere/', '/fr/no-such-game/', '/de/']) {
  test(`${path} answers 404 with the site's 404 page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText(interfaceString('en', 'notFound.title'));
    for (const lang of languages) {
      const section = page.locator(`main section[lang="${lang}"]`);
      await expect(section.locator('h2'), 'each section is headed by its language').toHaveText(languageName(lang));
      await expect(section).toContainText(interfaceString(lang, 'notFound.body'));
      const home = section.locator(`a[href="/${lang}/"]`);
      await expect(home).toHaveAttribute('hreflang', lang);
    }
    await page.locator('main a[href="/fr/"]').click();
    await expect(page).toHaveURL(/\/fr\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });
}

// `astro preview` answers an address without the trailing slash (trailingSlash: 'always')
// with its own "404: Not Found" page, not dist/404.html: only the status is the site's.
test('/nowhere (no trailing slash) answers 404', async ({ page }) => {
  const response = await page.goto('/nowhere');
  expect(response?.status()).toBe(404);
});

// A paragraph page's address that the build has no page for (a site built with PARAGRAPH_PAGES=off, an id that is
// no more): the 404 page sends the reader to the paragraph's permalink in its topic page.
test('an unknown paragraph page sends the reader to the paragraph in its topic page', async ({ page }) => {
  const response = await page.goto('/fr/ti4/component-limitations/no-such-paragraph/');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/fr\/ti4\/component-limitations\/#no-such-paragraph$/);
  await expect(page.locator('article.topic')).toBeVisible();
});

// A side-by-side page's address that the build has no page for (a site built with SIDE_BY_SIDE_PAGES=off, a text
// no longer there): the 404 page sends the reader to the topic page, on the same paragraph.
test('an unknown side-by-side page sends the reader to the topic page, keeping #paragraph', async ({ page }) => {
  // TI4's French page shows the English text, so there is no …/~en/ beside it; SWCCG Actions has no Russian text.
  for (const [path, topic] of [
    ['/fr/ti4/component-limitations/~en/#dice', '/fr/ti4/component-limitations/#dice'],
    ['/en/swccg/actions/~ru/', '/en/swccg/actions/'],
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page).toHaveURL(new RegExp(`${topic.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`));
    await expect(page.locator('article.topic')).toBeVisible();
  }
});
