/**
 * A first visit makes the site ready to use without signal, and the footer
 * says so quietly, in the page's language:
 * - the worker fetches its precache six files at a time: with every precached
 *   file delayed, six are waiting at once, never more, files begin while
 *   others wait all along, and the site is ready sooner than the delays alone
 *   would take one file after the other (about one delay per six files, and
 *   the time to store them);
 * - a file that fails (an error answer, or no answer) stops none of the
 *   others: the worker installs, every other page opens offline, the footer
 *   says not all is saved, and the missing files are fetched when they can be
 *   ("Try again", or the next page opened);
 * - the line says saving → ready (en, desktop), saving → not all saved → ready
 *   by "Try again" (fr) or by the next visit (ru, 360 px phone); it appears
 *   without moving the text or the footer (the Layout Instability API), and
 *   is absent where there is no service worker.
 *
 * Each test is a first visit in a new browser context. The precache list is
 * read from the built `dist/sw.js`, as the worker has it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page, type Request, type Route } from '@playwright/test';
import { distDir } from './site-pages.ts';

test.use({ serviceWorkers: 'allow' });

/** The precache list written into `sw.js` by the build's `injectManifest`, as paths. */
const precached: string[] = JSON.parse(
  readFileSync(join(distDir, 'sw.js'), 'utf8').match(/addToCacheList\((\[.*?\])\)/s)![1],
).map((entry: { url: string }) => `/${entry.url}`);
/** The pages among them (and 404.html), as a reader's browser asks for them. */
const precachedPages = precached
  .filter((path) => path.endsWith('.html'))
  .map((path) => path.replace(/index\.html$/, ''));

/** A request the service worker makes for its precache (not a page's own, not the worker's script). */
const byWorker = (request: Request) => request.serviceWorker() !== null && new URL(request.url()).pathname !== '/sw.js';

const line = (page: Page) => page.locator('footer [data-offline-status]');

/** How many files the worker's precache holds. */
function savedFiles(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'));
    return name ? (await (await caches.open(name)).keys()).length : 0;
  });
}

/**
 * Starts recording layout shifts (the Layout Instability API) in every page of the context, of the text and
 * the footer: `shifted(page)` lists the elements of `main` or the footer that moved. (The header's search
 * field settles once at load, with or without a worker: not this line's doing.)
 */
async function recordShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shifted: string[] = [];
    (window as unknown as { shifted: string[] }).shifted = shifted;
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as (PerformanceEntry & { sources?: { node?: Node }[] })[]) {
        for (const { node } of entry.sources ?? []) {
          const element = node instanceof Element ? node : node?.parentElement;
          if (element?.closest('main, footer')) shifted.push(`${element.tagName}.${element.className}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const shifted = (page: Page) => page.evaluate(() => (window as unknown as { shifted: string[] }).shifted);

/** Goes offline and opens each path as a reader would, expecting the worker to answer with that very file of `dist/`. */
async function openEachOffline(page: Page, paths: string[]): Promise<void> {
  await page.context().setOffline(true);
  for (const path of paths) {
    const response = await page.goto(path, { waitUntil: 'commit' });
    expect(response?.fromServiceWorker(), path).toBe(true);
    expect(response?.status(), path).toBe(200);
    const file = join(distDir, path.endsWith('/') ? `${path}index.html` : path);
    expect((await response!.body()).equals(readFileSync(file)), `${path} is the built page`).toBe(true);
  }
}

test('the precache is fetched six files at a time, each delayed: ready after about one delay per six files; the line says saving, then ready', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const delay = 100;
  // The files waiting on their delay: at most at once, and how many began while another was waiting.
  let waiting = 0;
  let mostAtOnce = 0;
  let beganBeside = 0;
  let first = 0;
  const asked = new Map<string, number>();
  await context.route('**/*', async (route) => {
    if (!byWorker(route.request())) return route.fallback();
    first ||= Date.now();
    const path = new URL(route.request().url()).pathname;
    asked.set(path, (asked.get(path) ?? 0) + 1);
    if (waiting > 0) beganBeside += 1;
    waiting += 1;
    mostAtOnce = Math.max(mostAtOnce, waiting);
    await new Promise((resolve) => setTimeout(resolve, delay));
    waiting -= 1;
    await route.continue();
  });
  await recordShifts(context);
  await page.goto('/en/ti4/component-limitations/');
  await expect(line(page)).toHaveText(/^Saving the site to use without signal… \d{1,2}%$/);
  await expect(line(page)).toHaveAttribute('aria-busy', 'true');
  await expect(line(page)).toHaveAttribute('role', 'status');
  await expect(line(page)).toHaveText('The site is ready to use without signal.', { timeout: 45_000 });
  const ready = Date.now();
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(line(page)).toHaveAttribute('aria-busy', 'false');
  await expect(line(page)).toHaveAttribute('data-offline-status', 'ready');

  // Every file asked for once, and saved.
  expect([...asked.keys()].sort()).toEqual([...precached].sort());
  expect(Math.max(...asked.values())).toBe(1);
  expect(await savedFiles(page)).toBe(precached.length);
  // Six at once, never more, and all along: one after the other, no file would begin while another waits,
  // and the delays alone would take one per file.
  expect(mostAtOnce).toBe(6);
  expect(beganBeside / precached.length).toBeGreaterThan(0.8);
  const seconds = (ready - first) / 1000;
  const oneByOne = (precached.length * delay) / 1000;
  console.log(
    `${precached.length} files, each delayed ${delay} ms: ${beganBeside} began while another waited; ` +
      `ready without signal after ${seconds.toFixed(1)} s (the delays alone, one at a time: ${oneByOne.toFixed(1)} s)`,
  );
  expect(seconds).toBeLessThan(oneByOne);
  // The line appeared, and changed, without moving anything.
  expect(await shifted(page)).toEqual([]);
});

test('a file that fails stops none of the others: every other page opens offline, the line says so, and "Try again" fetches the missing files', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  // One file answers 500, another gets no answer at all.
  const failing = ['/fr/glossary/index.html', '/en/status/index.html'];
  // How often the worker asked for them.
  let asked = 0;
  const ask = (route: Route) => {
    if (!byWorker(route.request())) return false;
    asked += 1;
    return true;
  };
  await context.route(`**${failing[0]}`, (route) =>
    ask(route) ? route.fulfill({ status: 500, body: 'Server error' }) : route.fallback(),
  );
  await context.route(`**${failing[1]}`, (route) => (ask(route) ? route.abort('connectionreset') : route.fallback()));
  await page.goto('/fr/');
  await expect(line(page)).toHaveText(/^Enregistrement du site pour l'utiliser sans réseau… \d{1,2}\s%$/);
  const incomplete = "Une partie du site n'a pas pu être enregistrée pour l'utiliser sans réseau.Réessayer";
  await expect(line(page)).toHaveText(incomplete, { timeout: 45_000 });
  await expect(line(page)).toHaveAttribute('data-offline-status', 'incomplete');
  expect(await savedFiles(page)).toBe(precached.length - failing.length);

  // The worker installed and answers offline for every page but the two missing.
  const missing = failing.map((path) => path.replace(/index\.html$/, ''));
  await openEachOffline(
    page,
    precachedPages.filter((path) => !missing.includes(path)),
  );
  for (const path of missing)
    await expect(page.goto(path), path).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);

  // Online again, the files still failing: "Try again" tries, and says so.
  await page.context().setOffline(false);
  await page.goto('/fr/');
  const retry = line(page).getByRole('button', { name: 'Réessayer' });
  await expect(retry).toBeVisible();
  const askedBefore = asked;
  await retry.click();
  // Both asked for again, both failing again: not all saved, still (the line said so before the click too).
  await expect.poll(() => asked).toBe(askedBefore + 2);
  await expect(line(page)).toHaveText(incomplete);
  expect(await savedFiles(page)).toBe(precached.length - failing.length);

  // Once they answer, "Try again" saves them: ready.
  await context.unrouteAll({ behavior: 'wait' });
  await retry.click();
  await expect(line(page)).toHaveText('Le site est prêt à fonctionner sans réseau.');
  await expect(retry).toHaveCount(0);
  await expect(line(page)).toBeFocused();
  expect(await savedFiles(page)).toBe(precached.length);
  await openEachOffline(page, missing);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test('in Russian: saving, then not all saved with a tap target to try again; the next page opened saves what was missing', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    const failing = '/ru/status/index.html';
    await context.route(`**${failing}`, (route) =>
      byWorker(route.request()) ? route.fulfill({ status: 503, body: 'Unavailable' }) : route.fallback(),
    );
    await recordShifts(context);
    await page.goto('/ru/');
    await expect(line(page)).toHaveText(/^Сохраняем сайт для работы без связи… \d{1,2}\s%$/);
    await expect(line(page)).toHaveText('Часть сайта не удалось сохранить для работы без связи.Повторить', {
      timeout: 45_000,
    });
    const box = (await line(page).getByRole('button', { name: 'Повторить' }).boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await shifted(page)).toEqual([]);

    // The next page opened asks the worker, which fetches what is missing.
    await context.unrouteAll({ behavior: 'wait' });
    await page.goto('/ru/ti4/');
    await expect(line(page)).toHaveText('Сайт готов к работе без связи.');
    expect(await savedFiles(page)).toBe(precached.length);
    await openEachOffline(page, ['/ru/status/']);
  });
});

test('no line where there is no service worker', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
  await page.goto('/en/');
  // Until nothing more loads: a line (or its script) would have been asked for by then.
  await page.waitForLoadState('networkidle');
  await expect(line(page)).toBeHidden();
  await expect(line(page)).toBeEmpty();
  expect(loaded.filter((path) => path.includes('offline-status'))).toEqual([]);
  await context.close();
});
