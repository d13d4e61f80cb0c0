/**
 * A game's booklet as its route data gives it (`bookletRoute`), on the
 * project's content: every topic of the game in the game's order, each as its
 * page in the booklet's language shows it; the title page's editions, address
 * and day of the build; `noindex`. And the day of a build (`builtOnOf`).
 */
import { describe, expect, it } from 'vitest';
import { builtOnOf } from '../../site.config.ts';
import { bookletRoute } from '../../src/routing/route-data/booklet.ts';
import { paperAddress } from '../../src/routing/route-data/paper-address.ts';
import { topicRoute } from '../../src/routing/route-data/topic.ts';
import { library, testSettings, testSiteContext } from '../support/content.ts';

const settings = testSettings;
const context = testSiteContext();
const game = (id: string) => library().games.find((each) => each.id === id)!;

describe('paperAddress', () => {
  it('is the address in full on the site given (SITE_URL), else the path the page completes where it was opened', () => {
    expect(paperAddress('/fr/swccg/actions/', settings)).toBe('https://rules.example.org/fr/swccg/actions/');
    expect(paperAddress('/fr/swccg/actions/', { ...settings, siteGiven: false })).toBe('/fr/swccg/actions/');
    const route = bookletRoute({ ...context, settings: { ...settings, siteGiven: false } }, 'fr', game('swccg'));
    expect(route.titlePage.address).toBe('/fr/swccg/print/');
    expect(route.topics[0].address).toBe(`/fr/${route.topics[0].topicId}/`);
  });
});

describe('bookletRoute', () => {
  it("holds every topic of the game, in the game's order, as its page in the booklet's language shows it", () => {
    for (const lang of ['ru', 'en', 'fr'] as const) {
      const route = bookletRoute(context, lang, game('swccg'));
      expect(route.topics.map((topic) => topic.topicId)).toEqual(
        library()
          .gameTopics('swccg')
          .map((topic) => topic.id),
      );
      for (const topic of route.topics) {
        const page = topicRoute(context, lang, topic.topicId);
        expect(topic.text).toBe(page.text);
        expect(topic.fallback).toEqual(page.fallback);
        expect(topic.address).toBe(`https://rules.example.org/${lang}/${topic.topicId}/`);
      }
    }
    // SWCCG has French texts only: the Russian booklet shows them under the notice, marked French.
    const ru = bookletRoute(context, 'ru', game('swccg'));
    expect(ru.topics.every((topic) => topic.fallback?.shown === 'fr' && topic.title.lang === 'fr')).toBe(true);
    expect(ru.titlePage.hasFallbacks).toBe(true);
    expect(bookletRoute(context, 'fr', game('swccg')).titlePage.hasFallbacks).toBe(false);
  });

  it('gives its contents in-page links to the topics, whose ids are no paragraph id of theirs', () => {
    const route = bookletRoute(context, 'fr', game('swccg'));
    expect(route.contents.map((entry) => entry.path)).toEqual(route.topics.map((topic) => `#${topic.anchor}`));
    const ids = new Set(route.topics.flatMap((topic) => topic.text.paragraphs.map((paragraph) => paragraph.id)));
    expect(route.topics.filter((topic) => ids.has(topic.anchor))).toEqual([]);
  });

  it("lists each source edition once on the title page, with its texts' language and topics", () => {
    const route = bookletRoute(context, 'en', game('swccg'));
    expect(route.titlePage.editions).toHaveLength(1);
    expect(route.titlePage.editions[0]).toMatchObject({
      runs: [{ text: 'Extrait du glossaire des règles, en traduction française' }],
      lang: 'fr',
      language: 'French',
    });
    expect(route.titlePage.editions[0].topics).toEqual(route.topics.map((topic) => topic.title));
    const ti4 = bookletRoute(context, 'ru', game('ti4')).titlePage.editions;
    expect(ti4.map((edition) => edition.lang)).toEqual([undefined]);
  });

  it('says where it is on the site and the day of the build, in words of its language; noindex', () => {
    const route = bookletRoute(context, 'ru', game('rftg'));
    expect(route.titlePage.address).toBe('https://rules.example.org/ru/rftg/print/');
    expect(route.titlePage.builtOn).toEqual({ iso: '2026-11-26', text: '26 ноября 2026 г.' });
    expect(bookletRoute(context, 'fr', game('rftg')).titlePage.builtOn.text).toBe('26 novembre 2026');
    expect(route.head.noindex).toBe(true);
    expect(route.head.title).toBe('RftG: все правила — Правила за столом');
    expect(route.head.canonical).toBe('https://rules.example.org/ru/rftg/print/');
    expect(route.languagePaths).toEqual({ ru: '/ru/rftg/print/', en: '/en/rftg/print/', fr: '/fr/rftg/print/' });
  });
});

describe('builtOnOf', () => {
  it('is the day of SOURCE_DATE_EPOCH where it is set, else of now (UTC)', () => {
    expect(builtOnOf('1795651200')).toBe('2026-11-26');
    expect(builtOnOf(undefined, new Date('2026-11-25T23:59:00Z'))).toBe('2026-11-25');
    expect(builtOnOf('', new Date('2027-01-02T10:00:00Z'))).toBe('2027-01-02');
    expect(() => builtOnOf('yesterday')).toThrow(/SOURCE_DATE_EPOCH/);
  });
});
