import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  gamePath,
  glossaryPath,
  homePath,
  paragraphPath,
  parseReference,
  rootPath,
  samePageIn,
  statusPath,
  topicPath,
} from '../../src/utils/routing.ts';

describe('path builders (the URL contract)', () => {
  it('builds the root, home and game paths with a trailing slash', () => {
    expect(rootPath).toBe('/');
    expect(homePath('ru')).toBe('/ru/');
    expect(gamePath('fr', 'swccg')).toBe('/fr/swccg/');
  });

  it('builds topic paths, with and without a paragraph', () => {
    expect(topicPath('en', 'ti4/component-limitations')).toBe('/en/ti4/component-limitations/');
    expect(topicPath('ru', 'ti4/component-limitations', 'unit-tokens')).toBe('/ru/ti4/component-limitations/#unit-tokens');
    expect(topicPath('fr', 'swccg/actions', '')).toBe('/fr/swccg/actions/');
  });

  it('builds paragraph, glossary and status paths', () => {
    expect(paragraphPath('fr', 'swccg/actions', 'stacking-1')).toBe('/fr/swccg/actions/stacking-1/');
    expect(glossaryPath('en')).toBe('/en/glossary/');
    expect(statusPath('ru')).toBe('/ru/status/');
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
    expect(parseReference('ti4/units')).toEqual({ topicId: 'ti4/units', game: 'ti4', topic: 'units', paragraph: undefined });
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
