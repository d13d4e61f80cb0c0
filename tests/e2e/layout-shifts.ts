/**
 * The Layout Instability API's record of a page, for tests that check that
 * something appearing on hover, tap or focus moves no text: every shift,
 * including those after input (which the CLS score leaves out).
 *
 * @example
 * await watchShifts(page); // before page.goto
 * const before = await shiftsOf(page);
 * await page.tap('.change-mark');
 * expect((await shiftsOf(page)).slice(before.length)).toEqual([]);
 */
import type { Page } from '@playwright/test';

/** Records every layout shift of the page's next documents, including those after input. */
export async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node }[] })[]) {
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) =>
            source.node instanceof Element
              ? `${source.node.tagName}.${source.node.className}#${source.node.id}`
              : String(source.node?.nodeName),
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded so far on the page (`watchShifts`). */
export const shiftsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { shifts: { value: number; sources: string[] }[] }).shifts);
