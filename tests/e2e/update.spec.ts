/**
 * A new deploy reaches readers without a mix of versions: the old worker
 * keeps serving the old version while the new one waits, the page offers
 * "new version — reload", and reloading moves every open tab to the new one.
 *
 * The deploy is simulated on a copy of `dist/` served by `tools/serve-dist.ts`:
 * `/en/` changes, and so does its revision in `sw.js`, as a build would write it.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { serveDist, type DistServer } from '../../tools/serve-dist.ts';
import { distDir } from './site-pages.ts';

test.use({ serviceWorkers: 'allow' });

let site: string;
let server: DistServer;

test.beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), 'deploy-'));
  cpSync(distDir, site, { recursive: true });
  server = await serveDist(site);
});

test.afterAll(async () => {
  await server?.close();
  rmSync(site, { recursive: true, force: true });
});

const url = (path: string) => new URL(path, server.url).href;

/** Deploys version 2: a new text of `/en/`, and its new revision in the worker's precache list. */
function deployVersion2(): void {
  const page = join(site, 'en', 'index.html');
  const html = readFileSync(page, 'utf8');
  expect(html).toContain('<h1>Board-game rules</h1>');
  writeFileSync(page, html.replace('<h1>Board-game rules</h1>', '<h1>Board-game rules, version 2</h1>'));
  const worker = join(site, 'sw.js');
  const source = readFileSync(worker, 'utf8');
  const updated = source.replace(/(\{"revision":")[0-9a-f]+(","url":"en\/index\.html"\})/, '$1version-2$2');
  expect(updated).not.toBe(source);
  writeFileSync(worker, updated);
}

/** Opens a page and waits until a worker controls it. */
async function openControlled(page: Page, path: string): Promise<void> {
  await page.goto(url(path));
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
}

test('a new deploy: the old version is served until the reader reloads, then every tab shows the new one', async ({
  context,
}) => {
  test.setTimeout(90_000);
  const reader = await context.newPage();
  await openControlled(reader, '/en/');
  const otherTab = await context.newPage();
  await otherTab.goto(url('/en/ti4/'));
  const notice = (page: Page) => page.locator('[data-update-notice]');
  await expect(notice(reader)).toHaveCount(0);

  deployVersion2();
  await reader.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
  await expect(notice(reader)).toHaveText(/A new version of the site is ready\.\s*Reload/);
  await expect(notice(reader)).toHaveAttribute('role', 'status');

  // While the new worker waits, a page opened is the old version's, with the same offer.
  await otherTab.goto(url('/en/'));
  await expect(otherTab.locator('h1')).toHaveText('Board-game rules');
  await expect(notice(otherTab)).toBeVisible();

  const otherTabReloads = otherTab.waitForEvent('load');
  await notice(reader).getByRole('button', { name: 'Reload' }).click();
  await expect(reader.locator('h1')).toHaveText('Board-game rules, version 2');
  await expect(notice(reader)).toHaveCount(0);
  await otherTabReloads;
  await expect(otherTab.locator('h1')).toHaveText('Board-game rules, version 2');
});

test('the offer is in the page language, and a tap target on a phone', async ({ browser }) => {
  const context = await browser.newContext({
    serviceWorkers: 'allow',
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await openControlled(page, '/ru/');
  // Another deploy: any change to sw.js makes a new worker.
  writeFileSync(join(site, 'sw.js'), `${readFileSync(join(site, 'sw.js'), 'utf8')}\n// version 3\n`);
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
  const notice = page.locator('[data-update-notice]');
  await expect(notice).toContainText('Готова новая версия сайта.');
  const button = notice.getByRole('button', { name: 'Обновить' });
  const box = (await button.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  await context.close();
});
