import { describe, expect, it } from 'vitest';
import { attributesOf, excerpt, languageRuns, paragraphsOf, plainText, translatorNotesOf } from '../../src/utils/paragraphs.ts';

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

  it('removes list markers and joins the lines', () => {
    const list = `**Tokens:** Tokens are limited to those included in the game, except for the following:

- Control Tokens
- Fighter Tokens
* Trade Good Tokens
1. Infantry Tokens`;
    expect(plainText(list)).toBe(
      'Tokens: Tokens are limited to those included in the game, except for the following: Control Tokens Fighter Tokens Trade Good Tokens Infantry Tokens',
    );
  });

  it('keeps the cells of a table and drops its rule line (RftG card counts)', () => {
    const table = `|   | 0 | 1 | 2 |
| --- | --- | :---: | ---: |
| Количество карт | 0 | 23 | 12 |
| — | 3 | 11 | 17 |`;
    expect(plainText(table)).toBe('0 1 2 Количество карт 0 23 12 — 3 11 17');
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
      { id: 'rules', number: undefined, kind: 'heading', text: 'Rules Reference', line: 5 },
      {
        id: 'tokens',
        number: '2.',
        kind: 'rule',
        text: 'Tokens: Tokens are limited to those included in the game, except for the following: Control Tokens Fighter Tokens',
        line: 7,
      },
      { id: 'unit-tokens', number: '4.2', kind: 'rule', sub: true, text: 'When producing a fighter or infantry unit, see Units.', line: 16 },
      { id: 'step-1a', number: undefined, kind: 'heading', text: 'Actions – step 1a', line: 22 },
      { id: 'note', number: undefined, kind: 'rule', text: 'Une note (note du traducteur : voir plus haut).', line: 24 },
    ]);
  });

  it('does not take a Ref or TranslatorNote for a paragraph', () => {
    expect(paragraphsOf('<Ref to="ti4/units">Units</Ref> <TranslatorNote>x</TranslatorNote>')).toEqual([]);
  });

  it('reads a tag whose attribute value contains ">"', () => {
    expect(paragraphsOf('<Rule id="a" n="1 > 2">\n\nText\n\n</Rule>')).toEqual([
      { id: 'a', number: '1 > 2', kind: 'rule', text: 'Text', line: 1 },
    ]);
  });

  it('gives an empty id (for the id checks to report) when a paragraph has none', () => {
    expect(paragraphsOf('<Rule n="1.">\n\nText\n\n</Rule>')[0].id).toBe('');
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
