/**
 * The search index's helpers (`src/integrations/search/`): the Russian index
 * key against Pagefind's own, the word forms added, the paragraph titles of the
 * real texts, and the copy of a page that Pagefind reads.
 */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as pagefind from 'pagefind';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paragraphTitles } from '../../src/integrations/search/paragraph-titles.ts';
import { indexKey } from '../../src/integrations/search/russian-stem.ts';
import { searchCopy } from '../../src/integrations/search/search-copy.ts';
import { coveringForms, russianWordForms } from '../../src/integrations/search/word-forms.ts';
import { paragraphsOf } from '../../src/utils/paragraphs.ts';
import { injectedEnd, injectedStart } from '../../src/utils/search-words.ts';

const root = new URL('../../', import.meta.url);

/** Words of the Russian texts with endings Snowball treats in every way: nouns, adjectives, verbs, participles, gerunds. */
const words = [
  'захваты', 'захватов', 'захватчику', 'колода', 'колодой', 'истребителей', 'истребители', 'военный', 'военных', 'военной',
  'новый', 'новых', 'повстанческий', 'повстанческих', 'запрещены', 'запретить', 'запрещённый', 'перемешайте', 'перемешать',
  'размещает', 'разместить', 'колонизировав', 'колонизированных', 'объявляющий', 'сбросьте', 'сбросить', 'сброшена',
  'возможность', 'перетасовывается', 'разрешёнными', 'красивейший', 'игрок', 'ресурсный', 'бросает',
];

describe('indexKey', () => {
  let dir: string;
  let search: (term: string) => Promise<string[]>;
  const realFetch = globalThis.fetch;

  // Pagefind's own index of one word per record, searched with Pagefind's browser code in Node.
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'search-keys-'));
    const { index } = await pagefind.createIndex({});
    for (const [i, word] of words.entries()) await index!.addCustomRecord({ url: `/${i}`, content: word, language: 'ru', meta: { title: word } });
    await index!.writeFiles({ outputPath: join(dir, 'pagefind') });
    await pagefind.close();
    globalThis.fetch = (async (url: string | URL) => {
      const path = String(url).replace(/^[a-z]+:\/\/[^/]+/, '').split('?')[0];
      return readFile(join(dir, path)).then((body) => new Response(body), () => new Response('', { status: 404 }));
    }) as typeof fetch;
    const module = await import(/* @vite-ignore */ pathToFileURL(join(dir, 'pagefind', 'pagefind.js')).href);
    const instance = module.createInstance({ basePath: '/pagefind/', noWorker: true });
    await instance.init();
    search = async (term) => {
      const response = await instance.search(term);
      return Promise.all(response.results.map(async (result: { data(): Promise<{ meta: { title: string } }> }) => (await result.data()).meta.title));
    };
  }, 60_000);

  afterAll(async () => {
    globalThis.fetch = realFetch;
    await rm(dir, { recursive: true, force: true });
  });

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
    const covers = (word: string, query: string) => [word, ...formsOf(word)].some((form) => keyOf(form).startsWith(keyOf(query.replace(/й$/, ''))));
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

describe('paragraph titles', () => {
  it('name every paragraph of every text distinctly, by number or section and first words', async () => {
    const dir = new URL('content/topics/', root);
    for (const game of await readdir(dir)) {
      for (const file of (await readdir(new URL(`${game}/`, dir))).filter((name) => name.endsWith('.mdx'))) {
        const paragraphs = paragraphsOf(await readFile(new URL(`${game}/${file}`, dir), 'utf8'));
        const titles = paragraphTitles(paragraphs);
        const all = [...titles.values()];
        expect(new Set(all).size, file).toBe(all.length);
        expect(all.filter((title) => !title || title === '¶'), file).toEqual([]);
        for (const rule of paragraphs.filter((paragraph) => paragraph.number)) expect(titles.get(rule.id)!.startsWith(rule.number!), file).toBe(true);
      }
    }
  });

  it('reads "number first words" and "section — first words"', async () => {
    const titles = paragraphTitles(paragraphsOf(await readFile(new URL('content/topics/ti4/component-limitations.ru.mdx', root), 'utf8')));
    expect(titles.get('units')).toMatch(/^49\.4\. ОТРЯДЫ: количество отрядов/);
    const rftg = paragraphTitles(paragraphsOf(await readFile(new URL('content/topics/rftg/rebel-vs-imperium.ru.mdx', root), 'utf8')));
    expect(rftg.get('takeovers-off')).toMatch(/^Захваты — Когда захваты запрещены, игнорируйте/);
  });
});

describe('the copy Pagefind reads', () => {
  const page = `<!doctype html><html lang="ru"><body><article data-pagefind-body><h1>Т</h1>
<div class="rule" id="off" data-rule data-pagefind-title="¶"><a class="rule-number rule-number-none" href="#off">¶</a><div class="rule-text"><p>Когда захваты запрещены, игнорируйте <span class="ref-unwritten">Gambling World<span class="ref-unwritten-mark">(текста пока нет)</span></span>.</p></div></div>
</article></body></html>`;
  const forms = { formsOf: (word: string) => (word === 'запрещены' ? ['запретивший'] : []), keyOf: indexKey };

  it('titles paragraphs, leaves out the ¶ and "no text yet" marks, and adds forms after their word', async () => {
    const copy = await searchCopy(page, { titles: new Map([['off', 'Захваты — Когда "захваты" запрещены…']]), forms });
    expect(copy).toContain('data-pagefind-title="Захваты — Когда &quot;захваты&quot; запрещены…"');
    expect(copy).toMatch(/class="rule-number rule-number-none"[^>]*data-pagefind-ignore/);
    expect(copy).toMatch(/class="ref-unwritten-mark"[^>]*data-pagefind-ignore/);
    expect(copy).toContain(`запрещены, ${injectedStart}запретивший${injectedEnd} игнорируйте`);
  });

  it('adds nothing without forms (other languages)', async () => {
    const copy = await searchCopy(page, { titles: new Map() });
    expect(copy).not.toContain(injectedStart);
  });
});
