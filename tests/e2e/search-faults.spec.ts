/**
 * The search when the network or a deploy fails (issue 22), on the built
 * site, with Playwright's request routing: each kind of file a search
 * fetches — Pagefind's entry, metadata, WebAssembly, an index chunk, a page's
 * answer (fragment), the search module, a typo-correction file — aborted,
 * answered 500 or 404, or never answered (Playwright's clock runs the search's
 * time limit out). Every failure says so, with a button to try again, and
 * never reads as "nothing found"; the next try works once the file is back.
 * One failed page is one result less, said under the others. After a deploy
 * the old index's files are gone: the search says the rules were updated,
 * with a button to reload.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Route } from '@playwright/test';

const strings = JSON.parse(readFileSync(new URL('../../src/i18n/locales/en.json', import.meta.url), 'utf8'))
  .search as Record<string, string>;
/** The search's time limit for a file (`timeLimit` of `src/search/browser/index-files.ts`), and a little more. */
const pastTimeLimit = 10_500;

/** The files of a search, by kind, as routes see them. */
const files = {
  entry: /\/pagefind\/pagefind-entry\.json(\?.*)?$/,
  meta: /\/pagefind\/pagefind\.[^/]+\.pf_meta$/,
  WebAssembly: /\/pagefind\/wasm\.[^/]+\.pagefind$/,
  'index chunk': /\/pagefind\/index\/[^/]+\.pf_index$/,
  fragment: /\/pagefind\/fragment\/[^/]+\.pf_fragment$/,
  'search module': /\/_astro\/search\.[^/]+\.js(\?.*)?$/,
  'typo correction': /\/pagefind\/typos\/[^/]+\.js(\?.*)?$/,
} as const;
type Kind = keyof typeof files;

const faults = ['aborted', '500', 'never answering', '404'] as const;
type Fault = (typeof faults)[number];

/** Routes the files of `kind` to fail as `fault`; returns the requests held unanswered, and a way to let the files through again. */
async function failing(page: Page, kind: Kind, fault: Fault): Promise<{ held: Route[]; restore: () => Promise<void> }> {
  const held: Route[] = [];
  const handler = (route: Route) => {
    if (fault === 'aborted') return route.abort('internetdisconnected');
    if (fault === '500') return route.fulfill({ status: 500, body: 'server error' });
    if (fault === '404') return route.fulfill({ status: 404, body: 'not found' });
    held.push(route);
  };
  await page.route(files[kind], handler);
  return {
    held,
    restore: async () => {
      // Held requests fail first: once unrouted, they would go on to the network.
      for (const route of held.splice(0)) await route.abort('timedout').catch(() => undefined);
      await page.unroute(files[kind], handler);
    },
  };
}

/** The query each kind of file is needed by: a typo correction only for a query that matches nothing. */
const queryFor = (kind: Kind) => (kind === 'typo correction' ? 'figter' : 'fighter');

/** Waits for the search to give up on a file that never answers: its time limit run out on the page's clock. */
async function outlast(page: Page, held: Route[]) {
  await expect.poll(() => held.length, { message: 'the file was asked for' }).toBeGreaterThan(0);
  await page.clock.fastForward(pastTimeLimit);
}

/** The search said it failed, with its button, and said nothing was found nowhere. */
async function saysFailed(page: Page, message: string, button: string) {
  await expect(page.locator('.site-search-status')).toHaveText(message);
  await expect(page.locator('#site-search-status')).toHaveText(message);
  await expect(page.locator('.site-search-retry')).toHaveText(button);
  await expect(page.locator('.site-search-panel')).not.toContainText(strings.none);
  await expect(page.locator('.site-search-results > li')).toHaveCount(0);
}

for (const kind of Object.keys(files) as Kind[]) {
  test(`${kind}: aborted, 500, 404 or never answering, the search says so with a button, never "nothing found", and works again`, async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/en/');
    const input = page.getByRole('combobox');
    for (const [position, fault] of faults.entries()) {
      const { held, restore } = await failing(page, kind, fault);
      if (position === 0) {
        await input.click();
        await input.fill(queryFor(kind));
      } else {
        // The button tries again (the module: its loader's button).
        await page.locator('.site-search-retry').click();
      }
      if (fault === 'never answering') await outlast(page, held);
      // A script gone (404) is the site updated since the page opened: reload. Anything else: try again.
      const updated = kind === 'search module' && fault === '404';
      await saysFailed(page, updated ? strings.updated : strings.error, updated ? strings.reload : strings.retry);
      // The search module never answered: once let go, it fails, and the loader says so again (checking whether it is gone).
      const checked =
        kind === 'search module' && fault === 'never answering'
          ? page.waitForResponse(
              (response) => files[kind].test(response.url()) && response.request().method() === 'HEAD',
            )
          : undefined;
      await restore();
      await checked;
    }
    // Back: the button tries again (or reloads the page, the search module gone), and the search works.
    await page.locator('.site-search-retry').click();
    if (kind === 'search module') {
      await page.waitForLoadState('load');
      await input.click();
      await input.fill(queryFor(kind));
    }
    await expect(page.locator('#site-search-status')).toHaveText(/\d results?/);
    await expect(page.locator('.site-search-results a').first()).toHaveAttribute(
      'href',
      /\/ti4\/component-limitations\//,
    );
    await expect(page.locator('.site-search-problem')).toBeHidden();
  });
}

test('one page whose answer fails is one result less, said under the others, and comes with the next try', async ({
  page,
}) => {
  let failed = '';
  await page.route(files.fragment, (route) => {
    if (!failed || route.request().url() === failed) {
      failed = route.request().url();
      return route.fulfill({ status: 500 });
    }
    return route.continue();
  });
  await page.goto('/en/');
  await page.getByRole('combobox').click();
  await page.getByRole('combobox').fill('fighter');
  await expect(page.locator('.site-search-problem')).toHaveText(
    `${strings.partial_one.replace('{{count}}', '1')} ${strings.retry}`,
  );
  await expect(page.locator('.site-search-status')).toHaveText(/^\d+ results?$/);
  const before = await page.locator('.site-search-results a').count();
  expect(before).toBeGreaterThan(0);
  await expect(page.locator('#site-search-status')).toContainText(strings.partial_one.replace('{{count}}', '1'));
  const items = await page.locator('.site-search-results > li').count();
  await page.unroute(files.fragment);
  const again = page.waitForResponse((response) => response.url() === failed);
  await page.locator('.site-search-retry').click();
  expect((await again).status()).toBe(200);
  await expect(page.locator('.site-search-problem')).toBeHidden();
  await expect(page.locator('#site-search-status')).toHaveText(/^\d+ results?$/);
  expect(await page.locator('.site-search-results > li').count()).toBeGreaterThanOrEqual(items);
  expect(await page.locator('.site-search-results a').count()).toBeGreaterThanOrEqual(before);
});

test('a page that never answers is given up after the time limit: the others show, and the query is not stuck once the network is back', async ({
  page,
}) => {
  await page.clock.install();
  const held: Route[] = [];
  let first = '';
  await page.route(files.fragment, (route) => {
    if (!first || route.request().url() === first) {
      first = route.request().url();
      held.push(route);
      return;
    }
    return route.continue();
  });
  // The other pages' answers, asked for and received: the clock runs on only once they are in, so that none
  // but the held one outlasts the time limit however slow the machine.
  const others = { asked: new Set<string>(), received: new Set<string>() };
  page.on('request', (request) => files.fragment.test(request.url()) && others.asked.add(request.url()));
  page.on('requestfinished', (request) => others.asked.has(request.url()) && others.received.add(request.url()));
  const othersIn = () => {
    const asked = [...others.asked].filter((url) => url !== first);
    return asked.length > 0 && asked.every((url) => others.received.has(url));
  };
  await page.goto('/en/');
  await page.getByRole('combobox').click();
  await page.getByRole('combobox').fill('fighter');
  await expect.poll(othersIn, { message: 'the other pages answered' }).toBe(true);
  await outlast(page, held);
  await expect(page.locator('.site-search-problem')).toContainText(strings.partial_one.replace('{{count}}', '1'));
  for (const route of held) await route.abort('timedout').catch(() => undefined);
  await page.unroute(files.fragment);
  // The same query again, as typed anew: all its results.
  await page.getByRole('combobox').fill('');
  await page.getByRole('combobox').fill('fighter');
  await expect(page.locator('#site-search-status')).toHaveText(/^\d+ results?$/);
  await expect(page.locator('.site-search-problem')).toBeHidden();
});

test('after a deploy, a page opened before it says the rules were updated, with a button to reload that searches the new index', async ({
  page,
}) => {
  await page.goto('/en/');
  await page.getByRole('combobox').click();
  await page.getByRole('combobox').fill('fighter');
  await expect(page.locator('#site-search-status')).toHaveText(/\d/);
  // The deploy: the entry names another index, and the old index's files are gone.
  const entry = JSON.parse(await (await page.request.get('/pagefind/pagefind-entry.json')).text());
  const language = Object.keys(entry.languages)[0];
  entry.languages[language].hash = `${language}_0000000000`;
  await page.route(files.entry, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(entry) }),
  );
  for (const kind of ['index chunk', 'fragment', 'typo correction'] as const)
    await page.route(files[kind], (route) => route.fulfill({ status: 404 }));
  await page.getByRole('combobox').fill('empilement');
  await saysFailed(page, strings.updated, strings.reload);
  await page.unrouteAll();
  await page.locator('.site-search-retry').click();
  await page.waitForURL(/\/en\/$/);
  await page.getByRole('combobox').click();
  await page.getByRole('combobox').fill('empilement');
  await expect(page.locator('#site-search-status')).toHaveText(/\d results?/);
});

test('a typo-correction file that fails says so, not "nothing found", in the interface language', async ({ page }) => {
  const ru = JSON.parse(readFileSync(new URL('../../src/i18n/locales/ru.json', import.meta.url), 'utf8'))
    .search as Record<string, string>;
  await page.route(files['typo correction'], (route) => route.abort('internetdisconnected'));
  await page.goto('/ru/');
  await page.getByRole('combobox').click();
  await page.getByRole('combobox').fill('истрибители');
  await expect(page.locator('.site-search-status')).toHaveText(ru.error);
  await expect(page.locator('.site-search-retry')).toHaveText(ru.retry);
});
