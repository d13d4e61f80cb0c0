/**
 * The Chromium that the tools, the tests and Playwright drive (Playwright
 * cannot download its own here): the path in CHROMIUM_PATH, else Debian's, else
 * `undefined`, which leaves the choice to the caller's library (Playwright's
 * own Chromium, chrome-launcher's search).
 *
 * @example
 * const browser = await chromium.launch({ executablePath: headlessChromium });
 */
import { existsSync } from 'node:fs';

const firstInstalled = (...paths: string[]) => paths.find((path) => existsSync(path));

/** The whole browser, `/usr/bin/chromium`: what Lighthouse measures a page in, as a reader's browser. */
export const systemChromium: string | undefined = process.env.CHROMIUM_PATH ?? firstInstalled('/usr/bin/chromium');

/**
 * What Playwright drives, headless: Debian's `chromium-headless-shell` where it is installed (the same Chromium
 * without the browser's windows, and Playwright's own choice for headless runs), else the whole browser. The same
 * tests take half the processor time in it (contents and phone specs: 48 s against 92 s).
 */
export const headlessChromium: string | undefined =
  process.env.CHROMIUM_PATH ?? firstInstalled('/usr/bin/chromium-headless-shell', '/usr/bin/chromium');
