/**
 * Which page is canonical and which are its language alternates, in the
 * `<head>` and in the sitemap (`sitemapOptions`, which reads the texts'
 * languages from the content model of a project).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { canonicalPath, languageAlternates } from '../../src/routing/alternates.ts';
import { sitemapOptions } from '../../src/routing/sitemap.ts';
import { readContent } from '../../src/content-model/read-content.ts';
import { modelLibrary } from '../../src/library/library.ts';

describe('canonicalPath', () => {
  it('is the page itself when it shows its own text', () => {
    expect(canonicalPath('/ru/ti4/component-limitations/')).toBe('/ru/ti4/component-limitations/');
    expect(canonicalPath('/ru/ti4/component-limitations/', 'ru')).toBe('/ru/ti4/component-limitations/');
  });

  it("is the page in the text's language on a fallback topic or paragraph page", () => {
    expect(canonicalPath('/en/rftg/rebel-vs-imperium/', 'ru')).toBe('/ru/rftg/rebel-vs-imperium/');
    expect(canonicalPath('/fr/ti4/component-limitations/unit-tokens/', 'en')).toBe(
      '/en/ti4/component-limitations/unit-tokens/',
    );
  });
});

describe('languageAlternates', () => {
  it('lists the languages of the text in the site order, x-default English where it has one', () => {
    expect(languageAlternates(['ru', 'en'], (lang) => `/${lang}/x/`)).toEqual({
      alternates: { ru: '/ru/x/', en: '/en/x/' },
      defaultAlternate: 'en',
    });
    expect(languageAlternates(['fr'], (lang) => `/${lang}/x/`)).toEqual({
      alternates: { fr: '/fr/x/' },
      defaultAlternate: 'fr',
    });
  });
});

describe('sitemapOptions', () => {
  const root = mkdtempSync(join(tmpdir(), 'sitemap-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  /** A text of a topic, as the content model reads it; `title: false` leaves its front matter invalid. */
  const writeText = (topicId: string, lang: string, title: string | false = 'T') => {
    const [game] = topicId.split('/');
    const file = join(root, 'content/topics', `${topicId}.${lang}.mdx`);
    mkdirSync(dirname(file), { recursive: true });
    const titleLine = title ? `title: ${title}\n` : '';
    writeFileSync(
      file,
      `---\ngame: ${game}\nlang: ${lang}\n${titleLine}source: { seed: x.txt, edition: y }\n---\n\n<Rule id="a">\n\nText.\n\n</Rule>\n`,
    );
  };
  for (const game of ['ti4', 'rftg', 'swccg']) {
    mkdirSync(join(root, 'content/games'), { recursive: true });
    writeFileSync(
      join(root, 'content/games', `${game}.yaml`),
      `name: { en: ${game}, ru: ${game}, fr: ${game} }\nshort: ${game}\nknownTopics: {}\n`,
    );
  }
  writeText('ti4/component-limitations', 'en');
  writeText('ti4/component-limitations', 'ru');
  writeText('rftg/rebel-vs-imperium', 'ru');
  writeText('swccg/broken', 'fr', false);
  const site = 'https://rules.example.org';
  const options = sitemapOptions(modelLibrary(readContent(root)), site);

  it('lists only pages that are their own canonical page: no fallback topic page, no paragraph, side-by-side or booklet page, nothing outside the URL grammar', () => {
    const listed = [
      '/',
      '/en/',
      '/en/rftg/',
      '/ru/rftg/rebel-vs-imperium/',
      '/ru/ti4/component-limitations/',
      '/en/ti4/component-limitations/',
      '/en/glossary/',
      '/fr/status/',
    ];
    const left = [
      '/en/rftg/rebel-vs-imperium/',
      '/fr/rftg/rebel-vs-imperium/',
      '/fr/ti4/component-limitations/',
      '/ru/rftg/rebel-vs-imperium/contents-list/',
      '/ru/ti4/component-limitations/unit-tokens/',
      '/ru/ti4/component-limitations/citations.json',
      // Side-by-side pages: noindex, their canonical page the topic page.
      '/ru/ti4/component-limitations/~en/',
      '/fr/ti4/component-limitations/~ru/',
      // A game's booklet: noindex, its topics' pages are theirs.
      '/fr/ti4/print/',
      '/page-templates/paragraph/fr/en/ru-en/',
      '/page-templates/side-by-side/fr/ru/en-en-en/ru-en/',
      '/404.html',
      '/en/ti4',
      // A text whose front matter is not valid is no text of the site.
      '/fr/swccg/broken/',
    ];
    expect([...listed, ...left].filter((path) => options.filter(`${site}${path}`))).toEqual(listed);
  });

  it("gives a topic page the alternates of its text's languages and x-default, as its <head> does", () => {
    const item = options.serialize({
      url: `${site}/ru/ti4/component-limitations/`,
      links: [{ url: `${site}/fr/ti4/component-limitations/`, lang: 'fr' }],
    });
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

  it('gives another page the languages the sitemap found it in, in the site order, with x-default; / none', () => {
    const game = options.serialize({
      url: `${site}/fr/ti4/`,
      links: ['fr', 'en', 'ru'].map((lang) => ({ lang, url: `${site}/${lang}/ti4/` })),
    });
    expect(game.links).toEqual([
      { lang: 'ru', url: `${site}/ru/ti4/` },
      { lang: 'en', url: `${site}/en/ti4/` },
      { lang: 'fr', url: `${site}/fr/ti4/` },
      { lang: 'x-default', url: `${site}/en/ti4/` },
    ]);
    expect(options.serialize({ url: `${site}/fr/glossary/` })).toEqual({ url: `${site}/fr/glossary/` });
    expect(options.serialize({ url: `${site}/`, links: [{ lang: 'en', url: `${site}/en/` }] }).links).toBeUndefined();
  });
});
