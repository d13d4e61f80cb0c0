/**
 * The built site in a real browser: zero axe-core violations on every page
 * kind in every language, in light and dark mode (laid out alike in both: the
 * dark scheme changes colours only); zero console errors and zero
 * Content-Security-Policy violations (`securitypolicyviolation` events) on
 * every page. A paragraph page sends the reader on to the paragraph in its
 * topic page: that it goes to the right `…/{topic}/#{paragraph}` is checked on
 * each, with the topic page, loaded for real once, answered by an empty page;
 * the paragraph pages are opened a dozen at a time, each in a frame.
 * (That every page has its CSP `<meta>` before any script: `built-files.spec.ts`.)
 */
import type { Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { layoutInBothSchemes } from './scheme-layout.ts';
import { expect, test } from './shared-pages.ts';
import { pageGroups, pageKind, pagesOfEachKind } from './site-pages.ts';

/** Records console errors, page errors and CSP violations of every page the browser tab loads. */
async function watch(page: Page): Promise<{ problems: () => Promise<string[]> }> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.location().url || page.url()} console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()} page error: ${error.message}`));
  await page.exposeFunction('reportCspViolation', (violation: string) => errors.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (v: string) => void }).reportCspViolation(
        `${location.pathname} CSP: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return { problems: async () => errors };
}

const kinds = new Set(pagesOfEachKind().map(pageKind));

test('every page kind is built in every language', () => {
  for (const kind of [
    'root',
    '404',
    'notFound',
    'home',
    'status',
    'gameStatus',
    'game',
    'topic',
    'fallback topic',
    'paragraph',
    'fallback paragraph',
    'sideBySide',
  ]) {
    expect(kinds).toContain(kind);
  }
});

/** The pages whose modules are held back (`page.route`, once per page). */
const modulesHeld = new WeakSet<Page>();

for (const path of pagesOfEachKind()) {
  test(`${path} (${pageKind(path)}): no axe violation in light and dark mode, laid out alike in both`, async ({
    sharedPage,
  }) => {
    // Two full axe runs on a long page: several seconds each when the machine is busy.
    test.setTimeout(90_000);
    // A paragraph page (a revision's too) sends a reader with JavaScript on to the paragraph in its topic (or
    // history) page, which is checked there: it is checked as a reader without JavaScript and a link preview read
    // it, its module (which sends the reader on) held back. (A context without JavaScript would also stop axe.)
    const sendsOn = /paragraph$/i.test(pageKind(path));
    // One page per worker for these: each test loads its own document, in light mode until it asks for dark.
    const page = await sharedPage(sendsOn ? 'axe, modules held' : 'axe', {
      reset: (page) => page.emulateMedia({ colorScheme: 'light' }),
    });
    if (sendsOn && !modulesHeld.has(page)) {
      await page.route('**/_astro/*.js', (route) => route.abort());
      modulesHeld.add(page);
    }
    const response = await page.goto(path);
    expect(response?.ok(), 'HTTP status').toBe(true);
    expect(new URL(page.url()).pathname, 'the page itself is checked, not one it sends the reader on to').toBe(path);
    const { light, dark } = await layoutInBothSchemes(page);
    expect(dark, 'the dark scheme lays out every element as the light one').toEqual(light);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await axeViolations(page), `axe violations in ${colorScheme} mode`).toEqual([]);
    }
  });
}

/** The page a reader of a paragraph page is sent to: the paragraph in its topic page. */
const inContext = (path: string) => path.replace(/([^/]+)\/$/, '#$1');

for (const [group, paths] of pageGroups()) {
  test(`${group}: ${paths.length} pages, each with no console error, no CSP violation; each paragraph page sends the reader on to its paragraph`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(10_000 + paths.length * 2_000);
    const watcher = await watch(page);
    const paragraphPages = paths.filter((path) => pageKind(path).endsWith('paragraph'));
    for (const path of paths.filter((path) => !paragraphPages.includes(path))) {
      const response = await page.goto(path);
      expect(response?.ok(), `${path} HTTP status`).toBe(true);
      expect(await page.locator('meta[http-equiv="content-security-policy"]').count(), `${path} CSP <meta>`).toBe(1);
    }
    // The topic pages, just loaded for real, answer a paragraph page's reader with an empty page: where the
    // browser goes is what is checked there. (Answered by Chromium's own request interception for those addresses
    // only: page.route would take every request of every page through the test and turn off the browser's cache.)
    const topicPages = new Set(paths.filter((path) => pageKind(path).endsWith('topic')));
    const browserSide = await page.context().newCDPSession(page);
    browserSide.on('Fetch.requestPaused', ({ requestId }: { requestId: string }) =>
      browserSide.send('Fetch.fulfillRequest', {
        requestId,
        responseCode: 200,
        responseHeaders: [{ name: 'Content-Type', value: 'text/html; charset=utf-8' }],
        // With an icon of its own: the browser would ask the server for /favicon.ico, which the site has not.
        body: Buffer.from(
          '<!DOCTYPE html><html lang="en"><title>The topic page</title><link rel="icon" href="data:,"></html>',
        ).toString('base64'),
      }),
    );
    // Whole addresses: `*` and `?` would be wildcards, and the addresses have neither.
    await browserSide.send('Fetch.enable', {
      patterns: [...topicPages].map((path) => ({ urlPattern: `${baseURL}${path}`, requestStage: 'Request' as const })),
    });
    // Each paragraph page in a frame of the page last opened above, a dozen at a time: the same document, script
    // and policy as in a tab, and the same watch (the console and the CSP listener see every frame), without a
    // tab's navigation for each (108 pages: 5 s rather than 10 s). Where each frame ends up, with its title; or,
    // when it goes nowhere, where it stands after 10 s.
    const statuses = new Map<string, number>();
    page.on('response', (response) => statuses.set(new URL(response.url()).pathname, response.status()));
    for (let start = 0; start < paragraphPages.length; start += 12) {
      const batch = paragraphPages.slice(start, start + 12);
      const ended = await page.evaluate((batch) => {
        document.body.replaceChildren();
        return Promise.all(
          batch.map(
            (path) =>
              new Promise<string>((resolve) => {
                const frame = document.createElement('iframe');
                const where = () => `${frame.contentWindow?.location.href} "${frame.contentDocument?.title}"`;
                const timer = setTimeout(() => resolve(where()), 10_000);
                // The paragraph page's own address has no #: a frame with one is where the reader was sent.
                frame.addEventListener('load', () => {
                  if (!frame.contentWindow?.location.hash) return;
                  clearTimeout(timer);
                  resolve(where());
                });
                frame.src = path;
                document.body.append(frame);
              }),
          ),
        );
      }, batch);
      for (const [index, path] of batch.entries()) {
        expect(statuses.get(path), `${path} HTTP status`).toBe(200);
        expect(
          topicPages.has(new URL(inContext(path), baseURL).pathname),
          `${path}: its topic page is of this group`,
        ).toBe(true);
        expect(ended[index], `${path} sends the reader on`).toBe(`${baseURL}${inContext(path)} "The topic page"`);
      }
    }
    expect(await watcher.problems()).toEqual([]);
  });
}

test('axe, run as above, reports what is planted in a page, in its part of the page only when asked', async ({
  page,
}) => {
  await page.goto('/en/');
  expect(await axeViolations(page)).toEqual([]);
  await page.evaluate(() =>
    document.querySelector('main')!.insertAdjacentHTML('beforeend', '<img src="/favicon.svg"><button></button>'),
  );
  const violations = await axeViolations(page);
  expect(violations).toContainEqual(expect.stringMatching(/^image-alt: .* — img$/));
  expect(violations).toContainEqual(expect.stringMatching(/^button-name: /));
  expect(await axeViolations(page, 'header')).toEqual([]);
});

test('the CSP blocks an inline script that is not hashed, and the watch above sees it', async ({ page }) => {
  const watcher = await watch(page);
  await page.goto('/en/ti4/component-limitations/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  await expect.poll(async () => (await watcher.problems()).join('\n')).toContain('CSP: script-src-elem blocked inline');
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  expect((await watcher.problems()).join('\n')).toContain('Content Security Policy');
});

test('the <meta> CSP alone blocks every inline script of a page once altered', async ({ page }) => {
  const path = '/ru/ti4/component-limitations/';
  // Each inline script of the page, changed by one statement; `astro preview` sends no CSP header, so only the <meta> can block them.
  let altered = 0;
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /<script\b([^>]*)>([\s\S]*?)<\/script>/g,
      (script, attributes: string, code: string) => {
        if (/\ssrc=/.test(attributes) || !code.trim()) return script;
        altered += 1;
        return `<script${attributes}>window.alteredRan = (window.alteredRan ?? 0) + 1;${code}</script>`;
      },
    );
    await route.fulfill({ response, body: html });
  });
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  const watcher = await watch(page);
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy'], 'no CSP header').toBeUndefined();
  // The page's one inline script is the theme's, before the first paint (its components' scripts are files).
  expect(altered, "the theme's inline script, and no other").toBe(1);
  await expect
    .poll(
      async () =>
        (await watcher.problems()).filter((problem) => problem.includes('CSP: script-src-elem blocked inline')).length,
    )
    .toBe(altered);
  expect(await page.evaluate(() => (window as unknown as { alteredRan?: number }).alteredRan)).toBeUndefined();
  // The altered theme script did not run: the saved theme is not applied.
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', /.*/);
});
