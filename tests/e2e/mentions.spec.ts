/**
 * A quiet text: a mention of a topic that has no text yet (a card or entry
 * named in a rule) is the name alone — visibly not a link, marked as a name
 * with its `lang` — with no "no text yet" after every name. That it has no
 * text yet is there on demand: on hover (mouse), on a tap and on keyboard
 * focus, and to screen readers as the mention's description, not in its name.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { interfaceString, languages } from '../support/site.ts';

/** The long texts full of mentions: RftG's card lists (Russian) and SWCCG's glossary entries (French). */
const topics = ['rftg/rebel-vs-imperium', 'swccg/actions'];
const themes = ['light', 'dark'] as const;

/** What CSS draws after a mention (its `::after`): `none` when nothing is. */
const drawnAfter = (mention: Locator) => mention.evaluate((element) => getComputedStyle(element, '::after').content);

/** The contrast ratio (WCAG) of the note drawn after a mention against its own background (it floats over the text). */
async function noteContrast(mention: Locator): Promise<number> {
  return mention.evaluate((element) => {
    const rgb = (colour: string) =>
      colour
        .match(/[\d.]+/g)!
        .slice(0, 3)
        .map(Number);
    const luminance = (colour: string) => {
      const [r, g, b] = rgb(colour).map((channel) => {
        const c = channel / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const note = getComputedStyle(element, '::after');
    const [a, b] = [luminance(note.color), luminance(note.backgroundColor)];
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  });
}

/** Name and description of an element as Chromium's accessibility tree gives them to a screen reader. */
async function accessibleNameAndDescription(
  page: Page,
  element: Locator,
): Promise<{ name: string; description: string }> {
  await element.evaluate((each) => each.setAttribute('data-probed', ''));
  const client = await page.context().newCDPSession(page);
  const { result } = await client.send('Runtime.evaluate', { expression: `document.querySelector('[data-probed]')` });
  const { node } = await client.send('DOM.describeNode', { objectId: result.objectId });
  const { nodes } = await client.send('Accessibility.getPartialAXTree', {
    backendNodeId: node.backendNodeId,
    fetchRelatives: false,
  });
  await client.detach();
  await element.evaluate((each) => each.removeAttribute('data-probed'));
  return { name: String(nodes[0]?.name?.value ?? ''), description: String(nodes[0]?.description?.value ?? '') };
}

/** Every "no text yet" of the interface, in each language. */
const noTextYet = languages.map((lang) => interfaceString(lang, 'topic.noTextYet'));

for (const topicId of topics) {
  for (const lang of languages) {
    test(`/${lang}/${topicId}/: the text names topics without a text, with no note after them`, async ({ page }) => {
      await page.goto(`/${lang}/${topicId}/`);
      const mentions = page.locator('article.topic .mention');
      expect(await mentions.count()).toBeGreaterThan(5);
      const text = await page.locator('article.topic').innerText();
      for (const note of noTextYet) expect(text).not.toContain(note);
      // Each mention, read in one go: the topic it names, whether it is inside or holds a link or button, what CSS draws after it.
      const each = await mentions.evaluateAll((elements) =>
        elements.map((element) => ({
          unwritten: element.getAttribute('data-unwritten'),
          notALink: element.closest('a, button') === null && element.querySelector('a') === null,
          after: getComputedStyle(element, '::after').content,
        })),
      );
      for (const mention of each) {
        expect(mention.unwritten).toMatch(/^[a-z0-9-]+\/[a-z0-9-]+$/);
        expect(mention.notALink, mention.unwritten ?? '').toBe(true);
        expect(mention.after, mention.unwritten ?? '').toBe('none');
      }
      // Marked as a name: a dotted underline, not a link's colour.
      const first = mentions.first();
      expect(await first.evaluate((element) => getComputedStyle(element).textDecorationStyle)).toBe('dotted');
      expect(await first.evaluate((element) => getComputedStyle(element).color)).toBe(
        await page.locator('article.topic').evaluate((element) => getComputedStyle(element).color),
      );
    });
  }
}

test('a mention keeps the language of its name', async ({ page }) => {
  await page.goto('/fr/rftg/rebel-vs-imperium/');
  // "Gambling World" in the Russian text, shown on the French page.
  const mention = page.locator('article.topic .mention[data-unwritten="rftg/gambling-world"]').first();
  await expect(mention).toHaveAttribute('lang', 'en');
  await expect(mention).toHaveText('Gambling World');
});

for (const theme of themes) {
  test.describe(`at 1280 px with a mouse, ${theme}`, () => {
    test.use({ viewport: { width: 1280, height: 800 }, colorScheme: theme });

    for (const lang of languages) {
      test(`/${lang}/: hovering a mention says it has no text yet, in ${lang}; leaving it, nothing`, async ({
        page,
      }) => {
        await page.goto(`/${lang}/swccg/actions/`);
        const mention = page.locator('article.topic .mention').first();
        await mention.scrollIntoViewIfNeeded();
        const before = (await mention.boundingBox())!;
        await mention.hover();
        expect(await drawnAfter(mention)).toContain(interfaceString(lang, 'topic.noTextYet'));
        // Under the name, floating: the mention (and so its line) keeps its size.
        expect(await mention.evaluate((element) => getComputedStyle(element, '::after').position)).toBe('absolute');
        expect(await mention.boundingBox()).toEqual(before);
        expect(await noteContrast(mention)).toBeGreaterThanOrEqual(4.5);
        await page.mouse.move(5, 5);
        expect(await drawnAfter(mention)).toBe('none');
      });
    }

    test('the keyboard reaches a mention; focused, it says so, and a screen reader hears the name, then "no text yet"', async ({
      page,
    }) => {
      await page.goto('/ru/rftg/rebel-vs-imperium/');
      // Two mentions one after the other in the tab order (a paragraph's number, between others, opens the copy toolbar).
      const index = await page.locator('article.topic .mention').evaluateAll((mentions) => {
        const focusable = [...document.querySelectorAll<HTMLElement>('a[href], button, input, [tabindex="0"]')].filter(
          (each) => each.offsetParent,
        );
        return mentions.findIndex(
          (mention, at) => at > 0 && focusable[focusable.indexOf(mention as HTMLElement) - 1] === mentions[at - 1],
        );
      });
      expect(index).toBeGreaterThan(0);
      const mention = page.locator('article.topic .mention').nth(index);
      const name = (await mention.innerText()).trim();
      await page
        .locator('article.topic .mention')
        .nth(index - 1)
        .focus();
      await page.keyboard.press('Tab');
      await expect(mention).toBeFocused();
      expect(await drawnAfter(mention)).toContain('текста пока нет');
      const spoken = await accessibleNameAndDescription(page, mention);
      expect(spoken).toEqual({ name, description: 'текста пока нет' });
    });
  });

  test.describe(`at 360 px on a touch screen, ${theme}`, () => {
    test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, colorScheme: theme });

    for (const lang of languages) {
      test(`/${lang}/: a tap on a mention says it has no text yet, in ${lang}; a tap elsewhere hides it`, async ({
        page,
      }) => {
        await page.goto(`/${lang}/rftg/rebel-vs-imperium/`);
        const mention = page.locator('article.topic .mention').first();
        await mention.scrollIntoViewIfNeeded();
        await mention.tap();
        await expect(mention).toBeFocused();
        expect(await drawnAfter(mention)).toContain(interfaceString(lang, 'topic.noTextYet'));
        expect(await noteContrast(mention)).toBeGreaterThanOrEqual(4.5);
        // The note stays inside the screen: the page does not scroll sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
        await page.locator('h1').tap();
        expect(await drawnAfter(mention)).toBe('none');
      });
    }
  });
}

test('lists of topics without a text keep saying so in words', async ({ page }) => {
  for (const lang of languages) {
    await page.goto(`/${lang}/rftg/`);
    const unwritten = page.locator('main li[data-unwritten]');
    expect(await unwritten.count()).toBeGreaterThan(0);
    await expect(unwritten.first()).toContainText(interfaceString(lang, 'topic.noTextYet'));
  }
});
