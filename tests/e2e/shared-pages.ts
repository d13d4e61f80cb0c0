/**
 * Pages a worker keeps open across tests, for tests that each only read a page
 * or use it and put it back as they found it: one browser context and page per
 * key and worker, opened on first use with the project's context options (and
 * any given), then handed to each test that asks for that key. Each test
 * starts from a state of the spec's own making (`reset`), so none depends on
 * what another left. Closed when the worker ends.
 *
 * @example
 * import { expect, test } from './shared-pages.ts';
 * test('…', async ({ sharedPage }) => {
 *   const page = await sharedPage('home en', '/en/', { reset: clearSearch });
 * });
 */
import { test as base, type BrowserContextOptions, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

export interface SharedPageOptions {
  /** Context options on top of the project's (`playwright.config.ts` `use`). */
  context?: BrowserContextOptions;
  /** Puts the page back to where a test starts from; run before each test that takes the page after another test had it. */
  reset?: (page: Page) => Promise<void>;
}

/** Opens (or takes back) the worker's page for `key`, on `path`. */
export type SharedPage = (key: string, path: string, options?: SharedPageOptions) => Promise<Page>;

/** The options of the project's `use` that make a browser context. */
const contextKeys = ['baseURL', 'viewport', 'userAgent', 'deviceScaleFactor', 'isMobile', 'hasTouch', 'serviceWorkers', 'colorScheme', 'locale', 'javaScriptEnabled'] as const;

export const test = base.extend<
  { sharedPage: SharedPage },
  { sharedPages: { open: (key: string, options: BrowserContextOptions) => Promise<Page> } }
>({
  sharedPages: [
    async ({ browser }, use, workerInfo) => {
      const project = workerInfo.project.use as Record<string, unknown>;
      const defaults = Object.fromEntries(contextKeys.filter((key) => project[key] !== undefined).map((key) => [key, project[key]])) as BrowserContextOptions;
      const pages = new Map<string, Promise<Page>>();
      await use({
        open: (key, options) => {
          if (!pages.has(key)) pages.set(key, browser.newContext({ ...defaults, ...options }).then((context) => context.newPage()));
          return pages.get(key)!;
        },
      });
      for (const page of pages.values()) await (await page).context().close();
    },
    { scope: 'worker' },
  ],
  sharedPage: async ({ sharedPages }, use) => {
    await use(async (key, path, { context = {}, reset } = {}) => {
      const page = await sharedPages.open(key, context);
      // A page just opened starts clean; one a test had before is put back first, then taken to `path`.
      if (page.url() !== 'about:blank') await reset?.(page);
      const at = page.url() === 'about:blank' ? undefined : new URL(page.url());
      if (!at || `${at.pathname}${at.search}` !== path) await page.goto(path);
      return page;
    });
  },
});
