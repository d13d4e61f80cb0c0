/**
 * `expect(locator).toHaveText(pattern)`, seen as soon as it holds: the text is
 * looked at on every frame first. Playwright's own `toHaveText` looks again
 * after 20, 50, 100, 100 ms and then only every 500 ms, so a search that
 * answers in 350 ms is seen at 770 ms: over the suite's hundreds of searches,
 * minutes. A text that never comes fails as `toHaveText` fails, saying what
 * it saw.
 *
 * @example
 * await expectTextSoon(page, '#site-search-status', /\d/);
 */
import { expect, type Page } from '@playwright/test';

export async function expectTextSoon(page: Page, selector: string, pattern: RegExp, timeout = 10_000): Promise<void> {
  await page
    .waitForFunction(
      ([selector, source, flags]) =>
        new RegExp(source, flags).test(document.querySelector(selector)?.textContent ?? ''),
      [selector, pattern.source, pattern.flags] as const,
      { polling: 'raf', timeout },
    )
    // Not there in time: the assertion below fails, and says what the text was.
    .catch(() => undefined);
  await expect(page.locator(selector)).toHaveText(pattern);
}
