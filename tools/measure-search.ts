/**
 * `npm run measure:search [-- 100,1000,3000]`: what a first search costs on a
 * phone — the requests made and the bytes transferred (headers and gzip
 * bodies, served as a CDN serves them: `serve-dist.ts`) from the tap on the
 * field to settled results — and whether the results show what was sought;
 * beside it, the same query in Pagefind's default UI (`pagefind-ui.js`) on a
 * default Pagefind index of the same built pages, made in the same run.
 *
 * Without an argument: the site built in `dist/` (run `npm run build` first).
 * With corpus sizes: for each, a library of that many synthetic topics per
 * language (× ru/en/fr, `synthetic-corpus.ts`) beside the real texts, built
 * in a temporary copy of the project (`.cache/measure/`, removed after;
 * paragraph and side-by-side pages off: the search index does not depend on
 * them), and the same queries, plus words in most texts. Then, per size, each
 * file a first search fetched, and how it grows from one size to the next.
 *
 * Queries: within the page's language; across languages and scripts (the
 * site has one index of every language); a rule number of another edition;
 * words in most texts (typed at 5 keys a second, pasted, opened as `?q=`);
 * mistyped ones (what the typo correction adds: budget 15 KB). The issue's
 * budget: 100 KB (100,000 bytes) and 8 requests for any first query; a line
 * over it says so. Env: QUERY and PAGE measure one query; VERBOSE=1 lists
 * every file; MEASURE_KEEP=1 keeps the copies.
 *
 * @example
 * // npm run measure:search -- 1000
 * // kind    how    query    page  ours                            Pagefind default UI
 * // common  pasted player   /en/   8 requests  97.1 KB found      11 requests 142.0 KB found
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import * as pagefind from 'pagefind';
import { pageOfPath } from '../src/routing/paths.ts';
import { serveDist } from './serve-dist.ts';
import { writeSyntheticContent } from './synthetic-corpus.ts';
import { headlessChromium } from './system-chromium.ts';

const root = resolve(import.meta.dirname, '..');
const executablePath = headlessChromium;
/** The budget for any first query; the typo correction's. */
const budget = { bytes: 100_000, requests: 8, typoBytes: 15_000 };
/** Milliseconds between keys of a query typed at a normal pace on a phone. */
const typingDelay = 200;

/** How a query reaches the field. */
type How = 'pasted' | 'typed' | '?q=';

/** One query measured: where, how, and what the results must show (a path a link starts with, or any result with the word). */
interface Case {
  kind: 'within' | 'across' | 'number' | 'common' | 'typo' | 'asked';
  query: string;
  pagePath: string;
  how: How;
  sought?: string;
  /** What the first result's name must say (a rule number: any paragraph printed with it). */
  firstNamed?: RegExp;
}

/** The queries on the real texts (every size has them). */
const realCases: Case[] = [
  { kind: 'within', query: 'fighter', pagePath: '/en/', how: 'pasted', sought: '/en/ti4/component-limitations/' },
  { kind: 'within', query: 'истребители', pagePath: '/ru/', how: 'pasted', sought: '/ru/ti4/component-limitations/' },
  { kind: 'within', query: 'захваты', pagePath: '/ru/', how: 'pasted', sought: '/ru/rftg/rebel-vs-imperium/' },
  { kind: 'within', query: 'empilement', pagePath: '/fr/', how: 'pasted', sought: '/fr/swccg/actions/' },
  { kind: 'within', query: 'fighter', pagePath: '/en/', how: '?q=', sought: '/en/ti4/component-limitations/' },
  { kind: 'across', query: 'пехоты', pagePath: '/en/', how: 'pasted', sought: '/ru/ti4/component-limitations/' },
  { kind: 'across', query: 'initiation', pagePath: '/ru/', how: 'pasted', sought: '/fr/swccg/actions/' },
  { kind: 'across', query: 'захват', pagePath: '/en/', how: 'pasted', sought: '/ru/rftg/rebel-vs-imperium/' },
  { kind: 'across', query: 'fighter', pagePath: '/ru/', how: 'pasted', sought: '/ru/ti4/component-limitations/' },
  { kind: 'across', query: 'истребители', pagePath: '/en/', how: 'typed', sought: '/ru/ti4/component-limitations/' },
  { kind: 'across', query: 'Military', pagePath: '/fr/', how: 'pasted', sought: '/ru/rftg/rebel-vs-imperium/' },
  { kind: 'number', query: '49.4', pagePath: '/en/', how: 'pasted', sought: '/en/ti4/component-limitations/#units' },
  { kind: 'typo', query: 'figter', pagePath: '/en/', how: 'pasted', sought: '/en/' },
  { kind: 'typo', query: 'истрибители', pagePath: '/fr/', how: 'pasted', sought: '/ru/ti4/component-limitations/' },
  { kind: 'typo', query: 'Imperium Seet', pagePath: '/ru/', how: 'pasted', sought: '/ru/rftg/rebel-vs-imperium/' },
];

/** On the real site only: every synthetic text prints a 4.2 too. */
const siteCases: Case[] = [
  {
    kind: 'number',
    query: '4.2',
    pagePath: '/ru/',
    how: 'pasted',
    sought: '/ru/ti4/component-limitations/#unit-tokens',
  },
];

/** The queries of words in most synthetic texts (sizes only). */
const libraryCases: Case[] = [
  { kind: 'number', query: '4.2', pagePath: '/ru/', how: 'pasted', firstNamed: /^4\.2\b|\(en 4\.2\)/ },
  { kind: 'common', query: 'player', pagePath: '/en/', how: 'pasted' },
  { kind: 'common', query: 'player', pagePath: '/en/', how: 'typed' },
  { kind: 'common', query: 'player', pagePath: '/en/', how: '?q=' },
  { kind: 'common', query: 'joueur', pagePath: '/fr/', how: 'pasted' },
  { kind: 'common', query: 'игрок', pagePath: '/ru/', how: 'typed' },
  { kind: 'common', query: 'player', pagePath: '/ru/', how: 'pasted' },
  { kind: 'typo', query: 'plyer', pagePath: '/en/', how: 'pasted' },
];

/** What a first search fetched: each file with its kind and bytes, and the result links shown (with whether the word was in them). */
interface Cost {
  files: { kind: string; url: string; bytes: number }[];
  links: string[];
  /** The first result link's name. */
  first: string;
  /** The panel's text, to tell "found" for a common word. */
  text: string;
}

const sum = (files: Cost['files']) => files.reduce((total, file) => total + file.bytes, 0);
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** The kind of file of a first search, by its path. */
function fileKind(path: string): string {
  if (/\/_astro\/search\.[^/]+\.js$/.test(path)) return 'search module';
  if (/\/_astro\//.test(path)) return 'other script';
  if (path.endsWith('pagefind-entry.json')) return 'entry';
  if (path.endsWith('.pf_meta')) return 'meta';
  if (path.endsWith('.pagefind')) return 'WebAssembly';
  if (path.includes('/index/')) return 'index chunk';
  if (path.includes('/fragment/')) return 'fragment';
  if (path.includes('/typos/')) return 'typo correction';
  if (/pagefind(-ui|-worker|-highlight)?\.(js|css)$/.test(path)) return 'Pagefind script';
  if (path.endsWith('.pf_filter')) return 'filter';
  return path;
}

/** Counts what `act` makes the page load, from a fresh phone context on `pagePath` (for `?q=`, from the address). */
async function measure(
  browser: Browser,
  origin: string,
  pagePath: string,
  how: How,
  act: (page: Page) => Promise<string[]>,
): Promise<Cost> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const files: Promise<Cost['files'][number]>[] = [];
  const listen = () =>
    page.on('requestfinished', (request) => {
      files.push(
        request.sizes().then((size) => {
          const url = new URL(request.url());
          return {
            kind: fileKind(url.pathname),
            url: url.pathname,
            bytes: size.requestHeadersSize + size.requestBodySize + size.responseHeadersSize + size.responseBodySize,
          };
        }),
      );
    });
  if (how === '?q=') {
    // From the address: what loads besides the page itself.
    listen();
    await page.goto(`${origin}${pagePath}`, { waitUntil: 'commit' });
  } else {
    await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' });
    listen();
  }
  const links = await act(page);
  await page.waitForLoadState('networkidle');
  const text = await page.locator('body').innerText();
  const firstLink = page.locator('.site-search-results a, .pagefind-ui__result a').first();
  const first = (await firstLink.count()) > 0 ? ((await firstLink.textContent()) ?? '') : '';
  const pagePathname = new URL(pagePath, origin).pathname;
  const loaded = (await Promise.all(files)).filter(
    (file) =>
      how !== '?q=' ||
      (file.url !== pagePathname && !/\.(svg|png|ico|webmanifest)$/.test(file.url) && file.kind !== 'other script'),
  );
  await context.close();
  return { files: loaded, links, text, first };
}

/** The site's search: the query pasted (one input event), typed, or already in the address. */
async function ours(page: Page, query: string, how: How): Promise<string[]> {
  const field = page.getByRole('combobox');
  if (how === 'pasted') {
    await field.tap();
    await field.fill(query);
  } else if (how === 'typed') {
    await field.tap();
    await field.pressSequentially(query, { delay: typingDelay });
  }
  await page
    .locator('#site-search-status')
    .filter({ hasText: /\d|\.$/ })
    .waitFor({ timeout: 60_000 });
  return page
    .locator('.site-search-results a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** Pagefind's default UI on the default index (`/pagefind-default/`). */
async function pagefindDefaultUi(page: Page, query: string, how: How): Promise<string[]> {
  await page.waitForLoadState('domcontentloaded');
  await page.evaluate(
    (base) =>
      new Promise<void>((done, fail) => {
        const style = document.createElement('link');
        style.rel = 'stylesheet';
        style.href = `${base}pagefind-ui.css`;
        const script = document.createElement('script');
        script.src = `${base}pagefind-ui.js`;
        script.onload = () => done();
        script.onerror = () => fail(new Error('pagefind-ui.js did not load'));
        const element = document.createElement('div');
        element.id = 'pagefind-default-ui';
        document.body.prepend(element);
        document.head.append(style, script);
      }),
    '/pagefind-default/',
  );
  await page.evaluate(
    () =>
      new (window as unknown as { PagefindUI: new (options: object) => unknown }).PagefindUI({
        element: '#pagefind-default-ui',
        showSubResults: true,
      }),
  );
  const field = page.locator('#pagefind-default-ui input');
  await field.tap();
  if (how === 'typed') await field.pressSequentially(query, { delay: typingDelay });
  else await field.fill(query);
  await page.locator('#pagefind-default-ui .pagefind-ui__message').waitFor({ timeout: 60_000 });
  await page
    .locator('#pagefind-default-ui .pagefind-ui__result')
    .first()
    .waitFor({ timeout: 5000 })
    .catch(() => undefined);
  return page
    .locator('#pagefind-default-ui .pagefind-ui__result a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** Whether the results show what a case seeks: a link to its path, or (a common word) a result with the word. */
function found(item: Case, cost: Cost, ui: 'ours' | 'default'): boolean {
  if (item.firstNamed) return item.firstNamed.test(cost.first.trim());
  if (item.sought)
    return cost.links.some(
      (href) => href.startsWith(item.sought!) || href.startsWith(`${item.sought!.replace(/\/$/, '')}#`),
    );
  const word = item.kind === 'typo' ? 'player' : item.query;
  const shown = ui === 'ours' ? cost.text.split('\n').slice(1).join('\n') : cost.text;
  return cost.links.length > 0 && shown.toLowerCase().includes(word.toLowerCase());
}

/** The built pages a default Pagefind index reads: the site's pages, not its paragraph and side-by-side pages (not built in the copies). */
async function builtPages(dist: string): Promise<string[]> {
  const files = (await readdir(dist, { recursive: true })).map((file) => file.split(sep).join('/'));
  return files.filter((file) => {
    if (!file.endsWith('index.html') || file.startsWith('page-templates/')) return false;
    const kind = pageOfPath(`/${file.replace(/index\.html$/, '')}`)?.kind;
    return kind !== undefined && kind !== 'paragraph' && kind !== 'sideBySide';
  });
}

/** Pagefind's default index of the built pages, into `dist/pagefind-default/` (its UI with it). */
async function defaultIndex(dist: string): Promise<number> {
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  const pages = await builtPages(dist);
  for (const file of pages) {
    const added = await index.addHTMLFile({ sourcePath: file, content: await readFile(join(dist, file), 'utf8') });
    if (added.errors.length > 0) throw new Error(`Pagefind: ${added.errors.join('; ')}`);
  }
  const written = await index.writeFiles({ outputPath: join(dist, 'pagefind-default') });
  if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
  await pagefind.close();
  return pages.length;
}

/** Runs a command in `cwd`, its output kept for a failure. */
function run(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => done({ code, output }));
  });
}

const measureDir = join(root, '.cache', 'measure');

/**
 * A copy of the project with `topics` synthetic topics per language beside
 * the real texts, built (paragraph and side-by-side pages off); its `dist/`.
 * Under `.cache/`: Astro compiles a linked node_modules' `.astro` files only
 * inside the project's folder.
 */
async function syntheticLibrary(topics: number): Promise<{ dir: string; dist: string; log: string }> {
  await mkdir(measureDir, { recursive: true });
  const dir = await mkdtemp(join(measureDir, `library-${topics}-`));
  for (const entry of [
    'src',
    'public',
    'content',
    'sources',
    'astro.config.mjs',
    'site.config.ts',
    'tsconfig.json',
    'package.json',
  ]) {
    await cp(join(root, entry), join(dir, entry), { recursive: true });
  }
  await writeSyntheticContent(join(dir, 'content'), topics);
  await symlink(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const script: string = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.build;
  const build = await run(process.execPath, script.replace(/^node /, '').split(/\s+/), dir, {
    PARAGRAPH_PAGES: 'off',
    SIDE_BY_SIDE_PAGES: 'off',
  });
  if (build.code !== 0)
    throw new Error(`the build of ${topics} topics × 3 failed:\n${build.output.split('\n').slice(-30).join('\n')}`);
  return { dir, dist: join(dir, 'dist'), log: build.output };
}

/** One measured case, both searches. */
interface Measured {
  item: Case;
  ours: Cost;
  default: Cost;
}

/** Measures every case on a built site with its default index. */
async function measureSite(browser: Browser, dist: string, cases: Case[]): Promise<Measured[]> {
  const server = await serveDist(dist);
  const origin = server.url.replace(/\/$/, '');
  const measured: Measured[] = [];
  try {
    for (const item of cases) {
      const path = item.how === '?q=' ? `${item.pagePath}?q=${encodeURIComponent(item.query)}` : item.pagePath;
      const ourCost = await measure(browser, origin, path, item.how, (page) => ours(page, item.query, item.how));
      // The default UI has no `?q=`: the query typed in its field.
      const defaultCost = await measure(
        browser,
        origin,
        item.pagePath,
        item.how === '?q=' ? 'pasted' : item.how,
        (page) => pagefindDefaultUi(page, item.query, item.how),
      );
      measured.push({ item, ours: ourCost, default: defaultCost });
      printLine(measured.at(-1)!);
      if (process.env.VERBOSE)
        for (const file of ourCost.files) console.log(`        ${String(file.bytes).padStart(7)} ${file.url}`);
    }
  } finally {
    await server.close();
  }
  return measured;
}

function cell(cost: Cost, isFound: boolean): string {
  return `${String(cost.files.length).padStart(2)} requests ${kb(sum(cost.files)).padStart(9)} ${isFound ? 'found    ' : 'NOT FOUND'}`;
}

function printLine({ item, ours: ourCost, default: defaultCost }: Measured): void {
  const over = [
    sum(ourCost.files) > budget.bytes ? 'over 100 KB' : '',
    ourCost.files.length > budget.requests ? 'over 8 requests' : '',
  ]
    .filter(Boolean)
    .join(', ');
  console.log(
    `${item.kind.padEnd(7)} ${item.how.padEnd(6)} ${item.query.padEnd(14)} ${item.pagePath.padEnd(5)} ${cell(ourCost, found(item, ourCost, 'ours'))} ${(over || 'in budget').padEnd(28)} ${cell(defaultCost, found(item, defaultCost, 'default'))}`,
  );
  const typo = ourCost.files.filter((file) => file.kind === 'typo correction');
  if (typo.length > 0)
    console.log(
      `${''.padEnd(36)}of which the typo correction: ${typo.length} request, ${kb(sum(typo))} (budget 15 KB${sum(typo) > budget.typoBytes ? ': OVER' : ''})`,
    );
}

/** Each kind of file a first search fetched, in bytes, for the growth table. */
function byKind(cost: Cost): Map<string, { bytes: number; count: number }> {
  const kinds = new Map<string, { bytes: number; count: number }>();
  for (const file of cost.files) {
    const entry = kinds.get(file.kind) ?? { bytes: 0, count: 0 };
    entry.bytes += file.bytes;
    entry.count += 1;
    kinds.set(file.kind, entry);
  }
  return kinds;
}

/** The files of chosen first searches at each size, side by side: how each grows. */
function printGrowth(results: { label: string; measured: Measured[] }[]): void {
  const chosen =
    results[0]?.measured.filter(
      ({ item }) => ['common', 'typo', 'within'].includes(item.kind) && item.how === 'pasted',
    ) ?? [];
  for (const { item } of chosen) {
    const per = results.map(({ label, measured }) => ({
      label,
      cost: measured.find((entry) => entry.item === item)?.ours,
    }));
    const kinds = [...new Set(per.flatMap(({ cost }) => (cost ? [...byKind(cost).keys()] : [])))];
    console.log(
      `\n"${item.query}" on ${item.pagePath} (${item.kind}), ours: each file of the first search (KB with headers; n× = requests)`,
    );
    console.log(`  ${'file'.padEnd(16)} ${per.map(({ label }) => label.padStart(16)).join(' ')}`);
    for (const kind of kinds) {
      const cells = per.map(({ cost }) => {
        const entry = cost ? byKind(cost).get(kind) : undefined;
        return (entry ? `${entry.count}× ${kb(entry.bytes)}` : '–').padStart(16);
      });
      console.log(`  ${kind.padEnd(16)} ${cells.join(' ')}`);
    }
    console.log(
      `  ${'total'.padEnd(16)} ${per.map(({ cost }) => (cost ? `${cost.files.length}× ${kb(sum(cost.files))}` : '–').padStart(16)).join(' ')}`,
    );
  }
}

/** The corpus sizes from the argument: `100,1000,3000`, or none (the built site). */
function sizesOf(argument: string | undefined): number[] {
  if (argument === undefined) return [];
  if (!/^\s*\d+(\s*,\s*\d+)*\s*$/.test(argument) || argument.split(',').some((size) => Number(size) <= 0)) {
    console.error(
      `npm run measure:search: "${argument}" is not a list of positive integers (topics per language), e.g. 100,1000,3000`,
    );
    process.exit(2);
  }
  return [...new Set(argument.split(',').map(Number))];
}

const sizes = sizesOf(process.argv[2]);
const asked: Case[] | undefined = process.env.QUERY
  ? [{ kind: 'asked', query: process.env.QUERY, pagePath: process.env.PAGE ?? '/en/', how: 'pasted' }]
  : undefined;
const browser = await chromium.launch({
  executablePath,
  args: executablePath ? ['--no-sandbox', '--disable-gpu'] : [],
});
const copies: string[] = [];
const header = `${'kind'.padEnd(7)} ${'how'.padEnd(6)} ${'query'.padEnd(14)} ${'page'.padEnd(5)} ${'ours'.padEnd(36)} ${''.padEnd(28)} Pagefind default UI, default index of the same pages`;
try {
  if (sizes.length === 0) {
    const dist = join(root, 'dist');
    if (!existsSync(join(dist, 'pagefind', 'pagefind-entry.json')))
      throw new Error('no built site in dist/: run `npm run build` first');
    // The default index goes into a copy, never into the site's own dist/.
    await mkdir(measureDir, { recursive: true });
    const copy = await mkdtemp(join(measureDir, 'site-'));
    copies.push(copy);
    await cp(dist, join(copy, 'dist'), { recursive: true });
    const pages = await defaultIndex(join(copy, 'dist'));
    console.log(
      `The built site (dist/), Pagefind's default index of its ${pages} pages beside it. First query on a phone, from the tap on the field to settled results (bytes: headers and gzip bodies):\n\n${header}`,
    );
    await measureSite(browser, join(copy, 'dist'), asked ?? [...realCases, ...siteCases]);
  } else {
    const results: { label: string; measured: Measured[] }[] = [];
    for (const topics of sizes) {
      console.log(`\n${topics} topics × 3 languages beside the real texts: building …`);
      const library = await syntheticLibrary(topics);
      copies.push(library.dir);
      const indexLine = /search index: .*/.exec(library.log)?.[0];
      const pages = await defaultIndex(library.dist);
      console.log(`${indexLine ?? ''}\nPagefind's default index: ${pages} pages.\n\n${header}`);
      results.push({
        label: `${topics} × 3`,
        measured: await measureSite(browser, library.dist, asked ?? [...realCases, ...libraryCases]),
      });
    }
    printGrowth(results);
  }
} finally {
  await browser.close();
  if (!process.env.MEASURE_KEEP) for (const dir of copies) await rm(dir, { recursive: true, force: true });
}
