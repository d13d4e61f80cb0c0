import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { canonicalPath, languageAlternates } from '../../src/utils/alternates.ts';
import { sitemapOptions } from '../../src/utils/sitemap.ts';

describe('canonicalPath', () => {
  it('is the page itself when it shows its own text', () => {
    expect(canonicalPath('/ru/ti4/component-limitations/')).toBe('/ru/ti4/component-limitations/');
    expect(canonicalPath('/ru/ti4/component-limitations/', 'ru')).toBe('/ru/ti4/component-limitations/');
  });

  it("is the page in the text's language on a fallback topic or paragraph page", () => {
    expect(canonicalPath('/en/rftg/rebel-vs-imperium/', 'ru')).toBe('/ru/rftg/rebel-vs-imperium/');
    expect(canonicalPath('/fr/ti4/component-limitations/unit-tokens/', 'en')).toBe('/en/ti4/component-limitations/unit-tokens/');
  });
});

describe('languageAlternates', () => {
  it('lists the languages of the text in the site order, x-default English where it has one', () => {
    expect(languageAlternates(['ru', 'en'], (lang) => `/${lang}/x/`)).toEqual({ alternates: { ru: '/ru/x/', en: '/en/x/' }, defaultAlternate: 'en' });
    expect(languageAlternates(['fr'], (lang) => `/${lang}/x/`)).toEqual({ alternates: { fr: '/fr/x/' }, defaultAlternate: 'fr' });
  });
});

describe('sitemapOptions', () => {
  const dir = mkdtempSync(join(tmpdir(), 'topics-'));
  mkdirSync(join(dir, 'ti4'));
  mkdirSync(join(dir, 'rftg'));
  writeFileSync(join(dir, 'ti4', 'component-limitations.en.mdx'), '');
  writeFileSync(join(dir, 'ti4', 'component-limitations.ru.mdx'), '');
  writeFileSync(join(dir, 'rftg', 'rebel-vs-imperium.ru.mdx'), '');
  const options = sitemapOptions(pathToFileURL(`${dir}/`));
  const site = 'https://rules.example.org';

  it('lists only pages that are their own canonical page: no fallback topic page, no paragraph page', () => {
    const listed = [
      '/',
      '/en/',
      '/en/rftg/',
      '/ru/rftg/rebel-vs-imperium/',
      '/ru/ti4/component-limitations/',
      '/en/ti4/component-limitations/',
      '/en/glossary/',
    ];
    const left = ['/en/rftg/rebel-vs-imperium/', '/fr/rftg/rebel-vs-imperium/', '/fr/ti4/component-limitations/', '/ru/rftg/rebel-vs-imperium/contents-list/', '/ru/ti4/component-limitations/unit-tokens/'];
    expect([...listed, ...left].filter((path) => options.filter(`${site}${path}`))).toEqual(listed);
  });

  it("gives a topic page the alternates of its text's languages and x-default, as its <head> does", () => {
    const item = options.serialize({ url: `${site}/ru/ti4/component-limitations/`, links: [{ url: `${site}/fr/ti4/component-limitations/`, lang: 'fr' }] });
    expect(item.links).toEqual([
      { lang: 'ru', url: `${site}/ru/ti4/component-limitations/` },
      { lang: 'en', url: `${site}/en/ti4/component-limitations/` },
      { lang: 'x-default', url: `${site}/en/ti4/component-limitations/` },
    ]);
    const rftg = options.serialize({ url: `${site}/ru/rftg/rebel-vs-imperium/` });
    expect(rftg.links).toEqual([
      { lang: 'ru', url: `${site}/ru/rftg/rebel-vs-imperium/` },
      { lang: 'x-default', url: `${site}/ru/rftg/rebel-vs-imperium/` },
    ]);
  });
});
