/**
 * The schemas of `src/schemas.ts` against what the content model makes: a
 * title in plain text and in runs by language (made by the model from the MDX
 * parser, not by a zod transform), the front matter refusing an empty title,
 * and every text of the content valid as the collections hold it.
 */
import { describe, expect, it } from 'vitest';
import { readText } from '../../src/content-model/read-text.ts';
import { frontMatterSchema, textSchema } from '../../src/schemas.ts';
import { topicTexts } from '../support/content.ts';

const frontMatter = (title: string) => ({
  game: 'swccg',
  lang: 'fr',
  title,
  source: { seed: '003.txt', edition: 'Glossaire' },
});

/** A text whose front matter has `title`, read by the model. */
const withTitle = (title: string, lang = 'fr') =>
  readText(
    `---\ngame: swccg\nlang: ${lang}\ntitle: ${JSON.stringify(title)}\nsource: { seed: 003.txt, edition: Glossaire }\n---\n\n<Rule id="a">\n\nTexte.\n\n</Rule>\n`,
    lang,
  );

const textOf = (topicId: string, lang: string) => {
  const text = topicTexts().find((candidate) => candidate.topicId === topicId && candidate.lang === lang);
  expect(text, `${topicId} in ${lang}`).toBeDefined();
  return text!;
};

describe('the title of a text', () => {
  it('is given in plain text and in runs by language (SWCCG Activate Force, as the content model reads it)', () => {
    const text = textOf('swccg/activate-force', 'fr');
    expect(text.title).toBe('Activate Force (activer de la Force)');
    expect(text.titleRuns).toEqual([{ text: 'Activate Force', lang: 'en' }, { text: ' (activer de la Force)' }]);
  });

  it('keeps a title in one language as one run (SWCCG Adjacent, TI4 in Russian)', () => {
    expect(textOf('swccg/adjacent', 'fr').titleRuns).toEqual([{ text: 'Adjacent' }]);
    const ru = textOf('ti4/component-limitations', 'ru');
    expect(ru.titleRuns).toEqual([{ text: 'Ограничение на компоненты' }]);
    expect(ru.title).toBe('Ограничение на компоненты');
  });

  it('is read as printed: a "#" inside it, an apostrophe in a marked run', () => {
    expect(textOf('rftg/rebel-vs-imperium', 'ru').title).toBe('Дополнение #2: Мятежники против Империй');
    expect(textOf('swccg/admirals-order', 'fr').titleRuns).toEqual([
      { text: "Admiral's Order", lang: 'en' },
      { text: " (ordre de l'amiral)" },
    ]);
  });

  it('plain, is its runs joined, in every text of the content', () => {
    for (const text of topicTexts()) expect(text.titleRuns.map((run) => run.text).join(''), text.file).toBe(text.title);
  });

  it('comes from the MDX parser: emphasis and spaces as in the body, <Original> in runs', () => {
    expect(withTitle("Admiral's *Order*").titleRuns).toEqual([{ text: "Admiral's Order" }]);
    expect(withTitle('<Original lang="en">Sense</Original>   (sens) ').titleRuns).toEqual([
      { text: 'Sense', lang: 'en' },
      { text: ' (sens)' },
    ]);
  });
});

describe('frontMatterSchema', () => {
  it('refuses an empty title', () => {
    expect(frontMatterSchema.safeParse(frontMatter('')).success).toBe(false);
    expect(frontMatterSchema.safeParse(frontMatter('Actions')).success).toBe(true);
  });

  it("keeps the title as written (its runs are the model's) and fills the defaults", () => {
    const data = frontMatterSchema.parse(
      frontMatter('<Original lang="en">Activate Force</Original> (activer de la Force)'),
    );
    expect(data.title).toBe('<Original lang="en">Activate Force</Original> (activer de la Force)');
    expect(data).toMatchObject({
      related: [],
      translatorNotes: [],
      source: { alsoFrom: [], translation: 'not-stated' },
    });
  });
});

describe('textSchema', () => {
  it("holds every text of the content as the model makes it (the collections' entries)", () => {
    for (const text of topicTexts()) {
      const result = textSchema.safeParse(text);
      expect(result.success ? [] : result.error.issues, text.file).toEqual([]);
    }
  });
});
