/**
 * "On this page" (`TopicContents`): a long topic's contents list links every
 * heading of the text it shows (as the content model reads it), each link
 * lands on its heading uncovered, the section being read is marked as the page
 * scrolls (without moving anything), headings in another language keep their
 * `lang`, and it all works without JavaScript. On a 360 px phone (touch) it is
 * a folded bar that stays under the header, reachable from the bottom of the
 * page; at 1280 px (mouse) a sticky list in the left margin, clear of the text
 * and of the cite toolbar in the right one. In ru/en/fr, light and dark.
 * A topic with fewer headings has none.
 */
import type { Locator, Page } from '@playwright/test';
import { contentsMinHeadings } from '../../src/contents/contents.ts';
import { runsOf } from '../../src/library/paragraphs.ts';
import { topicPath } from '../../src/routing/paths.ts';
import { topicIds, topicTexts } from '../support/content.ts';
import { interfaceString, languages, textLanguage, type Language } from '../support/site.ts';
import { axeViolations } from './axe.ts';
import { layoutInBothSchemes } from './scheme-layout.ts';
import { expect, test, type SharedPage } from './shared-pages.ts';

const longTopics = ['rftg/rebel-vs-imperium', 'swccg/actions'];

const screens = {
  phone: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  wide: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
} as const;
type Screen = keyof typeof screens;

/**
 * The worker's page for a screen, colour scheme and script setting: each test
 * opens its topic page in it, a new document, after the last test's page is
 * left for a blank one (so that no scroll position is carried over).
 */
function screenPage(
  sharedPage: SharedPage,
  screen: Screen,
  {
    colorScheme = 'light',
    javaScriptEnabled = true,
  }: { colorScheme?: 'light' | 'dark'; javaScriptEnabled?: boolean } = {},
): Promise<Page> {
  return sharedPage(`${screen}, ${colorScheme}${javaScriptEnabled ? '' : ', without JavaScript'}`, {
    context: { ...screens[screen], colorScheme, javaScriptEnabled },
    reset: async (page) => {
      await page.goto('about:blank');
    },
  });
}

/** A heading as the model reads it: its id, plain words, and the words marked with a language on the page in `lang`. */
interface ModelHeading {
  id: string;
  text: string;
  marked: { lang: string; text: string }[];
}

/** The headings of the text a topic page in `lang` shows, from the content model. */
function modelHeadings(topicId: string, lang: Language): ModelHeading[] {
  const shown = textLanguage(topicId, lang);
  const text = topicTexts().find((candidate) => candidate.topicId === topicId && candidate.lang === shown)!;
  return text.paragraphs
    .filter((paragraph) => paragraph.kind === 'heading')
    .map((paragraph) => {
      const block = paragraph.blocks[0];
      const runs = runsOf(block?.kind === 'text' ? block.content : []);
      return {
        id: paragraph.id,
        text: paragraph.text,
        marked: [
          ...(shown === lang ? [] : [{ lang: shown, text: paragraph.text }]),
          ...runs.filter((run) => run.lang).map((run) => ({ lang: run.lang!, text: run.text })),
        ],
      };
    });
}

/** The contents' one landmark: a folded bar on a phone, the list in the margin on a wide screen. */
const contentsNav = (page: Page) => page.locator('nav[data-contents]');

/** The view of the contents shown on this screen (the other one must be hidden): the bar's `<details>`, or the margin's list. */
function shownContents(page: Page, screen: Screen): Locator {
  return contentsNav(page).locator(screen === 'phone' ? 'details.contents-bar' : '.contents-aside');
}

/** Each link of a list: its href, words, and its elements with a `lang` (text and language), in order. */
function linksOf(list: Locator) {
  return list.locator('a[data-contents-link]').evaluateAll((links) =>
    (links as HTMLAnchorElement[]).map((link) => ({
      href: link.getAttribute('href'),
      text: link.textContent!.replace(/\s+/g, ' ').trim(),
      marked: [...link.querySelectorAll('[lang]')].map((element) => ({
        lang: element.getAttribute('lang')!,
        text: element.textContent!.replace(/\s+/g, ' ').trim(),
      })),
    })),
  );
}

/** Where a followed link puts a heading: the page's scroll-padding-top, in px from the top of the viewport. */
const landingLine = (page: Page) =>
  page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop));

/** The bottom of whatever stays on top of the text: the header, and the contents bar where it shows. */
const coveredDown = (page: Page) =>
  page.evaluate(() =>
    Math.max(
      ...[...document.querySelectorAll('.site-header, .contents-bar')]
        .map((element) => element.getBoundingClientRect())
        .filter((box) => box.height > 0)
        .map((box) => box.bottom),
    ),
  );

/** Whether the heading is where a followed link puts it (or, at the end of the page, lower but on screen), and on top there: nothing covers it. */
async function expectLanded(page: Page, id: string) {
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  // Read in one go: the landing line, where the heading is, and what stays on top of the text.
  const state = await page.evaluate((id) => {
    const heading = document.getElementById(id)!;
    const box = heading.getBoundingClientRect();
    const root = document.documentElement;
    const hit = document.elementFromPoint(box.left + Math.min(20, box.width / 2), box.top + 10);
    const line = parseFloat(getComputedStyle(root).scrollPaddingTop);
    const covered = Math.max(
      ...[...document.querySelectorAll('.site-header, .contents-bar')]
        .map((element) => element.getBoundingClientRect())
        .filter((each) => each.height > 0)
        .map((each) => each.bottom),
    );
    return {
      line,
      covered,
      top: box.top,
      atEnd: scrollY + innerHeight >= root.scrollHeight - 2,
      onTop: heading.contains(hit),
      height: innerHeight,
    };
  }, id);
  // The same as `landingLine` and `coveredDown` read.
  if (state.atEnd) expect(state.top, id).toBeGreaterThanOrEqual(state.line - 2);
  else expect(Math.abs(state.top - state.line), id).toBeLessThanOrEqual(2);
  expect(state.top, id).toBeLessThan(state.height - 20);
  expect(state.onTop, `${id} is covered`).toBe(true);
  expect(state.top).toBeGreaterThanOrEqual(state.covered);
}

/** Follows the contents link to `id` as a reader would: on a phone, unfold the bar first. */
async function follow(page: Page, screen: Screen, id: string) {
  const list = shownContents(page, screen);
  if (screen === 'phone') {
    if (!(await list.evaluate((details) => (details as HTMLDetailsElement).open))) await list.locator('summary').tap();
    await expect(list.locator('.contents-dropdown')).toBeVisible();
    await list.locator(`a[href="#${id}"]`).tap();
  } else {
    await list.locator(`a[href="#${id}"]`).click();
  }
}

/**
 * How often a poll looks again: from the next frames on, as the page marks a
 * section within a frame or two of a scroll (expect.poll's own first wait is
 * 100 ms), so a page of twenty headings is not waited on for seconds.
 */
const frames = { intervals: [16, 16, 32, 64, 100, 250, 500] };

/** The ids of the links marked as the section being read, in a list. */
/**
 * The walks, which follow every link or scroll past every heading and check
 * where things land, run in one scheme per language (light in ru and fr, dark
 * in en): the schemes lay out every element alike (held on these pages below,
 * and on every page kind by guard.spec.ts), and what the walks check is where
 * things are. What is about colour (axe) runs in both.
 */
const walkScheme = (lang: Language) => (lang === 'en' ? 'dark' : 'light');

const markedIn = (list: Locator) =>
  list
    .locator('a[aria-current="true"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!.slice(1)));

for (const screen of ['phone', 'wide'] as const) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${screen}, ${colorScheme}`, () => {
      for (const topicId of longTopics) {
        for (const lang of languages) {
          const path = topicPath(lang, topicId);
          const headings = modelHeadings(topicId, lang);

          if (colorScheme === 'light')
            test(`${path}: the contents link every heading, in the interface language, each heading's words in their language; light and dark lay them out alike, folded and open; with their section marked they pass axe in both`, async ({
              sharedPage,
            }) => {
              const page = await screenPage(sharedPage, screen);
              expect(headings.length).toBeGreaterThanOrEqual(contentsMinHeadings);
              await page.goto(path);
              const list = shownContents(page, screen);
              // What the contents say, read in light, then in dark (the same document: one load for both schemes).
              for (const scheme of ['light', 'dark'] as const) {
                await page.emulateMedia({ colorScheme: scheme });
                await expect(list).toBeVisible();
                await expect(
                  contentsNav(page).locator(screen === 'phone' ? '.contents-aside' : '.contents-bar'),
                ).toBeHidden();
                await expect(
                  page.getByRole('navigation', { name: interfaceString(lang, 'contents.label') }),
                ).toHaveCount(1);
                await expect(contentsNav(page)).toHaveAccessibleName(interfaceString(lang, 'contents.label'));
                expect(await list.evaluate((element) => element.closest('[lang]')!.getAttribute('lang'))).toBe(lang);
                const links = await linksOf(list);
                expect(links.map((link) => link.href)).toEqual(headings.map((heading) => `#${heading.id}`));
                expect(links.map((link) => link.text)).toEqual(headings.map((heading) => heading.text));
                expect(links.map((link) => link.marked)).toEqual(headings.map((heading) => heading.marked));
                // Every link leads to a heading of the page.
                const targets = await page
                  .locator('article.topic :is(h2, h3, h4)[id]')
                  .evaluateAll((elements) => elements.map((element) => element.id));
                expect(targets).toEqual(headings.map((heading) => heading.id));
              }
              // Laid out alike in both schemes, folded and (on a phone) open.
              const folded = await layoutInBothSchemes(page);
              expect(folded.dark).toEqual(folded.light);
              if (screen === 'phone') {
                await list.locator('summary').tap();
                await expect(list.locator('.contents-dropdown')).toBeVisible();
                const open = await layoutInBothSchemes(page);
                expect(open.dark).toEqual(open.light);
                expect(open.light).not.toEqual(folded.light);
                await list.locator('summary').tap();
                await expect(list.locator('.contents-dropdown')).toBeHidden();
              }
              // A section marked (the middle heading's, followed from the list), the list open on a phone: axe in each scheme.
              const middle = headings[Math.floor(headings.length / 2)].id;
              await follow(page, screen, middle);
              await expect.poll(() => markedIn(list), frames).toEqual([middle]);
              if (screen === 'phone') await list.locator('summary').tap();
              for (const scheme of ['light', 'dark'] as const) {
                await page.emulateMedia({ colorScheme: scheme });
                expect(await axeViolations(page, 'nav[data-contents]'), scheme).toEqual([]);
              }
              await page.emulateMedia({ colorScheme: 'light' });
            });

          if (colorScheme === walkScheme(lang))
            test(`${path}: each link lands on its heading, uncovered, and marks its section${screen === 'phone' ? ' on the bar, folded again' : ''}`, async ({
              sharedPage,
            }) => {
              const page = await screenPage(sharedPage, screen, { colorScheme });
              test.setTimeout(60_000);
              await page.goto(path);
              const list = shownContents(page, screen);
              for (const heading of headings) {
                await follow(page, screen, heading.id);
                await expectLanded(page, heading.id);
                if (screen === 'phone') {
                  // Its section marked, the bar folded again, showing the section, its words in their language: all at once.
                  await expect
                    .poll(
                      () =>
                        list.evaluate((bar) => {
                          const current = bar.querySelector('[data-contents-current]')!;
                          return {
                            marked: [...bar.querySelectorAll('a[aria-current="true"]')].map((link) =>
                              link.getAttribute('href')!.slice(1),
                            ),
                            open: bar.hasAttribute('open'),
                            // Its words as toHaveText reads them: zero-width spaces out, white space collapsed.
                            current: (current.textContent ?? '')
                              .replace(/\u200b/g, '')
                              .trim()
                              .replace(/\s+/g, ' '),
                            languages: [...current.querySelectorAll('[lang]')].map((element) => ({
                              lang: element.getAttribute('lang'),
                              text: element.textContent,
                            })),
                          };
                        }),
                      { message: heading.id, ...frames },
                    )
                    .toEqual({
                      marked: [heading.id],
                      open: false,
                      current: heading.text
                        .replace(/\u200b/g, '')
                        .trim()
                        .replace(/\s+/g, ' '),
                      languages: heading.marked,
                    });
                } else {
                  await expect.poll(() => markedIn(list), { message: heading.id, ...frames }).toEqual([heading.id]);
                  // The marked link shows whole in the list (which scrolls in the <nav>), however far down the list it is.
                  const link = await list.locator(`a[href="#${heading.id}"]`).boundingBox();
                  const box = await contentsNav(page).boundingBox();
                  expect(link!.y).toBeGreaterThanOrEqual(Math.max(box!.y, await coveredDown(page)) - 1);
                  expect(link!.y + link!.height).toBeLessThanOrEqual(Math.min(box!.y + box!.height, 800) + 1);
                }
              }
            });

          if (colorScheme === walkScheme(lang))
            test(`${path}: scrolling marks the section in view, and moves nothing`, async ({ sharedPage }) => {
              const page = await screenPage(sharedPage, screen, { colorScheme });
              test.setTimeout(60_000);
              await page.goto(path);
              const list = shownContents(page, screen);
              // Nothing is marked above the first heading.
              expect(await markedIn(list)).toEqual([]);
              await page.evaluate(() => {
                (window as any).__shifts = 0;
                new PerformanceObserver((entries) => {
                  for (const entry of entries.getEntries() as any[])
                    if (!entry.hadRecentInput) (window as any).__shifts += entry.value;
                }).observe({ type: 'layout-shift' });
              });
              const line = await landingLine(page);
              for (const [index, heading] of headings.entries()) {
                // Scroll (not through the list) to halfway between this heading and the next one, as a reader reading it.
                const reachable = await page.evaluate(
                  ({ id, next, line }) => {
                    const top = (element: Element) => element.getBoundingClientRect().top + scrollY;
                    const start = top(document.getElementById(id)!);
                    const end = next ? top(document.getElementById(next)!) : start + 200;
                    const y = Math.round((start + Math.min(end, start + innerHeight / 2)) / 2 - line);
                    const max = document.documentElement.scrollHeight - innerHeight;
                    if (y > max) return false;
                    scrollTo(0, y);
                    return true;
                  },
                  { id: heading.id, next: headings[index + 1]?.id, line },
                );
                if (!reachable) continue;
                await expect.poll(() => markedIn(list), { message: heading.id, ...frames }).toEqual([heading.id]);
              }
              // The last heading is reached at the end of the page at the latest.
              await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
              const lastReached = await page.evaluate(
                ({ ids, line }) =>
                  ids.filter((id) => document.getElementById(id)!.getBoundingClientRect().top <= line + 8).at(-1),
                { ids: headings.map((heading) => heading.id), line },
              );
              await expect.poll(() => markedIn(list), frames).toEqual([lastReached]);
              // Back to the top: nothing marked.
              await page.evaluate(() => scrollTo(0, 0));
              await expect.poll(() => markedIn(list), frames).toEqual([]);
              expect(await page.evaluate(() => (window as any).__shifts)).toBe(0);
            });
        }
      }
    });
  }
}

for (const screen of ['phone', 'wide'] as const) {
  test.describe(`${screen}, without JavaScript`, () => {
    for (const [topicId, lang] of [
      ['rftg/rebel-vs-imperium', 'ru'],
      ['swccg/actions', 'en'],
    ] as const) {
      const path = topicPath(lang, topicId);
      const headings = modelHeadings(topicId, lang);

      test(`${path}: every link is a plain #id that lands on its heading`, async ({ sharedPage }) => {
        const page = await screenPage(sharedPage, screen, { javaScriptEnabled: false });
        test.setTimeout(60_000);
        await page.goto(path);
        const list = shownContents(page, screen);
        await expect(list).toBeVisible();
        expect((await linksOf(list)).map((link) => link.href)).toEqual(headings.map((heading) => `#${heading.id}`));
        for (const heading of headings) {
          await follow(page, screen, heading.id);
          if (screen === 'phone') {
            // Without the script the list stays open over the text: the reader folds it.
            await list.locator('summary').tap();
            await expect(list.locator('.contents-dropdown')).toBeHidden();
          }
          await expectLanded(page, heading.id);
        }
      });
    }
  });
}

test.describe('on a phone, far down the page', () => {
  test.use(screens.phone);

  for (const javaScriptEnabled of [true, false]) {
    test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
      for (const lang of languages) {
        for (const topicId of longTopics) {
          const path = topicPath(lang, topicId);
          const [first] = modelHeadings(topicId, lang);

          test(`${path}: the contents are under the header at the bottom of the page, and lead back up`, async ({
            sharedPage,
          }) => {
            const page = await screenPage(sharedPage, 'phone', { javaScriptEnabled });
            await page.goto(path);
            await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
            const bar = shownContents(page, 'phone');
            const summary = bar.locator('summary');
            await expect(summary).toBeInViewport();
            const header = (await page.locator('.site-header').boundingBox())!;
            const box = (await contentsNav(page).boundingBox())!;
            expect(Math.abs(box.y - (header.y + header.height))).toBeLessThanOrEqual(1);
            expect(box.x).toBe(0);
            expect(box.width).toBe(360);
            const tap = (await summary.boundingBox())!;
            expect(tap.height).toBeGreaterThanOrEqual(44);
            await summary.tap();
            const dropdown = bar.locator('.contents-dropdown');
            await expect(dropdown).toBeVisible();
            const open = (await dropdown.boundingBox())!;
            expect(open.y + open.height).toBeLessThanOrEqual(740);
            for (const link of await dropdown.locator('a').all())
              expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
            await dropdown.locator(`a[href="#${first.id}"]`).tap();
            if (javaScriptEnabled) await expect(dropdown).toBeHidden();
            else await summary.tap();
            await expectLanded(page, first.id);
          });
        }
      }
    });
  }

  test('with JavaScript, Escape and a tap outside fold the list', async ({ page }) => {
    await page.goto('/fr/swccg/actions/');
    const bar = shownContents(page, 'phone');
    await bar.locator('summary').tap();
    await expect(bar.locator('.contents-dropdown')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(bar.locator('.contents-dropdown')).toBeHidden();
    await expect(bar.locator('summary')).toBeFocused();
    await bar.locator('summary').tap();
    await expect(bar.locator('.contents-dropdown')).toBeVisible();
    // Beside the breadcrumbs, above the bar: the list covers all below it.
    const crumb = (await page.locator('.breadcrumbs li').first().boundingBox())!;
    await page.touchscreen.tap(340, crumb.y + crumb.height / 2);
    await expect(bar.locator('.contents-dropdown')).toBeHidden();
    await expect(page).toHaveURL('/fr/swccg/actions/');
  });

  test('focused from the keyboard far down the page, the bar and its links leave the page where it is', async ({
    page,
  }) => {
    await page.goto('/ru/rftg/rebel-vs-imperium/');
    await page.evaluate(() => scrollTo(0, 5000));
    const bar = shownContents(page, 'phone');
    await bar.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(bar.locator('.contents-dropdown')).toBeVisible();
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('Tab');
    await expect(bar.locator('.contents-dropdown a').nth(2)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(bar.locator('summary')).toBeFocused();
    expect(await page.evaluate(() => scrollY)).toBe(5000);
  });
});

test.describe('at 1280 px', () => {
  test.use(screens.wide);

  for (const topicId of longTopics) {
    const path = topicPath('fr', topicId);

    test(`${path}: the list stands in the left margin, clear of the text and of the cite toolbar`, async ({ page }) => {
      await page.goto(path);
      const aside = contentsNav(page);
      await expect(shownContents(page, 'wide')).toBeVisible();
      const article = (await page.locator('article.topic').boundingBox())!;
      const box = (await aside.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThan(article.x);
      // The text column is where it is on a page without contents: the list takes no room from it.
      const main = (await page.locator('main').boundingBox())!;
      await page.goto(topicPath('fr', 'ti4/component-limitations'));
      expect((await page.locator('main').boundingBox())!.x).toBe(main.x);
      expect((await page.locator('article.topic').boundingBox())!.x).toBe(article.x);
      expect((await page.locator('article.topic').boundingBox())!.width).toBe(article.width);
      // The cite toolbar of a paragraph beside the list, and far down the page, stays clear of it.
      await page.goto(path);
      const rules = page.locator('article.topic [data-rule]');
      for (const index of [0, 5, Math.floor((await rules.count()) * 0.8)]) {
        const rule = rules.nth(index);
        await rule.locator('.rule-text').hover();
        const toolbar = page.locator('.cite-tools');
        await expect(toolbar).toBeVisible();
        const tools = (await toolbar.boundingBox())!;
        const list = (await aside.boundingBox())!;
        expect(tools.x, 'toolbar right of the list').toBeGreaterThan(list.x + list.width);
        expect(tools.x).toBeGreaterThanOrEqual(article.x + article.width);
      }
    });
  }
});

test('a topic with fewer headings has no contents, on a phone and a wide screen', async ({ page }) => {
  const short = topicIds().filter((topicId) => modelHeadings(topicId, 'en').length < contentsMinHeadings);
  expect(short).toContain('ti4/component-limitations');
  for (const viewport of [screens.phone.viewport, screens.wide.viewport]) {
    await page.setViewportSize(viewport);
    for (const topicId of short) {
      for (const lang of languages) {
        if (modelHeadings(topicId, lang).length >= contentsMinHeadings) continue;
        await page.goto(topicPath(lang, topicId));
        await expect(page.locator('[data-contents]')).toHaveCount(0);
      }
    }
  }
});
