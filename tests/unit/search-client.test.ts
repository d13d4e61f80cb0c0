/**
 * The pure parts of the search in the browser (`src/search/browser/`): the
 * order of languages in the results, the keys query words are searched by, excerpts without added word forms, which
 * of Pagefind's matches are real, the order of results, and a topic's
 * paragraphs: the best few shown, every other one that matches one tap away.
 */
import { describe, expect, it } from 'vitest';
import { aroundFirstMark, excerptParts, withoutForms } from '../../src/search/browser/excerpt.ts';
import { languageOrder, scriptLanguages } from '../../src/search/browser/language-order.ts';
import { oneResultPerTopic, ranked, withoutRepeats } from '../../src/search/browser/ranking.ts';
import {
  linkTitle,
  matches,
  paragraphsPerTopic,
  printedNumber,
  printedWith,
  query,
  termResult,
  textResult,
  withParagraphs,
  type Fragment,
  type Result,
} from '../../src/search/browser/results.ts';
import { correction } from '../../src/search/browser/typos.ts';
import {
  editionsOf,
  injected,
  normalizeWord,
  searchKey,
  searchQuery,
  withEditions,
} from '../../src/search/search-words.ts';

describe('languageOrder', () => {
  it("shows the interface language first, then the first language of the query's other script, then the others", () => {
    expect(languageOrder('fighter', 'ru')).toEqual(['ru', 'en', 'fr']);
    expect(languageOrder('истребители', 'en')).toEqual(['en', 'ru', 'fr']);
    expect(languageOrder('истребители', 'fr')).toEqual(['fr', 'ru', 'en']);
    expect(languageOrder('Military', 'fr')).toEqual(['fr', 'en', 'ru']);
    expect(languageOrder('49.4', 'en')).toEqual(['en', 'ru', 'fr']);
    expect(scriptLanguages('fighter истребитель')).toEqual(['ru', 'en', 'fr']);
  });
});

describe('words', () => {
  it('are compared as Pagefind does, and Russian ones searched without a final й', () => {
    expect(normalizeWord('Запрещённые»,')).toBe('запрещенные');
    expect(normalizeWord('Initiée')).toBe('initiee');
    expect(searchQuery('военный мой мир')).toBe('воен мо мир');
  });

  it('are searched by the start their stem keeps, in any of the three languages', () => {
    expect(searchQuery('Истребителями «захваты»,')).toBe('истребител захват');
    expect(searchQuery('fighters empilées déploiements')).toBe('fighter empil deploi');
    // Whichever of the English and French stems keeps less, and never more than the word's start.
    expect(searchKey('military')).toBe('militar');
    expect(searchKey('initient')).toBe('initi');
    // Numbers, names with digits or hyphens and exact searches go to Pagefind as typed.
    expect(searchQuery('49.4 R2-D2')).toBe('49.4 R2-D2');
    expect(searchQuery('"Imperium Seat"')).toBe('"Imperium Seat"');
  });

  it('keep four letters of a Latin word at least: a stem of the other language may cut it too short', () => {
    // The French stemmer cuts `player` to `pla`, which would find `place` and `plateau`.
    expect(searchKey('player')).toBe('play');
    expect(searchKey('players')).toBe('player');
    expect(searchKey('map')).toBe('map');
    // A Russian stem is the Russian stemmer's: `новый` finds `новая`, `нового`.
    expect(searchKey('новый')).toBe('нов');
  });

  it('search a number, or a word too short to start others, as itself', () => {
    expect(searchQuery('4')).toBe('"4"');
    expect(searchQuery('49.4.')).toBe('"49.4."');
    expect(searchQuery('за')).toBe('"за"');
    expect(searchQuery('за мир')).toBe('за мир');
  });
});

describe('rule numbers across editions', () => {
  it("travel with a paragraph's search title and come back from it", () => {
    const title = withEditions('4. Units: …', '4', [{ lang: 'ru', number: '49.4' }]);
    expect(editionsOf(title)).toEqual({ title: '4. Units: …', own: '4', editions: [{ lang: 'ru', number: '49.4' }] });
    expect(editionsOf('4. Units: …')).toEqual({ title: '4. Units: …', editions: [] });
    expect(editionsOf(withEditions('49 Ограничение… — б) Когда…', '', []))).toEqual({
      title: '49 Ограничение… — б) Когда…',
      own: '',
      editions: [],
    });
  });

  it("find the paragraph by another edition's number, named with both numbers", () => {
    const units = { title: '4. Units: Units are limited…', number: '4', editions: [{ lang: 'ru', number: '49.4' }] };
    expect(printedWith(units, '49.4')).toBe(true);
    expect(printedWith(units, '4')).toBe(true);
    expect(printedWith(units, '4.2')).toBe(false);
    expect(linkTitle(units, '49.4')).toBe('4 (ru 49.4). Units: Units are limited…');
    expect(linkTitle(units, '4')).toBe('4. Units: Units are limited…');
    expect(linkTitle(units, undefined)).toBe('4. Units: Units are limited…');
    const tokens = { title: '49 Ограничение… — б) Когда игрок…', editions: [{ lang: 'en', number: '4.2' }] };
    expect(linkTitle(tokens, '4.2')).toBe('(en 4.2) 49 Ограничение… — б) Когда игрок…');
    // The paragraph printed 49 in its section's title, but no number of its own, is not rule 49.
    const result = textResult(
      {
        url: '/ru/ti4/component-limitations/',
        content: '',
        excerpt: '',
        meta: { title: '49 Ограничение на компоненты', game: 'TI4' },
        sub_results: [
          {
            url: '/ru/ti4/component-limitations/#unit-tokens',
            title: withEditions('49 Ограничение… — б) Когда…', '', [{ lang: 'en', number: '4.2' }]),
            excerpt: 'б) <mark>4.2</mark> Когда',
            locations: [3],
          },
          {
            url: '/ru/ti4/component-limitations/#units',
            title: withEditions('49.4. ОТРЯДЫ: …', '49.4', [{ lang: 'en', number: '4' }]),
            excerpt: '<mark>49.4.</mark>',
            locations: [1],
          },
        ],
      },
      'ru',
      query('4.2'),
    )!;
    expect(result.links.map((link) => [link.url.split('#')[1], link.number, link.editions])).toEqual([
      ['unit-tokens', undefined, [{ lang: 'en', number: '4.2' }]],
    ]);
  });
});

describe('the typo correction', () => {
  it('takes a query that matched nothing for the name one typo away, in its language', () => {
    const names = { en: ['fighter', 'Imperium Seat'], ru: ['истребители'] };
    expect(correction('figter', names)).toEqual({ name: 'fighter', lang: 'en' });
    expect(correction('Imperium Seet', names)).toEqual({ name: 'Imperium Seat', lang: 'en' });
    expect(correction('истрибители', names)).toEqual({ name: 'истребители', lang: 'ru' });
    // Two typos, too short, or the name itself: none.
    expect(correction('fihgtre', names)).toBeUndefined();
    expect(correction('fig', names)).toBeUndefined();
    expect(correction('fighter', names)).toBeUndefined();
    // Each kind of typo, in a word of three letters or more, never its first letter; of several names, the nearest.
    expect(correction('fihgter', names)?.name).toBe('fighter');
    expect(correction('fightter', names)?.name).toBe('fighter');
    expect(correction('fightr', names)?.name).toBe('fighter');
    expect(correction('gighter', names)).toBeUndefined();
    expect(correction('ifghter', names)).toBeUndefined();
    expect(correction('Imperium Seat token', names)).toBeUndefined();
    expect(correction('Imperuim Seet', names)?.name).toBe('Imperium Seat');
    expect(correction('Impreium Seat', { en: ['Imperium Seet', 'Imperium Seat'] })?.name).toBe('Imperium Seat');
    expect(correction('Imperium Set', { en: ['Imperium Seat'] })?.name).toBe('Imperium Seat');
    expect(correction('fighter 12', { en: ['fighter 13'] })).toBeUndefined();
  });
});

describe('excerpts', () => {
  const text = (parts: { text: string; marked: boolean }[]) =>
    parts.map((part) => (part.marked ? `[${part.text}]` : part.text)).join('');

  it('lose the added forms, and a match on one highlights its word', () => {
    expect(
      text(excerptParts(`Когда захваты запрещены,${injected('<mark>запретивший</mark> запрещу')} игнорируйте`)),
    ).toBe('Когда захваты [запрещены,] игнорируйте');
    expect(text(excerptParts(`a <mark>запрещены</mark>${injected('запретивший')} b`))).toBe('a [запрещены] b');
  });

  it('cut inside added forms lose them too', () => {
    expect(text(excerptParts('вший запрещу\uE021 игнорируйте <mark>значки</mark>'))).toBe(' игнорируйте [значки]');
    expect(text(excerptParts('Когда захваты запрещены \uE020запретивший запре'))).toBe('Когда захваты запрещены');
    expect(withoutForms(`Захваты${injected('захват')} — когда`)).toBe('Захваты — когда');
  });

  it('are text: markup in them stays text', () => {
    expect(excerptParts('&lt;img src=x&gt; <mark>fighter</mark>')).toEqual([
      { text: '<img src=x> ', marked: false },
      { text: 'fighter', marked: true },
    ]);
  });

  it('are cut around the first highlight', () => {
    const words = Array.from({ length: 60 }, (_, i) => `w${i}`);
    const cut = text(
      aroundFirstMark(excerptParts(words.map((word, i) => (i === 40 ? `<mark>${word}</mark>` : word)).join(' ')), 10),
    );
    expect(cut).toMatch(/^… .*\[w40\].* …$/);
    expect(cut.split(' ').filter((word) => /^\[?w/.test(word))).toHaveLength(10);
  });
});

describe('matches', () => {
  it('drop Pagefind falling back to a short indexed word the query starts with', () => {
    expect(matches('(<mark>за</mark> исключением', query('запрк'))).toBe(false);
    expect(matches('<mark>+4</mark> и <mark>4.</mark>', query('4.2'))).toBe(false);
    expect(matches('<mark>49</mark>', query('49.4'))).toBe(false);
  });

  it('keep real matches, other forms, numbers, and parts of compounds', () => {
    expect(matches('<mark>военных</mark> миров', query('военный'))).toBe(true);
    // Every word the key starts: `новая` of `новый` (key `нов`).
    expect(matches('<mark>новая</mark> карта', query('новый'))).toBe(true);
    // Not what a key too short would have found: `place` for `player`.
    expect(matches('<mark>place</mark> a unit', query('player'))).toBe(false);
    expect(matches('<mark>49.4.</mark> ОТРЯДЫ', query('49.4'))).toBe(true);
    expect(matches("<mark>l'empilement</mark>", query('empilement'))).toBe(true);
    expect(matches('<mark>ПО</mark>', query('по'))).toBe(true);
  });
});

describe('results', () => {
  const fragment = (subs: [string, string, string][]): Fragment => ({
    url: '/en/ti4/component-limitations/',
    content: '',
    excerpt: '',
    meta: { title: 'Component Limitations', game: 'TI4' },
    sub_results: subs.map(([id, title, excerpt]) => ({
      url: `/en/ti4/component-limitations/#${id}`,
      title,
      excerpt,
      locations: [1],
    })),
  });

  it('put the paragraph printed with the number first, named by its title', () => {
    const result = textResult(
      fragment([
        ['units', '4. Units: Units are limited…', '<mark>4.</mark> Units'],
        ['unit-tokens', '4.2 If a player…', '<mark>4.2</mark> If a player'],
      ]),
      'en',
      query('4.2'),
    )!;
    expect(result.links.map((link) => link.url)).toEqual(['/en/ti4/component-limitations/#unit-tokens']);
    expect(result.links[0].title).toBe('4.2 If a player…');
    expect(result.links[0].number).toBe('4.2');
    expect(printedNumber('49.4. ОТРЯДЫ: …')).toBe('49.4');
    expect(printedNumber('Захваты — Когда…')).toBeUndefined();
  });

  it('give a glossary term its names, each in its language, the interface language first, and its topics as that language links them', () => {
    const actions = (lang: string) => [
      { url: `/${lang === 'ru' ? 'ru' : 'fr'}/swccg/actions/`, title: 'Actions', lang: 'fr' },
    ];
    const fragment = {
      url: '/en/glossary/#swccg-stacking',
      content: 'stacking, empilement',
      excerpt: 'stacking, <mark>empilement</mark>',
      meta: {
        title: 'stacking',
        titleLang: 'en',
        game: 'SWCCG',
        topics: JSON.stringify({ ru: actions('ru'), en: actions('en'), fr: actions('fr') }),
        languages: 'en fr',
      },
      sub_results: [],
    };
    const term = termResult(fragment, 'en', query('empilement'))!;
    expect(term.term?.title).toBe('stacking');
    expect(term.term?.names.map((name) => name.lang)).toEqual(['en', 'fr']);
    expect(term.term?.names[1].parts).toEqual([{ text: 'empilement', marked: true }]);
    expect(term.links).toEqual([{ url: '/fr/swccg/actions/', title: 'Actions', parts: [], lang: 'fr' }]);
    const fromFrench = termResult(fragment, 'fr', query('empilement'))!;
    expect(fromFrench.term).toMatchObject({ title: 'empilement', lang: 'fr' });
    expect(fromFrench.term?.names.map((name) => name.lang)).toEqual(['fr', 'en']);
    // A term's card stays where its topic is shown, without the link to it: it names the term in each language.
    expect(withoutRepeats([term], ['/fr/swccg/actions/'])).toEqual([{ ...term, links: [] }]);
    expect(withoutRepeats([fromFrench], ['/fr/swccg/actions/'])).toEqual([{ ...fromFrench, links: [] }]);
  });

  it('rank rule numbers first and the rules before the terms, and leave out the links of terms to topics shown, without changing what they are given', () => {
    const text = (url: string, number?: string): Result => ({
      game: 'TI4',
      lang: 'en',
      links: [{ url, title: '', parts: [], number }],
    });
    const term: Result = {
      game: 'TI4',
      lang: 'en',
      term: { title: 'fighter', lang: 'en', names: [] },
      links: [
        { url: '/a/', title: 'A', parts: [] },
        { url: '/b/', title: 'B', parts: [] },
      ],
    };
    const results = [text('/a/#x'), term, text('/c/#y', '4.2')];
    const frozen = structuredClone(results);
    expect(ranked(results, '4.2').map((result) => result.links[0].url)).toEqual(['/c/#y', '/a/#x', '/a/']);
    expect(ranked([term, text('/a/#x')], undefined).map((result) => result.links[0].url)).toEqual(['/a/#x', '/a/']);
    const kept = withoutRepeats(results);
    expect(kept[1].links.map((link) => link.url)).toEqual(['/b/']);
    expect(withoutRepeats(results, ['/b/'])[1]).toEqual({ ...term, links: [] });
    expect(results).toEqual(frozen);
  });

  it("show a long topic's parts as one result: its paragraphs in the first one's place, the first few shown, none already on screen", () => {
    const link = (url: string) => ({ url, title: url, parts: [] });
    const part = (topic: string | undefined, ...urls: string[]): Result => ({
      game: 'RftG',
      lang: 'ru',
      ...(topic ? { topic } : {}),
      links: urls.map(link),
    });
    const other: Result = { game: 'TI4', lang: 'ru', topic: 'T', links: [link('/ru/ti4/x/#a')] };
    const results = [
      part('R', '/ru/r/#a', '/ru/r/#b'),
      other,
      part(undefined, '/ru/r/#takeovers'),
      part('R', '/ru/r/#c', '/ru/r/#d'),
    ];
    const frozen = structuredClone(results);
    const merged = oneResultPerTopic(results);
    expect(merged.map((result) => result.links.map(({ url }) => url))).toEqual([
      ['/ru/r/#a', '/ru/r/#b', '/ru/r/#c'],
      ['/ru/ti4/x/#a'],
    ]);
    expect(merged[0].links).toHaveLength(paragraphsPerTopic);
    expect(merged[0].more?.map(({ url }) => url)).toEqual(['/ru/r/#d']);
    expect(results).toEqual(frozen);
    // A part's own link (no paragraph matched) gives way to paragraphs; the same topic in another language stays apart.
    expect(oneResultPerTopic([part(undefined, '/ru/r/#takeovers'), part('R', '/ru/r/#c')])).toEqual([
      part('R', '/ru/r/#c'),
    ]);
    expect(oneResultPerTopic([part('R', '/ru/r/#a'), { ...part('R', '/en/r/#a'), lang: 'en' }])).toHaveLength(2);
    // More results: links already on screen are left out, and a result left with none.
    expect(oneResultPerTopic([part('R', '/ru/r/#a', '/ru/r/#e')], ['/ru/r/#a'])).toEqual([part('R', '/ru/r/#e')]);
    expect(oneResultPerTopic([part('R', '/ru/r/#a')], ['/ru/r/#a'])).toEqual([]);
  });

  it("keep every paragraph that matches: the best shown, the others one tap away, none lost in the merge of a topic's parts", () => {
    // A part of a long topic whose paragraphs match: "Gambling World" in five of them, the most hits first.
    const sub = (id: string, hits: number, excerpt = 'за <mark>Gambling</mark> <mark>World.</mark>') => ({
      url: `/ru/rftg/r/#${id}`,
      title: id,
      excerpt,
      locations: Array.from({ length: hits }, (_, i) => i),
    });
    const part = (...subs: ReturnType<typeof sub>[]): Fragment => ({
      url: '/ru/rftg/r/#part',
      content: '',
      excerpt: '',
      meta: { title: 'R', game: 'RftG' },
      sub_results: subs,
    });
    const searched = query('Gambling World');
    const urls = (links: { url: string }[] | undefined) => links?.map(({ url }) => url.split('#')[1]);
    const first = textResult(
      part(
        sub('a', 1),
        sub('b', 4),
        sub('c', 2),
        sub('d', 3),
        sub('e', 1),
        sub('fallback', 5, '(<mark>за</mark> исключением'),
      ),
      'ru',
      searched,
    )!;
    expect(urls(first.links)).toEqual(['b', 'd', 'c']);
    expect(urls(first.more)).toEqual(['a', 'e']);
    // As many as are shown: nothing behind a tap.
    const few = textResult(part(sub('a', 1), sub('b', 2)), 'ru', searched)!;
    expect(urls(few.links)).toEqual(['b', 'a']);
    expect(few).not.toHaveProperty('more');
    // The other parts' paragraphs join the topic after the first part's, and every one is kept (the lost `#new-cards` of /ru/).
    const second = textResult(part(sub('new-cards', 2)), 'ru', searched)!;
    const third = textResult(part(sub('contents-list', 2)), 'ru', searched)!;
    const [merged] = oneResultPerTopic([few, second, third]);
    expect(urls(merged.links)).toEqual(['b', 'a', 'new-cards']);
    expect(urls(merged.more)).toEqual(['contents-list']);
    const [all] = oneResultPerTopic([first, second, first]);
    expect(urls(all.links)).toEqual(['b', 'd', 'c']);
    expect(urls(all.more)).toEqual(['a', 'e', 'new-cards']);
    // More results: a paragraph listed already, shown or one tap away, is not listed again.
    const [rest] = oneResultPerTopic([first, second], ['/ru/rftg/r/#b', '/ru/rftg/r/#e']);
    expect(urls(rest.links)).toEqual(['d', 'c', 'a']);
    expect(urls(rest.more)).toEqual(['new-cards']);
    // A term is left as it is.
    const term: Result = {
      game: 'RftG',
      lang: 'ru',
      term: { title: 't', lang: 'ru', names: [] },
      links: [1, 2, 3, 4].map((n) => ({ url: `/ru/rftg/t${n}/`, title: '', parts: [] })),
    };
    expect(oneResultPerTopic([term])).toEqual([term]);
  });

  it("put a topic's first paragraphs on show and the rest in `more`, without a `more` when none is left", () => {
    const link = (id: string) => ({ url: `/en/t/#${id}`, title: id, parts: [] });
    const topic: Result = { game: 'TI4', lang: 'en', topic: 'T', links: [link('old')], more: [link('older')] };
    expect(withParagraphs(topic, ['a', 'b', 'c', 'd', 'e'].map(link))).toEqual({
      game: 'TI4',
      lang: 'en',
      topic: 'T',
      links: ['a', 'b', 'c'].map(link),
      more: ['d', 'e'].map(link),
    });
    expect(withParagraphs(topic, ['a', 'b', 'c'].map(link))).toEqual({
      game: 'TI4',
      lang: 'en',
      topic: 'T',
      links: ['a', 'b', 'c'].map(link),
    });
    expect(topic.links).toEqual([link('old')]);
  });
});
