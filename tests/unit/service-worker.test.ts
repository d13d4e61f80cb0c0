/**
 * What the service worker holds and does: the pages it precaches, from the
 * revisions the build records as it renders them (`rendered-pages.ts`), in
 * small-site mode (every page a reader opens) and big-site mode (the shell);
 * the other files it precaches, from workbox-build's own globbing of a small
 * fake `dist/`; the worker's bundle (one script, the injection point once);
 * its runtime routes (`browser/worker-routes.ts`, Workbox's `Route`s as the
 * worker registers them); the bounded, file-by-file fetching of its precache
 * (`settleEach`); and the state the footer's line shows for a report.
 * The worker itself, installing and answering, is tested in Chromium
 * (`tests/e2e/offline*.spec.ts`, `update.spec.ts`).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { getManifest } from 'workbox-build';
import { PrecacheController, PrecacheFallbackPlugin } from 'workbox-precaching';
import type { Route } from 'workbox-routing';
import { type CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { stateOf } from '../../src/offline/browser/offline-status.ts';
import { settleEach } from '../../src/offline/browser/settle-each.ts';
import { currentRuntimeCaches, sameVersion, workerRoutes } from '../../src/offline/browser/worker-routes.ts';
import { bundleWorker, pageOfFile, precacheGlobs, precachedPages } from '../../src/offline/write-service-worker.ts';
import { languages } from '../../src/i18n/languages.ts';
import type { AstroPrerenderer } from 'astro';
import { fileOfPath, recordingPrerenderer, renderedPages } from '../../src/build/rendered-pages.ts';

// Workbox's modules expect a worker, where `self` is the global scope (its development logger, silenced here, reads a flag on it).
vi.hoisted(() => Object.assign(globalThis, { self: globalThis, __WB_DISABLE_DEV_LOGS: true }));

let dist: string;

/** The files of a built site in miniature that are no page: what the globs choose from. */
function fakeFiles(): string[] {
  return [
    'favicon.svg',
    'icon-192.png',
    'manifest.webmanifest',
    'sitemap-index.xml',
    '_headers',
    'sw.js',
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
    'pagefind/typos/2u.0123abcd.js',
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
      `/${lang}/status/ti4/`,
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
    const astros = {
      name: 'stand-in',
      getStaticPaths: async () => [],
      render: async (request: Request) => new Response(`body of ${new URL(request.url).pathname}`),
    };
    const recording = recordingPrerenderer(astros as unknown as AstroPrerenderer, pages, () => undefined);
    for (const path of rendered)
      await recording.render(new Request(`https://rules.example.org${path}`), { routeData: {} as never });
  });

  /** The record, plus a paragraph page's file as if something had recorded one, and a history page's as the workers record it. */
  const revisions = () =>
    new Map([
      ...pages.revisions,
      ['en/ti4/units/fighters/index.html', 'f00'],
      ['ru/ti4/units/~history/index.html', md5('body of /ru/ti4/units/~history/')],
    ]);
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

  test('small site: every page a reader opens and every citations.json; no paragraph page, no side-by-side page, booklet or game status page (cached when read), no template', () => {
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
        entry('ru/ti4/units/~history/index.html', '/ru/ti4/units/~history/'),
      ].sort((a, b) => (a.url < b.url ? -1 : 1)),
    );
  });

  test('big site: the shell only, no topic page, history page, side-by-side page, booklet, game status page or citations', () => {
    expect(precachedPages(revisions(), { precacheAll: false }).map((page) => page.url)).toEqual(
      [
        'index.html',
        '404.html',
        ...languages.flatMap((lang) => [
          `${lang}/index.html`,
          `${lang}/glossary/index.html`,
          `${lang}/status/index.html`,
          `${lang}/ti4/index.html`,
        ]),
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
    expect(pageOfFile('en/ti4/units/fighters/index.html')).toEqual({
      kind: 'paragraph',
      lang: 'en',
      topicId: 'ti4/units',
      paragraph: 'fighters',
    });
    for (const file of [
      '404.html',
      'page-templates/paragraph/fr/en/ru-en/index.html',
      'page-templates/side-by-side/fr/ru/en-en-en/ru-en/index.html',
      'de/ti4/units/index.html',
      'en/ti4/units',
      'sw.js',
      'en/ti4/units/index.htm',
    ]) {
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

  /** What a search fetches (see src/search/browser/pagefind.ts), fragments aside: the one bundle's stemmer-less wasm, not another. */
  const searchShell = [
    'pagefind/index/mul_aaa.pf_index',
    'pagefind/pagefind-entry.json',
    'pagefind/pagefind.mul_0123456789.pf_meta',
    'pagefind/pagefind.js',
    'pagefind/typos/2u.0123abcd.js',
    'pagefind/wasm.unknown.pagefind',
  ];
  const fragments = ['pagefind/fragment/mul_bbb.pf_fragment', 'pagefind/fragment/mul_ccc.pf_fragment'];
  const shell = [
    '_astro/base.def456.css',
    '_astro/search.abc123.js',
    'favicon.svg',
    'icon-192.png',
    'manifest.webmanifest',
  ];

  test('small site: icons, manifest, /_astro/ files and what a search fetches, fragments included; no page', async () => {
    expect(await globbed(true)).toEqual([...shell, ...searchShell, ...fragments].sort());
  });

  test('big site: the same without the search fragments', async () => {
    expect(await globbed(false)).toEqual([...shell, ...searchShell].sort());
  });

  test('a search index not built yet stops the build, naming the file', () => {
    expect(() => precacheGlobs(join(dist, 'nothing'), { precacheAll: true })).toThrow(
      /pagefind-entry\.json is missing/,
    );
  });
});

test('the worker is one script: Workbox inside, its settings in it, the precache list left to injectManifest once, nothing imported', async () => {
  const worker = await bundleWorker({ precacheAll: true, revision: 'c0ffee1234' });
  expect(worker.match(/self\.__WB_MANIFEST/g)).toHaveLength(1);
  expect(worker).toContain('c0ffee1234');
  expect(worker).not.toMatch(/importScripts|process\.env|\bimport\b|\bexport\b/);
  expect(() => new Function(worker)).not.toThrow();
});

describe('settleEach: the precache fetched a bounded number at a time, each file on its own', () => {
  test('at most `concurrency` tasks run at once, and the bound is used', async () => {
    let running = 0;
    let most = 0;
    const results = await settleEach([...Array(20).keys()], 6, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return item * 2;
    });
    expect(most).toBe(6);
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : undefined))).toEqual(
      [...Array(20).keys()].map((item) => item * 2),
    );
  });

  test('a task that fails stops none of the others, and is reported in its place', async () => {
    const done: number[] = [];
    const results = await settleEach([1, 2, 3, 4, 5], 2, async (item) => {
      if (item === 2) throw new Error('500');
      done.push(item);
      return item;
    });
    expect(done.sort()).toEqual([1, 3, 4, 5]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(await settleEach([], 6, async () => 1)).toEqual([]);
  });
});

test("the footer's line: saving while a pass runs, not all saved after one that failed, ready only once the worker is active", () => {
  const report = (saved: number, saving = false) => ({
    type: 'PRECACHE' as const,
    total: 10,
    saved,
    failed: 10 - saved,
    saving,
  });
  expect(stateOf(report(3, true), 'installing')).toBe('saving');
  expect(stateOf(report(10), 'installed')).toBe('saving');
  expect(stateOf(report(10), 'activated')).toBe('ready');
  expect(stateOf(report(9), 'installed')).toBe('incomplete');
  expect(stateOf(report(9), 'activated')).toBe('incomplete');
});

const origin = 'https://rules.example.org';

describe('runtime routes', () => {
  const precache = new PrecacheController();

  /** The first route that takes a request, as Workbox's router picks it. */
  function routeFor(routes: Route[], path: string, mode = 'navigate', from = origin): Route | undefined {
    const url = new URL(path, from);
    return routes.find((route) =>
      route.match({ url, request: { mode } as Request, sameOrigin: url.origin === origin, event: {} as never }),
    );
  }
  const respond = (route: Route | undefined, path: string) =>
    route!.handler.handle({
      url: new URL(path, origin),
      request: new Request(new URL(path, origin)),
      event: {} as never,
    }) as Promise<Response>;

  test('an address without its trailing slash that names a page is redirected to it, query kept', async () => {
    const routes = workerRoutes({ precacheAll: true, revision: 'r1' }, precache);
    const route = routeFor(routes, '/fr/ti4?q=dés');
    expect(route).toBe(routes[0]);
    const response = await respond(route, '/fr/ti4?q=d%C3%A9s');
    expect([response.status, response.headers.get('location')]).toEqual([301, `${origin}/fr/ti4/?q=d%C3%A9s`]);
    expect((await respond(route, '/en/ti4/units')).headers.get('location')).toBe(`${origin}/en/ti4/units/`);
    // Not a page once it ends in a slash, or already ending in one, or not a navigation, or another site's: not this route.
    for (const [path, mode, from] of [
      ['/404.html', 'navigate'],
      ['/de/ti4', 'navigate'],
      ['/fr/ti4/', 'navigate'],
      ['/fr/ti4', 'cors'],
      ['/fr/ti4', 'navigate', 'https://elsewhere.example'],
    ]) {
      const url = new URL(path, from ?? origin);
      expect(
        routes[0].match({ url, request: { mode } as Request, sameOrigin: url.origin === origin, event: {} as never }),
        `${path} ${mode}`,
      ).toBeFalsy();
    }
  });

  test("a paragraph page is sent to the paragraph in its topic page, a revision's paragraph page to its history entry, online and offline", async () => {
    const routes = workerRoutes({ precacheAll: true, revision: 'r1' }, precache);
    const route = routeFor(routes, '/fr/swccg/actions/stacking-1/');
    expect(route).toBe(routes[1]);
    const response = await respond(route, '/fr/swccg/actions/stacking-1/');
    expect([response.status, response.headers.get('location')]).toEqual([
      302,
      `${origin}/fr/swccg/actions/#stacking-1`,
    ]);
    expect(routeFor(routes, '/fr/swccg/actions/')).not.toBe(routes[1]);
    // A paragraph as it read in revision 1: to its entry on the history page.
    const revision = await respond(
      routeFor(routes, '/ru/ti4/units/~history/r1-dice/'),
      '/ru/ti4/units/~history/r1-dice/',
    );
    expect([revision.status, revision.headers.get('location')]).toEqual([
      302,
      `${origin}/ru/ti4/units/~history/#r1-dice`,
    ]);
    expect(routeFor(routes, '/ru/ti4/units/~history/')).not.toBe(routes[1]);
  });

  /** A route's strategy, its cache and whether it falls back to the precached 404 page. */
  function strategyOf(route: Route | undefined) {
    const handler = route?.handler as NetworkFirst | CacheFirst | NetworkOnly | undefined;
    return (
      handler && {
        kind: handler.constructor.name,
        cacheName: handler.cacheName,
        fallback: handler.plugins.some((plugin) => plugin instanceof PrecacheFallbackPlugin),
      }
    );
  }

  test('small site: side-by-side pages and booklets are cached when read, nothing else; any other navigation goes to the network, offline to the 404 page', () => {
    const routes = workerRoutes({ precacheAll: true, revision: 'r1' }, precache);
    expect(currentRuntimeCaches({ precacheAll: true, revision: 'r1' })).toEqual(['runtime-pages-r1']);
    for (const path of ['/fr/ti4/units/~ru/', '/fr/ti4/print/']) {
      expect(routeFor(routes, path)?.handler, path).toBeInstanceOf(NetworkFirst);
      expect(strategyOf(routeFor(routes, path)), path).toEqual({
        kind: 'NetworkFirst',
        cacheName: 'runtime-pages-r1',
        fallback: true,
      });
    }
    // Precached: a topic page, its citations; the rest of the site.
    for (const path of ['/fr/ti4/units/', '/fr/ti4/units/citations.json', '/fr/ti4/'])
      expect(routeFor(routes, path, 'cors'), path).toBeUndefined();
    const other = routeFor(routes, '/somewhere/else');
    expect(other).toBe(routes.at(-1));
    expect(other?.handler).toBeInstanceOf(NetworkOnly);
    expect(strategyOf(other)?.fallback).toBe(true);
    expect(routeFor(routes, '/somewhere/else.png', 'no-cors')).toBeUndefined();
  });

  test('big site: topic and history pages, side-by-side pages, booklets, citations and search fragments are cached when read, in caches named after the revision', () => {
    const routes = workerRoutes({ precacheAll: false, revision: 'r1' }, precache);
    expect(currentRuntimeCaches({ precacheAll: false, revision: 'r1' })).toEqual([
      'runtime-pages-r1',
      'runtime-citations-r1',
      'runtime-search-r1',
    ]);
    expect(strategyOf(routeFor(routes, '/en/ti4/units/'))).toEqual({
      kind: 'NetworkFirst',
      cacheName: 'runtime-pages-r1',
      fallback: true,
    });
    expect(strategyOf(routeFor(routes, '/fr/ti4/units/~ru/'))?.cacheName).toBe('runtime-pages-r1');
    expect(strategyOf(routeFor(routes, '/ru/ti4/units/~history/'))?.cacheName).toBe('runtime-pages-r1');
    expect(strategyOf(routeFor(routes, '/fr/ti4/print/'))?.cacheName).toBe('runtime-pages-r1');
    expect(strategyOf(routeFor(routes, '/ru/ti4/units/citations.json', 'cors'))).toEqual({
      kind: 'NetworkFirst',
      cacheName: 'runtime-citations-r1',
      fallback: false,
    });
    expect(strategyOf(routeFor(routes, '/pagefind/fragment/mul_bbb.pf_fragment', 'cors'))).toEqual({
      kind: 'CacheFirst',
      cacheName: 'runtime-search-r1',
      fallback: false,
    });
    // Not cached at run time: the shell (precached), a paragraph page (redirected), the search index (precached).
    expect(routeFor(routes, '/en/ti4/', 'cors')).toBeUndefined();
    expect(routeFor(routes, '/en/ti4/units/fighters/')).toBe(routes[1]);
    expect(routeFor(routes, '/pagefind/index/mul_aaa.pf_index', 'cors')).toBeUndefined();
  });

  describe('a page cached when read', () => {
    afterEach(() => vi.unstubAllGlobals());

    test('is kept only when every /_astro/ file it loads is in the precache (a page of the same version)', async () => {
      const held = new Set(['/_astro/a.js', '/_astro/b.css']);
      vi.stubGlobal('caches', { match: async (asset: string) => (held.has(asset) ? new Response('') : undefined) });
      const page = (body: string, status = 200) => new Response(body, { status });
      const same = page('<script src="/_astro/a.js"></script><link href="/_astro/b.css">');
      expect(await sameVersion.cacheWillUpdate({ response: same })).toBe(same);
      expect(
        await sameVersion.cacheWillUpdate({ response: page('<script src="/_astro/old.js"></script>') }),
      ).toBeNull();
      expect(await sameVersion.cacheWillUpdate({ response: page('Not found', 404) })).toBeNull();
      const routes = workerRoutes({ precacheAll: false, revision: 'r1' }, precache);
      expect((routeFor(routes, '/en/ti4/units/')!.handler as NetworkFirst).plugins).toContain(sameVersion);
    });
  });
});
