/**
 * The source line at the foot of a topic page reads as sentences in the page's
 * language, with that language's punctuation (French: a no-break space before
 * ":"), and says only what the source says about the text being official.
 */
import { expect, test } from '@playwright/test';

const nbsp = '\u00a0';

const expected: [path: string, text: string, editionLang: string][] = [
  ['/en/ti4/component-limitations/', 'Source: Twilight Imperium 4th edition, Rules Reference. Original text. Converted from 001_aca62f1091db89aa.txt.', 'en'],
  ['/fr/ti4/component-limitations/', `Source${nbsp}: Twilight Imperium 4th edition, Rules Reference. Texte original. Converti depuis 001_aca62f1091db89aa.txt.`, 'en'],
  [
    '/ru/ti4/component-limitations/',
    'Источник: Пункт 49 правил на русском языке, с веб-страницы. Официальный ли это текст, в источнике не сказано. Преобразовано из 004_f49852b638619b35.txt. Также использован 000_cef85be715a0f76e.txt.',
    'ru',
  ],
  [
    '/fr/swccg/actions/',
    `Source${nbsp}: Extrait du glossaire des règles, en traduction française. La source ne dit pas si le texte est officiel. Converti depuis 003_97d13c49fc71b090.txt.`,
    'fr',
  ],
  [
    '/en/swccg/actions/',
    'Source: Extrait du glossaire des règles, en traduction française. The source does not say whether the text is official. Converted from 003_97d13c49fc71b090.txt.',
    'fr',
  ],
  [
    '/ru/rftg/rebel-vs-imperium/',
    'Источник: Правила дополнения #2 «Мятежники против Империй», перевод на русский язык. Неофициальный перевод. Преобразовано из 002_3f08b6ca9ed20663.txt.',
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
