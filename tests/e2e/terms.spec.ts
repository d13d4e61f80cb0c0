/**
 * Terms at a tap (issue 20), in the real browser on the built site: the terms
 * of a text's game are marked in its rule text; a tap (360 px, touch), hover
 * or focus (1280 px, mouse and keyboard) shows the term's card — its names in
 * every language, the card language first, its definition where the content
 * has one, its glossary entry — in ru/en/fr, light and dark; the card is
 * dismissed by a tap elsewhere or Escape, never covers the term's line and
 * moves nothing; the reading setting turns the marks off and survives a
 * reload; without JavaScript a term is a link to its glossary entry; the
 * glossary page is a term base. (Validity of every page: built-files.spec.ts.)
 */
import { gzipSync } from 'node:zlib';
import { expect, test, type Locator, type Page, type Response } from '@playwright/test';
import { axeViolations } from './axe.ts';

/** The term card on the page. */
const cardOf = (page: Page) => page.locator('.term-card');

/** The first marked term whose words match. */
const termNamed = (page: Page, words: RegExp) =>
  page.locator('article.topic a.term').filter({ hasText: words }).first();

/** The card does not cover the line of the term it is for. */
async function clearOfLine(term: Locator, card: Locator): Promise<void> {
  const lines = await term.evaluate((element) =>
    [...element.getClientRects()].map(({ top, bottom }) => ({ top, bottom })),
  );
  const box = (await card.boundingBox())!;
  for (const line of lines)
    expect(box.y >= line.bottom - 1 || box.y + box.height <= line.top + 1, 'the card covers the term’s line').toBe(
      true,
    );
}

/** Records layout shifts from now on. */
async function watchShifts(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    (window as unknown as { shift: number }).shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        (window as unknown as { shift: number }).shift += entry.value;
    }).observe({ type: 'layout-shift' });
  });
  return () => page.evaluate(() => (window as unknown as { shift: number }).shift);
}

const cases = [
  {
    name: 'RftG ru «военная мощь» shows Military first',
    path: '/ru/rftg/rebel-vs-imperium/',
    words: /военн\S* мощ/,
    first: { lang: 'en', name: 'Military' },
    also: { lang: 'ru', name: 'военная мощь' },
  },
  {
    name: 'TI4 en "Fighter Tokens" shows «жетоны истребителей» first',
    path: '/en/ti4/component-limitations/',
    words: /^Fighter Tokens$/,
    first: { lang: 'ru', name: 'жетон истребителя, жетоны истребителей' },
    also: { lang: 'en', name: 'fighter token, fighter tokens' },
  },
  {
    name: 'TI4 ru «жетоны истребителей» shows "fighter token" first',
    path: '/ru/ti4/component-limitations/',
    words: /^жетоны истребителей$/,
    first: { lang: 'en', name: 'fighter token, fighter tokens' },
    also: { lang: 'ru', name: 'жетон истребителя, жетоны истребителей' },
  },
];

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`360 px, touch, ${scheme}`, () => {
    test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, colorScheme: scheme });

    for (const c of cases) {
      test(`a tap shows the card: ${c.name}; a tap elsewhere hides it; nothing moves`, async ({ page }) => {
        await page.goto(c.path);
        const term = termNamed(page, c.words);
        await term.scrollIntoViewIfNeeded();
        const shifts = await watchShifts(page);
        await term.tap();
        // A tap shows the card; it does not follow the link.
        expect(new URL(page.url()).pathname).toBe(c.path);
        const card = cardOf(page);
        await expect(card).toBeVisible();
        const names = card.locator('.term-card-names li');
        await expect(names.first()).toHaveText(c.first.name);
        await expect(names.first()).toHaveAttribute('lang', c.first.lang);
        await expect(card.locator(`li[lang="${c.also.lang}"]`)).toHaveText(c.also.name);
        await expect(card.locator('a[data-term-entry]')).toHaveAttribute('href', (await term.getAttribute('href'))!);
        await clearOfLine(term, card);
        const box = (await card.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(360);
        expect(await shifts()).toBe(0);
        await page.locator('h1').tap();
        await expect(card).toBeHidden();
      });
    }
  });

  test.describe(`1280 px, mouse and keyboard, ${scheme}`, () => {
    test.use({ viewport: { width: 1280, height: 800 }, colorScheme: scheme });

    test('hover shows the card and leaving hides it; focus shows it, Escape hides it and keeps focus on the term', async ({
      page,
    }) => {
      await page.goto('/ru/rftg/rebel-vs-imperium/');
      const term = termNamed(page, /военн\S* мощ/);
      await term.scrollIntoViewIfNeeded();
      await term.hover();
      const card = cardOf(page);
      await expect(card.locator('.term-card-names li').first()).toHaveText('Military');
      await clearOfLine(term, card);
      await page.mouse.move(5, 700);
      await expect(card).toBeHidden();
      await term.focus();
      await expect(card).toBeVisible();
      // A screen reader hears the other names once, as the term's description.
      const description = await term.evaluate(
        (element) => document.getElementById(element.getAttribute('aria-describedby')!)?.textContent,
      );
      expect(description).toBe('английский: Military');
      await page.keyboard.press('Escape');
      await expect(card).toBeHidden();
      await expect(term).toBeFocused();
      // Tab from the term reaches the card's links next.
      await term.hover();
      await expect(card).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('an SWCCG term with a glossary topic shows its definition and links to it', async ({ page }) => {
      await page.goto('/fr/swccg/activating-force/');
      const term = termNamed(page, /^activer de la Force$/);
      await term.click();
      const card = cardOf(page);
      await expect(card).toBeVisible();
      await expect(card.locator('.term-card-names li').first()).toHaveAttribute('lang', 'en');
      const definition = card.locator('[data-term-definition]');
      await expect(definition).toBeVisible();
      await expect(definition.locator('a')).toHaveAttribute('href', '/fr/swccg/activate-force/');
      expect((await definition.textContent())!.length).toBeGreaterThan(40);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test.describe('the reading setting', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  for (const lang of ['ru', 'en', 'fr'] as const) {
    test(`${lang}: "plain text" turns the marks off, survives a reload without a flash, and "marked" brings them back`, async ({
      page,
    }) => {
      const path =
        lang === 'fr'
          ? '/fr/swccg/actions/'
          : lang === 'en'
            ? '/en/ti4/component-limitations/'
            : '/ru/rftg/rebel-vs-imperium/';
      await page.goto(path);
      const term = page.locator('article.topic a.term').first();
      const underline = () => term.evaluate((element) => getComputedStyle(element).textDecorationLine);
      expect(await underline()).toBe('underline');
      const setting = page.locator('[data-term-marks-choice]');
      await setting.locator('input[value="plain"]').check();
      expect(await underline()).toBe('none');
      await term.tap({ force: true });
      await expect(cardOf(page)).toHaveCount(0);
      // Applied before the first paint: the first script of the page sets it.
      await page.addInitScript(() => {
        document.addEventListener(
          'readystatechange',
          () => ((window as unknown as { early?: string }).early ??= document.documentElement.dataset.terms),
        );
      });
      await page.reload();
      expect(await page.evaluate(() => (window as unknown as { early?: string }).early)).toBe('plain');
      expect(await underline()).toBe('none');
      await expect(setting.locator('input[value="plain"]')).toBeChecked();
      await setting.locator('input[value="marked"]').check();
      expect(await underline()).toBe('underline');
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a marked term is a link to its glossary entry, which shows both names', async ({ page }) => {
    await page.goto('/ru/rftg/rebel-vs-imperium/');
    const term = termNamed(page, /военн\S* мощ/);
    await expect(term).toHaveAttribute('href', '/ru/glossary/#rftg-military');
    await term.click();
    await expect(page).toHaveURL(/\/ru\/glossary\/#rftg-military$/);
    const entry = page.locator('#rftg-military');
    await expect(entry.locator('[lang="ru"]').first()).toHaveText('военная мощь');
    await expect(entry.locator('[lang="en"]').first()).toHaveText('Military');
  });
});

test('the glossary page is a term base: per game, entries sorted in the page language, each with an id and a permalink, its names with their languages, its topics and definition', async ({
  page,
}) => {
  for (const lang of ['ru', 'en', 'fr'] as const) {
    await page.goto(`/${lang}/glossary/`);
    for (const game of ['rftg', 'ti4', 'swccg']) {
      const entries = page.locator(`section:has(#glossary-${game}) .glossary-term`);
      expect(await entries.count()).toBeGreaterThan(5);
      const keys = await entries.evaluateAll(
        (elements, language) =>
          elements.map((element) => {
            // Its name in the page's language, else in the card language (English for RftG and SWCCG), else the site's order.
            const name = [language, 'en', 'ru', 'fr']
              .map((other) => element.querySelector(`dt [lang="${other}"]`))
              .find(Boolean);
            return name!.textContent!.replace(/^\P{L}+/u, '');
          }),
        lang,
      );
      const collator = new Intl.Collator(lang, { sensitivity: 'base' });
      expect(keys, `${lang} ${game}`).toEqual([...keys].sort(collator.compare));
      // Each entry's id and its permalink (one link, to the entry itself), read in one call for the ~90 entries.
      const permalinks = await entries.evaluateAll((elements) =>
        elements.map((element) => ({
          id: element.getAttribute('id'),
          hrefs: [...element.querySelectorAll('a.glossary-link')].map((link) => link.getAttribute('href')),
        })),
      );
      for (const { id, hrefs } of permalinks) {
        expect(id).toMatch(new RegExp(`^${game}-`));
        expect(hrefs, `the permalink of #${id}`).toEqual([`#${id}`]);
      }
    }
    await expect(page.locator('#swccg-activate-force dd').last().locator('a')).toHaveAttribute(
      'href',
      `/${lang}/swccg/activate-force/`,
    );
    await expect(page.locator('#swccg-activate-force dd').last()).toContainText(
      { ru: 'Определение', en: 'Definition', fr: 'Définition' }[lang],
    );
  }
});

test('a topic page runs at most 10 KB of JavaScript on load, gzip, inline and files; the card’s code loads on first use', async ({
  page,
}) => {
  const scripts: Promise<{ url: string; body: Buffer }>[] = [];
  const recordScript = (response: Response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.body().then((body) => ({ url: response.url(), body })));
  };
  page.on('response', recordScript);
  await page.goto('/en/ti4/component-limitations/');
  await page.waitForLoadState('networkidle');
  // What loaded with the page, and no more: a script the hover below loads is not read here (its body, asked for as
  // the test ends, would fail it).
  page.off('response', recordScript);
  const loaded = await Promise.all(scripts);
  const inline = await page
    .locator('script:not([src])')
    .evaluateAll((elements) => elements.map((element) => element.textContent ?? ''));
  // Each as a host sends it (issue 5's budget is of gzip bytes): every file, and the page's inline scripts.
  const weighed = [
    ...loaded.map((script) => ({ what: script.url, gzip: gzipSync(script.body, { level: 9 }).length })),
    ...inline.map((code, index) => ({ what: `inline script ${index + 1}`, gzip: gzipSync(code, { level: 9 }).length })),
  ];
  expect(loaded.some((script) => script.url.includes('term-card'))).toBe(false);
  expect(loaded.length, 'the page loads its module files').toBeGreaterThan(0);
  expect(
    weighed.reduce((sum, script) => sum + script.gzip, 0),
    weighed.map((script) => `${script.what} ${script.gzip}`).join('\n'),
  ).toBeLessThanOrEqual(10 * 1024);
  const card = page.waitForResponse(/\/_astro\/term-card\.[\w-]+\.js$/);
  await termNamed(page, /^Fighter Tokens$/).hover();
  await expect(cardOf(page)).toBeVisible();
  expect((await card).ok()).toBe(true);
});
