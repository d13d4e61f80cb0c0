/** Unit tests of the content utilities (`tests/unit/`), run with Astro's Vite config. */
import { getViteConfig } from 'astro/config';
import type { ViteUserConfig } from 'vitest/config';

export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
  },
} as ViteUserConfig);
