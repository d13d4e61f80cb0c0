import { describe, expect, it } from 'vitest';
import type { TermRecord } from '../../src/glossary/glossary-terms.ts';
import { fewestWords, termNames } from '../../src/search/indexing/term-names.ts';
import { injected } from '../../src/search/search-words.ts';

/** A glossary record as `termRecords` makes it: names in order, with their languages. */
function record(game: string, names: [lang: string, name: string][]): TermRecord {
  return {
    url: `/en/glossary/#${names[0][1]}`,
    content: names.map(([, name]) => name).join(', '),
    meta: {
      title: names[0][1],
      titleLang: 'en',
      game,
      topics: '{}',
      languages: names.map(([lang]) => lang).join(' '),
    },
  };
}

const records = [
  record('RftG', [
    ['ru', 'военная мощь'],
    ['ru', 'военной мощи'],
    ['en', 'Military'],
  ]),
  record('RftG', [
    ['ru', 'мир'],
    ['ru', 'миры'],
    ['en', 'World'],
  ]),
  record('RftG', [
    ['ru', 'военный мир'],
    ['en', 'military world'],
  ]),
  record('TI4', [
    ['en', 'die'],
    ['en', 'dice'],
    ['ru', 'кубик'],
    ['ru', 'кубики'],
    ['ru', 'кубиков'],
  ]),
];

describe("the glossary's names indexed in the texts (term-names.ts)", () => {
  it("follow each name of a term of the text's game with the term's names in the other languages", () => {
    const russian = termNames(records, 'RftG', 'ru')!;
    expect(russian('Оплата военной мощи (⊙⊙)')).toBe(`Оплата военной мощи${injected('military')} (⊙⊙)`);
    // The longest name: «военный мир» is the term military world, not the term world after «военный».
    expect(russian('Военный мир и миры')).toBe(`Военный мир${injected('military world')} и миры${injected('world')}`);
    // Whole words only.
    expect(russian('мирный')).toBe('мирный');
    const english = termNames(records, 'TI4', 'en')!;
    expect(english('Roll a die; reroll dice.')).toBe(
      `Roll a die${injected('кубик')}; reroll dice${injected('кубик')}.`,
    );
  });

  it('are none where no term of the game has a name in the language and another', () => {
    expect(termNames(records, 'TI4', 'fr')).toBeUndefined();
    expect(termNames(records, 'SWCCG', 'en')).toBeUndefined();
  });

  it('are the fewest words a query of any of them finds', () => {
    expect(fewestWords(['кубик', 'кубики', 'кубиков'])).toEqual(['кубик']);
    expect(fewestWords(['die', 'dice'])).toEqual(['die', 'dice']);
    expect(fewestWords(['военная мощь', 'военной мощи', 'военную мощь'])).toEqual([
      'военная',
      'мощь',
      'военной',
      'мощи',
      'военную',
    ]);
  });

  it("leave out a name's short words, which find nothing and would hide the words they start", () => {
    expect(fewestWords(['about to draw', 'token'])).toEqual(['about', 'draw', 'token']);
    expect(fewestWords(['activation de la Force', 'débris'])).toEqual(['activation', 'force', 'débris']);
    // A name that is one short word is the name itself.
    expect(fewestWords(['VP'])).toEqual(['vp']);
  });
});
