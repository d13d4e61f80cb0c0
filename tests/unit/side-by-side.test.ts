/**
 * Two texts aligned paragraph by paragraph for the side-by-side page: the
 * reader's order, gaps on either side, the other text's own paragraphs after
 * the paragraph they follow there; and the real TI4 texts, which share every id.
 */
import { describe, expect, it } from 'vitest';
import { alignParagraphs } from '../../src/utils/side-by-side.ts';
import { library } from '../support/content.ts';

const texts = (...ids: string[]) => ids.map((id) => ({ id, text: id.toUpperCase() }));
/** Rows as `id:sides`, `rb` both, `r-` the reader's only, `-o` the other's only. */
const shape = (rows: ReturnType<typeof alignParagraphs<{ id: string }>>) => rows.map((row) => `${row.id}:${row.reader ? 'r' : '-'}${row.other ? 'o' : '-'}`);

describe('alignParagraphs', () => {
  it('pairs the same ids, in the order of the reader’s text', () => {
    const rows = alignParagraphs(texts('a', 'b', 'c'), texts('a', 'b', 'c'));
    expect(shape(rows)).toEqual(['a:ro', 'b:ro', 'c:ro']);
    expect(rows[1]).toEqual({ id: 'b', reader: { id: 'b', text: 'B' }, other: { id: 'b', text: 'B' } });
  });

  it('leaves a gap on the other side where the other text lacks a paragraph', () => {
    expect(shape(alignParagraphs(texts('a', 'b', 'c', 'd'), texts('a', 'd')))).toEqual(['a:ro', 'b:r-', 'c:r-', 'd:ro']);
  });

  it('puts a paragraph only the other text has right after the paragraph it follows there, with a gap on the reader’s side', () => {
    expect(shape(alignParagraphs(texts('a', 'b', 'c'), texts('a', 'x', 'y', 'c')))).toEqual(['a:ro', 'x:-o', 'y:-o', 'b:r-', 'c:ro']);
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
    expect(rows.flatMap((row) => (row.other ? [row.other.id] : [])).sort()).toEqual(other.map((paragraph) => paragraph.id).sort());
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
