import { describe, expect, it } from 'vitest';
import type { Block } from '../../src/utils/paragraphs.ts';
import { attributesOf, blocksOf, excerpt, languageRuns, leadParagraph, lineOf, paragraphsOf, plainText, translatorNotesOf } from '../../src/utils/paragraphs.ts';

const text = (value: string): Block => ({ kind: 'text', text: value });

describe('attributesOf', () => {
  it('reads double-quoted, single-quoted, expression and bare attributes', () => {
    expect(attributesOf(` id="unit-tokens" n='4.2' level={3} sub`)).toEqual({ id: 'unit-tokens', n: '4.2', level: '3', sub: 'true' });
  });

  it('keeps spaces and punctuation inside quoted values', () => {
    expect(attributesOf(` id="step-1" n="( 1 )"`)).toEqual({ id: 'step-1', n: '( 1 )' });
  });

  it('gives nothing for a tag without attributes', () => {
    expect(attributesOf('')).toEqual({});
  });
});

describe('plainText', () => {
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
    expect(plainText('за исключением следующих:\n\n- жетоны контроля;\n- жетоны пехоты.\n- (3) partie')).toBe(
      'за исключением следующих: жетоны контроля; жетоны пехоты. (3) partie',
    );
  });

  it('does not run a count into the item before it (RftG contents)', () => {
    const list = '- Подменная карта <Ref to="rftg/gambling-world">*Gambling World*</Ref>\n- 3 карты стартовых миров (пронумерованные 9-11)\n- 7 карт';
    expect(plainText(list)).toBe('Подменная карта Gambling World; 3 карты стартовых миров (пронумерованные 9-11); 7 карт');
  });

  it('keeps the cells of a table, one row after another, and drops its rule line (RftG card counts)', () => {
    const table = `|   | 0 | 1 | 2 |
| --- | --- | :---: | ---: |
| Количество карт | 0 | 23 | 12 |
| — | 3 | 11 | 17 |`;
    expect(plainText(table)).toBe('0 1 2; Количество карт 0 23 12; — 3 11 17');
  });

  it('removes emphasis nested in emphasis (an italic card name in an italic note)', () => {
    expect(plainText('*Эта способность карты <Ref to="x/y">*Interstellar Prospectors*</Ref>: она может.*')).toBe(
      'Эта способность карты Interstellar Prospectors: она может.',
    );
    expect(plainText('**a *b* c** and snake_case_name')).toBe('a b c and snake_case_name');
  });

  it('removes component tags but keeps their text (Ref, TranslatorNote)', () => {
    const mdx =
      '¹ Обратите внимание: карта <Ref to="rftg/rebel-cantina">*Rebel Cantina*</Ref> является повстанческим миром. <TranslatorNote>(прим. перев.)</TranslatorNote>.';
    expect(plainText(mdx)).toBe('¹ Обратите внимание: карта Rebel Cantina является повстанческим миром. (прим. перев.).');
  });

  it('removes <Original> and a <Ref lang> but keeps their words, as printed (RftG, SWCCG)', () => {
    expect(plainText('<Heading id="explore" level={3}>I: <Original lang="en">Explore</Original> (Исследование)</Heading>')).toBe('I: Explore (Исследование)');
    expect(plainText('бонусом *<Original lang="en">Consume</Original>* ×2, карта <Ref to="rftg/improved-logistics" lang="en">*Improved Logisticts*</Ref>')).toBe(
      'бонусом Consume ×2, карта Improved Logisticts',
    );
    expect(plainText('la carte **<Original lang="en">automatic action</Original> (action automatique)**.')).toBe('la carte automatic action (action automatique).');
  });

  it('keeps bold inside a reference inside a translator note (SWCCG)', () => {
    const mdx =
      '<TranslatorNote>Note du traducteur : voir un exemple dans <Ref to="swccg/actions#example-3">**actions - exemple 3 – "just" actions and backing up -**</Ref></TranslatorNote>';
    expect(plainText(mdx)).toBe('Note du traducteur : voir un exemple dans actions - exemple 3 – "just" actions and backing up -');
  });

  it('unescapes Markdown escapes', () => {
    expect(plainText('5\\. Cost \\#1 \\(six\\) \\[x\\] \\_a\\_ \\\\ \\|')).toBe('5. Cost #1 (six) [x] _a_ \\ |');
  });

  it('does not read escaped asterisks as emphasis', () => {
    expect(plainText('2 \\*3\\* and \\*\\*4\\*\\*')).toBe('2 *3* and **4**');
  });

  it('keeps an escaped pipe inside a table cell', () => {
    expect(plainText('| a \\| b | c |')).toBe('a | b c');
  });

  it('keeps a number that starts a line when it is not a list marker', () => {
    expect(plainText('49.1. КУБИКИ: количество кубиков неограниченно.')).toBe('49.1. КУБИКИ: количество кубиков неограниченно.');
  });
});

describe('blocksOf', () => {
  it('keeps text paragraphs, lists and tables apart, in order', () => {
    const markdown = `**Сделать ставку на удачу**

Вы можете открыть
с руки одну карту.

- за *Interstellar Bank*
- за любую другую карту

| — | 0 | 1 |
| --- | --- | --- |
| Количество | 0 | 23 |`;
    expect(blocksOf(markdown)).toEqual([
      text('Сделать ставку на удачу'),
      text('Вы можете открыть с руки одну карту.'),
      { kind: 'list', items: [{ text: 'за Interstellar Bank' }, { text: 'за любую другую карту' }] },
      { kind: 'table', rows: [['—', '0', '1'], ['Количество', '0', '23']] },
    ]);
  });

  it('nests a list by its indentation (RftG glossary)', () => {
    const markdown = `- **Цель** — Goal;
  - **Цель приоритета** — “first” goal;
  - **Цель превосходства** — “most” goal;
- **Мир** — World;`;
    expect(blocksOf(markdown)).toEqual([
      {
        kind: 'list',
        items: [
          { text: 'Цель — Goal;', list: { kind: 'list', items: [{ text: 'Цель приоритета — “first” goal;' }, { text: 'Цель превосходства — “most” goal;' }] } },
          { text: 'Мир — World;' },
        ],
      },
    ]);
  });

  it('numbers a numbered list from its first number, and keeps a list item that goes on over lines', () => {
    expect(blocksOf('3. three\n   and more\n4. four\nlazy line')).toEqual([
      { kind: 'list', start: 3, items: [{ text: 'three and more' }, { text: 'four lazy line' }] },
    ]);
  });

  it('does not read a rule number inside a text paragraph as a list', () => {
    expect(blocksOf('See rule\n2. Tokens')).toEqual([text('See rule 2. Tokens')]);
    expect(blocksOf('49.1. КУБИКИ')).toEqual([text('49.1. КУБИКИ')]);
  });

  it('keeps escaped list markers and emphasis marks as text', () => {
    expect(blocksOf('\\- not an item \\*really\\*')).toEqual([text('- not an item *really*')]);
  });
});

describe('lineOf', () => {
  it('gives one line: ": " before a list, "; " between items and rows, nothing after punctuation', () => {
    expect(
      lineOf([
        text('Galactic Bankers'),
        { kind: 'list', items: [{ text: 'for Interstellar Bank', list: { kind: 'list', items: [{ text: 'nested.' }] } }, { text: 'last' }] },
        text('Then'),
        { kind: 'table', rows: [['', 'a', 'b'], ['c', '', 'd']] },
      ]),
    ).toBe('Galactic Bankers: for Interstellar Bank; nested. last; Then; a b; c d');
  });
});

describe('paragraphsOf', () => {
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

  it('finds every Rule and Heading in order with id, number, kind, text and line', () => {
    expect(paragraphsOf(mdx)).toEqual([
      { id: 'rules', number: undefined, kind: 'heading', blocks: [text('Rules Reference')], text: 'Rules Reference', line: 5 },
      {
        id: 'tokens',
        number: '2.',
        kind: 'rule',
        blocks: [
          text('Tokens: Tokens are limited to those included in the game, except for the following:'),
          { kind: 'list', items: [{ text: 'Control Tokens' }, { text: 'Fighter Tokens' }] },
        ],
        text: 'Tokens: Tokens are limited to those included in the game, except for the following: Control Tokens; Fighter Tokens',
        line: 7,
      },
      {
        id: 'unit-tokens',
        number: '4.2',
        kind: 'rule',
        sub: true,
        blocks: [text('When producing a fighter or infantry unit, see Units.')],
        text: 'When producing a fighter or infantry unit, see Units.',
        line: 16,
      },
      { id: 'step-1a', number: undefined, kind: 'heading', blocks: [text('Actions – step 1a')], text: 'Actions – step 1a', line: 22 },
      {
        id: 'note',
        number: undefined,
        kind: 'rule',
        blocks: [text('Une note (note du traducteur : voir plus haut).')],
        text: 'Une note (note du traducteur : voir plus haut).',
        line: 24,
      },
    ]);
  });

  it('does not take a Ref or TranslatorNote for a paragraph', () => {
    expect(paragraphsOf('<Ref to="ti4/units">Units</Ref> <TranslatorNote>x</TranslatorNote>')).toEqual([]);
  });

  it('reads a tag whose attribute value contains ">"', () => {
    expect(paragraphsOf('<Rule id="a" n="1 > 2">\n\nText\n\n</Rule>')).toEqual([
      { id: 'a', number: '1 > 2', kind: 'rule', blocks: [text('Text')], text: 'Text', line: 1 },
    ]);
  });

  it('gives an empty id (for the id checks to report) when a paragraph has none', () => {
    expect(paragraphsOf('<Rule n="1.">\n\nText\n\n</Rule>')[0].id).toBe('');
  });
});

describe('leadParagraph', () => {
  const ids = (mdx: string) => leadParagraph(paragraphsOf(mdx))?.id;

  it('skips examples and notes, by their own id or their heading\'s (SWCCG Actions opens with example 3)', () => {
    const mdx = [
      '<Heading id="example-3">Actions – example 3</Heading>',
      '<Rule id="example-3-1">Le côté lumineux joue Nabrun Leids</Rule>',
      '<Heading id="just-actions">Actions – "just"</Heading>',
      '<Rule id="just-actions-1">Certaines actions peuvent être initiées</Rule>',
    ].join('\n\n');
    expect(ids(mdx)).toBe('just-actions-1');
    expect(ids('<Rule id="note-1">N</Rule>\n\n<Rule id="takeover-examples">E</Rule>\n\n<Rule id="dice">D</Rule>')).toBe('dice');
    expect(ids('<Heading id="notes">Notes</Heading>\n\n<Rule id="a">A</Rule>\n\n<Heading id="rules">R</Heading>\n\n<Rule id="b">B</Rule>')).toBe('b');
  });

  it('takes the first rule paragraph where all are examples or notes, and a word only whole', () => {
    expect(ids('<Heading id="example-1">E</Heading>\n\n<Rule id="example-1-1">A</Rule>\n\n<Rule id="note-2">B</Rule>')).toBe('example-1-1');
    expect(ids('<Rule id="footnote">F</Rule>\n\n<Rule id="notebook">N</Rule>')).toBe('footnote');
    expect(ids('<Heading id="h">H</Heading>')).toBeUndefined();
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

describe('languageRuns', () => {
  it('cuts plain text where <Original lang> and <Ref lang> mark another language', () => {
    expect(languageRuns('la carte <Original lang="en">Alter</Original> (l\'annule)')).toEqual([
      { text: 'la carte ' },
      { text: 'Alter', lang: 'en' },
      { text: " (l'annule)" },
    ]);
    expect(languageRuns('<Ref to="rftg/gambling-world" lang="en">*Gambling World*</Ref>')).toEqual([{ text: 'Gambling World', lang: 'en' }]);
  });

  it('keeps emphasis that spans a marked run out of the text, and a <Ref> without lang as plain words', () => {
    const mdx = 'voir <Ref to="swccg/actions#example-3">**actions - exemple 3 – <Original lang="en">"just" actions and backing up</Original> -**</Ref>';
    expect(languageRuns(mdx)).toEqual([
      { text: 'voir actions - exemple 3 – ' },
      { text: '"just" actions and backing up', lang: 'en' },
      { text: ' -' },
    ]);
  });

  it('joined, is the plain text', () => {
    const mdx = '**<Original lang="en">battle</Original> : bataille**, *<Original lang="en">Consume</Original>* ×2 et  <Original lang="en">Sense</Original>\n';
    expect(languageRuns(mdx).map((run) => run.text).join('')).toBe(plainText(mdx));
    expect(languageRuns('texte seul')).toEqual([{ text: 'texte seul' }]);
  });
});

describe('translatorNotesOf', () => {
  it('finds each <TranslatorNote> with the id of the paragraph it is in', () => {
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
    expect(translatorNotesOf(mdx)).toEqual([
      { paragraph: 'footnote', runs: [{ text: '(прим. перев.)' }] },
      { paragraph: 'two', runs: [{ text: '(N.d.T. : la carte ' }, { text: 'Alter', lang: 'en' }, { text: ')' }] },
      { paragraph: 'two', runs: [{ text: '(encore)' }] },
    ]);
  });
});
