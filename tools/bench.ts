/**
 * `npm run bench [-- 100,1000,3000]`: what a page costs a reader, and what a
 * build costs as content grows, beside Starlight's. Not a test: it prints figures.
 *
 * 1. The real site: builds it, then per topic page its HTML, CSS and JS bytes
 *    (raw and gzip; CSS and JS inline in the page are counted in HTML too),
 *    the first-round-trip budget (HTML + CSS gzip ≤ 14 KB) and the bytes and
 *    requests of a first search (tools/measure-search.ts when it exists;
 *    otherwise loading /pagefind/pagefind.js and running a query in Chromium).
 * 2. Synthetic corpora of N topics per language × 3 languages (default 100,
 *    1,000 and 3,000; tools/synthetic-corpus.ts), each built twice, in one
 *    run: our site (a temporary copy of src/ and the config with the synthetic
 *    content/) and a Starlight baseline (a temporary Starlight project with
 *    Starlight's defaults and the same texts as plain MDX), both with the
 *    project's node_modules symlinked. For each: build time (wall clock,
 *    search index included: both build it), peak memory (max RSS of the
 *    largest process, from /usr/bin/time -v), dist/ size and files; then the
 *    growth per 1,000 topic pages between sizes, and where the time goes
 *    (from Astro's log), and what the translators' status pages weigh (the
 *    first view, /en/status/, within 60 KB gzip; each game's page). A build that fails, runs out of memory or times out
 *    is reported (with the end of its log) and the bench goes on.
 *
 * Environment:
 * - BENCH_HEAP_MB=8192: a larger V8 heap for our builds only (Node stops near
 *   4 GB); Starlight always builds with Node's default heap.
 * - BENCH_STARLIGHT=0: no Starlight builds.
 * - BENCH_ONLY=ours | starlight: build only ours (the real site and our
 *   corpora) or only Starlight's corpora (no real site).
 * - BENCH_TIMEOUT_MINUTES (default 20): the bound of each build.
 * - BENCH_REVISIONS=0: ours is not built a second time with one earlier
 *   revision of every text (by default it is, and the ratio of the two build
 *   times is reported, and how many topic pages each has over the 14 KB first
 *   round trip: `revisionsReport`).
 * - BENCH_PAIRS (default 1): how many times ours is built without and with
 *   revisions, by turns, for that ratio: each pair's ratio and their median
 *   are reported (the wall clock of one build on a shared machine swings
 *   more than the ratio asked for).
 * - BENCH_DIR: where the temporary projects are made (default `.cache/bench/`,
 *   see `benchDir`); e.g. a tmpfs (`/dev/shm/…`), where the file system's own
 *   work (a disk's journal and online discard, which here swing a build's
 *   system time from 8 to 50 s) does not sway the builds. Only for ours
 *   (BENCH_ONLY=ours): Starlight's components do not compile from there.
 * - BENCH_KEEP=1 keeps the temporary folders (under .cache/bench/).
 * - BENCH_LABEL names the machine in the table's title.
 *
 * @example
 * // npm run bench -- 100,300
 * // BENCH_ONLY=starlight npm run bench -- 1000
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { languages } from '../src/i18n/languages.ts';
import { paragraphPageBudget } from '../src/stamped-pages/paragraph-pages.ts';
import { pageOfPath } from '../src/routing/paths.ts';
import { writeStarlightProject, writeSyntheticContent } from './synthetic-corpus.ts';

const root = resolve(import.meta.dirname, '..');
const budgetKB = 14;

/** The two sites the synthetic corpora are built as. */
type Site = 'ours' | 'starlight';
const siteNames: Record<Site, string> = { ours: 'ours', starlight: 'Starlight' };

/** Stops the bench with a message saying what is wrong with its arguments. */
function usageError(message: string): never {
  console.error(
    `npm run bench: ${message}\nUsage: npm run bench [-- 100,1000,3000]   (env: BENCH_HEAP_MB, BENCH_STARLIGHT=0, BENCH_ONLY=ours|starlight, BENCH_REVISIONS=0, BENCH_PAIRS, BENCH_DIR, BENCH_TIMEOUT_MINUTES, BENCH_KEEP=1)`,
  );
  process.exit(2);
}

/**
 * The corpus sizes (topics per language) from the bench's argument.
 *
 * @example
 * corpusSizes(undefined) // [100, 1000, 3000]
 * corpusSizes('100,300') // [100, 300]
 * corpusSizes('100,abc') // exits: "not a list of positive integers"
 */
function corpusSizes(argument: string | undefined): number[] {
  if (argument === undefined) return [100, 1000, 3000];
  if (!/^\s*\d+\s*(,\s*\d+\s*)*$/.test(argument) || argument.split(',').some((size) => Number(size) <= 0)) {
    usageError(`"${argument}" is not a list of positive integers (topics per language), e.g. 100,1000,3000`);
  }
  return [...new Set(argument.split(',').map(Number))];
}

/**
 * Which sites to build, from BENCH_ONLY and BENCH_STARLIGHT.
 *
 * @example
 * sitesToBuild({}) // ['ours', 'starlight']
 * sitesToBuild({ BENCH_STARLIGHT: '0' }) // ['ours']
 * sitesToBuild({ BENCH_ONLY: 'starlight' }) // ['starlight']
 */
function sitesToBuild(env: NodeJS.ProcessEnv): Site[] {
  const only = env.BENCH_ONLY;
  if (only !== undefined && only !== 'ours' && only !== 'starlight')
    usageError(`BENCH_ONLY must be "ours" or "starlight", not "${only}"`);
  const withStarlight = env.BENCH_STARLIGHT !== '0';
  if (only === 'starlight' && !withStarlight)
    usageError('BENCH_ONLY=starlight and BENCH_STARLIGHT=0 leave nothing to build');
  if (only) return [only];
  return withStarlight ? ['ours', 'starlight'] : ['ours'];
}

/**
 * A positive number from the environment, or `fallback` when unset.
 *
 * @example
 * positiveNumber('BENCH_HEAP_MB', undefined) // undefined when BENCH_HEAP_MB is unset; 8192 for "8192"
 */
function positiveNumber(name: string, fallback: number | undefined): number | undefined {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  if (!(Number(value) > 0)) usageError(`${name} must be a positive number, not "${value}"`);
  return Number(value);
}

const sizes = corpusSizes(process.argv[2]);
const sites = sitesToBuild(process.env);
const timeoutMinutes = positiveNumber('BENCH_TIMEOUT_MINUTES', 20)!;
const heapMB = positiveNumber('BENCH_HEAP_MB', undefined);
/** Whether ours is built a second time with an earlier revision of every text (`BENCH_REVISIONS=0`: not). */
const withRevisions = process.env.BENCH_REVISIONS !== '0';
/** How many times ours is built without and with revisions, by turns (BENCH_PAIRS). */
const pairCount = positiveNumber('BENCH_PAIRS', 1)!;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

interface Run {
  seconds: number;
  /** CPU seconds of the build's processes, user and system (`/usr/bin/time`): less swayed than wall clock by other loads. */
  cpuSeconds?: number;
  peakMB?: number;
  output: string;
  timedOut: boolean;
  code: number | null;
}

/** The process groups of the commands running now, killed with the bench if it is interrupted. */
const running = new Set<number>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const group of running) process.kill(-group, 'SIGKILL');
    process.exit(130);
  });
}

/**
 * NODE_OPTIONS without a heap size, so that a build gets Node's default heap
 * unless the bench gives it one (`--max-old-space-size=…` in NODE_OPTIONS
 * would otherwise reach both sites).
 *
 * @example
 * nodeOptionsWithoutHeap('--max-old-space-size=8192 --enable-source-maps') // '--enable-source-maps'
 */
function nodeOptionsWithoutHeap(options: string | undefined): string {
  return (options ?? '')
    .split(/\s+/)
    .filter((option) => option && !option.startsWith('--max-old-space-size'))
    .join(' ');
}

/**
 * Runs a command, timing it and taking its peak memory from GNU time. It runs
 * in its own process group, so a timeout kills the whole build (GNU time, node
 * and Pagefind), not only GNU time.
 */
async function run(command: string, args: string[], cwd: string): Promise<Run> {
  const statsDir = await mkdtemp(join(tmpdir(), 'bench-time-'));
  const stats = join(statsDir, 'stats');
  const timed = existsSync('/usr/bin/time');
  const [file, argv] = timed ? ['/usr/bin/time', ['-v', '-o', stats, command, ...args]] : [command, args];
  const started = performance.now();
  const env = {
    ...process.env,
    NODE_OPTIONS: nodeOptionsWithoutHeap(process.env.NODE_OPTIONS),
    FORCE_COLOR: '0',
    NO_COLOR: '1',
  };
  const child = spawn(file, argv, { cwd, env, detached: true });
  running.add(child.pid!);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    process.kill(-child.pid!, 'SIGKILL');
  }, timeoutMinutes * 60_000);
  const code: number | null = await new Promise((done) => child.on('close', done));
  clearTimeout(timer);
  running.delete(child.pid!);
  const seconds = (performance.now() - started) / 1000;
  let peakMB: number | undefined;
  let cpuSeconds: number | undefined;
  if (timed && existsSync(stats)) {
    const report = await readFile(stats, 'utf8');
    const match = /Maximum resident set size \(kbytes\): (\d+)/.exec(report);
    if (match) peakMB = Number(match[1]) / 1024;
    const user = /User time \(seconds\): ([\d.]+)/.exec(report);
    const system = /System time \(seconds\): ([\d.]+)/.exec(report);
    if (user && system) cpuSeconds = Number(user[1]) + Number(system[1]);
  }
  await rm(statsDir, { recursive: true, force: true });
  return { seconds, cpuSeconds, peakMB, output, timedOut, code };
}

/**
 * The node flags of our build, as `npm run build` gives them (package.json's
 * `build` script: `node <flags> node_modules/astro/bin/astro.mjs build`), and
 * BENCH_HEAP_MB; Starlight's build is `astro build` with Node's defaults, as a
 * Starlight site gets it.
 */
const nodeFlags: Record<Site, string[]> = {
  ours: [...buildScriptFlags(), ...(heapMB ? [`--max-old-space-size=${heapMB}`] : [])],
  starlight: [],
};

/** The flags before the astro binary in package.json's `build` script. */
function buildScriptFlags(): string[] {
  const script: string = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.build;
  const match = /^node((?:\s+--[\w-]+(?:=\S+)?)*)\s+node_modules\/astro\/bin\/astro\.mjs build$/.exec(script);
  if (!match)
    throw new Error(
      `package.json's build script is not "node [flags] node_modules/astro/bin/astro.mjs build": ${script}`,
    );
  return match[1].trim().split(/\s+/).filter(Boolean);
}
/** `astro build` in `cwd`, under the node that runs the bench (the project's Node 22), as each site builds. */
const astro = (cwd: string, site: Site = 'ours') =>
  run(process.execPath, [...nodeFlags[site], join(cwd, 'node_modules/astro/bin/astro.mjs'), 'build'], cwd);

/**
 * Where the build's time goes, from Astro's log lines (seconds).
 *
 * @example
 * phases(log) // 'content+types 1.8, build info 2.3, vite bundle 2.4, render 13.5, sw 2.9, total 25.2'
 */
function phases(log: string): string {
  // Astro prints "532ms", "12.34s" or "2m 5s".
  const time = String.raw`(\d+m \d+s|[\d.]+m?s)`;
  const seconds = (text: string | undefined) => {
    if (!text) return undefined;
    const minutes = /^(\d+)m (\d+)s$/.exec(text);
    if (minutes) return Number(minutes[1]) * 60 + Number(minutes[2]);
    return text.endsWith('ms') ? Number.parseFloat(text) / 1000 : Number.parseFloat(text);
  };
  const content = seconds(new RegExp(String.raw`\[types\] Generated ${time}`).exec(log)?.[1]);
  const completed = [...log.matchAll(new RegExp(String.raw`\[build\] ✓ Completed in ${time}`, 'g'))].map((match) =>
    seconds(match[1]),
  );
  const render = seconds(new RegExp(String.raw`^(?!.*\[build\]).*✓ Completed in ${time}`, 'm').exec(log)?.[1]);
  const total = seconds(new RegExp(String.raw`page\(s\) built in ${time}`).exec(log)?.[1]);
  const worker = seconds(/written in (\S+)s/.exec(log)?.[1]);
  // Starlight's search index (our search integration does not time itself in the log).
  const searchIndex = seconds(new RegExp(`Finished building search index in ${time}`).exec(log)?.[1]);
  const bundles = [...log.matchAll(new RegExp(String.raw`\[vite\] ✓ built in ${time}`, 'g'))].map(
    (match) => seconds(match[1]) ?? 0,
  );
  const parts = [
    ['content+types', content],
    ['build info', completed[0]],
    ['vite bundle', bundles.length > 0 ? bundles.reduce((sum, value) => sum + value, 0) : undefined],
    ['render', render],
    ['pagefind', searchIndex],
    ['sw', worker],
    ['total', total],
  ] as const;
  return parts
    .filter(([name, value]) => value !== undefined || (name !== 'pagefind' && name !== 'sw'))
    .map(([name, value]) => `${name} ${value === undefined ? '?' : value.toFixed(1)}`)
    .join(', ');
}

/** What a kind of page (by the URL grammar) weighs in a build: bytes and files. */
interface Weight {
  bytes: number;
  files: number;
}

/**
 * Bytes and files under a folder; of them, those of the pages a setting can
 * leave out: paragraph pages (`/{lang}/{game}/{topic}/{paragraph}/`,
 * PARAGRAPH_PAGES; each weighed against its budget, 2 KB gzip) and
 * side-by-side pages (`…/{topic}/~{other}/`, SIDE_BY_SIDE_PAGES).
 */
async function walk(dir: string): Promise<
  Weight & {
    paragraphPages: Weight & { over: number };
    sideBySidePages: Weight;
    topicPages: { files: number; over: number };
  }
> {
  let bytes = 0;
  let files = 0;
  const paragraphPages = { bytes: 0, files: 0, over: 0 };
  const sideBySidePages = { bytes: 0, files: 0 };
  const topicPages = { files: 0, over: 0 };
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const size = (await stat(join(entry.parentPath, entry.name))).size;
    files += 1;
    bytes += size;
    const path = `/${relative(dir, entry.parentPath).split(sep).join('/')}/`;
    const kind = entry.name === 'index.html' ? pageOfPath(path)?.kind : undefined;
    // (A revision's paragraph page, `~history/r1-…/`, is a paragraph page: same layout, same budget.)
    const isParagraph = kind === 'paragraph' || kind === 'revisionParagraph';
    const of = isParagraph ? paragraphPages : kind === 'sideBySide' ? sideBySidePages : undefined;
    if (of) {
      of.files += 1;
      of.bytes += size;
    }
    if (isParagraph && gz(await readFile(join(entry.parentPath, entry.name))) > paragraphPageBudget)
      paragraphPages.over += 1;
    // A topic page against the first round trip (its CSS is inline: HTML + CSS, gzip).
    if (kind === 'topic') {
      topicPages.files += 1;
      if (gz(await readFile(join(entry.parentPath, entry.name))) > budgetKB * 1024) topicPages.over += 1;
    }
  }
  return { bytes, files, paragraphPages, sideBySidePages, topicPages };
}

function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

/** Per topic page: HTML, CSS and JS, raw and gzip. */
async function pageWeights(dist: string): Promise<void> {
  const files = (await readdir(dist, { recursive: true }))
    .filter((file) => /^(ru|en|fr)\/[^/]+\/[^/]+\/index\.html$/.test(file))
    .sort();
  const rows = [];
  for (const file of files) {
    const html = await readFile(join(dist, file), 'utf8');
    const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!).join('');
    const linkedCss = await Promise.all(
      [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) =>
        readFile(join(dist, match[1]!), 'utf8'),
      ),
    );
    const inlineJs = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
      .map((match) => match[1]!)
      .join('');
    const linkedJs = await Promise.all(
      [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((match) => readFile(join(dist, match[1]!), 'utf8')),
    );
    const css = inlineCss + linkedCss.join('');
    const js = inlineJs + linkedJs.join('');
    const firstTrip = gz(html) + linkedCss.reduce((sum, text) => sum + gz(text), 0);
    rows.push([
      `/${file.replace(/index\.html$/, '')}`,
      kb(Buffer.byteLength(html)),
      kb(gz(html)),
      kb(Buffer.byteLength(css)),
      kb(gz(css)),
      linkedCss.length,
      kb(Buffer.byteLength(js)),
      kb(gz(js)),
      linkedJs.length,
      `${kb(firstTrip)}${firstTrip <= budgetKB * 1024 ? '' : ' OVER'}`,
    ]);
  }
  console.log(
    `\nTopic pages (KB; inline CSS/JS are inside HTML too; "files" = extra requests; budget HTML+CSS gzip ≤ ${budgetKB} KB)\n`,
  );
  console.log(
    table(['page', 'html', 'html.gz', 'css', 'css.gz', 'files', 'js', 'js.gz', 'files', 'html+css.gz'], rows),
  );
}

/** The bytes and requests of a first search (`tools/measure-search.ts`). */
async function firstSearch(): Promise<void> {
  const result = await run(process.execPath, [join(root, 'tools/measure-search.ts')], root);
  console.log(`\nFirst search (tools/measure-search.ts)\n\n${result.output.trim()}`);
}

async function realSite(): Promise<void> {
  console.log('Real site: astro build …');
  const build = await astro(root);
  if (build.code !== 0) throw new Error(`astro build failed:\n${build.output}`);
  const dist = join(root, 'dist');
  const size = await walk(dist);
  console.log(
    `build ${build.seconds.toFixed(1)} s (${phases(build.output)}), peak ${build.peakMB?.toFixed(0)} MB, dist ${kb(size.bytes)} KB in ${size.files} files`,
  );
  await pageWeights(dist);
  await paragraphPageWeights(dist);
  await firstSearch();
}

/** The paragraph pages' weight: how many, and the largest and average, raw and gzip (the budget, `paragraphPageBudget`: 2 KB gzip each). */
async function paragraphPageWeights(dist: string): Promise<void> {
  const files = (await readdir(dist, { recursive: true })).filter(
    (file) =>
      file.endsWith('index.html') &&
      pageOfPath(
        `/${file
          .split(sep)
          .join('/')
          .replace(/index\.html$/, '')}`,
      )?.kind === 'paragraph',
  );
  if (files.length === 0) return console.log('\nParagraph pages: none (PARAGRAPH_PAGES=off)');
  const weights = await Promise.all(
    files.map(async (file) => ({
      file,
      raw: (await stat(join(dist, file))).size,
      gzip: gz(await readFile(join(dist, file))),
    })),
  );
  const largest = weights.reduce((a, b) => (b.gzip > a.gzip ? b : a));
  const average = (key: 'raw' | 'gzip') => weights.reduce((sum, weight) => sum + weight[key], 0) / weights.length;
  const over = weights.filter((weight) => weight.gzip > paragraphPageBudget).length;
  console.log(
    `\nParagraph pages: ${files.length}, on average ${kb(average('raw'))} KB raw, ${kb(average('gzip'))} KB gzip; the largest ${kb(largest.raw)} KB raw, ${kb(largest.gzip)} KB gzip (/${largest.file.replace(/index\.html$/, '')}); ${over > 0 ? `${over} OVER 2 KB gzip` : 'all within 2 KB gzip'} (the build's log says how many have their text cut to fit)`,
  );
}

/**
 * The bench's temporary projects live in the project's `.cache/bench/` (ignored
 * by git), not in the system's temporary folder: Astro cannot compile the
 * `.astro` files of a symlinked node_modules whose real path shares no folder
 * but `/` with the project (Starlight's components then fail with "No cached
 * compile metadata found"). Both sites are built there alike.
 */
const benchDir = process.env.BENCH_DIR ? resolve(process.env.BENCH_DIR) : join(root, '.cache', 'bench');

/**
 * A temporary project of one site with `topics` synthetic topics per language,
 * `node_modules` symlinked from this project: ours is a copy of src/, public/
 * and the config with a synthetic content/; Starlight's is written whole by
 * `writeStarlightProject`.
 *
 * @example
 * await syntheticProject('starlight', 100) // '/…/.cache/bench/starlight-100-Xa1b2c'
 */
async function syntheticProject(site: Site, topics: number, revisions = 1): Promise<string> {
  await mkdir(benchDir, { recursive: true });
  const dir = await mkdtemp(join(benchDir, `${site}-${topics}${revisions > 1 ? `-r${revisions}` : ''}-`));
  if (site === 'ours') {
    for (const entry of ['src', 'public', 'astro.config.mjs', 'site.config.ts', 'tsconfig.json', 'package.json']) {
      await cp(join(root, entry), join(dir, entry), { recursive: true });
    }
    await writeSyntheticContent(join(dir, 'content'), topics, { revisions });
  } else {
    await writeStarlightProject(dir, topics);
  }
  await symlink(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

/**
 * Why a build stopped, or `undefined` if it finished.
 *
 * @example
 * whyStopped({ timedOut: false, code: 134, peakMB: 4100, output: '… JavaScript heap out of memory', seconds: 300 }) // 'out of memory at 4100 MB'
 */
function whyStopped(build: Run): string | undefined {
  if (build.timedOut) return `timeout after ${timeoutMinutes} min`;
  if (/JavaScript heap out of memory|Reached heap limit|ERR_WORKER_OUT_OF_MEMORY/.test(build.output))
    return `out of memory at ${build.peakMB?.toFixed(0) ?? '?'} MB`;
  if (build.code !== 0) return `failed (exit ${build.code})`;
  return undefined;
}

/**
 * The last lines of a log, indented, to show why a build stopped. When V8 ran
 * out of memory, the lines before its crash report and its "FATAL ERROR"
 * line (what the build was doing), not the native stack trace.
 */
function logTail(log: string, lines = 15): string {
  const crash = /^\s*<--- Last few GCs --->|^FATAL ERROR/m.exec(log);
  const fatal = /^FATAL ERROR.*$/m.exec(log)?.[0];
  const shown = crash
    ? [...log.slice(0, crash.index).trimEnd().split('\n').slice(-lines), ...(fatal ? [fatal] : [])]
    : log.trimEnd().split('\n').slice(-lines);
  return shown
    .filter((line) => line.trim() !== '')
    .map((line) => `      ${line}`)
    .join('\n');
}

/** Whether a built dist/ has a Pagefind index (Starlight's in pagefind/, ours one per language in pagefind/{lang}/). */
function hasSearchIndex(dist: string): boolean {
  return ['pagefind/pagefind.js', ...languages.map((lang) => `pagefind/${lang}/pagefind.js`)].some((file) =>
    existsSync(join(dist, file)),
  );
}

/** One site built from one corpus size: its figures, or what stopped it (`stopped`, with the end of its log). */
interface SiteBuild {
  site: Site;
  topics: number;
  /** The temporary project it was built in (none when it stopped). */
  project?: string;
  seconds: number;
  /** CPU seconds (user and system) of the build, where `/usr/bin/time` gives them. */
  cpuSeconds?: number;
  peakMB?: number;
  dist?: Awaited<ReturnType<typeof walk>>;
  stopped?: string;
  /** "Where the time goes", or the end of the log of a build that stopped. */
  note: string;
  /** What the translators' status pages weigh (ours only): `statusPageWeights`. */
  statusPages?: string;
}

/**
 * What the translators' status pages weigh in a build: the first view,
 * `/en/status/` (raw and gzip, its budget 60 KB gzip), and the pages a tap
 * away, one per game (`/en/status/{game}/`): how many, the largest.
 *
 * @example
 * await statusPageWeights(dist) // '/en/status/ 9.1 KB (1.6 KB gzip, within 60 KB); 5 game pages, the largest 702.4 KB (27.0 KB gzip)'
 */
async function statusPageWeights(dist: string): Promise<string> {
  const first = await readFile(join(dist, 'en', 'status', 'index.html'));
  const budget = gz(first) <= 60 * 1024 ? 'within 60 KB' : 'OVER 60 KB';
  const games = (await readdir(join(dist, 'en', 'status'), { withFileTypes: true })).filter((entry) =>
    entry.isDirectory(),
  );
  const pages = await Promise.all(games.map((game) => readFile(join(dist, 'en', 'status', game.name, 'index.html'))));
  const largest = pages.reduce((a, b) => (b.length > a.length ? b : a), Buffer.alloc(0));
  return `/en/status/ ${kb(first.length)} KB (${kb(gz(first))} KB gzip, ${budget}); ${pages.length} game pages, the largest ${kb(largest.length)} KB (${kb(gz(largest))} KB gzip)`;
}

/**
 * Builds one site from a synthetic corpus in a temporary project and measures it.
 *
 * @example
 * await buildSite('starlight', 100) // { site: 'starlight', topics: 100, seconds: 21.4, peakMB: 830, dist: { bytes: …, files: 612 }, note: 'content 1.2 MB; …' }
 */
async function buildSite(site: Site, topics: number, revisions = 1, project?: string): Promise<SiteBuild> {
  const dir = project ?? (await syntheticProject(site, topics, revisions));
  if (project) await rm(join(dir, 'dist'), { recursive: true, force: true });
  // The disk's writes of the build before (and of removing its files) are done before this one starts.
  spawnSync('sync');
  try {
    const build = await astro(dir, site);
    const stopped = whyStopped(build);
    if (stopped)
      return {
        site,
        topics,
        seconds: build.seconds,
        peakMB: build.peakMB,
        stopped,
        note: `${stopped}; the end of its log:\n${logTail(build.output)}`,
      };
    const dist = await walk(join(dir, 'dist'));
    const content = await walk(join(dir, site === 'ours' ? 'content/topics' : 'src/content/docs'));
    let note = `content ${mb(content.bytes)} MB; ${phases(build.output)}`;
    if (!hasSearchIndex(join(dir, 'dist'))) note += '; NO search index in dist/';
    const without = (weight: Weight, what: string) =>
      `; without its ${weight.files} ${what}: ${mb(dist.bytes - weight.bytes)} MB in ${dist.files - weight.files} files`;
    const { paragraphPages, sideBySidePages, topicPages } = dist;
    if (topicPages.files > 0)
      note += `; topic pages ${topicPages.over} of ${topicPages.files} over ${budgetKB} KB gzip (HTML + CSS)`;
    if (paragraphPages.files > 0) {
      note += `; paragraph pages ${paragraphPages.over > 0 ? `${paragraphPages.over} OVER 2 KB gzip` : 'all within 2 KB gzip'}`;
      note += without(paragraphPages, 'paragraph pages (PARAGRAPH_PAGES=off)');
    }
    if (sideBySidePages.files > 0) note += without(sideBySidePages, 'side-by-side pages (SIDE_BY_SIDE_PAGES=off)');
    if (paragraphPages.files > 0 && sideBySidePages.files > 0) {
      note += without(
        { bytes: paragraphPages.bytes + sideBySidePages.bytes, files: paragraphPages.files + sideBySidePages.files },
        'pages of either kind (both off)',
      );
    }
    const statusPages = site === 'ours' ? await statusPageWeights(join(dir, 'dist')) : undefined;
    return {
      site,
      topics,
      project: dir,
      seconds: build.seconds,
      cpuSeconds: build.cpuSeconds,
      peakMB: build.peakMB,
      dist,
      note,
      statusPages,
    };
  } finally {
    // Removed when the bench ends: removing tens of thousands of files slows the file system for a while
    // (online discard), which would slow the next build.
    if (!project) builtProjects.push(dir);
  }
}

/** The temporary projects built, removed at the end (unless BENCH_KEEP). */
const builtProjects: string[] = [];

/** One line of progress: `ours: 27.0 s, peak 1015 MB, dist 49.2 MB in 4818 files`. */
function summary(build: SiteBuild): string {
  const peak = `peak ${build.peakMB?.toFixed(0) ?? '?'} MB`;
  if (build.stopped) return `${siteNames[build.site]}: ${build.stopped} after ${build.seconds.toFixed(1)} s (${peak})`;
  return `${siteNames[build.site]}: ${build.seconds.toFixed(1)} s, ${peak}, dist ${mb(build.dist!.bytes)} MB in ${build.dist!.files} files`;
}

/**
 * The comparison table: per size, each site's seconds, peak MB, dist MB and
 * files side by side, and ours ÷ Starlight's time when both finished.
 */
function comparisonTable(builds: SiteBuild[]): string {
  const find = (site: Site, topics: number) => builds.find((build) => build.site === site && build.topics === topics);
  const both = sites.length === 2;
  const headers = [
    'topics/lang',
    'pages',
    ...sites.map((site) => `${siteNames[site]} s`),
    ...(both ? ['ratio'] : []),
    ...sites.map((site) => `${siteNames[site]} peak MB`),
    ...sites.map((site) => `${siteNames[site]} dist MB`),
    ...sites.map((site) => `${siteNames[site]} files`),
  ];
  const rows = sizes.map((topics) => {
    const row = sites.map((site) => find(site, topics));
    const [ours, starlight] = [find('ours', topics), find('starlight', topics)];
    const ratio =
      ours && starlight && !ours.stopped && !starlight.stopped ? (ours.seconds / starlight.seconds).toFixed(2) : '–';
    return [
      topics,
      topics * 3,
      ...row.map((build) => (build ? (build.stopped ?? build.seconds.toFixed(1)) : '–')),
      ...(both ? [ratio] : []),
      ...row.map((build) => build?.peakMB?.toFixed(0) ?? '–'),
      ...row.map((build) => (build?.dist ? mb(build.dist.bytes) : '–')),
      ...row.map((build) => build?.dist?.files ?? '–'),
    ];
  });
  return table(headers, rows);
}

/**
 * How each site's cost grows: seconds, peak MB and dist MB added per 1,000
 * topic pages from one size to the next (constant when growth is linear).
 *
 * @example
 * growth(builds) // ['ours       300 → 3,000 pages: +58.2 s, +724 MB peak, +163.0 MB dist per 1,000 topic pages', …]
 */
function growth(builds: SiteBuild[]): string[] {
  const lines: string[] = [];
  for (const site of sites) {
    const finished = builds
      .filter((build) => build.site === site && !build.stopped)
      .sort((a, b) => a.topics - b.topics);
    for (let index = 1; index < finished.length; index += 1) {
      const [from, to] = [finished[index - 1]!, finished[index]!];
      const thousands = ((to.topics - from.topics) * 3) / 1000;
      const per = (a: number | undefined, b: number | undefined, digits: number) =>
        a === undefined || b === undefined ? '?' : `${b >= a ? '+' : ''}${((b - a) / thousands).toFixed(digits)}`;
      lines.push(
        `${siteNames[site].padEnd(9)}  ${(from.topics * 3).toLocaleString('en')} → ${(to.topics * 3).toLocaleString('en')} pages: ` +
          `${per(from.seconds, to.seconds, 1)} s, ${per(from.peakMB, to.peakMB, 0)} MB peak, ${per(from.dist!.bytes / 2 ** 20, to.dist!.bytes / 2 ** 20, 1)} MB dist per 1,000 topic pages`,
      );
    }
  }
  return lines;
}

/** The median of some numbers (the mean of the middle two for an even count). */
function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Ours built without and with revisions, by turns (BENCH_PAIRS), for one size. */
interface RevisionPairs {
  without: SiteBuild[];
  with: SiteBuild[];
}

/**
 * Our build with one earlier revision of every text (`writeSyntheticContent`'s
 * `revisions`: a tenth of the rules reworded, one added, one removed) against
 * the same corpus without, per size, built by turns (BENCH_PAIRS): each
 * build's seconds, each pair's ratio and the median ratio (issue 29's bound:
 * 1.2×), the same of CPU time, and what the revisions add to dist/.
 *
 * @example
 * revisionsReport([{ without: [a, b, c], with: [x, y, z] }])
 * // 'With revisions (…):\n  1000 topics × 3 languages, 3 pairs: without 30.2, 31.0, 29.8 s; with 36.0, 37.2, 35.9 s; each pair 1.19×, 1.20×, 1.20×: median 1.20× (within 1.2×); CPU …'
 */
function revisionsReport(sizes: RevisionPairs[]): string {
  const seconds = (builds: SiteBuild[], of: (build: SiteBuild) => number | undefined) =>
    builds.map((build) => of(build)?.toFixed(1) ?? '?').join(', ');
  const lines = sizes.map(({ without, with: revised }) => {
    const size = `${without[0].topics} topics × 3 languages, ${without.length} pair${without.length > 1 ? 's' : ''} by turns`;
    const stopped = [...without, ...revised].find((build) => build.stopped);
    if (stopped) return `  ${size}: a build stopped (${stopped.stopped})`;
    const ratios = (of: (build: SiteBuild) => number | undefined) =>
      without.map((build, index) => (of(revised[index]) ?? Number.NaN) / (of(build) ?? Number.NaN));
    const wall = ratios((build) => build.seconds);
    const cpu = ratios((build) => build.cpuSeconds);
    const times = (name: string, of: (build: SiteBuild) => number | undefined, each: number[]) =>
      `${name}without ${seconds(without, of)} s; with ${seconds(revised, of)} s; each pair ${each.map((ratio) => `${ratio.toFixed(2)}×`).join(', ')}: median ${median(each).toFixed(2)}×`;
    const more = `dist +${mb(revised[0].dist!.bytes - without[0].dist!.bytes)} MB, +${revised[0].dist!.files - without[0].dist!.files} files`;
    const within = median(wall) <= 1.2 ? 'within' : 'OVER';
    // What a phone opens to read a rule, against the first round trip: how many topic pages the revisions push over it.
    const [overWithout, overWith] = [without[0], revised[0]].map((build) => build.dist!.topicPages.over);
    const topicPages = `topic pages over ${budgetKB} KB gzip: ${overWithout} without, ${overWith} with (${overWith > overWithout ? `${overWith - overWithout} more: OVER today's budget` : 'none more'})`;
    return `  ${size}: ${times('', (build) => build.seconds, wall)} (${within} 1.2×); ${times('CPU ', (build) => build.cpuSeconds, cpu)}; ${more}; ${topicPages}; with: ${revised[0].note}`;
  });
  return `With revisions (ours; every text with one earlier revision: a tenth of its rules reworded, one added, one removed; wall clock on a shared machine, and the CPU time of each build (user and system), which other loads sway less; projects in ${benchDir.startsWith(root) ? relative(root, benchDir) : benchDir}):\n${lines.join('\n')}`;
}

/**
 * Ours built with one earlier revision of every text after `without`, then
 * both again by turns, in the same projects, until BENCH_PAIRS pairs.
 */
async function buildRevisionPairs(without: SiteBuild): Promise<RevisionPairs> {
  const pairs: RevisionPairs = { without: [without], with: [] };
  for (let pair = 1; pair <= pairCount; pair += 1) {
    if (pair > 1) {
      const again = await buildSite('ours', without.topics, 1, without.project);
      console.log(`  ${summary(again)} (again, pair ${pair})`);
      pairs.without.push(again);
    }
    const revised = await buildSite('ours', without.topics, 2, pairs.with[0]?.project);
    console.log(`  ${summary(revised)} (every text with one earlier revision${pair > 1 ? `, pair ${pair}` : ''})`);
    pairs.with.push(revised);
    if (!without.project || !revised.project) break;
  }
  return pairs;
}

async function corpora(): Promise<void> {
  const builds: SiteBuild[] = [];
  const revisedBuilds: RevisionPairs[] = [];
  for (const topics of sizes) {
    console.log(`\nSynthetic corpus: ${topics} topics × 3 languages …`);
    for (const site of sites) {
      const build = await buildSite(site, topics);
      console.log(`  ${summary(build)}`);
      builds.push(build);
      if (site === 'ours' && withRevisions) revisedBuilds.push(await buildRevisionPairs(build));
    }
  }
  const heap = heapMB ? `ours with a ${heapMB} MB heap, Starlight with Node's default` : "Node's default heap";
  console.log(
    `\nSynthetic corpora (${process.env.BENCH_LABEL ?? 'this machine'}; build seconds wall clock, search index included; ratio = ours ÷ Starlight; peak = max RSS; ${heap})\n`,
  );
  console.log(comparisonTable(builds));
  const grows = growth(builds);
  console.log(
    `\nHow it grows (added per 1,000 topic pages from one size to the next):\n${grows.length > 0 ? grows.map((line) => `  ${line}`).join('\n') : '  (needs two sizes that finished)'}`,
  );
  console.log(`\nWhere the time goes (from Astro's log, seconds):`);
  for (const build of builds) console.log(`  ${build.topics} ${siteNames[build.site]}: ${build.note}`);
  if (revisedBuilds.length > 0) console.log(`\n${revisionsReport(revisedBuilds)}`);
  console.log(`\nThe translators' status pages (ours):`);
  for (const build of builds)
    if (build.statusPages) console.log(`  ${build.topics} topics × 3 languages: ${build.statusPages}`);
}

try {
  if (sites.includes('ours')) await realSite();
  await corpora();
} finally {
  if (!process.env.BENCH_KEEP) for (const dir of builtProjects) await rm(dir, { recursive: true, force: true });
}
