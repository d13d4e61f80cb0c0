/**
 * The site on paper (issue 21): pages printed to PDF by Chromium (`page.pdf()`,
 * A4, print media), read back with PDF.js (`tests/support/pdf.ts`) — the text
 * of each page in reading order, and the first and last pages rendered.
 *
 * - A topic page (RftG in English — the Russian text under the notice —, TI4
 *   in Russian, SWCCG Actions in French): every paragraph of its text, whole
 *   and in order, with its printed number; the page's address and the source's
 *   edition at the top of the first page; none of the screen's interface (search,
 *   language switcher, theme, cite tools, contents sidebar, neighbours,
 *   footer), no paragraph id or permalink; links followed by where they lead;
 *   dark text on light paper in a dark theme; no line past the right margin; no
 *   page ending on a heading; the page number at the foot of each page.
 * - Dark mode and a 360 px phone print the same as light on a wide screen.
 * - Each game's booklet (SWCCG in French, dark; TI4 in Russian and RftG in English, light): a title page (game, language,
 *   the edition of each text, the booklet's address on the site, the day of
 *   the build), the contents, then every topic in order, flowing on from the
 *   one before (no page but the last left mostly empty), under its address;
 *   cross-references printed in full.
 * - Addresses in full on the origin the page was opened from (a build without
 *   `SITE_URL`), never a bare path nor the stand-in origin; the PDF's own text
 *   (what copying, searching and reading aloud get) in reading order.
 * - A table longer than a page repeats its header row on each page.
 *
 * Each page is printed once, and all its checks made on that PDF.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import playwright from '../../playwright.config.ts';
import { siteSettings } from '../../site.config.ts';
import { textFor } from '../../src/library/library.ts';
import { absoluteUrl, bookletPath, gamePath, topicPath } from '../../src/routing/paths.ts';
import type { Paragraph, Text } from '../../src/schemas.ts';
import { library } from '../support/content.ts';
import { readPdf, wordsOf, type Pdf } from '../support/pdf.ts';
import { interfaceString, type Language } from '../support/site.ts';
import { builtPages } from './site-pages.ts';

/**
 * The origin a printed address names: the site's where the build was given one (`SITE_URL`), else the one the
 * page was opened from (the test server's) — never the stand-in of a build without it.
 */
const site = siteSettings.siteGiven ? siteSettings.site : new URL(playwright.use!.baseURL!).origin;
/** The page's margins, as print.css sets them (mm → points). */
const margin = { side: (14 * 72) / 25.4, bottom: 16 };

/** How a page is printed: the reader's colour scheme (the system's, or the one chosen on the site) and screen. */
interface Printing {
  path: string;
  scheme: 'light' | 'dark';
  /** The reader chose the dark theme on the site (`localStorage.theme`) rather than the system. */
  chosen?: boolean;
  phone?: boolean;
}

/** Opens a page as a reader of `printing` would, ready to print (print media). */
async function open(browser: Browser, printing: Printing): Promise<{ page: Page; close: () => Promise<void> }> {
  const screen = printing.phone
    ? { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }
    : { viewport: { width: 1280, height: 900 } };
  const context = await browser.newContext({
    ...screen,
    colorScheme: printing.chosen ? 'light' : printing.scheme,
    baseURL: test.info().project.use.baseURL,
  });
  const page = await context.newPage();
  if (printing.chosen) await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  const response = await page.goto(printing.path);
  expect(response?.ok(), printing.path).toBe(true);
  await page.emulateMedia({ media: 'print' });
  return { page, close: () => context.close() };
}

/** The page printed on A4, backgrounds included (what "Background graphics" prints), read back. */
async function printed(page: Page): Promise<Pdf> {
  return readPdf(await page.pdf({ format: 'A4', printBackground: true }), { bottomMargin: margin.bottom });
}

/** Prints a page as a reader of `printing` would, and reads the PDF back; the page stays open for what its DOM says. */
async function print(
  browser: Browser,
  printing: Printing,
): Promise<{ pdf: Pdf; page: Page; close: () => Promise<void> }> {
  const { page, close } = await open(browser, printing);
  return { pdf: await printed(page), page, close };
}

/** The phrases not found in `words` one after the other, in order. */
function notInOrder(words: string[], phrases: string[]): string[] {
  const missing: string[] = [];
  let cursor = 0;
  for (const phrase of phrases) {
    const wanted = wordsOf(phrase);
    const at = words.findIndex(
      (_, index) => index >= cursor && wanted.every((word, offset) => words[index + offset] === word),
    );
    if (at < 0) missing.push(phrase);
    else cursor = at + wanted.length;
  }
  return missing;
}

/** A text's source edition as it reads (its `<Original>` marks aside). */
const editionOf = (text: Text) => text.editionRuns.map((run) => run.text).join('');

/** A paragraph as printed: its number, then its words (a table's cells in any order within it). */
function wordsOfParagraph(paragraph: Paragraph): string[] {
  return [...wordsOf(paragraph.number ?? ''), ...wordsOf(paragraph.text)];
}

/**
 * The paragraphs of `texts` not found whole and in order in the PDF's words:
 * each must start (its first five words) after the one before, and have every
 * one of its words within its length from there (and a little more: the
 * address printed after a link).
 */
function missingOrOutOfOrder(pdfWords: string[], texts: Text[], from = 0): string[] {
  const missing: string[] = [];
  let cursor = from;
  for (const text of texts) {
    for (const paragraph of text.paragraphs) {
      const words = wordsOfParagraph(paragraph);
      if (words.length === 0) continue;
      const head = words.slice(0, 5);
      let start = -1;
      for (let index = cursor; index <= pdfWords.length - head.length; index += 1) {
        if (head.every((word, offset) => pdfWords[index + offset] === word)) {
          start = index;
          break;
        }
      }
      const window = pdfWords.slice(start, start + words.length + 12 + Math.ceil(words.length * 0.3));
      const counts = new Map<string, number>();
      for (const word of window) counts.set(word, (counts.get(word) ?? 0) + 1);
      const whole =
        start >= 0 && words.every((word) => (counts.set(word, (counts.get(word) ?? 0) - 1).get(word) ?? 0) >= 0);
      if (!whole) missing.push(`${text.topicId} (${text.lang}) #${paragraph.id}: ${paragraph.text.slice(0, 60)}`);
      else cursor = start + words.length;
    }
  }
  return missing;
}

/** The screen's interface as it reads in `lang`: no printed page may show any of it. Strings of two words or more (one word may be a word of the rules). */
function interfaceWords(lang: Language): string[] {
  const keys = [
    'nav.skip',
    'nav.main',
    'nav.footer',
    'search.label',
    'search.placeholder',
    'search.shortcut',
    'search.glossaryIntro',
    'language.switcher',
    'language.current',
    'theme.dark',
    'theme.label',
    'theme.choice.system',
    'cite.tools',
    'cite.preview',
    'cite.markdown',
    'cite.bbcode',
    'cite.readInContext',
    'contents.label',
    'neighbours.label',
    'neighbours.previous',
    'neighbours.next',
    'neighbours.game',
    'status.link',
    'sideBySide.nav',
    'update.available',
    'table.label',
  ];
  return keys.map((key) => interfaceString(lang, key)).filter((words) => wordsOf(words).length >= 2);
}

/** Whether `phrase` is in `words`, word for word. */
function containsWords(words: string[], phrase: string): boolean {
  return ` ${words.join(' ')} `.includes(` ${wordsOf(phrase).join(' ')} `);
}

/** What every printed page must be: nothing of the screen, light paper, nothing past the right margin, numbered pages, no page ending on a heading. */
async function expectPaper(pdf: Pdf, lang: Language, headings: string[], { contentsPages = 0 } = {}) {
  const words = wordsOf(pdf.text);
  expect
    .soft(
      interfaceWords(lang).filter((phrase) => containsWords(words, phrase)),
      'interface words',
    )
    .toEqual([]);
  // The language switcher's letters, the permalinks' "¶" and "#".
  expect.soft(pdf.text).not.toMatch(/\bRU\s*EN\s*FR\b/);
  expect
    .soft(
      pdf.pages
        .flatMap((page) => page.lines)
        .filter((line) => line.text.includes('¶') || /(^|\s)#$/.test(line.text))
        .map((line) => line.text),
    )
    .toEqual([]);

  for (const index of new Set([0, pdf.pages.length - 1])) {
    const { mean, darkest } = await pdf.lightness(index);
    expect.soft(mean, `page ${index + 1} is light paper`).toBeGreaterThan(0.85);
    expect.soft(darkest, `page ${index + 1} has dark text`).toBeLessThan(0.3);
  }
  const past = pdf.pages.flatMap((page, index) =>
    page.lines
      .filter((line) => line.right > page.width - margin.side + 2 || line.left < 0)
      .map((line) => `p. ${index + 1}: ${line.text}`),
  );
  expect.soft(past, 'lines past the margins').toEqual([]);
  expect
    .soft(pdf.pages.map((page) => page.footer))
    .toEqual(pdf.pages.map((_, index) => `${index + 1} / ${pdf.pages.length}`));

  // The last line of a page (but the last page) is no heading's last line.
  const headingEnds = headings.map((heading) => wordsOf(heading).join(' '));
  // (A booklet's first pages list the titles: `contentsPages` of them are not checked.)
  const endingOnHeading = pdf.pages.slice(0, -1).flatMap((page, index) => {
    if (index < contentsPages) return [];
    const last = wordsOf(page.lines.at(-1)?.text ?? '').join(' ');
    return last && headingEnds.some((heading) => heading.endsWith(last))
      ? [`p. ${index + 1}: ${page.lines.at(-1)!.text}`]
      : [];
  });
  expect.soft(endingOnHeading, 'pages ending on a heading').toEqual([]);
}

const headingsOf = (text: Text) => [
  text.title,
  ...text.paragraphs.filter((paragraph) => paragraph.kind === 'heading').map((paragraph) => paragraph.text),
];

const topicPrintings: (Printing & { lang: Language; topicId: string })[] = [
  { path: '/en/rftg/rebel-vs-imperium/', lang: 'en', topicId: 'rftg/rebel-vs-imperium', scheme: 'dark', phone: true },
  { path: '/ru/ti4/component-limitations/', lang: 'ru', topicId: 'ti4/component-limitations', scheme: 'light' },
];

for (const printing of topicPrintings) {
  const { path, lang, topicId } = printing;
  test(`${path} on paper (${printing.scheme}${printing.phone ? ', 360 px' : ''}): its text whole and in order, its address and source, nothing of the screen, light paper`, async ({
    browser,
  }) => {
    const text = textFor(library().topics.get(topicId)!, lang);
    const { pdf, page, close } = await print(browser, printing);
    try {
      const first = pdf.pages[0].lines.map((line) => line.text).join(' ');
      expect.soft(first).toContain(absoluteUrl(topicPath(lang, topicId), site));
      expect.soft(containsWords(wordsOf(first), editionOf(text)), 'the source edition').toBe(true);
      if (text.lang !== lang) expect.soft(first).toContain(interfaceString(lang, 'topic.notInLanguage'));

      const words = wordsOf(pdf.text);
      const title = wordsOf(text.title);
      const titleAt = words.findIndex((_, index) => title.every((word, offset) => words[index + offset] === word));
      expect.soft(titleAt, 'the title').toBeGreaterThanOrEqual(0);
      expect.soft(missingOrOutOfOrder(words, [text], titleAt + title.length)).toEqual([]);

      // Links in the text: followed by their address in full, never a bare path; a marked glossary term is a word on
      // paper, its entry's address not printed.
      const printed = pdf.text.replace(/\s/g, '');
      for (const href of await page
        .locator('article.topic a[href]:not([href^="#"]):not(.term)')
        // A paragraph's change mark and the diff it opens are the screen's (not printed: history.css).
        .evaluateAll((links) =>
          links.filter((link) => !link.closest('.change-mark, .change-diff')).map((link) => link.getAttribute('href')!),
        )) {
        expect.soft(printed, `the address of the link to ${href}`).toContain(`(${new URL(href, site).href})`);
      }
      expect.soft(printed, 'no bare path').not.toMatch(/\(\/(ru|en|fr)\//);
      expect.soft(pdf.text, 'no stand-in origin').not.toContain('rules.example.org');
      // The PDF's own text (what copying, searching or reading aloud gets) holds every paragraph whole and in order:
      // no word of a sentence drawn after it.
      const stream = wordsOf(pdf.stream);
      const streamTitleAt = stream.findIndex((_, index) =>
        title.every((word, offset) => stream[index + offset] === word),
      );
      expect.soft(missingOrOutOfOrder(stream, [text], Math.max(0, streamTitleAt)), 'the PDF text in order').toEqual([]);
      for (const href of await page
        .locator('article.topic a.term[href]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')!))) {
        expect.soft(printed, `no address after the term linking to ${href}`).not.toContain(`(${href})`);
      }
      await expectPaper(pdf, lang, headingsOf(text));
    } finally {
      await close();
    }
  });
}

test('/fr/swccg/actions/ prints the same in light on a wide screen and in the dark theme chosen on a 360 px phone', async ({
  browser,
}) => {
  const text = textFor(library().topics.get('swccg/actions')!, 'fr');
  const light = await print(browser, { path: '/fr/swccg/actions/', scheme: 'light' });
  const dark = await print(browser, { path: '/fr/swccg/actions/', scheme: 'dark', chosen: true, phone: true });
  try {
    expect(await dark.page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    const pages = (pdf: Pdf) => pdf.pages.map((page) => page.lines.map((line) => line.text).join('\n'));
    expect(pages(dark.pdf)).toEqual(pages(light.pdf));

    const { pdf } = dark;
    expect.soft(pdf.pages[0].lines[0].text).toContain(absoluteUrl(topicPath('fr', 'swccg/actions'), site));
    expect
      .soft(
        containsWords(
          wordsOf(
            pdf.pages[0].lines
              .slice(0, 3)
              .map((line) => line.text)
              .join(' '),
          ),
          `Source : ${editionOf(text)}`,
        ),
        'the source edition',
      )
      .toBe(true);
    const words = wordsOf(pdf.text);
    expect.soft(missingOrOutOfOrder(words, [text])).toEqual([]);
    // The one link of the text that leads to a page: its address after it (the others are mentions of topics with no text yet).
    expect.soft(pdf.text.replace(/\s/g, '')).toContain(`(${site}/fr/swccg/actions/#example-3)`);
    await expectPaper(pdf, 'fr', headingsOf(text));
  } finally {
    await light.close();
    await dark.close();
  }
});

/** Each game's booklet, in a language and a scheme by turns: every game, every language and both schemes over the run. */
const bookletPrintings = [
  { gameId: 'swccg', lang: 'fr', scheme: 'dark' },
  { gameId: 'ti4', lang: 'ru', scheme: 'light' },
  { gameId: 'rftg', lang: 'en', scheme: 'light' },
] as const;

for (const { gameId, lang, scheme } of bookletPrintings)
  test(`${gameId}'s booklet in ${lang} on paper (${scheme}): title page, contents, the topics flowing on in order, each under its address, cross-references in full, the PDF's text in order`, async ({
    browser,
  }) => {
    const topics = library().gameTopics(gameId);
    const texts = topics.map((topic) => textFor(topic, lang));
    const game = library().games.find((each) => each.id === gameId)!;
    const { pdf, page, close } = await print(browser, { path: bookletPath(lang, gameId), scheme });
    try {
      // The title page: the game, the language, each text's edition, the booklet's address, the day of the build.
      const titlePage = pdf.pages[0].lines.map((line) => line.text).join(' ');
      expect.soft(titlePage).toContain(game.name[lang]);
      expect.soft(titlePage).toContain(interfaceString(lang, 'booklet.inLanguage'));
      for (const edition of new Set(texts.map(editionOf)))
        expect.soft(containsWords(wordsOf(titlePage), edition), edition).toBe(true);
      expect.soft(titlePage).toContain(absoluteUrl(bookletPath(lang, gameId), site));
      const builtOn = (await page.locator('[data-booklet-title-page] time').getAttribute('datetime'))!;
      expect(Math.abs(Date.now() - Date.parse(builtOn)), 'the build is of today (or yesterday)').toBeLessThan(
        2 * 24 * 3600 * 1000,
      );
      expect
        .soft(titlePage)
        .toContain(new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(builtOn)));

      // The contents, on a page of their own: every topic's title in order.
      const contents = wordsOf(pdf.pages[1].lines.map((line) => line.text).join(' '));
      expect
        .soft(contents.slice(0, wordsOf(interfaceString(lang, 'booklet.contents')).length))
        .toEqual(wordsOf(interfaceString(lang, 'booklet.contents')));
      expect
        .soft(
          notInOrder(
            contents,
            texts.map((text) => text.title),
          ),
        )
        .toEqual([]);

      // The topics one after the other, a short one on the page of the one before: fewer pages than topics, and no
      // page but the last left mostly empty (a topic moves to the next page only from near a page's foot).
      const topicPages = pdf.pages.slice(2);
      // (Some topic starts on a page below the end of the one before it, where the booklet has more than one.)
      if (texts.length > 1)
        expect
          .soft(
            texts
              .slice(1)
              .some((text) =>
                topicPages.some((each) =>
                  each.lines.some(
                    (line, index) => index > 2 && wordsOf(line.text).join(' ') === wordsOf(text.title).join(' '),
                  ),
                ),
              ),
            'a topic flowing on from the one before',
          )
          .toBe(true);
      expect
        .soft(
          topicPages
            .slice(0, -1)
            .flatMap((each, index) =>
              (each.lines.at(-1)?.y ?? each.height) > each.height * 0.4
                ? [`p. ${index + 3}: ${each.lines.at(-1)?.text}`]
                : [],
            ),
          'pages ending in their upper part',
        )
        .toEqual([]);
      // Each topic in order: its title, then its address on the site in full and its page's notice.
      const topicWords = wordsOf(topicPages.flatMap((each) => each.lines.map((line) => line.text)).join(' '));
      expect
        .soft(
          notInOrder(
            topicWords,
            texts.map((text) => text.title),
          ),
        )
        .toEqual([]);
      const printedText = pdf.text.replace(/\s/g, '');
      for (const text of texts) {
        expect.soft(printedText, text.topicId).toContain(absoluteUrl(topicPath(lang, text.topicId), site));
      }
      if (texts.some((text) => text.lang !== lang))
        expect.soft(pdf.text).toContain(interfaceString(lang, 'topic.notInLanguage'));
      // A cross-reference prints where it leads in full (where the texts have one): no bare path, no stand-in origin.
      if ((await page.locator('article a[href^="/"]:not([href*="#"])').count()) > 0)
        expect
          .soft(printedText, 'a cross-reference in full')
          .toMatch(new RegExp(`\\(${site.replace(/[.:/]/g, '\\$&')}/${lang}/${gameId}/`));
      expect.soft(printedText, 'no bare path').not.toMatch(/\(\/(ru|en|fr)\//);
      expect.soft(pdf.text, 'no stand-in origin').not.toContain('rules.example.org');
      // Every paragraph of every topic, in order.
      expect.soft(missingOrOutOfOrder(wordsOf(pdf.text), texts, 0)).toEqual([]);
      expect.soft(missingOrOutOfOrder(wordsOf(pdf.stream), texts, 0), 'the PDF text in order').toEqual([]);
      await expectPaper(pdf, lang, texts.flatMap(headingsOf), { contentsPages: 2 });
    } finally {
      await close();
    }
  });

test('a table longer than a page repeats its header row on every page it spans', async ({ browser }) => {
  const { page, close } = await open(browser, { path: '/ru/rftg/rebel-vs-imperium/', scheme: 'light' });
  try {
    // The text's own table, its rows repeated to fill pages, alone in the page.
    await page.evaluate(() => {
      const table = document.querySelector('article.topic table')!;
      // (Its caption, printed once, above the first header row.)
      table.querySelector('caption')?.remove();
      const body = table.querySelector('tbody')!;
      const rows = [...body.rows];
      for (let copy = 0; copy < 30; copy += 1) for (const row of rows) body.append(row.cloneNode(true));
      document.querySelector('main')!.replaceChildren(table.closest('.table-scroll')!);
    });
    const pdf = await printed(page);
    expect(pdf.pages.length).toBeGreaterThan(1);
    expect(pdf.pages.map((each) => each.lines[0]?.text)).toEqual(pdf.pages.map(() => '0 1 2 3 4 5 6 7 8 9'));
    expect(
      pdf.pages.flatMap((each) =>
        each.lines.filter((line) => line.right > each.width - margin.side + 2).map((line) => line.text),
      ),
    ).toEqual([]);
  } finally {
    await close();
  }
});

test("a game's page links to its booklet: its Print button, noindex, no paragraph pages of its own, each topic linking back to its page", async ({
  page,
}) => {
  // The browser's print dialog, counted instead of opened.
  await page.addInitScript(() => {
    window.print = () =>
      void (document.documentElement.dataset.printed = String(
        Number(document.documentElement.dataset.printed ?? 0) + 1,
      ));
  });
  await page.goto(gamePath('fr', 'swccg'));
  await page.getByRole('link', { name: interfaceString('fr', 'booklet.link') }).click();
  await expect(page).toHaveURL(bookletPath('fr', 'swccg'));
  await page.getByRole('button', { name: interfaceString('fr', 'booklet.print') }).click();
  await expect(page.locator('html')).toHaveAttribute('data-printed', '1');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const topics = library().gameTopics('swccg');
  await expect(page.locator('[data-booklet-topic]')).toHaveCount(topics.length);
  for (const topic of topics) {
    const section = page.locator(`[data-booklet-topic="${topic.id}"]`);
    expect(await section.locator('a[data-address]').evaluate((link: HTMLAnchorElement) => link.pathname)).toBe(
      topicPath('fr', topic.id),
    );
  }
  // Its paragraphs have no ids, permalinks or copy controls: those are their topic pages'.
  await expect(
    page.locator('main [data-rule], main .rule[id], main .heading[id], main .heading-link, main .cite-tools'),
  ).toHaveCount(0);
  expect(builtPages().filter((path) => path.startsWith(bookletPath('fr', 'swccg')))).toEqual([
    bookletPath('fr', 'swccg'),
  ]);
});
