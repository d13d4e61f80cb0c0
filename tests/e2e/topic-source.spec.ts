/**
 * The source line at the foot of a topic page reads as sentences in the page's
 * language, with that language's punctuation (French: a no-break space before
 * ":"), for a player: the edition, the language the text is in, and only what
 * the source says about the text being official — no seed file name (those are
 * on the status page, for maintainers).
 */
import { expect, test } from '@playwright/test';

const nbsp = '\u00a0';

const expected: [path: string, text: string, editionLang: string][] = [
  [
    '/en/ti4/component-limitations/',
    'Source: Twilight Imperium 4th edition, Rules Reference. In English. Original text.',
    'en',
  ],
  [
    '/fr/ti4/component-limitations/',
    `Source${nbsp}: Twilight Imperium 4th edition, Rules Reference. En anglais. Texte original.`,
    'en',
  ],
  [
    '/ru/ti4/component-limitations/',
    'Источник: Пункт 49 правил на русском языке, с веб-страницы. На русском языке. Официальный ли это текст, в источнике не сказано. Редакция 2 из 2.',
    'ru',
  ],
  [
    '/fr/swccg/actions/',
    `Source${nbsp}: Extrait du glossaire des règles, en traduction française. En français. La source ne dit pas si le texte est officiel.`,
    'fr',
  ],
  [
    '/en/swccg/actions/',
    'Source: Extrait du glossaire des règles, en traduction française. In French. The source does not say whether the text is official.',
    'fr',
  ],
  [
    '/ru/rftg/rebel-vs-imperium/',
    'Источник: Правила дополнения #2 «Мятежники против Империй», перевод на русский язык. На русском языке. Неофициальный перевод.',
    'ru',
  ],
];

for (const [path, text, editionLang] of expected) {
  test(`${path}: the source line reads "${text.slice(0, 40)}…"`, async ({ page }) => {
    await page.goto(path);
    const line = page.locator('[data-topic-source]');
    // textContent, not toHaveText: the spaces themselves (and the French no-break space) are what is tested.
    expect(await line.evaluate((element) => element.textContent)).toBe(text);
    await expect(line.locator('span[lang]')).toHaveAttribute('lang', editionLang);
  });
}
