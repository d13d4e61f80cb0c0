/** The translation status page lists every topic with its languages, sources and gaps. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/** `game/topic` of every text in content/topics/, each once. */
const topicsDir = join(import.meta.dirname, '..', '..', 'content', 'topics');
const topicIds = new Set(
  readdirSync(topicsDir).flatMap((game) => readdirSync(join(topicsDir, game)).map((name) => `${game}/${name.split('.')[0]}`)),
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
});

test('every page of a language links to its status page (footer)', async ({ page }) => {
  await page.goto('/ru/');
  await page.getByRole('link', { name: 'Состояние переводов' }).click();
  await expect(page).toHaveURL(/\/ru\/status\/$/);
});
