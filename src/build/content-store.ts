/**
 * The collections' data, as the build's pages read it: from Astro's data store
 * file (`{cacheDir}/data-store.json`, which the content layer has just
 * written), parsed when the pages render — not bundled into the pages' server
 * code as a JavaScript module, as Astro does by default.
 *
 * Why: bundled, the store (about 25 MB at 1,000 topics × 3 languages) stays in
 * memory for the whole build several times over — the module's source text,
 * the string it holds, and the parsed data, as UTF-16 since the texts are
 * Cyrillic and accented Latin: about 190 MB where the data alone is a third of
 * that; and every garbage collection walks it. Read from the file, only the
 * parsed data stays.
 *
 * This replaces Astro's virtual module `astro:data-layer-content` in the
 * server build only, and only while the store is one file (Astro's default):
 * should Astro rename it, this does nothing and the pages read the bundled
 * store as before.
 *
 * @example
 * // astro.config.mjs
 * integrations: [contentStore()]
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Astro's virtual module of the data store, and Vite's id of it once resolved. */
const storeModule = 'astro:data-layer-content';
const resolvedStoreModule = `\0${storeModule}`;

export default function contentStore(): AstroIntegration {
  return {
    name: 'rules:content-store',
    hooks: {
      'astro:config:setup': ({ command, config, updateConfig }) => {
        const storage = (config.experimental as { collectionStorage?: unknown } | undefined)?.collectionStorage;
        if (command !== 'build' || (storage !== undefined && storage !== 'single-file')) return;
        const storeFile = fileURLToPath(new URL('data-store.json', config.cacheDir));
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'rules:content-store',
                enforce: 'pre',
                // Loaded before Astro's own plugin loads it (`order: 'pre'`): Astro's load would read the
                // store, parse it whole to check it and print it into the module's code, all for nothing.
                load: {
                  order: 'pre',
                  handler(id) {
                    if (id !== resolvedStoreModule || this.environment?.name === 'client' || !existsSync(storeFile)) return null;
                    return { code: `import { readFileSync } from 'node:fs';\nexport default JSON.parse(readFileSync(${JSON.stringify(storeFile)}, 'utf8'));\n`, map: null };
                  },
                },
              },
            ],
          },
        });
      },
    },
  };
}
