/**
 * The site search on the built site: queries in every language from every
 * interface language, word forms, rule numbers, `?q=`, deep links, keyboard,
 * lazy loading and hostile input.
 */
import { expect, test, type Page } from '@playwright/test';

const interfaces = ['ru', 'en', 'fr'] as const;

/** Types a query into the header's search field and waits for its results. */
async function search(page: Page, query: string) {
  const input = page.getByRole('searchbox');
  await input.click();
  await input.fill(query);
  const status = page.locator('#site-search-status');
  await expect(status).toHaveText(/\d|Nothing|Ничего|Aucun/);
  return page.locator('.site-search-results');
}

/** The href of every result link. */
async function resultHrefs(page: Page): Promise<string[]> {
  return page.locator('.site-search-results a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

const crossLanguage: [query: string, topic: string][] = [
  ['fighter', '/en/ti4/component-limitations/'],
  ['истребители', '/ru/ti4/component-limitations/'],
  ['empilement', '/fr/swccg/actions/'],
  // RftG exists in Russian only: its Russian words and its terms' English names find it.
  ['захваты', '/ru/rftg/rebel-vs-imperium/'],
  ['takeover', '/ru/rftg/rebel-vs-imperium/'],
  ['Military', '/ru/rftg/rebel-vs-imperium/'],
];

for (const lang of interfaces) {
  test.describe(`from /${lang}/`, () => {
    for (const [query, topic] of crossLanguage) {
      test(`"${query}" finds ${topic}`, async ({ page }) => {
        await page.goto(`/${lang}/`);
        await search(page, query);
        expect((await resultHrefs(page)).some((href) => href.startsWith(topic))).toBe(true);
      });
    }

    test('labels results with game and language, interface language first', async ({ page }) => {
      await page.goto(`/${lang}/`);
      await search(page, '4');
      const items = page.locator('.site-search-results li');
      await expect(items.first().locator('a').first()).toHaveAttribute('lang', lang);
      const labels = await items.locator('.search-labels').allTextContents();
      expect(new Set(labels.map((label) => label.split(' · ')[0]))).toEqual(new Set(['TI4', 'SWCCG', 'RftG']));
    });
  });
}

test.describe('word forms', () => {
  const forms: [topic: string, words: string[]][] = [
    ['/ru/ti4/component-limitations/', ['истребитель', 'истребителей', 'истребители', 'отряд', 'отрядов', 'размещать', 'размещает', 'разместить']],
    ['/ru/rftg/rebel-vs-imperium/', ['захват', 'захваты', 'захватов', 'повстанческий', 'повстанческие', 'повстанческих', 'военный', 'военных']],
    ['/fr/swccg/actions/', ['empilement', 'empilant', 'empilent', 'bataille', 'batailles', 'initier', 'initiée', 'initie']],
  ];
  for (const [topic, words] of forms) {
    for (const word of words) {
      test(`"${word}" finds ${topic}`, async ({ page }) => {
        await page.goto('/en/');
        await search(page, word);
        expect((await resultHrefs(page)).some((href) => href.startsWith(topic))).toBe(true);
      });
    }
  }

  test('a dictionary form highlights the inflected forms in the text', async ({ page }) => {
    await page.goto('/ru/');
    await search(page, 'истребитель');
    const marks = await page.locator('.site-search-results mark').allTextContents();
    expect(marks.map((mark) => mark.toLowerCase())).toContainEqual(expect.stringMatching(/^истребител(ей|и)/));
  });
});

test.describe('rule numbers', () => {
  test('"49.4" finds paragraph 49.4 in Russian', async ({ page }) => {
    await page.goto('/ru/');
    await search(page, '49.4');
    expect(await resultHrefs(page)).toContain('/ru/ti4/component-limitations/#units');
  });

  test('"4.2" finds paragraph 4.2 and the link lands on it', async ({ page }) => {
    await page.goto('/en/');
    await search(page, '4.2');
    const link = page.locator('.site-search-results a[href="/en/ti4/component-limitations/#unit-tokens"]');
    await expect(link).toBeVisible();
    await expect(link.locator('xpath=following-sibling::p[1]/mark').first()).toHaveText('4.2');
    await link.click();
    await expect(page).toHaveURL(/\/en\/ti4\/component-limitations\/#unit-tokens$/);
    await expect(page.locator('#unit-tokens')).toBeInViewport();
  });
});

test('?q= opens the search with the query', async ({ page }) => {
  await page.goto('/fr/?q=%D0%B8%D1%81%D1%82%D1%80%D0%B5%D0%B1%D0%B8%D1%82%D0%B5%D0%BB%D0%B8');
  await expect(page.getByRole('searchbox')).toHaveValue('истребители');
  await expect(page.locator('#site-search-status')).toHaveText(/\d/);
  expect((await resultHrefs(page)).some((href) => href.startsWith('/ru/ti4/component-limitations/'))).toBe(true);
});

test('the search field has a label in the interface language', async ({ page }) => {
  await page.goto('/fr/');
  await expect(page.getByRole('searchbox', { name: 'Rechercher dans les règles' })).toBeVisible();
  await page.goto('/ru/ti4/component-limitations/');
  await expect(page.getByRole('searchbox', { name: 'Поиск по правилам' })).toBeVisible();
});

test('no search code loads before the field is focused', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto('/en/ti4/component-limitations/');
  await page.waitForLoadState('networkidle');
  expect(requests.filter((path) => path.startsWith('/pagefind/') || /\/search\.[^/]*\.js$/.test(path))).toEqual([]);
  await page.getByRole('searchbox').focus();
  await expect.poll(() => requests.some((path) => path === '/pagefind/en/pagefind.js')).toBe(true);
});

test('keyboard: arrows move through results, Escape closes, count announced', async ({ page }) => {
  await page.goto('/en/');
  await search(page, 'fighter');
  const status = page.locator('#site-search-status');
  await expect(status).toHaveAttribute('aria-live', 'polite');
  await expect(status).toHaveText(/^\d+ results?$/);
  const links = page.locator('.site-search-results a');
  await page.keyboard.press('ArrowDown');
  await expect(links.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('searchbox')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('#site-search-results')).toBeHidden();
  await expect(page.getByRole('searchbox')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(links.nth(0)).toBeFocused();
});

test.describe('hostile input is searched as text', () => {
  const inputs = ['<img src=x onerror=alert(1)>', `"'><script>alert(1)</script>`, 'x'.repeat(5000), '🎲🃏 fighter', '"'];
  for (const input of inputs) {
    test(`${JSON.stringify(input.slice(0, 30))}`, async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        dialog.dismiss();
      });
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await page.goto('/en/');
      await search(page, input);
      await page.goto(`/en/?q=${encodeURIComponent(input)}`);
      await expect(page.locator('#site-search-status')).toHaveText(/\d|Nothing/);
      // Nothing of the input became markup: no element from it, no script with its code.
      expect(await page.locator('img[src="x"], [onerror]').count()).toBe(0);
      expect(await page.locator('script').evaluateAll((scripts) => scripts.filter((script) => script.textContent?.includes('alert(1)')).length)).toBe(0);
      expect(await page.locator('.site-search-results *:not(li, span, a, p, mark)').count()).toBe(0);
      expect(dialogs).toEqual([]);
      expect(errors).toEqual([]);
      await search(page, 'fighter');
      expect((await resultHrefs(page)).some((href) => href.startsWith('/en/ti4/component-limitations/'))).toBe(true);
    });
  }
});

test('the glossary lists each term in each language, marked with its language, with links to topics', async ({ page }) => {
  await page.goto('/fr/glossary/');
  const term = page.locator('#rftg-takeover');
  await expect(term.locator('[lang="ru"]').first()).toBeVisible();
  await expect(term.locator('span[lang="en"]')).toHaveText('takeover');
  await expect(term.locator('a[href="/ru/rftg/rebel-vs-imperium/"]')).toBeVisible();
  await expect(page.locator('#swccg-result')).toContainText('ajouté par la rédaction');
});

test('a word found in the interface language offers the other languages of its script, one tap away', async ({ page }) => {
  /** The languages of the text results (glossary terms aside). */
  const textLanguages = () =>
    page
      .locator('.site-search-results li')
      .evaluateAll((items) =>
        items.filter((item) => !item.querySelector('.search-labels span[lang]')).map((item) => item.querySelector('a')?.lang ?? ''),
      );
  await page.goto('/en/');
  await search(page, 'place');
  // English texts first (TI4 "place a unit"); the French index is not loaded yet.
  expect(await textLanguages()).toContain('en');
  expect(await textLanguages()).not.toContain('fr');
  const more = page.locator('.site-search-more');
  await expect(more).toBeVisible();
  await expect(more).toHaveText(/French/);
  await more.click();
  await expect.poll(textLanguages).toContain('fr');
  await expect(more).toBeHidden();
});
