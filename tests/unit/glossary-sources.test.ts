/**
 * The glossary claims nothing the sources do not print: in
 * `content/terms/{game}.yaml`, every name of a term is printed in the sources
 * of that game's texts, except a headword whose language is in
 * `addedByEditors` — and such a headword is indeed not printed there (the
 * glossary page shows it as added by the editors).
 */
import { describe, expect, it } from 'vitest';
import { readOriginal, readSource } from '../support/seed-coverage.ts';
import { expectedGameIds, glossaries, topicTexts } from '../support/content.ts';

/** The seed files a game's texts were converted from (`source.seed` and `source.alsoFrom`). */
function seedsOf(game: string): string[] {
  const seeds = topicTexts()
    .filter((text) => text.game === game)
    // (A text translated on the site from another has no seed of its own.)
    .flatMap(({ source }) => [...(source.seed ? [source.seed] : []), ...source.alsoFrom]);
  return [...new Set(seeds)];
}

/**
 * Text as words to compare: HTML tags and Markdown emphasis removed, spaces
 * inside straight quotes removed (`" just "` is `"just"`), lower case, one space.
 */
function words(text: string): string {
  return text
    .replace(/<[^>]+>/g, ' ')
    .replace(/[*_]/g, '')
    .replace(/"\s*([^"\n]*?)\s*"/g, '"$1"')
    .toLocaleLowerCase()
    .replace(/\s+/g, ' ');
}

/** Whether `name` stands in `text` as whole words. */
function printedIn(text: string, name: string): boolean {
  const pattern = words(name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}\\p{N}])`, 'u').test(text);
}

describe('printedIn', () => {
  it('finds whole words, whatever the case, emphasis and spaces inside quotes', () => {
    expect(printedIn(words('2. **Tokens:** Control Tokens'), 'control tokens')).toBe(true);
    expect(printedIn(words('réponse " just " à'), 'réponse "just"')).toBe(true);
    expect(printedIn(words('Control Tokens'), 'control token')).toBe(false);
    expect(printedIn(words('dice'), 'die')).toBe(false);
  });
});

it('has the glossary of every game expected (a new game may have none yet)', () => {
  expect(glossaries().map(({ file }) => file)).toEqual(
    expect.arrayContaining(expectedGameIds.map((game) => `content/terms/${game}.yaml`)),
  );
});

for (const { file, data: glossary } of glossaries()) {
  describe(file, () => {
    const seeds = seedsOf(glossary.game);
    const sources = seeds.map((seed) => {
      const copy = readSource(seed);
      const original = readOriginal(seed);
      if (original !== undefined) expect(copy === original, `sources/${seed} is a copy of its original`).toBe(true);
      return words(copy);
    });
    const printed = (term: string) => sources.some((source) => printedIn(source, term));

    it(`has sources to compare with (${seeds.join(', ')})`, () => {
      expect(seeds.length).toBeGreaterThan(0);
    });

    it('prints every name the editors did not add, and marks every headword the sources lack', () => {
      const wrong: string[] = [];
      for (const term of glossary.terms) {
        for (const [lang, names] of Object.entries(term.names)) {
          const [headword, ...forms] = names!;
          const added = term.addedByEditors.includes(lang as never);
          if (added && printed(headword))
            wrong.push(`${term.id} ${lang} "${headword}": printed in the sources, yet in addedByEditors`);
          if (!added && !printed(headword))
            wrong.push(`${term.id} ${lang} "${headword}": not printed in the sources, and not in addedByEditors`);
          for (const form of forms)
            if (!printed(form)) wrong.push(`${term.id} ${lang} "${form}": not printed in the sources`);
        }
        for (const lang of term.addedByEditors)
          if (!term.names[lang]) wrong.push(`${term.id}: addedByEditors names ${lang}, which has no name`);
      }
      expect(wrong).toEqual([]);
    });
  });
}
