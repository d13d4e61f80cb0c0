/**
 * Waits until an element's text matches, looking on every frame. Playwright's
 * `expect(…).toHaveText` looks again after 20, 50, 100, 100 ms and then only
 * every 500 ms, so a search that answers in 350 ms is seen at 770 ms: over the
 * suite's hundreds of searches, minutes. This asserts nothing: the `expect`
 * that follows it does (and says what it saw), so a text that never comes
 * still fails there, with the same message as before.
 *
 * @example
 * await textSettles(page, '#site-search-status', /\d/);
 * await expect(page.locator('#site-search-status')).toHaveText(/\d/);
 */
import type { Page } from '@playwright/test';

export async function textSettles(page: Page, selector: string, pattern: RegExp, timeout = 10_000): Promise<void> {
  await page
    .waitForFunction(
      ([selector, source, flags]) => new RegExp(source, flags).test(document.querySelector(selector)?.textContent ?? ''),
      [selector, pattern.source, pattern.flags] as const,
      { polling: 'raf', timeout },
    )
    .catch(() => undefined);
}
