/**
 * The glossary a tap away (issue 28): each game's page links its game's part of
 * the glossary; the glossary page jumps to each game, and in a game's long list
 * to each letter; a game's page lists its texts first, and the topics without a
 * text come folded under a line that says how many (a `<details>`: it opens
 * without JavaScript), opening moves nothing above it. In ru/en/fr, light and
 * dark, at 360×740 and 740×360 touch, 1280×500 and 1280×800 with a mouse, and
 * with 200 % text at 360 px. Counts come from the content model.
 */
import { contextOf, postures, setTextSize } from './postures.ts';
import { expect, test, type Page } from '@playwright/test';
import { interfaceString, languages } from '../support/site.ts';
import { library } from '../support/content.ts';
import { lettersFrom } from '../../src/routing/route-data/glossary.ts';
import { fallbackLanguages } from '../../src/i18n/languages.ts';

const games = library().games;
const glossaryGames = games.filter((game) => (library().glossaries.get(game.id)?.length ?? 0) > 0);

/** How far down the page's sticky header covers (0 when it scrolls away). */
const covered = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector<HTMLElement>('.site-header')!;
    return getComputedStyle(header).position === 'sticky' ? header.getBoundingClientRect().bottom : 0;
  });

/** Waits for an element to come to rest on screen, below the sticky header. */
async function restsInView(page: Page, selector: string): Promise<void> {
  await expect
    .poll(async () => {
      const top = await page.locator(selector).evaluate((element) => element.getBoundingClientRect().top);
      return top >= (await covered(page)) - 1 && top < (await page.evaluate(() => innerHeight));
    })
    .toBe(true);
}

for (const [index, posture] of postures.entries()) {
  test.describe(posture.name, () => {
    test.use({
      ...contextOf(posture),
      colorScheme: index % 2 ? 'dark' : 'light',
    });

    test("a game's page links its glossary, which jumps by game and by letter, in ru, en and fr", async ({ page }) => {
      test.setTimeout(90_000);
      await setTextSize(page, posture.textScale ?? 1);
      for (const lang of languages) {
        // Each game's page links its part of the glossary; the last one's link is followed (the glossary's one load
        // in this language), and each game's part is reached from the glossary's own jump links below.
        for (const [at, game] of glossaryGames.entries()) {
          await page.goto(`/${lang}/${game.id}/`);
          const link = page.locator('[data-game-glossary]');
          await expect(link).toHaveAttribute('href', `/${lang}/glossary/#glossary-${game.id}`);
          await expect(link).toHaveText(interfaceString(lang, 'game.glossary', { game: game.name[lang] }));
          if (at < glossaryGames.length - 1) continue;
          await link.click();
          await expect(page).toHaveURL(new RegExp(`/${lang}/glossary/#glossary-${game.id}$`));
          await restsInView(page, `#glossary-${game.id}`);
        }
        // By game: every game with a glossary, with its number of terms, each link landing on its part.
        const byGame = page.locator('[data-glossary-games] a');
        await expect(byGame).toHaveCount(glossaryGames.length);
        for (const [at, game] of glossaryGames.entries()) {
          const terms = library().glossaries.get(game.id)!.length;
          await expect(byGame.nth(at)).toHaveAttribute('href', `#glossary-${game.id}`);
          await expect(byGame.nth(at)).toContainText(game.name[lang]);
          await expect(byGame.nth(at)).toContainText(String(terms));
          await byGame.nth(at).click();
          await expect(page).toHaveURL(new RegExp(`/${lang}/glossary/#glossary-${game.id}$`));
          await restsInView(page, `#glossary-${game.id}`);
          // By letter, where the list is long: each letter leads to the first term it starts, in order.
          const letters = page.locator(`[data-glossary-letters="${game.id}"] a`);
          if (terms < lettersFrom) {
            await expect(letters).toHaveCount(0);
            continue;
          }
          expect(await letters.count()).toBeGreaterThan(1);
          const order = [lang, ...(game.cardLanguage ? [game.cardLanguage] : []), ...fallbackLanguages];
          const targets = await letters.evaluateAll(
            (links, order) =>
              links.map((link) => {
                const term = document.getElementById(decodeURIComponent((link as HTMLAnchorElement).hash.slice(1)))!;
                // Sorted by its name in the page's language where it has one, else in the game's cards' language, else
                // in the site's order of languages (as the glossary's route data sorts them).
                const name = [...order.map((each) => `dt [lang="${each}"]`), 'dt [lang]']
                  .map((selector) => term.querySelector(selector))
                  .find(Boolean)!.textContent!;
                return {
                  letter: link.textContent!,
                  first: /\p{L}/u.exec(name)?.[0] ?? '',
                  place: [...term.parentElement!.children].indexOf(term),
                };
              }),
            order,
          );
          const collator = new Intl.Collator(lang, { sensitivity: 'base' });
          for (const target of targets)
            expect(collator.compare(target.letter, target.first), JSON.stringify(target)).toBe(0);
          expect(targets.map((target) => target.place)).toEqual(
            targets.map((target) => target.place).sort((a, b) => a - b),
          );
          const middle = letters.nth(Math.floor((await letters.count()) / 2));
          const hash = await middle.evaluate((link) => (link as HTMLAnchorElement).hash);
          await middle.click();
          await restsInView(page, hash);
        }
      }
    });

    test("a game's page lists its texts first; the topics without a text are folded, say how many, and open moving nothing above them, in ru, en and fr", async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await setTextSize(page, posture.textScale ?? 1);
      for (const lang of languages)
        for (const game of games) {
          const known = Object.keys(game.knownTopics).length;
          await page.goto(`/${lang}/${game.id}/`);
          const texts = page.locator('main .topic-list a');
          await expect(texts).toHaveCount(library().gameTopics(game.id).length);
          const folded = page.locator('[data-known-topics]');
          if (known === 0) {
            await expect(folded).toHaveCount(0);
            continue;
          }
          // Texts first: the list of texts comes before the names without one.
          expect(
            await texts
              .first()
              .evaluate(
                (link, details) => !!(link.compareDocumentPosition(details!) & Node.DOCUMENT_POSITION_FOLLOWING),
                await folded.elementHandle(),
              ),
          ).toBe(true);
          await expect(folded).not.toHaveAttribute('open');
          const plural = new Intl.PluralRules(lang).select(known);
          await expect(folded.locator('summary')).toHaveText(
            interfaceString(lang, `game.knownTopicsShow_${plural}`, { count: String(known) }),
          );
          await expect(folded.locator('[data-unwritten]').first()).toBeHidden();
          // Where things are on the page (not on the screen: the tap may scroll).
          const place = (selector: string) =>
            page
              .locator(selector)
              .first()
              .evaluate((element) => {
                const box = element.getBoundingClientRect();
                return { x: box.x + scrollX, y: box.y + scrollY, width: box.width, height: box.height };
              });
          const above = await place('main h2');
          const summary = await place('[data-known-topics] summary');
          await page.evaluate(() => {
            (window as unknown as { shifts: number }).shifts = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & {
                value: number;
                hadRecentInput: boolean;
              })[])
                if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
            }).observe({ type: 'layout-shift' });
          });
          await folded.locator('summary').click();
          await expect(folded.locator('[data-unwritten]')).toHaveCount(known);
          await expect(folded.locator('[data-unwritten]').first()).toBeVisible();
          expect(await place('main h2')).toEqual(above);
          expect(await place('[data-known-topics] summary')).toEqual(summary);
          expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
        }
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the folded topics open with a tap, in ru, en and fr', async ({ page }) => {
    const game = games.find((each) => Object.keys(each.knownTopics).length > 0)!;
    for (const lang of ['ru', 'en', 'fr'] as const) {
      await page.goto(`/${lang}/${game.id}/`);
      const folded = page.locator('[data-known-topics]');
      await folded.locator('summary').tap();
      await expect(folded.locator('[data-unwritten]').first()).toBeVisible();
    }
  });
});
