/**
 * Search that gets out of the way (issue 23), on the built site, on a phone
 * (360 px, touch) and with a mouse (768, 1024, 1280 px), in the three
 * languages: choosing a result, on the page being read or another, closes the
 * results and shows its paragraph highlighted under the sticky header, with the
 * focus on it; Enter opens the first result, or the one the arrows chose;
 * Escape, the close button and Back close the results without leaving the page.
 * And rule numbers across editions: a number as one edition prints it finds
 * the paragraph in the reader's language too, named with both numbers.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectTextSoon } from './expect-text-soon.ts';

const interfaces = ['ru', 'en', 'fr'] as const;
type Lang = (typeof interfaces)[number];
const strings = Object.fromEntries(
  interfaces.map((lang) => [
    lang,
    JSON.parse(readFileSync(new URL(`../../src/i18n/locales/${lang}.json`, import.meta.url), 'utf8')).search as Record<
      string,
      string
    >,
  ]),
) as Record<Lang, Record<string, string>>;

const phone = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
const screens = [
  { name: 'a phone, 360 px, touch', use: phone, touch: true },
  { name: '768 px, mouse', use: { viewport: { width: 768, height: 900 } }, touch: false },
  { name: '1024 px, mouse', use: { viewport: { width: 1024, height: 768 } }, touch: false },
  { name: '1280 px, mouse', use: { viewport: { width: 1280, height: 800 } }, touch: false },
];

/** A query whose first result is on the topic page in each language, and that page. */
const onTopicPage: Record<Lang, { query: string; path: string }> = {
  ru: { query: 'истребители', path: '/ru/ti4/component-limitations/' },
  en: { query: 'fighter', path: '/en/ti4/component-limitations/' },
  fr: { query: 'empilement', path: '/fr/swccg/actions/' },
};

async function search(page: Page, query: string, touch: boolean) {
  const field = page.getByRole('combobox');
  if (touch) await field.tap();
  else await field.click();
  await field.fill(query);
  await expectTextSoon(page, '#site-search-status', /\d/);
}

/** The chosen paragraph is the page's target, highlighted, focused, on screen and under the sticky header; the results closed. */
async function shownUnderHeader(page: Page, id: string) {
  await expect(page.locator('#site-search-results')).toBeHidden();
  await expect(page.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  const target = page.locator(`[id="${id}"]`);
  await expect(target).toBeFocused();
  await expect(target).toBeInViewport();
  await expect
    .poll(() =>
      target.evaluate((element) => {
        const header = document.querySelector('.site-header')!.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        return {
          target: element.matches(':target'),
          highlighted: getComputedStyle(element).backgroundColor !== 'rgba(0, 0, 0, 0)',
          underHeader: box.top >= header.bottom - 1 && box.top < innerHeight,
        };
      }),
    )
    .toEqual({ target: true, highlighted: true, underHeader: true });
}

for (const screen of screens) {
  test.describe(screen.name, () => {
    test.use(screen.use);
    for (const lang of screen.touch || screen.name.startsWith('1280') ? interfaces : (['en'] as const)) {
      test(`/${lang}/: a result on the page being read closes the results and shows its paragraph under the header, focused`, async ({
        page,
      }) => {
        const { query, path } = onTopicPage[lang];
        await page.goto(path);
        await search(page, query, screen.touch);
        const link = page.locator(`.site-search-results a[href^="${path}#"]`).first();
        const id = (await link.getAttribute('href'))!.split('#')[1];
        if (screen.touch) await link.tap();
        else await link.click();
        await shownUnderHeader(page, id);
        // Still the same page: Back goes where the reader was, not away.
        expect(new URL(page.url()).pathname).toBe(path);
      });
    }
  });
}

for (const lang of interfaces) {
  test(`/${lang}/: a result on another page opens it on the paragraph, under the header, focused`, async ({
    browser,
  }) => {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    const { query, path } = onTopicPage[lang];
    await page.goto(`/${lang}/`);
    await search(page, query, true);
    const link = page.locator(`.site-search-results a[href^="${path}#"]`).first();
    const id = (await link.getAttribute('href'))!.split('#')[1];
    await link.tap();
    await page.waitForURL(`**${path}#${id}`);
    await shownUnderHeader(page, id);
    // The results' entry of the history was replaced: Back goes to the page the search was made on.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/${lang}/$`));
    await context.close();
  });
}

test('Enter opens the first result; after the arrows, the one they chose', async ({ page }) => {
  await page.goto('/en/');
  await search(page, 'fighter', false);
  const links = page.locator('.site-search-results a');
  const first = (await links.nth(0).getAttribute('href'))!;
  await page.keyboard.press('Enter');
  await page.waitForURL(`**${first}`);
  await shownUnderHeader(page, first.split('#')[1]);
  await page.goto('/en/');
  await search(page, 'fighter', false);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const second = (await links.nth(1).getAttribute('href'))!;
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL(`**${second}`);
  await shownUnderHeader(page, second.split('#')[1]);
});

test('Enter before the results are shown opens the first result once they are', async ({ page }) => {
  await page.goto('/ru/');
  const field = page.getByRole('combobox');
  // The search loads on focus (its Pagefind starts loading at once).
  const loaded = page.waitForRequest(/\/pagefind\/pagefind-entry\.json/);
  await field.click();
  await loaded;
  // Enter within the pause after typing, before the query is searched.
  await field.fill('истребители');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/ti4\/component-limitations\/#[\w-]+$/);
});

test.describe('closing the results without leaving the page', () => {
  test.use(phone);

  for (const lang of interfaces) {
    test(`/${lang}/: the close button, visible on a phone, closes them; so do Escape and Back`, async ({ page }) => {
      await page.goto(`/${lang}/`);
      await page.goto(`/${lang}/ti4/`);
      const before = page.url();
      await search(page, onTopicPage[lang].query, true);
      const close = page.getByRole('button', { name: strings[lang].close });
      await expect(close).toBeVisible();
      const box = (await close.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      await close.tap();
      await expect(page.locator('#site-search-results')).toBeHidden();
      await expect(page.getByRole('combobox')).toBeFocused();
      expect(page.url()).toBe(before);
      // Back closes the results, and the page stays.
      await page.getByRole('combobox').fill(`${onTopicPage[lang].query} `);
      await expect(page.locator('#site-search-results')).toBeVisible();
      await page.goBack();
      await expect(page.locator('#site-search-results')).toBeHidden();
      expect(page.url()).toBe(before);
      // Escape too (on a keyboard).
      await page.getByRole('combobox').fill(onTopicPage[lang].query);
      await expect(page.locator('#site-search-results')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.locator('#site-search-results')).toBeHidden();
      expect(page.url()).toBe(before);
      // With the results closed, Back leaves the page as it would have.
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/${lang}/$`));
    });
  }

  test('the close button stays in view while the results scroll', async ({ page }) => {
    await page.goto('/ru/');
    await search(page, 'захват', true);
    const panel = page.locator('#site-search-results');
    await panel.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await expect(page.locator('.site-search-close')).toBeInViewport();
  });
});

test.describe('rule numbers across editions', () => {
  for (const [lang, query, paragraph, name, printed] of [
    [
      'en',
      '49.4',
      '/en/ti4/component-limitations/#units',
      /^4 \(ru 49\.4\)\. Units/,
      '/ru/ti4/component-limitations/#units',
    ],
    [
      'ru',
      '4.2',
      '/ru/ti4/component-limitations/#unit-tokens',
      /^\(en 4\.2\) /,
      '/en/ti4/component-limitations/#unit-tokens',
    ],
    ['fr', '49.4', '/ru/ti4/component-limitations/#units', /^49\.4\. ОТРЯДЫ/, '/en/ti4/component-limitations/#units'],
  ] as const) {
    test(`"${query}" from /${lang}/ finds the paragraph in the reader's language too, named with both numbers`, async ({
      page,
    }) => {
      await page.goto(`/${lang}/`);
      await search(page, query, false);
      const links = page.locator('.site-search-results a');
      await expect(links.first()).toHaveAttribute('href', paragraph);
      await expect(links.first()).toHaveText(name);
      const hrefs = await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')));
      expect(hrefs).toContain(printed);
      // Chosen, it lands on the paragraph of the reader's text.
      await links.first().click();
      await page.waitForURL(`**${paragraph}`);
      await shownUnderHeader(page, paragraph.split('#')[1]);
    });
  }
});
