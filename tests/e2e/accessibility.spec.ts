/**
 * What axe cannot judge alone: the skip link works, focus is visible, and
 * text in another language than the page's is marked with its `lang`.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './shared-pages.ts';
import { pagesOfEachKind } from './site-pages.ts';
import { axeViolations } from './axe.ts';
import { topicTexts } from '../support/content.ts';

test('the skip link is the first Tab stop, visible, and moves focus to the content', async ({ page }) => {
  await page.goto('/fr/ti4/component-limitations/');
  await page.keyboard.press('Tab');
  const skip = page.locator('a.skip-link');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#content')).toBeFocused();
});

test('a focused link shows a visible outline', async ({ page }) => {
  await page.goto('/en/');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const outline = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return { tag: document.activeElement!.tagName, style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.tag).toBe('A');
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
});

for (const path of pagesOfEachKind().filter((path) => /^\/(ru|en|fr)\//.test(path))) {
  test(`${path}: one h1, one main, switcher links in their own language`, async ({ sharedPage }) => {
    const page = await sharedPage('desktop');
    await page.goto(path);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('main')).toHaveCount(1);
    const links = page.locator('.language-switcher a[hreflang]');
    await expect(links).toHaveCount(3);
    for (const link of await links.all()) {
      expect(await link.getAttribute('lang')).toBe(await link.getAttribute('hreflang'));
    }
  });
}

test('a fallback topic page marks the text with its language', async ({ page }) => {
  await page.goto('/en/swccg/actions/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('article.topic')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('[data-fallback-notice]')).not.toHaveAttribute('lang');
});

test('titles in another language are marked in topic lists and on the status page', async ({ page }) => {
  await page.goto('/en/');
  await expect(page.locator('a[href="/en/swccg/actions/"] span[lang="fr"]')).toHaveText('Actions');
  await page.goto('/en/status/rftg/');
  const rftg = page.locator('[data-status-topic="rftg/rebel-vs-imperium"]');
  await expect(page.locator('[data-worklist-topic="rftg/rebel-vs-imperium"] th a > span')).toHaveAttribute(
    'lang',
    'ru',
  );
  await expect(rftg.locator('h3 a > span')).toHaveAttribute('lang', 'ru');
  await expect(rftg.locator('[data-status-version="ru"] > span[lang="ru"]')).toHaveText(
    'Правила дополнения #2 «Мятежники против Империй», перевод на русский язык',
  );
});

test('the root page and 404 mark each language', async ({ page }) => {
  await page.goto('/');
  for (const lang of ['ru', 'fr'])
    await expect(page.locator(`li[lang="${lang}"] a[hreflang="${lang}"]`)).toHaveCount(1);
  await page.goto('/404.html');
  for (const lang of ['ru', 'fr']) await expect(page.locator(`section[lang="${lang}"]`)).toHaveCount(1);
});

/**
 * Occurrences of `phrase` (whole words, case-sensitive) in the topic text, and
 * how many of them are inside an element whose `lang` is `lang` (or a subtag of it).
 */
async function occurrences(page: Page, phrase: string, lang: string): Promise<{ all: number; marked: number }> {
  return page.evaluate(
    ({ phrase, lang }) => {
      const pattern = new RegExp(
        `(?<![\\p{L}\\p{N}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`,
        'gu',
      );
      // The text as read: hidden elements (the descriptions of marked terms, read only as descriptions) left out.
      const article = document.querySelector('article.topic')!.cloneNode(true) as Element;
      for (const hidden of article.querySelectorAll('[hidden]')) hidden.remove();
      const count = (text: string) => [...text.matchAll(pattern)].length;
      // The outermost elements in that language (a "no text yet" mark inside one is in the page's language).
      const inLang = (element: Element | null | undefined) => element?.getAttribute('lang')?.split('-')[0] === lang;
      const marked = [...article.querySelectorAll('[lang]')]
        .filter((element) => inLang(element) && !inLang(element.parentElement?.closest('[lang]')))
        .reduce((sum, element) => sum + count(element.textContent ?? ''), 0);
      return { all: count(article.textContent ?? ''), marked };
    },
    { phrase, lang },
  );
}

test('the Russian RftG text marks every word in Latin script (card names, phases, keywords) as English', async ({
  page,
}) => {
  await page.goto('/ru/rftg/rebel-vs-imperium/');
  await expect(page.locator('article.topic')).toHaveAttribute('data-text-lang', 'ru');
  // Each text node with a Latin letter, and the language of its closest element with a lang.
  const latin = await page.evaluate(() => {
    const article = document.querySelector('article.topic')!;
    const walker = document.createTreeWalker(article, NodeFilter.SHOW_TEXT);
    const found: { text: string; lang: string }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Roman numerals of the phases (I–V) are not words of a language.
      const words =
        (node.textContent ?? '').match(/[A-Za-z][\p{L}'’-]*/gu)?.filter((word) => !/^[IVX]+$/.test(word)) ?? [];
      if (words.length > 0)
        found.push({ text: words.join(' '), lang: node.parentElement!.closest('[lang]')!.getAttribute('lang')! });
    }
    return found;
  });
  expect(latin.length).toBeGreaterThan(80);
  expect(latin.filter(({ lang }) => lang !== 'en')).toEqual([]);
  // Card names as printed, the translator's typo included.
  for (const name of [
    'Gambling World',
    'Improved Logisticts',
    'Improved Logistics',
    'Imperium Cloaking Technology',
    'Pan-Galactic Research',
    'Propaganda Edge',
  ]) {
    const { all, marked } = await occurrences(page, name, 'en');
    expect(all, name).toBeGreaterThan(0);
    expect(marked, name).toBe(all);
  }
});

test('the French SWCCG texts mark the English entry names of their headings and references, and English card names', async ({
  page,
}) => {
  await page.goto('/fr/swccg/actions/');
  // Every heading starts with its English entry name ("Actions – step 1c : initiation – paying costs"), marked as English.
  const headings = await page.locator('article.topic h2.heading').evaluateAll((elements) =>
    elements.map((heading) => ({
      english: (heading.textContent ?? '').split(' (')[0],
      marked: heading.firstElementChild?.getAttribute('lang') === 'en' ? heading.firstElementChild.textContent : null,
    })),
  );
  const french = topicTexts().find((text) => text.topicId === 'swccg/actions' && text.lang === 'fr')!;
  expect(headings.length).toBe(
    french.paragraphs.filter((paragraph) => paragraph.kind === 'heading' && (paragraph.level ?? 2) === 2).length,
  );
  for (const { english, marked } of headings) expect(marked, english).toBe(english);
  // English glossary entries and card names the French text keeps as printed.
  const english = [
    'automatic modifier',
    'automatic action',
    'capturing characters',
    'empty deck or pile',
    'empty hand',
    'about to draw',
    'just initiated',
    'immediately',
    'Crash site memorial',
    'Alter',
    'Sense',
    'Control',
    "Don't get cocky",
    'You overestimate their chances',
    'A gift',
    'Tentacle',
    'Shocking revelation',
    'Beru stew',
    'Podrace Prep',
    'Noble Sacrifice',
  ];
  for (const phrase of english) {
    const { all, marked } = await occurrences(page, phrase, 'en');
    expect(all, phrase).toBeGreaterThan(0);
    expect(marked, phrase).toBe(all);
  }
  for (const [path, phrase] of [
    ['/fr/swccg/activate-force/', 'activate phase'],
    ['/fr/swccg/adjacent/', 'vehicle sites'],
    ['/fr/swccg/activating-force/', 'Blue Milk'],
    ['/fr/swccg/admirals-order/', "Admiral's Orders"],
  ]) {
    await page.goto(path);
    const { all, marked } = await occurrences(page, phrase, 'en');
    expect(all, `${path} ${phrase}`).toBeGreaterThan(0);
    expect(marked, `${path} ${phrase}`).toBe(all);
  }
});

test.describe('a wide table at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const names = {
    ru: 'Таблица (прокручивается вбок)',
    en: 'Table (scrolls sideways)',
    fr: 'Tableau (défile horizontalement)',
  };

  for (const [lang, name] of Object.entries(names)) {
    const path = `/${lang}/rftg/rebel-vs-imperium/`;
    test(`${path}: no axe violation in light and dark mode`, async ({ page }) => {
      await page.goto(path);
      await page.locator('table').first().scrollIntoViewIfNeeded();
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        expect(await axeViolations(page), colorScheme).toEqual([]);
      }
    });

    test(`${path}: the table scrolls in its own box, which a keyboard reaches and scrolls`, async ({ page }) => {
      await page.goto(path);
      const region = page.getByRole('region', { name });
      await expect(region).toHaveCount(1);
      await expect(region.locator('[lang]').first()).toHaveAttribute('lang', lang);
      expect(await region.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
      // Tab from the paragraph's number: its cite toolbar comes next (it loads on that focus), then the table.
      await page.locator('#gamble .rule-number').focus();
      const toolbar = page.locator('.cite-tools[data-cite-for="gamble"]');
      await expect(toolbar).toBeVisible();
      // Then the paragraph's marked terms (links to the glossary), then the table.
      const passed: string[] = [];
      for (let step = 0; step < 30 && !(await region.evaluate((box) => box === document.activeElement)); step += 1) {
        await page.keyboard.press('Tab');
        passed.push(
          await page.evaluate(() => {
            const focused = document.activeElement!;
            return focused.closest('.cite-tools')
              ? 'toolbar'
              : focused.matches('a.term') && focused.closest('#gamble')
                ? 'term'
                : focused.matches('.table-scroll')
                  ? 'table'
                  : focused.outerHTML.slice(0, 80);
          }),
        );
      }
      await expect(region).toBeFocused();
      expect(passed.filter((each) => !['toolbar', 'term', 'table'].includes(each))).toEqual([]);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => region.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
    });
  }
});
