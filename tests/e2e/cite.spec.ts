/**
 * Citing a rule in a dispute (issue 4): copy link / preview link / quote
 * controls, `#id` arrival, paragraph pages, print. (The link-preview tags of
 * every topic and paragraph page, and the sitemap: `built-files.spec.ts`.)
 */
import { contextOf, postures, setTextSize, type Posture } from './postures.ts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import playwright from '../../playwright.config.ts';
import { interfaceString, languages } from '../support/site.ts';
import { axeViolations } from './axe.ts';
import { test as sharedTest } from './shared-pages.ts';

/** The address the site is served from in the tests: copied links name it, whatever the build's `site`. */
const origin = new URL(playwright.use!.baseURL!).origin;

interface Case {
  name: string;
  page: string;
  id: string;
  link: string;
  markdown: string;
  bbcode: string;
}

const enUnitTokens =
  'When producing a fighter or infantry unit, a player can use a fighter or infantry token, as appropriate, from the supply instead of a plastic piece. These tokens must be accompanied by at least one plastic piece of the same type; players can swap infantry and fighter tokens for plastic pieces at any time.';
const ruUnitTokens =
  'б) Когда игрок производит истребители или отряды пехоты, он может вместо пластиковых фигурок использовать жетоны истребителей или пехоты (соответственно) из общего запаса. Эти жетоны должны находиться вместе с хотя бы одной пластиковой фигуркой того же типа; игроки могут менять местами жетоны пехоты или истребителей с соответствующими пластиковыми фигурками в любой момент игры.';
const frStacking =
  "L'empilement est un outil conceptuel conçu pour vous aider à facilement déterminer la séquence correcte de la partie (particulièrement dans des situations complexes ).";
const enTokens = 'Tokens: Tokens are limited to those included in the game, except for the following:';
const enTokenItems = ['Control Tokens', 'Fighter Tokens', 'Trade Good Tokens', 'Infantry Tokens'];
const rftgContents = [
  'Подменная карта Gambling World',
  '3 карты стартовых миров (пронумерованные 9-11)',
  '7 карт выбора фаз хода (для шестого игрока)',
  '41 игровая карта',
  '2 карты дополнительных фаз для дуэльной игры (в набор для шестого игрока)',
  '6 линеек для отсчёта военной мощи и уязвимости к захватам',
  '24 деревянных кубика-маркера для отслеживания военного статуса',
  '3 счётчика для отслеживания специальных военных аспектов',
  'диск-маркер допустимости захватов',
  '6 жетонов ПО (3×1 ПО, 2×5 ПО, 1×10 ПО)',
  '2 жетона целей превосходства (бóльшие)',
  '3 жетона целей приоритета (меньшие)',
  '1 специальный «целевой» жетон 3 ПО',
];
const rftgSource = 'Дополнение #2: Мятежники против Империй, Содержимое, абзац 1 · Race for the Galaxy';

const cases: Case[] = [
  {
    name: 'en TI4 4.2',
    page: '/en/ti4/component-limitations/',
    id: 'unit-tokens',
    link: `${origin}/en/ti4/component-limitations/#unit-tokens`,
    markdown: `> **4.2** ${enUnitTokens}\n>\n> — [Component Limitations, 4.2 · Twilight Imperium (4th edition)](${origin}/en/ti4/component-limitations/#unit-tokens)`,
    bbcode: `[quote]\n[b]4.2[/b] ${enUnitTokens}\n\n— [url=${origin}/en/ti4/component-limitations/#unit-tokens]Component Limitations, 4.2 · Twilight Imperium (4th edition)[/url]\n[/quote]`,
  },
  {
    name: 'en TI4 2. (a rule with a list)',
    page: '/en/ti4/component-limitations/',
    id: 'tokens',
    link: `${origin}/en/ti4/component-limitations/#tokens`,
    markdown: [
      `> **2.** ${enTokens}`,
      '>',
      ...enTokenItems.map((item) => `> - ${item}`),
      '>',
      `> — [Component Limitations, Rules Reference, 2. · Twilight Imperium (4th edition)](${origin}/en/ti4/component-limitations/#tokens)`,
    ].join('\n'),
    bbcode: [
      '[quote]',
      `[b]2.[/b] ${enTokens}`,
      '[list]',
      ...enTokenItems.map((item) => `[*]${item}`),
      '[/list]',
      '',
      `— [url=${origin}/en/ti4/component-limitations/#tokens]Component Limitations, Rules Reference, 2. · Twilight Imperium (4th edition)[/url]`,
      '[/quote]',
    ].join('\n'),
  },
  {
    name: 'ru TI4 49.4 б',
    page: '/ru/ti4/component-limitations/',
    id: 'unit-tokens',
    link: `${origin}/ru/ti4/component-limitations/#unit-tokens`,
    markdown: `> **49.4.** ${ruUnitTokens}\n>\n> — [Ограничение на компоненты (редакция 2), 49.4 б) · Twilight Imperium (4-я редакция)](${origin}/ru/ti4/component-limitations/#unit-tokens)`,
    bbcode: `[quote]\n[b]49.4.[/b] ${ruUnitTokens}\n\n— [url=${origin}/ru/ti4/component-limitations/#unit-tokens]Ограничение на компоненты (редакция 2), 49.4 б) · Twilight Imperium (4-я редакция)[/url]\n[/quote]`,
  },
  {
    name: 'ru RftG contents (an unnumbered list, named by its heading and place)',
    page: '/ru/rftg/rebel-vs-imperium/',
    id: 'contents-list',
    link: `${origin}/ru/rftg/rebel-vs-imperium/#contents-list`,
    markdown: [
      ...rftgContents.map((item) => `> - ${item}`),
      '>',
      `> — [${rftgSource}](${origin}/ru/rftg/rebel-vs-imperium/#contents-list)`,
    ].join('\n'),
    bbcode: [
      '[quote]',
      '[list]',
      ...rftgContents.map((item) => `[*]${item}`),
      '[/list]',
      '',
      `— [url=${origin}/ru/rftg/rebel-vs-imperium/#contents-list]${rftgSource}[/url]`,
      '[/quote]',
    ].join('\n'),
  },
  {
    name: 'fr SWCCG stacking (unnumbered, named by its heading and place)',
    page: '/fr/swccg/actions/',
    id: 'stacking-1',
    link: `${origin}/fr/swccg/actions/#stacking-1`,
    markdown: `> ${frStacking}\n>\n> — [Actions, Actions – stacking (empilement), paragraphe 1 · Star Wars CCG (jeu de cartes à collectionner)](${origin}/fr/swccg/actions/#stacking-1)`,
    bbcode: `[quote]\n${frStacking}\n\n— [url=${origin}/fr/swccg/actions/#stacking-1]Actions, Actions – stacking (empilement), paragraphe 1 · Star Wars CCG (jeu de cartes à collectionner)[/url]\n[/quote]`,
  },
  {
    name: 'fallback: the English text on the French page',
    page: '/fr/ti4/component-limitations/',
    id: 'unit-tokens',
    link: `${origin}/fr/ti4/component-limitations/#unit-tokens`,
    markdown: `> **4.2** ${enUnitTokens}\n>\n> — [Component Limitations, 4.2 · Twilight Imperium (4e édition)](${origin}/fr/ti4/component-limitations/#unit-tokens)`,
    bbcode: `[quote]\n[b]4.2[/b] ${enUnitTokens}\n\n— [url=${origin}/fr/ti4/component-limitations/#unit-tokens]Component Limitations, 4.2 · Twilight Imperium (4e édition)[/url]\n[/quote]`,
  },
];

/** The page's one toolbar. */
const toolbarOf = (page: Page) => page.locator('.cite-tools');
/** The clipboard's text; read with expect.poll, since the copy completes after the click. */
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
/** The boxes of the rule text and headings of a topic page. */
const textBoxes = (page: Page) =>
  page.locator('article.topic :is(.rule-text, .heading, .rule-number)').evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { name: `${element.className} of #${element.closest('[id]')?.id}`, x, y, width, height };
    }),
  );
type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * A page in a window where the toolbar is a sheet, not in the margin (1100 × 800, a mouse), with the pointer over a
 * paragraph's permalink (`selector`): hovering loads the controls (a click may follow), and shows none.
 */
async function hoveredInSheetWindow(page: Page, path: string, selector: string): Promise<Locator> {
  await page.setViewportSize({ width: 1100, height: 800 });
  await page.goto(path);
  const permalink = page.locator(selector);
  const loaded = page.waitForResponse((response) => response.url().endsWith('/citations.json'));
  await permalink.hover();
  await loaded;
  return permalink;
}

test.describe('copy controls', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  for (const c of cases) {
    test(`copy link, preview link and quotes: ${c.name}`, async ({ page }) => {
      await page.goto(c.page);
      const toolbar = toolbarOf(page);
      await page.locator(`#${c.id} .rule-text`).hover();
      await expect(toolbar).toBeVisible();
      await expect(toolbar).toHaveAttribute('data-cite-for', c.id);

      const copies: [string, string][] = [
        ['link', c.link],
        ['preview', c.link.replace(`/#${c.id}`, `/${c.id}/`)],
        ['markdown', c.markdown],
        ['bbcode', c.bbcode],
      ];
      for (const [action, expected] of copies) {
        const button = toolbar.locator(`button[data-cite="${action}"]`);
        await button.click();
        const confirmation = toolbar.locator('[data-cite-confirmation]');
        await expect(confirmation).toHaveText((await button.getAttribute('data-copied'))!);
        await expect(confirmation).toBeVisible();
        await expect.poll(() => clipboard(page)).toBe(expected);
        if (action === 'markdown' || action === 'bbcode') console.log(`${c.name} — ${action}:\n${expected}`);
      }
      await expect(page.locator('[data-cite-status]')).toHaveText(
        (await toolbar.locator('button[data-cite="bbcode"]').getAttribute('data-copied'))!,
      );
    });
  }

  test('nothing of it loads before a paragraph is used: no module, no quotes, no toolbar', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/en/ti4/component-limitations/');
    await page.waitForLoadState('networkidle');
    await page.mouse.move(5, 5);
    const loaded = () =>
      requested.filter((path) => path.endsWith('citations.json') || /\/cite-tools\.[\w-]+\.js$/.test(path));
    expect(loaded()).toEqual([]);
    await expect(toolbarOf(page)).toHaveCount(0);
    await page.locator('#dice .rule-text').hover();
    await expect(toolbarOf(page)).toBeVisible();
    await expect.poll(() => loaded().length).toBe(2);
    expect(loaded()).toEqual(
      expect.arrayContaining(['/en/ti4/component-limitations/citations.json', expect.stringMatching(/cite-tools/)]),
    );
  });

  test('one toolbar for the whole page, moved to the paragraph in use', async ({ page }) => {
    await page.goto('/ru/rftg/rebel-vs-imperium/');
    for (const id of ['introduction', 'contents-list', 'first-expansion-recommended', 'gamble']) {
      await page.locator(`#${id} .rule-text`).hover();
      await expect(toolbarOf(page)).toHaveAttribute('data-cite-for', id);
      await expect(toolbarOf(page)).toBeVisible();
    }
    await expect(toolbarOf(page)).toHaveCount(1);
    await expect(page.locator('button[data-cite]')).toHaveCount(4);
    // The pointer gone, the toolbar goes: hidden, out of the tab order and the accessibility tree.
    await page.mouse.move(5, 5);
    await expect(toolbarOf(page)).toBeHidden();
    await expect(toolbarOf(page)).toHaveAttribute('hidden', '');
    expect(await page.locator('main').ariaSnapshot()).not.toContain('button');
  });

  test('keyboard: the toolbar comes right after the number link, Escape closes it, hidden it is not in the tab order', async ({
    page,
  }) => {
    await page.goto('/en/ti4/component-limitations/');
    const number = page.locator('#unit-tokens .rule-number');
    await number.focus();
    const toolbar = toolbarOf(page);
    await expect(toolbar).toBeVisible();
    await expect(toolbar).toHaveAttribute('data-cite-for', 'unit-tokens');
    await expect(page.getByRole('group', { name: 'Cite this paragraph' })).toBeVisible();
    expect(await axeViolations(page, '#unit-tokens')).toEqual([]);
    await page.keyboard.press('Tab');
    await expect(toolbar.locator('button[data-cite="link"]')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(number).toBeFocused();
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('Tab');
    await expect(toolbar.locator('button[data-cite="bbcode"]')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => clipboard(page)).toContain(`[b]4.2[/b] ${enUnitTokens}`);

    await page.keyboard.press('Escape');
    await expect(toolbar).toBeHidden();
    await expect(number).toBeFocused();
    // Hidden, its buttons are skipped: the next stops are the paragraph's marked terms (each followed by the links of
    // its term card, which focus shows), then the next paragraph's number.
    const passed: string[] = [];
    for (
      let step = 0;
      step < 20 && !(await page.locator('#cards .rule-number').evaluate((link) => link === document.activeElement));
      step += 1
    ) {
      await page.keyboard.press('Tab');
      passed.push(
        await page.evaluate(() =>
          document.activeElement!.matches('#unit-tokens a.term, #unit-tokens .term-card a')
            ? 'term'
            : document.activeElement!.matches('#cards .rule-number')
              ? 'next'
              : document.activeElement!.outerHTML.slice(0, 80),
        ),
      );
    }
    expect(passed.at(-1)).toBe('next');
    expect(passed.filter((stop) => stop !== 'term' && stop !== 'next')).toEqual([]);
    await expect(page.locator('#cards .rule-number')).toBeFocused();
    await expect(toolbar).toHaveAttribute('data-cite-for', 'cards');
    // Focus leaving the paragraph and its toolbar hides it.
    await page.locator('.site-name').focus();
    await expect(toolbar).toBeHidden();
  });

  test('a heading has the controls too, and is quoted as a heading', async ({ page }) => {
    await page.goto('/fr/swccg/actions/');
    await page.locator('#stacking').hover();
    const toolbar = toolbarOf(page);
    await expect(toolbar).toHaveAttribute('data-cite-for', 'stacking');
    await expect(toolbar).toBeVisible();
    await toolbar.locator('button[data-cite="link"]').click();
    await expect.poll(() => clipboard(page)).toBe(`${origin}/fr/swccg/actions/#stacking`);
    await toolbar.locator('button[data-cite="markdown"]').click();
    await expect
      .poll(() => clipboard(page))
      .toBe(
        `> **Actions – stacking (empilement)**\n>\n> — [Actions, Actions – stacking (empilement) · Star Wars CCG (jeu de cartes à collectionner)](${origin}/fr/swccg/actions/#stacking)`,
      );
  });

  test('keyboard: a heading\'s "#" link beside it is its permalink; focused, the toolbar comes next', async ({
    page,
  }) => {
    await page.goto('/fr/swccg/actions/');
    const link = page.locator('#stacking + .heading-link');
    await expect(link).toHaveAttribute('href', '#stacking');
    await expect(link).toHaveAccessibleName('Lien vers ce paragraphe');
    // Beside the heading, not in it: the heading's name is its own words.
    await expect(page.getByRole('heading', { name: 'Actions – stacking (empilement)', exact: true })).toHaveCount(1);
    const box = await link.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await link.focus();
    const toolbar = toolbarOf(page);
    await expect(toolbar).toBeVisible();
    await expect(toolbar).toHaveAttribute('data-cite-for', 'stacking');
    await page.keyboard.press('Tab');
    await expect(toolbar.locator('button[data-cite="link"]')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => clipboard(page)).toBe(`${origin}/fr/swccg/actions/#stacking`);
    await page.keyboard.press('Escape');
    await expect(toolbar).toBeHidden();
    await expect(link).toBeFocused();
    // Without the script, the link alone takes a reader to the heading.
    await link.click();
    await expect(page).toHaveURL(/#stacking$/);
  });

  test('with a mouse, where the toolbar is not in the margin: the pointer over a number shows nothing; a click on a heading\'s "#" goes to the heading and opens the sheet, over none of its words; a click elsewhere closes it', async ({
    page,
  }) => {
    const link = await hoveredInSheetWindow(page, '/fr/swccg/actions/', '#stacking + .heading-link');
    const toolbar = toolbarOf(page);
    await expect(toolbar.locator('button[data-cite]').first()).toBeHidden();
    await link.click();
    await expect(page).toHaveURL(/#stacking$/);
    await expect(toolbar).toHaveAttribute('data-cite-for', 'stacking');
    await expect(toolbar).toBeVisible();
    expect(await toolbar.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    await expect.poll(async () => (await hiddenWords(page, 'stacking')).filter(([, hidden]) => hidden)).toEqual([]);
    await page.locator('#stacking-3 .rule-text').click({ position: { x: 200, y: 5 } });
    await expect(toolbar).toBeHidden();
  });

  test('with a mouse, where the toolbar is a sheet: a number pressed low in the window, the page does not move under the pointer before the click, which goes to the paragraph; then the sheet covers none of its words', async ({
    page,
  }) => {
    // (A press that lasts a few frames, as a hand's does: the sheet opened on the press's focus once scrolled the
    // page under the pointer, and the click then missed the link.)
    const number = await hoveredInSheetWindow(page, '/en/ti4/component-limitations/', '#cards > .rule-number');
    const toolbar = toolbarOf(page);
    // The number 60 px above the window's foot, where the sheet will be.
    await number.evaluate((element) => scrollBy(0, element.getBoundingClientRect().top - (innerHeight - 60)));
    const box = (await number.boundingBox())!;
    expect(box.y).toBeGreaterThan(700);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const before = await page.evaluate(() => scrollY);
    await page.mouse.down();
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await page.evaluate(() => scrollY), 'the page under a pressed button').toBe(before);
    await page.mouse.up();
    await expect(page).toHaveURL(/#cards$/);
    await expect(toolbar).toHaveAttribute('data-cite-for', 'cards');
    await expect(toolbar).toBeVisible();
    await expect.poll(async () => (await hiddenWords(page, 'cards')).filter(([, hidden]) => hidden)).toEqual([]);
  });

  test('on a wide screen the toolbar stands in the margin, covering no text', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/en/ti4/component-limitations/');
    for (const id of ['tokens', 'unit-tokens']) {
      await page.locator(`#${id} .rule-text`).hover();
      const toolbar = await toolbarOf(page).boundingBox();
      const article = await page.locator('article.topic').boundingBox();
      expect(toolbar!.x).toBeGreaterThanOrEqual(article!.x + article!.width);
      expect(toolbar!.x + toolbar!.width).toBeLessThanOrEqual(1280);
      expect((await textBoxes(page)).filter((box) => overlap(box, toolbar!))).toEqual([]);
    }
  });
});

test.describe('with a mouse, at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const [path, id] of [
    ['/en/ti4/component-limitations/', 'unit-tokens'],
    ['/ru/rftg/rebel-vs-imperium/', 'glossary'],
    ['/fr/swccg/actions/', 'stacking-1'],
  ] as const) {
    test(`clicking a paragraph's number leaves its toolbar shown and the URL on the paragraph (${path})`, async ({
      page,
    }) => {
      await page.goto(path);
      const paragraph = page.locator(`[id="${id}"]`);
      // Far enough down that going to #id scrolls the page under the resting pointer.
      await paragraph.scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 200);
      await paragraph.locator('.rule-text').hover();
      await expect(toolbarOf(page)).toBeVisible();
      // The page's clock, to run it past the time the toolbar takes to hide after the pointer leaves (400 ms).
      await page.clock.install();
      await paragraph.locator('.rule-number').click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await page.clock.runFor(800);
      await expect(toolbarOf(page)).toBeVisible();
      await expect(toolbarOf(page)).toHaveAttribute('data-cite-for', id);
    });
  }
});

test.describe('share, on a 360 px phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } });

  for (const [lang, title] of [
    ['en', 'Component Limitations, 4.2 · Twilight Imperium (4th edition)'],
    ['ru', 'Ограничение на компоненты (редакция 2), 49.4 б) · Twilight Imperium (4-я редакция)'],
    ['fr', 'Component Limitations, 4.2 · Twilight Imperium (4e édition)'],
  ] as const) {
    test(`where the browser has a share sheet, "Share" sends the paragraph's permalink, titled (${lang})`, async ({
      page,
    }) => {
      // The share sheet, stubbed: what it was given.
      await page.addInitScript(() => {
        (window as any).__shared = [];
        Object.defineProperty(Navigator.prototype, 'share', {
          configurable: true,
          value: async (data: ShareData) => void (window as any).__shared.push(data),
        });
      });
      await page.goto(`/${lang}/ti4/component-limitations/`);
      await page.locator('#unit-tokens > .rule-number').tap();
      const share = toolbarOf(page).getByRole('button', { name: interfaceString(lang, 'cite.share'), exact: true });
      await expect(share).toBeVisible();
      expect((await share.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await share.tap();
      await expect
        .poll(() => page.evaluate(() => (window as any).__shared))
        .toEqual([{ title, url: `${origin}/${lang}/ti4/component-limitations/#unit-tokens` }]);
    });
  }

  test('closing the share sheet says nothing; a failure says so', async ({ page }) => {
    await page.addInitScript(() => {
      (window as any).__outcome = 'AbortError';
      (window as any).__settled = 0;
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: () => {
          // Settled once the page has had its say: the rejection handled, and what it shows drawn.
          requestAnimationFrame(() => requestAnimationFrame(() => ((window as any).__settled += 1)));
          return Promise.reject(new DOMException('no', (window as any).__outcome));
        },
      });
    });
    await page.goto('/en/ti4/component-limitations/');
    await page.locator('#cards > .rule-number').tap();
    const share = toolbarOf(page).locator('button[data-share]');
    await share.tap();
    await expect.poll(() => page.evaluate(() => (window as any).__settled)).toBe(1);
    await expect(toolbarOf(page).locator('[data-cite-confirmation]')).toHaveText('');
    await page.evaluate(() => ((window as any).__outcome = 'NotAllowedError'));
    await share.tap();
    await expect(toolbarOf(page).locator('[data-cite-confirmation]')).toHaveText(
      interfaceString('en', 'cite.shareFailed'),
    );
  });

  test('where it has none, there is no "Share"', async ({ page }) => {
    await page.addInitScript(() => {
      delete (Navigator.prototype as any).share;
    });
    for (const lang of languages) {
      await page.goto(`/${lang}/ti4/component-limitations/`);
      await page.locator('#cards > .rule-number').tap();
      await expect(toolbarOf(page)).toBeVisible();
      await expect(toolbarOf(page).locator('button[data-share]')).toHaveCount(0);
      await expect(
        toolbarOf(page).getByRole('button', { name: interfaceString(lang, 'cite.share'), exact: true }),
      ).toHaveCount(0);
    }
  });
});

/**
 * The words of a paragraph's text that the toolbar covers or, for a sheet
 * (which scrolls the paragraph into the room above it), that are out of the
 * window (under the sticky header, past its foot): each word's box, from a
 * Range over the text, against the toolbar's box.
 */
const hiddenWords = (page: Page, id: string) =>
  page.locator(`[id="${id}"] > .rule-text, [id="${id}"].heading`).evaluate((text) => {
    const toolbar = document.querySelector('.cite-tools:not([hidden])')!.getBoundingClientRect();
    const top = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    const sheet = getComputedStyle(document.querySelector('.cite-tools')!).position === 'fixed';
    /** Each word, in order, and whether it is hidden. */
    const words: [string, boolean][] = [];
    const walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of node.textContent!.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const hidden = [...range.getClientRects()].some(
          (box) =>
            (box.left < toolbar.right &&
              toolbar.left < box.right &&
              box.top < toolbar.bottom &&
              toolbar.top < box.bottom) ||
            (sheet && (box.top < top - 1 || box.bottom > innerHeight + 1)),
        );
        words.push([match[0], hidden]);
      }
    }
    return words;
  });

/** The room between the sticky header and the sheet, and the paragraph's height. */
const roomFor = (page: Page, id: string) =>
  page.locator(`[id="${id}"]`).evaluate((paragraph) => {
    const toolbar = document.querySelector('.cite-tools:not([hidden])')!.getBoundingClientRect();
    const top = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    return { room: toolbar.top - top, height: paragraph.getBoundingClientRect().height };
  });

/**
 * That a sheet covers no word of the paragraph it cites: none at all where
 * the paragraph fits between the header and the sheet; where it is taller
 * (200 % text), its first line shows, and the page scrolls its last above the
 * sheet too.
 */
async function expectNoWordCovered(page: Page, id: string): Promise<void> {
  const { room, height } = await roomFor(page, id);
  const hidden = async () => (await hiddenWords(page, id)).filter(([, isHidden]) => isHidden).map(([word]) => word);
  if (height <= room) {
    await expect.poll(hidden, `words of #${id} hidden`).toEqual([]);
    return;
  }
  await expect
    .poll(async () => (await hiddenWords(page, id))[0], `#${id} starts in view`)
    .toEqual([expect.any(String), false]);
  await page.evaluate(
    ({ id }) => {
      const toolbar = document.querySelector('.cite-tools:not([hidden])')!.getBoundingClientRect();
      scrollBy({
        top: document.getElementById(id)!.getBoundingClientRect().bottom + 4 - toolbar.top,
        behavior: 'instant',
      });
    },
    { id },
  );
  await expect
    .poll(async () => (await hiddenWords(page, id)).at(-1), `#${id} ends above the sheet`)
    .toEqual([expect.any(String), false]);
}

/**
 * Records every layout shift of the page, after input too (the CLS score leaves those out), once per document: its
 * value, what moved (its class, its box before and after) and the page it moved on, so that a failure says what moved.
 */
const watchShifts = (page: Page) =>
  page.addInitScript(() => {
    const recorded = window as unknown as { citeShifts?: string[] };
    if (recorded.citeShifts) return;
    recorded.citeShifts = [];
    type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const box = ({ x, y, width, height }: DOMRectReadOnly) => `${x},${y} ${width}×${height}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: Source[] })[])
        recorded.citeShifts!.push(
          `${entry.value}: ${(entry.sources ?? [])
            .map(
              (source) =>
                `${(source.node as Element)?.className ?? source.node?.nodeName} ${box(source.previousRect)} → ${box(source.currentRect)}`,
            )
            .join(', ')} (${location.pathname}, ${Math.round(performance.now())} ms)`,
        );
    }).observe({ type: 'layout-shift', buffered: true });
  });
const shiftsOf = (page: Page) => page.evaluate(() => (window as unknown as { citeShifts: string[] }).citeShifts);

/** A paragraph cited in each language, and the verb its copy buttons start with: each label reads as an action. */
const cited = [
  { lang: 'ru', path: '/ru/ti4/component-limitations/', id: 'dice', verb: 'Копировать' },
  { lang: 'en', path: '/en/ti4/component-limitations/', id: 'tokens', verb: 'Copy' },
  { lang: 'fr', path: '/fr/swccg/actions/', id: 'stacking-1', verb: 'Copier' },
] as const;

/**
 * Issue 28's postures in both schemes, and the narrowest and widest phones it names (320 and 414 px, upright), one
 * scheme each (the schemes lay the page out alike: scheme-layout.ts, held on every page kind by guard.spec.ts).
 */
const citePostures: { posture: Posture; colorScheme: 'light' | 'dark' }[] = [
  ...postures.flatMap((posture) => (['light', 'dark'] as const).map((colorScheme) => ({ posture, colorScheme }))),
  { posture: { name: '320×568 touch', viewport: { width: 320, height: 568 }, touch: true }, colorScheme: 'light' },
  { posture: { name: '414×896 touch', viewport: { width: 414, height: 896 }, touch: true }, colorScheme: 'dark' },
];

for (const { posture, colorScheme } of citePostures) {
  sharedTest(
    `${posture.name}, ${colorScheme}: the cite actions cover no word of the paragraph and move none, all in view, labelled as actions, the copy confirmed in view (ru, en, fr)`,
    async ({ sharedPage }) => {
      sharedTest.setTimeout(60_000);
      const page = await sharedPage(`cite, ${posture.name}`, {
        context: contextOf(posture),
      });
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.emulateMedia({ colorScheme });
      if (posture.textScale) await setTextSize(page, posture.textScale);
      await watchShifts(page);
      const { width, height } = posture.viewport;
      for (const { lang, path, id, verb } of cited) {
        await page.goto(path);
        // Loaded (its scripts run, two frames drawn): nothing in the header, the contents bar or the text moved.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        expect(await shiftsOf(page), `layout shifts as ${path} loaded`).toEqual([]);
        const paragraph = page.locator(`[id="${id}"]`);
        const toolbar = toolbarOf(page);
        // The paragraph low in the window: where a toolbar would run past its foot.
        await paragraph.evaluate((element) =>
          scrollBy({ top: element.getBoundingClientRect().top - (innerHeight - 90), behavior: 'instant' }),
        );
        const shiftsBefore = (await shiftsOf(page)).length;
        if (posture.touch) await paragraph.locator('> .rule-number').tap();
        else await paragraph.locator('.rule-text').hover({ position: { x: 240, y: 5 } });
        await expect(toolbar).toBeVisible();
        await expect(toolbar).toHaveAttribute('data-cite-for', id);
        await expectNoWordCovered(page, id);

        // Every action in view (at 200 % text, a half-window sheet: one scroll within it away), none scrolled
        // sideways, each named by what it does. Each button measured where it stands in the page (scrolled into
        // view first at 200 % text), all in one call rather than eight a button.
        const buttons = await toolbar.locator('button[data-cite], button[data-share]').evaluateAll(
          (elements, scroll) =>
            (elements as HTMLElement[]).map((element) => {
              if (scroll) element.scrollIntoView({ block: 'nearest' });
              const { x, y, width, height } = element.getBoundingClientRect();
              return {
                label: element.innerText,
                box: element.getClientRects().length > 0 ? { x, y, width, height } : null,
                whole: element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight,
              };
            }),
          Boolean(posture.textScale),
        );
        for (const { label, box, whole } of buttons) {
          expect(box, `${label}: laid out`).not.toBeNull();
          expect(box!.x, label).toBeGreaterThanOrEqual(0);
          expect(box!.x + box!.width, label).toBeLessThanOrEqual(width);
          expect(box!.y, label).toBeGreaterThanOrEqual(0);
          expect(box!.y + box!.height, label).toBeLessThanOrEqual(height);
          // Its label whole: no line of it cut at the button's sides or foot.
          expect(whole, label).toBe(true);
        }
        expect(await toolbar.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
        for (const action of ['link', 'preview', 'markdown', 'bbcode']) {
          const label = interfaceString(lang, `cite.${action}`);
          expect(label.startsWith(`${verb} `), label).toBe(true);
          await expect(toolbar.locator(`button[data-cite="${action}"]`)).toHaveAccessibleName(label);
        }
        expect(await axeViolations(page, '.cite-tools')).toEqual([]);

        // The copy, confirmed within the controls just used, in the window.
        const link = toolbar.locator('button[data-cite="link"]');
        if (posture.touch) await link.tap();
        else await link.click();
        await expect.poll(() => clipboard(page)).toBe(`${origin}${path}#${id}`);
        const confirmation = toolbar.locator('[data-cite-confirmation]');
        await expect(confirmation).toHaveText(interfaceString(lang, 'cite.copied.link'));
        await expect(confirmation).toBeInViewport({ ratio: 1 });
        const [shown, bar] = [(await confirmation.boundingBox())!, (await toolbar.boundingBox())!];
        expect(shown.x).toBeGreaterThanOrEqual(bar.x);
        expect(shown.x + shown.width).toBeLessThanOrEqual(bar.x + bar.width + 1);
        expect(shown.y).toBeGreaterThanOrEqual(bar.y);
        expect(shown.y + shown.height).toBeLessThanOrEqual(bar.y + bar.height + 1);

        // Closed: by its "×" on a sheet, by the pointer leaving in the margin.
        if (posture.touch) await toolbar.locator('[data-cite-close]').tap();
        else await page.mouse.move(5, height / 2);
        await expect(toolbar).toBeHidden();
        expect((await shiftsOf(page)).slice(shiftsBefore), `layout shifts (${lang})`).toEqual([]);
      }
    },
  );
}

test.describe('touch, on a 360 px phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } });

  for (const [path, ids] of [
    ['/ru/ti4/component-limitations/', ['dice', 'unit-tokens']],
    ['/ru/rftg/rebel-vs-imperium/', ['contents-list', 'glossary']],
  ] as const) {
    test(`a tap on a paragraph's number opens the sheet at the window's foot, over none of its words, moving no text; a tap on the text shows none (${path})`, async ({
      page,
    }) => {
      await page.goto(path);
      for (const id of ids) {
        const toolbar = toolbarOf(page);
        await page.locator(`#${id} .rule-text`).tap({ position: { x: 150, y: 8 } });
        await expect(toolbar).toBeHidden();
        const before = await textBoxes(page);
        await page.locator(`#${id} > .rule-number`).tap();
        await expect(toolbar).toBeVisible();
        await expect(toolbar).toHaveAttribute('data-cite-for', id);
        await expect(toolbar).toHaveCount(1);
        const box = (await toolbar.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(360);
        expect(box.y + box.height).toBeCloseTo(740, 0);
        await expectNoWordCovered(page, id);
        // Nothing moved but the page's scroll: every box kept its place relative to the paragraph's.
        const shift = (boxes: typeof before) =>
          boxes.map((each) => each.y - boxes.find((other) => other.name === `rule-text of #${id}`)!.y);
        expect(shift(await textBoxes(page))).toEqual(shift(before));
        for (const button of await toolbar.locator('button').all())
          expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      }
      // A tap outside the paragraphs hides it.
      await page.locator('h1').tap();
      await expect(toolbarOf(page)).toBeHidden();
    });
  }
});

test.describe('arriving at #id', () => {
  test.use({ viewport: { width: 390, height: 700 } });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`scrolls the paragraph below the sticky header and highlights it (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto('/fr/swccg/actions/#stacking-3');
      const paragraph = page.locator('#stacking-3');
      await expect(paragraph).toBeInViewport();
      const header = await page.locator('.site-header').boundingBox();
      const box = await paragraph.boundingBox();
      expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
      expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);

      const background = (selector: string) =>
        page.locator(selector).evaluate((element) => getComputedStyle(element).backgroundColor);
      const page_ = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const target = await background('#stacking-3');
      expect(target).not.toBe(await background('#stacking-2'));
      expect(target).not.toBe(page_);
      expect(target).not.toBe('rgba(0, 0, 0, 0)');
    });
  }
});

test.describe('paragraph page', () => {
  test('a reader is taken to the paragraph in context', async ({ page }) => {
    await page.goto('/ru/ti4/component-limitations/unit-tokens/');
    await expect(page).toHaveURL(/\/ru\/ti4\/component-limitations\/#unit-tokens$/);
    await expect(page.locator('#unit-tokens')).toBeInViewport();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('shows the paragraph, a link to it in context, and switcher links to the same paragraph', async ({ page }) => {
      await page.goto('/fr/ti4/component-limitations/unit-tokens/');
      await expect(page).toHaveURL(/\/fr\/ti4\/component-limitations\/unit-tokens\/$/);
      const paragraph = page.locator('article[data-paragraph="unit-tokens"]');
      await expect(paragraph).toHaveAttribute('lang', 'en');
      await expect(paragraph).toContainText(`4.2 ${enUnitTokens}`);
      await expect(page.locator('a[data-read-in-context]')).toHaveAttribute(
        'href',
        '/fr/ti4/component-limitations/#unit-tokens',
      );
      for (const other of languages) {
        await expect(page.locator(`.language-switcher a[hreflang="${other}"]`)).toHaveAttribute(
          'href',
          `/${other}/ti4/component-limitations/unit-tokens/`,
        );
      }
    });

    test('shows a list as a list (a long one to the items that fit the page\'s 2 KB, then "…"), and describes it on one line with its items apart', async ({
      page,
    }) => {
      await page.goto('/ru/rftg/rebel-vs-imperium/contents-list/');
      const items = await page.locator('.paragraph-page-text li').allTextContents();
      expect(items.length).toBeGreaterThanOrEqual(6);
      expect(items).toEqual(rftgContents.slice(0, items.length));
      await expect(page.locator('.paragraph-page-text > :last-child')).toHaveText(
        items.length < rftgContents.length ? '…' : rftgContents.join(''),
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        /^Подменная карта Gambling World; 3 карты стартовых миров \(пронумерованные 9-11\); 7 карт выбора фаз хода/,
      );
      await page.goto('/en/ti4/component-limitations/tokens/');
      await expect(page.locator('.paragraph-page-text p')).toHaveText(`2. ${enTokens}`);
      await expect(page.locator('.paragraph-page-text li')).toHaveText(enTokenItems);
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
        'content',
        `${enTokens} ${enTokenItems.join('; ')}`,
      );
    });

    test("names the topic in its text's language on a fallback paragraph page", async ({ page }) => {
      await page.goto('/en/rftg/rebel-vs-imperium/contents-list/');
      const source = page.locator('.paragraph-page-source');
      await expect(source).toHaveText(
        'One paragraph of Дополнение #2: Мятежники против Империй (Race for the Galaxy).',
      );
      await expect(source.locator('[lang="ru"]')).toHaveText('Дополнение #2: Мятежники против Империй');
      await page.goto('/ru/rftg/rebel-vs-imperium/contents-list/');
      await expect(page.locator('.paragraph-page-source')).toHaveText(
        'Один пункт текста «Дополнение #2: Мятежники против Империй» (Race for the Galaxy).',
      );
      await expect(page.locator('.paragraph-page-source [lang]')).toHaveCount(0);
    });

    test('the paragraph number of a topic page is a plain #id link', async ({ page }) => {
      await page.goto('/en/ti4/component-limitations/');
      await page.locator('#unit-tokens .rule-number').click();
      await expect(page).toHaveURL(/#unit-tokens$/);
      await expect(page.locator('.cite-tools')).toHaveCount(0);
    });
  });
});

test('print is clean: no controls, switcher or header; paragraph numbers kept, no glyph for unnumbered ones', async ({
  page,
}) => {
  await page.goto('/en/ti4/component-limitations/');
  await page.locator('#unit-tokens .rule-text').hover();
  await expect(toolbarOf(page)).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(toolbarOf(page)).toBeHidden();
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.locator('.language-switcher')).toBeHidden();
  await expect(page.locator('#unit-tokens .rule-number')).toBeVisible();
  await expect(page.locator('#unit-tokens .rule-number')).toHaveText('4.2');
  // An unnumbered paragraph prints no "¶".
  await expect(page.locator('#intro .rule-number')).toBeHidden();
});

test('an unnumbered paragraph shows a "¶" link that is no part of its text: copying a selection gives none', async ({
  page,
}) => {
  await page.goto('/fr/swccg/actions/');
  const number = page.locator('#stacking-1 .rule-number');
  await expect(number).toBeVisible();
  await expect(number).toHaveAccessibleName('Lien vers ce paragraphe');
  expect(await number.evaluate((link) => getComputedStyle(link, '::before').content)).toBe('"¶"');
  const selected = await page.locator('#stacking-1').evaluate((paragraph) => {
    getSelection()!.selectAllChildren(paragraph);
    return getSelection()!.toString();
  });
  expect(selected).toContain("L'empilement est un outil conceptuel");
  expect(selected).not.toContain('¶');
});
