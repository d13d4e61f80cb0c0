/**
 * Where every element of a page lies, in light and in dark mode: the dark
 * scheme changes colours only, so a page lays out alike in both. Tests of
 * where things are (links landing on headings, the section marked as the page
 * scrolls) then hold in both schemes when they hold in one; tests of colour
 * (axe's contrast) still run in each.
 *
 * @example
 * const { light, dark } = await layoutInBothSchemes(page);
 * expect(dark).toEqual(light);
 */
import type { Page } from '@playwright/test';

/** Each element of the page that has a box, as "tag#id.class x,y w×h" in document coordinates (and "hidden" when it is not visible), in document order. */
const elementBoxes = (page: Page) =>
  page.evaluate(() =>
    [...document.body.querySelectorAll('*')].flatMap((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) return [];
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
        typeof element.className === 'string' && element.className
          ? `.${element.className.trim().replace(/\s+/g, '.')}`
          : ''
      }`;
      const round = (value: number) => Math.round(value * 10) / 10;
      // (A closed <details> still lays out its content, unseen: checkVisibility tells.)
      const hidden = element.checkVisibility({ visibilityProperty: true }) ? '' : ' hidden';
      return [
        `${name} ${round(box.x + scrollX)},${round(box.y + scrollY)} ${round(box.width)}×${round(box.height)}${hidden}`,
      ];
    }),
  );

/** The page's element boxes in light mode, then in dark; the page is left in light mode. */
export async function layoutInBothSchemes(page: Page): Promise<{ light: string[]; dark: string[] }> {
  await page.emulateMedia({ colorScheme: 'light' });
  const light = await elementBoxes(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  const dark = await elementBoxes(page);
  await page.emulateMedia({ colorScheme: 'light' });
  return { light, dark };
}
