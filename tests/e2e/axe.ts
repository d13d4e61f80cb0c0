/**
 * axe-core on the page a test has open: the axe-core of `@axe-core/playwright`,
 * configured as its AxeBuilder configures it (legacy mode), injected once per
 * document and run there with the default rules; only the violations come
 * back. AxeBuilder's default mode opens a second page for every run to merge
 * the results of each frame (these pages have none), and both its modes send
 * every passing node back too: 3–5 times the time, for the same violations.
 *
 * @example
 * expect(await axeViolations(page)).toEqual([]);
 * expect(await axeViolations(page, 'nav[data-contents]')).toEqual([]); // that part of the page only
 */
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
/** axe-core's source, from the copy `@axe-core/playwright` itself loads. */
const source: string = createRequire(require.resolve('@axe-core/playwright'))('axe-core').source;

/** Each violation of the page (or of the elements `include` selects): "rule: help — its elements' selectors". */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(source);
    await page.evaluate(() =>
      (window as any).axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } }),
    );
  }
  return page.evaluate(async (include) => {
    const { violations } = await (window as any).axe.run(include ? { include: [include], exclude: [] } : document, {});
    return violations.map(
      (violation: { id: string; help: string; nodes: { target: string[] }[] }) =>
        `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  }, include);
}
