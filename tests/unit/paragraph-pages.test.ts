/**
 * A paragraph's own page as the build stamps it: the text's markup (tables as
 * on the topic page), and the weight budget that cuts a paragraph too long for
 * it.
 */
import { describe, expect, it } from 'vitest';
import {
  gzipWeight,
  paragraphPageBudget,
  paragraphTextHtml,
  parseParagraphTemplate,
  stampParagraphPage,
  markers,
  type ParagraphPageValues,
} from '../../src/stamped-pages/paragraph-pages.ts';
import type { PlainBlock } from '../../src/library/paragraphs.ts';

describe('paragraphTextHtml', () => {
  it('gives a table its first row as the header, an empty corner as no header cell and the first column as row headers, in a named scrolling box', () => {
    const table: PlainBlock = {
      kind: 'table',
      rows: [
        ['', '0', '1'],
        ['Cards', '0', '23'],
      ],
    };
    expect(paragraphTextHtml([{ kind: 'text', text: 'Gamble' }, table], '7.1', 'en')).toBe(
      '<p><strong>7.1</strong> Gamble</p>' +
        '<section class="table-scroll" tabindex="0" aria-labelledby="table-1"><span class="table-hint" id="table-1" lang="en">Table (scrolls sideways)</span>' +
        '<table><thead><tr><td></td><th scope="col">0</th><th scope="col">1</th></tr></thead><tbody><tr><th scope="row">Cards</th><td>0</td><td>23</td></tr></tbody></table></section>',
    );
  });
});

describe('stampParagraphPage', () => {
  /** A template as Astro renders one: a frame that weighs about 1 KB gzip, with the markers where a page's words go. */
  const frame = Array.from(
    { length: 40 },
    (_, index) => `<meta name="m${index}" content="frame ${index * 7919} of the page">`,
  ).join('');
  const template = parseParagraphTemplate(
    `<!DOCTYPE html><title>${markers.title}</title>${frame}<blockquote>${markers.textHtml}</blockquote><p>${markers.noteHtml}</p>`,
  );
  /** Words that do not compress much: a different one every time. */
  const words = (count: number) =>
    Array.from({ length: count }, (_, index) => `w${(index * 2654435761) % 1000003}`).join(' ');
  /** The frame with a text and a note: what a page weighs before anything is dropped or cut. */
  const fillFrame = (text: string, note: string) =>
    `<!DOCTYPE html><title>A title</title>${frame}<blockquote><p>${text}</p></blockquote><p>${note}</p>`;
  const pageOf = (text: string): ParagraphPageValues => ({
    values: {
      game: 'game',
      topic: 'topic',
      paragraph: 'paragraph',
      revision: '',
      title: 'A title',
      description: '',
      sourceHtml: '',
      headingHtml: '',
      textHtml: `<p>${text}</p>`,
      noteHtml: '',
    },
    textLength: text.length,
    cutTextHtml: (length) => `<p>${text.slice(0, length)}…</p>`,
  });

  it('stamps a paragraph that fits whole', () => {
    const { html, cut } = stampParagraphPage(template, pageOf(words(20)));
    expect(cut).toBe(false);
    expect(html).toContain(`<blockquote><p>${words(20)}</p></blockquote>`);
    expect(gzipWeight(html)).toBeLessThanOrEqual(paragraphPageBudget);
  });

  it('drops what changed in the original before it cuts the paragraph: a lighter note instead (a link to it on the topic page, else the mark alone)', () => {
    const text = words(120);
    const changes = `<details>${words(700).split(' ').slice(120).join(' ')}</details>`;
    const page = { ...pageOf(text), lighterNotes: ['<a href="/fr/game/topic/#paragraph">changes</a>', 'mark'] };
    page.values.noteHtml = changes;
    expect(gzipWeight(fillFrame(text, changes))).toBeGreaterThan(paragraphPageBudget);
    const { html, cut } = stampParagraphPage(template, page);
    expect(cut).toBe(false);
    expect(html).toContain(
      `<blockquote><p>${text}</p></blockquote><p><a href="/fr/game/topic/#paragraph">changes</a></p>`,
    );
    expect(gzipWeight(html)).toBeLessThanOrEqual(paragraphPageBudget);
    // Where the page has room for it, it is kept.
    const small = { ...pageOf(words(10)), lighterNotes: ['link', 'mark'] };
    small.values.noteHtml = `<details>${words(10)}</details>`;
    expect(stampParagraphPage(template, small).html).toContain(`<details>${words(10)}</details>`);
    // A link too heavy as well: the mark alone, before any word of the paragraph is cut.
    const heavier = { ...pageOf(text), lighterNotes: [`<a>${words(700).split(' ').slice(200).join(' ')}</a>`, 'mark'] };
    heavier.values.noteHtml = changes;
    expect(stampParagraphPage(template, heavier)).toEqual({
      html: expect.stringContaining(`<blockquote><p>${text}</p></blockquote><p>mark</p>`),
      cut: false,
    });
  });

  it('cuts a paragraph too heavy for the budget to about the longest start that fits', () => {
    const long = words(600);
    expect(gzipWeight(`${frame}${long}`)).toBeGreaterThan(paragraphPageBudget);
    const { html, cut } = stampParagraphPage(template, pageOf(long));
    expect(cut).toBe(true);
    expect(gzipWeight(html)).toBeLessThanOrEqual(paragraphPageBudget);
    const shown = html.match(/<blockquote><p>(.*)…<\/p><\/blockquote>/)![1];
    expect(long.startsWith(shown)).toBe(true);
    // Not much more would fit: 10 more words would not.
    expect(
      gzipWeight(
        html.replace(
          `${shown}…`,
          `${long
            .split(' ')
            .slice(0, shown.split(' ').length + 10)
            .join(' ')}…`,
        ),
      ),
    ).toBeGreaterThan(paragraphPageBudget);
  });
});
