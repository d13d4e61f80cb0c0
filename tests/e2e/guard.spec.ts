/**
 * Every page of the built site, in a real browser, in light and dark mode:
 * zero axe-core violations (`@axe-core/playwright`), zero console errors, zero
 * Content-Security-Policy violations (`securitypolicyviolation` events).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { builtPages } from './site-pages.ts';

const pages = builtPages();

test('the site has every page kind in every language', () => {
  for (const lang of ['ru', 'en', 'fr']) {
    expect(pages).toContain(`/${lang}/`);
    expect(pages).toContain(`/${lang}/status/`);
    expect(pages).toContain(`/${lang}/ti4/`);
    expect(pages).toContain(`/${lang}/ti4/component-limitations/`);
    expect(pages).toContain(`/${lang}/swccg/actions/`);
  }
  expect(pages).toContain('/');
  expect(pages).toContain('/404.html');
});

for (const path of pages) {
  test(`${path}: no axe violation (light and dark), console error or CSP violation`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
      });
    });
    const response = await page.goto(path, { waitUntil: 'load' });
    expect(response?.ok(), 'HTTP status').toBe(true);
    await expect(page.locator('meta[http-equiv="content-security-policy"]')).toHaveCount(1);

    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const results = await new AxeBuilder({ page }).analyze();
      const violations = results.violations.map(
        (violation) => `${colorScheme}: ${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
      expect(violations, `axe violations in ${colorScheme} mode`).toEqual([]);
    }

    const cspViolations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    expect(cspViolations, 'CSP violations').toEqual([]);
    expect(errors, 'console errors').toEqual([]);
  });
}

test('the CSP blocks an inline script that is not hashed, and the check above sees it', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(event.violatedDirective));
  });
  await page.goto('/en/ti4/component-limitations/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  await expect.poll(() => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toContain('script-src-elem');
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  expect(errors.join('\n')).toContain('Content Security Policy');
});
