import { describe, expect, it } from 'vitest';
import {
  defaultLanguage,
  fallbackLanguages,
  isLanguage,
  languageName,
  languageNames,
  languages,
  shownLanguage,
} from '../../src/i18n/languages.ts';

describe('languages', () => {
  it('are ru, en, fr in the switcher order, with English as the default', () => {
    expect([...languages]).toEqual(['ru', 'en', 'fr']);
    expect(defaultLanguage).toBe('en');
    expect(languages).toContain(defaultLanguage);
  });

  it('each have their name in themselves', () => {
    expect(languageName('ru')).toBe('Русский');
    expect(languageName('en')).toBe('English');
    expect(languageName('fr')).toBe('Français');
    expect(Object.keys(languageNames).sort()).toEqual([...languages].sort());
  });

  it('recognises only the site languages', () => {
    for (const lang of languages) expect(isLanguage(lang)).toBe(true);
    for (const other of ['de', 'EN', 'en-GB', '', 'ru/', undefined, null, 1, {}]) expect(isLanguage(other)).toBe(false);
  });
});

describe('shownLanguage', () => {
  it('keeps the page language when it is there', () => {
    expect(shownLanguage('ru', ['en', 'ru'])).toBe('ru');
    expect(shownLanguage('fr', new Set(['fr'] as const))).toBe('fr');
  });

  it('falls back to English, then Russian, then French', () => {
    expect([...fallbackLanguages]).toEqual(['en', 'ru', 'fr']);
    expect(shownLanguage('fr', ['ru', 'en'])).toBe('en');
    expect(shownLanguage('en', ['fr', 'ru'])).toBe('ru');
    expect(shownLanguage('ru', ['fr'])).toBe('fr');
  });

  it('gives nothing when nothing is there', () => {
    expect(shownLanguage('en', [])).toBeUndefined();
  });
});
