/** The translation status page lists every topic with its languages, sources and gaps. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { topicTexts } from '../support/content.ts';

/** `game/topic` of every text in content/topics/, each once. */
const topicsDir = join(import.meta.dirname, '..', '..', 'content', 'topics');
const topicIds = new Set(
  readdirSync(topicsDir).flatMap((game) =>
    readdirSync(join(topicsDir, game)).map((name) => `${game}/${name.split('.')[0]}`),
  ),
);

test('/fr/status/ lists every topic with the languages it has and lacks', async ({ page }) => {
  await page.goto('/fr/status/');
  await expect(page.locator('h1')).toHaveText('État des traductions');
  await expect(page.locator('[data-status-topic]')).toHaveCount(topicIds.size);
  const ti4 = page.locator('[data-status-topic="ti4/component-limitations"]');
  await expect(ti4.locator('[data-status-version]')).toHaveCount(2);
  await expect(ti4.locator('[data-status-version="en"] a')).toHaveAttribute('href', '/en/ti4/component-limitations/');
  await expect(ti4.locator('[data-status-missing-languages]')).toHaveText('Pas encore de texte en : français.');
  await expect(ti4).toContainText('Toutes les traductions ont les mêmes paragraphes.');
  await expect(ti4).toContainText('001_aca62f1091db89aa.txt');
  // A translation starts from the topic's original; a topic without one starts from the text its page shows.
  await expect(ti4.locator('[data-status-translate="fr"] code')).toHaveText(
    'npm run translate -- ti4/component-limitations fr',
  );
  await expect(page.locator('[data-status-topic="swccg/actions"] [data-status-translate="en"] code')).toHaveText(
    'npm run translate -- swccg/actions en --from fr',
  );
});

test('every page of a language links to its status page (footer)', async ({ page }) => {
  await page.goto('/ru/');
  await page.getByRole('link', { name: 'Состояние переводов' }).click();
  await expect(page).toHaveURL(/\/ru\/status\/$/);
});

test("the status page lists the translator's notes inside the texts, each linking to the paragraph it is in", async ({
  page,
}) => {
  const inline = topicTexts().reduce(
    (sum, text) => sum + text.paragraphs.reduce((count, paragraph) => count + (paragraph.notes?.length ?? 0), 0),
    0,
  );
  await page.goto('/en/status/');
  const notes = page.locator('[data-status-note]');
  await expect(notes).toHaveCount(inline);
  const actions = page.locator('[data-status-topic="swccg/actions"] [data-status-version="fr"] [data-status-note]');
  await expect(actions).toHaveCount(3);
  await expect(actions.first()).toContainText('( Note du traducteur : voyez Actions- exemple 1 quand le côté lumineux');
  // English card names inside a note keep their lang.
  await expect(actions.first().locator('[lang="en"]')).toHaveText('Crash site memorial');
  const rftg = page.locator(
    '[data-status-topic="rftg/rebel-vs-imperium"] [data-status-note="propaganda-edge-footnote"]',
  );
  await expect(rftg.locator('.translator-note')).toHaveText('(прим. перев.)');
  await expect(rftg.locator('.translator-note')).toHaveAttribute('lang', 'ru');

  const listed = await notes.evaluateAll((items) =>
    items.map((item) => ({
      href: item.querySelector('a')!.getAttribute('href')!,
      text: item.querySelector('.translator-note')!.textContent!.trim(),
    })),
  );
  expect(listed.map(({ href }) => href)).toContain('/ru/rftg/rebel-vs-imperium/#propaganda-edge-footnote');
  for (const { href, text } of listed) {
    await page.goto(href);
    const paragraph = page.locator(`[id="${new URL(href, page.url()).hash.slice(1)}"]`);
    await expect(paragraph).toHaveCount(1);
    const notes = await paragraph
      .locator('.translator-note')
      .evaluateAll((elements) => elements.map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim()));
    expect(notes, href).toContain(text.replace(/\s+/g, ' '));
  }
});

test("the status page lists where a text's conversion changed its seed's words, linking to the paragraph, in the text's language", async ({
  page,
}) => {
  const fixes = topicTexts().flatMap((text) =>
    text.source.conversionFixes.map((fix) => ({ ...fix, lang: text.lang, topicId: text.topicId })),
  );
  expect(fixes.length).toBeGreaterThan(0);
  for (const lang of ['ru', 'en', 'fr'] as const) {
    await page.goto(`/${lang}/status/`);
    await expect(page.locator('[data-status-conversion-fix]')).toHaveCount(fixes.length);
    for (const fix of fixes) {
      // (A paragraph may have more than one fix: each is its own item.)
      const item = page
        .locator(
          `[data-status-topic="${fix.topicId}"] [data-status-version="${fix.lang}"] [data-status-conversion-fix="${fix.paragraph}"]`,
        )
        .filter({ hasText: fix.fix });
      await expect(item.locator('a')).toHaveAttribute('href', `/${fix.lang}/${fix.topicId}/#${fix.paragraph}`);
      await expect(item.locator(`span[lang="${fix.lang}"]`)).toHaveText(fix.fix);
    }
  }
});
