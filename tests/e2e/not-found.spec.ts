/**
 * Unknown addresses answer with the 404 page (status 404 under `astro preview`):
 * outside a language, it says the page is not here, in each language, and links
 * to each home; under `/{lang}/`, the language's own not-found page answers in
 * that language, with the site's header and a search for the address's words.
 * `astro preview` serves one 404 page for every address, as GitHub Pages does:
 * these tests go through its fallback to the language's page (a host with
 * nested 404 pages serves that page at once: tests/unit/serve-dist.test.ts).
 * A topic page opened on a paragraph it does not have says so.
 */
import type { Page } from '@playwright/test';
import { library } from '../support/content.ts';
import { interfaceString, languages, type Language } from '../support/site.ts';
import { languageName } from '../../src/i18n/languages.ts';
import { axeViolations } from './axe.ts';
import { shiftsOf, watchShifts } from './layout-shifts.ts';
import { contextOf, postures, setTextSize } from './postures.ts';
import { expect, test } from './shared-pages.ts';

for (const path of ['/nowhere/', '/de/']) {
  test(`${path} answers 404 with the site's 404 page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText(interfaceString('en', 'notFound.title'));
    for (const lang of languages) {
      const section = page.locator(`main section[lang="${lang}"]`);
      await expect(section.locator('h2'), 'each section is headed by its language').toHaveText(languageName(lang));
      await expect(section).toContainText(interfaceString(lang, 'notFound.body'));
      const home = section.locator(`a[href="/${lang}/"]`);
      await expect(home).toHaveAttribute('hreflang', lang);
    }
    await page.locator('main a[href="/fr/"]').click();
    await expect(page).toHaveURL(/\/fr\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });
}

// `astro preview` answers an address without the trailing slash (trailingSlash: 'always')
// with its own "404: Not Found" page, not dist/404.html: only the status is the site's.
test('/nowhere (no trailing slash) answers 404', async ({ page }) => {
  const response = await page.goto('/nowhere');
  expect(response?.status()).toBe(404);
});

// A paragraph page's address that the build has no page for (a site built with PARAGRAPH_PAGES=off, an id that is
// no more): the 404 page sends the reader to the paragraph's permalink in its topic page.
test('an unknown paragraph page sends the reader to the paragraph in its topic page', async ({ page }) => {
  const response = await page.goto('/fr/ti4/component-limitations/no-such-paragraph/');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/fr\/ti4\/component-limitations\/#no-such-paragraph$/);
  await expect(page.locator('article.topic')).toBeVisible();
});

// A revision's paragraph page that the build has no page for (PARAGRAPH_PAGES=off, or words that read the same in the
// next revision: comment 1 of the Russian TI4 text only lost its number): the 404 page sends the reader to its entry on
// the history page, the words as they read then. A history page that is not there (the English text has one
// revision): the topic page.
test("an unknown revision's paragraph page sends the reader to its history entry; an unknown history page to the topic page", async ({
  page,
}) => {
  const response = await page.goto('/ru/ti4/component-limitations/~history/r1-note-1/');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/ru\/ti4\/component-limitations\/~history\/#r1-note-1$/);
  await expect(page.locator('#r1-note-1')).toBeInViewport();
  await expect(page.locator('#r1-note-1')).toContainText('Так как у каждого игрока есть всего 10 пластиковых фигурок');

  expect((await page.goto('/en/ti4/component-limitations/~history/r1-note-3/'))?.status()).toBe(404);
  await expect(page).toHaveURL(/\/en\/ti4\/component-limitations\/$/);
  await expect(page.locator('article.topic')).toHaveAttribute('data-text-lang', 'en');
});

// A side-by-side page's address that the build has no page for (a site built with SIDE_BY_SIDE_PAGES=off, a text
// no longer there): the 404 page sends the reader to the topic page, on the same paragraph.
test('an unknown side-by-side page sends the reader to the topic page, keeping #paragraph', async ({ page }) => {
  // TI4's French page shows the English text, so there is no …/~en/ beside it; SWCCG Actions has no Russian text.
  for (const [path, topic] of [
    ['/fr/ti4/component-limitations/~en/#dice', '/fr/ti4/component-limitations/#dice'],
    ['/en/swccg/actions/~ru/', '/en/swccg/actions/'],
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page).toHaveURL(new RegExp(`${topic.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`));
    await expect(page.locator('article.topic')).toBeVisible();
  }
});

/** What a language's not-found page shows for `path`: its language, header, the game named unfolded, the search offered. */
async function expectNotFoundIn(
  page: Page,
  path: string,
  { lang, game, words }: { lang: Language; game?: string; words: string },
): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(404);
  const offer = page.locator('[data-not-found-search] a');
  await expect(offer).toHaveText(interfaceString(lang, 'notFound.searchFor', { words }));
  // The address the reader asked for stays in the address bar.
  expect(new URL(page.url()).pathname).toBe(path);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('h1')).toHaveText(interfaceString(lang, 'notFound.title'));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // The site's header, its search field holding the address's words.
  await expect(page.locator('header #site-search-query')).toBeVisible();
  await expect(page.locator('header #site-search-query')).toHaveValue(words);
  const place = game ? `/${lang}/${game}/` : `/${lang}/`;
  await expect(offer).toHaveAttribute('href', `${place}?q=${encodeURIComponent(words)}`);
  await expect(
    page.locator('main').getByRole('link', { name: interfaceString(lang, 'nav.home'), exact: true }),
  ).toHaveAttribute('href', `/${lang}/`);
  // Every game, linked; only the one the address names unfolded, with its topics.
  for (const { id } of library().games) {
    const section = page.locator(`[data-not-found-game="${id}"]`);
    await expect(section.locator(`h2 a[href="/${lang}/${id}/"]`)).toBeVisible();
    if (id === game) {
      await expect(section.locator('details')).toHaveAttribute('open', '');
      await expect(section.locator('.topic-list a')).toHaveCount(library().gameTopics(id).length);
    } else await expect(section.locator('details')).not.toHaveAttribute('open');
  }
  // The switcher: the same address in each language.
  for (const other of languages)
    await expect(page.locator(`a[data-language-link][hreflang="${other}"]`)).toHaveAttribute(
      'href',
      path.replace(/^\/[^/]+/, `/${other}`),
    );
}

test.describe('a missing address under a language', () => {
  test('at 360×740: /fr/swccg/nope-stacking/ answers in French, and its search opens on the game', async ({
    sharedPage,
  }) => {
    const page = await sharedPage('phone', { context: { viewport: { width: 360, height: 740 }, hasTouch: true } });
    await expectNotFoundIn(page, '/fr/swccg/nope-stacking/', { lang: 'fr', game: 'swccg', words: 'nope stacking' });
    await page.locator('[data-not-found-search] a').tap();
    await expect(page).toHaveURL(/\/fr\/swccg\/\?q=nope%20stacking$/);
    await expect(page.locator('#site-search-query')).toHaveValue('nope stacking');
    await expect(page.locator('#site-search-results')).toBeVisible();
  });

  test('at 740×360: in Russian and English, with and without a game', async ({ sharedPage }) => {
    const page = await sharedPage('sideways', { context: { viewport: { width: 740, height: 360 }, hasTouch: true } });
    await expectNotFoundIn(page, '/ru/ti4/no-such-topic/', { lang: 'ru', game: 'ti4', words: 'no such topic' });
    await expectNotFoundIn(page, '/en/nowhere-at_all/', { lang: 'en', words: 'nowhere at all' });
  });

  test('with a mouse at 1280×500 and 1280×800, and at 200 % text on a 360 px phone, dark: in French, Russian and English', async ({
    sharedPage,
  }) => {
    const page = await sharedPage('wide, dark', {
      context: { viewport: { width: 1280, height: 500 }, colorScheme: 'dark' },
    });
    await expectNotFoundIn(page, '/fr/ti4/nulle-part/', { lang: 'fr', game: 'ti4', words: 'nulle part' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNotFoundIn(page, '/ru/swccg/nope/', { lang: 'ru', game: 'swccg', words: 'nope' });
    await page.setViewportSize({ width: 360, height: 740 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
    await expectNotFoundIn(page, '/en/rftg/no-such-rule/', { lang: 'en', game: 'rftg', words: 'no such rule' });
    // The offer to search, reached on a phone at 200 % text: whole on the screen once scrolled to.
    await page.locator('[data-not-found-search] a').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-not-found-search] a')).toBeInViewport({ ratio: 1 });
  });

  test('reads without JavaScript: the language page in its language, the single 404 page in every language', async ({
    sharedPage,
  }) => {
    const page = await sharedPage('no script', { context: { javaScriptEnabled: false } });
    for (const lang of languages) {
      await page.goto(`/${lang}/404.html`);
      await expect(page.locator('h1')).toHaveText(interfaceString(lang, 'notFound.title'));
      await expect(
        page.locator('main').getByRole('link', { name: interfaceString(lang, 'nav.home'), exact: true }),
      ).toHaveAttribute('href', `/${lang}/`);
      for (const { id } of library().games)
        await expect(page.locator(`main h2 a[href="/${lang}/${id}/"]`)).toBeVisible();
      await expect(page.locator('[data-not-found-search]')).toBeHidden();
    }
    // A host with one 404 page for every address (here `astro preview`): its every-language message.
    expect((await page.goto('/fr/swccg/nope/'))?.status()).toBe(404);
    for (const lang of languages)
      await expect(page.locator(`main section[lang="${lang}"]`)).toContainText(interfaceString(lang, 'notFound.body'));
  });
});

test.describe('a paragraph the topic does not have', () => {
  // Each address and the reader's language (RftG's topic has contents, the others not: the notice leads to their
  // beginning), at each of issue 28's postures.
  const cases: {
    path: string;
    topic: string;
    lang: Language;
    paragraph: string;
  }[] = [
    // A paragraph page's address: the 404 page sends the reader to the paragraph in its topic page.
    {
      path: '/en/ti4/component-limitations/nope/',
      topic: '/en/ti4/component-limitations/',
      lang: 'en',
      paragraph: 'nope',
    },
    {
      path: '/ru/rftg/rebel-vs-imperium/#nope',
      topic: '/ru/rftg/rebel-vs-imperium/',
      lang: 'ru',
      paragraph: 'nope',
    },
    {
      path: '/fr/swccg/actions/#n%C3%A9ant',
      topic: '/fr/swccg/actions/',
      lang: 'fr',
      paragraph: 'néant',
    },
  ];
  for (const posture of postures)
    test.describe(posture.name, () => {
      test.use(contextOf(posture));
      for (const { path, topic, lang, paragraph } of cases) {
        test(`${path}, ${posture.name}: a notice says so and leads to the contents, moving no text`, async ({
          page,
        }) => {
          const size = posture.viewport;
          await setTextSize(page, posture.textScale ?? 1);
          await watchShifts(page);
          // Where the topic's title is drawn without the notice, and with it.
          await page.goto(topic);
          const title = page.locator('article h1');
          const drawn = await title.boundingBox();
          await page.goto(path);
          const notice = page.locator('[data-missing-paragraph]');
          await expect(notice).toBeVisible();
          expect(await title.boundingBox(), 'the title where it is without the notice').toEqual(drawn);
          await expect(notice.locator('p')).toContainText(interfaceString(lang, 'notFound.paragraph', { paragraph }));
          // It lies over the top of the page, under the header.
          const [noticeBox, headerBox] = [
            await notice.boundingBox(),
            await page.locator('header').first().boundingBox(),
          ];
          expect(noticeBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height - 1);
          expect(noticeBox!.y).toBeLessThan(size.height / 2);
          const before = (await shiftsOf(page)).length;
          for (const colorScheme of ['light', 'dark'] as const) {
            await page.emulateMedia({ colorScheme });
            expect(await axeViolations(page, '[data-missing-paragraph]'), colorScheme).toEqual([]);
          }
          // Its link leads to the topic's contents, or its beginning: the notice goes, and nothing moves.
          const link = notice.locator('a');
          const target = page.locator((await link.getAttribute('href'))!);
          if (posture.touch) await link.tap();
          else await link.click();
          await expect(notice).toBeHidden();
          await expect(target).toBeInViewport();
          // A paragraph that is not there again, then one that is.
          await page.evaluate(() => {
            location.hash = '#nope-again';
          });
          await expect(notice).toBeVisible();
          const real = await page.locator('article [data-rule][id]').first().getAttribute('id');
          await page.evaluate((id) => {
            location.hash = `#${id}`;
          }, real!);
          await expect(notice).toBeHidden();
          await page.evaluate(() => {
            location.hash = '#nope-again';
          });
          await expect(notice).toBeVisible();
          if (posture.touch) await notice.locator('button').tap();
          else await notice.locator('button').click();
          await expect(notice).toBeHidden();
          expect((await shiftsOf(page)).slice(before), 'layout shifts as the notice comes and goes').toEqual([]);
        });
      }
    });
});
