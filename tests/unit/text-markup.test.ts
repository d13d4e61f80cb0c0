/**
 * A text's markup (`src/markup/text-markup.ts`), as the built pages have it:
 * escaping, attributes left out when they have no value, mentions, lists,
 * tables numbered across the page, a paragraph with and without its anchor.
 * (The built site is checked in the browser by the e2e tests; these pin the
 * strings.)
 */
import { describe, expect, it } from 'vitest';
import type { Paragraph } from '../../src/schemas.ts';
import { wordDiff } from '../../src/history/word-diff.ts';
import { inlineHtml, paragraphHtml, textHtml, translationMarkHtml } from '../../src/markup/text-markup.ts';

const rule = (fields: Partial<Paragraph> & Pick<Paragraph, 'id' | 'blocks'>): Paragraph => ({
  kind: 'rule',
  text: '',
  line: 1,
  ...fields,
});

describe('inlineHtml', () => {
  it('escapes text as Astro does, and keeps words in another language under their lang', () => {
    expect(
      inlineHtml(
        [{ kind: 'original', lang: 'en', content: ['"just" actions'] }, " (qui viennent d'être réalisées) & <b>"],
        'fr',
      ),
    ).toBe(
      '<span lang="en" data-original>&quot;just&quot; actions</span> (qui viennent d&#39;être réalisées) &amp; &lt;b&gt;',
    );
  });

  it("links a reference to the topic in the page's language, and makes a topic without a text a mention that explains itself on demand", () => {
    const gambling = { kind: 'emphasis' as const, content: ['Gambling World'] };
    expect(
      inlineHtml(['карта ', { kind: 'ref', to: 'rftg/gambling-world', lang: 'en', content: [gambling] }], 'ru'),
    ).toBe('карта <a class="ref" href="/ru/rftg/gambling-world/" lang="en"><em>Gambling World</em></a>');
    expect(
      inlineHtml([{ kind: 'ref', to: 'rftg/gambling-world', lang: 'en', unwritten: true, content: [gambling] }], 'ru'),
    ).toBe(
      '<span class="mention" data-unwritten="rftg/gambling-world" lang="en" tabindex="0" aria-describedby="no-text-yet" data-note="текста пока нет"><em>Gambling World</em></span>',
    );
    expect(
      inlineHtml(
        [
          { kind: 'ref', to: 'ti4/component-limitations', paragraph: 'dice', content: ['Dice'] },
          { kind: 'break' },
          { kind: 'translatorNote', content: ['note'] },
        ],
        'en',
      ),
    ).toBe(
      '<a class="ref" href="/en/ti4/component-limitations/#dice">Dice</a><br><span class="translator-note" data-translator-note>note</span>',
    );
  });
});

describe('paragraphHtml', () => {
  it('gives a rule its permalink by its number, and its blocks one per line: a list nested in its item, a numbered list from its start', () => {
    const paragraph = rule({
      id: 'tokens',
      number: '2.',
      blocks: [
        { kind: 'text', content: ['Tokens:'] },
        {
          kind: 'list',
          items: [{ content: ['Control'], list: { kind: 'list', start: 3, items: [{ content: ['Fighter'] }] } }],
        },
      ],
    });
    expect(paragraphHtml(paragraph, { lang: 'en', tables: { count: 0 } })).toBe(
      '<div class="rule" id="tokens" data-rule data-number="2."><a class="rule-number" href="#tokens" aria-label="Link to paragraph 2." lang="en">2.</a>' +
        '<div class="rule-text"><p>Tokens:</p>\n<ul>\n<li>Control<ol start="3">\n<li>Fighter</li></ol></li></ul></div></div>',
    );
    // Beside the reader's paragraph on a side-by-side page: no id, no permalink, nothing the copy controls take.
    expect(paragraphHtml({ ...paragraph, sub: true }, { lang: 'en', tables: { count: 0 }, anchored: false })).toMatch(
      /^<div class="rule rule-sub" data-number="2\."><span class="rule-number rule-number-plain">2\.<\/span><div class="rule-text">/,
    );
  });

  it('numbers the tables of a page in order, across texts, the first row as the header, an empty corner as no header cell and the first column as row headers', () => {
    const table = rule({
      id: 'gamble',
      blocks: [
        {
          kind: 'table',
          align: [null, 'right'],
          rows: [
            [[], ['0']],
            [['Cards'], ['23']],
          ],
        },
      ],
    });
    const tables = { count: 0 };
    expect(paragraphHtml(table, { lang: 'ru', tables })).toContain(
      '<section class="table-scroll" tabindex="0" aria-labelledby="table-1"><span class="table-hint" id="table-1" lang="ru">Таблица (прокручивается вбок)</span>' +
        '<table><thead><tr><td></td><th class="align-right" scope="col">0</th></tr></thead><tbody><tr><th scope="row">Cards</th><td class="align-right">23</td></tr></tbody></table></section>',
    );
    expect(paragraphHtml(table, { lang: 'ru', tables, anchored: false })).toContain('aria-labelledby="table-2"');
  });

  it("gives a table's caption as its <caption>, with its words' marks, and no row headers where the first column has numbers", () => {
    const table = rule({
      id: 'gamble',
      blocks: [
        {
          kind: 'table',
          caption: ['Cards of each ', { kind: 'original', lang: 'en', content: ['cost'] }],
          align: [null],
          rows: [[['0']], [['23']]],
        },
      ],
    });
    expect(paragraphHtml(table, { lang: 'ru', tables: { count: 0 } })).toContain(
      '<table><caption>Cards of each <span lang="en" data-original>cost</span></caption><thead><tr><th scope="col">0</th></tr></thead><tbody><tr><td>23</td></tr></tbody></table>',
    );
  });

  it("marks an untranslated paragraph with its words' lang, the first of a run with a note, and one behind its original with a link to it", () => {
    const dice = rule({
      id: 'dice',
      number: '1.',
      untranslated: 'en',
      blocks: [{ kind: 'text', content: ['Dice are limitless.'] }],
    });
    const note = translationMarkHtml({ lang: 'fr', textLang: 'fr', untranslated: 'en' });
    expect(note).toBe(
      '<p class="translation-mark" lang="fr" data-translation-mark="untranslated">Pas encore traduit en français\u00a0: en anglais pour l&#39;instant.</p>',
    );
    const marked = textHtml([dice, { ...dice, id: 'dice-2' }], {
      lang: 'fr',
      tables: { count: 0 },
      translation: {
        lang: 'fr',
        untranslated: { count: 2, shown: [] },
        untranslatedNotes: new Set(['dice']),
        behind: {},
      },
    });
    expect(marked.split(note).length - 1).toBe(1);
    expect(marked).toMatch(
      /^<p class="translation-mark"[^>]*>[^<]*<\/p><div class="rule" id="dice" data-rule data-number="1\." lang="en" data-untranslated="en">/,
    );
    const behind = paragraphHtml(
      { ...dice, untranslated: undefined },
      {
        lang: 'ru',
        tables: { count: 0 },
        translation: {
          lang: 'ru',
          untranslated: { count: 0, shown: [] },
          untranslatedNotes: new Set(),
          behind: { dice: { lang: 'en', path: '/en/ti4/component-limitations/#dice' } },
        },
      },
    );
    // Recorded by fingerprint alone: what changed is not known, and the mark says so.
    expect(behind).toContain(
      '<p class="translation-mark translation-mark-behind" lang="ru" data-translation-mark="behind">Английский оригинал этого абзаца изменился после того, как перевод был проверен: <a href="/en/ti4/component-limitations/#dice" hreflang="en">читать оригинал</a>. Что именно изменилось, показать нельзя: перевод был проверен, когда сайт ещё не хранил слова оригинала.</p></div></div>',
    );
  });

  it("a paragraph behind its original whose check kept the original's words offers what changed: a <details>, <del>/<ins> in the original's language, named in the page's", () => {
    const behind = {
      lang: 'en' as const,
      path: '/en/ti4/component-limitations/#dice',
      changes: wordDiff('1. Dice are limitless.', '1. Dice are limited & scarce.', 'en'),
    };
    const mark = translationMarkHtml({ lang: 'fr', textLang: 'ru', behind });
    expect(mark).toBe(
      '<p class="translation-mark translation-mark-behind" lang="fr" data-translation-mark="behind">L&#39;original anglais de ce paragraphe a changé depuis la vérification de cette traduction\u00a0: <a href="/en/ti4/component-limitations/#dice" hreflang="en">lire l&#39;original</a>.</p>' +
        '<details class="original-changes" lang="fr" data-original-changes><summary>Ce qui a changé dans l&#39;original</summary><div class="original-changes-words"><p class="original-changes-since">Depuis la vérification de cette traduction\u00a0:</p>' +
        '<p class="word-diff" lang="en">1. Dice are <del><span class="visually-hidden" lang="fr">retiré\u00a0: </span>limitless</del><wbr><ins><span class="visually-hidden" lang="fr">ajouté\u00a0: </span>limited &amp; scarce</ins>.</p></div></details>',
    );
    // Where the page has no room for it (a paragraph page over its budget): a link to it on the topic page.
    expect(
      translationMarkHtml({ lang: 'fr', textLang: 'ru', behind, changesOn: '/fr/ti4/component-limitations/#dice' }),
    ).toBe(
      `${mark.slice(0, mark.indexOf('<details'))}<p class="original-changes-link" lang="fr"><a href="/fr/ti4/component-limitations/#dice">Ce qui a changé dans l&#39;original</a></p>`,
    );
  });
});
