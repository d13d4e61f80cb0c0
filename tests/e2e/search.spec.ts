/**
 * The site search on the built site: queries in every language from every
 * interface language, word forms, rule numbers, `?q=`, deep links, keyboard,
 * phones, failures, lazy loading and hostile input; every paragraph that
 * matches within reach (a topic's best few shown, the others one tap away).
 *
 * Tests that only search share one home page per language and worker, the
 * field emptied between them (`home`); those that count what loads, watch the
 * page or leave it take a page of their own.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { wordForms } from '../../tools/word-form-cases.ts';
import { axeViolations } from './axe.ts';
import { expect, test, type SharedPage } from './shared-pages.ts';
import { expectTextSoon } from './expect-text-soon.ts';

const interfaces = ['ru', 'en', 'fr'] as const;
/** The interface strings the tests read, from the locales the site is built with. */
const strings = Object.fromEntries(
  interfaces.map((lang) => [
    lang,
    JSON.parse(readFileSync(new URL(`../../src/i18n/locales/${lang}.json`, import.meta.url), 'utf8')).search as Record<
      string,
      string
    >,
  ]),
) as Record<(typeof interfaces)[number], Record<string, string>>;
/** What the live region says once a search is done, in any language (a count, nothing found, or the search failed). */
const done = /\d|Nothing|Ничего|Aucun|could not|не загрузился|pas pu/;

/**
 * The search field emptied, as a reader would: no result left, the panel
 * closed, nothing said; then nothing focused and the page at its top.
 */
async function clearSearch(page: Page) {
  await page.getByRole('combobox').fill('');
  await expect(page.locator('.site-search-results > li')).toHaveCount(0);
  await expect(page.locator('#site-search-results')).toBeHidden();
  await expect(page.locator('#site-search-status')).toHaveText('');
  await expect(page.locator('.site-search-status')).toHaveText('');
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    scrollTo(0, 0);
  });
}

/** The worker's home page in `lang`, its search field empty (Pagefind loaded once per page). */
async function home(sharedPage: SharedPage, lang: string): Promise<Page> {
  const page = await sharedPage(`home ${lang}`, { reset: clearSearch });
  if (new URL(page.url(), 'http://x').pathname !== `/${lang}/`) await page.goto(`/${lang}/`);
  return page;
}

/** Types a query into the header's search field and waits for its results. */
async function search(page: Page, query: string) {
  const input = page.getByRole('combobox');
  await input.click();
  await input.fill(query);
  await expectTextSoon(page, '#site-search-status', done);
  return page.locator('.site-search-results');
}

/** Taps "more results" until every result is shown (at most 20 taps). */
async function showAll(page: Page) {
  const more = page.locator('.site-search-more');
  // The visible status says "Searching…" from the tap until the next results are shown (the live region keeps the last count).
  const status = page.locator('.site-search-status');
  for (let taps = 0; taps < 20 && (await more.isVisible()); taps++) {
    const links = await page.locator('.site-search-results a').count();
    await more.click();
    await expect(status).toHaveText(/\d/);
    // A tap adds links, but for the last, when the pages left only repeat what is shown.
    if (await more.isVisible())
      expect(await page.locator('.site-search-results a').count(), 'each tap shows more links').toBeGreaterThan(links);
  }
  await expect(more).toBeHidden();
}

/** A topic's "more paragraphs in this topic" buttons. */
const moreInTopicSelector = '.site-search-results .search-more-in-topic';

/** The number a "{{count}} more paragraphs in this topic" button says, read with the interface's own strings. */
function countOn(text: string, lang: (typeof interfaces)[number]): number {
  const forms = Object.entries(strings[lang]).filter(([key]) => key.startsWith('moreInTopic_'));
  for (const [, form] of forms) {
    const [before, after] = form.split('{{count}}');
    if (text.startsWith(before) && text.endsWith(after))
      return Number(text.slice(before.length, text.length - after.length));
  }
  throw new Error(`"${text}" is none of the ${lang} forms of moreInTopic`);
}

/**
 * Taps what shows the paragraph `href` among the results, as a reader would:
 * the "more paragraphs" button of a result of its topic, or else "more
 * results"; returns how many taps it took.
 */
async function reach(page: Page, href: string): Promise<number> {
  const link = page.locator(`.site-search-results a[href="${href}"]`);
  const ofTopic = page.locator(
    `.site-search-results > li:has(a[href^="${href.split('#')[0]}#"]) .search-more-in-topic`,
  );
  const more = page.locator('.site-search-more');
  let taps = 0;
  for (; taps < 6 && !(await link.isVisible()); taps++) {
    if ((await ofTopic.count()) > 0) await ofTopic.first().click();
    else if (await more.isVisible()) {
      await more.click();
      await expect(page.locator('.site-search-status')).toHaveText(/\d/);
    } else break;
  }
  return taps;
}

/** The first result with a "more paragraphs" button (the same item after the button is tapped and gone). */
async function itemWithMoreInTopic(page: Page) {
  const items = page.locator('.site-search-results > li');
  const index = await items.evaluateAll((all) => all.findIndex((item) => item.querySelector('.search-more-in-topic')));
  expect(index, 'a result with a "more paragraphs" button').toBeGreaterThanOrEqual(0);
  return items.nth(index);
}

/** The href of every result link. */
async function resultHrefs(page: Page): Promise<string[]> {
  return page
    .locator('.site-search-results a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** The languages of the topic texts in the results, in order (glossary terms aside). */
function textLanguages(page: Page): Promise<string[]> {
  return page
    .locator('.site-search-results li:not(.search-term) a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('lang') ?? ''));
}

const crossLanguage: [query: string, topic: string][] = [
  ['fighter', '/en/ti4/component-limitations/'],
  ['истребители', '/ru/ti4/component-limitations/'],
  ['empilement', '/fr/swccg/actions/'],
  // RftG exists in Russian only: its Russian words, its terms' English names, and the English card names and headings of its text find it.
  ['захваты', '/ru/rftg/rebel-vs-imperium/'],
  ['takeover', '/ru/rftg/rebel-vs-imperium/'],
  ['Military', '/ru/rftg/rebel-vs-imperium/'],
  ['Improved Logistics', '/ru/rftg/rebel-vs-imperium/#'],
  ['Research Labs', '/ru/rftg/rebel-vs-imperium/#extra-research-labs'],
  ['Explore', '/ru/rftg/rebel-vs-imperium/'],
];

for (const lang of interfaces) {
  test.describe(`from /${lang}/`, () => {
    for (const [query, topic] of crossLanguage) {
      test(`"${query}" finds ${topic}`, async ({ sharedPage }) => {
        const page = await home(sharedPage, lang);
        await search(page, query);
        expect(await resultHrefs(page)).toContainEqual(expect.stringContaining(topic));
      });
    }

    test('"fighter" finds the TI4 text in the interface language first, and the English one', async ({
      sharedPage,
    }) => {
      const page = await home(sharedPage, lang);
      await search(page, 'fighter');
      const first = page.locator('.site-search-results a').first();
      await expect(first).toHaveAttribute(
        'href',
        lang === 'fr' ? /^\/en\/ti4\/component-limitations\// : new RegExp(`^/${lang}/ti4/component-limitations/`),
      );
      expect(await resultHrefs(page)).toContainEqual(expect.stringMatching(/^\/en\/ti4\/component-limitations\//));
    });

    test('labels results with game and language', async ({ sharedPage }) => {
      const names = {
        ru: ['русский', 'английский', 'французский'],
        en: ['Russian', 'English', 'French'],
        fr: ['russe', 'anglais', 'français'],
      }[lang];
      const page = await home(sharedPage, lang);
      await search(page, '4');
      // Every game's texts print a 4: all of them, a few at a time.
      await showAll(page);
      const labels = page.locator('.site-search-results li .search-labels');
      expect(new Set((await labels.allTextContents()).map((label) => label.split(' · ')[0]))).toEqual(
        new Set(['TI4', 'SWCCG', 'RftG']),
      );
      for (const label of await labels.allTextContents()) expect(names).toContain(label.split(' · ').at(-1));
    });

    test('more results are one tap away, a few at a time, and the first new one takes the focus', async ({
      sharedPage,
    }) => {
      const page = await home(sharedPage, lang);
      // "force" is in more texts than a first answer shows.
      await search(page, 'force');
      const more = page.locator('.site-search-more');
      const links = page.locator('.site-search-results a');
      const before = await resultHrefs(page);
      await expect(more).toHaveText(strings[lang].more);
      await more.click();
      // (The visible status, not the live region, which keeps the last count while searching.)
      await expect(page.locator('.site-search-status')).toHaveText(/\d/);
      const focused = await page.evaluate(() => ({
        link: document.activeElement!.matches('.site-search-results a'),
        href: document.activeElement!.getAttribute('href'),
        html: document.activeElement!.outerHTML.slice(0, 300),
      }));
      expect(focused.link, `a link shown by the tap has the focus, not ${focused.html}`).toBe(true);
      expect(before).not.toContain(focused.href);
      await showAll(page);
      expect(new Set(await resultHrefs(page)).size).toBe(await links.count());
      // A long text's later sections join its topic's result: each topic is listed once.
      const topics = await page
        .locator('.site-search-results > li:not(.search-term)')
        .evaluateAll((items) => items.map((item) => item.querySelector('a')!.getAttribute('href')!.split('#')[0]));
      expect(
        topics.filter((topic, index) => topics.indexOf(topic) !== index),
        'topics listed twice',
      ).toEqual([]);
    });
  });
}

test('a query in any script loads one Pagefind: its entry, WebAssembly and metadata once, its code with the search script, no stemmer of a language', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/en/');
  for (const [query, topic] of [
    ['истребители', '/ru/ti4/component-limitations/'],
    ['empilement', '/fr/swccg/actions/'],
    ['fighter', '/en/ti4/component-limitations/'],
  ]) {
    await search(page, query);
    expect(await resultHrefs(page), query).toContainEqual(expect.stringContaining(topic));
  }
  const pagefind = requested.filter((path) => path.startsWith('/pagefind/'));
  for (const file of ['/pagefind/pagefind-entry.json', '/pagefind/wasm.unknown.pagefind'])
    expect(
      pagefind.filter((path) => path === file),
      file,
    ).toHaveLength(1);
  expect(pagefind).not.toContain('/pagefind/pagefind.js');
  expect(requested.filter((path) => /^\/_astro\/search\.[^/]+\.js$/.test(path))).toHaveLength(1);
  expect(pagefind.filter((path) => /\.pf_meta$/.test(path))).toHaveLength(1);
  expect(pagefind.filter((path) => /wasm\.(ru|en|fr)\./.test(path))).toEqual([]);
});

test('a word of one text only is found from every interface language', async ({ sharedPage }) => {
  for (const lang of interfaces) {
    const page = await home(sharedPage, lang);
    // A name in the French SWCCG text only.
    await search(page, 'Nabrun');
    expect(await textLanguages(page), lang).toContain('fr');
  }
});

test('results in the interface language come first, then the other languages', async ({ sharedPage }) => {
  const page = await home(sharedPage, 'en');
  await search(page, 'place');
  // TI4 "place a unit" in English first; French texts after.
  const langs = await textLanguages(page);
  expect(langs[0]).toBe('en');
  expect(langs.lastIndexOf('en')).toBeLessThan(Math.max(langs.indexOf('fr'), langs.indexOf('ru'), langs.length));
  expect(langs.slice(langs.findIndex((lang) => lang !== 'en'))).not.toContain('en');
});

test('emptying the field closes the results at once, with no typing pause', async ({ sharedPage }) => {
  const page = await home(sharedPage, 'en');
  await search(page, 'fighter');
  await expect(page.locator('#site-search-results')).toBeVisible();
  // Emptied as a reader's Backspace would, and looked at in the same task: nothing waits for a pause.
  const atOnce = await page.getByRole('combobox').evaluate((field: HTMLInputElement) => {
    field.value = '';
    field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'deleteContentBackward' }));
    return {
      hidden: document.getElementById('site-search-results')!.hidden,
      results: document.querySelectorAll('.site-search-results > li').length,
    };
  });
  expect(atOnce).toEqual({ hidden: true, results: 0 });
});

test.describe('word forms', () => {
  for (const { word, kind, lang, paragraphs, queries } of wordForms) {
    test(`${lang} ${kind} "${word}": every form finds a paragraph with it`, async ({ sharedPage }) => {
      const page = await home(sharedPage, lang);
      for (const query of queries) {
        await search(page, query);
        const hrefs = await resultHrefs(page);
        expect(
          hrefs.some((href) => paragraphs.includes(href)),
          `"${query}" gave ${hrefs.join(' ')}`,
        ).toBe(true);
      }
    });
  }

  test('a dictionary form highlights the inflected forms in the text', async ({ sharedPage }) => {
    const page = await home(sharedPage, 'ru');
    await search(page, 'истребитель');
    const marks = await page.locator('.site-search-results mark').allTextContents();
    expect(marks.map((mark) => mark.toLowerCase())).toContainEqual(expect.stringMatching(/^истребител(ей|и)/));
  });

  test('a form found through its lexeme highlights the word in the text, and no added form shows', async ({
    sharedPage,
  }) => {
    const page = await home(sharedPage, 'ru');
    await search(page, 'запретить');
    const link = page.locator('.site-search-results a[href="/ru/rftg/rebel-vs-imperium/#takeovers-off"]');
    await expect(link).toBeVisible();
    const excerpt = link.locator('xpath=following-sibling::p[1]');
    await expect(excerpt.locator('mark').first()).toHaveText(/^запрещены/);
    await expect(excerpt).toContainText('Когда захваты запрещены, игнорируйте');
    const text = (await page.locator('.site-search-results').textContent()) ?? '';
    expect(text).not.toMatch(/[\uE000-\uF8FF]/);
    expect(text).not.toMatch(/запрещённ|запретивш/);
  });

  test('a word that starts like nothing indexed finds nothing, not "за"', async ({ sharedPage }) => {
    const page = await home(sharedPage, 'ru');
    await search(page, 'запрк');
    await expect(page.locator('#site-search-status')).toHaveText('Ничего не найдено.');
    await expect(page.locator('.site-search-results mark')).toHaveCount(0);
  });
});

test.describe('rule numbers', () => {
  // The paragraph printed with the number first; in the reader's language when its text has the paragraph,
  // named with both numbers ("4 (ru 49.4)"), the paragraph printed with it listed too.
  for (const [lang, query, paragraph, name, printed] of [
    ['ru', '49.4', '/ru/ti4/component-limitations/#units', /^49\.4\. /, undefined],
    ['fr', '49.4', '/ru/ti4/component-limitations/#units', /^49\.4\. /, undefined],
    [
      'en',
      '49.4',
      '/en/ti4/component-limitations/#units',
      /^4 \(ru 49\.4\)\. Units/,
      '/ru/ti4/component-limitations/#units',
    ],
    ['en', '4.2', '/en/ti4/component-limitations/#unit-tokens', /^4\.2 /, undefined],
    [
      'ru',
      '4.2',
      '/ru/ti4/component-limitations/#unit-tokens',
      /^\(en 4\.2\) /,
      '/en/ti4/component-limitations/#unit-tokens',
    ],
    [
      'fr',
      '4.2',
      '/ru/ti4/component-limitations/#unit-tokens',
      /^\(en 4\.2\) /,
      '/en/ti4/component-limitations/#unit-tokens',
    ],
  ] as const) {
    test(`"${query}" from /${lang}/ ranks the paragraph printed ${query} first`, async ({ sharedPage }) => {
      const page = await home(sharedPage, lang);
      await search(page, query);
      const first = page.locator('.site-search-results a').first();
      await expect(first).toHaveAttribute('href', paragraph);
      await expect(first).toHaveText(name);
      if (printed) expect(await resultHrefs(page)).toContain(printed);
      await expect(first.locator('xpath=following-sibling::p[1]/mark').first()).toHaveText(/^(\d|б\))/);
    });
  }

  test('"4.2" lands on its paragraph', async ({ page }) => {
    await page.goto('/en/');
    await search(page, '4.2');
    await page.locator('.site-search-results a[href="/en/ti4/component-limitations/#unit-tokens"]').click();
    await expect(page).toHaveURL(/\/en\/ti4\/component-limitations\/#unit-tokens$/);
    await expect(page.locator('#unit-tokens')).toBeInViewport();
  });
});

test('paragraph results are named by their number or section and first words, each name its own', async ({
  sharedPage,
}) => {
  const page = await home(sharedPage, 'ru');
  await search(page, 'захваты');
  const names = await page.locator('.site-search-results a').allTextContents();
  expect(names.length).toBeGreaterThan(2);
  expect(names.filter((name) => name.includes('¶'))).toEqual([]);
  expect(new Set(names).size).toBe(names.length);
  await search(page, 'запрещены');
  await expect(page.locator('.site-search-results a[href="/ru/rftg/rebel-vs-imperium/#takeovers-off"]')).toHaveText(
    /^Захваты — Когда захваты запрещены, игнорируйте/,
  );
  await search(page, '49.4');
  await expect(page.locator('.site-search-results a[href="/ru/ti4/component-limitations/#units"]')).toHaveText(
    /^49\.4\. ОТРЯДЫ: /,
  );
});

test.describe('?q=', () => {
  test('opens the search with the query', async ({ page }) => {
    await page.goto('/fr/?q=%D0%B8%D1%81%D1%82%D1%80%D0%B5%D0%B1%D0%B8%D1%82%D0%B5%D0%BB%D0%B8');
    await expect(page.getByRole('combobox')).toHaveValue('истребители');
    await expect(page.locator('#site-search-status')).toHaveText(/\d/);
    expect(await resultHrefs(page)).toContainEqual(expect.stringContaining('/ru/ti4/component-limitations/'));
  });

  test('starts the search once: the first ArrowDown focuses the first result', async ({ page }) => {
    const loads: string[] = [];
    page.on('request', (request) => loads.push(new URL(request.url()).pathname));
    await page.goto('/en/?q=fighter');
    await expect(page.locator('#site-search-status')).toHaveText(/\d/);
    await expect(page.getByRole('combobox')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('.site-search-results a').first()).toBeFocused();
    expect(loads.filter((path) => path === '/pagefind/pagefind-entry.json')).toHaveLength(1);
  });
});

test('the search field has a label in the interface language', async ({ page }) => {
  await page.goto('/fr/');
  await expect(page.getByRole('combobox', { name: 'Rechercher dans les règles' })).toBeVisible();
  await page.goto('/ru/ti4/component-limitations/');
  await expect(page.getByRole('combobox', { name: 'Поиск по правилам' })).toBeVisible();
});

test('no search code loads before the field is focused', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto('/en/ti4/component-limitations/');
  await page.waitForLoadState('networkidle');
  expect(requests.filter((path) => path.startsWith('/pagefind/') || /\/search\.[^/]*\.js$/.test(path))).toEqual([]);
  await page.getByRole('combobox').focus();
  await expect.poll(() => requests.some((path) => path === '/pagefind/pagefind-entry.json')).toBe(true);
});

test.describe('a first query costs at most 8 requests, from focus to results', () => {
  // Then every topic's "more paragraphs" button tapped: the paragraphs it shows were loaded with the first query.
  for (const [pagePath, query, topic] of [
    ['/en/', 'fighter', '/en/ti4/component-limitations/'],
    ['/ru/', 'захваты', '/ru/rftg/rebel-vs-imperium/'],
    ['/fr/', 'empilement', '/fr/swccg/actions/#example-4-5'],
    ['/en/', 'кубики', '/ru/ti4/component-limitations/'],
    ['/ru/', 'initiation', '/fr/swccg/actions/'],
    // A word in many texts: their best parts first, three topics (their other parts come with "more results").
    ['/fr/', 'carte', '/fr/swccg/actions/'],
    ['/en/', 'захват', '/ru/rftg/rebel-vs-imperium/'],
  ]) {
    test(`"${query}" on ${pagePath}`, async ({ page }) => {
      await page.goto(pagePath);
      await page.waitForLoadState('networkidle');
      const requests: string[] = [];
      page.on('request', (request) => requests.push(new URL(request.url()).pathname));
      await search(page, query);
      await page.waitForLoadState('networkidle');
      expect(requests.length, requests.join('\n')).toBeLessThanOrEqual(8);
      const first = requests.length;
      // Each tap takes its button away: the next is the first one left.
      const buttons = page.locator(moreInTopicSelector);
      for (let left = await buttons.count(); left > 0; left--) {
        await buttons.first().click();
        await expect(buttons).toHaveCount(left - 1);
      }
      await page.waitForLoadState('networkidle');
      expect(await resultHrefs(page)).toContainEqual(expect.stringContaining(topic));
      expect(requests.slice(first), 'requests after the first query').toEqual([]);
    });
  }
});

test('a long topic, indexed in parts, is one result with its best paragraphs, and its other ones one tap away', async ({
  sharedPage,
}) => {
  const page = await home(sharedPage, 'ru');
  await search(page, 'захваты');
  const rftg = page
    .locator('.site-search-results > li')
    .filter({ has: page.locator('a[href^="/ru/rftg/rebel-vs-imperium/"]') });
  await expect(rftg).toHaveCount(1);
  const hrefs = () =>
    rftg.locator('a').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  // The best three (`paragraphsPerTopic`), then a button for the others; the count, of results, unchanged by it.
  expect(await hrefs()).toHaveLength(3);
  const button = rftg.locator('.search-more-in-topic');
  await expect(button).toHaveCount(1);
  const behind = countOn((await button.textContent()) ?? '', 'ru');
  expect(behind).toBeGreaterThan(0);
  const count = await page.locator('.site-search-status').textContent();
  await button.click();
  await expect(page.locator('.site-search-status')).toHaveText(count ?? '');
  await expect(button).toHaveCount(0);
  const links = await hrefs();
  expect(links).toHaveLength(3 + behind);
  expect(new Set(links).size).toBe(links.length);
  for (const href of links) expect(href).toMatch(/^\/ru\/rftg\/rebel-vs-imperium\/#[\w-]+$/);
});

/**
 * Paragraphs the search found before its rewrite (from every interface
 * language) that a limit of three per topic had made unreachable, and the
 * taps that reach them now: the topic's "more paragraphs" button, after "more
 * results" when its part of the text is not among the first pages loaded
 * (which puts it behind that button: nothing already shown moves).
 */
const onceLost: [query: string, paragraph: string, taps: number][] = [
  ['empilement', '/fr/swccg/actions/#example-4-5', 1],
  ['initiation', '/fr/swccg/actions/#example-3-7', 3],
  // The glossary's card "initiation" takes the first screen's third place: the text's second part comes with "more results".
  ['initiation', '/fr/swccg/actions/#stacking-5', 3],
  // Words in many texts: the best part of each text first, the others with "more results" (then their topic's button).
  ['захват', '/ru/rftg/rebel-vs-imperium/#example-3', 3],
  ['carte', '/fr/swccg/actions/#example-4-11', 3],
  ['Gambling World', '/ru/rftg/rebel-vs-imperium/#new-cards', 1],
];

test.describe('every paragraph that matches is within reach', () => {
  for (const lang of interfaces) {
    for (const [query, paragraph, taps] of onceLost) {
      test(`from /${lang}/, "${query}" reaches ${paragraph} in ${taps} tap${taps > 1 ? 's' : ''}`, async ({
        sharedPage,
      }) => {
        const page = await home(sharedPage, lang);
        await search(page, query);
        await expect(page.locator(`.site-search-results a[href="${paragraph}"]`), 'not on show at first').toBeHidden();
        expect(await reach(page, paragraph)).toBe(taps);
        await expect(page.locator(`.site-search-results a[href="${paragraph}"]`)).toBeVisible();
        const hrefs = await resultHrefs(page);
        expect(new Set(hrefs).size, 'no paragraph listed twice').toBe(hrefs.length);
      });
    }
  }

  test("a topic's other paragraphs show in the place of its button, from what is loaded: no request, the count unchanged and not announced again", async ({
    page,
  }) => {
    await page.goto('/ru/');
    await search(page, 'Gambling World Galactic');
    await page.waitForLoadState('networkidle');
    const button = page.locator(moreInTopicSelector);
    await expect(button).toHaveCount(1);
    const behind = countOn((await button.textContent()) ?? '', 'ru');
    // Described by its topic's title.
    const item = await itemWithMoreInTopic(page);
    const shown = await item.locator('a').count();
    const topic = item.locator('.search-topic');
    await expect(button).toHaveAccessibleDescription((await topic.textContent()) ?? '');
    const status = await page.locator('.site-search-status').textContent();
    await page.evaluate(() => {
      const texts: string[] = [];
      (window as unknown as { announced: string[] }).announced = texts;
      const region = document.getElementById('site-search-status')!;
      new MutationObserver(() => texts.push(region.textContent ?? '')).observe(region, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await button.click();
    // In its place, the first of them focused: as many as it said.
    const revealed = item.locator('a').nth(shown);
    await expect(revealed).toBeFocused();
    await expect(item.locator('a')).toHaveCount(shown + behind);
    // The words sought, or the Russian name of the term World after which the glossary's names are indexed («миры»).
    await expect(revealed.locator('xpath=following-sibling::p[1]').locator('mark').first()).toHaveText(
      /Gambling|World|Galactic|^мир/i,
    );
    await expect(button).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    await expect(page.locator('.site-search-status')).toHaveText(status ?? '');
    expect(await page.evaluate(() => (window as unknown as { announced: string[] }).announced)).toEqual([]);
  });

  for (const lang of interfaces) {
    test(`from /${lang}/, the button says how many paragraphs it shows, in the interface language`, async ({
      sharedPage,
    }) => {
      const page = await home(sharedPage, lang);
      await search(page, 'захват');
      const item = await itemWithMoreInTopic(page);
      const shown = await item.locator('a').count();
      const behind = countOn((await item.locator('.search-more-in-topic').textContent()) ?? '', lang);
      expect(behind).toBeGreaterThan(1);
      await item.locator('.search-more-in-topic').click();
      await expect(item.locator('a')).toHaveCount(shown + behind);
    });
  }
});

test.describe('keyboard and screen reader', () => {
  // Its own page: Enter leaves it.
  test('arrows move through results, Escape closes, Enter opens the first result', async ({ page }) => {
    await page.goto('/en/');
    await search(page, 'fighter');
    const input = page.getByRole('combobox');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const links = page.locator('.site-search-results a');
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(input).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('#site-search-results')).toBeHidden();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toBeFocused();
    // Enter opens the first result.
    const href = (await links.nth(0).getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`));
  });

  test('arrows go through a topic\'s links and then its "more paragraphs" button; Enter shows them in its place, the first focused', async ({
    sharedPage,
  }) => {
    const page = await home(sharedPage, 'en');
    await search(page, 'захват');
    const stops = page.locator('.site-search-results a, .site-search-results button');
    const button = page.locator(moreInTopicSelector).first();
    const at = await stops.evaluateAll((all) =>
      all.findIndex((stop) => stop.classList.contains('search-more-in-topic')),
    );
    expect(at, "the button comes after its topic's links").toBeGreaterThan(0);
    const item = await itemWithMoreInTopic(page);
    const shown = await item.locator('a').count();
    for (let press = 0; press < at; press++) await page.keyboard.press('ArrowDown');
    await expect(item.locator('a').nth(shown - 1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(button).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(item.locator('a').nth(shown - 1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const links = item.locator('a');
    await expect(links.nth(shown)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(shown + 1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(links.nth(shown - 1)).toBeFocused();
    // Tab goes the same way; Escape closes from anywhere.
    await page.keyboard.press('Tab');
    await expect(links.nth(shown)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('#site-search-results')).toBeHidden();
    await expect(page.getByRole('combobox')).toBeFocused();
  });

  test('a topic\'s "more paragraphs" button is reached with Tab and Space shows its paragraphs', async ({
    sharedPage,
  }) => {
    // A query whose first answer, on a page that never searched before too, has a topic with more paragraphs.
    const page = await home(sharedPage, 'ru');
    await search(page, 'захват');
    const item = await itemWithMoreInTopic(page);
    const button = item.locator('.search-more-in-topic');
    const shown = await item.locator('a').count();
    for (
      let press = 0;
      press < 20 && !(await button.evaluate((element) => element === document.activeElement));
      press++
    )
      await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Space');
    // Its paragraphs in its place, the first of them focused.
    await expect(button).toHaveCount(0);
    await expect(item.locator('a').nth(shown)).toBeFocused();
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`open results with topics' "more paragraphs" buttons, before and after a tap, have no axe violation (${scheme})`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/fr/');
      await search(page, 'carte');
      await expect(page.locator(moreInTopicSelector)).not.toHaveCount(0);
      const violations = () => axeViolations(page);
      expect(await violations()).toEqual([]);
      await page.locator(moreInTopicSelector).first().focus();
      expect(await violations(), 'with the button focused').toEqual([]);
      await page.locator(moreInTopicSelector).first().click();
      expect(await violations(), 'after the tap').toEqual([]);
    });
  }

  for (const into of ['ArrowDown', 'Tab']) {
    test(`Escape from a result reached with ${into} closes the panel and returns to the field`, async ({
      sharedPage,
    }) => {
      const page = await home(sharedPage, 'en');
      await search(page, 'fighter');
      await page.keyboard.press(into);
      // Tab stops at the results' close button first.
      if (into === 'Tab') {
        await expect(page.locator('.site-search-close')).toBeFocused();
        await page.keyboard.press(into);
      }
      await expect(page.locator('.site-search-results a').first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('combobox')).toBeFocused();
      await expect(page.locator('#site-search-results')).toBeHidden();
      await expect(page.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
      // Typing opens it again.
      await page.keyboard.type('s');
      await expect(page.locator('#site-search-results')).toBeVisible();
    });
  }

  test('open results in several languages, with a glossary term, have no axe violation', async ({ sharedPage }) => {
    const page = await home(sharedPage, 'ru');
    await search(page, 'fighter');
    await expect(page.locator('.site-search-results li.search-term')).not.toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the count is announced once, by a live region outside the closed panel', async ({ page }) => {
    await page.goto('/en/');
    const status = page.locator('#site-search-status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveAttribute('role', 'status');
    // Present and not hidden before the panel ever opens.
    expect(await status.evaluate((element) => element.closest('[hidden]'))).toBeNull();
    await page.evaluate(() => {
      const texts: string[] = [];
      (window as unknown as { announced: string[] }).announced = texts;
      const region = document.getElementById('site-search-status')!;
      new MutationObserver(() => texts.push(region.textContent ?? '')).observe(region, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    await page.getByRole('combobox').click();
    await page.getByRole('combobox').pressSequentially('fighter', { delay: 30 });
    await expect(status).toHaveText(/^\d+ results?$/);
    const announced = await page.evaluate(() =>
      (window as unknown as { announced: string[] }).announced.filter(Boolean),
    );
    expect(announced.some((text) => /Searching/.test(text))).toBe(false);
    expect(announced.length).toBeLessThanOrEqual(2);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the results fit the screen, links are tap-sized, and a tap lands on the paragraph', async ({ page }) => {
    await page.goto('/ru/ti4/component-limitations/');
    const input = page.getByRole('combobox');
    expect((await input.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await input.tap();
    await input.fill('игрок');
    await expect(page.locator('#site-search-status')).toHaveText(/\d/);
    const panel = page.locator('#site-search-results');
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.y + box.height).toBeLessThanOrEqual(740);
    // More results than the screen holds: the panel scrolls.
    expect(
      await panel.evaluate(
        (element) => element.scrollHeight > element.clientHeight && getComputedStyle(element).overflowY,
      ),
    ).toBe('auto');
    const links = page.locator('.site-search-results a');
    for (const link of await links.all()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    const first = links.first();
    const href = (await first.getAttribute('href'))!;
    await first.tap();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`));
    await expect(page.locator(`#${href.split('#')[1]}`)).toBeInViewport();
  });

  test('a topic\'s "more paragraphs" button is tap-sized and fits the screen, and a tap shows its paragraphs there', async ({
    page,
  }) => {
    await page.goto('/ru/');
    await page.getByRole('combobox').tap();
    await page.getByRole('combobox').fill('захват');
    await expect(page.locator('#site-search-status')).toHaveText(/\d/);
    const button = page.locator(moreInTopicSelector).first();
    await button.scrollIntoViewIfNeeded();
    const box = (await button.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    const item = await itemWithMoreInTopic(page);
    const shown = await item.locator('a').count();
    await button.tap();
    const first = item.locator('a').nth(shown);
    await expect(first).toBeFocused();
    await expect(first).toBeInViewport();
    for (const link of await item.locator('a').all())
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const href = (await first.getAttribute('href'))!;
    await first.tap();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`));
    await expect(page.locator(`#${href.split('#')[1]}`)).toBeInViewport();
  });

  test('the last result can be scrolled to and tapped', async ({ page }) => {
    await page.goto('/ru/');
    await page.getByRole('combobox').tap();
    await page.getByRole('combobox').fill('захваты');
    await expect(page.locator('#site-search-status')).toHaveText(/\d/);
    const last = page.locator('.site-search-results a').last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
    const href = (await last.getAttribute('href'))!;
    await last.tap();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`));
  });
});

test.describe('failures', () => {
  test('a network error says so, and the next query tries again', async ({ page }) => {
    await page.route('**/pagefind/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/en/');
    await search(page, 'fighter');
    await expect(page.locator('#site-search-status')).toHaveText(
      'The search could not load. Check the connection and try again.',
    );
    await expect(page.locator('.site-search-status')).toHaveText(
      'The search could not load. Check the connection and try again.',
    );
    await page.unroute('**/pagefind/**');
    await search(page, 'fighters');
    await expect(page.locator('#site-search-status')).toHaveText(/^\d+ results?$/);
    expect(await resultHrefs(page)).toContainEqual(expect.stringContaining('/en/ti4/component-limitations/'));
  });

  test('a search script that failed to load loads on the next focus', async ({ page }) => {
    let blocked = true;
    await page.route(/\/_astro\/search\.[^/]*\.js$/, (route) =>
      blocked ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.goto('/ru/');
    const input = page.getByRole('combobox');
    await input.focus();
    // The failed load said so, with its button to try again.
    await expect(page.locator('.site-search-problem .site-search-retry')).toBeVisible();
    blocked = false;
    await input.blur();
    await search(page, 'истребители');
    expect(await resultHrefs(page)).toContainEqual(expect.stringContaining('/ru/ti4/component-limitations/'));
  });

  test('the error message exists in every language', async ({ page }) => {
    for (const [lang, message] of [
      ['ru', 'Поиск не загрузился'],
      ['fr', "La recherche n'a pas pu se charger"],
    ]) {
      await page.route('**/pagefind/**', (route) => route.abort('internetdisconnected'));
      await page.goto(`/${lang}/`);
      await page.getByRole('combobox').fill('x');
      await expect(page.locator('#site-search-status')).toContainText(message);
      await page.unroute('**/pagefind/**');
    }
  });
});

test.describe('hostile input is searched as text', () => {
  const inputs = [
    '<img src=x onerror=alert(1)>',
    `"'><script>alert(1)</script>`,
    'x'.repeat(5000),
    '🎲🃏 fighter',
    '"',
  ];
  for (const input of inputs) {
    test(`${JSON.stringify(input.slice(0, 30))}`, async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        dialog.dismiss();
      });
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await page.goto('/en/');
      await search(page, input);
      await page.goto(`/en/?q=${encodeURIComponent(input)}`);
      await expect(page.locator('#site-search-status')).toHaveText(/\d|Nothing/);
      // Nothing of the input became markup: no element from it, no script with its code.
      expect(await page.locator('img[src="x"], [onerror]').count()).toBe(0);
      expect(
        await page
          .locator('script')
          .evaluateAll((scripts) => scripts.filter((script) => script.textContent?.includes('alert(1)')).length),
      ).toBe(0);
      expect(
        await page.locator('.site-search-results *:not(li, span, a, p, mark, button.search-more-in-topic)').count(),
      ).toBe(0);
      expect(dialogs).toEqual([]);
      expect(errors).toEqual([]);
      await search(page, 'fighter');
      expect((await resultHrefs(page)).some((href) => href.startsWith('/en/ti4/component-limitations/'))).toBe(true);
    });
  }
});

test.describe('the glossary', () => {
  test('lists each term in each language, marked with its language, with links to topics', async ({ page }) => {
    await page.goto('/fr/glossary/');
    const term = page.locator('#rftg-takeover');
    await expect(term.locator('[lang="ru"]').first()).toBeVisible();
    await expect(term.locator('span[lang="en"]')).toHaveText('takeover');
    await expect(term.locator('a[href="/ru/rftg/rebel-vs-imperium/"]')).toBeVisible();
    await expect(page.locator('#swccg-result')).toContainText('ajouté par la rédaction');
  });

  test('a term found in search shows each name in its own language', async ({ sharedPage }) => {
    const page = await home(sharedPage, 'en');
    await search(page, 'empilement');
    const names = page.locator('.site-search-results li.search-term .search-excerpt').first();
    await expect(names.locator('span[lang="fr"]')).toContainText('empilement');
    await expect(names.locator('span[lang="fr"] mark').first()).toHaveText('empilement');
    await expect(names.locator('span[lang="en"]')).toContainText('stacking');
  });
});

test.describe('one typo forgiven', () => {
  // One wrong, missing, extra or swapped letter in a glossary name, a card name, a topic title.
  // (A name of several words with one of them right is found without this: "Compnent Limitations" finds its topic by "Limitations".)
  const typos: [query: string, name: string, lang: string | undefined, topic: string][] = [
    // The topic in the reader's language, or the text its glossary term links to.
    ['figter', 'fighter', 'en', '/ti4/component-limitations/'],
    ['истрибители', 'истребители', 'ru', '/ti4/component-limitations/'],
    ['Imperium Seet', 'Imperium Seat', 'en', '/ru/rftg/rebel-vs-imperium/'],
    // A topic's title ("Actions"), also a glossary name in English and French.
    ['Actoins', 'actions', undefined, '/fr/swccg/actions/'],
  ];
  for (const lang of interfaces) {
    for (const [query, name, nameLang, topic] of typos) {
      test(`from /${lang}/, "${query}" shows the results for "${name}", the query as typed one tap away`, async ({
        page,
      }) => {
        const requests: string[] = [];
        page.on('request', (request) => requests.push(new URL(request.url()).pathname));
        await page.goto(`/${lang}/`);
        await search(page, query);
        const [before, after] = strings[lang].correction.split('{{name}}');
        const line = page.locator('.site-search-correction');
        await expect(line).toBeVisible();
        await expect(line.locator('span')).toHaveText(`${before}${name}${after}`);
        await expect(line.locator(nameLang ? `em[lang="${nameLang}"]` : 'em[lang]')).toHaveText(name);
        expect(await resultHrefs(page)).toContainEqual(expect.stringContaining(topic));
        await expect(page.locator('#site-search-status')).toHaveText(
          new RegExp(`^${before}${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
        );
        // The names and the matcher (one file of the query's first letter) load only now, when the query as typed found nothing.
        expect(requests.filter((path) => path.startsWith('/pagefind/typos/'))).toHaveLength(1);
        const typed = page.locator('.site-search-typed');
        await expect(typed).toHaveText(strings[lang].asTyped.replace('{{query}}', query));
        await typed.click();
        await expect(page.locator('#site-search-status')).toHaveText(strings[lang].none);
        await expect(line).toBeHidden();
        await expect(page.getByRole('combobox')).toBeFocused();
        await expect(page.getByRole('combobox')).toHaveValue(query);
      });
    }
  }

  test('a query that finds something loads no names; one two typos away from any name says nothing was found', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto('/en/');
    await search(page, 'fighter');
    await expect(page.locator('.site-search-correction')).toBeHidden();
    expect(requests.filter((path) => path.startsWith('/pagefind/typos/'))).toEqual([]);
    await search(page, 'fihgtre');
    await expect(page.locator('#site-search-status')).toHaveText('Nothing found.');
    await expect(page.locator('.site-search-correction')).toBeHidden();
    // A rule number is never taken for another.
    await search(page, '49.9');
    await expect(page.locator('.site-search-correction')).toBeHidden();
  });
});

test.describe('the / key', () => {
  test('focuses the search field from anywhere on the page, and the field says so', async ({ page }) => {
    await page.goto('/en/ti4/component-limitations/');
    const input = page.getByRole('combobox');
    await expect(input).toHaveAttribute('aria-keyshortcuts', '/');
    const hint = page.locator('.site-search-key');
    await expect(hint).toBeVisible();
    await expect(hint).toHaveAttribute('title', strings.en.shortcut);
    await page.locator('#unit-tokens').click();
    await page.keyboard.press('/');
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('');
    await expect(hint).toBeHidden();
    // In the field, `/` is a character like any other.
    await page.keyboard.type('4/2');
    await expect(input).toHaveValue('4/2');
  });

  test('leaves the page where the reader is', async ({ page }) => {
    await page.goto('/ru/rftg/rebel-vs-imperium/');
    await page.evaluate(() => scrollTo(0, 3000));
    await page.keyboard.press('/');
    await expect(page.getByRole('combobox')).toBeFocused();
    expect(await page.evaluate(() => scrollY)).toBe(3000);
  });

  test('does nothing while the reader types in another field, or with a modifier', async ({ page }) => {
    await page.goto('/en/');
    await page.evaluate(() => {
      const other = document.createElement('textarea');
      other.id = 'other-field';
      document.querySelector('main')!.append(other);
    });
    await page.locator('#other-field').focus();
    await page.keyboard.press('/');
    await expect(page.locator('#other-field')).toBeFocused();
    await expect(page.locator('#other-field')).toHaveValue('/');
    await page.locator('main h1, main h2').first().click();
    await page.keyboard.press('Control+/');
    await expect(page.getByRole('combobox')).not.toBeFocused();
  });

  test('each language says so in its own words', async ({ sharedPage }) => {
    for (const lang of interfaces) {
      const page = await home(sharedPage, lang);
      await expect(page.locator('.site-search-key')).toHaveAttribute('title', strings[lang].shortcut);
    }
  });

  test('the hint is not shown on a phone, where there is no such key', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto('/ru/');
    await expect(page.locator('.site-search-key')).toBeHidden();
    // The phone's keyboard shows a search key, and the field is the ARIA combobox.
    await expect(page.getByRole('combobox')).toHaveAttribute('enterkeyhint', 'search');
    await expect(page.getByRole('combobox')).toHaveAttribute('inputmode', 'search');
    await context.close();
  });
});
