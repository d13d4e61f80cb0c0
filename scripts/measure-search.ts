/**
 * What a first search costs on a phone: the bytes transferred and requests
 * made from focusing the search field to the first query's results, with the
 * site's search and with Pagefind's default UI (`pagefind-ui.js`/`.css`, which
 * Pagefind writes into each bundle) on the same built site and page, and
 * whether each shows the topic or paragraph sought.
 *
 * Same-language queries, then cross-language ones ("fighter" on /ru/, a rule
 * number on /fr/), where ours loads a second language's index. The default UI
 * is measured as Pagefind ships it (the page's own bundle), and, where ours
 * searched more languages, with those bundles merged (`mergeIndex`). Merged
 * bundles load no WebAssembly of their own: they are searched with the page's
 * stemmer (an English query stemmed as Russian), which is why ours loads each
 * language's own and costs more. Where ours searches one language, it must
 * cost less than the default UI; cross-language figures are reported.
 *
 * Run after `npm run build`: `npm run measure:search` (env: QUERY and PAGE for one case instead of the defaults;
 * PORT, default 4321, reusing a preview already on it).
 *
 * @example
 * // First query "fighter" on /ru/ (built site, from focus to results), sought /ru/ti4/component-limitations/:
 * //   ours (ru, en)                 16 requests    206,980 bytes  found
 * //   Pagefind default UI (ru)      10 requests    149,271 bytes  not found
 * //   default UI + en merged        16 requests    162,869 bytes  not found
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from '@playwright/test';
import { sitePreview } from './site-preview.ts';

const port = Number(process.env.PORT ?? 4321);
const origin = `http://127.0.0.1:${port}`;
/** The first queries measured: a term in each language on that language's home, then across languages; and what each seeks. */
const cases: { query: string; pagePath: string; sought?: string }[] = process.env.QUERY
  ? [{ query: process.env.QUERY, pagePath: process.env.PAGE ?? '/en/' }]
  : [
      { query: 'fighter', pagePath: '/en/', sought: '/en/ti4/component-limitations/' },
      { query: 'истребители', pagePath: '/ru/', sought: '/ru/ti4/component-limitations/' },
      { query: 'empilement', pagePath: '/fr/', sought: '/fr/swccg/actions/' },
      { query: 'fighter', pagePath: '/ru/', sought: '/ru/ti4/component-limitations/' },
      { query: 'истребители', pagePath: '/en/', sought: '/ru/ti4/component-limitations/' },
      { query: 'Military', pagePath: '/fr/', sought: '/ru/rftg/rebel-vs-imperium/' },
      { query: '49.4', pagePath: '/fr/', sought: '/ru/ti4/component-limitations/#units' },
    ];
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

interface Cost {
  requests: number;
  bytes: number;
  /** The language bundles it loaded. */
  languages: string[];
  /** The result links shown. */
  links: string[];
}

/** Counts the requests and transferred bytes (headers and body) of what `act` makes the page load; `act` returns the links shown. */
async function measure(browser: Browser, pagePath: string, act: (page: Page) => Promise<string[]>): Promise<Cost> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(origin + pagePath, { waitUntil: 'networkidle' });
  const sizes: Promise<number>[] = [];
  const languages = new Set<string>();
  if (process.env.VERBOSE) page.on('requestfinished', async (r) => console.log((await r.sizes()).responseBodySize, r.url()));
  page.on('requestfinished', (request) => {
    
    sizes.push(request.sizes().then((size) => size.requestHeadersSize + size.requestBodySize + size.responseHeadersSize + size.responseBodySize));
  });
  const links = await act(page);
  await page.waitForLoadState('networkidle');
  const cost = { requests: sizes.length, bytes: (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0), languages: [...languages], links };
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

/** Pagefind's default UI on the page's bundle, with other languages' bundles merged into it. */
async function pagefindDefaultUi(page: Page, query: string, lang: string, merged: string[] = []): Promise<string[]> {
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
  await page.evaluate(
    (mergeIndex) =>
      new (window as unknown as { PagefindUI: new (options: object) => unknown }).PagefindUI({ element: '#pagefind-default-ui', showSubResults: true, mergeIndex }),
    merged.map((other) => ({ bundlePath: `/pagefind/${other}/` })),
  );
  await page.locator('#pagefind-default-ui input').focus();
  await page.locator('#pagefind-default-ui input').fill(query);
  await page.locator('#pagefind-default-ui .pagefind-ui__message').waitFor();
  await page.locator('#pagefind-default-ui .pagefind-ui__result').first().waitFor({ timeout: 3000 }).catch(() => undefined);
  return page.locator('#pagefind-default-ui a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

const preview = await sitePreview(port);
try {
  const browser = await chromium.launch({ executablePath, args: executablePath ? ['--no-sandbox', '--disable-gpu'] : [] });
  for (const { query, pagePath, sought } of cases) {
    const lang = pagePath.split('/')[1] || 'en';
    const found = (cost: Cost) => (sought === undefined ? '' : cost.links.some((href) => href === sought || href.startsWith(sought)) ? 'found' : 'not found');
    const line = (name: string, cost: Cost) =>
      `  ${name.padEnd(28)} ${String(cost.requests).padStart(3)} requests ${cost.bytes.toLocaleString('en').padStart(10)} bytes  ${found(cost)}`;
    const ourCost = await measure(browser, pagePath, (page) => ours(page, query));
    const defaultCost = await measure(browser, pagePath, (page) => pagefindDefaultUi(page, query, lang));
    const others = ourCost.languages.filter((other) => other !== lang);
    const mergedCost = others.length > 0 ? await measure(browser, pagePath, (page) => pagefindDefaultUi(page, query, lang, others)) : defaultCost;
    console.log(`First query "${query}" on ${pagePath} (built site, from focus to results)${sought ? `, sought ${sought}` : ''}:`);
    console.log(line(`ours (${ourCost.languages.join(', ')})`, ourCost));
    console.log(line(`Pagefind default UI (${lang})`, defaultCost));
    if (others.length > 0) console.log(line(`default UI + ${others.join(', ')} merged`, mergedCost));
    if (others.length === 0 && (ourCost.bytes >= defaultCost.bytes || ourCost.requests > defaultCost.requests)) {
      console.error('  Ours costs no less than the default UI.');
      process.exitCode = 1;
    }
  }
  await browser.close();
} finally {
  preview.close();
}
