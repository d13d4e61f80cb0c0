/**
 * What the service worker precaches: the manifest workbox-build makes from the
 * integration's own glob options, on a small fake `dist/`, in small-site mode
 * (everything a reader can open) and big-site mode (no topic pages, no
 * citations, no search fragments).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { getManifest } from 'workbox-build';
import { isTopicPage, precacheGlobs, runtimeRoutes } from '../../src/integrations/service-worker.ts';
import { languages } from '../../src/utils/languages.ts';

let dist: string;

/** A built site in miniature: one game, one topic with one paragraph page, per language. */
function fakeFiles(): string[] {
  return [
    'index.html',
    '404.html',
    'favicon.svg',
    'icon-192.png',
    'manifest.webmanifest',
    'sitemap-index.xml',
    '_headers',
    '_astro/search.abc123.js',
    ...languages.flatMap((lang) => [
      `${lang}/index.html`,
      `${lang}/glossary/index.html`,
      `${lang}/status/index.html`,
      `${lang}/ti4/index.html`,
      `${lang}/ti4/units/index.html`,
      `${lang}/ti4/units/citations.json`,
      `${lang}/ti4/units/fighters/index.html`,
      `pagefind/${lang}/pagefind.js`,
      `pagefind/${lang}/pagefind.${lang}_0123456789.pf_meta`,
      `pagefind/${lang}/wasm.${lang}.pagefind`,
      `pagefind/${lang}/wasm.unknown.pagefind`,
      `pagefind/${lang}/index/${lang}_aaa.pf_index`,
      `pagefind/${lang}/fragment/${lang}_bbb.pf_fragment`,
      `pagefind/${lang}/fragment/${lang}_ccc.pf_fragment`,
      `pagefind/${lang}/pagefind-ui.js`,
      `pagefind/${lang}/pagefind-ui.css`,
      `pagefind/${lang}/pagefind-modular-ui.js`,
      `pagefind/${lang}/pagefind-component-ui.js`,
      `pagefind/${lang}/pagefind-highlight.js`,
      `pagefind/${lang}/pagefind-worker.js`,
    ]),
  ];
}

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'sw-dist-'));
  for (const file of fakeFiles()) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), file);
  }
  for (const lang of languages) {
    const entry = { version: '1.6.0', languages: { [lang]: { hash: `${lang}_0123456789`, wasm: lang, page_count: 2 } } };
    writeFileSync(join(dist, `pagefind/${lang}/pagefind-entry.json`), JSON.stringify(entry));
  }
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

async function precached(precacheAll: boolean): Promise<string[]> {
  const { manifestEntries, warnings } = await getManifest(precacheGlobs(dist, { precacheAll }));
  expect(warnings).toEqual([]);
  return manifestEntries.map((entry) => entry.url).sort();
}

/** What a search in one language fetches (see src/scripts/search.ts), fragments aside. */
const searchShell = (lang: string) => [
  `pagefind/${lang}/index/${lang}_aaa.pf_index`,
  `pagefind/${lang}/pagefind-entry.json`,
  `pagefind/${lang}/pagefind.${lang}_0123456789.pf_meta`,
  `pagefind/${lang}/pagefind.js`,
  `pagefind/${lang}/wasm.${lang}.pagefind`,
];

test('small site: every page a reader opens, every citations.json, and only the search files a search fetches', async () => {
  const urls = await precached(true);
  const expected = [
    '404.html',
    '_astro/search.abc123.js',
    'favicon.svg',
    'icon-192.png',
    'index.html',
    'manifest.webmanifest',
    ...languages.flatMap((lang) => [
      `${lang}/index.html`,
      `${lang}/glossary/index.html`,
      `${lang}/status/index.html`,
      `${lang}/ti4/index.html`,
      `${lang}/ti4/units/index.html`,
      `${lang}/ti4/units/citations.json`,
      ...searchShell(lang),
      `pagefind/${lang}/fragment/${lang}_bbb.pf_fragment`,
      `pagefind/${lang}/fragment/${lang}_ccc.pf_fragment`,
    ]),
  ].sort();
  expect(urls).toEqual(expected);
});

test('big site: no topic pages, no citations, no search fragments; the shell and search index stay', async () => {
  const urls = await precached(false);
  for (const lang of languages) {
    expect(urls).not.toContain(`${lang}/ti4/units/index.html`);
    expect(urls).not.toContain(`${lang}/ti4/units/citations.json`);
    expect(urls.filter((url) => url.startsWith(`pagefind/${lang}/fragment/`))).toEqual([]);
    expect(urls).toEqual(expect.arrayContaining([`${lang}/index.html`, `${lang}/ti4/index.html`, `${lang}/glossary/index.html`, ...searchShell(lang)]));
  }
  expect(urls).toEqual(expect.arrayContaining(['index.html', '404.html', '_astro/search.abc123.js', 'manifest.webmanifest']));
});

test("neither mode precaches paragraph pages or Pagefind's own UI files", async () => {
  for (const urls of [await precached(true), await precached(false)]) {
    expect(urls.filter((url) => /\/fighters\//.test(url))).toEqual([]);
    expect(urls.filter((url) => /pagefind-(ui|modular-ui|component-ui|highlight|worker)|wasm\.unknown/.test(url))).toEqual([]);
  }
});

test('big-site runtime caches follow the Pagefind layout and carry the revision', () => {
  const routes = runtimeRoutes({ precacheAll: false, revision: 'r1' });
  const cacheOf = (url: string) =>
    routes.find((route) => route.urlPattern instanceof RegExp && route.urlPattern.test(url))?.options?.cacheName;
  expect(cacheOf('https://rules.example.org/pagefind/fr/fragment/fr_bbb.pf_fragment')).toBe('runtime-search-r1');
  expect(cacheOf('https://rules.example.org/en/ti4/units/')).toBe('runtime-pages-r1');
  expect(cacheOf('https://rules.example.org/ru/ti4/units/citations.json')).toBe('runtime-citations-r1');
  // A small site needs no runtime cache at all: every page is in the precache.
  expect(runtimeRoutes({ precacheAll: true, revision: 'r1' }).filter((route) => route.options?.cacheName)).toEqual([]);
});

test('topic pages are counted in every language of the site', () => {
  for (const lang of languages) expect(isTopicPage(`${lang}/ti4/units/`)).toBe(true);
  expect(isTopicPage('/en/ti4/')).toBe(false);
  expect(isTopicPage('/en/ti4/units/fighters/')).toBe(false);
  expect(isTopicPage('de/ti4/units/')).toBe(false);
});
