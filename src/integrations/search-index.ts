/**
 * Builds the Pagefind search index at the end of `astro build`: one bundle per
 * language in `dist/pagefind/{lang}/`, each with its language's stemming and
 * WebAssembly, so that the browser can search every language with its own
 * stemmer (one Pagefind instance per bundle).
 *
 * Indexed: the topic texts (pages with `data-pagefind-body`, set on a topic's
 * article only where the text is in the page's language, so fallback pages,
 * paragraph pages and lists add nothing) and the glossary's names
 * (`/search-terms.json`), each name under its own language.
 *
 * Pagefind reads a copy of each topic page (`search/search-copy.ts`; dist/
 * stays as built): paragraphs titled from their MDX text
 * (`search/paragraph-titles.ts`), and in Russian texts the forms of each word
 * that Snowball's stemmer cannot relate to it (`search/word-forms.ts`, from
 * the OpenCorpora dictionary of Az.js).
 *
 * Pages are added one by one rather than with `addDirectory`: Pagefind's Node
 * API (1.6) does not drop pages without `data-pagefind-body` as its CLI does.
 *
 * @example
 * // astro.config.mjs
 * integrations: [mdx(), searchIndex()]
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';
import { languages, type Language } from '../utils/languages.ts';
import type { TermRecord } from '../utils/glossary.ts';
import { paragraphsOf } from '../utils/paragraphs.ts';
import { paragraphTitles } from './search/paragraph-titles.ts';
import { searchCopy } from './search/search-copy.ts';
import { russianWordForms } from './search/word-forms.ts';

/** Where the glossary records are written by `src/pages/search-terms.json.ts`. */
const termRecordsFile = 'search-terms.json';

export default function searchIndex(): AstroIntegration {
  let root = process.cwd();
  return {
    name: 'search-index',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const site = fileURLToPath(dir);
        const recordsPath = fileURLToPath(new URL(termRecordsFile, dir));
        try {
          const records: TermRecord[] = JSON.parse(await readFile(recordsPath, 'utf8'));
          const forms = await russianWordForms(root);
          for (const lang of languages) {
            const { index, errors } = await pagefind.createIndex({});
            if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
            const pages = await topicPages(site, lang);
            for (const page of pages) {
              const titles = paragraphTitles(paragraphsOf(await readFile(textFile(root, page.url, lang), 'utf8')));
              const content = await searchCopy(page.content, { titles, forms: lang === 'ru' ? forms : undefined });
              check((await index.addHTMLFile({ url: page.url, content })).errors);
            }
            const terms = records.filter((record) => record.language === lang);
            for (const record of terms) check((await index.addCustomRecord(record)).errors);
            check((await index.writeFiles({ outputPath: fileURLToPath(new URL(`pagefind/${lang}/`, dir)) })).errors);
            logger.info(`${lang}: ${pages.length} topic texts, ${terms.length} glossary records`);
          }
        } finally {
          await pagefind.close();
          await rm(recordsPath, { force: true });
        }
      },
    },
  };
}

/** The MDX text a topic page in its own language shows: `/ru/ti4/units/` → `content/topics/ti4/units.ru.mdx`. */
function textFile(root: string, url: string, lang: Language): string {
  const [, , game, topic] = url.split('/');
  return join(root, 'content', 'topics', game, `${topic}.${lang}.mdx`);
}

/**
 * The built pages of a language that hold a topic text, with their URLs: only
 * `{lang}/{game}/{topic}/index.html` files are read (paragraph pages, one per
 * paragraph, are many and never indexed), one at a time.
 */
async function topicPages(site: string, lang: Language): Promise<{ url: string; content: string }[]> {
  const files = (await readdir(join(site, lang), { recursive: true }))
    .map((file) => file.split(sep).join('/'))
    .filter((file) => /^[^/]+\/[^/]+\/index\.html$/.test(file));
  const pages = [];
  for (const file of files) {
    const content = await readFile(join(site, lang, file), 'utf8');
    if (content.includes('data-pagefind-body')) pages.push({ url: `/${lang}/${file.replace(/index\.html$/, '')}`, content });
  }
  return pages;
}

function check(errors: string[]): void {
  if (errors.length > 0) throw new Error(`Pagefind: ${errors.join('; ')}`);
}
