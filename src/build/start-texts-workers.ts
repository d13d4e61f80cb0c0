/**
 * The build's two worker threads (`texts-worker-thread.ts`), from the main thread:
 * they write what comes of the texts besides the pages Astro renders — the
 * search index (one Pagefind bundle of every language, `dist/pagefind/`), each
 * topic page's `citations.json` (`citations/citations.ts`), and the pages
 * stamped from a template (`stamped-pages/`): paragraph pages and side-by-side
 * pages, whose templates Astro renders once per kind
 * (`src/pages/page-templates/`). All of it from the library the build has
 * read — no built page is read — while Astro renders the other pages on the
 * main thread.
 *
 * Indexed: every text, as a document written from the model
 * (`search/indexing/search-document.ts`: paragraphs titled by
 * `search/indexing/paragraph-titles.ts`; in Russian texts the forms of each
 * word that Snowball's stemmer cannot relate to it,
 * `search/indexing/word-forms.ts`); and the glossary's names (`termRecords`),
 * one record per term. Words are indexed as written, without a stemmer: the
 * browser searches each query word by its stem (`searchKey` in
 * `search/search-words.ts`), so one index and one WebAssembly file serve every
 * language. The index is then cut into small chunks
 * (`search/indexing/index-chunks.ts`).
 *
 * @example
 * const workers = startTextsWorkers({ root, outDir, settings, content });
 * workers.template('page-templates/paragraph/en/en/ru-en/index.html', html); // as Astro renders each template
 * const summary = await workers.finish(); // once every page is rendered
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { SiteSettings } from '../../site.config.ts';
import { termRecords } from '../glossary/glossary-terms.ts';
import type { Topic } from '../library/library.ts';
import type { BuildContent } from './build-content.ts';
import { learnDiffs } from '../history/word-diff.ts';
import type { TextsWorkerMessage, TextsWorkerReply } from './texts-worker-thread.ts';

/**
 * Where Astro writes the templates of the stamped pages, under the output
 * folder (removed once stamped): `page-templates/paragraph/{kind}/` and
 * `page-templates/side-by-side/{kind}/`. A template's key is its path below this.
 */
export const templatesDir = 'page-templates';

/** Topics sent to a worker at a time. */
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

/** What the workers wrote, for the build's log and the service worker. */
interface TextsSummary {
  /** Each `citations.json` written, with its revision (a hash of its bytes). */
  citations: [file: string, revision: string][];
  /** Each history page written, with its revision, for the service worker's precache (as Astro's pages are recorded). */
  histories: [file: string, revision: string][];
  log: string[];
}

export interface TextsWorkers {
  /** A page Astro has rendered: a template goes to the workers at once, any other page is none of theirs. */
  template(file: string, html: Buffer): void;
  /** Once every page is rendered: waits for the workers, removes the templates from the output, and says what was written. */
  finish(): Promise<TextsSummary>;
}

/**
 * Starts the workers: one indexes, writes the citations, then stamps; the
 * other stamps from the start, beside it. They take the topics from the same
 * passes, so the stamping goes to whichever is free.
 */
export function startTextsWorkers({
  root,
  outDir,
  settings,
  content,
}: {
  root: string;
  outDir: string;
  settings: SiteSettings;
  content: BuildContent;
}): TextsWorkers {
  const { library, stampedPageKinds } = content;
  const { paragraphPages, sideBySidePages } = settings;
  const passes = { index: library.topics.values(), stamp: library.topics.values() };
  const templates = [
    ...(paragraphPages ? stampedPageKinds.paragraph.map((kind) => `paragraph/${kind.key}`) : []),
    ...(paragraphPages ? stampedPageKinds.revisionParagraph.map((kind) => `revision-paragraph/${kind.key}`) : []),
    ...(sideBySidePages ? stampedPageKinds.sideBySide.map((kind) => `side-by-side/${kind.key}`) : []),
    ...stampedPageKinds.history.map((kind) => `history/${kind.key}`),
  ];
  const records = termRecords(library);
  const roles = templates.length > 0 ? (['index', 'stamp'] as const) : (['index'] as const);
  const workers = roles.map((role) => {
    // A worker runs the project's own TypeScript, as Node reads it (not Vite's bundle of the config).
    const worker = new Worker(join(root, 'src/build/texts-worker-thread.ts'));
    const post = (message: TextsWorkerMessage) => worker.postMessage(message);
    const result = new Promise<TextsWorkerReply>((resolve, reject) => {
      worker.on('message', (message: TextsWorkerReply) => {
        if (message.type === 'more')
          post({ type: 'topics', pass: message.pass, topics: nextTopics(passes[message.pass]) });
        else if (message.type === 'diffs') {
          // For the topic pages rendered here, and for the other worker's history pages.
          learnDiffs(message.diffs);
          for (const other of workers) if (other.worker !== worker) other.post(message);
        } else resolve(message);
      });
      worker.on('error', reject);
      worker.on('exit', (code) => reject(new Error(`a texts worker stopped (exit code ${code}) before it finished`)));
    });
    result.catch(() => undefined); // awaited at the finish
    post({
      type: 'start',
      passes: role === 'index' ? ['index', 'stamp'] : ['stamp'],
      root,
      outDir,
      settings,
      templates,
      records,
    });
    return { worker, post, result };
  });

  return {
    template(file, html) {
      if (!file.startsWith(`${templatesDir}/`)) return;
      for (const { post } of workers)
        post({
          type: 'template',
          key: file.slice(templatesDir.length + 1, -'/index.html'.length),
          html: html.toString(),
        });
    },
    async finish() {
      for (const { post } of workers) post({ type: 'finish' });
      const replies = await Promise.all(workers.map(({ result }) => result));
      await Promise.all(workers.map(({ worker }) => worker.terminate()));
      rmSync(join(outDir, templatesDir), { recursive: true, force: true });
      const failed = replies.find((reply) => reply.type === 'failed');
      if (failed) throw new Error(`search index and stamped pages: ${failed.message}`);
      const finished = replies.filter((reply) => reply.type === 'finished');
      const citations = finished.flatMap((reply) => reply.citations);
      const histories = finished.flatMap((reply) => reply.historyPages.revisions);
      const log = [`${citations.length} citations.json written`];
      for (const {
        texts,
        terms,
        chunks,
        largestChunk,
        thinnedWords,
        splitFamilies,
        typoFiles,
        largestTypoFile,
      } of finished.flatMap((reply) => (reply.search ? [reply.search] : []))) {
        log.push(
          `search index: ${texts} topic texts, ${terms} glossary records, ${chunks} index chunks (largest ${(largestChunk / 1024).toFixed(1)} KB gzip; ${thinnedWords} common words thinned, ${splitFamilies} cuts inside a word's family), ${typoFiles} typo-correction files (largest ${(largestTypoFile / 1024).toFixed(1)} KB gzip)`,
        );
      }
      const sum = (count: (reply: (typeof finished)[number]) => number) =>
        finished.reduce((total, reply) => total + count(reply), 0);
      const written = sum((reply) => reply.paragraphPages.written);
      const busy = finished
        .map((reply) => `${reply.paragraphPages.written} pages in ${reply.paragraphPages.seconds.toFixed(1)}s`)
        .join(', ');
      log.push(
        paragraphPages
          ? `${written} paragraph pages (${sum((reply) => reply.paragraphPages.revisions)} of them a revision's paragraph, ~history/r1-…/) from ${finished[0]?.paragraphPages.templates ?? 0} templates, ${(sum((reply) => reply.paragraphPages.bytes) / Math.max(written, 1) / 1024).toFixed(1)} KB each on average, ${sum((reply) => reply.paragraphPages.cut)} with their text cut to fit 2 KB gzip (workers: ${busy})`
          : 'no paragraph pages (PARAGRAPH_PAGES=off)',
      );
      const sideBySide = sum((reply) => reply.sideBySidePages.written);
      log.push(
        sideBySidePages
          ? `${sideBySide} side-by-side pages from ${finished[0]?.sideBySidePages.templates ?? 0} templates, ${(sum((reply) => reply.sideBySidePages.bytes) / Math.max(sideBySide, 1) / 1024).toFixed(1)} KB each on average`
          : 'no side-by-side pages (SIDE_BY_SIDE_PAGES=off)',
      );
      const historyBytes = sum((reply) => reply.historyPages.bytes);
      log.push(
        `${histories.length} history pages from ${finished[0]?.historyPages.templates ?? 0} templates, ${(historyBytes / Math.max(histories.length, 1) / 1024).toFixed(1)} KB each on average`,
      );
      return { citations, histories, log };
    },
  };
}
