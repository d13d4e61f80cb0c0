/**
 * What every side-by-side page (`/{lang}/{game}/{topic}/~{other}/`) must show,
 * checked against the texts as the content model reads them, for the site's
 * own build and for a copy of the project with more texts: the rows as the
 * page has them, and the checks of their alignment, language marks and layout.
 *
 * @example
 * await expectAligned(page, { pageLang: 'fr', reader: englishText, other: russianText });
 */
import { expect, type Page } from '@playwright/test';
import type { Text } from '../../src/schemas.ts';
import type { Language } from '../../src/i18n/languages.ts';

/** One row of the page: its id, and on each side the paragraph id shown there or `null` for a gap. */
export interface PageRow {
  row: string;
  /** The row's own id (it carries one where the reader's text lacks the paragraph). */
  rowId: string | null;
  reader: string | null;
  other: string | null;
}

/** The rows of the side-by-side page that `page` shows, in page order. */
export async function rowsOf(page: Page): Promise<PageRow[]> {
  return page.locator('[data-side-by-side] [data-row]').evaluateAll((rows) =>
    rows.map((row) => {
      const side = (name: string) => {
        const cell = row.querySelector(`:scope > .sbs-${name}`)!;
        return cell.hasAttribute('data-gap') ? null : cell.getAttribute('data-paragraph');
      };
      return {
        row: row.getAttribute('data-row')!,
        rowId: row.id || null,
        reader: side('reader'),
        other: side('other'),
      };
    }),
  );
}

/** A paragraph's text as a check looks for it in the page: its first words, white space collapsed. */
const opening = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 40);

/**
 * Every paragraph of both texts is on the page once, aligned by id: each row
 * has the same id on both sides or a gap; the reader's text in its order; the
 * other text in its order, each of its own paragraphs right after the one it
 * follows there; gaps exactly where a text lacks a paragraph, saying so in the
 * page's language; each side's text where it belongs; each side marked with its
 * language where that is not the page's; ids unique on the page.
 */
export async function expectAligned(
  page: Page,
  {
    pageLang,
    reader,
    other,
    gapText,
  }: { pageLang: Language; reader: Text; other: Text; gapText: Record<'reader' | 'other', string> },
): Promise<PageRow[]> {
  const rows = await rowsOf(page);
  const readerIds = reader.paragraphs.map((paragraph) => paragraph.id);
  const otherIds = other.paragraphs.map((paragraph) => paragraph.id);
  expect(rows.length, 'rows').toBe(new Set([...readerIds, ...otherIds]).size);
  for (const row of rows) {
    expect(
      [row.reader ?? row.row, row.other ?? row.row],
      `row ${row.row}: the same paragraph on both sides, or a gap`,
    ).toEqual([row.row, row.row]);
    expect(row.reader !== null || row.other !== null, `row ${row.row} has a paragraph`).toBe(true);
    // `#id` lands on the row: the reader's paragraph carries the id, or the row where the reader's text lacks it.
    expect(row.rowId, `row ${row.row} id`).toBe(row.reader ? null : row.row);
  }
  expect(
    rows.flatMap((row) => (row.reader ? [row.reader] : [])),
    "the reader's text, in its order",
  ).toEqual(readerIds);
  expect(
    rows.flatMap((row) => (row.other ? [row.other] : [])),
    'the other text, in its order',
  ).toEqual(otherIds);
  expect(
    rows.filter((row) => !row.reader).map((row) => row.row),
    "gaps on the reader's side",
  ).toEqual(otherIds.filter((id) => !readerIds.includes(id)));
  expect(
    rows.filter((row) => !row.other).map((row) => row.row),
    'gaps on the other side',
  ).toEqual(readerIds.filter((id) => !otherIds.includes(id)));
  // A paragraph only the other text has comes right after the paragraph it follows there.
  const rowIndex = new Map(rows.map((row, index) => [row.row, index]));
  otherIds.forEach((id, index) => {
    if (readerIds.includes(id)) return;
    expect(rowIndex.get(id), `${id} after ${otherIds[index - 1] ?? 'nothing'}`).toBe(
      index === 0 ? 0 : rowIndex.get(otherIds[index - 1])! + 1,
    );
  });

  const cells = await page.locator('[data-side-by-side] [data-row] > .sbs-side').evaluateAll((elements) =>
    elements.map((cell) => ({
      row: cell.parentElement!.getAttribute('data-row')!,
      side: cell.classList.contains('sbs-reader') ? 'reader' : 'other',
      lang: cell.getAttribute('lang'),
      gap: cell.hasAttribute('data-gap'),
      gapLang: cell.querySelector('.sbs-gap')?.getAttribute('lang') ?? null,
      gapText: cell.querySelector('.sbs-gap')?.textContent ?? null,
      text: (cell as HTMLElement).innerText.replace(/\s+/g, ' '),
    })),
  );
  expect(cells.length).toBe(rows.length * 2);
  const texts = { reader, other };
  for (const cell of cells) {
    const text = texts[cell.side as 'reader' | 'other'];
    const where = `${cell.side} side of ${cell.row}`;
    expect(cell.lang, `${where}: lang`).toBe(text.lang === pageLang ? null : text.lang);
    if (cell.gap) {
      expect(cell.gapText, `${where}: the gap says so`).toBe(gapText[cell.side as 'reader' | 'other']);
      expect(cell.gapLang, `${where}: the gap is in the page's language`).toBe(cell.lang ? pageLang : null);
    } else {
      expect(cell.text, `${where}: its text`).toContain(
        opening(text.paragraphs.find((paragraph) => paragraph.id === cell.row)!.text),
      );
    }
  }
  const ids = await page.locator('[id]').evaluateAll((elements) => elements.map((element) => element.id));
  expect(
    ids.filter((id, index) => ids.indexOf(id) !== index),
    'ids repeated on the page',
  ).toEqual([]);
  return rows;
}

/**
 * The layout: on a wide screen two columns, each row's two sides side by side
 * with their tops level, the language labels above as column heads; on a phone
 * one column, each counterpart under its paragraph with its language tag; no
 * horizontal scroll either way.
 */
export async function expectLayout(
  page: Page,
  { wide, otherLang }: { wide: boolean; otherLang: Language },
): Promise<void> {
  const boxes = await page.locator('[data-side-by-side] [data-row]').evaluateAll((rows) =>
    rows.map((row) => {
      const [reader, other] = [
        row.querySelector(':scope > .sbs-reader')!,
        row.querySelector(':scope > .sbs-other')!,
      ].map((cell) => cell.getBoundingClientRect());
      const tag = row.querySelector(':scope > .sbs-other > .sbs-tag')!;
      return {
        row: row.getAttribute('data-row'),
        reader: { x: reader.x, y: reader.y, right: reader.right, bottom: reader.bottom },
        other: { x: other.x, y: other.y, right: other.right },
        tag: getComputedStyle(tag).display !== 'none' ? tag.textContent : null,
      };
    }),
  );
  expect(boxes.length).toBeGreaterThan(0);
  for (const box of boxes) {
    if (wide) {
      expect(Math.abs(box.reader.y - box.other.y), `${box.row}: tops level`).toBeLessThanOrEqual(1);
      expect(box.reader.right, `${box.row}: reader's column first`).toBeLessThan(box.other.x);
      expect(box.tag, `${box.row}: no tag beside a column head`).toBeNull();
    } else {
      expect(box.other.y, `${box.row}: counterpart under the paragraph`).toBeGreaterThanOrEqual(box.reader.bottom - 1);
      expect(Math.abs(box.reader.x - box.other.x), `${box.row}: one column`).toBeLessThanOrEqual(1);
      expect(box.tag, `${box.row}: the counterpart's language tag`).toBe(otherLang.toUpperCase());
    }
  }
  const labels = page.locator('.sbs-labels .sbs-label');
  await expect(labels).toHaveCount(2);
  for (const label of await labels.all()) await expect(label).toBeVisible();
  const [first, second] = await Promise.all([labels.nth(0).boundingBox(), labels.nth(1).boundingBox()]);
  if (wide) expect(Math.abs(first!.y - second!.y), 'column heads on one line').toBeLessThanOrEqual(1);
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth), 'no horizontal scroll').toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}
