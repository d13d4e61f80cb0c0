/**
 * At the table, on a phone: every topic page in every language fits a 360 px
 * screen, reads at 16 px or more, and has tap targets of 44 px; the theme
 * follows the system, and the reader's choice applies before the first paint
 * and persists.
 */
import { expect, test, type Page } from '@playwright/test';
import { topicPages } from './site-pages.ts';

const light = 'rgb(253, 252, 249)';
const dark = 'rgb(18, 18, 18)';

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  for (const path of topicPages()) {
    test(`${path} fits, reads at 16 px, taps at 44 px`, async ({ page }) => {
      await page.goto(path);
      const layout = await page.evaluate(() => {
        const tooSmall = [...document.querySelectorAll<HTMLElement>('a[href], button')]
          .filter((element) => {
            const style = getComputedStyle(element);
            // Links inside a sentence are exempt (WCAG 2.5.8, "inline").
            if (style.display === 'inline' || style.visibility === 'hidden' || element.closest('[hidden]')) return false;
            const box = element.getBoundingClientRect();
            if (box.width === 0 && box.height === 0) return false;
            // The skip link is a target only while focused, where it is 44 px tall too.
            return box.height < 44 || box.width < 44;
          })
          .map((element) => `${element.tagName} "${element.textContent?.trim()}" ${Math.round(element.getBoundingClientRect().width)}×${Math.round(element.getBoundingClientRect().height)}`);
        return {
          scrollWidth: document.scrollingElement!.scrollWidth,
          fontSize: parseFloat(getComputedStyle(document.body).fontSize),
          paragraphFontSizes: [...document.querySelectorAll('main p, main li')].map((p) => parseFloat(getComputedStyle(p).fontSize)),
          tooSmall,
        };
      });
      expect(layout.scrollWidth).toBeLessThanOrEqual(360);
      expect(layout.fontSize).toBeGreaterThanOrEqual(16);
      expect(Math.min(...layout.paragraphFontSizes)).toBeGreaterThanOrEqual(16);
      expect(layout.tooSmall).toEqual([]);
    });
  }

  test('the header leaves the rule on screen, and the game is one tap away', async ({ page }) => {
    await page.goto('/en/ti4/component-limitations/');
    const header = await page.locator('.site-header').boundingBox();
    expect(header!.height).toBeLessThanOrEqual(60);
    await expect(page.locator('#dice')).toBeInViewport();
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Twilight Imperium (4th edition)' }).click();
    await expect(page).toHaveURL('/en/ti4/');
  });

  test("a game's next and previous topics are one tap away", async ({ page }) => {
    await page.goto('/fr/swccg/activate-force/');
    const neighbours = page.getByRole('navigation', { name: 'Autres sujets de ce jeu' });
    await neighbours.getByRole('link', { name: /Sujet suivant/ }).click();
    await expect(page).toHaveURL('/fr/swccg/activate-phase/');
    await page.getByRole('navigation', { name: 'Autres sujets de ce jeu' }).getByRole('link', { name: /Sujet précédent/ }).click();
    await expect(page).toHaveURL('/fr/swccg/activate-force/');
  });
});

/** Records the page background at the first animation frame (before the first paint) and at DOMContentLoaded. */
async function recordEarlyBackground(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const background = () => getComputedStyle(document.body ?? document.documentElement).backgroundColor;
    requestAnimationFrame(() => ((window as any).__firstFrameBackground = background()));
    document.addEventListener('DOMContentLoaded', () => ((window as any).__loadedBackground = background()));
  });
}

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
          if (node instanceof Element && node.tagName !== 'SCRIPT' && node.parentElement?.closest('body')) parsedBeforeTheme.push(node.tagName);
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
});
