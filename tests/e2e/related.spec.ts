/**
 * Related topics and references: a topic with a text is a link that opens it;
 * a known topic without a text is a "no text yet" mention, never a link.
 */
import { expect, test } from '@playwright/test';
import { interfaceString, languages } from '../support/site.ts';

test('known TI4 topics without a text are mentions, not links', async ({ page }) => {
  for (const lang of languages) {
    await page.goto(`/${lang}/ti4/component-limitations/`);
    const related = page.locator('section.related');
    await expect(related.locator('h2')).toHaveText(interfaceString(lang, 'topic.related'));
    await expect(related.locator('a')).toHaveCount(0);
    await expect(related.locator('[data-unwritten="ti4/units"]')).toContainText(
      interfaceString(lang, 'topic.noTextYet'),
    );
  }
  await page.goto('/en/ti4/component-limitations/');
  for (const topic of ['fighter-tokens', 'infantry-tokens', 'producing-units', 'units']) {
    await expect(page.locator(`section.related [data-unwritten="ti4/${topic}"]`)).toHaveCount(1);
  }
  await expect(page.locator('section.related [data-unwritten="ti4/fighter-tokens"]')).toHaveText(
    /^Fighter Tokens\s\(no text yet\)$/,
  );
});

test('the SWCCG Force is mentioned without a link, in related topics and in the text', async ({ page }) => {
  for (const lang of languages) {
    await page.goto(`/${lang}/swccg/activate-phase/`);
    const mentions = page.locator('[data-unwritten="swccg/force"]');
    expect(await mentions.count()).toBeGreaterThanOrEqual(2);
    for (const mention of await mentions.all()) {
      expect(
        await mention.evaluate((element) => element.closest('a') === null && element.querySelector('a') === null),
      ).toBe(true);
    }
    // The related topics' list says it in words; a mention in the text is described by it.
    await expect(page.locator('section.related [data-unwritten="swccg/force"]')).toContainText(
      interfaceString(lang, 'topic.noTextYet'),
    );
    await expect(page.locator('article.topic [data-unwritten="swccg/force"]').first()).toHaveAccessibleDescription(
      interfaceString(lang, 'topic.noTextYet'),
    );
  }
});

test('no known topic without a text is a link anywhere', async ({ page }) => {
  for (const path of ['/en/swccg/actions/', '/ru/rftg/rebel-vs-imperium/', '/fr/ti4/', '/ru/rftg/']) {
    await page.goto(path);
    const mentions = page.locator('[data-unwritten]');
    expect(await mentions.count(), path).toBeGreaterThan(0);
    expect(
      await mentions.evaluateAll(
        (elements) => elements.filter((element) => element.closest('a') || element.querySelector('a')).length,
      ),
      path,
    ).toBe(0);
  }
});

test('a related topic with a text is a link in the page language that opens it', async ({ page }) => {
  await page.goto('/ru/swccg/activating-force/');
  const link = page.locator('section.related a');
  await expect(link).toHaveCount(1);
  await expect(link).toHaveAttribute('href', '/ru/swccg/actions/');
  await link.click();
  await expect(page).toHaveURL(/\/ru\/swccg\/actions\/$/);
  await expect(page.locator('h1')).toHaveText('Actions');
});

test('a reference to a paragraph opens the topic on that paragraph', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/fr/swccg/actions/');
  const reference = page.locator('article.topic a.ref[href="/fr/swccg/actions/#example-3"]');
  await expect(reference).toHaveCount(1);
  await reference.click();
  await expect(page).toHaveURL(/#example-3$/);
  await expect(page.locator('#example-3')).toBeInViewport();
});

test('a related title in another language than the page is marked with its language', async ({ page }) => {
  // A written topic shown by its fallback text's title.
  await page.goto('/ru/swccg/activating-force/');
  await expect(page.locator('section.related a[href="/ru/swccg/actions/"] > span')).toHaveAttribute('lang', 'fr');
  await page.goto('/fr/swccg/activating-force/');
  await expect(page.locator('section.related a[href="/fr/swccg/actions/"] [lang]')).toHaveCount(0);
  // A known topic without a text falls back in the order texts do: English, then Russian.
  await page.goto('/fr/ti4/component-limitations/');
  await expect(page.locator('section.related [data-unwritten="ti4/units"] span[lang]')).toHaveText('Units');
  await expect(page.locator('section.related [data-unwritten="ti4/units"] span[lang]')).toHaveAttribute('lang', 'en');
  await page.goto('/ru/ti4/component-limitations/');
  await expect(page.locator('section.related [data-unwritten="ti4/units"]')).toContainText('Отряды');
  await expect(page.locator('section.related [data-unwritten="ti4/units"] span[lang]')).toHaveCount(0);
});
