/**
 * At the table, nothing jumps and nothing hides the rule (issue 23), in the
 * real browser on the built site:
 * - the cite toolbar, a mention's "no text yet" and the other reading aids
 *   appear without shifting the text — the Layout Instability API records no
 *   shift while the pointer moves over paragraphs, numbers and mentions, a
 *   finger taps them, the keyboard focuses them — at 360 px touch and 768,
 *   1024 and 1280 px with a mouse, on the TI4, RftG and SWCCG pages, light
 *   and dark;
 * - on a phone the toolbar opens from a paragraph's number, not from its text;
 * - the header, breadcrumbs and contents bar reflow at 200 % text and at
 *   320 px: nothing overlaps, no page scrolls sideways, the skip link hides
 *   until focused, what stays on top takes at most a quarter of the screen;
 * - the language switch keeps the paragraph being read;
 * - a wide table says it scrolls and keeps its row headers in view;
 * - a malformed `#` breaks nothing; topic pages describe their source in words.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { interfaceString, languages } from '../support/site.ts';
import { shiftsOf, watchShifts } from './layout-shifts.ts';

/** The three pages the issue names, each in its text's language. */
const pages = ['/en/ti4/component-limitations/', '/ru/rftg/rebel-vs-imperium/', '/fr/swccg/actions/'];

/**
 * Waits until the page has drawn two more frames: whatever an input just done changes is then on screen, and its
 * layout shifts reported (the cite toolbar opens at once on its event, with no delay of its own).
 */
const framesDrawn = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** Sets the browser's text size (the reader's setting: every rem and em grows with it). */
async function textSize(context: BrowserContext, page: Page, scale: number): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16 * scale, fixed: 13 * scale } });
}

/** Uses the reading aids of a page the way the given pointer does, then returns to the text. */
async function useReadingAids(page: Page, pointer: 'touch' | 'mouse'): Promise<number> {
  let used = 0;
  const numbers = page.locator('article.topic .rule > .rule-number');
  const mentions = page.locator('article.topic .mention');
  const terms = page.locator('article.topic a.term');
  const openCard = page.locator('.term-card:not([hidden])');
  /**
   * Closes a term card a tap opened (open, it covers the lines under its term): once it shows — a tapped term
   * keeps the focus, and its card comes when the game's terms have loaded —, by Escape. (A tap elsewhere
   * closes it too: terms.spec.ts.)
   */
  const closeCard = async () => {
    if (await page.evaluate(() => document.activeElement?.matches('a.term') ?? false))
      await expect(openCard).toHaveCount(1);
    if (await openCard.count()) await page.keyboard.press('Escape');
    await expect(openCard).toHaveCount(0);
  };
  for (let index = 0; index < Math.min(await numbers.count(), 6); index += 1) {
    const number = numbers.nth(index * 2);
    if (!(await number.count())) break;
    const paragraph = page.locator('article.topic .rule').nth(index * 2);
    if (pointer === 'touch') {
      await paragraph.locator('.rule-text').tap({ position: { x: 150, y: 10 } });
      await closeCard();
      await number.tap();
    } else {
      await paragraph.hover({ position: { x: 200, y: 10 } });
      await number.hover();
      // Clicked: where the toolbar is a sheet, the number's click opens it; Escape closes it.
      await number.click();
      await expect(page.locator('.cite-tools:not([hidden])')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await page.mouse.move(5, 300);
    }
    used += 1;
  }
  for (let index = 0; index < Math.min(await terms.count(), 3); index += 1) {
    if (pointer === 'touch') await terms.nth(index).tap();
    else await terms.nth(index).hover();
    await expect(openCard).toHaveCount(1);
    if (pointer === 'touch') await closeCard();
    else await page.mouse.move(5, 300);
    used += 1;
  }
  for (let index = 0; index < Math.min(await mentions.count(), 3); index += 1) {
    if (pointer === 'touch') await mentions.nth(index).tap();
    else await mentions.nth(index).hover();
    used += 1;
  }
  // The keyboard: a few Tabs from the text (numbers, mentions, the toolbar), then Escape.
  await page
    .locator('article.topic')
    .focus()
    .catch(() => undefined);
  for (let tab = 0; tab < 6; tab += 1) await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await framesDrawn(page);
  return used;
}

for (const scheme of ['light', 'dark'] as const) {
  for (const { width, height, pointer } of [
    { width: 360, height: 740, pointer: 'touch' as const },
    { width: 768, height: 1024, pointer: 'mouse' as const },
    { width: 1024, height: 768, pointer: 'mouse' as const },
    { width: 1280, height: 800, pointer: 'mouse' as const },
  ]) {
    test.describe(`${width} px, ${pointer}, ${scheme}`, () => {
      test.use({
        viewport: { width, height },
        colorScheme: scheme,
        hasTouch: pointer === 'touch',
        isMobile: pointer === 'touch',
      });
      for (const path of scheme === 'light' ? pages : pages.slice(0, 1)) {
        test(`${path}: hover, tap and focus on paragraphs, numbers, terms and mentions shift nothing`, async ({
          page,
        }) => {
          test.setTimeout(60_000);
          await watchShifts(page);
          await page.goto(path);
          await page.waitForLoadState('networkidle');
          const before = await shiftsOf(page);
          expect(await useReadingAids(page, pointer)).toBeGreaterThan(3);
          // The toolbar was shown along the way.
          expect(await page.locator('.cite-tools').count()).toBe(1);
          const after = await shiftsOf(page);
          expect(after.slice(before.length), 'layout shifts while reading aids were used').toEqual([]);
        });
      }
    });
  }
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the cite toolbar opens from a paragraph’s number, not from its text, as a sheet at the window’s foot, and the next paragraph does not move', async ({
    page,
  }) => {
    await page.goto('/en/ti4/component-limitations/');
    const paragraph = page.locator('#unit-tokens');
    const next = page.locator('#cards');
    await paragraph.scrollIntoViewIfNeeded();
    const toolbar = page.locator('#unit-tokens > .cite-tools');
    // The text is for reading: a tap on it loads nothing and shows nothing (the number is the handle).
    await paragraph.locator('.rule-text').tap({ position: { x: 100, y: 30 } });
    await framesDrawn(page);
    await expect(page.locator('.cite-tools:not([hidden])')).toHaveCount(0);
    const gap = async () => (await next.boundingBox())!.y - (await paragraph.boundingBox())!.y;
    const gapBefore = await gap();
    await paragraph.locator('.rule-number').tap();
    await expect(toolbar).toBeVisible();
    const box = (await toolbar.boundingBox())!;
    // At the window's foot, across it, below the paragraph's last line.
    expect(box.y + box.height).toBeCloseTo(740, 0);
    expect(box.width).toBeGreaterThanOrEqual(358);
    await expect
      .poll(async () => (await paragraph.boundingBox())!.y + (await paragraph.boundingBox())!.height)
      .toBeLessThanOrEqual(box.y);
    // The tap went to #unit-tokens (the page scrolled there); the next paragraph kept its place under it.
    expect(await gap()).toBe(gapBefore);
    // A tap on the text of another paragraph closes it.
    await page.locator('#cards .rule-text').tap({ position: { x: 60, y: 10 } });
    await expect(toolbar).toBeHidden();
  });
});

test.describe('a laptop 1024 px wide', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('the pointer over a paragraph’s text or number shows no toolbar; a click on its number opens the sheet at the window’s foot, below the paragraph, moving nothing', async ({
    page,
  }) => {
    await page.goto('/en/ti4/component-limitations/');
    const paragraph = page.locator('#unit-reinforcements');
    await paragraph.scrollIntoViewIfNeeded();
    await paragraph.locator('.rule-text').hover({ position: { x: 300, y: 30 } });
    await paragraph.locator('.rule-number').hover();
    await expect(page.locator('.cite-tools:not([hidden])')).toHaveCount(0);
    const next = (await page.locator('#unit-tokens').boundingBox())!;
    const paragraphBefore = (await paragraph.boundingBox())!;
    await paragraph.locator('.rule-number').click();
    const toolbar = page.locator('#unit-reinforcements > .cite-tools');
    await expect(toolbar).toBeVisible();
    const box = (await toolbar.boundingBox())!;
    expect(box.y + box.height).toBeCloseTo(768, 0);
    await expect
      .poll(async () => {
        const now = (await paragraph.boundingBox())!;
        return now.y + now.height <= box.y;
      })
      .toBe(true);
    // Only the page scrolled: the next paragraph kept its place under this one.
    const paragraphAfter = (await paragraph.boundingBox())!;
    expect((await page.locator('#unit-tokens').boundingBox())!.y - paragraphAfter.y).toBe(next.y - paragraphBefore.y);
    // The pointer going away leaves it open (past the 400 ms a toolbar in the margin waits), a click elsewhere closes it.
    await page.clock.install();
    await page.mouse.move(5, 300);
    await page.clock.runFor(800);
    await expect(toolbar).toBeVisible();
    await page.locator('h1').click();
    await expect(toolbar).toBeHidden();
  });

  test('a mention’s "no text yet" shows under it on hover and focus, and the paragraph keeps its height', async ({
    page,
  }) => {
    await page.goto('/ru/rftg/rebel-vs-imperium/');
    const mention = page.locator('.mention').first();
    await mention.scrollIntoViewIfNeeded();
    const rule = mention.locator('xpath=ancestor::div[contains(@class, "rule")][1]');
    const height = (await rule.boundingBox())!.height;
    await mention.hover();
    const note = await mention.evaluate((element) => getComputedStyle(element, '::after').content);
    expect(note).toContain('текста пока нет');
    expect((await rule.boundingBox())!.height).toBe(height);
    await mention.focus();
    expect((await rule.boundingBox())!.height).toBe(height);
  });
});

/** Pairs of header controls whose boxes overlap. */
function overlapping(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const boxes = [
      ...document.querySelectorAll<HTMLElement>(
        '.site-name, .search-field, .theme-toggle, .language-switcher a, .breadcrumbs a, .contents-bar summary',
      ),
    ]
      .filter((element) => element.checkVisibility())
      .map((element) => ({
        name: `${element.className || element.tagName} "${element.textContent?.trim().slice(0, 12)}"`,
        box: element.getBoundingClientRect(),
      }));
    const found: string[] = [];
    for (const [index, a] of boxes.entries()) {
      for (const b of boxes.slice(index + 1)) {
        const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (x > 1 && y > 1) found.push(`${a.name} × ${b.name}`);
      }
    }
    return found;
  });
}

const reflowPages = [
  '/ru/rftg/rebel-vs-imperium/',
  '/en/ti4/component-limitations/',
  '/fr/swccg/actions/',
  '/ru/',
  '/fr/glossary/',
  '/en/status/',
  '/fr/status/swccg/',
  '/ru/ti4/component-limitations/~en/',
  '/fr/swccg/',
];

for (const { name, width, height, scale } of [
  { name: '200 % text on a phone', width: 360, height: 740, scale: 2 },
  { name: '320 px wide (400 % zoom)', width: 320, height: 256, scale: 1 },
]) {
  test.describe(name, () => {
    test.use({ viewport: { width, height }, hasTouch: true, isMobile: true });
    for (const scheme of ['light', 'dark'] as const) {
      test(`${scheme}: the header and breadcrumbs reflow without overlap, no page scrolls sideways, what stays on top takes at most a quarter of the screen`, async ({
        page,
        context,
      }) => {
        test.setTimeout(60_000);
        await page.emulateMedia({ colorScheme: scheme });
        await textSize(context, page, scale);
        for (const path of reflowPages) {
          await page.goto(path);
          expect(await overlapping(page), path).toEqual([]);
          const widths = await page.evaluate(() => ({
            scroll: document.documentElement.scrollWidth,
            client: document.documentElement.clientWidth,
          }));
          expect(widths.scroll, `${path} scrolls sideways`).toBeLessThanOrEqual(widths.client);
          // Scrolled down: the header and contents bar that stay on screen.
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
          const stuck = await page.evaluate(() =>
            [...document.querySelectorAll<HTMLElement>('.site-header, .topic-contents')]
              .filter(
                (element) =>
                  getComputedStyle(element).position === 'sticky' &&
                  element.getBoundingClientRect().top >= 0 &&
                  element.getBoundingClientRect().top < 10 + element.getBoundingClientRect().height,
              )
              .reduce((sum, element) => sum + element.getBoundingClientRect().height, 0),
          );
          expect(stuck, `${path}: sticky height`).toBeLessThanOrEqual(height / 4);
        }
      });
    }

    test('the skip link stays hidden until focused', async ({ page, context }) => {
      await textSize(context, page, scale);
      await page.goto('/ru/rftg/rebel-vs-imperium/');
      const link = page.locator('.skip-link');
      const hidden = (await link.boundingBox())!;
      expect(hidden.width * hidden.height).toBeLessThanOrEqual(1);
      await page.keyboard.press('Tab');
      await expect(link).toBeFocused();
      const shown = (await link.boundingBox())!;
      expect(shown.width).toBeGreaterThan(40);
      expect(shown.x + shown.width).toBeLessThanOrEqual(width);
    });
  });
}

test.describe('switching language', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('without a # the other language opens on the paragraph at the top of the screen', async ({ page }) => {
    await page.goto('/ru/rftg/rebel-vs-imperium/');
    expect(new URL(page.url()).hash).toBe('');
    await page.evaluate(() => {
      const heading = document.getElementById('takeovers')!;
      window.scrollTo(
        0,
        heading.getBoundingClientRect().top +
          window.scrollY -
          parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
      );
    });
    // Once the scroll has ended, the link carries the paragraph at the top of the screen.
    await expect(page.locator('.language-switcher a[hreflang="en"]')).toHaveAttribute('href', /#takeovers$/);
    await page.locator('.language-switcher a[hreflang="en"]').click();
    await page.waitForURL(/\/en\/rftg\/rebel-vs-imperium\/#takeovers$/);
    const top = await page.locator('#takeovers').boundingBox();
    expect(top!.y).toBeGreaterThan(0);
    expect(top!.y).toBeLessThan(200);
  });

  test('at the top of the page, the other language opens at its top', async ({ page }) => {
    await page.goto('/ru/rftg/rebel-vs-imperium/');
    await page.locator('.language-switcher a[hreflang="fr"]').click();
    await page.waitForURL(/\/fr\/rftg\/rebel-vs-imperium\/$/, { waitUntil: 'load' });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('h1')).toBeInViewport();
  });
});

test.describe('a wide table on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  for (const scheme of ['light', 'dark'] as const) {
    test(`${scheme}, 200 % text, in ru, en and fr: says that it scrolls, with a shadow at the edge that has more; its caption (the source's sentence) above it; row headers stay in view`, async ({
      page,
      context,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await textSize(context, page, 2);
      // The Russian text, in its own page and shown in the English and French ones (they have no text of their own).
      for (const lang of languages) {
        await page.goto(`/${lang}/rftg/rebel-vs-imperium/`);
        const box = page.locator('.table-scroll').first();
        await box.scrollIntoViewIfNeeded();
        await expect(box).toHaveAttribute('data-scrolls', '');
        await expect(box).toHaveAttribute('data-more', 'end');
        await expect(box.locator('.table-hint')).toBeVisible();
        await expect(box.locator('.table-hint')).toHaveText(interfaceString(lang, 'table.label'));
        expect(await box.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe('none');
        await expect(box.locator('thead th[scope="col"]')).toHaveCount(10);
        // The caption: the source's sentence the PDF conversion had put in the first row's label cell (the rows, which the
        // source does not name, unlabelled), in the text's language; it starts at the box's start, above the costs.
        await expect(box.locator('caption')).toHaveText(
          'Количество карт разной стоимости (для базовой игры и обоих расширений) приведено в таблице',
        );
        expect(
          await box.locator('caption').evaluate((element) => element.closest('[lang]')!.getAttribute('lang')),
        ).toBe('ru');
        await expect(box.locator('tbody th')).toHaveCount(0);
        const caption = (await box.locator('caption').boundingBox())!;
        expect(Math.abs(caption.x - (await box.boundingBox())!.x)).toBeLessThanOrEqual(12);
        expect(caption.y + caption.height).toBeLessThanOrEqual((await box.locator('thead').boundingBox())!.y + 1);
        await box.evaluate((element) => element.scrollTo({ left: 20 }));
        await expect(box).toHaveAttribute('data-more', 'start end');
        await box.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
        await expect(box).toHaveAttribute('data-more', 'start');
        // No table of the content labels its rows today; one that does (its first column's words) keeps them in
        // view as it scrolls: a copy of the table with a label, in the same box.
        await box.evaluate((element) => {
          element.scrollTo({ left: 0 });
          for (const row of element.querySelectorAll('tr')) {
            const label = document.createElement(row.parentElement!.tagName === 'THEAD' ? 'td' : 'th');
            if (label.tagName === 'TH') label.setAttribute('scope', 'row');
            label.textContent = label.tagName === 'TH' ? 'Label' : '';
            row.prepend(label);
          }
        });
        const label = box.locator('tbody th[scope="row"]').first();
        const x = (await label.boundingBox())!.x;
        await box.evaluate((element) => element.scrollTo({ left: 40 }));
        await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBe(40);
        expect(Math.abs((await label.boundingBox())!.x - x), 'the row header stays where it was').toBeLessThanOrEqual(
          1,
        );
      }
    });
  }

  test('a table that fits says nothing', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/ru/rftg/rebel-vs-imperium/');
    const box = page.locator('.table-scroll').first();
    await expect(box).not.toHaveAttribute('data-scrolls');
    await expect(box.locator('.table-hint')).toBeHidden();
  });
});

test('a malformed # in the address breaks nothing: the contents list follows the scroll, no error', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/ru/rftg/rebel-vs-imperium/#%');
  await page.evaluate(() =>
    window.scrollTo(0, document.getElementById('takeovers')!.getBoundingClientRect().top + window.scrollY),
  );
  await expect(page.locator('.contents-aside a[aria-current="true"]').first()).toHaveAttribute('href', '#takeovers');
  expect(errors).toEqual([]);
});

test('topic pages describe their source in words for players; the seed files are on the status page', async ({
  page,
}) => {
  for (const [path, words] of [
    ['/en/ti4/component-limitations/', 'In English. Original text.'],
    ['/fr/ti4/component-limitations/', 'En anglais. Texte original.'],
    ['/ru/rftg/rebel-vs-imperium/', 'На русском языке.'],
  ] as const) {
    await page.goto(path);
    const source = page.locator('[data-topic-source]');
    await expect(source).toContainText(words);
    expect(await source.textContent()).not.toMatch(/\.txt|\.pdf/);
  }
  await page.goto('/en/status/ti4/');
  await expect(page.locator('main')).toContainText('001_aca62f1091db89aa.txt');
});
