/**
 * What the build writes from the texts besides their pages: the search index
 * (one Pagefind bundle per language, `dist/pagefind/{lang}/`) and the
 * paragraph pages (`/{lang}/{game}/{topic}/{paragraph}/`, stamped into the
 * templates Astro renders once per kind: `src/utils/paragraph-pages.ts`).
 * Both come from the content model, read once before anything renders — no
 * built page is read — and are made in a worker thread (`texts-worker.ts`)
 * while Astro renders the pages on the main thread.
 *
 * Indexed: every text, in its own language's bundle, as a document written
 * from the model (`search/search-document.ts`: paragraphs titled by
 * `search/paragraph-titles.ts`; in Russian texts the forms of each word that
 * Snowball's stemmer cannot relate to it, `search/word-forms.ts`); and the
 * glossary's names (`termRecords`), each term in every language's bundle.
 *
 * @example
 * // astro.config.mjs
 * integrations: [searchAndParagraphPages({ paragraphPages: true })]
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AstroIntegration } from 'astro';
import { contentModel } from '../content-model/read-content.ts';
import { modelLibrary } from '../utils/library.ts';
import { renderedPages } from '../utils/rendered-pages.ts';
import type { TextsWorkerMessage, TextsWorkerReply } from './texts-worker.ts';

/** Where Astro writes the paragraph pages' templates, under the output folder (removed once stamped). */
export const templatesDir = 'paragraph-templates';

export default function searchAndParagraphPages({ paragraphPages }: { paragraphPages: boolean }): AstroIntegration {
  let root = '';
  let outDir = '';
  let worker: Worker | undefined;
  let reply: Promise<TextsWorkerReply> | undefined;
  return {
    name: 'rules:search-and-paragraph-pages',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
        outDir = fileURLToPath(config.outDir);
      },
      'astro:build:start': () => {
        // The worker runs the project's own TypeScript, as Node reads it (not Vite's bundle of the config).
        worker = new Worker(join(root, 'src/integrations/texts-worker.ts'));
        reply = new Promise((resolve, reject) => {
          worker!.on('message', (message: TextsWorkerReply) => resolve(message));
          worker!.on('error', reject);
          worker!.on('exit', (code) => reject(new Error(`the texts worker stopped (exit code ${code}) before it finished`)));
        });
        reply.catch(() => undefined); // awaited when the pages are written
        const { games, texts, glossaries } = modelLibraryInput(root);
        post({ type: 'start', content: { games, texts, glossaries }, root, outDir, paragraphPages });
        // Each template goes to the worker as soon as Astro has rendered it.
        renderedPages().listeners.push((file, html) => {
          if (file.startsWith(`${templatesDir}/`)) post({ type: 'template', key: file.slice(templatesDir.length + 1, -'/index.html'.length), html });
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        post({ type: 'finish', searchOutput: fileURLToPath(new URL('pagefind/', dir)) });
        const result = await reply!;
        await worker!.terminate();
        rmSync(join(fileURLToPath(dir), templatesDir), { recursive: true, force: true });
        if (result.type === 'failed') throw new Error(`search index and paragraph pages: ${result.message}`);
        for (const { lang, texts, terms } of result.search) logger.info(`search index ${lang}: ${texts} topic texts, ${terms} glossary records`);
        const pages = result.paragraphPages;
        logger.info(
          paragraphPages
            ? `${pages.written} paragraph pages from ${pages.templates} templates, ${(pages.bytes / Math.max(pages.written, 1) / 1024).toFixed(1)} KB each on average, written in ${pages.seconds.toFixed(2)}s`
            : 'no paragraph pages (PARAGRAPH_PAGES=off)',
        );
      },
    },
  };

  function post(message: TextsWorkerMessage) {
    worker!.postMessage(message);
  }
}

/** The games, texts and glossaries the library of the content model is made of, to send to the worker. */
function modelLibraryInput(root: string) {
  const library = modelLibrary(contentModel(root));
  return {
    games: library.games,
    texts: [...library.topics.values()].flatMap((topic) => [...topic.texts.values()]),
    glossaries: [...library.glossaries].map(([game, terms]) => ({ game, terms })),
  };
}
