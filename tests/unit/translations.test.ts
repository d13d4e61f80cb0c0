import { expect, test } from 'vitest';
import { missingLanguages, paragraphGaps } from '../../src/utils/translations.ts';

test('paragraphGaps: every paragraph one translation has and another lacks', () => {
  const gaps = paragraphGaps(
    new Map([
      ['fr', ['rules', 'dice']],
      ['en', ['rules', 'tokens']],
      ['ru', ['rules', 'dice', 'tokens']],
    ]),
  );
  expect(gaps).toEqual([
    { paragraph: 'dice', missingIn: 'en', presentIn: ['ru', 'fr'] },
    { paragraph: 'tokens', missingIn: 'fr', presentIn: ['ru', 'en'] },
  ]);
});

test('paragraphGaps: none when the translations agree, or there is one', () => {
  expect(paragraphGaps(new Map([['en', ['a', 'b']], ['ru', ['b', 'a']]]))).toEqual([]);
  expect(paragraphGaps(new Map([['fr', ['a']]]))).toEqual([]);
});

test('missingLanguages: in the site order', () => {
  expect(missingLanguages(['fr'])).toEqual(['ru', 'en']);
  expect(missingLanguages(['en', 'ru', 'fr'])).toEqual([]);
});
