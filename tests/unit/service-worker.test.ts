/**
 * What the service worker holds and does: the pages it precaches, from the
 * revisions the build records as it renders them (`rendered-pages.ts`), in
 * small-site mode (every page a reader opens) and big-site mode (the shell);
 * the other files it precaches, from workbox-build's own globbing of a small
 * fake `dist/`; and its runtime routes, run as `sw.js` runs them: their source
 * evaluated where `self.routing` is the URL grammar — `routing/paths.ts` itself, and
 * the bundle of it the worker imports (`sw-routing.js`).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { getManifest, type RuntimeCaching } from 'workbox-build';
import { pageOfFile, precacheGlobs, precachedPages, routingForWorker, runtimeRoutes } from '../../src/offline/service-worker.ts';
import { languages } from '../../src/i18n/languages.ts';
import type { AstroPrerenderer } from 'astro';
import { fileOfPath, recordingPrerenderer, renderedPages } from '../../src/build/rendered-pages.ts';
import * as routing from '../../src/routing/paths.ts';

let dist: string;

/** The files of a built site in miniature that are no page: what the globs choose from. */
function fakeFiles(): string[] {
  return [
    'favicon.svg',
    'icon-192.png',
    'manifest.webmanifest',
    'sitemap-index.xml',
    '_headers',
    'sw-routing.js',
    '_astro/search.abc123.js',
    '_astro/base.def456.css',
    // Pages are in dist/ too, but the globs must leave them to the build's record.
    'index.html',
    '404.html',
    ...languages.flatMap((lang) => [
      `${lang}/index.html`,
      `${lang}/ti4/units/index.html`,
      `${lang}/ti4/units/citations.json`,
      `${lang}/ti4/units/fighters/index.html`,
    ]),
    'pagefind/pagefind.js',
    'pagefind/pagefind.mul_0123456789.pf_meta',
    'pagefind/wasm.en.pagefind',
    'pagefind/wasm.unknown.pagefind',
    'pagefind/index/mul_aaa.pf_index',
    'pagefind/fragment/mul_bbb.pf_fragment',
    'pagefind/fragment/mul_ccc.pf_fragment',
    'pagefind/pagefind-ui.js',
    'pagefind/pagefind-ui.css',
    'pagefind/pagefind-modular-ui.js',
    'pagefind/pagefind-component-ui.js',
    'pagefind/pagefind-highlight.js',
    'pagefind/pagefind-worker.js',
    'search-names.json',
  ];
}

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'sw-dist-'));
  for (const file of fakeFiles()) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), file);
  }
  const entry = { version: '1.6.0', languages: { mul: { hash: 'mul_0123456789', wasm: null, page_count: 2 } } };
  writeFileSync(join(dist, 'pagefind/pagefind-entry.json'), JSON.stringify(entry));
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the pages precached, from the build record', () => {
  /** Each path as Astro renders it (what the build records), with the body rendered. */
  const rendered = [
    '/',
    '/404/',
    ...languages.flatMap((lang) => [
      `/${lang}/`,
      `/${lang}/glossary/`,
      `/${lang}/status/`,
      `/${lang}/ti4/`,
      `/${lang}/ti4/print/`,
      `/${lang}/ti4/units/`,
      `/${lang}/ti4/units/citations.json`,
      `/${lang}/ti4/units/~${lang === 'ru' ? 'en' : 'ru'}/`,
      `/page-templates/paragraph/${lang}/en/ru-en/`,
      `/page-templates/side-by-side/${lang}/ru/en-en-en/ru-en/`,
    ]),
  ];
  const md5 = (text: string) => createHash('md5').update(text).digest('hex');

  const pages = renderedPages();
  beforeAll(async () => {
    // Each path rendered through the build's recording prerenderer, around a stand-in for Astro's.
    const astros = { name: 'stand-in', getStaticPaths: async () => [], render: async (request: Request) => new Response(`body of ${new URL(request.url).pathname}`) };
    const recording = recordingPrerenderer(astros as unknown as AstroPrerenderer, pages, () => undefined);
    for (const path of rendered) await recording.render(new Request(`https://rules.example.org${path}`), { routeData: {} as never });
  });

  /** The record, plus a paragraph page's file as if something had recorded one. */
  const revisions = () => new Map([...pages.revisions, ['en/ti4/units/fighters/index.html', 'f00']]);
  const entry = (url: string, path: string) => ({ url, revision: md5(`body of ${path}`) });

  test('the build records each page under the file it is written to, with the hash of its body', () => {
    expect(fileOfPath('/')).toBe('index.html');
    expect(fileOfPath('/en/ti4/units/')).toBe('en/ti4/units/index.html');
    expect(fileOfPath('/en/ti4/units/citations.json')).toBe('en/ti4/units/citations.json');
    expect(fileOfPath('/fr/swccg/admiral%E2%80%99s/')).toBe('fr/swccg/admiral’s/index.html');
    // Astro renders src/pages/404.astro at /404/ and writes it to 404.html.
    expect(fileOfPath('/404/')).toBe('404.html');
    expect(fileOfPath('/404.html')).toBe('404.html');
    expect(pages.revisions.get('en/ti4/units/index.html')).toBe(md5('body of /en/ti4/units/'));
  });

  test('small site: every page a reader opens and every citations.json; no paragraph page, no side-by-side page or booklet (cached when read), no template', () => {
    expect(precachedPages(revisions(), { precacheAll: true })).toEqual(
      [
        entry('index.html', '/'),
        entry('404.html', '/404/'),
        ...languages.flatMap((lang) => [
          entry(`${lang}/index.html`, `/${lang}/`),
          entry(`${lang}/glossary/index.html`, `/${lang}/glossary/`),
          entry(`${lang}/status/index.html`, `/${lang}/status/`),
          entry(`${lang}/ti4/index.html`, `/${lang}/ti4/`),
          entry(`${lang}/ti4/units/index.html`, `/${lang}/ti4/units/`),
          entry(`${lang}/ti4/units/citations.json`, `/${lang}/ti4/units/citations.json`),
        ]),
      ].sort((a, b) => (a.url < b.url ? -1 : 1)),
    );
  });

  test('big site: the shell only, no topic page, side-by-side page, booklet or citations', () => {
    expect(precachedPages(revisions(), { precacheAll: false }).map((page) => page.url)).toEqual(
      [
        'index.html',
        '404.html',
        ...languages.flatMap((lang) => [`${lang}/index.html`, `${lang}/glossary/index.html`, `${lang}/status/index.html`, `${lang}/ti4/index.html`]),
      ].sort(),
    );
  });

  test('pageOfFile reads a built file as the page of the URL grammar it is, or none', () => {
    expect(pageOfFile('index.html')).toEqual({ kind: 'root' });
    expect(pageOfFile('ru/index.html')).toEqual({ kind: 'home', lang: 'ru' });
    expect(pageOfFile('fr/glossary/index.html')).toEqual({ kind: 'glossary', lang: 'fr' });
    expect(pageOfFile('en/ti4/index.html')).toEqual({ kind: 'game', lang: 'en', game: 'ti4' });
    expect(pageOfFile('en/ti4/units/index.html')).toEqual({ kind: 'topic', lang: 'en', topicId: 'ti4/units' });
    expect(pageOfFile('en/ti4/units/citations.json')).toEqual({ kind: 'citations', lang: 'en', topicId: 'ti4/units' });
    expect(pageOfFile('en/ti4/units/fighters/index.html')).toEqual({ kind: 'paragraph', lang: 'en', topicId: 'ti4/units', paragraph: 'fighters' });
    for (const file of ['404.html', 'page-templates/paragraph/fr/en/ru-en/index.html', 'page-templates/side-by-side/fr/ru/en-en-en/ru-en/index.html', 'de/ti4/units/index.html', 'en/ti4/units', 'sw.js', 'en/ti4/units/index.htm']) {
      expect(pageOfFile(file), file).toBeUndefined();
    }
  });
});

describe('the other files precached, by glob', () => {
  async function globbed(precacheAll: boolean): Promise<string[]> {
    const { manifestEntries, warnings } = await getManifest(precacheGlobs(dist, { precacheAll }));
    expect(warnings).toEqual([]);
    return manifestEntries.map((entry) => entry.url).sort();
  }

  /** What a search fetches (see src/search/browser/search.ts), fragments aside: the one bundle's stemmer-less wasm, not another. */
  const searchShell = [
    'pagefind/index/mul_aaa.pf_index',
    'pagefind/pagefind-entry.json',
    'pagefind/pagefind.mul_0123456789.pf_meta',
    'pagefind/pagefind.js',
    'pagefind/wasm.unknown.pagefind',
    'search-names.json',
  ];
  const fragments = ['pagefind/fragment/mul_bbb.pf_fragment', 'pagefind/fragment/mul_ccc.pf_fragment'];
  const shell = ['_astro/base.def456.css', '_astro/search.abc123.js', 'favicon.svg', 'icon-192.png', 'manifest.webmanifest'];

  test('small site: icons, manifest, /_astro/ files and what a search fetches, fragments included; no page', async () => {
    expect(await globbed(true)).toEqual([...shell, ...searchShell, ...fragments].sort());
  });

  test('big site: the same without the search fragments', async () => {
    expect(await globbed(false)).toEqual([...shell, ...searchShell].sort());
  });

  test('a search index not built yet stops the build, naming the file', () => {
    expect(() => precacheGlobs(join(dist, 'nothing'), { precacheAll: true })).toThrow(/pagefind-entry\.json is missing/);
  });
});

/** A request as a route's `urlPattern` sees it. */
interface Request {
  url: URL;
  request: { mode: string };
}

/** `runtimeRoutes` as `sw.js` holds them: each function's source, evaluated in a worker-like context. */
function workerRoutes(routes: RuntimeCaching[], self: { routing: unknown }, globals: Record<string, unknown> = {}) {
  const context = vm.createContext({
    self,
    // Node's Response.redirect refuses a relative URL; the worker's resolves it against its origin.
    Response: { redirect: (url: string, status: number) => ({ redirect: url, status }) },
    ...globals,
  });
  const inWorker = <T>(fn: T): T => vm.runInContext(`(${String(fn)})`, context);
  return routes.map((route) => ({
    ...route,
    matches: inWorker(route.urlPattern as (request: Request) => boolean),
    handle: typeof route.handler === 'function' ? inWorker(route.handler as (request: { url: URL }) => Promise<unknown>) : undefined,
  }));
}

const origin = 'https://rules.example.org';

/** The bundle of routing/paths.ts the worker imports, run as a classic script. */
async function bundledRouting(): Promise<{ pageOfPath: typeof routing.pageOfPath }> {
  const context = vm.createContext({});
  vm.runInContext(await routingForWorker(), context);
  return (context as { routing: { pageOfPath: typeof routing.pageOfPath } }).routing;
}

test('routingForWorker is a script that defines routing.pageOfPath, the URL grammar of routing/paths.ts', async () => {
  const bundled = await bundledRouting();
  expect(typeof bundled.pageOfPath).toBe('function');
  for (const path of ['/', '/ru/', '/en/glossary/', '/fr/status/', '/en/ti4/', '/en/ti4/units/', '/fr/swccg/actions/stacking-1/', '/ru/ti4/units/citations.json', '/ru/ti4/units/~en/', '/ru/ti4/units/~ru/', '/en/ti4', '/de/', '/en/a/b/c/d/']) {
    expect(JSON.parse(JSON.stringify(bundled.pageOfPath(path)) ?? 'null'), path).toEqual(routing.pageOfPath(path) ?? null);
  }
});

describe.each([
  ['routing/paths.ts', async () => routing],
  ['sw-routing.js', bundledRouting],
])('runtime routes, self.routing being %s', (_, routingOf) => {
  let grammar: unknown;
  beforeAll(async () => {
    grammar = await routingOf();
  });

  /** The first route that takes a request, as Workbox picks it. */
  function routeFor(routes: ReturnType<typeof workerRoutes>, path: string, mode = 'navigate') {
    const url = new URL(path, origin);
    return routes.find((route) => route.matches({ url, request: { mode } }));
  }

  test('an address without its trailing slash that names a page is redirected to it, query kept', async () => {
    const routes = workerRoutes(runtimeRoutes({ precacheAll: true, revision: 'r1' }), { routing: grammar });
    const route = routeFor(routes, '/fr/ti4?q=dés');
    expect(route).toBe(routes[0]);
    expect(await route!.handle!({ url: new URL('/fr/ti4?q=d%C3%A9s', origin) })).toEqual({ redirect: '/fr/ti4/?q=d%C3%A9s', status: 301 });
    expect(await routes[0].handle!({ url: new URL('/en/ti4/units', origin) })).toEqual({ redirect: '/en/ti4/units/', status: 301 });
    // Not a page once it ends in a slash, or already ending in one, or not a navigation: not this route.
    for (const [path, mode] of [['/404.html', 'navigate'], ['/de/ti4', 'navigate'], ['/fr/ti4/', 'navigate'], ['/fr/ti4', 'cors']]) {
      expect(routes[0].matches({ url: new URL(path, origin), request: { mode } }), `${path} ${mode}`).toBe(false);
    }
  });

  test('a paragraph page is sent to the paragraph in its topic page, online and offline', async () => {
    const routes = workerRoutes(runtimeRoutes({ precacheAll: true, revision: 'r1' }), { routing: grammar });
    const route = routeFor(routes, '/fr/swccg/actions/stacking-1/');
    expect(route).toBe(routes[1]);
    expect(await route!.handle!({ url: new URL('/fr/swccg/actions/stacking-1/', origin) })).toEqual({ redirect: '/fr/swccg/actions/#stacking-1', status: 302 });
    expect(routes[1].matches({ url: new URL('/fr/swccg/actions/', origin), request: { mode: 'navigate' } })).toBe(false);
  });

  test('small site: side-by-side pages and booklets are cached when read, nothing else; any other navigation goes to the network, offline to the 404 page', () => {
    const routes = workerRoutes(runtimeRoutes({ precacheAll: true, revision: 'r1' }), { routing: grammar });
    expect(routes.filter((route) => route.options?.cacheName).map((route) => route.options?.cacheName)).toEqual(['runtime-pages-r1']);
    for (const path of ['/fr/ti4/units/~ru/', '/fr/ti4/print/']) {
      expect(routeFor(routes, path), path).toMatchObject({ handler: 'NetworkFirst', options: { cacheName: 'runtime-pages-r1', precacheFallback: { fallbackURL: '/404.html' } } });
    }
    // Precached: a topic page, its citations; the rest of the site.
    for (const path of ['/fr/ti4/units/', '/fr/ti4/units/citations.json', '/fr/ti4/']) expect(routeFor(routes, path, 'cors')?.options?.cacheName, path).toBeUndefined();
    const other = routeFor(routes, '/somewhere/else');
    expect(other).toBe(routes.at(-1));
    expect(other).toMatchObject({ handler: 'NetworkOnly', options: { precacheFallback: { fallbackURL: '/404.html' } } });
    expect(routeFor(routes, '/somewhere/else.png', 'no-cors')).toBeUndefined();
  });

  test('big site: topic and side-by-side pages, booklets, citations and search fragments are cached when read, in caches named after the revision', () => {
    const routes = workerRoutes(runtimeRoutes({ precacheAll: false, revision: 'r1' }), { routing: grammar });
    const cacheOf = (path: string, mode = 'cors') => routeFor(routes, path, mode)?.options?.cacheName;
    expect(cacheOf('/en/ti4/units/', 'navigate')).toBe('runtime-pages-r1');
    expect(cacheOf('/fr/ti4/units/~ru/', 'navigate')).toBe('runtime-pages-r1');
    expect(cacheOf('/fr/ti4/print/', 'navigate')).toBe('runtime-pages-r1');
    expect(routeFor(routes, '/en/ti4/units/', 'navigate')).toMatchObject({ handler: 'NetworkFirst', options: { precacheFallback: { fallbackURL: '/404.html' } } });
    expect(cacheOf('/ru/ti4/units/citations.json')).toBe('runtime-citations-r1');
    expect(cacheOf('/pagefind/fragment/mul_bbb.pf_fragment')).toBe('runtime-search-r1');
    expect(routeFor(routes, '/pagefind/fragment/mul_bbb.pf_fragment', 'cors')?.handler).toBe('CacheFirst');
    // Not cached at run time: the shell (precached), a paragraph page (redirected), the search index (precached).
    expect(cacheOf('/en/ti4/', 'navigate')).toBeUndefined();
    expect(routeFor(routes, '/en/ti4/units/fighters/')).toBe(routes[1]);
    expect(cacheOf('/pagefind/index/mul_aaa.pf_index')).toBeUndefined();
  });

  test('big site: a page is kept only when every /_astro/ file it loads is in the precache (a page of the same version)', async () => {
    const routes = runtimeRoutes({ precacheAll: false, revision: 'r1' });
    const held = new Set(['/_astro/a.js', '/_astro/b.css']);
    const caches = { match: async (asset: string) => (held.has(asset) ? new Response('') : undefined) };
    const context = vm.createContext({ caches });
    const [plugin] = routes.find((route) => route.options?.cacheName === 'runtime-pages-r1')!.options!.plugins!;
    const cacheWillUpdate = vm.runInContext(`(${String(plugin.cacheWillUpdate)})`, context) as (args: { response: Response }) => Promise<Response | null>;
    const page = (body: string, status = 200) => new Response(body, { status });
    const same = page('<script src="/_astro/a.js"></script><link href="/_astro/b.css">');
    expect(await cacheWillUpdate({ response: same })).toBe(same);
    expect(await cacheWillUpdate({ response: page('<script src="/_astro/old.js"></script>') })).toBeNull();
    expect(await cacheWillUpdate({ response: page('Not found', 404) })).toBeNull();
  });
});
