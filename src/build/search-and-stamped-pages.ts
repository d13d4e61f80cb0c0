/**
 * What the build writes from the texts besides the pages Astro renders: the
 * search index (one Pagefind bundle of every language, `dist/pagefind/`), each
 * topic page's `citations.json` (what its copy controls quote:
 * `topicCitations`), and the pages stamped from a template
 * (`stamped-pages/page-templates.ts`): the paragraph pages
 * (`/{lang}/{game}/{topic}/{paragraph}/`, `stamped-pages/paragraph-pages.ts`) and the
 * side-by-side pages (`/{lang}/{game}/{topic}/~{other}/`,
 * `stamped-pages/side-by-side-pages.ts`), whose templates Astro renders once per kind
 * (`src/pages/page-templates/`). All of it comes from the content model, read
 * once before anything renders — no built page is read — and is made in two
 * worker threads (`texts-worker.ts`) while Astro renders the other pages on
 * the main thread.
 *
 * Indexed: every text, as a document written from the model
 * (`search/search-document.ts`: paragraphs titled by
 * `search/paragraph-titles.ts`; in Russian texts the forms of each word that
 * Snowball's stemmer cannot relate to it, `search/word-forms.ts`); and the
 * glossary's names (`termRecords`), one record per term. Words are indexed as
 * written, without a stemmer: the browser searches each query word by its
 * stem (`searchKey` in `search/search-words.ts`), so one index and one
 * WebAssembly file serve every language. The index is then cut into small
 * chunks (`search/index-chunks.ts`).
 *
 * Under `astro dev`, `citations.json` and the stamped pages are made when
 * asked for, from the content model and the templates the dev server renders.
 *
 * @example
 * // astro.config.mjs
 * integrations: [searchAndStampedPages({ paragraphPages: true, sideBySidePages: true })]
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AstroIntegration } from 'astro';
import { contentModel } from '../content-model/read-content.ts';
import { termRecords } from '../glossary/glossary.ts';
import { topicCitations } from '../citations/citations.ts';
import { modelLibrary, type Topic } from '../library/library.ts';
import { fillTemplate, parseTemplate } from '../stamped-pages/page-templates.ts';
import { paragraphPageKinds, topicParagraphPages, markers as paragraphMarkers } from '../stamped-pages/paragraph-pages.ts';
import { renderedPages } from './rendered-pages.ts';
import { pageOfPath } from '../routing/paths.ts';
import { sideBySideKinds, topicSideBySidePages, markers as sideBySideMarkers } from '../stamped-pages/side-by-side-pages.ts';
import type { TextsWorkerMessage, TextsWorkerReply } from './texts-worker.ts';

/**
 * Where Astro writes the templates of the stamped pages, under the output
 * folder (removed once stamped): `page-templates/paragraph/{kind}/` and
 * `page-templates/side-by-side/{kind}/`. A template's key is its path below this.
 */
export const templatesDir = 'page-templates';

/** Topics sent to the worker at a time. */
const topicsPerMessage = 20;

/** The next few topics, or none when all are sent. */
function nextTopics(topics: Iterator<Topic>): Topic[] {
  const batch: Topic[] = [];
  for (let next = topics.next(); !next.done; next = topics.next()) {
    batch.push(next.value);
    if (batch.length === topicsPerMessage) break;
  }
  return batch;
}

/**
 * The stamped page at `pathname` of a topic, if it has one: its template's key
 * (below `templatesDir`), markers and values.
 */
function stampedPageOf(topic: Topic, pathname: string, kinds: { paragraphPages: boolean; sideBySidePages: boolean }) {
  const file = `${pathname.slice(1)}index.html`;
  const paragraph = kinds.paragraphPages ? [...topicParagraphPages(topic)].find((page) => page.file === file) : undefined;
  if (paragraph) return { template: `paragraph/${paragraph.kind}`, markers: paragraphMarkers as Record<string, string>, values: paragraph.values as Record<string, string> };
  const sideBySide = kinds.sideBySidePages ? [...topicSideBySidePages(topic)].find((page) => page.file === file) : undefined;
  if (sideBySide) return { template: `side-by-side/${sideBySide.kind}`, markers: sideBySideMarkers as Record<string, string>, values: sideBySide.values as Record<string, string> };
  return undefined;
}

export default function searchAndStampedPages({ paragraphPages, sideBySidePages }: { paragraphPages: boolean; sideBySidePages: boolean }): AstroIntegration {
  let root = '';
  let outDir = '';
  let site = '';
  let workers: { worker: Worker; post: (message: TextsWorkerMessage) => void; result: Promise<TextsWorkerReply> }[] = [];
  return {
    name: 'rules:search-and-stamped-pages',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
        outDir = fileURLToPath(config.outDir);
        site = config.site ?? '';
        if (!site) throw new Error('`site` must be set in astro.config.mjs: citations and link previews need absolute URLs');
      },
      'astro:server:setup': ({ server }) => {
        // `astro dev`: each citations.json and stamped page made from the content model when asked for (the build writes them all).
        server.middlewares.use((request, response, next) => {
          const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
          const page = pageOfPath(url.pathname);
          const topic = page && 'topicId' in page ? modelLibrary(contentModel(root)).topics.get(page.topicId) : undefined;
          if (!page || !topic) return next();
          if (page.kind === 'citations') {
            response.setHeader('Content-Type', 'application/json');
            response.end(JSON.stringify(topicCitations(topic, page.lang, { site, previews: paragraphPages })));
            return;
          }
          const stamped = stampedPageOf(topic, url.pathname, { paragraphPages, sideBySidePages });
          if (!stamped) return next();
          // Its template as the dev server renders it, filled in (a paragraph page whole: the build cuts a long one to its budget).
          fetch(new URL(`/${templatesDir}/${stamped.template}/`, url))
            .then((template) => template.text())
            .then((html) => {
              response.setHeader('Content-Type', 'text/html; charset=utf-8');
              response.end(fillTemplate(parseTemplate(html, stamped.markers), stamped.values));
            })
            .catch(next);
        });
      },
      'astro:build:start': () => {
        const library = modelLibrary(contentModel(root));
        const passes = { index: library.topics.values(), stamp: library.topics.values() };
        const templates = [
          ...(paragraphPages ? paragraphPageKinds(library).map((kind) => `paragraph/${kind.key}`) : []),
          ...(sideBySidePages ? sideBySideKinds(library).map((kind) => `side-by-side/${kind.key}`) : []),
        ];
        const stamps = templates.length > 0;
        const records = termRecords(library);
        // Two workers: one indexes, writes the citations, then stamps; the other stamps from the start, beside it.
        // They take the topics from the same passes, so the stamping goes to whichever is free.
        workers = (stamps ? (['index', 'stamp'] as const) : (['index'] as const)).map((role) => {
          // A worker runs the project's own TypeScript, as Node reads it (not Vite's bundle of the config).
          const worker = new Worker(join(root, 'src/build/texts-worker.ts'));
          const post = (message: TextsWorkerMessage) => worker.postMessage(message);
          const result = new Promise<TextsWorkerReply>((resolve, reject) => {
            worker.on('message', (message: TextsWorkerReply) => {
              if (message.type === 'more') post({ type: 'topics', pass: message.pass, topics: nextTopics(passes[message.pass]) });
              else resolve(message);
            });
            worker.on('error', reject);
            worker.on('exit', (code) => reject(new Error(`a texts worker stopped (exit code ${code}) before it finished`)));
          });
          result.catch(() => undefined); // awaited when the pages are written
          post({ type: 'start', passes: role === 'index' ? ['index', 'stamp'] : ['stamp'], root, outDir, site, paragraphPages, sideBySidePages, templates, records });
          return { worker, post, result };
        });
        // Each template goes to the workers as soon as Astro has rendered it.
        renderedPages().listeners.push((file, html) => {
          if (!file.startsWith(`${templatesDir}/`)) return;
          for (const { post } of workers) post({ type: 'template', key: file.slice(templatesDir.length + 1, -'/index.html'.length), html: html.toString() });
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        for (const { post } of workers) post({ type: 'finish' });
        const replies = await Promise.all(workers.map(({ result }) => result));
        await Promise.all(workers.map(({ worker }) => worker.terminate()));
        rmSync(join(fileURLToPath(dir), templatesDir), { recursive: true, force: true });
        const failed = replies.find((reply) => reply.type === 'failed');
        if (failed) throw new Error(`search index and stamped pages: ${failed.message}`);
        const finished = replies.filter((reply) => reply.type === 'finished');
        const { revisions } = renderedPages();
        for (const [file, revision] of finished.flatMap((reply) => reply.citations)) revisions.set(file, revision);
        logger.info(`${finished.reduce((sum, reply) => sum + reply.citations.length, 0)} citations.json written`);
        for (const { texts, terms, chunks, largestChunk } of finished.flatMap((reply) => reply.search)) {
          logger.info(`search index: ${texts} topic texts, ${terms} glossary records, ${chunks} index chunks (largest ${(largestChunk / 1024).toFixed(1)} KB gzip)`);
        }
        const written = finished.reduce((sum, reply) => sum + reply.paragraphPages.written, 0);
        const bytes = finished.reduce((sum, reply) => sum + reply.paragraphPages.bytes, 0);
        const cut = finished.reduce((sum, reply) => sum + reply.paragraphPages.cut, 0);
        const busy = finished.map((reply) => `${reply.paragraphPages.written} pages in ${reply.paragraphPages.seconds.toFixed(1)}s`).join(', ');
        logger.info(
          paragraphPages
            ? `${written} paragraph pages from ${finished[0]?.paragraphPages.templates ?? 0} templates, ${(bytes / Math.max(written, 1) / 1024).toFixed(1)} KB each on average, ${cut} with their text cut to fit 2 KB gzip (workers: ${busy})`
            : 'no paragraph pages (PARAGRAPH_PAGES=off)',
        );
        const sideBySide = finished.reduce((sum, reply) => sum + reply.sideBySidePages.written, 0);
        const sideBySideBytes = finished.reduce((sum, reply) => sum + reply.sideBySidePages.bytes, 0);
        logger.info(
          sideBySidePages
            ? `${sideBySide} side-by-side pages from ${finished[0]?.sideBySidePages.templates ?? 0} templates, ${(sideBySideBytes / Math.max(sideBySide, 1) / 1024).toFixed(1)} KB each on average`
            : 'no side-by-side pages (SIDE_BY_SIDE_PAGES=off)',
        );
      },
    },
  };
}
