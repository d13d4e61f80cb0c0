/**
 * The postures a player holds the phone in (issue 28): upright and sideways
 * with touch, 200 % text on a phone, a short and a tall laptop window with a
 * mouse; and the reader's text size, set as the browser's setting is (every
 * rem and em grows with it). The specs that check a moment in every posture
 * loop over these.
 *
 * @example
 * for (const posture of postures)
 *   test(posture.name, async ({ browser }) => {
 *     const page = await (await browser.newContext(contextOf(posture))).newPage();
 *     await setTextSize(page, posture.textScale ?? 1);
 *   });
 */
import type { BrowserContextOptions, Page } from '@playwright/test';

export interface Posture {
  name: string;
  viewport: { width: number; height: number };
  touch: boolean;
  /** The reader's text size, 1 (the default) = 100 %. */
  textScale?: number;
}

/** Issue 28's five postures. */
export const postures: readonly Posture[] = [
  { name: '360×740 touch', viewport: { width: 360, height: 740 }, touch: true },
  { name: '740×360 touch, sideways', viewport: { width: 740, height: 360 }, touch: true },
  { name: '360×740 touch, 200 % text', viewport: { width: 360, height: 740 }, touch: true, textScale: 2 },
  { name: '1280×500 mouse', viewport: { width: 1280, height: 500 }, touch: false },
  { name: '1280×800 mouse', viewport: { width: 1280, height: 800 }, touch: false },
];

/** A browser context's screen and pointer for a posture. */
export function contextOf(posture: Posture): BrowserContextOptions {
  return { viewport: posture.viewport, hasTouch: posture.touch, isMobile: posture.touch };
}

/** Sets the browser's text size (the reader's setting: every rem and em grows with it); 1 = 100 %. */
export async function setTextSize(page: Page, scale: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16 * scale, fixed: 13 * scale } });
}
