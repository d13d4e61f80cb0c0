/**
 * Find, in every posture a player holds the phone (issue 28): the results
 * lie above the page, scroll within themselves with their close button in
 * view, and a tap on a result or "more results" hits it; the focused field
 * is wide enough to read its hint and the query; Back from a result brings
 * the query back; nothing on the page moves — upright, sideways, a short
 * laptop window, a laptop, and 200 % text on a phone, in each language, light
 * and dark. Then what the search finds, from each interface language: one
 * term in every language, the rules first, a count that holds, a rule number
 * among words.
 *
 * Each posture's tests share one page per worker (`sharedPage`); the themes
 * are switched on it (`emulateMedia`).
 */
import { contextOf, postures as issuePostures, setTextSize, type Posture } from './postures.ts';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { glossaries, library } from '../support/content.ts';
import { expectTextSoon } from './expect-text-soon.ts';
import { expect, test, type SharedPage } from './shared-pages.ts';

const interfaces = ['ru', 'en', 'fr'] as const;
type Lang = (typeof interfaces)[number];
/** The interface strings, from the locales the site is built with: the search's, and the names of the languages. */
const locales = Object.fromEntries(
  interfaces.map((lang) => [
    lang,
    JSON.parse(readFileSync(new URL(`../../src/i18n/locales/${lang}.json`, import.meta.url), 'utf8')),
  ]),
) as Record<Lang, { search: Record<string, string>; language: Record<Lang, string> }>;
const strings = Object.fromEntries(interfaces.map((lang) => [lang, locales[lang].search])) as Record<
  Lang,
  Record<string, string>
>;
/** What the status line says once a search is done. */
const done = /\d|Nothing|Ничего|Aucun/;

const postures: Posture[] = [
  ...issuePostures,
  { name: '320×480 touch, a small phone', viewport: { width: 320, height: 480 }, touch: true },
  { name: '780×360 touch, a wider phone sideways', viewport: { width: 780, height: 360 }, touch: true },
];

/** A query of each language with more results than the first screen shows; and a long word, a glossary name of TI4 in Russian. */
const manyResults: Record<Lang, string> = { ru: 'захват', en: 'token', fr: 'carte' };
const longWord = 'истребители';
/** The languages TI4's "Component limitations" is written in: where "истребители" finds rules. */
const limitationsLanguages = [...library().topics.get('ti4/component-limitations')!.texts.keys()] as Lang[];
/** A rule number among words, in each language: its paragraph comes first. */
const ruleQuery: Record<Lang, string> = { ru: 'правило 49.4', en: 'rule 49.4', fr: 'règle 49.4' };
/** The paragraph the Russian edition prints 49.4, by its id: the same in every text of the topic. */
const units = library()
  .topics.get('ti4/component-limitations')!
  .texts.get('ru')!
  .paragraphs.find((paragraph) => paragraph.number?.replace(/\.$/, '') === '49.4')!;

/**
 * One term, every language: the results' languages in order (the language of
 * each text's first link), and whether each says its language in the reader's words.
 */
function resultLanguages(page: Page, lang: Lang) {
  const names = locales[lang].language;
  return page.locator('.site-search-results > li:not(.search-term)').evaluateAll(
    (items, names) =>
      items.map((item) => {
        const text = item.querySelector('a')?.getAttribute('href')?.split('/')[1] ?? '';
        return { text, marked: item.querySelector('.search-labels')?.textContent?.includes(names[text]) ?? false };
      }),
    names as Record<string, string>,
  );
}

/** The worker's page for a posture: its viewport and pointer, its text size. */
async function posturePage(sharedPage: SharedPage, posture: Posture): Promise<Page> {
  const page = await sharedPage(`posture ${posture.name}`, {
    context: contextOf(posture),
  });
  if (posture.textScale) await setTextSize(page, posture.textScale);
  return page;
}

/** Taps (touch) or clicks (mouse) a locator, as the posture's reader would. */
async function press(page: Page, posture: Posture, selector: string) {
  const target = page.locator(selector).first();
  if (posture.touch) await target.tap();
  else await target.click();
}

/** Starts recording every layout shift of the page (with recent input or not). */
async function watchShifts(page: Page) {
  await page.evaluate(() => {
    const state = window as unknown as { shifts: { value: number; sources: string[] }[] };
    state.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources?: { node?: Node }[];
      })[])
        state.shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) =>
            source.node instanceof Element
              ? `${source.node.tagName}.${source.node.className}`
              : `#text in ${source.node?.parentElement?.tagName}.${source.node?.parentElement?.className}`,
          ),
        });
    }).observe({ type: 'layout-shift' });
  });
}

const shiftsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { shifts: { value: number; sources: string[] }[] }).shifts);

/**
 * What of the panel can be hit where it shows: for the close button, each
 * result link and the "more results" button within the panel's visible part,
 * whether a tap at its centre lands on it; and whether the panel lies within
 * the screen.
 */
function panelHits(page: Page) {
  return page.evaluate(() => {
    const panel = document.querySelector<HTMLElement>('.site-search-panel')!;
    const box = panel.getBoundingClientRect();
    const hits = (element: Element) => {
      const rect = element.getBoundingClientRect();
      const x = rect.left + Math.min(rect.width / 2, 20);
      const y = rect.top + rect.height / 2;
      return element.contains(document.elementFromPoint(x, y));
    };
    // Shown: its tap point below the panel's sticky head and above its foot.
    const head = panel.querySelector('.site-search-head')!.getBoundingClientRect().bottom;
    const visible = (element: Element) => {
      const rect = element.getBoundingClientRect();
      const y = rect.top + rect.height / 2;
      return rect.height > 0 && y > head && y < box.bottom;
    };
    const targets = [...panel.querySelectorAll('.site-search-results a, .site-search-more:not([hidden])')].filter(
      visible,
    );
    const close = panel.querySelector('.site-search-close')!;
    const closeBox = close.getBoundingClientRect();
    return {
      onScreen: box.top >= 0 && box.bottom <= innerHeight + 0.5 && box.left >= 0 && box.right <= innerWidth + 0.5,
      closeInView: closeBox.top >= 0 && closeBox.bottom <= innerHeight && hits(close),
      missed: targets.filter((target) => !hits(target)).map((target) => target.textContent?.slice(0, 40)),
      checked: targets.length,
      scrolls: panel.scrollHeight > panel.clientHeight,
    };
  });
}

/** The focused field's room: whether its placeholder and its value fit in it whole. */
function fieldFits(page: Page) {
  return page.evaluate(() => {
    const input = document.querySelector<HTMLInputElement>('#site-search-query')!;
    const style = getComputedStyle(input);
    const placeholder = getComputedStyle(input, '::placeholder');
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${placeholder.fontWeight} ${placeholder.fontSize} ${placeholder.fontFamily}`;
    const room = input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    const hint = document.querySelector<HTMLElement>('.search-field-hint')!;
    return {
      placeholder: context.measureText(input.placeholder).width <= room,
      placeholderShown: placeholder.color !== 'rgba(0, 0, 0, 0)' && Number.parseFloat(placeholder.fontSize) >= 13,
      hintHidden: getComputedStyle(hint).display === 'none',
      value: input.scrollWidth <= input.clientWidth,
    };
  });
}

for (const posture of postures) {
  test.describe(posture.name, () => {
    test('the results lie above the page, scroll within themselves, the close button in view; the focused field shows its hint and query whole; nothing moves', async ({
      sharedPage,
    }) => {
      const page = await posturePage(sharedPage, posture);
      for (const [index, lang] of interfaces.entries()) {
        // Light and dark in turn; each language in both over the postures.
        await page.emulateMedia({ colorScheme: index % 2 === 0 ? 'light' : 'dark' });
        await page.goto(`/${lang}/ti4/component-limitations/`);
        await watchShifts(page);
        await press(page, posture, '#site-search-query');
        await expect(page.locator('#site-search-query')).toBeFocused();
        expect(await fieldFits(page), `${lang}: the empty field, focused`).toMatchObject({
          placeholder: true,
          placeholderShown: true,
          hintHidden: true,
        });
        await page.locator('#site-search-query').fill(longWord);
        await expectTextSoon(page, '.site-search-status', done);
        expect((await fieldFits(page)).value, `${lang}: "${longWord}" whole in the field`).toBe(true);
        // One term, every language: the Russian name finds the rules in each language TI4 is written in, a rule
        // first, the reader's language before the others, each result marked with its language.
        await expect(page.locator('.site-search-results > li').first()).not.toHaveClass(/search-term/);
        const found = await resultLanguages(page, lang);
        expect(new Set(found.map(({ text }) => text)), `${lang}: "${longWord}" in every language`).toEqual(
          new Set(limitationsLanguages),
        );
        const others = found.findIndex(({ text }) => text !== lang);
        expect(
          others >= 0 && found.slice(others).some(({ text }) => text === lang),
          `${lang}: the reader's language first`,
        ).toBe(false);
        expect(
          found.every(({ marked }) => marked),
          `${lang}: each result marked with its language`,
        ).toBe(true);
        await page.locator('#site-search-query').fill(manyResults[lang]);
        await expectTextSoon(page, '.site-search-status', done);
        await expect(page.locator('.site-search-more')).toBeVisible();
        // The rules first: a rule paragraph is the first answer, a glossary card never in its place.
        await expect(page.locator('.site-search-results > li').first()).not.toHaveClass(/search-term/);
        await expect(page.locator('.site-search-results > li').first().locator('a[href*="#"]').first()).toBeVisible();
        const count = await page.locator('.site-search-status').textContent();
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme });
          const top = await panelHits(page);
          expect(top, `${lang}, ${colorScheme}: the panel's top`).toMatchObject({
            onScreen: true,
            closeInView: true,
            missed: [],
          });
          expect(top.checked).toBeGreaterThan(0);
          // Scrolled to its foot within itself: "more results" is hit, the close button still in view.
          await page.locator('.site-search-panel').evaluate((panel) => (panel.scrollTop = panel.scrollHeight));
          const foot = await panelHits(page);
          expect(foot, `${lang}, ${colorScheme}: the panel's foot`).toMatchObject({
            onScreen: true,
            closeInView: true,
            missed: [],
          });
          await page.locator('.site-search-panel').evaluate((panel) => (panel.scrollTop = 0));
        }
        // Focusing, typing, the results opening and scrolling: nothing moved.
        expect(await shiftsOf(page), `${lang}: layout shifts`).toEqual([]);
        await press(page, posture, '.site-search-more');
        // The count true: what the first answer said, "more results" does not change.
        await expect(page.locator('.site-search-status')).toHaveText(count!);
        // "More results" adds below: the results already shown stay where they were.
        expect(await shiftsOf(page), `${lang}: layout shifts after "more results"`).toEqual([]);
        await press(page, posture, '.site-search-close');
        await expect(page.locator('.site-search-panel')).toBeHidden();
      }
    });

    test('Back from a result returns to the search: the query in the field, its results one tap away', async ({
      sharedPage,
    }) => {
      const page = await posturePage(sharedPage, posture);
      for (const [index, lang] of interfaces.entries()) {
        await page.emulateMedia({ colorScheme: index % 2 === 0 ? 'dark' : 'light' });
        // A rule number among words: its paragraph first (the English text's on /fr/, which has no French one).
        const query = ruleQuery[lang];
        await page.goto(`/${lang}/ti4/`);
        await press(page, posture, '#site-search-query');
        await page.locator('#site-search-query').fill(query);
        await expectTextSoon(page, '.site-search-status', /\d/);
        const href = await page.locator('.site-search-results a').first().getAttribute('href');
        expect(href, `"${query}": its paragraph first`).toMatch(
          new RegExp(
            `^/${limitationsLanguages.includes(lang) ? lang : '(en|ru)'}/ti4/component-limitations/#${units.id}$`,
          ),
        );
        await press(page, posture, '.site-search-results a');
        await expect(page).toHaveURL(new RegExp(`${href!.split('#')[0]}`));
        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`/${lang}/ti4/$`));
        await expect(page.locator('#site-search-query')).toHaveValue(query);
        await watchShifts(page);
        await press(page, posture, '#site-search-query');
        await expect(page.locator('.site-search-results a').first()).toBeVisible();
        await expect(page.locator('.site-search-results a').first()).toHaveAttribute('href', href!);
        expect(await shiftsOf(page), `${lang}: layout shifts`).toEqual([]);
      }
    });
  });
}

/** The worker's search page in a language, its field emptied. */
async function searchPage(sharedPage: SharedPage, lang: Lang): Promise<Page> {
  const page = await sharedPage(`find ${lang}`, {
    reset: async (page) => {
      await page.locator('#site-search-query').fill('');
      await expect(page.locator('.site-search-panel')).toBeHidden();
    },
  });
  if (new URL(page.url(), 'http://x').pathname !== `/${lang}/`) await page.goto(`/${lang}/`);
  return page;
}

async function search(page: Page, query: string) {
  await page.locator('#site-search-query').click();
  await page.locator('#site-search-query').fill(query);
  await expectTextSoon(page, '.site-search-status', done);
}

/** The paragraphs of a topic's text in a language whose words match `pattern`, as result links. */
function paragraphsSaying(topicId: string, lang: string, pattern: RegExp): string[] {
  const text = library()
    .topics.get(topicId)
    ?.texts.get(lang as never);
  return (text?.paragraphs ?? [])
    .filter((paragraph) => pattern.test(paragraph.text))
    .map((paragraph) => `/${lang}/${topicId}/#${paragraph.id}`);
}

test.describe('one term, every language', () => {
  // The Russian rules of Race for the Galaxy say «военная мощь» where the English name is "Military".
  const military = paragraphsSaying('rftg/rebel-vs-imperium', 'ru', /военн\S* мощ/i);
  // The words of the Russian names of the terms "Military" finds (Military, military world): what it highlights.
  const russianWords = glossaries()
    .flatMap(({ data }) => data.terms)
    .filter((term) => term.names.en?.some((name) => /^military\b/i.test(name)))
    .flatMap((term) => (term.names.ru ?? []).flatMap((name) => name.toLowerCase().split(' ')));

  for (const lang of interfaces) {
    test(`from /${lang}/, "Military" finds the Russian rules that say «военная мощь» first, marked with their language; «военная мощь» finds "Military"`, async ({
      sharedPage,
    }) => {
      expect(military.length).toBeGreaterThan(0);
      const page = await searchPage(sharedPage, lang);
      await search(page, 'Military');
      const first = page.locator('.site-search-results > li').first();
      await expect(first).not.toHaveClass(/search-term/);
      const marked = await first.locator('.search-excerpt mark').allTextContents();
      expect(marked.length).toBeGreaterThan(0);
      for (const word of marked)
        expect(russianWords, 'a word of the Russian names').toContain(word.toLowerCase().replace(/[^\p{L}]/gu, ''));
      // Its paragraphs that say «военная мощь»: shown, or behind its topic's button.
      const button = first.locator('.search-more-in-topic');
      if ((await button.count()) > 0) await button.click();
      const hrefs = await first.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs.filter((href) => military.includes(href ?? '')).length).toBeGreaterThan(0);
      // Marked with its language, in the interface's words.
      await expect(first.locator('.search-labels')).toContainText(locales[lang].language.ru);
      await page.locator('#site-search-query').fill('военная мощь');
      await expectTextSoon(page, '.site-search-status', done);
      await expect(page.locator('.site-search-results li.search-term').first()).toContainText('Military');
    });
  }
});

test.describe('the rules first, the count true', () => {
  const queries = ['token', 'Military', 'fighter', 'захват', 'initiation'];
  for (const lang of interfaces) {
    for (const query of queries) {
      test(`from /${lang}/, "${query}": the first answers are rule paragraphs, and the count is what "more results" reaches`, async ({
        sharedPage,
      }) => {
        const page = await searchPage(sharedPage, lang);
        await search(page, query);
        const first = page.locator('.site-search-results > li').first();
        await expect(first, `"${query}": a rule first`).not.toHaveClass(/search-term/);
        await expect(first.locator('a[href*="#"]').first()).toBeVisible();
        const status = page.locator('.site-search-status');
        const said = (await status.textContent()) ?? '';
        const more = page.locator('.site-search-more');
        for (let taps = 0; taps < 20 && (await more.isVisible()); taps++) {
          await more.click();
          await expect(status).toHaveText(said);
        }
        await expect(more).toBeHidden();
        const items = await page.locator('.site-search-results > li').count();
        expect(said, `"${query}": the count, and the results "more results" reached`).toBe(
          strings[lang][`results_${new Intl.PluralRules(lang).select(items)}`].replace('{{count}}', String(items)),
        );
      });
    }
  }
});

test.describe('a rule number among words', () => {
  // The paragraph the Russian edition prints 49.4, by its id: the same in every text of the topic.
  const units = library()
    .topics.get('ti4/component-limitations')!
    .texts.get('ru')!
    .paragraphs.find((paragraph) => paragraph.number?.replace(/\.$/, '') === '49.4')!;
  for (const [lang, query, text] of [
    ['en', 'rule 49.4', 'en'],
    ['ru', 'правило 49.4', 'ru'],
    ['fr', 'règle 49.4', 'en'],
  ] as const) {
    test(`"${query}" on /${lang}/ puts its paragraph first`, async ({ sharedPage }) => {
      const page = await searchPage(sharedPage, lang);
      await search(page, query);
      await expect(page.locator('.site-search-results a').first()).toHaveAttribute(
        'href',
        text === 'en' && lang === 'fr'
          ? new RegExp(`/ti4/component-limitations/#${units.id}$`)
          : `/${text}/ti4/component-limitations/#${units.id}`,
      );
    });
  }
});
