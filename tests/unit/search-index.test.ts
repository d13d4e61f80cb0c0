/**
 * The search index's helpers (`src/search/indexing/`): the Russian index
 * key against Pagefind's own, the word forms added, the paragraph titles of the
 * real texts, and the document of a text that Pagefind reads — searched with
 * Pagefind's own browser code in Node.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readText } from '../../src/content-model/read-text.ts';
import { paragraphTitles } from '../../src/search/indexing/paragraph-titles.ts';
import {
  partLength,
  searchDocument,
  searchDocuments,
  sectionedLength,
} from '../../src/search/indexing/search-document.ts';
import { coveringForms, russianWordForms } from '../../src/search/indexing/word-forms.ts';
import type { Inline, Text } from '../../src/schemas.ts';
import type { Language } from '../../src/i18n/languages.ts';
import {
  editionsOf,
  injected,
  injectedEnd,
  injectedStart,
  russianKey as indexKey,
} from '../../src/search/search-words.ts';
import { editionNumbers } from '../../src/search/indexing/edition-numbers.ts';
import { topicTexts } from '../support/content.ts';
import { pagefindInNode, type PagefindInNode } from '../support/pagefind-in-node.ts';

const root = new URL('../../', import.meta.url);

/** Words of the Russian texts with endings Snowball treats in every way: nouns, adjectives, verbs, participles, gerunds. */
const words = [
  'захваты',
  'захватов',
  'захватчику',
  'колода',
  'колодой',
  'истребителей',
  'истребители',
  'военный',
  'военных',
  'военной',
  'новый',
  'новых',
  'повстанческий',
  'повстанческих',
  'запрещены',
  'запретить',
  'запрещённый',
  'перемешайте',
  'перемешать',
  'размещает',
  'разместить',
  'колонизировав',
  'колонизированных',
  'объявляющий',
  'сбросьте',
  'сбросить',
  'сброшена',
  'возможность',
  'перетасовывается',
  'разрешёнными',
  'красивейший',
  'игрок',
  'ресурсный',
  'бросает',
];

describe('indexKey', () => {
  let search: (term: string) => Promise<string[]>;
  let searched: PagefindInNode;

  // Pagefind's own index of one word per record, searched with Pagefind's browser code in Node.
  beforeAll(async () => {
    searched = await pagefindInNode(async (index) => {
      for (const [i, word] of words.entries())
        await index.addCustomRecord({ url: `/${i}`, content: word, language: 'ru', meta: { title: word } });
    });
    search = async (term) => {
      const response = await searched.instance.search(term);
      return Promise.all(response.results.map(async (result) => (await result.data()).meta.title));
    };
  }, 60_000);

  afterAll(() => searched.close());

  it('is the key Pagefind files Russian words under: a query finds the words whose keys start with its key', async () => {
    for (const query of words) {
      const expected = words.filter((word) => indexKey(word).startsWith(indexKey(query)));
      expect((await search(query)).sort(), query).toEqual(expected.sort());
    }
  });

  it('folds й and ё before stemming, as Pagefind 1.6 does', () => {
    expect(indexKey('новый')).toBe('новы');
    expect(indexKey('новых')).toBe('нов');
    expect(indexKey('запрещённый')).toBe(indexKey('запрещенный'));
  });
});

describe('word forms', () => {
  it('adds no form whose query key the word has already', () => {
    expect(coveringForms('карта', ['карты', 'картой', 'карту'])).toEqual([]);
  });

  it('adds the forms of another stem, the fewest that cover them', () => {
    const added = coveringForms('запрещены', ['запретить', 'запретил', 'запрещу', 'запрещённый', 'запретивший']);
    expect(added.map(indexKey).some((key) => key.startsWith('запрет'))).toBe(true);
    expect(added.length).toBeLessThan(4);
  });

  it('relates the forms of the dictionary, both ways', async () => {
    const { formsOf, keyOf } = await russianWordForms(fileURLToPath(root));
    const covers = (word: string, query: string) =>
      [word, ...formsOf(word)].some((form) => keyOf(form).startsWith(keyOf(query.replace(/й$/, ''))));
    expect(covers('запрещены', 'запретить')).toBe(true);
    expect(covers('запретить', 'запрещены')).toBe(true);
    expect(covers('разместить', 'размещённые')).toBe(true);
    expect(covers('стартовых', 'стартовый')).toBe(true);
    // A preposition gets no forms of a rare verb reading (`для`, gerund of длить).
    expect(formsOf('для')).toEqual([]);
    // Names and words outside the dictionary get none.
    expect(formsOf('Improved')).toEqual([]);
  }, 30_000);
});

/** A topic's text in the content, by id and language. */
function realText(topicId: string, lang: Language): Text {
  const text = topicTexts().find((candidate) => candidate.topicId === topicId && candidate.lang === lang);
  if (!text) throw new Error(`no text of ${topicId} in ${lang}`);
  return text;
}

describe('paragraph titles', () => {
  it('name every paragraph of every text distinctly, by number or section and first words', () => {
    const texts = topicTexts();
    expect(texts.length).toBeGreaterThan(0);
    for (const { file, paragraphs } of texts) {
      const titles = paragraphTitles(paragraphs);
      const all = [...titles.values()];
      expect(all.length, file).toBe(paragraphs.filter((paragraph) => paragraph.kind === 'rule').length);
      expect(new Set(all).size, file).toBe(all.length);
      expect(
        all.filter((title) => !title || title === '¶'),
        file,
      ).toEqual([]);
      for (const rule of paragraphs.filter((paragraph) => paragraph.number))
        expect(titles.get(rule.id)!.startsWith(rule.number!), file).toBe(true);
    }
  });

  it('reads "number first words" and "section — first words"', () => {
    const titles = paragraphTitles(realText('ti4/component-limitations', 'ru').paragraphs);
    expect(titles.get('units')).toMatch(/^49\.4\. ОТРЯДЫ: количество отрядов/);
    const rftg = paragraphTitles(realText('rftg/rebel-vs-imperium', 'ru').paragraphs);
    expect(rftg.get('takeovers-off')).toMatch(/^Захваты — Когда захваты запрещены, игнорируйте/);
  });
});

describe('the document Pagefind reads (searchDocument)', () => {
  /** A Russian text of the given body, as the content model holds it. */
  function textOf(body: string, { title = 'Захваты', number }: { title?: string; number?: string } = {}): Text {
    const read = readText(`---\ngame: rftg\nlang: ru\ntitle: T\n---\n\n${body}`, 'ru');
    expect(read.problems).toEqual([]);
    return {
      game: 'rftg',
      lang: 'ru',
      topicId: 'rftg/takeovers',
      file: 'content/topics/rftg/takeovers.ru.mdx',
      title,
      titleRuns: [{ text: title }],
      ...(number ? { number } : {}),
      related: [],
      source: { seed: '002.txt', edition: 'e', alsoFrom: [], translation: 'not-stated', conversionFixes: [] },
      editionRuns: [{ text: 'e' }],
      translatorNotes: [],
      paragraphs: read.paragraphs,
      revisions: [],
    };
  }

  /** Marks every <Ref> of a text unwritten, as the model does where its topic has no text yet. */
  function unwritten(text: Text): Text {
    const mark = (content: Inline[]) => {
      for (const inline of content) {
        if (typeof inline === 'string' || inline.kind === 'break') continue;
        if (inline.kind === 'ref') inline.unwritten = true;
        mark(inline.content);
      }
    };
    for (const paragraph of text.paragraphs)
      for (const block of paragraph.blocks) if (block.kind === 'text') mark(block.content);
    return text;
  }

  const takeovers = () =>
    unwritten(
      textOf(
        '<Heading id="takeovers">Захваты</Heading>\n\n<Rule id="off">\n\nКогда захваты запрещены, игнорируйте <Ref to="rftg/gambling-world" lang="en">Gambling World</Ref>.\n\n</Rule>\n',
      ),
    );
  const forms = { formsOf: (word: string) => (word === 'запрещены' ? ['запретивший'] : []), keyOf: indexKey };

  it('titles paragraphs, leaves out the ¶ and "no text yet" marks, and adds forms after their word', () => {
    const document = searchDocument(takeovers(), {
      game: 'RftG',
      titles: new Map([['off', 'Захваты — Когда "захваты" запрещены…']]),
      forms,
    });
    expect(document).toContain(
      '<div class="rule" id="off" data-rule data-pagefind-title="Захваты — Когда &quot;захваты&quot; запрещены…"><div class="rule-text">',
    );
    expect(document).not.toContain('¶');
    expect(document).not.toContain('rule-number');
    expect(document).toContain('игнорируйте <span lang="en">Gambling World</span>.');
    expect(document).not.toContain('текста пока нет');
    expect(document).toContain(`запрещены, ${injectedStart}запретивший${injectedEnd} игнорируйте`);
  });

  it('adds no form that a word of the paragraph answers already, and none without forms (other languages)', () => {
    const answered = searchDocument(
      textOf('<Rule id="off">\n\nКогда захваты запрещены, запретивший игрок…\n\n</Rule>\n'),
      { game: 'RftG', titles: new Map(), forms },
    );
    expect(answered).not.toContain(injectedStart);
    expect(searchDocument(takeovers(), { game: 'RftG', titles: new Map() })).not.toContain(injectedStart);
  });

  it('is the title with its number, headings at their level, numbered rules, lists, tables and words in another language, all escaped', () => {
    const text = textOf(
      [
        '<Heading id="rules" level={3}>Правила & <Original lang="en">Rules</Original></Heading>',
        '<Rule id="list" n="4.2">\n\n**A** \\<b/\n\n1. один\n2. *два*\n\n</Rule>',
        '<Rule id="table">\n\n| а | б |\n| --- | --- |\n| 1 | "2" |\n\n</Rule>',
      ].join('\n\n'),
      { title: 'Захваты <всё>', number: '2' },
    );
    expect(searchDocument(text, { game: 'R&G', titles: new Map([['list', '4.2 A <b/ один']]) }).split('\n')).toEqual([
      '<html lang="ru"><body><article data-pagefind-body data-pagefind-meta="game:R&amp;G">',
      '<h1>2 Захваты &lt;всё&gt;</h1>',
      '<h3 id="rules" class="heading">Правила &amp; <span lang="en">Rules</span></h3>',
      '<div class="rule" id="list" data-rule data-pagefind-title="4.2 A &lt;b/ один"><a class="rule-number" data-pagefind-weight="10">4.2</a><div class="rule-text"><p><strong>A</strong> &lt;b/</p><ol><li>один</li><li><em>два</em></li></ol></div></div>',
      '<div class="rule" id="table" data-rule><div class="rule-text"><table><tr><td>а</td><td>б</td></tr><tr><td>1</td><td>&quot;2&quot;</td></tr></table></div></div>',
      '</article></body></html>',
    ]);
  });

  it("indexes a rule's numbers in the other editions with it (found, never shown) and gives them with its title", () => {
    const texts = new Map((['ru', 'en'] as const).map((lang) => [lang, realText('ti4/component-limitations', lang)]));
    // TI4's "Units" is 4 in English and 49.4 in Russian; "unit tokens" 4.2 in English, «б)» in Russian (no number).
    const english = editionNumbers(texts, 'en');
    expect(english.get('units')).toEqual([{ lang: 'ru', number: '49.4' }]);
    expect(editionNumbers(texts, 'ru').get('unit-tokens')).toEqual([{ lang: 'en', number: '4.2' }]);
    // The same number in both editions is none to add.
    expect([...english.values()].flat().every(({ number }) => number !== '')).toBe(true);
    const lines = (lang: 'ru' | 'en') => {
      const text = texts.get(lang)!;
      return searchDocument(text, {
        game: 'TI4',
        titles: paragraphTitles(text.paragraphs),
        editions: editionNumbers(texts, lang),
      }).split('\n');
    };
    const units = lines('en').find((line) => line.includes('id="units"'))!;
    expect(units).toContain(`<a class="rule-number" data-pagefind-weight="10">4.${injected('49.4')}</a>`);
    expect(editionsOf(/data-pagefind-title="([^"]*)"/.exec(units)![1])).toEqual({
      title: expect.stringMatching(/^4\. Units: /),
      own: '4',
      editions: [{ lang: 'ru', number: '49.4' }],
    });
    // Without a number of its own, after its first word: a match highlights that word.
    const tokens = lines('ru').find((line) => line.includes('id="unit-tokens"'))!;
    expect(tokens).toContain(`<p>б)${injected('4.2')} Когда игрок`);
    expect(editionsOf(/data-pagefind-title="([^"]*)"/.exec(tokens)![1])).toMatchObject({
      own: '',
      editions: [{ lang: 'en', number: '4.2' }],
    });
  });

  it('is one document for a short text, and parts of at most a section each for a long one, every paragraph in one part', () => {
    const short = realText('ti4/component-limitations', 'ru');
    expect(short.paragraphs.reduce((sum, paragraph) => sum + paragraph.text.length, 0)).toBeLessThanOrEqual(
      sectionedLength,
    );
    expect(searchDocuments(short, { game: 'TI4', titles: new Map() })).toEqual([
      { hash: '', html: searchDocument(short, { game: 'TI4', titles: new Map() }) },
    ]);

    const long = realText('rftg/rebel-vs-imperium', 'ru');
    const parts = searchDocuments(long, { game: 'RftG', titles: new Map() });
    expect(parts.length).toBeGreaterThan(long.paragraphs.filter((paragraph) => paragraph.kind === 'heading').length);
    const ids = parts.flatMap(({ html }) => [...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]));
    expect(ids).toEqual(long.paragraphs.map((paragraph) => paragraph.id));
    const byId = new Map(long.paragraphs.map((paragraph) => [paragraph.id, paragraph]));
    parts.forEach(({ hash, html }, index) => {
      const inPart = [...html.matchAll(/ id="([^"]+)"/g)].map((match) => byId.get(match[1])!);
      // Filed under its first paragraph's id (the text's start under the topic's URL), which begins a section or a cut.
      expect(hash).toBe(index === 0 && inPart[0].kind !== 'heading' ? '' : `#${inPart[0].id}`);
      expect(inPart.slice(1).every((paragraph) => paragraph.kind !== 'heading')).toBe(true);
      if (inPart.length > 1)
        expect(inPart.reduce((sum, paragraph) => sum + paragraph.text.length, 0)).toBeLessThanOrEqual(partLength);
      // The title is the first part's heading, and only the result's title in the others: its words are indexed once.
      if (index === 0) expect(html).toContain(`<h1>${long.title}</h1>`);
      else expect(html).toContain(`<span data-pagefind-meta="title[data-title]" data-title="${long.title}"></span>`);
    });
  });

  it("files a long text's parts under the topic with their first paragraph's id, their paragraphs under the topic's #id, all titled by the topic", async () => {
    const text = realText('rftg/rebel-vs-imperium', 'ru');
    const searched = await pagefindInNode(async (index) => {
      for (const { hash, html } of searchDocuments(text, { game: 'RftG', titles: paragraphTitles(text.paragraphs) })) {
        expect((await index.addHTMLFile({ url: `/ru/rftg/rebel-vs-imperium/${hash}`, content: html })).errors).toEqual(
          [],
        );
      }
    });
    try {
      const { results } = await searched.instance.search('захваты');
      expect(results.length).toBeGreaterThan(1);
      for (const result of results) {
        const data = await result.data();
        expect(data.meta).toEqual({ game: 'RftG', title: text.title });
        expect(data.url).toMatch(/^\/ru\/rftg\/rebel-vs-imperium\/(#[\w-]+)?$/);
        for (const sub of data.sub_results) expect(sub.url).toMatch(/^\/ru\/rftg\/rebel-vs-imperium\/(#[\w-]+)?$/);
      }
    } finally {
      await searched.close();
    }
  }, 60_000);

  it("gives Pagefind each paragraph of a real text as a sub-result with its title, under the topic's title and game", async () => {
    const text = realText('ti4/component-limitations', 'ru');
    const titles = paragraphTitles(text.paragraphs);
    const searched = await pagefindInNode(async (index) => {
      const added = await index.addHTMLFile({
        url: '/ru/ti4/component-limitations/',
        content: searchDocument(text, { game: 'TI4', titles }),
      });
      expect(added.errors).toEqual([]);
    });
    try {
      const [result] = (await searched.instance.search('жетоны')).results;
      const data = await result.data();
      expect(data.meta).toEqual({ game: 'TI4', title: '49 Ограничение на компоненты' });
      const paragraphs = data.sub_results.filter((sub) => sub.url.includes('#'));
      expect(paragraphs.map((sub) => sub.url)).toContain('/ru/ti4/component-limitations/#tokens');
      const headings = new Map(
        text.paragraphs
          .filter((paragraph) => paragraph.kind === 'heading')
          .map((heading) => [heading.id, heading.text]),
      );
      for (const sub of paragraphs) {
        const id = sub.url.split('#')[1];
        // An unnumbered paragraph whose title starts with its section's number says it has none (`withEditions`).
        expect(editionsOf(sub.title).title, id).toBe(titles.get(id) ?? headings.get(id));
      }
      expect(editionsOf(paragraphs.find((sub) => sub.url.endsWith('#unit-reinforcements'))!.title).own).toBe('');
      expect(titles.get('tokens')).toMatch(/^49\.2\. ЖЕТОНЫ:/);
    } finally {
      await searched.close();
    }
  }, 60_000);
});
