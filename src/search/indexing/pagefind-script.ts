/**
 * Pagefind's browser script (`pagefind.js`) as a module of the site's own
 * search code, `virtual:pagefind`: Vite bundles it into the search chunk, so a
 * first search fetches one script instead of two. The script is the one the
 * installed Pagefind writes into every bundle (taken from its Node API, so it
 * always matches the index the build writes), unchanged; the instance is told
 * where the bundle is (`createInstance({ basePath })`), as the script no
 * longer sits in it. The module's `fetch` is the site's (`indexFetch` of
 * `src/search/browser/index-files.ts`, imported under that name before the
 * script): Pagefind's files get a time limit, and a failed one is known,
 * where Pagefind alone would swallow a failed index chunk and find nothing.
 *
 * @example
 * // astro.config: vite: { plugins: [pagefindScript()] }
 * import { createInstance } from 'virtual:pagefind';
 * const pagefind = createInstance({ basePath: '/pagefind/', noWorker: true });
 */
import { fileURLToPath } from 'node:url';
import * as pagefind from 'pagefind';
import type { Plugin } from 'vite';

/** The fetch Pagefind's script is given. */
const indexFiles = fileURLToPath(new URL('../browser/index-files.ts', import.meta.url));

const moduleId = 'virtual:pagefind';
const resolvedId = `\0${moduleId}`;

/** The text of `pagefind.js` from an empty Pagefind index, its `fetch` the site's. */
async function pagefindScriptText(): Promise<string> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'mul' });
  if (!index) throw new Error(`Pagefind did not start: ${errors.join('; ')}`);
  const { files, errors: fileErrors } = await index.getFiles();
  await pagefind.close();
  const script = files.find((file) => file.path === 'pagefind.js');
  if (!script) throw new Error(`Pagefind wrote no pagefind.js${fileErrors.length ? `: ${fileErrors.join('; ')}` : ''}`);
  return `import { indexFetch as fetch } from ${JSON.stringify(indexFiles)};\n${Buffer.from(script.content).toString('utf8')}`;
}

/** The Vite plugin that provides `virtual:pagefind`. */
export function pagefindScript(): Plugin {
  let text: Promise<string> | undefined;
  return {
    name: 'rules:pagefind-script',
    resolveId: (id) => (id === moduleId ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined;
      text ??= pagefindScriptText();
      return text;
    },
  };
}
