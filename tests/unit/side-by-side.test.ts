/**
 * Two texts aligned paragraph by paragraph for the side-by-side page: the
 * reader's order, gaps on either side, the other text's own paragraphs after
 * the paragraph they follow there; and the real TI4 texts, which share every id.
 * The pages stamped from a template per kind: which pages a topic has, of
 * which kind, and what filling a template gives.
 */
import { describe, expect, it } from 'vitest';
import { fillTemplate, parseTemplate } from '../../src/stamped-pages/fill-template.ts';
import { sideBySideFrame, sideBySideKinds } from '../../src/routing/route-data/side-by-side.ts';
import { pageOfPath } from '../../src/routing/paths.ts';
import { alignParagraphs } from '../../src/side-by-side/align-paragraphs.ts';
import { markedWords, markers, topicSideBySidePages } from '../../src/side-by-side/side-by-side-pages.ts';
import { library } from '../support/content.ts';

const texts = (...ids: string[]) => ids.map((id) => ({ id, text: id.toUpperCase() }));
/** Rows as `id:sides`, `rb` both, `r-` the reader's only, `-o` the other's only. */
const shape = (rows: ReturnType<typeof alignParagraphs<{ id: string }>>) =>
  rows.map((row) => `${row.id}:${row.reader ? 'r' : '-'}${row.other ? 'o' : '-'}`);

describe('alignParagraphs', () => {
  it('pairs the same ids, in the order of the reader’s text', () => {
    const rows = alignParagraphs(texts('a', 'b', 'c'), texts('a', 'b', 'c'));
    expect(shape(rows)).toEqual(['a:ro', 'b:ro', 'c:ro']);
    expect(rows[1]).toEqual({ id: 'b', reader: { id: 'b', text: 'B' }, other: { id: 'b', text: 'B' } });
  });

  it('leaves a gap on the other side where the other text lacks a paragraph', () => {
    expect(shape(alignParagraphs(texts('a', 'b', 'c', 'd'), texts('a', 'd')))).toEqual([
      'a:ro',
      'b:r-',
      'c:r-',
      'd:ro',
    ]);
  });

  it('puts a paragraph only the other text has right after the paragraph it follows there, with a gap on the reader’s side', () => {
    expect(shape(alignParagraphs(texts('a', 'b', 'c'), texts('a', 'x', 'y', 'c')))).toEqual([
      'a:ro',
      'x:-o',
      'y:-o',
      'b:r-',
      'c:ro',
    ]);
    expect(shape(alignParagraphs(texts('a', 'b'), texts('a', 'b', 'z')))).toEqual(['a:ro', 'b:ro', 'z:-o']);
  });

  it('puts the other text’s own opening paragraphs first', () => {
    expect(shape(alignParagraphs(texts('b', 'c'), texts('a', 'b', 'c')))).toEqual(['a:-o', 'b:ro', 'c:ro']);
  });

  it('keeps every paragraph of both texts once', () => {
    const reader = texts('h', 'a', 'b', 'c', 'd', 'e');
    const other = texts('q', 'h', 'b', 'x', 'a', 'e', 'y');
    const rows = alignParagraphs(reader, other);
    expect(rows.flatMap((row) => (row.reader ? [row.reader.id] : []))).toEqual(reader.map((paragraph) => paragraph.id));
    expect(rows.flatMap((row) => (row.other ? [row.other.id] : [])).sort()).toEqual(
      other.map((paragraph) => paragraph.id).sort(),
    );
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
  });

  it('aligns the Russian and English TI4 texts row by row, with no gap (they share every id)', () => {
    const topic = library().topics.get('ti4/component-limitations')!;
    const ru = topic.texts.get('ru')!.paragraphs;
    const rows = alignParagraphs(ru, topic.texts.get('en')!.paragraphs);
    expect(rows.length).toBe(ru.length);
    for (const row of rows) expect([row.reader?.id, row.other?.id]).toEqual([row.id, row.id]);
  });
});

describe('side-by-side pages stamped from templates', () => {
  const ti4 = () => library().topics.get('ti4/component-limitations')!;

  it('has a page per interface language beside each text but the one shown, each of a kind the library lists, at its path in the URL grammar', () => {
    const pages = [...topicSideBySidePages(ti4())];
    expect(pages.map((page) => page.file)).toEqual([
      'ru/ti4/component-limitations/~en/index.html',
      'en/ti4/component-limitations/~ru/index.html',
      'fr/ti4/component-limitations/~ru/index.html',
    ]);
    for (const page of pages) expect(pageOfPath(`/${page.file.replace(/index\.html$/, '')}`)?.kind).toBe('sideBySide');
    const kinds = sideBySideKinds(library()).map((kind) => kind.key);
    expect(kinds).toEqual(expect.arrayContaining(pages.map((page) => page.kind)));
    // The French page shows the English text: its kind says so.
    expect(pages[2].kind).toBe('fr/ru/ru-en-en/ru-en');
  });

  it("fills a template rendered with the markers: the topic's words escaped, its markup as it is, its paths whole", () => {
    const page = [...topicSideBySidePages(ti4())].find((each) => each.file.startsWith('fr/'))!;
    const kind = sideBySideKinds(library()).find((each) => each.key === page.kind)!;
    const frame = sideBySideFrame(kind, markedWords, {
      site: 'https://rules.example.org',
      siteGiven: true,
      paragraphPages: true,
      sideBySidePages: true,
      builtOn: '2026-11-26',
    });
    // A template as Astro would render the frame's words: in text, attributes and paths.
    const template = parseTemplate(
      `<title>${frame.head.title}</title><link rel="canonical" href="${frame.head.canonical}"><a href="${frame.languagePaths.en}">${frame.breadcrumbs[1].label}</a><h1>${markers.readerTitleHtml}</h1>${markers.rowsHtml}`,
      markers,
    );
    const html = fillTemplate(template, { ...page.values, title: 'Tom & "Jerry"' });
    expect(html).toContain('<title>Tom &amp; &quot;Jerry&quot; (avec le russe) — Les règles à table</title>');
    expect(html).toContain('<link rel="canonical" href="https://rules.example.org/en/ti4/component-limitations/">');
    expect(html).toContain('<a href="/en/ti4/component-limitations/~ru/">Twilight Imperium');
    // The reader's title is in the column marked lang="en": the title itself needs no lang of its own.
    expect(html).toContain('<h1><span>Component Limitations</span></h1>');
    expect(html).toContain(
      '<div class="sbs-row" data-row="dice"><div class="sbs-side sbs-reader" lang="en" data-paragraph="dice"><div class="rule" id="dice" data-rule data-number="1.">',
    );
    expect(html).not.toMatch(/marker|\u27e6/);
  });
});
