/**
 * Topic pages in a language the topic has no text in: a notice in the
 * interface language, the text marked with its own language, links to the
 * languages it has. Texts in their own language carry no such notice.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './shared-pages.ts';
import { topicIds } from '../support/content.ts';
import { interfaceString, languages, textLanguage, textLanguages, type Language } from '../support/site.ts';
import { topicPath } from '../../src/routing/paths.ts';

/** The `lang` that applies to each element matched by `selector` (its own or its nearest ancestor's). */
async function languagesOf(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .evaluateAll((elements) => elements.map((element) => element.closest('[lang]')?.getAttribute('lang') ?? ''));
}

for (const topicId of topicIds()) {
  for (const lang of languages) {
    const shown = textLanguage(topicId, lang);
    const path = topicPath(lang, topicId);

    if (shown === lang) {
      test(`${path} shows its own ${lang} text without a notice`, async ({ sharedPage }) => {
        const page = await sharedPage('desktop');
        await page.goto(path);
        await expect(page.locator('[data-fallback-notice]')).toHaveCount(0);
        await expect(page.locator('article.topic')).toHaveAttribute('data-text-lang', lang);
        const rules = await languagesOf(page, 'article.topic :is([data-rule], h1, h2, h3, h4)');
        expect(rules.length).toBeGreaterThan(0);
        expect(new Set(rules)).toEqual(new Set([lang]));
      });
      continue;
    }

    test(`${path} says in ${lang} that the text is shown in ${shown}`, async ({ sharedPage }) => {
      const page = await sharedPage('desktop');
      await page.goto(path);
      const notice = page.locator('[data-fallback-notice]');
      await expect(notice).toHaveCount(1);
      await expect(notice).toContainText(interfaceString(lang, 'topic.notInLanguage'));
      await expect(notice).toContainText(
        interfaceString(lang, 'topic.shownIn', { language: interfaceString(lang, `language.${shown}`) }),
      );
      expect(await languagesOf(page, '[data-fallback-notice] p')).toEqual([lang]);

      // Links to exactly the languages the text has.
      const links = notice.locator('a');
      const available = textLanguages(topicId);
      await expect(links).toHaveCount(available.length);
      for (const other of available) {
        // The switcher script rewrites these hrefs (to carry `#paragraph`), so compare where they lead.
        const link = notice.locator(`a[hreflang="${other}"]`);
        expect(await link.evaluate((anchor: HTMLAnchorElement) => anchor.pathname)).toBe(topicPath(other, topicId));
        await expect(link).toHaveText(
          interfaceString(lang, 'topic.readIn', { language: interfaceString(lang, `language.${other}`) }),
        );
      }

      // The text, its title, headings and paragraphs are all under the text's language…
      const article = page.locator('article.topic');
      await expect(article).toHaveAttribute('lang', shown);
      const text = await languagesOf(page, 'article.topic :is([data-rule] .rule-text, h1, h2, h3, h4)');
      expect(text.length).toBeGreaterThan(0);
      expect(new Set(text)).toEqual(new Set([shown]));
      // …and so are the source's edition and the translator's notes below it.
      expect(new Set(await languagesOf(page, '.topic-meta :is(span[lang], .translator-note)'))).toEqual(
        new Set([shown]),
      );

      // Interface strings inside the text stay in the page's language: the paragraph links' labels, and what a
      // mention of a topic without a text is described by.
      const marks = await languagesOf(page, 'article.topic a.rule-number[aria-label]');
      expect(marks.length).toBeGreaterThan(0);
      expect(new Set(marks), 'paragraph link labels').toEqual(new Set([lang]));
      const describedBy = await page
        .locator('article.topic .mention')
        .evaluateAll((mentions) => [...new Set(mentions.map((mention) => mention.getAttribute('aria-describedby')))]);
      for (const id of describedBy)
        expect(await languagesOf(page, `[id="${id}"]`), 'the description of mentions').toEqual([lang]);
    });
  }
}

test('the SWCCG actions in English and Russian pages show the French text', async ({ page }) => {
  for (const lang of ['en', 'ru'] as Language[]) {
    await page.goto(`/${lang}/swccg/actions/`);
    await expect(page.locator('[data-fallback-notice]')).toContainText(interfaceString(lang, 'topic.notInLanguage'));
    await expect(page.locator('article.topic')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('article.topic #example-3-1')).toContainText('Le côté lumineux joue Nabrun Leids');
    expect(
      await page.locator('[data-fallback-notice] a').evaluate((anchor: HTMLAnchorElement) => anchor.pathname),
    ).toBe('/fr/swccg/actions/');
  }
});

test('the TI4 page in French shows the English text and links to English and Russian', async ({ page }) => {
  await page.goto('/fr/ti4/component-limitations/');
  await expect(page.locator('[data-fallback-notice]')).toContainText('Ce sujet');
  await expect(page.locator('article.topic')).toHaveAttribute('lang', 'en');
  await expect(page.locator('article.topic #dice')).toContainText('Dice are limitless.');
  const hrefs = await page
    .locator('[data-fallback-notice] a')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
  expect(hrefs.sort()).toEqual(['/en/ti4/component-limitations/', '/ru/ti4/component-limitations/']);
});
