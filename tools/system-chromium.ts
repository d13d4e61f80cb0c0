/**
 * The Chromium that the tools, the tests and Playwright drive: the path in
 * CHROMIUM_PATH, else Debian's /usr/bin/chromium where it exists (Playwright
 * cannot download its own here), else `undefined`, which leaves the choice to
 * the caller's library (Playwright's own Chromium, chrome-launcher's search).
 *
 * @example
 * const browser = await chromium.launch({ executablePath: systemChromium });
 */
import { existsSync } from 'node:fs';

export const systemChromium: string | undefined =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
