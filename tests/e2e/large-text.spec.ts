/**
 * Reading with the text enlarged, on a phone upright and sideways, and in a
 * short or tall laptop window (issue 28, "Read"), in ru/en/fr, light and dark:
 * - the contents bar ("On this page") shows its whole label, never a word of
 *   it cut, and a heading it leads to (by its link or by the address) comes to
 *   rest below it and below the header, never under them;
 * - long words may hyphenate by language: the text's elements hyphenate
 *   (`hyphens: auto`), and every word of the rule texts, their contents and
 *   their terms' descriptions is inside an element of its language (Cyrillic
 *   words in `ru`, Latin ones in `en` or `fr`), so that the browser hyphenates it
 *   by the right rules (and a screen reader says it so);
 * - a heading keeps its words whole rather than keep its "#" beside it.
 *
 * (Debian's Chromium, which runs these tests, has no hyphenation dictionaries:
 * a word longer than its line breaks there without a hyphen. Phones' browsers
 * have them; what the tests hold is what they need: the style and the languages.)
 */
import { contextOf, postures as issuePostures, setTextSize, type Posture } from './postures.ts';
import { expect, test, type Page } from '@playwright/test';
import { interfaceString, type Language } from '../support/site.ts';

/** The postures of the issue: a phone upright and sideways (touch), a short and a tall laptop window (mouse), 200 % text on a phone. */
const postures: Posture[] = [
  ...issuePostures,
  { name: '740×360 touch, sideways, 200 % text', viewport: { width: 740, height: 360 }, touch: true, textScale: 2 },
];

const languages: Language[] = ['ru', 'en', 'fr'];
const page = '/rftg/rebel-vs-imperium/';

/**
 * Words of an element's text that the layout cut across two lines (a word drawn in more than one box) though
 * they would fit whole on a line of the element. (A word longer than a whole line breaks: with a hyphen
 * where the browser can hyphenate its language.)
 */
function cutWords(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const cut: string[] = [];
    for (const element of document.querySelectorAll(selector)) {
      if (!(element as HTMLElement).checkVisibility()) continue;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const boxes = [...range.getClientRects()].filter((rect) => rect.width > 0);
          const width = boxes.reduce((sum, rect) => sum + rect.width, 0);
          const line = element.getBoundingClientRect().width;
          if (new Set(boxes.map((rect) => rect.top)).size > 1 && width < line - 1) cut.push(match[0]);
        }
      }
    }
    return cut;
  }, selector);
}

for (const [index, posture] of postures.entries()) {
  test.describe(posture.name, () => {
    test.use({
      ...contextOf(posture),
    });

    test('the contents show their whole label, and a heading they lead to rests below what stays on top, in ru, en and fr', async ({
      page: tab,
    }) => {
      // Light and dark by turns: each posture in one scheme, both schemes over the run.
      await tab.emulateMedia({ colorScheme: index % 2 ? 'dark' : 'light' });
      await setTextSize(tab, posture.textScale ?? 1);
      for (const lang of languages) {
        await tab.goto(`/${lang}${page}`);
        const label = interfaceString(lang, 'contents.label');
        const bar = tab.locator('.contents-bar summary');
        const barShown = await bar.isVisible();
        const labelBox = barShown ? tab.locator('.contents-bar-label') : tab.locator('.contents-title');
        await expect(labelBox).toHaveText(label);
        // The whole label: no word cut, none clipped, inside its bar.
        expect(await cutWords(tab, '.contents-bar-label, .contents-title'), `${lang}: label words cut`).toEqual([]);
        // Every line of its words inside the bar (or the margin's list) and on the screen.
        const outside = await labelBox.evaluate((element) => {
          const box = (element.closest('summary') ?? element).getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(element);
          return [...range.getClientRects()]
            .filter((line) => line.width > 0)
            .filter(
              (line) =>
                line.top < box.top - 1 ||
                line.bottom > box.bottom + 1 ||
                line.left < Math.max(0, box.left) - 1 ||
                line.right > Math.min(innerWidth, box.right) + 1,
            )
            .map(
              (line) =>
                `${Math.round(line.left)},${Math.round(line.top)} ${Math.round(line.width)}×${Math.round(line.height)}`,
            );
        });
        expect(outside, `${lang}: lines of the label outside its bar`).toEqual([]);

        // A heading reached by the contents, then by the address: below everything that stays on top.
        const below = async (id: string) => {
          const heading = tab.locator(`#${id}`);
          await expect
            .poll(() => heading.evaluate((element) => element.getBoundingClientRect().top))
            .toBeGreaterThan(0);
          const top = (await heading.boundingBox())!.y;
          const covering = await tab.evaluate(() =>
            Math.max(
              0,
              ...[...document.querySelectorAll<HTMLElement>('.site-header, .topic-contents')]
                .filter((element) => getComputedStyle(element).position === 'sticky')
                .map((element) => element.getBoundingClientRect())
                .filter((box) => box.top < 2 && box.width > 0.8 * innerWidth)
                .map((box) => box.bottom),
            ),
          );
          expect(top, `${lang}: #${id} is under what stays on top (${covering}px)`).toBeGreaterThanOrEqual(covering);
        };
        if (barShown) {
          await bar.click();
          await tab.locator('.contents-dropdown a[href="#takeovers"]').click();
        } else await tab.locator('.contents-aside a[href="#takeovers"]').click();
        await below('takeovers');
        await tab.goto(`/${lang}${page}#two-player-scenario`);
        await below('two-player-scenario');
        // Headings keep their words whole where they fit a line.
        expect(await cutWords(tab, 'article.topic .heading'), `${lang}: heading words cut`).toEqual([]);
      }
    });
  });
}

test.describe('200 % text on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('every word of the texts, their contents and their terms’ descriptions is in an element of its language, which hyphenates', async ({
    page: tab,
  }) => {
    await setTextSize(tab, 2);
    for (const path of [
      '/ru/rftg/rebel-vs-imperium/',
      '/en/rftg/rebel-vs-imperium/',
      '/fr/ti4/component-limitations/',
      '/ru/swccg/actions/',
      '/en/swccg/actions/',
      '/ru/ti4/component-limitations/',
    ]) {
      await tab.goto(path);
      const found = await tab.evaluate(() => {
        const wrong: string[] = [];
        const regions = document.querySelectorAll('article.topic, .topic-contents, [id^="term-"]');
        const hyphenating = new Set<string>();
        for (const region of regions) {
          const walker = document.createTreeWalker(region, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const element = node.parentElement!;
            const lang = element.closest('[lang]')?.getAttribute('lang') ?? '';
            hyphenating.add(getComputedStyle(element).hyphens);
            for (const [word] of (node.textContent ?? '').matchAll(/\p{L}{2,}/gu)) {
              // A Cyrillic word is Russian (whatever accent it carries: «бóльшая»); a Latin one is English or
              // French, except a Roman numeral ("III").
              const cyrillic = /\p{Script=Cyrillic}/u.test(word);
              if (cyrillic ? !lang.startsWith('ru') : lang.startsWith('ru') && !/^[IVXLC]+$/.test(word))
                wrong.push(`"${word}" in <${element.tagName.toLowerCase()} lang="${lang}">`);
            }
          }
        }
        return { wrong: [...new Set(wrong)], hyphenating: [...hyphenating] };
      });
      expect(found.wrong, path).toEqual([]);
      expect(found.hyphenating, path).toEqual(['auto']);
    }
  });
});
