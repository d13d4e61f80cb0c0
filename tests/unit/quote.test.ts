import { markdownToMdast, type MdastNode } from 'satteri';
import { describe, expect, it } from 'vitest';
import { readText } from '../../src/content-model/read-text.ts';
import { citationLabels, citationsOf, citedNumbers, topicCitations } from '../../src/citations/citations.ts';
import { languages } from '../../src/i18n/languages.ts';
import { textFor } from '../../src/library/library.ts';
import { library } from '../support/content.ts';
import { useTranslations } from '../../src/i18n/interface-strings.ts';
import type { PlainBlock } from '../../src/library/paragraphs.ts';
import {
  bbcodeQuote,
  escapeBbcode,
  escapeMarkdown,
  escapeMarkdownInline,
  markdownQuote,
  safeUrl,
  type Quoted,
} from '../../src/citations/quote.ts';

const url = 'https://rules.example.org/en/ti4/component-limitations/#unit-tokens';
const text = (value: string): PlainBlock => ({ kind: 'text', text: value });

/** The paragraphs of a text body as the content model reads them (no problem allowed). */
function paragraphsOf(body: string, lang = 'en') {
  const read = readText(`---\ngame: ti4\nlang: ${lang}\ntitle: T\n---\n\n${body}`, lang);
  expect(read.problems).toEqual([]);
  return read.paragraphs;
}
const quoted: Quoted = {
  kind: 'rule',
  number: '4.2',
  label: '4.2',
  blocks: [text('Use a *fighter* token [sic].')],
  title: 'Component Limitations',
  game: 'Twilight Imperium (4th edition)',
  url,
};
const tokens: Quoted = {
  ...quoted,
  number: '2.',
  label: '2.',
  blocks: [
    text('Tokens: Tokens are limited to those included in the game, except for the following:'),
    { kind: 'list', items: [{ text: 'Control Tokens' }, { text: 'Fighter Tokens' }] },
  ],
  url: 'https://rules.example.org/en/ti4/component-limitations/#tokens',
};

/** The text a reader sees in a Markdown node (CommonMark + GFM, as Sätteri parses it). */
function shown(node: MdastNode): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  return ('children' in node ? (node.children as MdastNode[]) : []).map(shown).join('');
}

/** The blocks of the one blockquote a Markdown quote must be. */
function parsedQuote(markdown: string): MdastNode[] {
  const root = markdownToMdast(markdown) as MdastNode & { children: MdastNode[] };
  expect(root.children.map((node) => node.type)).toEqual(['blockquote']);
  return (root.children[0] as MdastNode & { children: MdastNode[] }).children;
}

/** The BBCode tags a forum would read in a text: `[b]`, `[/quote]`, `[url=…]`, `[*]`. */
const bbcodeTags = (bbcode: string) =>
  [...bbcode.matchAll(/\[(\/?[A-Za-z*][A-Za-z0-9]*)(?:=[^\]]*)?\]/g)].map(([, name]) => name.toLowerCase());

describe('Markdown quote', () => {
  it('quotes the number, the escaped text and a linked source', () => {
    expect(markdownQuote(quoted)).toBe(
      `> **4.2** Use a \\*fighter\\* token \\[sic\\].\n>\n> — [Component Limitations, 4.2 · Twilight Imperium (4th edition)](${url})`,
    );
  });

  it('puts each list item on its own quoted line, apart from the text before it', () => {
    expect(markdownQuote(tokens)).toBe(
      [
        '> **2.** Tokens: Tokens are limited to those included in the game, except for the following:',
        '>',
        '> - Control Tokens',
        '> - Fighter Tokens',
        '>',
        '> — [Component Limitations, 2. · Twilight Imperium (4th edition)](https://rules.example.org/en/ti4/component-limitations/#tokens)',
      ].join('\n'),
    );
    const [paragraph, list] = parsedQuote(markdownQuote(tokens));
    expect(shown(paragraph)).toBe(
      '2. Tokens: Tokens are limited to those included in the game, except for the following:',
    );
    expect(list.type).toBe('list');
    expect((list as MdastNode & { children: MdastNode[] }).children.map(shown)).toEqual([
      'Control Tokens',
      'Fighter Tokens',
    ]);
  });

  it('nests a nested list and keeps the numbers of a numbered one', () => {
    const nested: Quoted = {
      ...quoted,
      number: undefined,
      blocks: [
        {
          kind: 'list',
          start: 3,
          items: [{ text: 'Goal;', list: { kind: 'list', items: [{ text: '“first” goal;' }] } }, { text: 'World' }],
        },
      ],
    };
    expect(markdownQuote(nested).split('\n').slice(0, 3)).toEqual(['> 3. Goal;', '>    - “first” goal;', '> 4. World']);
    const [list] = parsedQuote(markdownQuote(nested));
    expect(list).toMatchObject({ type: 'list', ordered: true, start: 3 });
  });

  it('quotes a table as a table', () => {
    const table: Quoted = {
      ...quoted,
      number: undefined,
      blocks: [
        {
          kind: 'table',
          rows: [
            ['—', '0', '1'],
            ['Cards', 'a | b', '23'],
          ],
        },
      ],
    };
    expect(markdownQuote(table).split('\n').slice(0, 3)).toEqual([
      '> | — | 0 | 1 |',
      '> | --- | --- | --- |',
      '> | Cards | a \\| b | 23 |',
    ]);
    const [parsed] = parsedQuote(markdownQuote(table));
    expect(parsed.type).toBe('table');
  });

  it("quotes a table's caption as a line of its own before it, in Markdown and BBCode", () => {
    const table: Quoted = {
      ...quoted,
      number: undefined,
      blocks: [
        {
          kind: 'table',
          caption: 'Cards of each *cost*',
          rows: [
            ['0', '1'],
            ['0', '23'],
          ],
        },
      ],
    };
    expect(markdownQuote(table).split('\n').slice(0, 5)).toEqual([
      '> *Cards of each \\*cost\\**',
      '>',
      '> | 0 | 1 |',
      '> | --- | --- |',
      '> | 0 | 23 |',
    ]);
    const [caption, parsed] = parsedQuote(markdownQuote(table));
    expect(caption.type).toBe('paragraph');
    expect(parsed.type).toBe('table');
    expect(bbcodeQuote(table).split('\n').slice(1, 4)).toEqual(['[i]Cards of each *cost*[/i]', '0 | 1', '0 | 23']);
  });

  it('shows every line as written, whatever it starts with (#, >, 1., -, +, =, ---) and whatever it holds', () => {
    const lines = [
      '# not a heading',
      '> not a quote',
      '1. not a list',
      '2) not a list either',
      '- not an item',
      '+ nor this',
      '---',
      '===',
      'a \\ backslash, a \\* and \\\\ two',
      '*stars* and _underscores_ and `code` and ~~struck~~',
      '<b>not html</b> &amp; not an entity, & plain',
      '[not a link](https://example.org) ![nor an image](x.png)',
      'a | pipe',
    ];
    const blocks = parsedQuote(markdownQuote({ ...quoted, number: undefined, blocks: lines.map(text) }));
    expect(blocks.slice(0, -1).map((block) => block.type)).toEqual(lines.map(() => 'paragraph'));
    expect(blocks.slice(0, -1).map(shown)).toEqual(lines);
    expect(escapeMarkdown('49.1. КУБИКИ')).toBe('49.1. КУБИКИ'); // not a list marker: left as printed
  });

  it('keeps list items that look like markup as text', () => {
    const items = ['- dash', '1. one', '# hash', '> gt'];
    const [list] = parsedQuote(
      markdownQuote({
        ...quoted,
        number: undefined,
        blocks: [{ kind: 'list', items: items.map((item) => ({ text: item })) }],
      }),
    );
    const children = (list as MdastNode & { children: MdastNode[] }).children;
    expect(children.map(shown)).toEqual(items);
    expect(
      children.every((item) =>
        (item as MdastNode & { children: MdastNode[] }).children.every((child) => child.type === 'paragraph'),
      ),
    ).toBe(true);
  });

  it('links a URL with parentheses, spaces or brackets whole', () => {
    const odd = 'https://example.org/rules_(fr)/a b/[x]#id';
    const blocks = parsedQuote(markdownQuote({ ...quoted, url: odd, title: 'Title (draft) [2]' }));
    const link = ((blocks.at(-1) as MdastNode & { children: MdastNode[] }).children.find(
      (node) => node.type === 'link',
    ) as MdastNode & { url: string })!;
    expect(decodeURI(link.url)).toBe(odd);
    expect(shown(link)).toBe('Title (draft) [2], 4.2 · Twilight Imperium (4th edition)');
    expect(safeUrl(url)).toBe(url);
  });

  it('quotes a heading in bold, and names an unnumbered paragraph by its label (its heading and place)', () => {
    const heading: Quoted = {
      ...quoted,
      kind: 'heading',
      number: undefined,
      label: 'Actions – stacking (empilement)',
      blocks: [text('Actions – stacking (empilement)')],
      url: 'https://x/#stacking',
    };
    expect(markdownQuote(heading)).toBe(
      '> **Actions – stacking (empilement)**\n>\n> — [Component Limitations, Actions – stacking (empilement) · Twilight Imperium (4th edition)](https://x/#stacking)',
    );
    const paragraph: Quoted = { ...quoted, number: undefined, label: 'Notes, paragraph 2', blocks: [text('A note.')] };
    expect(markdownQuote(paragraph)).toBe(
      `> A note.\n>\n> — [Component Limitations, Notes, paragraph 2 · Twilight Imperium (4th edition)](${url})`,
    );
    expect(markdownQuote(paragraph)).not.toContain('¶');
  });

  it('puts the number on a line of its own when the paragraph opens with a list', () => {
    const list: Quoted = { ...quoted, blocks: [{ kind: 'list', items: [{ text: 'a' }] }] };
    expect(markdownQuote(list).split('\n').slice(0, 3)).toEqual(['> **4.2**', '>', '> - a']);
  });
});

describe('BBCode quote', () => {
  it('quotes the number, the text and a linked source, its tags on lines of their own', () => {
    expect(bbcodeQuote(quoted)).toBe(
      `[quote]\n[b]4.2[/b] Use a *fighter* token [\u200Bsic].\n\n— [url=${url}]Component Limitations, 4.2 · Twilight Imperium (4th edition)[/url]\n[/quote]`,
    );
  });

  it('quotes a list as a BBCode list', () => {
    expect(bbcodeQuote(tokens)).toBe(
      [
        '[quote]',
        '[b]2.[/b] Tokens: Tokens are limited to those included in the game, except for the following:',
        '[list]',
        '[*]Control Tokens',
        '[*]Fighter Tokens',
        '[/list]',
        '',
        '— [url=https://rules.example.org/en/ti4/component-limitations/#tokens]Component Limitations, 2. · Twilight Imperium (4th edition)[/url]',
        '[/quote]',
      ].join('\n'),
    );
  });

  it('nests lists, numbers a list from 1 with [list=1] and writes other numbers out', () => {
    const nested: Quoted = {
      ...quoted,
      number: undefined,
      blocks: [
        {
          kind: 'list',
          items: [{ text: 'Goal;', list: { kind: 'list', start: 1, items: [{ text: 'first' }, { text: 'most' }] } }],
        },
        { kind: 'list', start: 3, items: [{ text: 'three' }] },
      ],
    };
    expect(bbcodeQuote(nested).split('\n').slice(1, 12)).toEqual([
      '[list]',
      '[*]Goal;',
      '[list=1]',
      '[*]first',
      '[*]most',
      '[/list]',
      '[/list]',
      '[list]',
      '[*]3. three',
      '[/list]',
      '',
    ]);
  });

  it('keeps paragraphs apart by a blank line and a table one row per line', () => {
    const blocks: Quoted = {
      ...quoted,
      number: undefined,
      blocks: [
        text('One.'),
        text('Two.'),
        {
          kind: 'table',
          rows: [
            ['—', '0'],
            ['a', '1'],
          ],
        },
      ],
    };
    expect(bbcodeQuote(blocks).split('\n').slice(1, 7)).toEqual(['One.', '', 'Two.', '', '— | 0', 'a | 1']);
  });

  it('lets no "[" of the text open or close a tag: [/quote], [b], [url=…], [*], [list] stay text', () => {
    const hostile = 'End [/quote] here [b]bold[/b] [url=https://evil.example]x[/url] [*] [list] [QUOTE] [ sic] [1]';
    const bbcode = bbcodeQuote({
      ...quoted,
      number: '[b]1',
      blocks: [text(hostile), { kind: 'list', items: [{ text: '[/list]' }] }],
      title: 'T [/url]',
    });
    // Only the quote's own tags are left for a forum to read.
    expect(bbcodeTags(bbcode)).toEqual(['quote', 'b', '/b', 'list', '*', '/list', 'url', '/url', '/quote']);
    // And a reader sees the text as it is (the zero-width spaces show nothing).
    expect(bbcode.replaceAll('\u200B', '')).toContain(hostile);
    expect(escapeBbcode('[ sic] [1] a[b')).toBe('[ sic] [1] a[\u200Bb');
  });

  it('keeps a URL with brackets, quotes or spaces inside [url=…]', () => {
    const bbcode = bbcodeQuote({ ...quoted, url: 'https://example.org/a]b "c" (d)#id' });
    expect(bbcode).toContain('[url=https://example.org/a%5Db%20%22c%22%20%28d%29#id]');
  });

  it('quotes a heading in bold and an unnumbered paragraph without a number or glyph', () => {
    const heading: Quoted = {
      ...quoted,
      kind: 'heading',
      number: undefined,
      label: 'Stacking',
      blocks: [text('Stacking')],
    };
    expect(bbcodeQuote(heading)).toBe(
      `[quote]\n[b]Stacking[/b]\n\n— [url=${url}]Component Limitations, Stacking · Twilight Imperium (4th edition)[/url]\n[/quote]`,
    );
    expect(bbcodeQuote({ ...quoted, number: undefined, label: 'Stacking, paragraph 1' })).toBe(
      `[quote]\nUse a *fighter* token [\u200Bsic].\n\n— [url=${url}]Component Limitations, Stacking, paragraph 1 · Twilight Imperium (4th edition)[/url]\n[/quote]`,
    );
  });
});

describe('citedNumbers', () => {
  it('cites an unnumbered sub-item by the number of its rule, and nothing else without a number', () => {
    const mdx = [
      '<Heading id="rules">Rules</Heading>',
      '<Rule id="intro">Intro</Rule>',
      '<Rule id="units" n="49.4.">Units</Rule>',
      '<Rule id="unit-tokens" sub>б) Tokens</Rule>',
      '<Rule id="own" n="4.2" sub>Own</Rule>',
      '<Heading id="notes">Notes</Heading>',
      '<Rule id="note-1" sub>Note</Rule>',
    ].join('\n\n');
    expect(Object.fromEntries(citedNumbers(paragraphsOf(mdx)))).toEqual({
      rules: undefined,
      intro: undefined,
      units: '49.4.',
      'unit-tokens': '49.4.',
      own: '4.2',
      notes: undefined,
      'note-1': undefined,
    });
  });
});

describe('citationLabels', () => {
  it('labels each paragraph once in its text: a number alone where it is the only one, under its heading where the text repeats it, a sub-item by its letter, an unnumbered rule by its heading and place, in the page language', () => {
    const mdx = [
      '<Rule id="before">B</Rule>',
      '<Heading id="rules">Rules</Heading>',
      '<Rule id="intro">Intro</Rule>',
      '<Rule id="dice" n="1.">Dice</Rule>',
      '<Rule id="units" n="49.4.">Units</Rule>',
      '<Rule id="unit-tokens" sub>б) Tokens</Rule>',
      '<Heading id="notes">Notes</Heading>',
      '<Rule id="note-1" n="1.">Note</Rule>',
      '<Rule id="note-x">More</Rule>',
      '<Heading id="notes-again">Notes</Heading>',
      '<Rule id="note-y">Again</Rule>',
    ].join('\n\n');
    expect(Object.fromEntries(citationLabels(paragraphsOf(mdx), useTranslations('en')))).toEqual({
      before: 'paragraph 1',
      rules: 'Rules',
      intro: 'Rules, paragraph 1',
      dice: 'Rules, 1.',
      units: '49.4.',
      'unit-tokens': '49.4 б)',
      notes: 'Notes (paragraph 7)',
      'note-1': 'Notes, 1.',
      'note-x': 'Notes, paragraph 2',
      'notes-again': 'Notes (paragraph 10)',
      'note-y': 'Notes, paragraph 1',
    });
    expect(citationLabels(paragraphsOf(mdx), useTranslations('ru')).get('note-x')).toBe('Notes, абзац 2');
    expect(citationLabels(paragraphsOf(mdx), useTranslations('fr')).get('intro')).toBe('Rules, paragraphe 1');
  });
});

describe('citationsOf', () => {
  const site = new URL('https://rules.example.org');
  const mdx = [
    '<Heading id="units-heading">49.4 <Original lang="en">Units</Original></Heading>',
    '<Rule id="units" n="49.4.">\n\n**ОТРЯДЫ:** количество отрядов ограничено:\n\n- истребители;\n- пехота.\n\n</Rule>',
    '<Rule id="unit-tokens" sub>\n\n| а | б |\n| --- | --- |\n| *1* | 2 |\n\n</Rule>',
  ].join('\n\n');

  it("cites each paragraph of a text: number, label, plain blocks and permalink in the page's language", () => {
    expect(
      citationsOf(paragraphsOf(mdx, 'ru'), { lang: 'fr', topicId: 'ti4/component-limitations', site, previews: false }),
    ).toEqual([
      {
        id: 'units-heading',
        kind: 'heading',
        number: undefined,
        label: '49.4 Units',
        blocks: [{ kind: 'text', text: '49.4 Units' }],
        url: 'https://rules.example.org/fr/ti4/component-limitations/#units-heading',
      },
      {
        id: 'units',
        kind: 'rule',
        number: '49.4.',
        label: '49.4.',
        blocks: [
          { kind: 'text', text: 'ОТРЯДЫ: количество отрядов ограничено:' },
          { kind: 'list', items: [{ text: 'истребители;' }, { text: 'пехота.' }] },
        ],
        url: 'https://rules.example.org/fr/ti4/component-limitations/#units',
      },
      {
        id: 'unit-tokens',
        kind: 'rule',
        number: '49.4.',
        label: '49.4. (paragraphe 1)',
        blocks: [
          {
            kind: 'table',
            rows: [
              ['а', 'б'],
              ['1', '2'],
            ],
          },
        ],
        url: 'https://rules.example.org/fr/ti4/component-limitations/#unit-tokens',
      },
    ]);
  });

  it("links each paragraph's own page only where the site has paragraph pages", () => {
    const cited = citationsOf(paragraphsOf(mdx, 'ru'), {
      lang: 'ru',
      topicId: 'ti4/component-limitations',
      site,
      previews: true,
    });
    expect(cited.map((citation) => citation.preview)).toEqual([
      'https://rules.example.org/ru/ti4/component-limitations/units-heading/',
      'https://rules.example.org/ru/ti4/component-limitations/units/',
      'https://rules.example.org/ru/ti4/component-limitations/unit-tokens/',
    ]);
    const without = citationsOf(paragraphsOf(mdx, 'ru'), {
      lang: 'ru',
      topicId: 'ti4/component-limitations',
      site,
      previews: false,
    });
    expect(without.every((citation) => !('preview' in citation))).toBe(true);
  });

  it("needs the site's address", () => {
    expect(() =>
      citationsOf(paragraphsOf(mdx, 'ru'), {
        lang: 'ru',
        topicId: 'ti4/component-limitations',
        site: undefined,
        previews: false,
      }),
    ).toThrow(/site/);
  });
});

describe('citation labels of the site', () => {
  it('are unique within every text, cited from a page in each language, and the quotes name them', () => {
    let texts = 0;
    for (const topic of library().topics.values()) {
      for (const lang of languages) {
        const text = textFor(topic, lang);
        const cited = topicCitations(topic, lang, { site: 'https://rules.example.org', previews: true });
        const labels = Object.values(cited.paragraphs).map((citation) => citation.label);
        expect(labels.length, `${topic.id} ${lang}`).toBe(text.paragraphs.length);
        expect(
          labels.filter((label, index) => labels.indexOf(label) !== index),
          `${topic.id} from /${lang}/`,
        ).toEqual([]);
        for (const citation of Object.values(cited.paragraphs)) {
          expect(markdownQuote({ ...citation, title: cited.title, game: cited.game })).toContain(
            `, ${escapeMarkdownInline(citation.label)} · `,
          );
        }
        texts += 1;
      }
    }
    expect(texts).toBeGreaterThan(20);
    // TI4's rule 1 and note 1 are told apart.
    const ti4 = topicCitations(library().topics.get('ti4/component-limitations')!, 'en', {
      site: 'https://rules.example.org',
      previews: true,
    }).paragraphs;
    expect([ti4.dice.label, ti4['note-1'].label]).toEqual(['Rules Reference, 1.', 'Notes, 1.']);
  });
});
