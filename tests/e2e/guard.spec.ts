/**
 * The built site in a real browser: zero axe-core violations
 * (`@axe-core/playwright`) on every page kind in every language, in light and
 * dark mode; zero console errors and zero Content-Security-Policy violations
 * (`securitypolicyviolation` events) on every page.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { builtPages, pageGroups, pageKind, pagesOfEachKind } from './site-pages.ts';

/** Records console errors, page errors and CSP violations of every page the browser tab loads. */
async function watch(page: Page): Promise<{ problems: () => Promise<string[]> }> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()} console: ${message.text()}`);
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
  for (const kind of ['root', '404', 'home', 'status', 'game', 'topic', 'fallback topic', 'paragraph', 'fallback paragraph', 'sideBySide']) {
    expect(kinds).toContain(kind);
  }
});

for (const path of pagesOfEachKind()) {
  test(`${path} (${pageKind(path)}): no axe violation in light and dark mode`, async ({ page }) => {
    // Two full axe runs on a long page: several seconds each when the machine is busy.
    test.setTimeout(90_000);
    const response = await page.goto(path);
    expect(response?.ok(), 'HTTP status').toBe(true);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const results = await new AxeBuilder({ page }).analyze();
      const violations = results.violations.map(
        (violation) => `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
      expect(violations, `axe violations in ${colorScheme} mode`).toEqual([]);
    }
  });
}

for (const [group, paths] of pageGroups()) {
  test(`${group}: ${paths.length} pages, each with a CSP <meta>, no console error, no CSP violation`, async ({ page }) => {
    // A paragraph page sends the browser on to its topic's page: two pages each, the long RftG text among them.
    test.setTimeout(10_000 + paths.length * 2_000);
    const watcher = await watch(page);
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.ok(), `${path} HTTP status`).toBe(true);
      expect(await page.locator('meta[http-equiv="content-security-policy"]').count(), `${path} CSP <meta>`).toBe(1);
    }
    expect(await watcher.problems()).toEqual([]);
  });
}

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

test('on every page, no script comes before the CSP <meta> (a browser applies a <meta> policy only to what follows it)', async ({ page }) => {
  test.setTimeout(180_000);
  const paths = builtPages();
  await page.goto('/');
  // Each page's HTML as served, parsed by the browser's own HTML parser (scripts do not run, so no redirect interferes).
  const problems = await page.evaluate(async (paths) => {
    const found: string[] = [];
    for (const path of paths) {
      const html = await (await fetch(path)).text();
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const meta = doc.querySelector('meta[http-equiv="content-security-policy" i]');
      if (!meta) found.push(`${path}: no CSP <meta>`);
      else if (doc.scripts.length === 0) found.push(`${path}: no script at all (is this the served page?)`);
      for (const script of doc.scripts) {
        if (meta && script.compareDocumentPosition(meta) & Node.DOCUMENT_POSITION_FOLLOWING) found.push(`${path}: ${script.outerHTML.slice(0, 100)}`);
      }
    }
    return found;
  }, paths);
  expect(paths.length).toBeGreaterThan(600);
  expect(problems).toEqual([]);
});

test('the <meta> CSP alone blocks every inline script of a page once altered', async ({ page }) => {
  const path = '/ru/ti4/component-limitations/';
  // Each inline script of the page, changed by one statement; `astro preview` sends no CSP header, so only the <meta> can block them.
  let altered = 0;
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/<script\b([^>]*)>([\s\S]*?)<\/script>/g, (script, attributes: string, code: string) => {
      if (/\ssrc=/.test(attributes) || !code.trim()) return script;
      altered += 1;
      return `<script${attributes}>window.alteredRan = (window.alteredRan ?? 0) + 1;${code}</script>`;
    });
    await route.fulfill({ response, body: html });
  });
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  const watcher = await watch(page);
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy'], 'no CSP header').toBeUndefined();
  expect(altered, "inline scripts: the theme's, the switcher's #paragraph carry-over").toBeGreaterThanOrEqual(2);
  await expect.poll(async () => (await watcher.problems()).filter((problem) => problem.includes('CSP: script-src-elem blocked inline')).length).toBe(altered);
  expect(await page.evaluate(() => (window as unknown as { alteredRan?: number }).alteredRan)).toBeUndefined();
  // The altered theme script did not run: the saved theme is not applied.
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', /.*/);
});
