/**
 * At the table, on a phone: every topic page in every language fits a 360 px
 * screen, reads at 16 px or more, and has tap targets of 44 px; the theme
 * follows the system, and the reader's choice applies before the first paint
 * and persists.
 *
 * The checks that only load a page and measure it share a phone per worker
 * (and per colour scheme, with or without JavaScript: `shared-pages.ts`).
 */
import type { BrowserContextOptions, Page } from '@playwright/test';
import { interfaceString, type Language } from '../support/site.ts';
import { expect, test } from './shared-pages.ts';
import { pageKind, pagesOfEachKind, topicPages } from './site-pages.ts';

/** A 360 px phone. */
const phone = {
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
} satisfies BrowserContextOptions;

const light = 'rgb(253, 252, 249)';
const dark = 'rgb(18, 18, 18)';

/**
 * Targets (links and buttons) smaller than 44 × 44 px, as "tag "text" w×h".
 * Exempt, as WCAG 2.5.5/2.5.8 exempt "inline" targets: a link inside running
 * text — an inline target whose block has words outside any target. A link
 * that stands alone (a heading's link, a list of links) is a target of its own.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const targets = 'a[href], button';
    const isInline = (element: Element) => getComputedStyle(element).display === 'inline';
    /** The block the element's line belongs to: its nearest ancestor that is not inline. */
    const blockOf = (element: Element) => {
      let block = element.parentElement!;
      while (block.parentElement && /^(inline|contents)$/.test(getComputedStyle(block).display))
        block = block.parentElement;
      return block;
    };
    /** Whether a block has words of its own, outside every link and button in it. */
    const hasRunningText = (block: Element) => {
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.parentElement!.closest(targets) && /[\p{L}\p{N}]/u.test(node.textContent ?? '')) return true;
      }
      return false;
    };
    return [...document.querySelectorAll<HTMLElement>(targets)]
      .filter((element) => {
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || element.closest('[hidden]')) return false;
        const box = element.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) return false;
        if (isInline(element) && hasRunningText(blockOf(element))) return false;
        return box.height < 44 || box.width < 44;
      })
      .map((element) => {
        const box = element.getBoundingClientRect();
        return `${element.tagName} "${element.textContent?.trim()}" ${Math.round(box.width)}×${Math.round(box.height)}`;
      });
  });
}

/** Every page a reader reads (all topics, and one page of every other kind in every language). Paragraph pages send a reader on by script: checked without it. */
const readerPages = [
  ...new Set([...topicPages(), ...pagesOfEachKind().filter((path) => !pageKind(path).endsWith('paragraph'))]),
].sort();
const paragraphPages = pagesOfEachKind().filter((path) => pageKind(path).endsWith('paragraph'));

test.describe('at 360 px', () => {
  test.use(phone);

  for (const path of readerPages) {
    const ofEachKind = pagesOfEachKind().includes(path);
    test(`${path} fits, reads at 16 px, taps at 44 px${ofEachKind ? '; its header and breadcrumbs whole, in light and dark' : ''}`, async ({
      sharedPage,
    }) => {
      const page = await sharedPage('phone', {
        context: phone,
        reset: (page) => page.emulateMedia({ colorScheme: 'light' }),
      });
      await page.goto(path);
      const layout = await page.evaluate(() => ({
        scrollWidth: document.scrollingElement!.scrollWidth,
        fontSize: parseFloat(getComputedStyle(document.body).fontSize),
        paragraphFontSizes: [...document.querySelectorAll('main p, main li')].map((p) =>
          parseFloat(getComputedStyle(p).fontSize),
        ),
      }));
      expect(layout.scrollWidth).toBeLessThanOrEqual(360);
      expect(layout.fontSize).toBeGreaterThanOrEqual(16);
      expect(Math.min(...layout.paragraphFontSizes)).toBeGreaterThanOrEqual(16);
      expect(await smallTargets(page)).toEqual([]);
      // A page of each kind: its header in both schemes (the same document, in light, then in dark).
      if (ofEachKind)
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme });
          await expectHeaderWhole(page, path, colorScheme);
        }
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    for (const path of paragraphPages) {
      test(`${path} fits and taps at 44 px; its header and breadcrumbs whole, in light and dark`, async ({
        sharedPage,
      }) => {
        const page = await sharedPage('phone without JavaScript', {
          context: { ...phone, javaScriptEnabled: false },
          reset: (page) => page.emulateMedia({ colorScheme: 'light' }),
        });
        await page.goto(path);
        expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
        expect(await smallTargets(page)).toEqual([]);
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme });
          await expectHeaderWhole(page, path, colorScheme);
        }
      });
    }
  });

  test('a link inside a sentence is exempt, a link standing alone is not', async ({ page }) => {
    await page.goto('/en/');
    await page.evaluate(() => {
      document
        .querySelector('main')!
        .insertAdjacentHTML(
          'beforeend',
          '<p>See <a href="/en/ti4/">the game</a> first.</p><div><a href="/en/ti4/">A game</a> · <a href="/en/rftg/">Another</a></div>',
        );
    });
    const small = await smallTargets(page);
    expect(small.filter((target) => target.includes('"the game"'))).toEqual([]);
    expect(small.filter((target) => /"(A game|Another)"/.test(target))).toHaveLength(2);
  });

  test('the header leaves the rule on screen, and the game is one tap away', async ({ page }) => {
    await page.goto('/en/ti4/component-limitations/');
    const header = await page.locator('.site-header').boundingBox();
    expect(header!.height).toBeLessThanOrEqual(60);
    await expect(page.locator('#dice')).toBeInViewport();
    await page
      .getByRole('navigation', { name: 'Site' })
      .getByRole('link', { name: 'Twilight Imperium (4th edition)' })
      .click();
    await expect(page).toHaveURL('/en/ti4/');
  });

  test("a game's next and previous topics are one tap away", async ({ page }) => {
    await page.goto('/fr/swccg/activate-force/');
    const neighbours = page.getByRole('navigation', { name: 'Autres sujets de ce jeu' });
    await neighbours.getByRole('link', { name: /Sujet suivant/ }).click();
    await expect(page).toHaveURL('/fr/swccg/activate-phase/');
    await page
      .getByRole('navigation', { name: 'Autres sujets de ce jeu' })
      .getByRole('link', { name: /Sujet précédent/ })
      .click();
    await expect(page).toHaveURL('/fr/swccg/activate-force/');
  });

  for (const [path, name, game] of [
    ['/fr/swccg/activate-phase/', /^Retour au jeu Star Wars CCG/, '/fr/swccg/'],
    ['/ru/ti4/component-limitations/', /^Назад к игре Twilight Imperium/, '/ru/ti4/'],
    ['/en/rftg/rebel-vs-imperium/', /^Back to the game Race for the Galaxy/, '/en/rftg/'],
  ] as const) {
    test(`${path}: the game is one tap away where the text ends, next to the other topics`, async ({ page }) => {
      await page.goto(path);
      const bottom = page.locator('nav.topic-neighbours');
      const back = bottom.getByRole('link', { name });
      const textEnd = await page.locator('article.topic').evaluate((article) => article.getBoundingClientRect().bottom);
      expect((await back.boundingBox())!.y).toBeGreaterThan(textEnd);
      await back.tap();
      await expect(page).toHaveURL(game);
    });
  }
});

/**
 * What the header and breadcrumbs show, as geometry: whether the site's name
 * is cut, which placeholder the search field shows (its own or the one word
 * drawn over a narrow field) and whether it fits inside the field's padding,
 * and for each breadcrumb after the first how its link sits beside its "›".
 */
async function headerAndBreadcrumbs(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('.site-header');
    const field = document.querySelector<HTMLInputElement>('.search-field');
    let search: { shown: string; width: number; room: number; both: boolean } | undefined;
    if (header && field) {
      const style = getComputedStyle(field);
      const box = field.getBoundingClientRect();
      const left = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
      const right = box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
      const hint = field.parentElement!.querySelector<HTMLElement>('.search-field-hint');
      const hintShown = hint !== null && getComputedStyle(hint).display !== 'none';
      const placeholderShown = getComputedStyle(field, '::placeholder').color !== 'rgba(0, 0, 0, 0)';
      if (hintShown) {
        const hintBox = hint.getBoundingClientRect();
        search = { shown: hint.textContent!, width: hintBox.right - left, room: right - left, both: placeholderShown };
        if (hintBox.left < left - 1) search.width = Infinity;
      } else {
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        search = {
          shown: placeholderShown ? field.placeholder : '',
          width: context.measureText(field.placeholder).width,
          room: right - left,
          both: false,
        };
      }
    }
    const name = document.querySelector<HTMLElement>('.site-name');
    const crumbs = [...document.querySelectorAll('.breadcrumbs li + li')].map((item) => {
      const link = item.querySelector('a')!.getBoundingClientRect();
      const box = item.getBoundingClientRect();
      return {
        label: item.textContent!.trim(),
        linkTop: link.top - box.top,
        linkLeft: link.left - box.left,
        right: link.right,
        separator: getComputedStyle(item, '::before').content,
      };
    });
    return {
      headerHeight: header?.getBoundingClientRect().height,
      nameCut: name ? name.scrollWidth > name.clientWidth : false,
      search,
      crumbs,
      crumbLists: document.querySelectorAll('.breadcrumbs').length,
    };
  });
}

/**
 * The header and breadcrumbs of a page of each kind, whole at 360 px in its language: the header at most 60 px
 * high, the site's name uncut, the search field's one-word placeholder inside its padding, one breadcrumb list,
 * each crumb's link beside its "›".
 */
async function expectHeaderWhole(page: Page, path: string, scheme: string) {
  const lang = path.split('/')[1] as Language;
  const seen = await headerAndBreadcrumbs(page);
  if (!['root', '404'].includes(pageKind(path))) {
    expect(seen.headerHeight, scheme).toBeLessThanOrEqual(60);
    expect(seen.nameCut, scheme).toBe(false);
    // A whole, meaningful placeholder: the one word of a narrow field, drawn inside its padding, and not the cut one under it.
    expect(seen.search, scheme).toEqual({
      shown: interfaceString(lang, 'search.placeholderNarrow'),
      width: expect.any(Number),
      room: expect.any(Number),
      both: false,
    });
    expect(seen.search!.width, scheme).toBeLessThanOrEqual(seen.search!.room);
  }
  if (['topic', 'fallback topic', 'game', 'status', 'gameStatus'].includes(pageKind(path)))
    expect(seen.crumbLists, scheme).toBe(1);
  for (const crumb of seen.crumbs) {
    // The "›" and the first line of its link share a line: the link starts beside the separator, at the item's top.
    expect(crumb.separator, `${scheme}: ${crumb.label}`).toMatch(/›/);
    expect(crumb.linkTop, `${scheme}: ${crumb.label}`).toBeLessThanOrEqual(1);
    expect(crumb.linkLeft, `${scheme}: ${crumb.label}`).toBeGreaterThan(8);
    expect(crumb.linkLeft, `${scheme}: ${crumb.label}`).toBeLessThan(40);
    expect(crumb.right, `${scheme}: ${crumb.label}`).toBeLessThanOrEqual(360);
  }
}

test.describe('the header at wider sizes', () => {
  for (const width of [641, 800, 1280]) {
    test(`at ${width} px the site's name and the search field's placeholder read whole, in every language`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const lang of ['ru', 'en', 'fr'] as const) {
        await page.goto(`/${lang}/swccg/actions/`);
        const seen = await headerAndBreadcrumbs(page);
        expect(seen.nameCut, lang).toBe(false);
        expect(
          [interfaceString(lang, 'search.placeholder'), interfaceString(lang, 'search.placeholderNarrow')],
          lang,
        ).toContain(seen.search!.shown);
        expect(seen.search!.both, lang).toBe(false);
        expect(seen.search!.width, `${lang}: "${seen.search!.shown}"`).toBeLessThanOrEqual(seen.search!.room);
        expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(width);
      }
      // Wide enough, the field shows its whole placeholder, not the one word.
      if (width >= 800)
        expect((await headerAndBreadcrumbs(page)).search!.shown).toBe(interfaceString('fr', 'search.placeholder'));
    });
  }
});

/** Records the page background at the first animation frame that can paint any of the body and at DOMContentLoaded, and the browser bar's colour at the first frame. */
async function recordEarlyBackground(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const background = () => getComputedStyle(document.body ?? document.documentElement).backgroundColor;
    const bar = () =>
      [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].find(
        (meta) => !meta.media || matchMedia(meta.media).matches,
      )?.content;
    // The first frame that can show anything of the page: one whose <body> holds an element other than a script.
    // (A frame can come while only <head> is parsed, before the theme script at the start of <body> has run;
    // nothing is painted then.)
    const record = () => {
      if (![...(document.body?.children ?? [])].some((element) => element.tagName !== 'SCRIPT'))
        return void requestAnimationFrame(record);
      (window as any).__firstFrameBackground = background();
      (window as any).__firstFrameBar = bar();
    };
    requestAnimationFrame(record);
    document.addEventListener('DOMContentLoaded', () => ((window as any).__loadedBackground = background()));
  });
}

/** The browser bar's colour now: the content of the theme-color meta that applies. */
function barColour(page: Page): Promise<string | undefined> {
  return page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].find(
        (meta) => !meta.media || matchMedia(meta.media).matches,
      )?.content,
  );
}

const lightBar = '#f2efe7';
const darkBar = '#1d1c1a';

async function earlyBackgrounds(page: Page): Promise<string[]> {
  await page.waitForFunction(() => (window as any).__firstFrameBackground && (window as any).__loadedBackground);
  return page.evaluate(() => [(window as any).__firstFrameBackground, (window as any).__loadedBackground]);
}

test.describe('theme', () => {
  test('follows the system', async ({ page }) => {
    await recordEarlyBackground(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/fr/swccg/actions/');
    expect(await earlyBackgrounds(page)).toEqual([dark, dark]);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('body')).toHaveCSS('background-color', light);
  });

  test('a saved dark theme applies before the first paint', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await recordEarlyBackground(page);
    await page.goto('/ru/ti4/component-limitations/');
    expect(await earlyBackgrounds(page)).toEqual([dark, dark]);
    await expect(page.getByRole('button', { name: 'Тёмная тема' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a saved theme is on <html> before anything of the body is parsed', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.addInitScript(() => {
      localStorage.setItem('theme', 'dark');
      // Elements the parser put in <body> while <html> had no theme yet. The browser delivers these
      // records before it runs each parser-inserted script, so a theme script after any of the body shows here.
      const parsedBeforeTheme: string[] = [];
      (window as any).__parsedBeforeTheme = parsedBeforeTheme;
      new MutationObserver((records) => {
        if (document.documentElement.dataset.theme) return;
        for (const node of records.flatMap((record) => [...record.addedNodes])) {
          if (node instanceof Element && node.tagName !== 'SCRIPT' && node.parentElement?.closest('body'))
            parsedBeforeTheme.push(node.tagName);
        }
      }).observe(document, { childList: true, subtree: true });
    });
    for (const path of ['/en/ti4/component-limitations/', '/', '/404.html']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(await page.evaluate(() => (window as any).__parsedBeforeTheme), path).toEqual([]);
    }
  });

  test('the toggle persists across pages and overrides the system', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await recordEarlyBackground(page);
    await page.goto('/en/ti4/component-limitations/');
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('body')).toHaveCSS('background-color', light);

    await page.goto('/fr/ti4/');
    expect(await earlyBackgrounds(page)).toEqual([light, light]);
    await page.getByRole('button', { name: 'Thème sombre' }).click();
    await page.goto('/en/');
    expect(await earlyBackgrounds(page)).toEqual([dark, dark]);
  });

  test("the browser bar's colour follows the reader's choice, before the first paint too", async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await recordEarlyBackground(page);
    await page.goto('/fr/swccg/actions/');
    await page.waitForFunction(() => (window as any).__firstFrameBar);
    expect(await page.evaluate(() => (window as any).__firstFrameBar)).toBe(darkBar);
    await page.getByRole('button', { name: 'Thème sombre' }).click();
    expect(await barColour(page)).toBe(lightBar);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await barColour(page)).toBe(lightBar);
  });

  test("the reader returns to the system's theme, and the page follows the system again", async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/en/ti4/component-limitations/');
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.locator('body')).toHaveCSS('background-color', light);
    await page.goto('/ru/');
    const choice = page.getByRole('group', { name: 'Тема' });
    await expect(choice.getByRole('radio', { name: 'Светлая' })).toBeChecked();
    await choice.getByRole('radio', { name: 'Как в системе' }).check();
    await expect(page.locator('body')).toHaveCSS('background-color', dark);
    await expect(page.getByRole('button', { name: 'Тёмная тема' })).toHaveAttribute('aria-pressed', 'true');
    expect(await barColour(page)).toBe(darkBar);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/fr/');
    await expect(page.locator('body')).toHaveCSS('background-color', light);
    await expect(
      page.getByRole('group', { name: 'Thème' }).getByRole('radio', { name: 'Comme le système' }),
    ).toBeChecked();
    expect(await barColour(page)).toBe(lightBar);
  });

  test('the footer chooses dark or light too, and the header toggle agrees', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/en/');
    await page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Dark' }).check();
    await expect(page.locator('body')).toHaveCSS('background-color', dark);
    await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Light' })).toBeChecked();
  });

  test("the installed app's colours are the light theme's", async ({ page }) => {
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/en/');
    expect(manifest.theme_color).toBe(await barColour(page));
    expect(manifest.background_color).toBe('#fdfcf9');
    await expect(page.locator('body')).toHaveCSS('background-color', light);
  });

  test('every colour of the palette, light and dark, from the system or chosen', async ({ page }) => {
    const palettes = {
      light: {
        '--bg': 'rgb(253, 252, 249)',
        '--fg': 'rgb(28, 27, 25)',
        '--muted': 'rgb(91, 87, 79)',
        '--line': 'rgb(217, 212, 200)',
        '--accent': 'rgb(11, 92, 173)',
        '--accent-fg': 'rgb(255, 255, 255)',
        '--surface': 'rgb(242, 239, 231)',
        '--highlight': 'rgb(255, 241, 184)',
        '--highlight-edge': 'rgb(201, 154, 0)',
        '--note': 'rgb(107, 74, 0)',
      },
      dark: {
        '--bg': 'rgb(18, 18, 18)',
        '--fg': 'rgb(236, 232, 223)',
        '--muted': 'rgb(179, 173, 159)',
        '--line': 'rgb(59, 56, 50)',
        '--accent': 'rgb(140, 196, 255)',
        '--accent-fg': 'rgb(13, 27, 42)',
        '--surface': 'rgb(29, 28, 26)',
        '--highlight': 'rgb(61, 51, 16)',
        '--highlight-edge': 'rgb(242, 200, 75)',
        '--note': 'rgb(232, 196, 122)',
      },
    };
    for (const system of ['light', 'dark'] as const) {
      for (const chosen of [undefined, 'light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: system });
        await page.goto('/en/');
        const colours = await page.evaluate((chosen) => {
          if (chosen) document.documentElement.dataset.theme = chosen;
          const probe = document.body.appendChild(document.createElement('i'));
          return Object.fromEntries(
            [
              '--bg',
              '--fg',
              '--muted',
              '--line',
              '--accent',
              '--accent-fg',
              '--surface',
              '--highlight',
              '--highlight-edge',
              '--note',
            ].map((name) => {
              probe.style.color = `var(${name})`;
              return [name, getComputedStyle(probe).color];
            }),
          );
        }, chosen);
        expect(colours, `system ${system}, chosen ${chosen}`).toEqual(palettes[chosen ?? system]);
      }
    }
  });
});
