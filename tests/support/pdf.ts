/**
 * A PDF read back as a reader sees it, for the tests of the site on paper:
 * each page's lines of text in reading order (top to bottom, left to right),
 * apart from what is printed in its bottom margin (the page number), each line
 * with its left and right edges; and how light a page is, rendered. Mozilla's
 * PDF.js (`pdfjs-dist`) reads the text and renders the page (on the Node canvas
 * of `@napi-rs/canvas`). Written here: putting its text runs into lines, which
 * PDF.js gives in the order they are drawn.
 *
 * @example
 * const pdf = await readPdf(await page.pdf({ format: 'A4' }));
 * pdf.pages[0].lines[0].text // 'https://rules.example.org/fr/swccg/actions/ · Source : Extrait du glossaire…'
 * pdf.pages[0].footer // '1 / 10'
 * await pdf.lightness(0) // { mean: 0.95, darkest: 0.02 }
 */
import { getDocument, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A run of text as PDF.js gives it. */
type TextItem = Extract<Awaited<ReturnType<PDFPageProxy['getTextContent']>>['items'][number], { str: string }>;

/** One line of a page: its text, where it starts and ends across the page, and its baseline from the page's foot (PDF points). */
interface PdfLine {
  text: string;
  left: number;
  right: number;
  y: number;
}

interface PdfPage {
  width: number;
  height: number;
  /** The lines above the bottom margin, in reading order. */
  lines: PdfLine[];
  /** What is printed in the bottom margin, as one line. */
  footer: string;
  /**
   * The text above the bottom margin in the order the PDF holds it (the order it is drawn): what copying from the
   * PDF, searching in it or reading it aloud gets, which `lines` (put in reading order by place) would hide.
   */
  stream: string;
}

export interface Pdf {
  pages: PdfPage[];
  /** Every line above the pages' bottom margins, page after page, as one text. */
  text: string;
  /** Every page's `stream`, page after page. */
  stream: string;
  /** How light page `index` is, rendered: the mean lightness of its pixels and its darkest pixel's (0 black … 1 white). */
  lightness(index: number): Promise<{ mean: number; darkest: number }>;
}

/** Points in a millimetre. */
const pointsPerMm = 72 / 25.4;

/**
 * Reads a PDF; `bottomMargin` (mm) is the page's bottom margin, under which a
 * line is the page's footer.
 */
export async function readPdf(bytes: Uint8Array, { bottomMargin = 16 }: { bottomMargin?: number } = {}): Promise<Pdf> {
  const document: PDFDocumentProxy = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: PdfPage[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const { width, height } = page.getViewport({ scale: 1 });
    const items = (await page.getTextContent()).items.filter(
      (item): item is TextItem => 'str' in item && item.str.trim() !== '',
    );
    const lines = linesOf(items);
    const footer = lines.filter((line) => line.y < bottomMargin * pointsPerMm);
    pages.push({
      width,
      height,
      lines: lines.filter((line) => !footer.includes(line)),
      footer: footer.map((line) => line.text).join(' '),
      stream: streamOf(items.filter((item) => item.transform[5] >= bottomMargin * pointsPerMm)),
    });
  }
  return {
    pages,
    text: pages.flatMap((page) => page.lines.map((line) => line.text)).join('\n'),
    stream: pages.map((page) => page.stream).join('\n'),
    async lightness(index) {
      const page = await document.getPage(index + 1);
      const viewport = page.getViewport({ scale: 0.5 });
      const { canvas, context } = (document as unknown as { canvasFactory: CanvasFactory }).canvasFactory.create(
        viewport.width,
        viewport.height,
      );
      await page.render({ canvas, canvasContext: context, viewport } as Parameters<typeof page.render>[0]).promise;
      const { data } = context.getImageData(0, 0, viewport.width, viewport.height);
      let sum = 0;
      let darkest = 1;
      for (let pixel = 0; pixel < data.length; pixel += 4) {
        const lightness = (0.2126 * data[pixel] + 0.7152 * data[pixel + 1] + 0.0722 * data[pixel + 2]) / 255;
        sum += lightness;
        darkest = Math.min(darkest, lightness);
      }
      return { mean: sum / (data.length / 4), darkest };
    },
  };
}

/**
 * Text runs in the order the PDF holds them, as one text: a run drawn right where the one before ends, on its
 * baseline, continues its word (Chromium draws a ligature, "fi", as a run of its own); any other gets a space.
 */
function streamOf(items: TextItem[]): string {
  let text = '';
  items.forEach((item, index) => {
    const before = items[index - 1];
    const size = Math.hypot(item.transform[2], item.transform[3]) || item.height;
    const joined =
      before &&
      Math.abs(before.transform[5] - item.transform[5]) < size / 2 &&
      Math.abs(item.transform[4] - (before.transform[4] + before.width)) <= size / 6;
    text += (before && !joined ? ' ' : '') + item.str;
  });
  return text;
}

interface CanvasFactory {
  create(width: number, height: number): { canvas: unknown; context: CanvasRenderingContext2D };
}

/**
 * Text runs as lines: runs whose baselines are within half a letter of each
 * other are a line, read left to right, a space put where a gap is wider than
 * a sixth of the letter size (PDF.js gives runs in the order they are drawn,
 * which is not the order they are read).
 */
function linesOf(items: TextItem[]): PdfLine[] {
  const runs = items
    .map((item) => ({
      text: item.str,
      x: item.transform[4],
      y: item.transform[5],
      width: item.width,
      size: Math.hypot(item.transform[2], item.transform[3]) || item.height,
    }))
    .sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: (typeof runs)[] = [];
  for (const run of runs) {
    const line = lines.find((each) => Math.abs(each[0].y - run.y) < each[0].size / 2);
    if (line) line.push(run);
    else lines.push([run]);
  }
  return lines
    .map((line) => line.sort((a, b) => a.x - b.x))
    .map((line) => {
      let text = '';
      line.forEach((run, index) => {
        const before = line[index - 1];
        if (before && run.x - (before.x + before.width) > run.size / 6 && !/\s$/.test(text) && !/^\s/.test(run.text))
          text += ' ';
        text += run.text;
      });
      return {
        text: text.replace(/\s+/g, ' ').trim(),
        left: line[0].x,
        right: Math.max(...line.map((run) => run.x + run.width)),
        y: line[0].y,
      };
    })
    .sort((a, b) => b.y - a.y);
}

/**
 * The words of a text, for comparing what a PDF reads with what a page or a
 * source says: letters and digits only, lower-case (punctuation, quotes and
 * line breaks aside).
 *
 * @example
 * wordsOf('49.2. ЖЕТОНЫ: количество') // ['49', '2', 'жетоны', 'количество']
 */
export function wordsOf(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}
