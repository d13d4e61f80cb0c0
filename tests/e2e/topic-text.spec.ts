/**
 * Parts of the converted texts that must read as their sources: the RftG
 * card-count table with its caption (the sentence the source's PDF conversion
 * put into the first row's first cell), and a reference to a paragraph no source
 * has (SWCCG "Actions – exemple 1": the source starts at example 3).
 */
import { expect, test, type Locator } from '@playwright/test';

const caption = 'Количество карт разной стоимости (для базовой игры и обоих расширений) приведено в таблице';
const row = (tag: string, values: string) => values.split(' ').map((value) => `${tag}:${value}`);
/** The card-count table, cell by cell: `th:0` is a header cell with "0". */
const cardCounts = [
  row('th', '0 1 2 3 4 5 6 7 8 9'),
  row('td', '0 23 12 10 11 2 22 0 0 0'),
  row('td', '3 11 17 15 5 6 4 1 0 0'),
  row('td', '0 11 9 6 3 4 2 1 1 1'),
];
const layout = (table: Locator) =>
  table
    .locator('tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.children].map((cell) => `${cell.tagName.toLowerCase()}:${cell.textContent!.trim()}`)),
    );
const scopes = (table: Locator) =>
  table.locator('thead th').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('scope')));

test('the RftG card-count table true to its source: the sentence about it is its caption, the costs its header, the counts as printed, the rows unlabelled as in the source, no invented cell', async ({
  page,
}) => {
  await page.goto('/ru/rftg/rebel-vs-imperium/');
  const table = page.locator('#gamble table');
  await expect(table).toHaveCount(1);
  await expect(table.locator('caption')).toHaveText(caption);
  // The caption names the table for a screen reader.
  await expect(table).toHaveAccessibleName(caption);
  expect(await layout(table)).toEqual(cardCounts);
  // The costs head their columns; no row has a label the source does not give.
  expect(await scopes(table)).toEqual(Array(10).fill('col'));
  await expect(table.locator('tbody th')).toHaveCount(0);
  // The caption is said once on the page: in the table, not also before it or in a cell.
  expect(
    await page.locator('#gamble').evaluate((rule, text) => rule.textContent!.split(text).length - 1, caption),
  ).toBe(1);
  // It shows above the table, in the text's language, not cut.
  const [captionBox, tableBox] = [
    await table.locator('caption').boundingBox(),
    await table.locator('thead').boundingBox(),
  ];
  expect(captionBox!.y + captionBox!.height).toBeLessThanOrEqual(tableBox!.y + 1);
});

test('SWCCG: the translator\'s reference to "Actions- exemple 1" is a "no text yet" mention, not a link', async ({
  page,
}) => {
  await page.goto('/fr/swccg/actions/');
  const note = page.locator('#example-4-4 .translator-note');
  const mention = note.locator('.mention');
  await expect(mention).toHaveCount(1);
  await expect(mention).toHaveText('Actions- exemple 1');
  await expect(mention).toHaveAccessibleDescription('pas encore de texte');
  await expect(note.locator('a')).toHaveCount(0);
  await expect(page.locator('#example-1')).toHaveCount(0);
  // In another interface language it is described in that language.
  await page.goto('/en/swccg/actions/');
  await expect(page.locator('#example-4-4 .mention')).toHaveAccessibleDescription('no text yet');
});

test('SWCCG: the English headword of a French title is marked lang="en" wherever the title is shown, and the plain title stays in <title>', async ({
  page,
}) => {
  await page.goto('/fr/swccg/activate-force/');
  await expect(page.locator('h1')).toHaveText('Activate Force (activer de la Force)');
  await expect(page.locator('h1 [lang="en"]')).toHaveText('Activate Force');
  await expect(page).toHaveTitle(/^Activate Force \(activer de la Force\) — /);
  // As rendered, not only in the DOM: in the related topics' link (a flex box) the space after the headword stays.
  const related = page.locator('section[aria-labelledby="related"] a[href="/fr/swccg/activate-phase/"]');
  await expect(related.locator('[lang="en"]')).toHaveText('Activate phase');
  expect(await related.evaluate((link) => (link as HTMLElement).innerText)).toBe("Activate phase (phase d'activation)");
  // In the game's topic list, as a neighbour, on a paragraph's own page, on the glossary and status pages.
  await page.goto('/fr/swccg/');
  await expect(page.locator('.topic-list a[href="/fr/swccg/activate-force/"] [lang="en"]')).toHaveText(
    'Activate Force',
  );
  await page.goto('/fr/swccg/activate-phase/');
  await expect(page.locator('.topic-neighbours a[href="/fr/swccg/activate-force/"] [lang="en"]')).toHaveText(
    'Activate Force',
  );
  await page.goto('/fr/status/swccg/');
  await expect(page.locator('[data-status-topic="swccg/activate-force"] h3 [lang="en"]')).toHaveText('Activate Force');
  await expect(page.locator('[data-worklist-topic="swccg/activate-force"] th [lang="en"]')).toHaveText(
    'Activate Force',
  );
  // Seen from the Russian interface, the French text's title is French with its English headword.
  await page.goto('/ru/swccg/');
  const item = page.locator('.topic-list a[href="/ru/swccg/activate-force/"]');
  await expect(item.locator('[lang="fr"] [lang="en"]')).toHaveText('Activate Force');
});

test.describe("without JavaScript (a paragraph's own page sends a reader on with a script)", () => {
  test.use({ javaScriptEnabled: false });

  test('SWCCG: a paragraph page marks the English headword in the title it cites', async ({ page }) => {
    await page.goto('/fr/swccg/activate-force/see-also/');
    await expect(page.locator('.paragraph-page-source [lang="en"]')).toHaveText('Activate Force');
    await page.goto('/en/swccg/actions/stacking-1/');
    // A fallback: the French text's title, its headword in English, inside the French run.
    await expect(page.locator('.paragraph-page-source [lang="fr"]')).toHaveText('Actions');
  });

  test('RftG: "gamble", too long with its card-count table for a paragraph page of 2 KB, shows its start there, and the way to the whole rule', async ({
    page,
  }) => {
    await page.goto('/ru/rftg/rebel-vs-imperium/gamble/');
    const text = page.locator('.paragraph-page-text');
    await expect(text.locator('p').first()).toHaveText('Сделать ставку на удачу');
    await expect(text.locator('p').nth(1)).toHaveText(/^Вы можете открыть с руки в качестве ставки одну карту/);
    await expect(text.locator('p').last()).toHaveText(/…$/);
    await expect(text.locator('table')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Читать в контексте' })).toHaveAttribute(
      'href',
      '/ru/rftg/rebel-vs-imperium/#gamble',
    );
  });
});
