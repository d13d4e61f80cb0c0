/**
 * Two texts of a topic paired paragraph by paragraph, by their shared ids, for
 * the side-by-side page (`/{lang}/{game}/{topic}/~{other}/`): one aligned
 * sequence of rows in the order of the reader's text, each with the paragraph
 * on each side or a gap where that text lacks it. A paragraph only the other
 * text has comes right after the paragraph it follows there (at the start when
 * it follows none).
 *
 * @example
 * alignParagraphs([{ id: 'rules' }, { id: 'dice' }, { id: 'cards' }], [{ id: 'rules' }, { id: 'x' }, { id: 'cards' }])
 * // [{ id: 'rules', reader: {…}, other: {…} }, { id: 'x', other: {…} }, { id: 'dice', reader: {…} }, { id: 'cards', reader: {…}, other: {…} }]
 */

/** One row: the paragraph `id` in the reader's text and in the other one; a side left out is a gap. */
export interface AlignedRow<P> {
  id: string;
  reader?: P;
  other?: P;
}

/** The paragraphs of two texts in aligned rows (see the module comment). Ids are unique within a text. */
export function alignParagraphs<P extends { id: string }>(reader: readonly P[], other: readonly P[]): AlignedRow<P>[] {
  const readerIds = new Set(reader.map((paragraph) => paragraph.id));
  const otherById = new Map(other.map((paragraph) => [paragraph.id, paragraph]));
  /** The other text's own paragraphs, by the id of the shared paragraph they follow there ('' at the start). */
  const extrasAfter = new Map<string, P[]>();
  let shared = '';
  for (const paragraph of other) {
    if (readerIds.has(paragraph.id)) shared = paragraph.id;
    else extrasAfter.set(shared, [...(extrasAfter.get(shared) ?? []), paragraph]);
  }
  const extras = (after: string): AlignedRow<P>[] =>
    (extrasAfter.get(after) ?? []).map((paragraph) => ({ id: paragraph.id, other: paragraph }));
  return [
    ...extras(''),
    ...reader.flatMap((paragraph) => {
      const counterpart = otherById.get(paragraph.id);
      return [
        { id: paragraph.id, reader: paragraph, ...(counterpart ? { other: counterpart } : {}) },
        ...extras(paragraph.id),
      ];
    }),
  ];
}
