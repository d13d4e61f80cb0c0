import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { frontMatterSchema } from '../../src/schemas.ts';
import { stringAround, useTranslations } from '../../src/i18n/interface-strings.ts';
import { languages, type Language } from '../../src/i18n/languages.ts';
import { searchStringsOf } from '../../src/search/search-strings.ts';

type Strings = { [key: string]: string | Strings };

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function read(lang: Language): Strings {
  return JSON.parse(readFileSync(new URL(`../../src/i18n/locales/${lang}.json`, import.meta.url), 'utf8'));
}

/** Every key of a locale file as a dotted path, e.g. `topic.related`, `home.topicCount_few`. */
function keysOf(strings: Strings, prefix = ''): string[] {
  return Object.entries(strings).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

/** The keys with plural forms folded into their base key, and the plural forms each base has. */
function shapeOf(lang: Language): { keys: string[]; plurals: Map<string, string[]> } {
  const plurals = new Map<string, string[]>();
  const keys = new Set<string>();
  for (const key of keysOf(read(lang))) {
    const plural = pluralSuffix.exec(key);
    const base = plural ? key.slice(0, plural.index) : key;
    keys.add(base);
    if (plural) plurals.set(base, [...(plurals.get(base) ?? []), plural[1]].sort());
  }
  return { keys: [...keys].sort(), plurals };
}

describe('interface strings', () => {
  const english = shapeOf('en');

  for (const lang of languages) {
    it(`${lang}.json has exactly the keys of en.json`, () => {
      expect(shapeOf(lang).keys).toEqual(english.keys);
    });

    it(`${lang}.json has the plural forms ${lang} uses for counts of topics, and only forms of ${lang}`, () => {
      // Counts on the site are whole numbers well under a million: the forms they select, plus `other`,
      // the form i18next falls back to (so French needs no `many`, which only millions select).
      const rules = new Intl.PluralRules(lang);
      const needed = new Set(['other', ...Array.from({ length: 1001 }, (_, count) => rules.select(count))]);
      const allowed: string[] = rules.resolvedOptions().pluralCategories;
      const { plurals } = shapeOf(lang);
      expect([...plurals.keys()].sort()).toEqual([...english.plurals.keys()].sort());
      for (const [base, forms] of plurals) {
        for (const form of needed) expect(forms, `${base}_${form}`).toContain(form);
        for (const form of forms) expect(allowed, `${base}_${form}`).toContain(form);
      }
    });

    it(`${lang}.json has no empty string and keeps every {{placeholder}} of en.json`, () => {
      const en = read('en');
      const strings = read(lang);
      const valueAt = (root: Strings, key: string) =>
        key.split('.').reduce<Strings | string>((node, part) => (node as Strings)[part], root) as string;
      for (const key of keysOf(strings)) {
        const value = valueAt(strings, key);
        expect(value.trim(), key).not.toBe('');
        const base = key.replace(pluralSuffix, '');
        const enKey = keysOf(en).find((candidate) => candidate.replace(pluralSuffix, '') === base)!;
        const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
        expect(placeholders(value), key).toEqual(placeholders(valueAt(en, enKey)));
      }
    });
  }

  it('translates with the interface language', () => {
    expect(useTranslations('en')('topic.related')).toBe('Related topics');
    expect(useTranslations('ru')('topic.related')).toBe('См. также');
    expect(useTranslations('fr')('topic.related')).toBe('Voir aussi');
  });

  it('interpolates without escaping', () => {
    expect(useTranslations('en')('topic.shownIn', { language: 'French' })).toBe('Shown below in French.');
    expect(
      useTranslations('fr')('game.description', { game: 'Star Wars CCG (jeu de cartes à collectionner)' }),
    ).toContain('(jeu de cartes à collectionner)');
  });

  it('uses the Russian plural forms', () => {
    const t = useTranslations('ru');
    expect([1, 2, 4, 5, 11, 12, 21, 22, 25, 101, 111].map((count) => t('home.topicCount', { count }))).toEqual([
      '1 тема',
      '2 темы',
      '4 темы',
      '5 тем',
      '11 тем',
      '12 тем',
      '21 тема',
      '22 темы',
      '25 тем',
      '101 тема',
      '111 тем',
    ]);
  });

  it('uses the English and French plural forms', () => {
    expect(useTranslations('en')('home.topicCount', { count: 1 })).toBe('1 topic');
    expect(useTranslations('en')('home.topicCount', { count: 2 })).toBe('2 topics');
    expect(useTranslations('fr')('home.topicCount', { count: 1 })).toBe('1 sujet');
    expect(useTranslations('fr')('home.topicCount', { count: 0 })).toBe('0 sujet');
    expect(useTranslations('fr')('home.topicCount', { count: 2 })).toBe('2 sujets');
  });
});

/** Every source file of `src/`, as text. */
function sourceFiles(): string[] {
  const root = new URL('../../src/', import.meta.url).pathname;
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.(ts|astro|mjs|js)$/.test(path))
    .map((path) => readFileSync(join(root, path), 'utf8'));
}

/**
 * Keys built at run time from a prefix and a value, so never written whole in
 * `src/`: which keys, and the code that builds them (which must be in `src/`).
 */
const dynamicKeys = [
  { keys: /^language\.(ru|en|fr)$/, built: '`language.${' }, // FallbackNotice, TopicList, SiteSearch, glossary and status pages
  { keys: /^topic\.translation_/, built: '`topic.translation_${source.translation}`' }, // SourceDescription; checked against the schema below
  { keys: /^cite\.copied\.(link|preview|markdown|bbcode)$/, built: '`cite.copied.${action}`' }, // CiteTools
  { keys: /^cite\.(link|preview|markdown|bbcode)$/, built: '`cite.${action}`' }, // CiteTools
  { keys: /^search\.(results|moreInTopic)$/, built: '`${key}_${form}`' }, // search/search-strings.ts: the plural forms of the language
  { keys: /^theme\.choice\.(system|light|dark)$/, built: '`theme.choice.${choice}`' }, // ThemeChoice
  { keys: /^terms\.(marked|plain)$/, built: '`terms.${choice}`' }, // TermMarksChoice
  { keys: /^update\.(available|reload)$/, built: 'import { update as' }, // offline/browser/update-notice.ts imports the section of each locale file
  { keys: /^offline\.(ready|saving|incomplete|retry)$/, built: 'import { offline as' }, // offline/browser/offline-status.ts likewise
  // i18next contexts, one string per language (its name inflected or made an adjective as each language needs):
  { keys: /^translation\.behind_(ru|en|fr)$/, built: "'translation.behind', 'link', { context" }, // translationMarkHtml (topic and paragraph pages): the original's language
  { keys: /^translation\.untranslated_(ru|en|fr)$/, built: "t('translation.untranslated', { context" }, // translationMarkHtml (topic and paragraph pages): the language shown
  { keys: /^translation\.translatedFrom_(ru|en|fr)$/, built: "t('translation.translatedFrom', { context" }, // SourceDescription
  { keys: /^topic\.writtenIn_(ru|en|fr)$/, built: "t('topic.writtenIn', { context" }, // SourceDescription: the text's language
  { keys: /^sideBySide\.(with|only|pageTitle|column|gap)\.(ru|en|fr)$/, built: '`sideBySide.' }, // the side-by-side page and its links: one string per language named
  { keys: /^history\.group_/, built: '`history.group_${group.kind}`' }, // HistoryRevision: a revision's changes by kind
  { keys: /^history\.kind_/, built: '`history.kind_${entry.kind}`' }, // ParagraphTraces: a trace's entries by kind
  { keys: /^history\.mark_(changed|added)$/, built: '`history.mark_${mark.kind}`' }, // changeMarkHtml
  { keys: /^history\.markLabel_(changed|added)$/, built: '`history.markLabel_${mark.kind}`' }, // changeMarkHtml
];

/**
 * Keys no code uses, left on purpose, each with why. Listed so that they are
 * seen: the test fails as soon as one of them is removed or used.
 */
const knownUnused = [
  'search.textIn', // the search labels a result's language without it (`search.languages`); left for whoever owns the locales
  'language.current', // the switcher marks the current language with aria-current; left to whoever owns the switcher
];

describe('every interface string is used', () => {
  const code = sourceFiles().join('\n');
  const keys = [...new Set(keysOf(read('en')).map((key) => key.replace(pluralSuffix, '')))];
  const usedStatically = (key: string) =>
    [`'${key}'`, `"${key}"`, `\`${key}\``].some((quoted) => code.includes(quoted));

  it('each key of en.json is in src/, whole or through a listed prefix', () => {
    const unused = keys.filter(
      (key) => !usedStatically(key) && !dynamicKeys.some(({ keys: pattern }) => pattern.test(key)),
    );
    expect(unused.sort()).toEqual([...knownUnused].sort());
  });

  it('each listed way of building keys is in src/ and names keys that exist', () => {
    for (const { keys: pattern, built } of dynamicKeys) {
      expect(
        keys.some((key) => pattern.test(key)),
        String(pattern),
      ).toBe(true);
      expect(code.includes(built), `${built} in src/`).toBe(true);
    }
  });

  it('has a topic.translation_ string for each value the schema allows, and no other', () => {
    const values = frontMatterSchema.shape.source.shape.translation.unwrap().options;
    const strings = keys
      .filter((key) => key.startsWith('topic.translation_'))
      .map((key) => key.slice('topic.translation_'.length));
    expect(strings.sort()).toEqual([...values].sort());
  });
});

/**
 * French typography: a no-break space (U+00A0, or the narrow U+202F) before ":", ";", "?", "!" and "»", and after
 * "«" — never an ordinary space, which a line may break at, nor none. (A URL's "://" is not a colon of the text.)
 */
function frenchTypographyFaults(value: string): string[] {
  const noBreak = /[\u00a0\u202f]/;
  const faults: string[] = [];
  for (const match of value.matchAll(/[:;?!»]/g)) {
    const at = match.index;
    if (match[0] === ':' && value.startsWith('//', at + 1)) continue;
    if (!noBreak.test(value[at - 1] ?? '')) faults.push(`no no-break space before "${match[0]}" at ${at}`);
  }
  for (const match of value.matchAll(/«/g))
    if (!noBreak.test(value[match.index + 1] ?? '')) faults.push(`no no-break space after "«" at ${match.index}`);
  return faults;
}

describe('French typography', () => {
  it('finds the faults it is for', () => {
    expect(frenchTypographyFaults('Copier:')).toHaveLength(1);
    expect(frenchTypographyFaults('Copier :')).toHaveLength(1);
    expect(frenchTypographyFaults('Un paragraphe de « {{title}} »')).toHaveLength(2);
    expect(frenchTypographyFaults('Vraiment\u202f?\u00a0Oui\u00a0! «\u00a0x\u00a0» https://a.b')).toEqual([]);
  });

  it('every French interface string has a no-break space before : ; ? ! » and after «', () => {
    const strings = read('fr');
    const valueAt = (key: string) =>
      key.split('.').reduce<Strings | string>((node, part) => (node as Strings)[part], strings) as string;
    const faults = keysOf(strings).flatMap((key) =>
      frenchTypographyFaults(valueAt(key)).map((fault) => `${key}: ${JSON.stringify(valueAt(key))}: ${fault}`),
    );
    expect(faults).toEqual([]);
  });

  it('keeps it where the interface joins a label to what follows: the search gets its label with the punctuation', () => {
    // Each string the search script shows, as the field hands them over (`data-strings`), composed ones included.
    const values = (node: unknown): string[] =>
      typeof node === 'string' ? [node] : Object.values(node as object).flatMap(values);
    const search = JSON.parse(searchStringsOf('fr'));
    expect(values(search).flatMap((value) => frenchTypographyFaults(value))).toEqual([]);
    expect(search.term).toBe('Terme du glossaire\u00a0:');
    expect(JSON.parse(searchStringsOf('en')).term).toBe('Glossary term:');
    expect(useTranslations('fr')('punctuation.label', { label: 'anglais' })).toBe('anglais\u00a0:');
  });
});

describe('stringAround', () => {
  it("cuts a string where a value goes, keeping each language's punctuation", () => {
    expect(stringAround(useTranslations('en'), 'topic.sourceEdition', 'edition')).toEqual(['Source: ', '.']);
    expect(stringAround(useTranslations('fr'), 'topic.sourceEdition', 'edition')).toEqual(['Source\u00a0: ', '.']);
    expect(stringAround(useTranslations('ru'), 'topic.sourceEdition', 'edition')).toEqual(['Источник: ', '.']);
    expect(stringAround(useTranslations('fr'), 'punctuation.label', 'label')).toEqual(['', '\u00a0:']);
  });
});

describe('useTranslations', () => {
  it('keeps strings with values by their values: each lookup gets its own words and plural form', () => {
    const t = useTranslations('ru');
    expect(t('topic.permalink', { number: '49.4' })).toBe('Ссылка на пункт 49.4');
    expect(t('topic.permalink', { number: '1.' })).toBe('Ссылка на пункт 1.');
    expect(t('topic.permalink', { number: '49.4' })).toBe('Ссылка на пункт 49.4');
    expect([1, 2, 5, 21, 1, 5].map((count) => t('home.topicCount', { count }))).toEqual([
      '1 тема',
      '2 темы',
      '5 тем',
      '21 тема',
      '1 тема',
      '5 тем',
    ]);
    // The same key in another language is that language's string, not one kept for Russian.
    expect(useTranslations('fr')('topic.permalink', { number: '49.4' })).not.toBe('Ссылка на пункт 49.4');
  });
});
