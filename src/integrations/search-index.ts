/**
 * Builds the Pagefind search index at the end of `astro build`: one bundle per
 * language in `dist/pagefind/{lang}/`, each with its language's stemming and
 * WebAssembly, so that the browser can search every language with its own
 * stemmer (one Pagefind instance per bundle).
 *
 * Indexed: the topic texts (`data-pagefind-body`, set on a topic's article only
 * where the text is in the page's language, so fallback pages add nothing) and
 * the glossary's names (`/search-terms.json`), each name under its own language.
 *
 * @example
 * // astro.config.mjs
 * integrations: [mdx(), searchIndex()]
 */
import { readFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';
import { languages } from '../utils/languages.ts';
import type { TermRecord } from '../utils/glossary.ts';

/** Where the glossary records are written by `src/pages/search-terms.json.ts`. */
const termRecordsFile = 'search-terms.json';

export default function searchIndex(): AstroIntegration {
  return {
    name: 'search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const site = fileURLToPath(dir);
        const recordsPath = fileURLToPath(new URL(termRecordsFile, dir));
        const records: TermRecord[] = JSON.parse(await readFile(recordsPath, 'utf8'));
        try {
          for (const lang of languages) {
            const { index, errors } = await pagefind.createIndex({});
            if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
            const pages = await index.addDirectory({ path: site, glob: `${lang}/**/*.html` });
            check(pages.errors);
            const terms = records.filter((record) => record.language === lang);
            for (const record of terms) check((await index.addCustomRecord(record)).errors);
            check((await index.writeFiles({ outputPath: fileURLToPath(new URL(`pagefind/${lang}/`, dir)) })).errors);
            logger.info(`${lang}: ${pages.page_count} pages, ${terms.length} glossary records`);
          }
        } finally {
          await pagefind.close();
        }
        await rm(recordsPath);
      },
    },
  };
}

function check(errors: string[]): void {
  if (errors.length > 0) throw new Error(`Pagefind: ${errors.join('; ')}`);
}
