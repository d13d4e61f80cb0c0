/**
 * What a first search costs on a phone: the bytes transferred and requests
 * made from focusing the search field to the first query's results, with the
 * site's search and with Pagefind's default UI (`pagefind-ui.js`/`.css`, which
 * Pagefind writes into each bundle) on the same built site and page.
 *
 * Run after `npm run build`: `npm run measure:search` (env: QUERY and PAGE for one case instead of the three defaults;
 * PORT, default 4321, reusing a preview already on it).
 *
 * @example
 * // First query "fighter" on /en/ …
 * //   ours 9 requests 89,032 bytes; Pagefind default UI 11 requests 121,759 bytes
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from '@playwright/test';

const port = Number(process.env.PORT ?? 4321);
const origin = `http://127.0.0.1:${port}`;
/** The first queries measured: a term in each language, typed on that language's home. */
const cases: { query: string; pagePath: string }[] = process.env.QUERY
  ? [{ query: process.env.QUERY, pagePath: process.env.PAGE ?? '/en/' }]
  : [
      { query: 'fighter', pagePath: '/en/' },
      { query: 'истребители', pagePath: '/ru/' },
      { query: 'empilement', pagePath: '/fr/' },
    ];
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

interface Cost {
  requests: number;
  bytes: number;
}

/** Counts the requests and transferred bytes (headers and body) of what `act` makes the page load. */
async function measure(browser: Browser, pagePath: string, act: (page: Page) => Promise<void>): Promise<Cost> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(origin + pagePath, { waitUntil: 'networkidle' });
  const sizes: Promise<number>[] = [];
  if (process.env.VERBOSE) page.on("requestfinished", async (r) => console.log((await r.sizes()).responseBodySize, r.url()));
  page.on('requestfinished', (request) =>
    sizes.push(request.sizes().then((size) => size.requestHeadersSize + size.requestBodySize + size.responseHeadersSize + size.responseBodySize)),
  );
  await act(page);
  await page.waitForLoadState('networkidle');
  const cost = { requests: sizes.length, bytes: (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0) };
  await context.close();
  return cost;
}

// Both searches get the query in one input event (as a paste), so neither pays for intermediate queries.
async function ours(page: Page, query: string): Promise<void> {
  await page.getByRole('searchbox').focus();
  await page.getByRole('searchbox').fill(query);
  await page.locator('#site-search-status').filter({ hasText: /\d/ }).waitFor();
}

async function pagefindDefaultUi(page: Page, query: string, lang: string): Promise<void> {
  await page.evaluate(
    (base) =>
      new Promise<void>((resolve, reject) => {
        const style = document.createElement('link');
        style.rel = 'stylesheet';
        style.href = `${base}pagefind-ui.css`;
        const script = document.createElement('script');
        script.src = `${base}pagefind-ui.js`;
        script.onload = () => resolve();
        script.onerror = () => reject(new Error('pagefind-ui.js did not load'));
        const element = document.createElement('div');
        element.id = 'pagefind-default-ui';
        document.body.prepend(element);
        document.head.append(style, script);
      }),
    `/pagefind/${lang}/`,
  );
  await page.evaluate(() => new (window as unknown as { PagefindUI: new (options: object) => unknown }).PagefindUI({ element: '#pagefind-default-ui', showSubResults: true }));
  await page.locator('#pagefind-default-ui input').focus();
  await page.locator('#pagefind-default-ui input').fill(query);
  await page.locator('#pagefind-default-ui .pagefind-ui__result').first().waitFor();
}

/** Whether the built site is being served on `origin` already. */
async function serving(): Promise<boolean> {
  return fetch(origin).then((response) => response.ok, () => false);
}

// Serve dist/ with `astro preview` unless it is served already (Astro allows one preview per project).
const server = (await serving())
  ? undefined
  : spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'preview', '--host', '127.0.0.1', '--port', String(port)], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
try {
  for (let tries = 0; !(await serving()); tries++) {
    if (tries > 150) throw new Error(`astro preview did not start on ${origin}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const browser = await chromium.launch({ executablePath, args: executablePath ? ['--no-sandbox', '--disable-gpu'] : [] });
  const line = (name: string, cost: Cost) => `  ${name.padEnd(22)} ${String(cost.requests).padStart(3)} requests ${cost.bytes.toLocaleString('en').padStart(10)} bytes`;
  for (const { query, pagePath } of cases) {
    const lang = pagePath.split('/')[1] || 'en';
    const costs = {
      ours: await measure(browser, pagePath, (page) => ours(page, query)),
      default: await measure(browser, pagePath, (page) => pagefindDefaultUi(page, query, lang)),
    };
    console.log(`First query "${query}" on ${pagePath} (built site, from focus to results):`);
    console.log(line('ours', costs.ours));
    console.log(line('Pagefind default UI', costs.default));
    if (costs.ours.bytes >= costs.default.bytes || costs.ours.requests > costs.default.requests) {
      console.error('  Ours costs no less than the default UI.');
      process.exitCode = 1;
    }
  }
  await browser.close();
} finally {
  server?.kill();
}
