/**
 * `npm run bench [-- 100,1000,3000]`: what a page costs a reader, and what a
 * build costs as content grows. Not a test: it prints figures.
 *
 * 1. The real site: builds it, then per topic page its HTML, CSS and JS bytes
 *    (raw and gzip; CSS and JS inline in the page are counted in HTML too),
 *    the first-round-trip budget (HTML + CSS gzip ≤ 14 KB) and the bytes and
 *    requests of a first search (scripts/measure-search.ts when it exists;
 *    otherwise loading /pagefind/pagefind.js and running a query in Chromium).
 * 2. Synthetic corpora of N topics per language × 3 languages (default 100,
 *    1,000 and 3,000), each generated into a temporary folder with a copy of
 *    src/ and the config: build time, Pagefind index time, peak memory (max
 *    RSS, from /usr/bin/time -v), dist/ size and files, and where the build
 *    time goes (from Astro's log).
 *
 * BENCH_HEAP_MB=8192 gives the synthetic builds a larger V8 heap (Node stops near 4 GB).
 * Each run is bounded by BENCH_TIMEOUT_MINUTES (default 20). BENCH_KEEP=1 keeps
 * the temporary folders.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, stat, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { languages } from '../src/utils/languages.ts';
import { serveDist } from './serve-dist.ts';
import { writeSyntheticContent } from './synthetic-corpus.ts';

const root = resolve(import.meta.dirname, '..');
const sizes = (process.argv[2] ?? '100,1000,3000').split(',').map(Number).filter((n) => n > 0);
const timeoutMs = Number(process.env.BENCH_TIMEOUT_MINUTES ?? 20) * 60_000;
const budgetKB = 14;
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

interface Run {
  seconds: number;
  peakMB?: number;
  output: string;
  timedOut: boolean;
  code: number | null;
}

/** Runs a command, timing it and taking its peak memory from GNU time. */
async function run(command: string, args: string[], cwd: string): Promise<Run> {
  const stats = join(await mkdtemp(join(tmpdir(), 'bench-time-')), 'stats');
  const timed = existsSync('/usr/bin/time');
  const [file, argv] = timed ? ['/usr/bin/time', ['-v', '-o', stats, command, ...args]] : [command, args];
  const started = performance.now();
  const child = spawn(file, argv, { cwd, env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' } });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, timeoutMs);
  const code: number | null = await new Promise((done) => child.on('close', done));
  clearTimeout(timer);
  const seconds = (performance.now() - started) / 1000;
  let peakMB: number | undefined;
  if (timed && existsSync(stats)) {
    const match = /Maximum resident set size \(kbytes\): (\d+)/.exec(await readFile(stats, 'utf8'));
    if (match) peakMB = Number(match[1]) / 1024;
  }
  return { seconds, peakMB, output, timedOut, code };
}

/** BENCH_HEAP_MB: a larger V8 heap for the synthetic builds (Node's default stops near 4 GB), to see what a corpus needs. */
const heap = process.env.BENCH_HEAP_MB ? [`--max-old-space-size=${Number(process.env.BENCH_HEAP_MB)}`] : [];
const astro = (cwd: string) => run(process.execPath, [...heap, join(cwd, 'node_modules/astro/bin/astro.mjs'), 'build'], cwd);
const pagefindBin = join(root, 'node_modules/pagefind/lib/runner/bin.cjs');
const pagefind = (cwd: string, output: string) =>
  run(process.execPath, [existsSync(pagefindBin) ? pagefindBin : join(root, 'node_modules/.bin/pagefind'), '--site', 'dist', '--output-path', output], cwd);

/** Where the build's time goes, from Astro's log lines. */
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
  const completed = [...log.matchAll(new RegExp(String.raw`\[build\] ✓ Completed in ${time}`, 'g'))].map((match) => seconds(match[1]));
  const render = seconds(new RegExp(String.raw`^(?!.*\[build\]).*✓ Completed in ${time}`, 'm').exec(log)?.[1]);
  const total = seconds(new RegExp(String.raw`page\(s\) built in ${time}`).exec(log)?.[1]);
  const worker = seconds(/written in (\S+)s/.exec(log)?.[1]);
  const bundles = [...log.matchAll(new RegExp(String.raw`\[vite\] ✓ built in ${time}`, 'g'))].map((match) => seconds(match[1]) ?? 0);
  const parts = [
    ['content+types', content],
    ['build info', completed[0]],
    ['vite bundle', bundles.length > 0 ? bundles.reduce((sum, value) => sum + value, 0) : undefined],
    ['render', render],
    ['sw', worker],
    ['total', total],
  ] as const;
  return parts.map(([name, value]) => `${name} ${value === undefined ? '?' : value.toFixed(1)}`).join(', ');
}

async function walk(dir: string): Promise<{ bytes: number; files: number }> {
  let bytes = 0;
  let files = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return { bytes, files };
}

function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => row[column]!.length)));
  const line = (row: string[]) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

/** Per topic page: HTML, CSS and JS, raw and gzip. */
async function pageWeights(dist: string): Promise<void> {
  const files = (await readdir(dist, { recursive: true })).filter((file) => /^(ru|en|fr)\/[^/]+\/[^/]+\/index\.html$/.test(file)).sort();
  const rows = [];
  for (const file of files) {
    const html = await readFile(join(dist, file), 'utf8');
    const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!).join('');
    const linkedCss = await Promise.all([...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => readFile(join(dist, match[1]!), 'utf8')));
    const inlineJs = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!).join('');
    const linkedJs = await Promise.all([...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((match) => readFile(join(dist, match[1]!), 'utf8')));
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
  console.log(`\nTopic pages (KB; inline CSS/JS are inside HTML too; "files" = extra requests; budget HTML+CSS gzip ≤ ${budgetKB} KB)\n`);
  console.log(table(['page', 'html', 'html.gz', 'css', 'css.gz', 'files', 'js', 'js.gz', 'files', 'html+css.gz'], rows));
}

/** The bytes and requests of a first search, in Chromium, with no service worker. */
async function firstSearch(dist: string): Promise<void> {
  const measureScript = join(root, 'scripts/measure-search.ts');
  if (existsSync(measureScript)) {
    const result = await run(process.execPath, [measureScript], root);
    console.log(`\nFirst search (scripts/measure-search.ts)\n\n${result.output.trim()}`);
    return;
  }
  if (!existsSync(join(dist, 'pagefind/pagefind.js'))) {
    console.log('\nFirst search: no dist/pagefind/ (index it first)');
    return;
  }
  const server = await serveDist(dist);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(new URL('/en/ti4/component-limitations/', server.url).href, { waitUntil: 'networkidle' });
    const requests: { url: string; bytes: number }[] = [];
    page.on('requestfinished', async (request) => {
      const sizes = await request.sizes();
      requests.push({ url: new URL(request.url()).pathname, bytes: sizes.responseBodySize + sizes.responseHeadersSize });
    });
    const count = await page.evaluate(async () => {
      const pagefind = await import('/pagefind/pagefind.js');
      await pagefind.init();
      const search = await pagefind.search('token');
      await Promise.all(search.results.slice(0, 5).map((result: { data(): Promise<unknown> }) => result.data()));
      return search.results.length;
    });
    await page.waitForTimeout(200);
    const bytes = requests.reduce((sum, request) => sum + request.bytes, 0);
    console.log(`\nFirst search for "token" on /en/ti4/component-limitations/ (Pagefind API, 5 results loaded, gzip on the wire): ${count} results, ${requests.length} requests, ${kb(bytes)} KB`);
    for (const request of requests) console.log(`  ${kb(request.bytes).padStart(7)} KB  ${request.url}`);
  } finally {
    await browser.close();
    await server.close();
  }
}

async function realSite(): Promise<void> {
  console.log('Real site: astro build …');
  const build = await astro(root);
  if (build.code !== 0) throw new Error(`astro build failed:\n${build.output}`);
  const dist = join(root, 'dist');
  // The search integration writes one bundle per language (dist/pagefind/{lang}/): never index over it.
  const hasIndex = ['pagefind/pagefind.js', ...languages.map((lang) => `pagefind/${lang}/pagefind.js`)].some((file) => existsSync(join(dist, file)));
  const size = await walk(dist);
  // Without the search integration, index into dist/ so the first search can be measured.
  const index = await pagefind(root, hasIndex ? await mkdtemp(join(tmpdir(), 'bench-pagefind-')) : join(dist, 'pagefind'));
  console.log(`build ${build.seconds.toFixed(1)} s (${phases(build.output)}), index ${index.seconds.toFixed(1)} s, peak ${build.peakMB?.toFixed(0)} MB, dist ${kb(size.bytes)} KB in ${size.files} files`);
  await pageWeights(dist);
  try {
    await firstSearch(dist);
  } finally {
    // An index the build did not write is not part of the site: leave dist/ as built.
    if (!hasIndex) await rm(join(dist, 'pagefind'), { recursive: true, force: true });
  }
}

/** A copy of the project with a synthetic content/ of `topics` topics per language. */
async function syntheticProject(topics: number): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `rules-bench-${topics}-`));
  for (const entry of ['src', 'public', 'astro.config.mjs', 'tsconfig.json', 'package.json']) {
    await cp(join(root, entry), join(dir, entry), { recursive: true });
  }
  await symlink(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  await writeSyntheticContent(join(dir, 'content'), topics);
  return dir;
}

async function corpora(): Promise<void> {
  const rows = [];
  const notes = [];
  for (const topics of sizes) {
    console.log(`\nSynthetic corpus: ${topics} topics × 3 languages …`);
    const dir = await syntheticProject(topics);
    try {
      const build = await astro(dir);
      if (build.timedOut || build.code !== 0) {
        rows.push([topics, topics * 3, build.timedOut ? 'timeout' : `failed (${build.code})`, '', '', build.peakMB?.toFixed(0) ?? '?', '', '']);
        if (!build.timedOut) notes.push(`${topics}: ${build.output.slice(-2000)}`);
        continue;
      }
      const hasIndex = existsSync(join(dir, 'dist/pagefind/pagefind.js'));
      const index = await pagefind(dir, hasIndex ? join(dir, 'pagefind-bench') : join(dir, 'dist/pagefind'));
      const size = await walk(join(dir, 'dist'));
      const content = await walk(join(dir, 'content/topics'));
      rows.push([
        topics,
        topics * 3,
        build.seconds.toFixed(1),
        index.timedOut ? 'timeout' : index.seconds.toFixed(1),
        (build.seconds + (hasIndex ? 0 : index.seconds)).toFixed(1),
        Math.max(build.peakMB ?? 0, index.peakMB ?? 0).toFixed(0),
        (size.bytes / 1024 / 1024).toFixed(1),
        size.files,
      ]);
      notes.push(`${topics}: content ${(content.bytes / 1024 / 1024).toFixed(1)} MB; build: ${phases(build.output)} s; build peak ${build.peakMB?.toFixed(0)} MB, index peak ${index.peakMB?.toFixed(0)} MB${hasIndex ? '; the build already indexes (its time includes that)' : ''}`);
    } finally {
      if (!process.env.BENCH_KEEP) await rm(dir, { recursive: true, force: true });
    }
  }
  console.log(`\nSynthetic corpora (${process.env.BENCH_LABEL ?? 'this machine'}; seconds wall clock, peak = max RSS of build or index)\n`);
  console.log(table(['topics/lang', 'pages', 'build s', 'index s', 'total s', 'peak MB', 'dist MB', 'dist files'], rows));
  console.log(`\nWhere the time goes (from Astro's log, seconds):\n${notes.map((note) => `  ${note}`).join('\n')}`);
}

await realSite();
if (sizes.length > 0) await corpora();
