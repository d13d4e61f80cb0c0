import { describe, expect, it } from 'vitest';
import { citedNumbers } from '../../src/utils/citations.ts';
import { paragraphsOf } from '../../src/utils/paragraphs.ts';
import { bbcodeQuote, markdownQuote } from '../../src/utils/quote.ts';

const quoted = {
  number: '4.2',
  text: 'Use a *fighter* token [sic].',
  title: 'Component Limitations',
  game: 'Twilight Imperium (4th edition)',
  url: 'https://rules.example.org/en/ti4/component-limitations/#unit-tokens',
};

describe('quotes', () => {
  it('quotes in Markdown with the number, escaped text and a linked source', () => {
    expect(markdownQuote(quoted)).toBe(
      '> **4.2** Use a \\*fighter\\* token \\[sic\\].\n>\n> — [Component Limitations, 4.2 · Twilight Imperium (4th edition)](https://rules.example.org/en/ti4/component-limitations/#unit-tokens)',
    );
  });

  it('quotes in BBCode', () => {
    expect(bbcodeQuote(quoted)).toBe(
      '[quote][b]4.2[/b] Use a *fighter* token [sic].\n\n— [url=https://rules.example.org/en/ti4/component-limitations/#unit-tokens]Component Limitations, 4.2 · Twilight Imperium (4th edition)[/url][/quote]',
    );
  });

  it('leaves the number out of a paragraph that has none', () => {
    expect(bbcodeQuote({ ...quoted, number: undefined })).toBe(
      '[quote]Use a *fighter* token [sic].\n\n— [url=https://rules.example.org/en/ti4/component-limitations/#unit-tokens]Component Limitations · Twilight Imperium (4th edition)[/url][/quote]',
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
