/**
 * Two languages side by side with gaps and a third language, on a copy of the
 * project holding TI4 only (`tests/support/project-copy.ts`): there TI4
 * Component Limitations gets a French text — made in the copy from the English
 * one, test-only — that lacks two paragraphs, and the English text loses one.
 * So each side-by-side page of the six (three texts, three interface
 * languages) shows its gaps, on either side, and each topic page links to both
 * other texts.
 */
import { expect, test } from '@playwright/test';
import type { DistServer } from '../../tools/serve-dist.ts';
import { readContent } from '../../src/content-model/read-content.ts';
import { modelLibrary } from '../../src/library/library.ts';
import type { Language } from '../../src/i18n/languages.ts';
import { projectCopy, tail, type ProjectCopy } from '../support/project-copy.ts';
import { interfaceString, languages } from '../support/site.ts';
import { axeViolations } from './axe.ts';
import { expectAligned, expectLayout, rowsOf } from './side-by-side-checks.ts';

const topicId = 'ti4/component-limitations';
const file = (lang: Language) => `content/topics/${topicId}.${lang}.mdx`;
/** Paragraphs the copy's French text lacks, and the one its English text lacks. */
const missingInFrench = ['token-substitutes', 'note-3'];
const missingInEnglish = ['unit-tokens'];
const frenchTitle = 'Limitations des composants (texte de test)';

test.describe.configure({ mode: 'serial' });

let copy: ProjectCopy;
let server: DistServer;

/** Removes a paragraph (`<Rule id="…">…</Rule>`) from an MDX text. */
const withoutRule = (text: string, id: string) =>
  text.replace(new RegExp(`<Rule id="${id}"[^>]*>[\\s\\S]*?</Rule>\\n+`), '');

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(240_000);
  copy = projectCopy('side-by-side', { games: ['ti4'] });
  const english = copy.read(file('en'));
  copy.write(
    file('fr'),
    missingInFrench.reduce(
      withoutRule,
      english
        .replace('lang: en', 'lang: fr')
        .replace('title: Component Limitations', `title: ${frenchTitle}`)
        .replace('translation: original', 'translation: unofficial'),
    ),
  );
  for (const id of missingInEnglish) copy.edit(file('en'), (text) => withoutRule(text, id));
  // A published id may not go away from the site's texts: in this copy, it does.
  copy.edit('content/published-ids.yaml', (text) =>
    [...missingInFrench, ...missingInEnglish].reduce(
      (yaml, id) => yaml.replace(new RegExp(`\\n  - ${id}(?=\\n)`), ''),
      text,
    ),
  );
  const { code, output } = await copy.build();
  expect(code, tail(output)).toBe(0);
  server = await copy.serve();
});

test.afterAll(async () => {
  await server?.close();
  copy?.remove();
});

const at = (path: string) => new URL(path, server.url).href;
/** The copy's texts of the topic, as its content model reads them. */
const textsOf = () => modelLibrary(readContent(copy.root)).topics.get(topicId)!.texts;

/** The six side-by-side pages: every interface language beside each text but its own (each language has a text now). */
const pairs = languages.flatMap((lang) =>
  languages.filter((other) => other !== lang).map((other) => ({ lang, other, path: `/${lang}/${topicId}/~${other}/` })),
);

test('the copy has the three texts, with the gaps made for this test', () => {
  const texts = textsOf();
  expect([...texts.keys()].sort()).toEqual(['en', 'fr', 'ru']);
  const ids = (lang: Language) => texts.get(lang)!.paragraphs.map((paragraph) => paragraph.id);
  for (const id of missingInFrench) expect(ids('fr')).not.toContain(id);
  for (const id of missingInEnglish) expect(ids('en')).not.toContain(id);
  expect(ids('ru')).toEqual(expect.arrayContaining([...missingInFrench, ...missingInEnglish]));
});

test('each topic page links to the topic beside each of its two other texts, in its interface language', async ({
  page,
}) => {
  for (const lang of languages) {
    await page.goto(at(`/${lang}/${topicId}/`));
    const links = page.locator('[data-side-by-side-links] a');
    const others = languages.filter((other) => other !== lang);
    await expect(links).toHaveText(others.map((other) => interfaceString(lang, `sideBySide.with.${other}`)));
    expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual(
      others.map((other) => `/${lang}/${topicId}/~${other}/`),
    );
  }
});

for (const [name, wide, use] of [
  ['360 px, touch', false, { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }],
  ['1280 px, mouse', true, { viewport: { width: 1280, height: 800 } }],
] as const) {
  test.describe(`at ${name}`, () => {
    test.use(use);

    test('every page aligns every paragraph and shows each gap, on the side that lacks it, in the interface language', async ({
      page,
    }) => {
      const texts = textsOf();
      const gaps: string[] = [];
      for (const { lang, other, path } of pairs) {
        await page.goto(at(path));
        const gapText = {
          reader: interfaceString(lang, `sideBySide.gap.${lang}`),
          other: interfaceString(lang, `sideBySide.gap.${other}`),
        };
        const rows = await expectAligned(page, {
          pageLang: lang,
          reader: texts.get(lang)!,
          other: texts.get(other)!,
          gapText,
        });
        await expectLayout(page, { wide, otherLang: other });
        for (const row of rows)
          if (!row.reader || !row.other) gaps.push(`${path} ${row.row}: ${row.reader ? other : lang} lacks it`);
        await expect(page.locator('.sbs-gap').first(), path).toBeVisible();
      }
      // Gaps on both sides: French lacks two paragraphs, English one.
      expect(gaps.sort()).toEqual(
        [
          `/ru/${topicId}/~en/ unit-tokens: en lacks it`,
          `/ru/${topicId}/~fr/ token-substitutes: fr lacks it`,
          `/ru/${topicId}/~fr/ note-3: fr lacks it`,
          `/en/${topicId}/~ru/ unit-tokens: en lacks it`,
          `/en/${topicId}/~fr/ unit-tokens: en lacks it`,
          `/en/${topicId}/~fr/ token-substitutes: fr lacks it`,
          `/en/${topicId}/~fr/ note-3: fr lacks it`,
          `/fr/${topicId}/~ru/ token-substitutes: fr lacks it`,
          `/fr/${topicId}/~ru/ note-3: fr lacks it`,
          `/fr/${topicId}/~en/ token-substitutes: fr lacks it`,
          `/fr/${topicId}/~en/ note-3: fr lacks it`,
          `/fr/${topicId}/~en/ unit-tokens: en lacks it`,
        ].sort(),
      );
    });

    test('a page with gaps on both sides: a paragraph only the other text has comes after the one it follows; no axe violation, light and dark', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      for (const path of [`/fr/${topicId}/~en/`, `/en/${topicId}/~fr/`]) {
        await page.goto(at(path));
        const rows = (await rowsOf(page)).map((row) => row.row);
        expect(rows.indexOf('token-substitutes'), path).toBe(rows.indexOf('tokens') + 1);
        expect(rows.indexOf('unit-tokens'), path).toBe(rows.indexOf('unit-reinforcements') + 1);
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme });
          expect(await axeViolations(page), `${path} ${colorScheme}`).toEqual([]);
        }
      }
    });

    test("a #paragraph the reader's text lacks lands on its row; the copy controls copy the reader's page's links", async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(at(`/fr/${topicId}/~en/#token-substitutes`));
      const row = page.locator('#token-substitutes');
      await expect(row).toHaveAttribute('data-row', 'token-substitutes');
      await expect(row).toBeInViewport();
      expect(await row.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
      await expect(row.locator('.sbs-reader .sbs-gap')).toHaveText("Le texte français n'a pas ce paragraphe.");
      await expect(row.locator('.sbs-other')).toContainText('If any of the above tokens are depleted');

      // A paragraph the French text has and the English lacks: copied as the French page's.
      // Its number is the handle of its copy controls (the text is for reading and selecting).
      const number = page.locator('#unit-tokens > .rule-number');
      await number.scrollIntoViewIfNeeded();
      await (wide ? number.click() : number.tap());
      const toolbar = page.locator('.cite-tools');
      await expect(toolbar).toHaveAttribute('data-cite-for', 'unit-tokens');
      await toolbar.locator('button[data-cite="link"]').click();
      await expect
        .poll(() => page.evaluate(() => navigator.clipboard.readText()))
        .toBe(`${new URL(page.url()).origin}/fr/${topicId}/#unit-tokens`);
      await toolbar.locator('button[data-cite="markdown"]').click();
      await expect
        .poll(() => page.evaluate(() => navigator.clipboard.readText()))
        .toContain(`— [${frenchTitle}, 4.2 · `);
      await expect(page.locator('[data-row="unit-tokens"] .sbs-other .sbs-gap')).toHaveText(
        "Le texte anglais n'a pas ce paragraphe.",
      );
    });
  });
}

test('on a side-by-side page: the way back to one text, the third language, and a switcher that keeps two texts side by side', async ({
  page,
}) => {
  await page.goto(at(`/ru/${topicId}/~fr/`));
  const links = page.locator('[data-side-by-side-links] a');
  await expect(links).toHaveText(['Только русский текст', 'Параллельно с английским']);
  expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual([
    `/ru/${topicId}/`,
    `/ru/${topicId}/~en/`,
  ]);
  const switcher = async (lang: Language) =>
    page.locator(`.language-switcher a[hreflang="${lang}"]`).evaluate((a: HTMLAnchorElement) => a.pathname);
  // English: the same page (English beside French); French: the French page shows French, so beside Russian.
  expect(await switcher('en')).toBe(`/en/${topicId}/~fr/`);
  expect(await switcher('fr')).toBe(`/fr/${topicId}/~ru/`);
  expect(await switcher('ru')).toBe(`/ru/${topicId}/~fr/`);
});

test('each side is headed by its own text’s title, marked with its language', async ({ page }) => {
  await page.goto(at(`/ru/${topicId}/~fr/`));
  await expect(page.locator('h1')).toHaveText('49 Ограничение на компоненты');
  await expect(page.locator('.sbs-titles .sbs-other')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('.sbs-titles .sbs-title')).toHaveText(frenchTitle);
});
