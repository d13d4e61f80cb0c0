/**
 * The glossary as the glossary page and the search index take it
 * (`src/glossary/glossary-terms.ts`), from the library of the content model: each
 * term's topics at the text a page in that language shows, and one search
 * record per term in each language's index.
 */
import { describe, expect, it } from 'vitest';
import { glossaryTermsOf, termAnchor, termRecords } from '../../src/glossary/glossary-terms.ts';
import { fallbackLanguages, languages } from '../../src/i18n/languages.ts';
import { library } from '../support/content.ts';

describe('glossaryTermsOf', () => {
  it("links each term's topics at the text shown in the page's language: its own, else the fallback", () => {
    const tokenIn = (lang: 'ru' | 'en' | 'fr') =>
      glossaryTermsOf(library(), 'ti4', lang).find((term) => term.id === 'token')!;
    expect(tokenIn('ru').topics).toEqual([
      {
        path: '/ru/ti4/component-limitations/',
        title: 'Ограничение на компоненты',
        titleRuns: [{ text: 'Ограничение на компоненты' }],
        lang: 'ru',
      },
    ]);
    // No French text of TI4: the French page links the English one, as its topic page shows it.
    expect(tokenIn('fr').topics).toEqual([
      {
        path: '/en/ti4/component-limitations/',
        title: 'Component Limitations',
        titleRuns: [{ text: 'Component Limitations' }],
        lang: 'en',
      },
    ]);
    expect(tokenIn('fr')).toMatchObject({ id: 'token', game: 'ti4', names: { en: ['token', 'tokens'] } });
  });

  it("keeps the glossary's order and gives nothing for a game without one", () => {
    const terms = glossaryTermsOf(library(), 'ti4', 'en');
    expect(terms.map((term) => term.id)).toEqual(
      library()
        .glossaries.get('ti4')!
        .map((term) => term.id),
    );
    expect(glossaryTermsOf(library(), 'nothing', 'en')).toEqual([]);
  });
});

describe('termRecords', () => {
  const records = termRecords(library());
  const termCount = [...library().glossaries.values()].reduce((sum, terms) => sum + terms.length, 0);

  it("gives every term one record, at its entry on the glossary page of its headword's language", () => {
    expect(records).toHaveLength(termCount);
    expect(new Set(records.map((record) => record.url)).size).toBe(termCount);
    const dice = records.find((record) => record.url === `/en/glossary/#${termAnchor({ game: 'ti4', id: 'dice' })}`);
    const topic = [{ url: '/en/ti4/component-limitations/', title: 'Component Limitations', lang: 'en' }];
    const ruTopic = [{ url: '/ru/ti4/component-limitations/', title: 'Ограничение на компоненты', lang: 'ru' }];
    expect(dice).toEqual({
      url: '/en/glossary/#ti4-dice',
      content: 'die, dice, кубик, кубики, кубиков',
      meta: {
        title: 'die',
        titleLang: 'en',
        game: 'TI4',
        topics: JSON.stringify({ ru: ruTopic, en: topic, fr: topic }),
        languages: 'en en ru ru ru',
      },
    });
  });

  it('lists the names in fallback order, each with its language, the headword first', () => {
    for (const record of records) {
      const names = record.content.split(', ');
      const langs = record.meta.languages.split(' ');
      expect(langs.length, record.url).toBe(names.length);
      const firstIndex = (lang: string) => fallbackLanguages.indexOf(lang as never);
      expect(langs.map(firstIndex), record.url).toEqual([...langs.map(firstIndex)].sort((a, b) => a - b));
      expect(record.meta.titleLang, record.url).toBe(langs[0]);
      expect(record.meta.title, record.url).toBe(names[0]);
      expect(Object.keys(JSON.parse(record.meta.topics)), record.url).toEqual([...languages]);
    }
  });
});
