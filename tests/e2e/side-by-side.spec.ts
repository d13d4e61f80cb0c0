/**
 * Two languages side by side (issue 12), on the site's own build: TI4
 * Component Limitations, the topic with two texts (en + ru), in the three
 * interface languages, at 360 px (touch) and 1280 px (mouse), light and dark.
 * Every paragraph aligned; anchors land; the copy controls copy the reader's
 * page's links; it reads without JavaScript; each side under its own `lang`;
 * `noindex` with the topic page as canonical, out of the sitemap; reached from
 * the topic page; open offline once read. Gaps and a third
 * language: `side-by-side-copy.spec.ts`.
 */
import { expect, test, type Page } from '@playwright/test';
import playwright from '../../playwright.config.ts';
import { siteSettings } from '../../site.config.ts';
import { library } from '../support/content.ts';
import { interfaceString, languages, textLanguage, textLanguages, type Language } from '../support/site.ts';
import { expectAligned, expectLayout } from './side-by-side-checks.ts';
import { sideBySidePages, topicPages } from './site-pages.ts';
import { axeViolations } from './axe.ts';

/** The site's origin, as the build names it (canonical links, the sitemap). */
const origin = new URL(siteSettings.site).origin;
/** The address the site is served from in the tests: copied links name it. */
const served = new URL(playwright.use!.baseURL!).origin;
const topicId = 'ti4/component-limitations';
const topicPath = (lang: Language) => `/${lang}/${topicId}/`;

/** A side-by-side page: its path, interface language, the language its reader's text is in, and the other text's. */
interface SideBySide {
  path: string;
  lang: Language;
  readerLang: Language;
  other: Language;
}

/** The side-by-side pages the content calls for: every topic, interface language and text but the one its page shows. */
const expected: SideBySide[] = [...library().topics.values()].flatMap((topic) =>
  languages.flatMap((lang) =>
    textLanguages(topic.id)
      .filter((other) => other !== textLanguage(topic.id, lang))
      .map((other) => ({
        path: `/${lang}/${topic.id}/~${other}/`,
        lang,
        readerLang: textLanguage(topic.id, lang),
        other,
      })),
  ),
);

const texts = library().topics.get(topicId)!.texts;
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test('the build has a side-by-side page for each interface language and each text but the one shown, and no other', () => {
  expect(expected.map((pair) => pair.path).sort()).toEqual([
    '/en/ti4/component-limitations/~ru/',
    '/fr/ti4/component-limitations/~ru/',
    '/ru/ti4/component-limitations/~en/',
  ]);
  expect(sideBySidePages()).toEqual(expected.map((pair) => pair.path).sort());
});

test('the sitemap leaves the side-by-side pages out', async ({ request }) => {
  const index = await (await request.get('/sitemap-index.xml')).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
  expect(sitemaps.length).toBeGreaterThan(0);
  const locs: string[] = [];
  for (const sitemap of sitemaps)
    locs.push(
      ...[...(await (await request.get(sitemap)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc),
    );
  expect(locs).toContain(`${origin}${topicPath('ru')}`);
  // A side-by-side page's last segment is `~{language}` (a topic's history page, `~history`, is a page of its own).
  expect(locs.filter((loc) => languages.some((lang) => loc.endsWith(`/~${lang}/`)))).toEqual([]);
  expect(locs).not.toContain(`${origin}${expected[0].path}`);
});

test('every topic page links to its side-by-side pages in its interface language; a topic with one text has none', async ({
  page,
}) => {
  for (const path of topicPages()) {
    const [lang, game, topic] = path.split('/').filter(Boolean) as [Language, string, string];
    await page.goto(path);
    const links = page.locator('[data-side-by-side-links] a');
    const wanted = expected.filter((pair) => pair.lang === lang && pair.path.startsWith(`/${lang}/${game}/${topic}/~`));
    await expect(links, path).toHaveCount(wanted.length);
    if (wanted.length === 0) await expect(page.locator('[data-side-by-side-links]'), path).toHaveCount(0);
    for (const [index, pair] of wanted.entries()) {
      await expect(links.nth(index), path).toHaveAttribute('href', pair.path);
      await expect(links.nth(index), path).toHaveText(interfaceString(lang, `sideBySide.with.${pair.other}`));
    }
  }
  // TI4 has two texts: its pages link; RftG (Russian only) and SWCCG (French only) do not.
  await page.goto('/ru/ti4/component-limitations/');
  await page.getByRole('link', { name: 'Параллельно с английским' }).click();
  await expect(page).toHaveURL('/ru/ti4/component-limitations/~en/');
  await expect(page.locator('h1')).toHaveText('49 Ограничение на компоненты');
});

for (const pair of expected) {
  test(`${pair.path}: noindex, canonical on the topic page, strings in the interface language`, async ({ page }) => {
    await page.goto(pair.path);
    await expect(page.locator('html')).toHaveAttribute('lang', pair.lang);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // The topic page's own canonical: the French topic page shows the English text, so it is the English page.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${origin}${topicPath(pair.readerLang)}`,
    );
    await expect(page.locator('link[rel="alternate"]')).toHaveCount(0);
    await expect(page).toHaveTitle(
      new RegExp(
        `^${interfaceString(pair.lang, `sideBySide.pageTitle.${pair.other}`, { title: texts.get(pair.readerLang)!.title }).replace(/[()]/g, '\\$&')} — `,
      ),
    );
    await expect(page.locator('.sbs-labels .sbs-label')).toHaveText([
      interfaceString(pair.lang, `sideBySide.column.${pair.readerLang}`),
      `${pair.other.toUpperCase()} ${interfaceString(pair.lang, `sideBySide.column.${pair.other}`)}`,
    ]);
    const single = page.locator('[data-side-by-side-single]');
    await expect(single).toHaveText(interfaceString(pair.lang, `sideBySide.only.${pair.readerLang}`));
    await expect(single).toHaveAttribute('href', topicPath(pair.lang));
  });

  test(`${pair.path}: the language switcher keeps the two texts side by side in each interface language, and the cited paragraph`, async ({
    page,
  }) => {
    await page.goto(`${pair.path}#unit-tokens`);
    for (const lang of languages) {
      const shown = textLanguage(topicId, lang);
      // The same page there; where that language's page shows the other text itself, the two texts swapped.
      const target =
        pair.other !== shown
          ? `/${lang}/${topicId}/~${pair.other}/`
          : pair.readerLang !== shown
            ? `/${lang}/${topicId}/~${pair.readerLang}/`
            : topicPath(lang);
      const link = page.locator(`.language-switcher a[hreflang="${lang}"]`);
      await expect
        .poll(() => link.evaluate((a: HTMLAnchorElement) => `${a.pathname}${a.hash}`), lang)
        .toBe(`${target}#unit-tokens`);
      expect(new Set([shown, target.match(/~(\w+)\/$/)?.[1]]), `${lang}: the same two texts`).toEqual(
        new Set([pair.readerLang, pair.other]),
      );
    }
    const next = languages.find((lang) => lang !== pair.lang)!;
    await page.locator(`.language-switcher a[hreflang="${next}"]`).click();
    await expect(page).toHaveURL(/~\w+\/#unit-tokens$/);
    await expect(page.locator('html')).toHaveAttribute('lang', next);
    await expect(page.locator('[data-row="unit-tokens"]')).toBeInViewport();
  });
}

const viewports = [
  {
    name: '360 px, touch',
    wide: false,
    use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  },
  { name: '1280 px, mouse', wide: true, use: { viewport: { width: 1280, height: 800 } } },
];

for (const { name, wide, use } of viewports) {
  test.describe(`at ${name}`, () => {
    test.use(use);

    for (const pair of expected) {
      const reader = texts.get(pair.readerLang)!;
      const other = texts.get(pair.other)!;

      test(`${pair.path}: every paragraph aligned, each side under its lang, laid out for the screen; no axe violation, light and dark`, async ({
        page,
      }) => {
        test.setTimeout(90_000);
        await page.goto(pair.path);
        const gapText = {
          reader: interfaceString(pair.lang, `sideBySide.gap.${pair.readerLang}`),
          other: interfaceString(pair.lang, `sideBySide.gap.${pair.other}`),
        };
        const rows = await expectAligned(page, { pageLang: pair.lang, reader, other, gapText });
        // The two TI4 texts have the same paragraphs: no gap.
        expect(rows.filter((row) => !row.reader || !row.other)).toEqual([]);
        await expectLayout(page, { wide, otherLang: pair.other });
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme });
          expect(await axeViolations(page), colorScheme).toEqual([]);
        }
      });

      test(`${pair.path}: a #paragraph lands on its row, highlighted with its counterpart; a number link is the paragraph's anchor`, async ({
        page,
      }) => {
        await page.goto(`${pair.path}#note-5`);
        const row = page.locator('[data-row="note-5"]');
        await expect(page.locator('#note-5')).toBeInViewport();
        await expect(row.locator('.sbs-reader #note-5')).toHaveCount(1);
        expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
        // Below the sticky header, not under it.
        const header = await page.locator('.site-header').boundingBox();
        expect((await page.locator('#note-5').boundingBox())!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
        const highlighted = await row.evaluate((element) => getComputedStyle(element).backgroundColor);
        expect(highlighted).not.toBe('rgba(0, 0, 0, 0)');
        if (wide) await expect(row.locator('.sbs-other')).toBeInViewport();
        await page.locator('[data-row="dice"] .sbs-reader a.rule-number').click();
        await expect(page).toHaveURL(new RegExp(`${pair.path.replace(/[~/]/g, '\\$&')}#dice$`));
        await expect(page.locator('#dice')).toBeInViewport();
      });

      test(`${pair.path}: the copy controls work on the reader's text and copy its topic page's links`, async ({
        page,
        context,
      }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        await page.goto(pair.path);
        const toolbar = page.locator('.cite-tools');
        const use = async (selector: string) => {
          const target = page.locator(selector);
          // The number is the handle: a click or tap opens the sheet at the window's foot.
          await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
          await (wide ? target.click() : target.tap());
        };
        await use('#unit-tokens > .rule-number');
        await expect(toolbar).toBeVisible();
        await expect(toolbar).toHaveAttribute('data-cite-for', 'unit-tokens');
        await toolbar.locator('button[data-cite="link"]').click();
        await expect.poll(() => clipboard(page)).toBe(`${served}${topicPath(pair.lang)}#unit-tokens`);
        await toolbar.locator('button[data-cite="markdown"]').click();
        const paragraph = reader.paragraphs.find((each) => each.id === 'unit-tokens')!;
        await expect.poll(() => clipboard(page)).toContain(paragraph.text);
        expect(await clipboard(page)).toContain(`](${served}${topicPath(pair.lang)}#unit-tokens)`);
        // The sheet covers no word of the cited paragraph: the page scrolls it clear above the sheet (with its
        // counterpart where the row fits).
        const bar = (await toolbar.boundingBox())!;
        await expect
          .poll(async () => {
            const cited = (await page.locator('[data-row="unit-tokens"] > .sbs-reader').boundingBox())!;
            return cited.y + cited.height <= bar.y + 1;
          }, 'the cited paragraph clear of the sheet')
          .toBe(true);
        // A heading of the reader's text (once the confirmation under the paragraph is gone: the page moves then).
        await expect(toolbar.locator('[data-cite-confirmation]')).toHaveText('');
        await use('#notes + .heading-link');
        await expect(toolbar).toHaveAttribute('data-cite-for', 'notes');
        await toolbar.locator('button[data-cite="link"]').click();
        await expect.poll(() => clipboard(page)).toBe(`${served}${topicPath(pair.lang)}#notes`);
        // The other text is no paragraph of this page's: using it shows no toolbar for it.
        await use('[data-row="dice"] > .sbs-other .rule-text');
        await expect(page.locator('.cite-tools:not([hidden])[data-cite-for="dice"]')).toHaveCount(0);
      });
    }

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      for (const pair of expected) {
        test(`${pair.path}: reads, aligned, and its anchors land`, async ({ page }) => {
          await page.goto(`/${pair.lang}/${topicId}/`);
          await page.locator(`[data-side-by-side-links] a[href="${pair.path}"]`).click();
          await expect(page).toHaveURL(pair.path);
          const gapText = {
            reader: interfaceString(pair.lang, `sideBySide.gap.${pair.readerLang}`),
            other: interfaceString(pair.lang, `sideBySide.gap.${pair.other}`),
          };
          await expectAligned(page, {
            pageLang: pair.lang,
            reader: texts.get(pair.readerLang)!,
            other: texts.get(pair.other)!,
            gapText,
          });
          await expectLayout(page, { wide, otherLang: pair.other });
          await expect(page.locator('[data-row="cards"] > .sbs-other')).toContainText(
            texts
              .get(pair.other)!
              .paragraphs.find((each) => each.id === 'cards')!
              .text.slice(0, 30),
          );
          await page.goto(`${pair.path}#note-8`);
          await expect(page.locator('#note-8')).toBeInViewport();
          await page.locator('[data-side-by-side-single]').click();
          await expect(page).toHaveURL(topicPath(pair.lang));
        });
      }
    });

    test.describe('offline', () => {
      test.use({ serviceWorkers: 'allow' });

      test('a side-by-side page read once opens offline, its anchors too; one never read opens its topic page', async ({
        page,
        context,
      }) => {
        test.setTimeout(90_000);
        await page.goto(topicPath('en'));
        await page.evaluate(async () => {
          await navigator.serviceWorker.ready;
          if (!navigator.serviceWorker.controller) {
            await new Promise((resolve) =>
              navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
            );
          }
        });
        const [unread, ...read] = expected;
        for (const pair of read) {
          await page.goto(pair.path);
          await expect
            .poll(
              () => page.evaluate(async (path) => Boolean(await caches.match(path)), pair.path),
              `${pair.path} kept`,
            )
            .toBe(true);
        }
        await context.setOffline(true);
        for (const pair of read) {
          const response = await page.goto(`${pair.path}#token-substitutes`);
          expect(response?.status(), pair.path).toBe(200);
          expect(response?.fromServiceWorker(), pair.path).toBe(true);
          await expect(page.locator('[data-side-by-side] [data-row]'), pair.path).toHaveCount(
            texts.get(pair.readerLang)!.paragraphs.length,
          );
          await expect(page.locator('#token-substitutes'), pair.path).toBeInViewport();
          // Its topic page and the quotes of its copy controls are in the precache.
          await page.locator('[data-side-by-side-single]').click();
          await expect(page).toHaveURL(topicPath(pair.lang));
          await expect(page.locator('h1')).toBeVisible();
        }
        // Never read: the worker has no copy and answers with the 404 page, which sends the reader on to the
        // topic page (precached), on the same paragraph.
        const response = await page.goto(`${unread.path}#dice`);
        expect(response?.fromServiceWorker()).toBe(true);
        await expect(page).toHaveURL(
          new RegExp(`${topicPath(unread.lang).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}#dice$`),
        );
        await expect(page.locator('article.topic h1')).toBeVisible();
      });
    });
  });
}
