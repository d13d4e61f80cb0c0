/**
 * The URL contract: `pathOf` and `pageOfPath`, one grammar read both ways, the
 * path builders made from it, and the helpers that read references and swap a
 * page's language.
 */
import { describe, expect, it } from 'vitest';
import { languages } from '../../src/i18n/languages.ts';
import {
  absoluteUrl,
  bookletPath,
  citationsPath,
  gamePath,
  glossaryPath,
  homePath,
  pageOfPath,
  paragraphPath,
  parseReference,
  pathOf,
  rootPath,
  samePageIn,
  sideBySidePath,
  statusPath,
  gameStatusPath,
  topicPath,
  type Page,
} from '../../src/routing/paths.ts';

/** One page of every kind, in every language. */
const everyKind: Page[] = [
  { kind: 'root' },
  ...languages.flatMap((lang): Page[] => [
    { kind: 'home', lang },
    { kind: 'glossary', lang },
    { kind: 'status', lang },
    { kind: 'gameStatus', lang, game: 'swccg' },
    { kind: 'game', lang, game: 'ti4' },
    { kind: 'booklet', lang, game: 'swccg' },
    { kind: 'topic', lang, topicId: 'ti4/component-limitations' },
    { kind: 'paragraph', lang, topicId: 'swccg/actions', paragraph: 'stacking-1' },
    { kind: 'citations', lang, topicId: 'rftg/rebel-vs-imperium' },
    { kind: 'notFound', lang },
    { kind: 'history', lang, topicId: 'ti4/component-limitations' },
    { kind: 'revisionParagraph', lang, topicId: 'ti4/component-limitations', revision: 1, paragraph: 'note-3' },
    ...languages
      .filter((other) => other !== lang)
      .map((other): Page => ({ kind: 'sideBySide', lang, topicId: 'ti4/component-limitations', other })),
  ]),
];

describe('pathOf and pageOfPath (the URL grammar)', () => {
  it('gives each kind of page its path', () => {
    expect(pathOf({ kind: 'root' })).toBe('/');
    expect(pathOf({ kind: 'home', lang: 'ru' })).toBe('/ru/');
    expect(pathOf({ kind: 'glossary', lang: 'en' })).toBe('/en/glossary/');
    expect(pathOf({ kind: 'status', lang: 'fr' })).toBe('/fr/status/');
    expect(pathOf({ kind: 'gameStatus', lang: 'fr', game: 'ti4' })).toBe('/fr/status/ti4/');
    expect(pathOf({ kind: 'game', lang: 'fr', game: 'swccg' })).toBe('/fr/swccg/');
    expect(pathOf({ kind: 'booklet', lang: 'ru', game: 'swccg' })).toBe('/ru/swccg/print/');
    expect(pathOf({ kind: 'topic', lang: 'en', topicId: 'ti4/component-limitations' })).toBe(
      '/en/ti4/component-limitations/',
    );
    expect(pathOf({ kind: 'topic', lang: 'ru', topicId: 'ti4/component-limitations', paragraph: 'unit-tokens' })).toBe(
      '/ru/ti4/component-limitations/#unit-tokens',
    );
    expect(pathOf({ kind: 'paragraph', lang: 'fr', topicId: 'swccg/actions', paragraph: 'stacking-1' })).toBe(
      '/fr/swccg/actions/stacking-1/',
    );
    expect(pathOf({ kind: 'citations', lang: 'ru', topicId: 'ti4/component-limitations' })).toBe(
      '/ru/ti4/component-limitations/citations.json',
    );
    expect(pathOf({ kind: 'sideBySide', lang: 'ru', topicId: 'ti4/component-limitations', other: 'en' })).toBe(
      '/ru/ti4/component-limitations/~en/',
    );
  });

  it('reads each path back as its page, for every kind of page in every language', () => {
    for (const page of everyKind) expect(pageOfPath(pathOf(page)), pathOf(page)).toEqual(page);
    expect(new Set(everyKind.map(pathOf)).size).toBe(everyKind.length);
  });

  it('gives each page path the page whose path it is', () => {
    for (const path of [
      '/',
      '/en/',
      '/ru/glossary/',
      '/fr/status/',
      '/ru/status/rftg/',
      '/en/rftg/',
      '/ru/ti4/units/',
      '/fr/ti4/units/dice/',
      '/en/ti4/units/citations.json',
      '/fr/ti4/units/~ru/',
      '/en/swccg/print/',
    ]) {
      const page = pageOfPath(path);
      expect(page, path).toBeDefined();
      expect(pathOf(page!)).toBe(path);
    }
  });

  it('leaves the #paragraph and the query out of the page', () => {
    expect(pageOfPath('/ru/ti4/component-limitations/#unit-tokens')).toEqual({
      kind: 'topic',
      lang: 'ru',
      topicId: 'ti4/component-limitations',
    });
    expect(pageOfPath('/en/?q=fighter')).toEqual({ kind: 'home', lang: 'en' });
    expect(pageOfPath('/?q=x#top')).toEqual({ kind: 'root' });
    expect(pageOfPath('/fr/swccg/actions/stacking-1/?utm_source=forum')).toEqual({
      kind: 'paragraph',
      lang: 'fr',
      topicId: 'swccg/actions',
      paragraph: 'stacking-1',
    });
  });

  it('refuses a page path without its trailing slash (the host redirects it)', () => {
    for (const path of ['/en', '/en/glossary', '/en/ti4', '/en/ti4/units', '/en/ti4/units/dice'])
      expect(pageOfPath(path), path).toBeUndefined();
  });

  it('refuses an unknown language', () => {
    for (const path of [
      '/de/',
      '/EN/',
      '/english/',
      '/de/ti4/units/',
      '/ti4/en/',
      '/404.html',
      '/page-templates/paragraph/fr/en/ru-en/',
      '/page-templates/side-by-side/fr/ru/en-en-en/ru-en/',
    ]) {
      expect(pageOfPath(path), path).toBeUndefined();
    }
  });

  it('refuses segments that are not lower-case ASCII words joined by hyphens', () => {
    for (const path of [
      '/en/TI4/',
      '/en/ti4/Units/',
      '/en/ti4/units_2/',
      '/en//',
      '/en/ti4//',
      '/en/-ti4/',
      '/en/ti4/units-/',
      '/en/ti4/un%20its/',
      '/en/ti4/units/index.html',
      '/en/ti4/citations.json',
      '/en/ti4/units/dice/citations.json',
      '/en/ti4/units/citations.json/',
    ]) {
      expect(pageOfPath(path), path).toBeUndefined();
    }
  });

  it('refuses a path deeper than a paragraph page, and one without a leading slash', () => {
    expect(pageOfPath('/en/ti4/units/dice/more/')).toBeUndefined();
    expect(pageOfPath('/en/a/b/c/d/e/')).toBeUndefined();
    expect(pageOfPath('en/ti4/')).toBeUndefined();
    expect(pageOfPath('')).toBeUndefined();
  });
});

describe("a revision's paragraph pages in the URL grammar", () => {
  it('reads `~history/r{revision}-{paragraph}/` after a topic as that paragraph in that revision', () => {
    expect(
      pathOf({
        kind: 'revisionParagraph',
        lang: 'ru',
        topicId: 'ti4/component-limitations',
        revision: 12,
        paragraph: 'note-3',
      }),
    ).toBe('/ru/ti4/component-limitations/~history/r12-note-3/');
    expect(pageOfPath('/fr/ti4/component-limitations/~history/r1-see-also/')).toEqual({
      kind: 'revisionParagraph',
      lang: 'fr',
      topicId: 'ti4/component-limitations',
      revision: 1,
      paragraph: 'see-also',
    });
    // The history page, its entries' fragments and a paragraph page named like an entry keep what they were.
    expect(pageOfPath('/ru/ti4/component-limitations/~history/#r1-note-3')?.kind).toBe('history');
    expect(pageOfPath('/ru/ti4/component-limitations/r1-note-3/')?.kind).toBe('paragraph');
  });

  it('refuses a revision that is no order, a paragraph that is no id, another segment than `~history`, or no trailing slash', () => {
    for (const path of [
      '/ru/ti4/component-limitations/~history/r0-note-3/',
      '/ru/ti4/component-limitations/~history/r01-note-3/',
      '/ru/ti4/component-limitations/~history/rx-note-3/',
      '/ru/ti4/component-limitations/~history/note-3/',
      '/ru/ti4/component-limitations/~history/r1-/',
      '/ru/ti4/component-limitations/~history/r1-Note-3/',
      '/ru/ti4/component-limitations/~history/r1-note-3',
      '/ru/ti4/component-limitations/~en/r1-note-3/',
      '/ru/ti4/component-limitations/~history/r1-note-3/more/',
      '/ru/ti4/~history/r1-note-3/',
    ])
      expect(pageOfPath(path), path).toBeUndefined();
  });
});

describe('side-by-side pages in the URL grammar', () => {
  it('reads `~{language}` after a topic as the topic beside that language, never as a paragraph', () => {
    expect(pageOfPath('/ru/ti4/component-limitations/~en/')).toEqual({
      kind: 'sideBySide',
      lang: 'ru',
      topicId: 'ti4/component-limitations',
      other: 'en',
    });
    expect(pageOfPath('/fr/ti4/component-limitations/~ru/#dice')).toEqual({
      kind: 'sideBySide',
      lang: 'fr',
      topicId: 'ti4/component-limitations',
      other: 'ru',
    });
    // A paragraph id is a slug: it cannot start with `~`, so no paragraph page has a side-by-side path.
    expect(pageOfPath('/ru/ti4/component-limitations/en/')).toEqual({
      kind: 'paragraph',
      lang: 'ru',
      topicId: 'ti4/component-limitations',
      paragraph: 'en',
    });
  });

  it('refuses a side-by-side path of no language, of the page language itself, deeper, or without its trailing slash', () => {
    for (const path of [
      '/ru/ti4/component-limitations/~de/',
      '/ru/ti4/component-limitations/~EN/',
      '/ru/ti4/component-limitations/~/',
      '/ru/ti4/component-limitations/~en~fr/',
      '/ru/ti4/component-limitations/~ru/',
      '/ru/ti4/component-limitations/~en',
      '/ru/ti4/component-limitations/~en/dice/',
      '/ru/ti4/~en/',
      '/ru/~en/',
      '/ru/ti4/Component/~en/',
      '/ru/ti4/component-limitations/~en/citations.json',
    ]) {
      expect(pageOfPath(path), path).toBeUndefined();
    }
  });

  it('builds its path', () => {
    expect(sideBySidePath('fr', 'ti4/component-limitations', 'ru')).toBe('/fr/ti4/component-limitations/~ru/');
  });
});

describe("a game's booklet in the URL grammar", () => {
  it('reads `print` after a game as its booklet, never as a topic, and only there', () => {
    expect(pageOfPath('/fr/swccg/print/')).toEqual({ kind: 'booklet', lang: 'fr', game: 'swccg' });
    expect(pageOfPath('/fr/swccg/print/?utm_source=forum')).toEqual({ kind: 'booklet', lang: 'fr', game: 'swccg' });
    // Deeper, `print` is a paragraph id like any other; without the trailing slash, no page.
    expect(pageOfPath('/fr/swccg/actions/print/')).toEqual({
      kind: 'paragraph',
      lang: 'fr',
      topicId: 'swccg/actions',
      paragraph: 'print',
    });
    for (const path of [
      '/fr/swccg/print',
      '/fr/print/',
      '/fr/swccg/print/x/',
      '/fr/swccg/print/citations.json',
      '/fr/swccg/print/~en/',
    ])
      expect(pageOfPath(path)?.kind, path).not.toBe('booklet');
  });

  it('builds its path', () => {
    expect(bookletPath('en', 'ti4')).toBe('/en/ti4/print/');
  });
});

describe('path builders (the URL contract)', () => {
  it('builds the root, home and game paths with a trailing slash', () => {
    expect(rootPath).toBe('/');
    expect(homePath('ru')).toBe('/ru/');
    expect(gamePath('fr', 'swccg')).toBe('/fr/swccg/');
  });

  it('builds topic paths, with and without a paragraph', () => {
    expect(topicPath('en', 'ti4/component-limitations')).toBe('/en/ti4/component-limitations/');
    expect(topicPath('ru', 'ti4/component-limitations', 'unit-tokens')).toBe(
      '/ru/ti4/component-limitations/#unit-tokens',
    );
    expect(topicPath('fr', 'swccg/actions', '')).toBe('/fr/swccg/actions/');
  });

  it('builds paragraph, citations, glossary and status paths', () => {
    expect(paragraphPath('fr', 'swccg/actions', 'stacking-1')).toBe('/fr/swccg/actions/stacking-1/');
    expect(citationsPath('en', 'swccg/actions')).toBe('/en/swccg/actions/citations.json');
    expect(glossaryPath('en')).toBe('/en/glossary/');
    expect(statusPath('ru')).toBe('/ru/status/');
    expect(gameStatusPath('en', 'swccg')).toBe('/en/status/swccg/');
  });

  it('makes absolute URLs on the site origin', () => {
    const site = new URL('https://rules.example.org');
    expect(absoluteUrl('/ru/ti4/', site)).toBe('https://rules.example.org/ru/ti4/');
    expect(absoluteUrl(topicPath('en', 'ti4/component-limitations', 'dice'), site)).toBe(
      'https://rules.example.org/en/ti4/component-limitations/#dice',
    );
    expect(() => absoluteUrl('/', undefined)).toThrow(/site/);
  });
});

describe('samePageIn', () => {
  it('swaps the language of every kind of page', () => {
    expect(samePageIn('/ru/', 'fr')).toBe('/fr/');
    expect(samePageIn('/ru/ti4/', 'en')).toBe('/en/ti4/');
    expect(samePageIn('/ru/ti4/component-limitations/', 'fr')).toBe('/fr/ti4/component-limitations/');
    expect(samePageIn('/fr/swccg/actions/stacking-1/', 'ru')).toBe('/ru/swccg/actions/stacking-1/');
    expect(samePageIn('/fr/glossary/', 'en')).toBe('/en/glossary/');
    expect(samePageIn('/fr/swccg/actions/citations.json', 'en')).toBe('/en/swccg/actions/citations.json');
    expect(samePageIn('/ru/ti4/component-limitations/~en/', 'fr')).toBe('/fr/ti4/component-limitations/~en/');
    expect(samePageIn('/ru/swccg/print/', 'fr')).toBe('/fr/swccg/print/');
  });

  it('takes a side-by-side page to the topic page in the language of its other text (a topic is never beside itself)', () => {
    expect(samePageIn('/ru/ti4/component-limitations/~en/', 'en')).toBe('/en/ti4/component-limitations/');
  });

  it('keeps the same language as is', () => {
    expect(samePageIn('/en/rftg/', 'en')).toBe('/en/rftg/');
  });

  it('leaves paths that do not start with a language alone', () => {
    expect(samePageIn('/', 'ru')).toBe('/');
    expect(samePageIn('/404.html', 'ru')).toBe('/404.html');
    expect(samePageIn('/english/', 'ru')).toBe('/english/');
    expect(samePageIn('/ti4/en/', 'ru')).toBe('/ti4/en/');
  });
});

describe('parseReference', () => {
  it('splits a topic reference', () => {
    expect(parseReference('ti4/units')).toEqual({
      topicId: 'ti4/units',
      game: 'ti4',
      topic: 'units',
      paragraph: undefined,
    });
  });

  it('splits a paragraph reference', () => {
    expect(parseReference('swccg/actions#example-3')).toEqual({
      topicId: 'swccg/actions',
      game: 'swccg',
      topic: 'actions',
      paragraph: 'example-3',
    });
  });

  it('reads an empty paragraph as none', () => {
    expect(parseReference('swccg/actions#').paragraph).toBeUndefined();
  });

  it('gives an empty topic for a reference without one, for the caller to reject', () => {
    expect(parseReference('ti4')).toEqual({ topicId: 'ti4', game: 'ti4', topic: '', paragraph: undefined });
  });
});
