/**
 * Pages a worker keeps open across tests, for tests that only read a page or
 * use it and leave it as a reader would: one browser context and page per key
 * and worker, opened on first use with the project's context options (and any
 * given), then handed to each test that asks for that key, put back first by
 * the spec's own `reset` — so that no test depends on what another left, and
 * none pays for a new browser context, nor fetches the site's styles and
 * scripts again. Closed when the worker ends.
 *
 * @example
 * import { expect, test } from './shared-pages.ts';
 * test('…', async ({ sharedPage }) => {
 *   const page = await sharedPage('phone', { context: { viewport: { width: 360, height: 740 } } });
 *   await page.goto('/en/');
 * });
 */
import { test as base, type BrowserContextOptions, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

interface SharedPageOptions {
  /** Context options on top of the project's (`playwright.config.ts` `use`); the same for every use of a key. */
  context?: BrowserContextOptions;
  /** Puts the page back to where a test starts from: run when a test takes a page another test had. */
  reset?: (page: Page) => Promise<void>;
}

/** The worker's page for `key`: new, or as the last test left it, put back by `reset`. */
export type SharedPage = (key: string, options?: SharedPageOptions) => Promise<Page>;

/** The options of the project's `use` that make a browser context. */
const contextKeys = [
  'baseURL',
  'viewport',
  'screen',
  'userAgent',
  'deviceScaleFactor',
  'isMobile',
  'hasTouch',
  'serviceWorkers',
  'colorScheme',
  'locale',
  'javaScriptEnabled',
] as const;

export const test = base.extend<
  { sharedPage: SharedPage },
  { sharedPages: (key: string, options: BrowserContextOptions) => { page: Promise<Page>; used: boolean } }
>({
  sharedPages: [
    async ({ browser }, use, workerInfo) => {
      const project = workerInfo.project.use as Record<string, unknown>;
      const defaults = Object.fromEntries(
        contextKeys.filter((key) => project[key] !== undefined).map((key) => [key, project[key]]),
      ) as BrowserContextOptions;
      const pages = new Map<string, { page: Promise<Page>; used: boolean }>();
      await use((key, options) => {
        if (!pages.has(key))
          pages.set(key, {
            page: browser.newContext({ ...defaults, ...options }).then((context) => context.newPage()),
            used: false,
          });
        return pages.get(key)!;
      });
      for (const { page } of pages.values()) await (await page).context().close();
    },
    { scope: 'worker' },
  ],
  sharedPage: async ({ sharedPages }, use) => {
    await use(async (key, { context = {}, reset } = {}) => {
      const shared = sharedPages(key, context);
      const page = await shared.page;
      if (shared.used) await reset?.(page);
      shared.used = true;
      return page;
    });
  },
});
