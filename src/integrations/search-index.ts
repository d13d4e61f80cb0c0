/**
 * Builds the Pagefind search index at the end of `astro build`: one bundle per
 * language in `dist/pagefind/{lang}/`, each with its language's stemming and
 * WebAssembly, so that the browser can search every language with its own
 * stemmer (one Pagefind instance per bundle).
 *
 * Indexed: every text, in its own language's bundle, as a document written
 * from the content model (`search/search-document.ts`: paragraphs titled by
 * `search/paragraph-titles.ts`, and in Russian texts the forms of each word
 * that Snowball's stemmer cannot relate to it, `search/word-forms.ts`, from the
 * OpenCorpora dictionary of Az.js); and the glossary's names
 * (`termRecords`), each term in every language's bundle. No built page is
 * read: the model is the one the build read before rendering, and the indexes
 * are filled while Astro renders the pages (Pagefind runs in a process of its
 * own, on the other core), then written when the pages are.
 *
 * @example
 * // astro.config.mjs
 * integrations: [searchIndex()]
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';
import { contentModel } from '../content-model/read-content.ts';
import { termRecords } from '../utils/glossary.ts';
import { languages, type Language } from '../utils/languages.ts';
import { modelLibrary } from '../utils/library.ts';
import { topicPath } from '../utils/routing.ts';
import { paragraphTitles } from './search/paragraph-titles.ts';
import { searchDocument } from './search/search-document.ts';
import { russianWordForms } from './search/word-forms.ts';

export default function searchIndex(): AstroIntegration {
  let root = process.cwd();
  /** The indexes being filled while Astro renders the pages: Pagefind works in a process of its own. */
  let filling: Promise<{ lang: Language; index: pagefind.PagefindIndex; texts: number; terms: number }[]> | undefined;
  return {
    name: 'search-index',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:build:start': () => {
        filling = fillIndexes(root);
        // Awaited when the pages are written; an error then stops the build there.
        filling.catch(() => undefined);
      },
      'astro:build:done': async ({ dir, logger }) => {
        try {
          for (const { lang, index, texts, terms } of await filling!) {
            check((await index.writeFiles({ outputPath: fileURLToPath(new URL(`pagefind/${lang}/`, dir)) })).errors);
            logger.info(`${lang}: ${texts} topic texts, ${terms} glossary records`);
          }
        } finally {
          await pagefind.close();
        }
      },
    },
  };
}

/** One Pagefind index per language, filled with the texts and glossary records of the content model. */
async function fillIndexes(root: string) {
  const library = modelLibrary(contentModel(root));
  const records = termRecords(library);
  const forms = await russianWordForms(root);
  return Promise.all(
    languages.map(async (lang) => {
      const { index, errors } = await pagefind.createIndex({});
      if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
      const added: Promise<{ errors: string[] }>[] = [];
      for (const topic of library.topics.values()) {
        const text = topic.texts.get(lang);
        if (!text) continue;
        const content = searchDocument(text, { game: topic.game.short, titles: paragraphTitles(text.paragraphs), forms: lang === 'ru' ? forms : undefined });
        added.push(index.addHTMLFile({ url: topicPath(lang, topic.id), content }));
      }
      const terms = records.filter((record) => record.language === lang);
      for (const record of terms) added.push(index.addCustomRecord(record));
      for (const result of await Promise.all(added)) check(result.errors);
      return { lang, index, texts: added.length - terms.length, terms: terms.length };
    }),
  );
}

function check(errors: string[]): void {
  if (errors.length > 0) throw new Error(`Pagefind: ${errors.join('; ')}`);
}
