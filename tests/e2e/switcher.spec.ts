/**
 * The language switcher: plain links with `hreflang` to the same page in each
 * language, which carry a cited paragraph (`#id`) over when JavaScript runs.
 */
import { expect, test } from '@playwright/test';
import { topicIds } from '../support/content.ts';
import { contractPages, languages, textLanguages } from '../support/site.ts';
import { samePageIn, topicPath } from '../../src/routing/paths.ts';

const switcher = 'nav.language-switcher';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every page links to itself in each language, with hreflang', async ({ page }) => {
    for (const { path, lang } of contractPages().filter((candidate) => candidate.path !== '/')) {
      await page.goto(path);
      // The switcher's links as the page has them (no script runs to change them), read in one go.
      const links = await page.locator(`${switcher} a`).evaluateAll((all) =>
        all.map((link) => ({
          hreflang: link.getAttribute('hreflang'),
          href: link.getAttribute('href'),
          current: link.getAttribute('aria-current'),
        })),
      );
      expect(links, path).toEqual(
        languages.map((other) => ({
          hreflang: other,
          href: samePageIn(path, other),
          current: other === lang ? 'page' : null,
        })),
      );
    }
  });

  test('a topic link goes to the same topic in the other language', async ({ page }) => {
    await page.goto('/ru/ti4/component-limitations/#unit-tokens');
    await expect(page.locator(`${switcher} a[hreflang="fr"]`)).toHaveAttribute(
      'href',
      '/fr/ti4/component-limitations/',
    );
    await page.locator(`${switcher} a[hreflang="en"]`).click();
    await expect(page).toHaveURL(/\/en\/ti4\/component-limitations\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 700 } });

  test('switching from a cited Russian paragraph keeps it in French and English', async ({ page }) => {
    await page.goto('/ru/ti4/component-limitations/#unit-tokens');
    await expect(page.locator('#unit-tokens')).toBeInViewport();

    await page.locator(`${switcher} a[hreflang="fr"]`).click();
    await expect(page).toHaveURL(/\/fr\/ti4\/component-limitations\/#unit-tokens$/);
    await expect(page.locator('#unit-tokens')).toBeInViewport();
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);

    await page.locator(`${switcher} a[hreflang="en"]`).click();
    await expect(page).toHaveURL(/\/en\/ti4\/component-limitations\/#unit-tokens$/);
    await expect(page.locator('#unit-tokens')).toBeInViewport();
    await expect(page.locator('#unit-tokens')).toContainText('When producing a fighter or infantry unit');
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
  });

  test('following a paragraph link updates the switcher to carry that paragraph', async ({ page }) => {
    await page.goto('/en/ti4/component-limitations/');
    await page.locator('#note-5 a.rule-number').click();
    await expect(page).toHaveURL(/#note-5$/);
    for (const lang of languages) {
      const link = page.locator(`${switcher} a[hreflang="${lang}"]`);
      expect(await link.evaluate((anchor: HTMLAnchorElement) => anchor.pathname + anchor.hash)).toBe(
        `${topicPath(lang, 'ti4/component-limitations')}#note-5`,
      );
    }
  });
});

test('every translation of a topic has the same paragraph and heading ids, in order', async ({ page }) => {
  // The pages that show a text in their own language, not a fallback: comparing fallbacks would compare a text with itself.
  const translated = topicIds().filter((topicId) => textLanguages(topicId).length > 1);
  expect(translated, 'topics with texts in several languages').toContain('ti4/component-limitations');
  for (const topicId of translated) {
    const [first, ...others] = textLanguages(topicId).map((lang) => ({ lang, ids: [] as string[] }));
    for (const version of [first, ...others]) {
      await page.goto(topicPath(version.lang, topicId));
      const article = page.locator('article.topic');
      await expect(article, `${topicId} in ${version.lang} shows its own text`).toHaveAttribute(
        'data-text-lang',
        version.lang,
      );
      version.ids = await article
        .locator(':is([data-rule], h2, h3, h4)[id]')
        .evaluateAll((elements) => elements.map((element) => element.id));
    }
    expect(first.ids.length, topicId).toBeGreaterThan(0);
    for (const other of others) expect(other.ids, `${topicId}: ${other.lang} vs ${first.lang}`).toEqual(first.ids);
  }
});

test('TI4 Component Limitations has the same ids in en, ru and fr', async ({ page }) => {
  const ids: Record<string, string[]> = {};
  for (const lang of languages) {
    await page.goto(topicPath(lang, 'ti4/component-limitations'));
    ids[lang] = await page
      .locator('article.topic :is([data-rule], h2, h3, h4)[id]')
      .evaluateAll((elements) => elements.map((element) => element.id));
  }
  expect(ids.en).toContain('unit-tokens');
  expect(ids.ru).toEqual(ids.en);
  expect(ids.fr).toEqual(ids.en);
});
