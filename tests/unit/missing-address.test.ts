/**
 * What the not-found pages make of a missing address (`src/not-found/browser/missing-address.ts`):
 * where a paragraph or side-by-side page's address is sent, and the game and words of any other.
 */
import { expect, test } from 'vitest';
import { addressWords, movedTo } from '../../src/not-found/browser/missing-address.ts';
import { gameIds } from '../support/content.ts';

const games = gameIds();

test("a paragraph page's address goes to the paragraph in its topic page, a side-by-side or history page's to the topic page, a revision's paragraph page's to its history entry", () => {
  expect(movedTo('/fr/ti4/component-limitations/dice/', '')).toBe('/fr/ti4/component-limitations/#dice');
  expect(movedTo('/en/swccg/actions/~ru/', '#stacking-1')).toBe('/en/swccg/actions/#stacking-1');
  expect(movedTo('/ru/ti4/component-limitations/~history/r1-note-1/', '')).toBe(
    '/ru/ti4/component-limitations/~history/#r1-note-1',
  );
  expect(movedTo('/en/ti4/component-limitations/~history/', '#r1-note-3')).toBe('/en/ti4/component-limitations/');
  for (const path of ['/fr/swccg/nope/', '/fr/nope/', '/nope/', '/fr/404.html', '/'])
    expect(movedTo(path, ''), path).toBeUndefined();
});

test('the words of an address: its language, the game it names, the rest split into words', () => {
  expect(addressWords('/fr/swccg/nope-stacking/', games)).toEqual({
    lang: 'fr',
    game: 'swccg',
    words: 'nope stacking',
  });
  expect(addressWords('/en/nowhere_at-all.html', games)).toEqual({ lang: 'en', words: 'nowhere at all' });
  expect(
    addressWords('/ru/ti4/%D0%B8%D1%81%D1%82%D1%80%D0%B5%D0%B1%D0%B8%D1%82%D0%B5%D0%BB%D0%B8/index.html', games),
  ).toEqual({
    lang: 'ru',
    game: 'ti4',
    words: 'истребители',
  });
  // Not a game: a word; a broken escape: as written.
  expect(addressWords('/de/chess/%E0%A4%A/', games)).toEqual({ words: 'de chess %E0%A4%A' });
  expect(addressWords('/fr/ti4/', games)).toEqual({ lang: 'fr', game: 'ti4', words: '' });
});
