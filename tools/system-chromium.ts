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
 * without the browser's windows, and Playwright's own choice for headless runs), else the whole browser. It starts
 * half the processes for a test's new page: search.spec and phone.spec (340 short tests) took 164 s of the browser's
 * processor time in it against 304 s, contents.spec (105 tests on long pages) 129 s against 135 s.
 */
export const headlessChromium: string | undefined =
  process.env.CHROMIUM_PATH ?? firstInstalled('/usr/bin/chromium-headless-shell', '/usr/bin/chromium');
