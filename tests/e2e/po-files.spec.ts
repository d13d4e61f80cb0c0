/**
 * A French text of TI4 started from a PO file, as a translator in Poedit would
 * start it, on a copy of the project holding TI4 only (`projectCopy`):
 *
 * 1. `npm run po:export -- fr` writes the French PO file, every entry empty;
 *    two entries are filled with a PO library (gettext-parser, as Poedit
 *    writes them) and `npm run po:import` takes the file back;
 * 2. the copy builds: `/fr/ti4/component-limitations/` shows those two
 *    paragraphs in French and marks every other as not yet translated;
 * 3. an English paragraph changes and `po:export` runs again: its entry is
 *    `#, fuzzy`, with the English words it was translated from as `#| msgid`.
 */
import { expect, test } from '@playwright/test';
import { po as gettextPo, type GetTextTranslation } from 'gettext-parser';
import { readContent } from '../../src/content-model/read-content.ts';
import type { DistServer } from '../../tools/serve-dist.ts';
import { projectCopy, tail, type ProjectCopy } from '../support/project-copy.ts';

const topic = 'ti4/component-limitations';
const en = 'content/topics/ti4/component-limitations.en.mdx';
const poFile = 'po/ti4/component-limitations.fr.po';
/** The two entries translated, as the translator types them (tags kept). */
const translated: Record<string, { words: string; shown: string }> = {
  dice: {
    words:
      "<b>Dés :</b> les dés sont illimités. Si un joueur doit lancer plus de dés que le jeu n'en fournit, il en lance autant que possible, note les résultats, puis relance autant de dés que nécessaire.",
    shown: 'Dés : les dés sont illimités.',
  },
  'note-2': {
    words:
      "Les joueurs peuvent aussi échanger à tout moment les figurines d'infanterie et de chasseurs contre des jetons.",
    shown:
      "Les joueurs peuvent aussi échanger à tout moment les figurines d'infanterie et de chasseurs contre des jetons.",
  },
};

/** An entry of a parsed PO file, by its paragraph id. */
const entryOf = (parsed: ReturnType<typeof gettextPo.parse>, id: string) =>
  Object.values(parsed.translations[id] ?? {})[0] as GetTextTranslation | undefined;

test.describe.serial('a French text started from a PO file, on a copy of the project', () => {
  test.setTimeout(180_000);
  let copy: ProjectCopy;
  let server: DistServer | undefined;

  test.beforeAll(() => {
    copy = projectCopy('po-files', { games: ['ti4'] });
  });

  test.afterAll(async () => {
    await server?.close();
    copy?.remove();
  });

  test('two entries filled as Poedit would, imported and built: those two paragraphs in French, the others marked not yet translated', async ({
    page,
  }) => {
    const exported = await copy.script('po-export.ts', ['fr']);
    expect(exported.code, exported.output).toBe(0);
    const parsed = gettextPo.parse(copy.read(poFile));
    expect(parsed.headers.Language).toBe('fr');
    const english = readContent(copy.root).texts.find((text) => text.file === en)!.paragraphs;
    for (const paragraph of english) expect(entryOf(parsed, paragraph.id)?.msgstr, paragraph.id).toEqual(['']);
    for (const [id, { words }] of Object.entries(translated)) entryOf(parsed, id)!.msgstr = [words];
    copy.write(poFile, gettextPo.compile(parsed).toString('utf8'));

    const imported = await copy.script('po-import.ts', [poFile]);
    expect(imported.code, imported.output).toBe(0);
    expect(imported.output).toContain('content/topics/ti4/component-limitations.fr.mdx: dice translated');

    const built = await copy.build();
    expect(built.code, tail(built.output)).toBe(0);
    expect(built.output).toContain('0 error(s), 0 warning(s) in content/');
    server = await copy.serve();
    await page.goto(new URL(`/fr/${topic}/`, server.url).href);
    await expect(page.locator('article.topic')).toHaveAttribute('data-text-lang', 'fr');
    for (const [id, { shown }] of Object.entries(translated)) {
      const paragraph = page.locator(`[id="${id}"]`);
      await expect(paragraph).toContainText(shown);
      expect(await paragraph.evaluate((element) => element.closest('[lang]')!.getAttribute('lang')), id).toBe('fr');
      await expect(paragraph.locator('[data-translation-mark]')).toHaveCount(0);
    }
    await expect(page.locator('#dice strong')).toHaveText('Dés :');
    const untranslated = english.filter((paragraph) => !(paragraph.id in translated));
    await expect(page.locator('[data-untranslated="en"]')).toHaveCount(untranslated.length);
    const marked = await page
      .locator('[data-untranslated="en"]')
      .evaluateAll((elements) => elements.map((element) => element.id || element.querySelector('[id]')?.id));
    expect(marked).toEqual(untranslated.map((paragraph) => paragraph.id));
    await expect(page.locator('[data-translation-notice]')).toContainText(`${untranslated.length} paragraphes`);
  });

  test('an English paragraph changed, exported again: its entry is fuzzy, with the words it was translated from as #| msgid', async () => {
    const before = entryOf(gettextPo.parse(copy.read(poFile)), 'dice')!.msgid;
    copy.edit(en, (text) => text.replace('Dice are limitless.', 'Dice are limitless, always.'));
    const exported = await copy.script('po-export.ts', ['fr']);
    expect(exported.code, exported.output).toBe(0);
    const text = copy.read(poFile);
    const parsed = gettextPo.parse(text);
    const dice = entryOf(parsed, 'dice')!;
    expect(dice.comments?.flag).toBe('fuzzy');
    expect(dice.msgid).toContain('Dice are limitless, always.');
    expect(dice.msgstr).toEqual([translated.dice.words]);
    // The previous msgid, as a PO library reads it back.
    const previous = gettextPo.parse(`${dice.comments!.previous}\nmsgstr ""\n`);
    expect(Object.keys(previous.translations[''])).toEqual([before]);
    expect(text).toContain('#| msgid ""\n#| "<b>Dice:</b> Dice are limitless. If a player');
    // Only that entry: the other translated one is current.
    expect(entryOf(parsed, 'note-2')!.comments?.flag).toBeUndefined();
    expect(readContent(copy.root).texts.find((each) => each.lang === 'fr')?.data?.translationReview?.behind).toEqual([
      'dice',
    ]);
  });
});
