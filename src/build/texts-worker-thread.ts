/**
 * A worker thread of the build (`start-texts-workers.ts` starts two): it fills the search
 * index — one Pagefind index of every language, Pagefind itself working in a
 * process of its own, made into the bundle the site ships once written
 * (`search/indexing/search-bundle.ts`) — writes each topic page's `citations.json`, and
 * stamps every paragraph page (a revision's paragraph pages too), side-by-side page and history page into its kind's template
 * (`stamped-pages/fill-template.ts`), while Astro renders the site's other pages on
 * the main thread (the machine has two cores, and none of this needs a
 * rendered page but the templates).
 *
 * The texts come from the main thread's content model a few topics at a time,
 * when the worker asks for them, so that it never holds a second copy of the
 * whole content, in two passes: from the start, the search index and the
 * citations (`index`); once Astro has rendered every template, the paragraph
 * pages (`stamp`). The glossary's records and the kinds of paragraph pages
 * come with `start`, each template as Astro renders it. The index is written
 * (`dist/pagefind/`) as soon as its pass is over, while Astro still renders.
 *
 * In: `start`, `template`, `topics`, `diffs` (the other worker's), `finish` (the pages are rendered).
 * Out: `more` (a pass's next topics), `diffs` (the word diffs of the histories
 * of the topics it indexes, for the topic pages the main thread renders), then
 * `finished` (what was written) or `failed`.
 *
 * @example
 * new Worker(new URL('texts-worker-thread.ts', root)).postMessage({ type: 'start', root, outDir, templates: ['paragraph/en/en/ru-en', 'side-by-side/en/ru/en-en-en/ru-en'], records })
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parentPort } from 'node:worker_threads';
import * as pagefind from 'pagefind';
import type { SiteSettings } from '../../site.config.ts';
import type { TermRecord } from '../glossary/glossary-terms.ts';
import { languages } from '../i18n/languages.ts';
import { giveWayToTheMainThread } from './thread-priority.ts';
import { searchIndexLanguage } from '../search/search-words.ts';
import type { Topic } from '../library/library.ts';
import { SearchNames } from '../search/search-names.ts';
import { fillTemplate, parseTemplate, type Template } from '../stamped-pages/fill-template.ts';
import { topicParagraphPages } from '../routing/route-data/paragraph.ts';
import { topicRevisionParagraphPages } from '../routing/route-data/revision-paragraph.ts';
import {
  paragraphPageValues,
  parseParagraphTemplate,
  stampParagraphPage,
  type ParagraphTemplate,
} from '../stamped-pages/paragraph-pages.ts';
import {
  markers as sideBySideMarkers,
  topicSideBySidePages,
  type Marker as SideBySideMarker,
} from '../side-by-side/side-by-side-pages.ts';
import { topicCitations } from '../citations/citations.ts';
import {
  markers as historyMarkers,
  topicHistoryPages,
  type Marker as HistoryMarker,
} from '../history/history-pages.ts';
import { revisionsOf } from '../history/revisions.ts';
import { comparedWordings } from '../history/trace.ts';
import { learnDiffs, madeDiffs, type MadeDiffs } from '../history/word-diff.ts';
import { pathOf, topicPath } from '../routing/paths.ts';
import { editionNumbers } from '../search/indexing/edition-numbers.ts';
import { paragraphTitles } from '../search/indexing/paragraph-titles.ts';
import { finishSearchBundle, type SearchBundleReport } from '../search/indexing/search-bundle.ts';
import { searchDocuments, type WordForms } from '../search/indexing/search-document.ts';
import { termNames } from '../search/indexing/term-names.ts';
import { russianWordForms } from '../search/indexing/word-forms.ts';

/**
 * The two passes over the topics: `index` (search index and citations, from
 * the start) and `stamp` (paragraph pages, once every template is rendered).
 */
type Pass = 'index' | 'stamp';

export type TextsWorkerMessage =
  /** `templates`: the keys of the templates that will come (`paragraph/…`, `side-by-side/…`; none when the site has neither kind of page). */
  | {
      type: 'start';
      /** The passes this worker makes (the build runs two: one makes both, the other only helps stamp). */
      passes: Pass[];
      root: string;
      outDir: string;
      settings: SiteSettings;
      templates: string[];
      records: TermRecord[];
    }
  | { type: 'template'; key: string; html: string }
  /** Word diffs the other worker made (its `diffs`, passed on): this one's history pages show them too. */
  | { type: 'diffs'; diffs: MadeDiffs }
  /** A few topics for a pass; none left in it when `topics` is empty. */
  | { type: 'topics'; pass: Pass; topics: Topic[] }
  | { type: 'finish' };

export type TextsWorkerReply =
  | { type: 'more'; pass: Pass }
  /** Word diffs of the histories of topics being indexed, for the main thread's topic pages (`learnDiffs`). */
  | { type: 'diffs'; diffs: MadeDiffs }
  | {
      type: 'finished';
      /** What the search index holds (the worker that made it). */
      search?: { texts: number; terms: number } & SearchBundleReport;
      paragraphPages: {
        written: number;
        /** Of them, a revision's paragraph pages (`~history/r1-…/`). */
        revisions: number;
        bytes: number;
        cut: number;
        templates: number;
        seconds: number;
      };
      sideBySidePages: { written: number; bytes: number; templates: number };
      /** Each history page written, with its revision (a hash of its bytes), for the service worker's precache. */
      historyPages: { revisions: [file: string, revision: string][]; bytes: number; templates: number };
      /** Each `citations.json` written, with its revision (a hash of its bytes), for the service worker's precache. */
      citations: [file: string, revision: string][];
    }
  | { type: 'failed'; message: string };

/** The search index being filled, and what its texts are indexed with. */
interface Index {
  index: pagefind.PagefindIndex;
  texts: number;
  terms: number;
  /** What Pagefind has yet to answer. */
  pending: Promise<{ errors: string[] }>[];
  /** The Russian word forms (`word-forms.ts`). */
  forms: WordForms;
  /** The glossary's records: its names in each language are indexed in the texts too (`term-names.ts`). */
  records: TermRecord[];
}

let outDir: string;
let citationSettings: { site: string; previews: boolean };
const citationFiles: [file: string, revision: string][] = [];
let expected = new Set<string>();
/** The templates by their kind, once Astro has rendered them; the keys received (`paragraph/…`, `side-by-side/…`). */
const templates = {
  paragraph: new Map<string, ParagraphTemplate>(),
  sideBySide: new Map<string, Template<SideBySideMarker>>(),
  history: new Map<string, Template<HistoryMarker>>(),
};
const received = new Set<string>();
/** The site's settings: its origin, and the kinds of pages to stamp. */
let settings: SiteSettings;
/** The search index, in the worker that makes it (none in a worker that only stamps). */
let started: Promise<Index | undefined> = Promise.resolve(undefined);
/** The index written and cut into chunks, once the index pass is over (nothing to write in a worker that only stamps). */
let written: Promise<SearchBundleReport | undefined> = Promise.resolve(undefined);
/** The names a mistyped query is matched against (written into the typo-correction files, `search/indexing/typo-files.ts`). */
const names = new SearchNames();
/** Whether the index pass is over, and whether every template is here. */
let indexed = false;
let templatesReady = false;
let done: () => void;
/** Both passes over. */
const allTopics = new Promise<void>((resolve) => (done = resolve));
/** Whether this thread has lowered its priority for the stamp pass (`thread-priority.ts`). */
let givenWay = false;
const pages = { written: 0, revisions: 0, bytes: 0, cut: 0, seconds: 0 };
const sideBySidePages = { written: 0, bytes: 0 };
const historyPages = { revisions: [] as [file: string, revision: string][], bytes: 0 };

const reply = (message: TextsWorkerReply) => parentPort!.postMessage(message);

parentPort!.on('message', (message: TextsWorkerMessage) => {
  handle(message).catch((error: unknown) =>
    reply({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});

/** After the index pass, the stamp pass starts once the templates are here (or the topics are done, without paragraph pages). */
function nextPass(): void {
  if (!indexed || !templatesReady) return;
  if (expected.size > 0) reply({ type: 'more', pass: 'stamp' });
  else done();
}

async function handle(message: TextsWorkerMessage): Promise<void> {
  switch (message.type) {
    case 'start': {
      outDir = message.outDir;
      citationSettings = { site: message.settings.site, previews: message.settings.paragraphPages };
      expected = new Set(message.templates);
      settings = message.settings;
      templatesReady = expected.size === 0;
      if (message.passes.includes('index')) {
        started = startIndex(message.root, message.records);
        started.catch(() => undefined); // awaited with the topics
        reply({ type: 'more', pass: 'index' });
      } else {
        indexed = true;
        nextPass();
      }
      return;
    }
    case 'diffs':
      learnDiffs(message.diffs);
      return;
    case 'template': {
      if (!expected.has(message.key) || received.has(message.key)) return;
      received.add(message.key);
      const [type, ...kind] = message.key.split('/');
      if (type === 'paragraph') templates.paragraph.set(kind.join('/'), parseParagraphTemplate(message.html));
      else if (type === 'revision-paragraph')
        templates.paragraph.set(`revision/${kind.join('/')}`, parseParagraphTemplate(message.html));
      else if (type === 'history') templates.history.set(kind.join('/'), parseTemplate(message.html, historyMarkers));
      else templates.sideBySide.set(kind.join('/'), parseTemplate(message.html, sideBySideMarkers));
      templatesReady = received.size === expected.size;
      nextPass();
      return;
    }
    case 'topics': {
      if (message.pass === 'stamp') {
        if (message.topics.length === 0) return done();
        // Nothing waits for the stamped pages but the end of the build: the main thread's rendering goes first.
        if (!givenWay) giveWayToTheMainThread();
        givenWay = true;
        // The next topics are asked for first: they come while these are stamped (the main thread, busy
        // rendering, answers late), so the worker never waits for them.
        reply({ type: 'more', pass: 'stamp' });
        const stampStarted = performance.now();
        for (const topic of message.topics) stamp(topic);
        pages.seconds += (performance.now() - stampStarted) / 1000;
        return;
      }
      const search = await started;
      if (message.topics.length === 0) {
        indexed = true;
        written = search ? writeIndex(search) : Promise.resolve(undefined);
        written.catch(() => undefined); // awaited at the finish
        return nextPass();
      }
      const diffs = historyDiffs(message.topics);
      if (diffs.length > 0) reply({ type: 'diffs', diffs });
      for (const topic of message.topics) {
        if (search) index(topic, search);
        writeCitations(topic);
      }
      // Pagefind's answers are taken in before the next topics come.
      if (search) for (const result of await Promise.all(search.pending.splice(0))) check(result.errors);
      reply({ type: 'more', pass: 'index' });
      return;
    }
    case 'finish': {
      const missing = [...expected].filter((key) => !received.has(key));
      if (missing.length > 0) throw new Error(`stamped pages: no template was rendered for ${missing.join(', ')}`);
      await allTopics;
      const search = await started;
      const chunked = await written;
      reply({
        type: 'finished',
        ...(search && chunked ? { search: { texts: search.texts, terms: search.terms, ...chunked } } : {}),
        paragraphPages: { ...pages, templates: templates.paragraph.size },
        sideBySidePages: { ...sideBySidePages, templates: templates.sideBySide.size },
        historyPages: { ...historyPages, templates: templates.history.size },
        citations: citationFiles,
      });
    }
  }
}

/**
 * Writes the search index (`dist/pagefind/`), once Pagefind has every text,
 * and makes it the bundle the site ships, with the names a mistyped query is
 * matched against (`search-bundle.ts`). It runs while Astro still renders:
 * `dist/` is emptied before Astro renders anything, and so before the first
 * topics reach a worker.
 */
async function writeIndex(search: Index): Promise<SearchBundleReport> {
  const output = join(outDir, 'pagefind');
  for (const result of await Promise.all(search.pending.splice(0))) check(result.errors);
  check((await search.index.writeFiles({ outputPath: output })).errors);
  const report = await finishSearchBundle(output, names, { chunkTarget });
  await pagefind.close();
  return report;
}

/**
 * Bytes of CBOR (before gzip) an index chunk is cut at: about 5 KB of gzip,
 * a few hundred words (`search/indexing/index-chunks.ts`).
 */
const chunkTarget = 12_000;

/**
 * The search index: one Pagefind index of every language, without a stemmer
 * (`searchIndexLanguage`: the browser searches each query word by the start
 * its stemmer keeps, `searchKey`), with the glossary's records; and the
 * Russian word forms.
 */
async function startIndex(root: string, records: TermRecord[]): Promise<Index> {
  const forms = await russianWordForms(root);
  const { index, errors } = await pagefind.createIndex({ forceLanguage: searchIndexLanguage });
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  const pending = records.map((record) => index.addCustomRecord({ ...record, language: searchIndexLanguage }));
  for (const record of records) {
    const langs = record.meta.languages.split(' ');
    record.content.split(', ').forEach((name, position) => {
      names.add(langs[position], name);
    });
  }
  return { index, texts: 0, terms: records.length, pending, forms, records };
}

/** A topic's texts, in every language (`search/indexing/search-document.ts`). */
function index(topic: Topic, search: Index): void {
  for (const [lang, text] of topic.texts) {
    const documents = searchDocuments(text, {
      game: topic.game.short,
      titles: paragraphTitles(text.paragraphs),
      forms: lang === 'ru' ? search.forms : undefined,
      editions: editionNumbers(topic.texts, lang),
      terms: termNames(search.records, topic.game.short, lang),
    });
    for (const { hash, html } of documents)
      search.pending.push(search.index.addHTMLFile({ url: topicPath(lang, topic.id) + hash, content: html }));
    search.texts += 1;
    names.addText(text);
  }
}

/**
 * The word diffs of these topics' histories (`comparedWordings`), made here,
 * ahead of the main thread, which shows them on the topic pages it renders.
 */
function historyDiffs(topics: Topic[]): MadeDiffs {
  return madeDiffs(
    topics.flatMap((topic) =>
      [...topic.texts.values()].flatMap((text) =>
        text.revisions.length > 0 ? [...comparedWordings(revisionsOf(text), text.lang)] : [],
      ),
    ),
  );
}

/** The `citations.json` of a topic's page in each language: what its copy controls quote. */
function writeCitations(topic: Topic): void {
  for (const lang of languages) {
    const json = JSON.stringify(topicCitations(topic, lang, citationSettings));
    const file = pathOf({ kind: 'citations', lang, topicId: topic.id }).slice(1);
    mkdirSync(dirname(join(outDir, file)), { recursive: true });
    writeFileSync(join(outDir, file), json);
    citationFiles.push([file, createHash('md5').update(json).digest('hex')]);
  }
}

/**
 * A topic's paragraph pages, side-by-side pages and history pages, stamped into their
 * templates (a paragraph page within its weight budget) and written one by
 * one, synchronously: tens of thousands of small files go three times faster
 * so than through promises.
 */
function stamp(topic: Topic): void {
  if (settings.paragraphPages) {
    for (const page of [...topicParagraphPages(topic), ...topicRevisionParagraphPages(topic)]) {
      const { html, cut } = stampParagraphPage(templates.paragraph.get(page.kind)!, paragraphPageValues(page));
      write(page.file, html);
      pages.written += 1;
      pages.bytes += Buffer.byteLength(html);
      if (page.revision) pages.revisions += 1;
      if (cut) pages.cut += 1;
    }
  }
  if (settings.sideBySidePages) {
    for (const page of topicSideBySidePages(topic)) {
      const html = fillTemplate(templates.sideBySide.get(page.kind)!, page.values);
      write(page.file, html);
      sideBySidePages.written += 1;
      sideBySidePages.bytes += Buffer.byteLength(html);
    }
  }
  for (const page of topicHistoryPages(topic)) {
    const html = fillTemplate(templates.history.get(page.kind)!, page.values);
    write(page.file, html);
    historyPages.revisions.push([page.file, createHash('md5').update(html).digest('hex')]);
    historyPages.bytes += Buffer.byteLength(html);
  }
}

/** Writes a page of the output (`fr/ti4/component-limitations/dice/index.html`), its folders made as needed. */
function write(file: string, html: string): void {
  const path = join(outDir, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, html);
}

function check(errors: string[]): void {
  if (errors.length > 0) throw new Error(`Pagefind: ${errors.join('; ')}`);
}
