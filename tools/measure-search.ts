/**
 * What a first search costs on a phone: the bytes transferred (headers and
 * gzip bodies) and requests made from focusing the search field to the first
 * query's settled results, on the built site, and whether the results show
 * the topic or paragraph sought; then the same with Pagefind's default UI
 * (`pagefind-ui.js`/`.css`, which Pagefind writes into the bundle) on the
 * same bundle and page, for comparison.
 *
 * Queries within the page's language, then in another language or script than
 * the page's ("кубики" on /en/, "initiation" on /ru/): the site has one index
 * of every language, so both cost alike. The budget is 100 KB
 * (100,000 bytes) and 8 requests for any first query; a line over it says so.
 * Ours must cost less than the default UI on the same bundle, or the script fails.
 * Then mistyped queries (`figter`), with what the typo correction adds (its
 * script and the list of names: budget 15 KB); the default UI finds nothing there.
 *
 * Run after `npm run build`: `npm run measure:search` (env: QUERY and PAGE for one case instead of the defaults;
 * PORT, default 4321, reusing a preview already on it; VERBOSE=1 lists every request).
 *
 * @example
 * // query          page  sought                               ours                           Pagefind default UI
 * // fighter        /en/  /en/ti4/component-limitations/       8 requests  92,114 bytes found  11 requests 119,000 bytes found
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from '@playwright/test';
import { sitePreview } from './site-preview.ts';

const port = Number(process.env.PORT ?? 4321);
const origin = `http://127.0.0.1:${port}`;
/** The first queries measured: a term in each language on that language's home, then across languages and scripts; and what each seeks. */
const cases: { query: string; pagePath: string; sought?: string; kind: string }[] = process.env.QUERY
  ? [{ query: process.env.QUERY, pagePath: process.env.PAGE ?? '/en/', kind: 'asked' }]
  : [
      { kind: 'within', query: 'fighter', pagePath: '/en/', sought: '/en/ti4/component-limitations/' },
      { kind: 'within', query: 'истребители', pagePath: '/ru/', sought: '/ru/ti4/component-limitations/' },
      { kind: 'within', query: 'захваты', pagePath: '/ru/', sought: '/ru/rftg/rebel-vs-imperium/' },
      { kind: 'within', query: 'empilement', pagePath: '/fr/', sought: '/fr/swccg/actions/' },
      { kind: 'across', query: 'кубики', pagePath: '/en/', sought: '/ru/ti4/component-limitations/' },
      { kind: 'across', query: 'initiation', pagePath: '/ru/', sought: '/fr/swccg/actions/' },
      { kind: 'across', query: 'захват', pagePath: '/en/', sought: '/ru/rftg/rebel-vs-imperium/' },
      { kind: 'across', query: 'fighter', pagePath: '/ru/', sought: '/ru/ti4/component-limitations/' },
      { kind: 'across', query: 'истребители', pagePath: '/en/', sought: '/ru/ti4/component-limitations/' },
      { kind: 'across', query: 'Military', pagePath: '/fr/', sought: '/ru/rftg/rebel-vs-imperium/' },
      { kind: 'across', query: '49.4', pagePath: '/fr/', sought: '/ru/ti4/component-limitations/#units' },
      { kind: 'typo', query: 'figter', pagePath: '/en/', sought: '/en/ti4/component-limitations/' },
      { kind: 'typo', query: 'истрибители', pagePath: '/fr/', sought: '/ru/ti4/component-limitations/' },
      { kind: 'typo', query: 'Imperium Seet', pagePath: '/ru/', sought: '/ru/rftg/rebel-vs-imperium/' },
    ];
/** The budget for any first query. */
const budget = { bytes: 100_000, requests: 8 };
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

interface Cost {
  requests: number;
  bytes: number;
  /** Of those, what the typo correction loaded (its script and the names). */
  typoRequests: number;
  typoBytes: number;
  /** The result links shown. */
  links: string[];
}

/** Counts the requests and transferred bytes (headers and body) of what `act` makes the page load; `act` returns the links shown. */
async function measure(browser: Browser, pagePath: string, act: (page: Page) => Promise<string[]>): Promise<Cost> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(origin + pagePath, { waitUntil: 'networkidle' });
  const sizes: Promise<{ url: string; bytes: number }>[] = [];
  if (process.env.VERBOSE) page.on('requestfinished', async (r) => console.log((await r.sizes()).responseBodySize, r.url()));
  page.on('requestfinished', (request) => {
    sizes.push(request.sizes().then((size) => ({ url: request.url(), bytes: size.requestHeadersSize + size.requestBodySize + size.responseHeadersSize + size.responseBodySize })));
  });
  const links = await act(page);
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(sizes);
  const typo = loaded.filter(({ url }) => /\/_astro\/typos\.[^/]*\.js$|\/search-names\.json$/.test(url));
  const sum = (list: { bytes: number }[]) => list.reduce((total, { bytes }) => total + bytes, 0);
  const cost = { requests: loaded.length, bytes: sum(loaded), typoRequests: typo.length, typoBytes: sum(typo), links };
  await context.close();
  return cost;
}

// Both searches get the query in one input event (as a paste), so neither pays for intermediate queries.
async function ours(page: Page, query: string): Promise<string[]> {
  await page.getByRole('combobox').focus();
  await page.getByRole('combobox').fill(query);
  await page.locator('#site-search-status').filter({ hasText: /\d/ }).waitFor();
  return page.locator('.site-search-results a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** Pagefind's default UI on the site's bundle. */
async function pagefindDefaultUi(page: Page, query: string): Promise<string[]> {
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
    `/pagefind/`,
  );
  await page.evaluate(() => new (window as unknown as { PagefindUI: new (options: object) => unknown }).PagefindUI({ element: '#pagefind-default-ui', showSubResults: true }));
  await page.locator('#pagefind-default-ui input').focus();
  await page.locator('#pagefind-default-ui input').fill(query);
  await page.locator('#pagefind-default-ui .pagefind-ui__message').waitFor();
  await page.locator('#pagefind-default-ui .pagefind-ui__result').first().waitFor({ timeout: 3000 }).catch(() => undefined);
  return page.locator('#pagefind-default-ui a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

const preview = await sitePreview(port);
try {
  const browser = await chromium.launch({ executablePath, args: executablePath ? ['--no-sandbox', '--disable-gpu'] : [] });
  console.log('First query on a page of the built site, from focus to results (bytes: headers and gzip bodies):');
  console.log(`${'kind'.padEnd(7)} ${'query'.padEnd(12)} ${'page'.padEnd(5)} ${'ours'.padEnd(44)} Pagefind default UI, same bundle`);
  for (const { kind, query, pagePath, sought } of cases) {
    const found = (cost: Cost) => (sought === undefined ? '' : cost.links.some((href) => href === sought || href.startsWith(sought)) ? 'found' : 'NOT FOUND');
    const cell = (cost: Cost) => `${String(cost.requests).padStart(2)} requests ${cost.bytes.toLocaleString('en').padStart(8)} bytes ${found(cost).padEnd(9)}`;
    const ourCost = await measure(browser, pagePath, (page) => ours(page, query));
    const defaultCost = await measure(browser, pagePath, (page) => pagefindDefaultUi(page, query));
    const over = [ourCost.bytes > budget.bytes ? 'over 100 KB' : '', ourCost.requests > budget.requests ? 'over 8 requests' : ''].filter(Boolean).join(', ');
    console.log(`${kind.padEnd(7)} ${query.padEnd(12)} ${pagePath.padEnd(5)} ${cell(ourCost)} ${(over || 'in budget').padEnd(16)} ${cell(defaultCost)}`);
    if (ourCost.typoRequests > 0) {
      console.log(`${''.padEnd(26)}of which the typo correction: ${ourCost.typoRequests} requests, ${ourCost.typoBytes.toLocaleString('en')} bytes (budget 15 KB)`);
      if (ourCost.typoBytes > 15_000) process.exitCode = 1;
    }
    if (kind === 'typo') {
      // A mistyped query finds nothing in Pagefind's default UI: no comparison.
    } else if (ourCost.bytes >= defaultCost.bytes || ourCost.requests > defaultCost.requests) {
      console.error(`  "${query}" on ${pagePath}: ours costs no less than the default UI.`);
      process.exitCode = 1;
    }
  }
  await browser.close();
} finally {
  preview.close();
}
