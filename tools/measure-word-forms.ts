/**
 * The word-form matrix on the built site (`tools/word-form-cases.ts`): for each
 * real word of the texts, which of its forms find one of the paragraphs that
 * hold it, typed into the search field of the text's language in Chromium.
 *
 * Run after `npm run build`: `npm run measure:word-forms` (env: PORT,
 * default 4321, reusing a preview already on it).
 *
 * @example
 * // ru noun захватчик: ✓захватчик ✓захватчика ✓захватчиком ✓захватчики ✓захватчиков
 * // …
 * // Promised: 85 of 85 forms find their paragraph; limits: 5 of 7.
 */
import { chromium, type Page } from '@playwright/test';
import { sitePreview } from './site-preview.ts';
import { limits, wordForms, type WordFormCase } from './word-form-cases.ts';
import { headlessChromium } from './system-chromium.ts';

const port = Number(process.env.PORT ?? 4321);
const origin = `http://127.0.0.1:${port}`;
const executablePath = headlessChromium;

/** The result links a query gives on `page` (already on its language's home). */
async function hrefsFor(page: Page, query: string): Promise<string[]> {
  const input = page.getByRole('combobox');
  await input.fill(query);
  await page
    .locator('#site-search-status')
    .filter({ hasText: /\d|Nothing|Ничего|Aucun|could not|не загрузился|pas pu/ })
    .waitFor();
  return page
    .locator('.site-search-results a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** Prints each case's forms as found (✓) or not (✗); returns how many of how many were found. */
async function matrix(page: Page, cases: WordFormCase[]): Promise<[number, number]> {
  let found = 0;
  let total = 0;
  for (const { word, kind, lang, paragraphs, queries } of cases) {
    await page.goto(`${origin}/${lang}/`);
    const cells: string[] = [];
    for (const query of queries) {
      const hit = (await hrefsFor(page, query)).some((href) => paragraphs.includes(href));
      cells.push(`${hit ? '✓' : '✗'}${query}`);
      found += Number(hit);
      total++;
    }
    console.log(`${lang} ${kind} ${word}: ${cells.join(' ')}`);
  }
  return [found, total];
}

const preview = await sitePreview(port);
try {
  const browser = await chromium.launch({
    executablePath,
    args: executablePath ? ['--no-sandbox', '--disable-gpu'] : [],
  });
  const page = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
  const [found, total] = await matrix(page, wordForms);
  console.log('Limits (not promised):');
  const [limitsFound, limitsTotal] = await matrix(page, limits);
  console.log(`Promised: ${found} of ${total} forms find their paragraph; limits: ${limitsFound} of ${limitsTotal}.`);
  if (found < total) process.exitCode = 1;
  await browser.close();
} finally {
  preview.close();
}
