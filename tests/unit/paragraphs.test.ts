/**
 * A text's paragraphs as the content model reads them (`readText`, Sätteri's
 * MDX parser) and what the pages, quotes and search make of them
 * (`src/library/paragraphs.ts`): the model's blocks and inline marks, plain text
 * on one line, words by language, translator's notes, the lead paragraph,
 * excerpts; and what `readText` refuses, at its line.
 */
import { describe, expect, it } from 'vitest';
import { readText } from '../../src/content-model/read-text.ts';
import type { Block, Inline, Paragraph } from '../../src/schemas.ts';
import {
  excerpt,
  excerptBlocks,
  leadParagraph,
  lineOf,
  markupOf,
  notesOf,
  plainBlocks,
  plainOf,
  runsOf,
  type PlainBlock,
} from '../../src/library/paragraphs.ts';

/** Front matter enough for `readText`: the body starts on line `bodyLine`. */
const frontMatter = (title = 'Title') =>
  `---\ngame: ti4\nlang: en\ntitle: ${JSON.stringify(title)}\nsource: { seed: x.txt, edition: y }\n---\n\n`;
const bodyLine = frontMatter().split('\n').length;

/** A text read whole: front matter, then `body`. */
const read = (body: string, lang = 'en') => readText(`${frontMatter()}${body}`, lang);

/** The paragraphs of a body that must read without a problem. */
function paragraphsOf(body: string, lang = 'en'): Paragraph[] {
  const text = read(body, lang);
  expect(text.problems).toEqual([]);
  return text.paragraphs;
}

/** One `<Rule>` holding `markdown` (a blank line either side, as docs/authoring.md asks), read without a problem. */
function ruleOf(markdown: string, lang = 'en'): Paragraph {
  const [paragraph, ...others] = paragraphsOf(`<Rule id="r">\n\n${markdown}\n\n</Rule>\n`, lang);
  expect(others).toEqual([]);
  return paragraph;
}

/** The one-line plain text of a rule holding `markdown`. */
const plainText = (markdown: string, lang = 'en') => ruleOf(markdown, lang).text;

/** A text block of the model. */
const text = (...content: Inline[]): Block => ({ kind: 'text', content });

describe('plain text of a paragraph (Paragraph.text, lineOf)', () => {
  it('removes bold and italics', () => {
    expect(plainText('**Dice:** Dice are *limitless*, __really__ _so_.')).toBe('Dice: Dice are limitless, really so.');
  });

  it('keeps list items apart: "; " between them, ": " before the list (TI4 tokens)', () => {
    const list = `**Tokens:** Tokens are limited to those included in the game, except for the following

- Control Tokens
- Fighter Tokens
* Trade Good Tokens
1. Infantry Tokens`;
    expect(plainText(list)).toBe(
      'Tokens: Tokens are limited to those included in the game, except for the following: Control Tokens; Fighter Tokens; Trade Good Tokens; Infantry Tokens',
    );
  });

  it('adds no separator after an item that ends in punctuation of its own (TI4 ru tokens)', () => {
    expect(plainText('за исключением следующих:\n\n- жетоны контроля;\n- жетоны пехоты.\n- (3) partie', 'ru')).toBe(
      'за исключением следующих: жетоны контроля; жетоны пехоты. (3) partie',
    );
  });

  it('does not run a count into the item before it (RftG contents)', () => {
    const list =
      '- Подменная карта <Ref to="rftg/gambling-world">*Gambling World*</Ref>\n- 3 карты стартовых миров (пронумерованные 9-11)\n- 7 карт';
    expect(plainText(list, 'ru')).toBe(
      'Подменная карта Gambling World; 3 карты стартовых миров (пронумерованные 9-11); 7 карт',
    );
  });

  it('keeps the cells of a table, one row after another, and drops its rule line (RftG card counts)', () => {
    const table = `|   | 0 | 1 | 2 |
| --- | --- | :---: | ---: |
| Количество карт | 0 | 23 | 12 |
| — | 3 | 11 | 17 |`;
    expect(plainText(table, 'ru')).toBe('0 1 2; Количество карт 0 23 12; — 3 11 17');
  });

  it("reads a <Caption> right before a table as the table's caption, said once before its rows (RftG card counts)", () => {
    const rule = ruleOf(
      '<Caption>Количество карт <Original lang="en">Cards</Original></Caption>\n\n| 0 | 1 |\n| --- | --- |\n| 0 | 23 |',
      'ru',
    );
    expect(rule.blocks).toEqual([
      {
        kind: 'table',
        caption: ['Количество карт ', { kind: 'original', lang: 'en', content: ['Cards'] }],
        align: [null, null],
        rows: [
          [['0'], ['1']],
          [['0'], ['23']],
        ],
      },
    ]);
    expect(rule.text).toBe('Количество карт Cards; 0 1; 0 23');
    expect(plainBlocks(rule.blocks)).toEqual([
      {
        kind: 'table',
        caption: 'Количество карт Cards',
        rows: [
          ['0', '1'],
          ['0', '23'],
        ],
      },
    ]);
  });

  it('removes emphasis nested in emphasis (an italic card name in an italic note)', () => {
    expect(plainText('*Эта способность карты <Ref to="x/y">*Interstellar Prospectors*</Ref>: она может.*', 'ru')).toBe(
      'Эта способность карты Interstellar Prospectors: она может.',
    );
    expect(plainText('**a *b* c** and snake_case_name')).toBe('a b c and snake_case_name');
  });

  it('removes component tags but keeps their text (Ref, TranslatorNote)', () => {
    const mdx =
      '¹ Обратите внимание: карта <Ref to="rftg/rebel-cantina">*Rebel Cantina*</Ref> является повстанческим миром. <TranslatorNote>(прим. перев.)</TranslatorNote>.';
    expect(plainText(mdx, 'ru')).toBe(
      '¹ Обратите внимание: карта Rebel Cantina является повстанческим миром. (прим. перев.).',
    );
  });

  it('removes <Original> and a <Ref lang> but keeps their words, as printed (RftG, SWCCG)', () => {
    const [heading] = paragraphsOf(
      '<Heading id="explore" level={3}>I: <Original lang="en">Explore</Original> (Исследование)</Heading>',
      'ru',
    );
    expect(heading.text).toBe('I: Explore (Исследование)');
    expect(
      plainText(
        'бонусом *<Original lang="en">Consume</Original>* ×2, карта <Ref to="rftg/improved-logistics" lang="en">*Improved Logisticts*</Ref>',
        'ru',
      ),
    ).toBe('бонусом Consume ×2, карта Improved Logisticts');
    expect(plainText('la carte **<Original lang="en">automatic action</Original> (action automatique)**.', 'fr')).toBe(
      'la carte automatic action (action automatique).',
    );
  });

  it('keeps bold inside a reference inside a translator note (SWCCG)', () => {
    const mdx =
      '<TranslatorNote>Note du traducteur : voir un exemple dans <Ref to="swccg/actions#example-3">**actions - exemple 3 – "just" actions and backing up -**</Ref></TranslatorNote>';
    expect(plainText(mdx, 'fr')).toBe(
      'Note du traducteur : voir un exemple dans actions - exemple 3 – "just" actions and backing up -',
    );
  });

  it('unescapes Markdown escapes', () => {
    expect(plainText('5\\. Cost \\#1 \\(six\\) \\[x\\] \\_a\\_ \\\\ \\|')).toBe('5. Cost #1 (six) [x] _a_ \\ |');
  });

  it('does not read escaped asterisks as emphasis', () => {
    expect(plainText('2 \\*3\\* and \\*\\*4\\*\\*')).toBe('2 *3* and **4**');
  });

  it('keeps an escaped pipe inside a table cell', () => {
    expect(plainText('| a \\| b | c |\n| --- | --- |')).toBe('a | b c');
  });

  it('keeps a number that starts a line when it is not a list marker', () => {
    expect(plainText('49.1. КУБИКИ: количество кубиков неограниченно.', 'ru')).toBe(
      '49.1. КУБИКИ: количество кубиков неограниченно.',
    );
  });

  it('reads a line break in the source, and a hard break, as a space', () => {
    expect(plainText('one\ntwo  \nthree\\\nfour')).toBe('one two three four');
  });
});

describe('blocks of a paragraph (plainBlocks)', () => {
  it('keeps text paragraphs, lists and tables apart, in order', () => {
    const markdown = `**Сделать ставку на удачу**

Вы можете открыть
с руки одну карту.

- за *Interstellar Bank*
- за любую другую карту

| — | 0 | 1 |
| --- | --- | --- |
| Количество | 0 | 23 |`;
    expect(plainBlocks(ruleOf(markdown, 'ru').blocks)).toEqual([
      { kind: 'text', text: 'Сделать ставку на удачу' },
      { kind: 'text', text: 'Вы можете открыть с руки одну карту.' },
      { kind: 'list', items: [{ text: 'за Interstellar Bank' }, { text: 'за любую другую карту' }] },
      {
        kind: 'table',
        rows: [
          ['—', '0', '1'],
          ['Количество', '0', '23'],
        ],
      },
    ]);
  });

  it('nests a list by its indentation (RftG glossary)', () => {
    const markdown = `- **Цель** — Goal;
  - **Цель приоритета** — “first” goal;
  - **Цель превосходства** — “most” goal;
- **Мир** — World;`;
    expect(plainBlocks(ruleOf(markdown, 'ru').blocks)).toEqual([
      {
        kind: 'list',
        items: [
          {
            text: 'Цель — Goal;',
            list: {
              kind: 'list',
              items: [{ text: 'Цель приоритета — “first” goal;' }, { text: 'Цель превосходства — “most” goal;' }],
            },
          },
          { text: 'Мир — World;' },
        ],
      },
    ]);
  });

  it('numbers a numbered list from its first number, and keeps a list item that goes on over lines', () => {
    expect(plainBlocks(ruleOf('3. three\n   and more\n4. four\nlazy line').blocks)).toEqual([
      { kind: 'list', start: 3, items: [{ text: 'three and more' }, { text: 'four lazy line' }] },
    ]);
  });

  it('does not read a rule number inside a text paragraph as a list', () => {
    expect(plainBlocks(ruleOf('See rule\n2. Tokens').blocks)).toEqual([{ kind: 'text', text: 'See rule 2. Tokens' }]);
    expect(plainBlocks(ruleOf('49.1. КУБИКИ', 'ru').blocks)).toEqual([{ kind: 'text', text: '49.1. КУБИКИ' }]);
  });

  it('keeps escaped list markers and emphasis marks as text', () => {
    expect(plainBlocks(ruleOf('\\- not an item \\*really\\*').blocks)).toEqual([
      { kind: 'text', text: '- not an item *really*' },
    ]);
  });

  it('gives a table its header row first, each cell in plain text', () => {
    const table = {
      kind: 'table',
      align: [null, 'right'],
      rows: [
        [['a'], [{ kind: 'strong', content: ['b'] }]],
        [[], ['  c  d ']],
      ],
    } satisfies Block;
    expect(plainBlocks([table])).toEqual([
      {
        kind: 'table',
        rows: [
          ['a', 'b'],
          ['', 'c d'],
        ],
      },
    ]);
  });
});

describe('lineOf', () => {
  it('gives one line: ": " before a list, "; " between items and rows, nothing after punctuation', () => {
    expect(
      lineOf([
        text('Galactic Bankers'),
        {
          kind: 'list',
          items: [
            { content: ['for Interstellar Bank'], list: { kind: 'list', items: [{ content: ['nested.'] }] } },
            { content: ['last'] },
          ],
        },
        text('Then'),
        {
          kind: 'table',
          align: [null, null, null],
          rows: [
            [[], ['a'], ['b']],
            [['c'], [], ['d']],
          ],
        },
      ]),
    ).toBe('Galactic Bankers: for Interstellar Bank; nested. last; Then; a b; c d');
  });

  it('leaves out empty pieces and gives nothing for no blocks', () => {
    expect(
      lineOf([text('  '), text('a'), { kind: 'list', items: [{ content: ['b'] }, { content: [' '] }] }, text('c')]),
    ).toBe('a: b; c');
    expect(lineOf([])).toBe('');
  });
});

describe('plainOf', () => {
  it('keeps the words of every mark, a break as a space, white space collapsed and trimmed', () => {
    const content: Inline[] = [
      ' Le  côté ',
      { kind: 'original', lang: 'en', content: ['Dark'] },
      { kind: 'break' },
      { kind: 'ref', to: 'swccg/force', content: [{ kind: 'strong', content: ['Force'] }] },
      { kind: 'link', url: 'https://example.org/', content: ['\nici'] },
      ' ',
    ];
    expect(plainOf(content)).toBe('Le côté Dark Force ici');
  });
});

describe('readText: the model of a text', () => {
  const mdx = `---
game: ti4
---

<Heading id="rules">Rules Reference</Heading>

<Rule id="tokens" n="2.">

**Tokens:** Tokens are limited to those included in the game, except for the following:

- Control Tokens
- Fighter Tokens

</Rule>

<Rule id="unit-tokens" n="4.2" sub>

When producing a fighter or infantry unit, see <Ref to="ti4/units">Units</Ref>.

</Rule>

<Heading id="step-1a" level={3}>Actions – step 1a</Heading>

<Rule id="note">

Une note <TranslatorNote>(note du traducteur : *voir* plus haut)</TranslatorNote>.

</Rule>
`;

  it('finds every Rule and Heading in order with id, number, kind, sub, level, blocks, text, notes and line', () => {
    const read = readText(mdx, 'fr');
    expect(read.problems).toEqual([]);
    expect(read.paragraphs).toEqual([
      { id: 'rules', kind: 'heading', blocks: [text('Rules Reference')], text: 'Rules Reference', line: 5 },
      {
        id: 'tokens',
        number: '2.',
        kind: 'rule',
        blocks: [
          text(
            { kind: 'strong', content: ['Tokens:'] },
            ' Tokens are limited to those included in the game, except for the following:',
          ),
          { kind: 'list', items: [{ content: ['Control Tokens'] }, { content: ['Fighter Tokens'] }] },
        ],
        text: 'Tokens: Tokens are limited to those included in the game, except for the following: Control Tokens; Fighter Tokens',
        line: 7,
      },
      {
        id: 'unit-tokens',
        number: '4.2',
        kind: 'rule',
        sub: true,
        blocks: [
          text(
            'When producing a fighter or infantry unit, see ',
            { kind: 'ref', to: 'ti4/units', content: ['Units'] },
            '.',
          ),
        ],
        text: 'When producing a fighter or infantry unit, see Units.',
        line: 16,
      },
      {
        id: 'step-1a',
        kind: 'heading',
        level: 3,
        blocks: [text('Actions – step 1a')],
        text: 'Actions – step 1a',
        line: 22,
      },
      {
        id: 'note',
        kind: 'rule',
        blocks: [
          text(
            'Une note ',
            {
              kind: 'translatorNote',
              content: ['(note du traducteur : ', { kind: 'emphasis', content: ['voir'] }, ' plus haut)'],
            },
            '.',
          ),
        ],
        text: 'Une note (note du traducteur : voir plus haut).',
        notes: [[{ text: '(note du traducteur : voir plus haut)' }]],
        line: 24,
      },
    ]);
    expect(read.frontMatter?.data).toEqual({ game: 'ti4' });
    expect(read.references).toEqual([{ node: { kind: 'ref', to: 'ti4/units', content: ['Units'] }, line: 18 }]);
  });

  it('marks inline content: strong, emphasis, original, ref (to, paragraph, lang), translator note, link, break', () => {
    const rule = ruleOf(
      [
        '**Bold** and *italics* then <Original lang="en">Sense</Original>,',
        '<Ref to="swccg/actions#example-3" lang="en">*example 3*</Ref>, <Ref to="ti4/units">units</Ref>  ',
        '<TranslatorNote>(N.d.T.)</TranslatorNote> [the site](https://example.org/a_(b))',
      ].join('\n'),
      'fr',
    );
    expect(rule.blocks).toEqual([
      text(
        { kind: 'strong', content: ['Bold'] },
        ' and ',
        { kind: 'emphasis', content: ['italics'] },
        ' then ',
        { kind: 'original', lang: 'en', content: ['Sense'] },
        ', ',
        {
          kind: 'ref',
          to: 'swccg/actions',
          paragraph: 'example-3',
          lang: 'en',
          content: [{ kind: 'emphasis', content: ['example 3'] }],
        },
        ', ',
        { kind: 'ref', to: 'ti4/units', content: ['units'] },
        { kind: 'break' },
        { kind: 'translatorNote', content: ['(N.d.T.)'] },
        ' ',
        { kind: 'link', url: 'https://example.org/a_(b)', content: ['the site'] },
      ),
    ]);
    expect(rule.notes).toEqual([[{ text: '(N.d.T.)' }]]);
  });

  it('gives each <Ref> and Markdown link of the text with its line, for the cross-file checks', () => {
    const source = read(
      '<Rule id="a">\n\nSee <Ref to="ti4/units#dice">dice</Ref>\nand [this](/en/ti4/) and [that](https://example.org/).\n\n</Rule>\n',
    );
    expect(source.references).toEqual([
      { node: { kind: 'ref', to: 'ti4/units', paragraph: 'dice', content: ['dice'] }, line: bodyLine + 2 },
    ]);
    expect(source.links).toEqual([
      { url: '/en/ti4/', line: bodyLine + 3 },
      { url: 'https://example.org/', line: bodyLine + 3 },
    ]);
  });

  it('gives a numbered list its start, a bulleted list none', () => {
    expect(ruleOf('1. one\n2. two').blocks).toEqual([
      { kind: 'list', start: 1, items: [{ content: ['one'] }, { content: ['two'] }] },
    ]);
    expect(ruleOf('- one\n- two').blocks).toEqual([
      { kind: 'list', items: [{ content: ['one'] }, { content: ['two'] }] },
    ]);
    expect(plainBlocks(ruleOf('- one\n\n  still one\n- two').blocks)).toEqual([
      { kind: 'list', items: [{ text: 'one still one' }, { text: 'two' }] },
    ]);
  });

  it('gives a table its header row first and the alignment of each column', () => {
    const [table] = ruleOf('|   | a | *b* | c |\n| --- | :--- | :---: | ---: |\n| x | 1 | 2 | 3 |').blocks;
    expect(table).toEqual({
      kind: 'table',
      align: [null, 'left', 'center', 'right'],
      rows: [
        [[], ['a'], [{ kind: 'emphasis', content: ['b'] }], ['c']],
        [['x'], ['1'], ['2'], ['3']],
      ],
    });
  });

  it('gives a heading its level: 3 or 4 as written, none for the default 2', () => {
    const [two, three, four, plain] = paragraphsOf(
      '<Heading id="two" level={2}>Two</Heading>\n\n<Heading id="three" level={3}>Three</Heading>\n\n<Heading id="four" level={4}>Four</Heading>\n\n<Heading id="plain">Plain</Heading>',
    );
    expect([two.level, three.level, four.level, plain.level]).toEqual([undefined, 3, 4, undefined]);
    expect([two, three, four, plain].map((paragraph) => paragraph.kind)).toEqual([
      'heading',
      'heading',
      'heading',
      'heading',
    ]);
  });

  it('reads a <Rule> on one line as one text paragraph, Markdown emphasis and components included', () => {
    const [rule] = paragraphsOf('<Rule id="intro" n="1.">Intro *x* <Ref to="ti4/units">y</Ref></Rule>');
    expect(rule).toEqual({
      id: 'intro',
      kind: 'rule',
      number: '1.',
      blocks: [
        text('Intro ', { kind: 'emphasis', content: ['x'] }, ' ', { kind: 'ref', to: 'ti4/units', content: ['y'] }),
      ],
      text: 'Intro x y',
      line: bodyLine,
    });
  });

  it('reads a heading, or an <Original> alone on its lines, whose words go over several paragraphs as one line, with spaces between them', () => {
    const [heading, rule] = paragraphsOf(
      '<Heading id="h">\n\nTwo\n\nparagraphs\n\n</Heading>\n\n<Rule id="r">\n\n<Original lang="fr">\n\nDeux\n\nparagraphes\n\n</Original>\n\n</Rule>',
    );
    expect(heading.blocks).toEqual([text('Two paragraphs')]);
    expect(rule.blocks).toEqual([text({ kind: 'original', lang: 'fr', content: ['Deux paragraphes'] })]);
  });

  it('does not take a Ref or TranslatorNote at the top of a text for a paragraph', () => {
    const source = read('<Ref to="ti4/units">Units</Ref> <TranslatorNote>x</TranslatorNote>');
    expect(source.paragraphs).toEqual([]);
    expect(source.problems).toEqual([
      {
        line: bodyLine,
        message: '<Ref> outside a <Rule> or <Heading>: every word of a text is inside one (see docs/authoring.md)',
      },
      {
        line: bodyLine,
        message:
          '<TranslatorNote> outside a <Rule> or <Heading>: every word of a text is inside one (see docs/authoring.md)',
      },
    ]);
  });

  it('reads a tag whose attribute value contains ">"', () => {
    expect(paragraphsOf('<Rule id="a" n="1 > 2">\n\nText\n\n</Rule>')).toEqual([
      { id: 'a', number: '1 > 2', kind: 'rule', blocks: [text('Text')], text: 'Text', line: bodyLine },
    ]);
  });

  it('gives an empty id (for the checks to report) when a paragraph has none', () => {
    const source = read('<Rule n="1.">\n\nText\n\n</Rule>');
    expect(source.paragraphs.map((paragraph) => paragraph.id)).toEqual(['']);
    expect(source.problems).toEqual([{ line: bodyLine, message: '<Rule> without an id' }]);
  });
});

describe('readText: what it refuses, at its line', () => {
  const problemsOf = (body: string, lang = 'en') => read(body, lang).problems;
  const at = (offset: number, message: string) => ({ line: bodyLine + offset, message });

  it('text outside a <Rule> or <Heading>, and an element there', () => {
    expect(
      problemsOf('Loose words.\n\n<Rule id="a">\n\nText.\n\n</Rule>\n\n<Original lang="fr">mot</Original>\n'),
    ).toEqual([
      at(0, 'text outside a <Rule> or <Heading> would not be shown: put it inside one (see docs/authoring.md)'),
      at(8, '<Original> outside a <Rule> or <Heading>: every word of a text is inside one (see docs/authoring.md)'),
    ]);
  });

  it('an unknown attribute, on a paragraph or inline', () => {
    expect(
      problemsOf(
        '<Rule id="a" level={3}>\n\nText <TranslatorNote lang="en">n</TranslatorNote>.\n\n</Rule>\n\n<Heading id="h" n="1">H</Heading>',
        'fr',
      ),
    ).toEqual([
      at(0, '<Rule level>: unknown attribute (it takes id, n, sub, untranslated)'),
      at(2, '<TranslatorNote lang>: unknown attribute'),
      at(6, '<Heading n>: unknown attribute (it takes id, level, untranslated)'),
    ]);
  });

  it('a Markdown heading inside a <Rule>', () => {
    const source = read('<Rule id="a">\n\n# Heading\n\nText.\n\n</Rule>');
    expect(source.problems).toEqual([
      at(2, 'a Markdown heading (#) inside a <Rule>: make it a <Heading id="…"> of its own'),
    ]);
    expect(source.paragraphs[0].text).toBe('Text.');
  });

  it('a <Caption> that is not right before a table, inline, or without words', () => {
    expect(
      problemsOf(
        '<Rule id="a">\n\n<Caption>Counts</Caption>\n\nText.\n\n| 0 |\n| --- |\n| 1 |\n\n</Rule>\n\n<Rule id="b">\n\nText <Caption>c</Caption>.\n\n<Caption> </Caption>\n\n| 0 |\n| --- |\n| 1 |\n\n</Rule>',
      ),
    ).toEqual([
      at(2, '<Caption> names the table right after it: put it on the line before a table'),
      at(14, '<Caption> stands on its own line, right before the table it names'),
      at(16, '<Caption> has no words: say what the table holds, or remove it'),
    ]);
  });

  it('a <Ref> without to, whose words stay in the text', () => {
    const source = read('<Rule id="a">\n\nSee <Ref>units</Ref>.\n\n</Rule>');
    expect(source.problems).toEqual([at(2, '<Ref> needs a to="game/topic" attribute')]);
    expect(source.paragraphs[0].blocks).toEqual([text('See units.')]);
    expect(source.references).toEqual([]);
  });

  it("a title with an <Original> that lacks its lang, or marks the text's own language", () => {
    const withTitle = (title: string) => readText(`${frontMatter(title)}<Rule id="a">\n\nText.\n\n</Rule>\n`, 'en');
    expect(withTitle('<Original>Sense</Original> (sens)').problems).toEqual([
      { line: 4, message: 'title: <Original> needs the language of its words: lang="en"' },
    ]);
    expect(withTitle('<Original lang="en">Sense</Original>').problems).toEqual([
      {
        line: 4,
        message: 'title: <Original lang="en">: the text is already in "en"; lang marks words in another language',
      },
    ]);
    expect(withTitle('<Original lang="fr">Sens</Original> (sense)').problems).toEqual([]);
  });

  it('ids, numbers, sub and level that are not as the format says', () => {
    expect(
      problemsOf(
        [
          '<Rule id="Bad_id">\n\nA\n\n</Rule>',
          '<Rule id="b" n="">\n\nB\n\n</Rule>',
          '<Rule id="c" sub="yes">\n\nC\n\n</Rule>',
          '<Heading id="d" level={5}>D</Heading>',
          '<Rule id="e">\n\n</Rule>',
        ].join('\n\n'),
      ),
    ).toEqual([
      at(0, '<Rule> id "Bad_id" must be lower-case ASCII words joined by hyphens, e.g. id="unit-tokens"'),
      at(6, '<Rule> n must be the number as printed, in quotes, e.g. n="4.2"'),
      at(12, '<Rule sub> takes no value: write `sub` alone'),
      at(18, '<Heading level> must be {2}, {3} or {4}'),
      at(20, '<Rule> "e" has no text'),
    ]);
  });

  it('Markdown the format has not, expressions, imports and a paragraph inside a paragraph', () => {
    expect(
      problemsOf(
        [
          '<Rule id="a">\n\nx `code` ~~gone~~ {1 + 1}\n\n> quoted\n\n</Rule>',
          'import X from "y"',
          '<Rule id="b">\n\n<Rule id="c">inner</Rule>\n\n</Rule>',
        ].join('\n\n'),
      ),
    ).toEqual([
      at(2, 'code (`…`) is not part of the format of a text (see docs/authoring.md)'),
      at(2, 'strikethrough (~~) is not part of the format of a text (see docs/authoring.md)'),
      at(2, '{…} expressions are not allowed in a text (escape a literal brace as \\{)'),
      at(4, 'a block quote (>) is not part of the format of a text (see docs/authoring.md)'),
      at(8, 'import/export is not allowed in a text: the components need no import'),
      at(12, '<Rule> inside another paragraph: a <Rule> or <Heading> stands at the top of the text'),
    ]);
  });

  it('a file without front matter, front matter that does not parse, MDX that does not compile', () => {
    expect(readText('<Rule id="a">\n\nA\n\n</Rule>\n', 'en').problems).toEqual([
      { line: 1, message: 'no front matter: the file must start with a "---" block (see docs/authoring.md)' },
    ]);
    const yaml = readText('---\ngame: ti4\nrelated: [a\n---\n\n<Rule id="a">\n\nA\n\n</Rule>\n', 'en');
    expect(yaml.frontMatter?.data).toBeUndefined();
    expect(yaml.problems).toEqual([{ line: 3, message: expect.stringMatching(/^YAML does not parse: /) }]);
    const mdx = read('<Rule id="a">\n\nA\n');
    expect(mdx.paragraphs).toEqual([]);
    expect(mdx.problems).toEqual([
      { line: bodyLine, message: expect.stringMatching(/^MDX does not compile: Expected a closing tag for `<Rule>`/) },
    ]);
  });
});

describe('leadParagraph', () => {
  const leadOf = (body: string) => leadParagraph(paragraphsOf(body, 'fr'))?.id;

  it("skips examples and notes, by their own id or their heading's (SWCCG Actions opens with example 3)", () => {
    const mdx = [
      '<Heading id="example-3">Actions – example 3</Heading>',
      '<Rule id="example-3-1">Le côté lumineux joue Nabrun Leids</Rule>',
      '<Heading id="just-actions">Actions – "just"</Heading>',
      '<Rule id="just-actions-1">Certaines actions peuvent être initiées</Rule>',
    ].join('\n\n');
    expect(leadOf(mdx)).toBe('just-actions-1');
    expect(
      leadOf('<Rule id="note-1">N</Rule>\n\n<Rule id="takeover-examples">E</Rule>\n\n<Rule id="dice">D</Rule>'),
    ).toBe('dice');
    expect(
      leadOf(
        '<Heading id="notes">Notes</Heading>\n\n<Rule id="a">A</Rule>\n\n<Heading id="rules">R</Heading>\n\n<Rule id="b">B</Rule>',
      ),
    ).toBe('b');
  });

  it('takes the first rule paragraph where all are examples or notes, and a word only whole', () => {
    expect(
      leadOf('<Heading id="example-1">E</Heading>\n\n<Rule id="example-1-1">A</Rule>\n\n<Rule id="note-2">B</Rule>'),
    ).toBe('example-1-1');
    expect(leadOf('<Rule id="footnote">F</Rule>\n\n<Rule id="notebook">N</Rule>')).toBe('footnote');
    expect(leadOf('<Heading id="h">H</Heading>')).toBeUndefined();
  });
});

describe('excerpt', () => {
  it('returns a short text unchanged', () => {
    expect(excerpt('Dice are limitless.', 200)).toBe('Dice are limitless.');
    expect(excerpt('12345', 5)).toBe('12345');
  });

  it('cuts at a word boundary and adds an ellipsis', () => {
    expect(excerpt('Dice are limitless. If a player needs more dice', 20)).toBe('Dice are limitless.…');
  });

  it('drops a trailing comma or colon before the ellipsis', () => {
    expect(excerpt('Tokens are limited, except for the following: Control Tokens', 20)).toBe('Tokens are limited…');
  });

  it('cuts inside a word when the last space is too early', () => {
    expect(excerpt('A Pan-Galactic-Research-card', 10)).toBe('A Pan-Gala…');
  });

  it('defaults to 200 characters', () => {
    const long = 'word '.repeat(100).trim();
    const cut = excerpt(long);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(201);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
  });
});

describe('excerptBlocks', () => {
  const gamble = [
    { kind: 'text', text: 'Gamble' },
    { kind: 'text', text: 'Reveal a card from your hand. Reveal as many cards from the deck.' },
    {
      kind: 'table',
      rows: [
        ['', '0', '1'],
        ['cards', '0', '23'],
      ],
    },
  ] as const satisfies PlainBlock[];

  it('keeps every block of a paragraph that fits', () => {
    expect(excerptBlocks([...gamble], 500)).toEqual(gamble);
  });

  it('keeps the text paragraphs that fit and cuts the next at a word, leaving out a table that does not fit', () => {
    expect(excerptBlocks([...gamble], 30)).toEqual([
      { kind: 'text', text: 'Gamble' },
      { kind: 'text', text: 'Reveal a card from your…' },
    ]);
  });

  it('marks a list or table left out after a whole text paragraph', () => {
    expect(excerptBlocks([...gamble], 75)).toEqual([gamble[0], { kind: 'text', text: `${gamble[1].text}…` }]);
  });

  it("keeps a list's first items that fit, and a table's first rows under its header", () => {
    const list = {
      kind: 'list',
      items: [{ text: 'Control Tokens' }, { text: 'Fighter Tokens' }, { text: 'Trade Good Tokens' }],
    } as const satisfies PlainBlock;
    expect(excerptBlocks([list], 35)).toEqual([
      { kind: 'list', items: list.items.slice(0, 2) },
      { kind: 'text', text: '…' },
    ]);
    const counts = {
      kind: 'table',
      rows: [
        ['', '0', '1'],
        ['a', '0', '23'],
        ['b', '3', '11'],
      ],
    } as const satisfies PlainBlock;
    expect(excerptBlocks([counts], 15)).toEqual([
      { kind: 'table', rows: counts.rows.slice(0, 2) },
      { kind: 'text', text: '…' },
    ]);
    // A header alone is no start of a table.
    expect(excerptBlocks([counts], 5)).toEqual([{ kind: 'text', text: '…' }]);
  });

  it('leaves an ellipsis alone when nothing fits', () => {
    expect(excerptBlocks([...gamble], 0)).toEqual([{ kind: 'text', text: '…' }]);
  });
});

describe('runsOf: words by language', () => {
  /** The inline content of a rule's one text block. */
  const contentOf = (markdown: string, lang = 'fr') => {
    const [block] = ruleOf(markdown, lang).blocks;
    if (block.kind !== 'text') throw new Error(`expected a text block, got ${block.kind}`);
    return block.content;
  };

  it('cuts plain text where <Original lang> and <Ref lang> mark another language', () => {
    expect(runsOf(contentOf('la carte <Original lang="en">Alter</Original> (l\'annule)'))).toEqual([
      { text: 'la carte ' },
      { text: 'Alter', lang: 'en' },
      { text: " (l'annule)" },
    ]);
    expect(runsOf(contentOf('<Ref to="rftg/gambling-world" lang="en">*Gambling World*</Ref>', 'ru'))).toEqual([
      { text: 'Gambling World', lang: 'en' },
    ]);
  });

  it('keeps emphasis that spans a marked run out of the text, and a <Ref> without lang as plain words', () => {
    const mdx =
      'voir <Ref to="swccg/actions#example-3">**actions - exemple 3 – <Original lang="en">"just" actions and backing up</Original> -**</Ref>';
    expect(runsOf(contentOf(mdx))).toEqual([
      { text: 'voir actions - exemple 3 – ' },
      { text: '"just" actions and backing up', lang: 'en' },
      { text: ' -' },
    ]);
  });

  it('joined, is the plain text', () => {
    const content = contentOf(
      '**<Original lang="en">battle</Original> : bataille**, *<Original lang="en">Consume</Original>* ×2 et  <Original lang="en">Sense</Original>\n',
    );
    expect(
      runsOf(content)
        .map((run) => run.text)
        .join(''),
    ).toBe(plainOf(content));
    expect(plainOf(content)).toBe('battle : bataille, Consume ×2 et Sense');
    expect(runsOf(contentOf('texte seul'))).toEqual([{ text: 'texte seul' }]);
  });

  it('gives the title of the front matter in runs (readText titleRuns)', () => {
    const source = readText(
      `${frontMatter('<Original lang="en">Activate Force</Original> (activer de la Force)')}<Rule id="a">\n\nA\n\n</Rule>\n`,
      'fr',
    );
    expect(source.titleRuns).toEqual([{ text: 'Activate Force', lang: 'en' }, { text: ' (activer de la Force)' }]);
  });
});

describe('translator notes (Paragraph.notes, notesOf)', () => {
  it('finds each <TranslatorNote> in the paragraph it is in, in runs by language', () => {
    const mdx = [
      '<Rule id="footnote">',
      '',
      'Цель <Ref to="rftg/propaganda-edge" lang="en">*Propaganda Edge*</Ref> <TranslatorNote>(прим. перев.)</TranslatorNote>.',
      '',
      '</Rule>',
      '',
      '<Rule id="plain">',
      '',
      'Sans note.',
      '',
      '</Rule>',
      '',
      '<Rule id="two">',
      '',
      '<TranslatorNote>(N.d.T. : la carte <Original lang="en">Alter</Original>)</TranslatorNote> et <TranslatorNote>(encore)</TranslatorNote>',
      '',
      '</Rule>',
    ].join('\n');
    expect(paragraphsOf(mdx, 'fr').map(({ id, notes }) => ({ id, notes }))).toEqual([
      { id: 'footnote', notes: [[{ text: '(прим. перев.)' }]] },
      { id: 'plain', notes: undefined },
      {
        id: 'two',
        notes: [
          [{ text: '(N.d.T. : la carte ' }, { text: 'Alter', lang: 'en' }, { text: ')' }],
          [{ text: '(encore)' }],
        ],
      },
    ]);
  });

  it('finds notes in list items, nested lists and table cells, in order', () => {
    const note = (words: string) => ({ kind: 'translatorNote' as const, content: [words] });
    const blocks: Block[] = [
      {
        kind: 'list',
        items: [
          {
            content: ['a', note('1')],
            list: { kind: 'list', items: [{ content: [{ kind: 'emphasis', content: [note('2')] }] }] },
          },
        ],
      },
      { kind: 'table', align: [null], rows: [[[note('3')]]] },
    ];
    expect(notesOf(blocks)).toEqual([[{ text: '1' }], [{ text: '2' }], [{ text: '3' }]]);
  });
});

describe('what of its markup a text shows (markupOf): the rules its topic page carries', () => {
  const paragraph = (blocks: Block[]): Paragraph => ({ id: 'p', kind: 'rule', blocks, text: '', line: 1 });
  const mention: Inline = { kind: 'ref', to: 'rftg/gambling-world', unwritten: true, content: ['Gambling World'] };
  const link: Inline = { kind: 'ref', to: 'rftg/gambling-world', content: ['Gambling World'] };

  it('finds a table, and a mention of a topic with no text yet however deep (a nested list item)', () => {
    const list: Block = {
      kind: 'list',
      items: [
        { content: ['a'], list: { kind: 'list', items: [{ content: [{ kind: 'strong', content: [mention] }] }] } },
      ],
    };
    expect(markupOf([paragraph([{ kind: 'text', content: ['x'] }]), paragraph([list])])).toEqual({
      tables: false,
      mentions: true,
    });
    expect(markupOf([paragraph([{ kind: 'table', align: [null], rows: [[['1']]] }])])).toEqual({
      tables: true,
      mentions: false,
    });
  });

  it('a link to a topic with a text is no mention', () => {
    expect(markupOf([paragraph([{ kind: 'text', content: [link] }])])).toEqual({ tables: false, mentions: false });
  });
});
