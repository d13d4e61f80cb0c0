/**
 * Playwright runs the tests in `tests/e2e/` in a real browser against the
 * built site (`dist/`), served by `astro preview`.
 *
 * Browser: the system's Chromium (`tools/system-chromium.ts`: CHROMIUM_PATH,
 * or Debian's chromium-headless-shell, or its /usr/bin/chromium), since
 * Playwright cannot download its own here; elsewhere Playwright's own Chromium.
 */
import { defineConfig, devices } from '@playwright/test';
import { headlessChromium } from './tools/system-chromium.ts';

/** The port of the test server: its own (not `npm run preview`'s 4321), so that a server left running is never tested instead. */
const port = Number(process.env.PORT ?? 4329);
/**
 * Three workers, set here rather than left to Playwright (half the cores: one
 * on a 2-core machine): the test machine and CI have 2 cores, and a worker
 * spends part of a test waiting on its browser; three keep both cores busy
 * (the whole run here: 10.3 min with two and 9.4 with three before the waits
 * were cut; now 7.8–8.1 min with three, 8.8 with four).
 * `--workers` on the command line still overrides it.
 */
const workers = 3;

/** The specs that build and serve a copy of the project (`tests/support/project-copy.ts`), each in one worker. */
const copySpecs = [
  '**/new-content.spec.ts',
  '**/po-files.spec.ts',
  '**/search-library.spec.ts',
  '**/side-by-side-copy.spec.ts',
  '**/translations.spec.ts',
];

/** Playwright's desktop Chrome, in the Chromium chosen above. */
const desktopChromium = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers,
  // One retry in CI, where a failed run lands nothing: Playwright still reports a test that passed only on its retry as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    // The service worker precaches the whole site on a first visit: only the offline tests want that.
    serviceWorkers: 'block',
    launchOptions: headlessChromium
      ? {
          executablePath: headlessChromium,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            // A page opened after another of the site keeps its renderer process: no new process per page
            // (the guard's 650 paragraph pages: 77 s → 66 s).
            '--disable-features=ProactivelySwapBrowsingInstance,RenderDocument',
            '--process-per-site',
          ],
        }
      : {},
  },
  // The specs that build a copy of the project first (each a serial chain in one worker): queued first, so that
  // they run beside the others rather than alone at the end of the run while the other workers wait.
  projects: [
    { name: 'chromium, on a copy', testMatch: copySpecs, use: desktopChromium },
    { name: 'chromium', testIgnore: copySpecs, use: desktopChromium },
  ],
  webServer: {
    command: `astro preview --host 127.0.0.1 --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    // Always a fresh server of this dist/: one already on the port fails the run rather than being tested.
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
