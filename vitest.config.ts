/** Unit tests of the content utilities (`tests/unit/`), run with Astro's Vite config. */
import { getViteConfig } from 'astro/config';
import type { ViteUserConfig } from 'vitest/config';

export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    // Two files at a time on the test machine's two cores (Vitest's default is one core fewer than the
    // machine has: one file at a time there): the whole run takes 24 s rather than 31 s.
    maxWorkers: 2,
    // Each worker runs file after file rather than a fresh one per file (35 files, about 0.7 s each to start):
    // the tests share no module state (the one stubbed global is restored after each test).
    isolate: false,
    // Several tests read and check the whole content: a second or two alone, more on a loaded shared machine.
    testTimeout: 30_000,
  },
} as ViteUserConfig);
