/**
 * A text's revisions on the real TI4 text (issue 29): the Russian text has two
 * (seed 000, then 004), the English one one.
 * - The Russian topic page marks each paragraph changed or new since the
 *   revision before, in the reader's language; a tap on a "changed" mark opens
 *   the word diff (`<del>`/`<ins>`, struck through and underlined) over what
 *   follows, moving no text; at 360 px touch and 1280 px, light and dark, with
 *   no axe violation. Without JavaScript the mark is a link to the history
 *   page's entry.
 * - A text with one revision (the English page, the French page showing it)
 *   shows no mark and no history link.
 * - The history page: revisions in order with their sources, per revision
 *   what it changed (the see-also line removed), each paragraph's trace, each
 *   entry a link to an anchor of the page; a paragraph as it read in revision 1
 *   says that revision 2 changed it and offers the current words in one tap.
 * - Paper: the printed topic and the booklet state the revision; the printed
 *   topic's QR code (decoded by jsQR from a canvas) is the page's address.
 * - What changed since I last read it: nothing on a first visit (en, fr, ru);
 *   a reader who had read revision 1 is told once, over the text (no shift),
 *   which paragraphs changed since, each change a link to its entry;
 *   dismissible. (Offline: offline.spec.ts.)
 * What is expected comes from the content model (revisions, trace).
 */
import { siteSettings } from '../../site.config.ts';
import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import { axeViolations } from './axe.ts';
import { shiftsOf, watchShifts } from './layout-shifts.ts';
import { expect, test } from './shared-pages.ts';
import { revisionsOf } from '../../src/history/revisions.ts';
import { revisionChanges, tracedIds } from '../../src/history/trace.ts';
import { bookletPath, historyPath, topicPath } from '../../src/routing/paths.ts';
import { library } from '../support/content.ts';

const topicId = 'ti4/component-limitations';
const ru = library().topics.get(topicId)!.texts.get('ru')!;
const revisions = revisionsOf(ru);
const lastChanges = revisionChanges(revisions).at(-1)!;
const changedIds = lastChanges.filter((change) => change.kind === 'changed').map((change) => change.id);
const addedIds = lastChanges.filter((change) => change.kind === 'added').map((change) => change.id);
const removedIds = lastChanges.filter((change) => change.kind === 'removed').map((change) => change.id);
/** The paragraphs whose words changed since revision 1 (a new number alone is no change of words), in the text's order. */
const changedSinceFirst = tracedIds(revisions).filter((id) =>
  lastChanges.some((change) => change.id === id && change.kind !== 'renumbered'),
);

const screens = [
  { name: '360 px touch', viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true },
  { name: '1280 px', viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false },
] as const;

/** Opens a mark's diff the way the screen's reader does: a tap, or a click. */
async function use(page: Page, selector: string, touch: boolean): Promise<void> {
  if (touch) await page.locator(selector).tap();
  else await page.locator(selector).click();
}

test('the content model: the Russian text changed comments 3 and 4, added 5–8, removed the see-also line', () => {
  expect(revisions.map((revision) => revision.key)).toEqual(['r1', 'r2']);
  expect(changedIds).toEqual(['note-3', 'note-4']);
  expect(addedIds).toEqual(['note-5', 'note-6', 'note-7', 'note-8']);
  expect(removedIds).toEqual(['see-also']);
});

for (const screen of screens) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`${screen.name}, ${colorScheme}: marks in the reader's language; a mark opens the word diff, moving no text`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ ...screen, colorScheme });
      const page = await context.newPage();
      await watchShifts(page);
      await page.goto(topicPath('ru', topicId));
      const marks = page.locator('a.change-mark');
      await expect(marks).toHaveCount(changedIds.length + addedIds.length);
      for (const id of changedIds) {
        const mark = page.locator(`#${id} a.change-mark`);
        await expect(mark).toHaveText('изменено');
        await expect(mark).toHaveAttribute('href', historyPath('ru', topicId, `r2-${id}`));
      }
      for (const id of addedIds) await expect(page.locator(`#${id} a.change-mark`)).toHaveText('новое');
      await expect(page.locator('[data-history-link]')).toHaveAttribute('href', historyPath('ru', topicId));
      await expect(page.locator('[data-history-link]')).toHaveText('История этого текста: редакций — 2');

      const diff = page.locator('#changes-note-3');
      await expect(diff).toBeHidden();
      const before = await shiftsOf(page);
      await use(page, '#note-3 a.change-mark', screen.hasTouch);
      await expect(diff).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${topicPath('ru', topicId)}$`));
      await expect(page.locator('#note-3 a.change-mark')).toHaveAttribute('aria-expanded', 'true');
      await expect(diff.locator('del')).toHaveText([
        'убрано: с',
        'убрано: единицами ',
        'убрано: с',
        'убрано:  одной единицей',
      ]);
      await expect(diff.locator('ins')).toHaveText(['добавлено: номиналом', 'добавлено: номиналом']);
      // Not colour alone: struck through and underlined.
      expect(
        await diff
          .locator('del')
          .first()
          .evaluate((element) => getComputedStyle(element).textDecorationLine),
      ).toBe('line-through');
      expect(
        await diff
          .locator('ins')
          .first()
          .evaluate((element) => getComputedStyle(element).textDecorationLine),
      ).toBe('underline');
      expect(await axeViolations(page, '#note-3')).toEqual([]);
      expect((await shiftsOf(page)).slice(before.length), 'layout shifts when the diff opened').toEqual([]);
      // Escape closes it; the same mark again opens and closes it.
      await page.keyboard.press('Escape');
      await expect(diff).toBeHidden();
      await use(page, '#note-4 a.change-mark', screen.hasTouch);
      await expect(page.locator('#changes-note-4 ins')).toHaveText([
        'добавлено: «Размешение».',
        'добавлено: «Размешение»',
      ]);
      await use(page, '#note-4 a.change-mark', screen.hasTouch);
      await expect(page.locator('#changes-note-4')).toBeHidden();
      expect((await shiftsOf(page)).slice(before.length), 'layout shifts when diffs opened and closed').toEqual([]);
      await context.close();
    });
  }
}

test('a text with one revision shows no mark and no history link: the English page, and the French page showing it', async ({
  sharedPage,
}) => {
  const page = await sharedPage('desktop');
  for (const lang of ['en', 'fr'] as const) {
    await page.goto(topicPath(lang, topicId));
    await expect(page.locator('article.topic')).toHaveAttribute('data-text-lang', 'en');
    await expect(page.locator('a.change-mark')).toHaveCount(0);
    await expect(page.locator('[data-history-link]')).toHaveCount(0);
    expect((await page.request.get(historyPath(lang, topicId))).status()).toBe(404);
  }
});

test('without JavaScript a mark is a link to its entry on the history page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(topicPath('ru', topicId));
  await page.locator('#note-3 a.change-mark').click();
  await expect(page).toHaveURL(new RegExp(`${historyPath('ru', topicId)}#r2-note-3$`));
  const entry = page.locator('#r2-note-3');
  await expect(entry).toBeInViewport();
  await expect(entry.locator('del').first()).toBeVisible();
  await context.close();
});

test('the history page: revisions in order with their sources, what each changed, each paragraph’s trace', async ({
  sharedPage,
}) => {
  const page = await sharedPage('desktop');
  await page.goto(historyPath('ru', topicId));
  await expect(page.locator('h1')).toContainText('Ограничение на компоненты');
  const sections = page.locator('section.history-revision');
  await expect(sections).toHaveCount(revisions.length);
  for (const [index, revision] of revisions.entries()) {
    const section = sections.nth(index);
    await expect(section).toHaveAttribute('id', revision.key);
    await expect(section.locator('h2')).toHaveCount(1);
    await expect(section.locator('h2')).toContainText(`Редакция ${revision.order}`);
    await expect(section.locator('[data-revision-source]')).toContainText(revision.source.edition);
    await expect(section.locator('[data-revision-source]')).toContainText(revision.source.seed!);
    if (revision.label) await expect(section.locator('[data-revision-source]')).toContainText(revision.label);
    // The site's record, or that it has none yet: never a date of the source.
    const added = section.locator('[data-added-on]');
    if (revision.addedOn) await expect(added).toHaveAttribute('data-added-on', revision.addedOn);
    else await expect(section.locator('[data-revision-source]')).toContainText('У сайта ещё нет записи');
  }
  await expect(sections.nth(1).locator('h2')).toContainText('текущая');
  // The first revision whole, each paragraph an entry; the second: what it changed.
  await expect(page.locator('#r1 .history-entry')).toHaveCount(revisions[0].paragraphs.length);
  const r2 = page.locator('#r2');
  for (const id of changedIds)
    await expect(r2.locator(`#r2-${id}[data-history-entry="changed"] del`).first()).toBeVisible();
  for (const id of addedIds) await expect(r2.locator(`#r2-${id}[data-history-entry="added"]`)).toBeVisible();
  await expect(r2.locator('#r2-see-also[data-history-entry="removed"]')).toContainText(
    'См.также: Отряды, Производство отрядов.',
  );
  await expect(r2.locator('[data-history-entry="renumbered"]')).toHaveCount(
    lastChanges.filter((change) => change.kind === 'renumbered').length,
  );
  await expect(r2.locator('#r2-note-1')).toContainText('1) → без номера');

  // Each paragraph's trace, each entry a link to an entry of the page.
  const traces = page.locator('[data-trace]');
  await expect(traces).toHaveCount(tracedIds(revisions).length);
  const targets = await page
    .locator('[data-trace-entry]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).hash.slice(1)));
  expect(targets.length).toBeGreaterThan(tracedIds(revisions).length);
  for (const target of targets) await expect(page.locator(`[id="${target}"]`)).toHaveCount(1);
  await expect(page.locator('[data-trace="see-also"] [data-trace-entry]')).toHaveText([
    'добавлен в редакции 1',
    'убран в редакции 2',
  ]);
  // A paragraph gone from the current revision is named with the revision that had it: its label there is another paragraph's now.
  await expect(page.locator('[data-trace="note-5"] .history-trace-label')).toHaveText('КОММЕНТАРИИ, абзац 5');
  await expect(page.locator('[data-trace="see-also"] .history-trace-label')).toHaveText(
    'КОММЕНТАРИИ, абзац 5 в редакции 1',
  );
  expect(await axeViolations(page)).toEqual([]);
});

test('a paragraph as it read in revision 1: those words, that revision 2 changed them, the current words one tap away', async ({
  sharedPage,
}) => {
  const page = await sharedPage('desktop');
  await page.goto(historyPath('ru', topicId, 'r1-note-3'));
  const entry = page.locator('#r1-note-3');
  await expect(entry).toBeInViewport();
  await expect(entry).toContainText(revisions[0].byId.get('note-3')!.text);
  await expect(entry.locator('[data-later="changed"]')).toContainText('В редакции 2 эти слова изменены.');
  await entry.getByRole('link', { name: 'Читать текущие слова' }).click();
  await expect(page).toHaveURL(new RegExp(`${topicPath('ru', topicId, 'note-3')}$`));
  await expect(page.locator('#note-3')).toContainText(revisions[1].byId.get('note-3')!.text);
  // The removed see-also line says so.
  await page.goto(historyPath('ru', topicId, 'r1-see-also'));
  await expect(page.locator('#r1-see-also [data-later="removed"]')).toContainText('В редакции 2 этот абзац убран.');
});

test('paper knows its revision: the printed topic states it, and its QR code decodes to the topic page’s address', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(topicPath('ru', topicId));
  await page.emulateMedia({ media: 'print' });
  const paper = page.locator('[data-paper-source]');
  await expect(paper).toBeVisible();
  await expect(paper.locator('[data-paper-revision]')).toHaveText(
    `Редакция ${revisions.length} из ${revisions.length}.`,
  );
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  // The printed address: the site's (SITE_URL), else the one the page was opened from, never the stand-in.
  await expect(paper).toContainText(
    siteSettings.siteGiven ? canonical! : new URL(new URL(canonical!).pathname, page.url()).href,
  );
  // The QR code, drawn on a canvas as the printer would draw it, read back by jsQR.
  const image = await page.locator('[data-paper-qr] svg').evaluate(async (svg) => {
    const size = 400;
    const img = new Image(size, size);
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = size;
    const context2d = canvas.getContext('2d')!;
    context2d.fillStyle = '#fff';
    context2d.fillRect(0, 0, size, size);
    context2d.drawImage(img, 0, 0, size, size);
    return { data: Array.from(context2d.getImageData(0, 0, size, size).data), size };
  });
  const code = jsQR(new Uint8ClampedArray(image.data), image.size, image.size);
  expect(code?.data).toBe(canonical);
  // The booklet states each text's revision too (its topics' source lines).
  await page.goto(bookletPath('ru', 'ti4'));
  await expect(page.locator('main')).toContainText(`Редакция ${revisions.length} из ${revisions.length}.`);
  await context.close();
});

test('what changed since I last read it: nothing on a first visit; coming back after revision 1, once, each changed paragraph a link to its diff; dismissible; no text moves', async ({
  browser,
}) => {
  const context = await browser.newContext({ ...screens[0] });
  const page = await context.newPage();
  await watchShifts(page);
  const textsRead = () => page.evaluate(() => JSON.parse(localStorage.getItem('textsRead') ?? '{}'));
  const remember = (text: string, key: string) =>
    page.evaluate(
      ([text, key]) => {
        const read = JSON.parse(localStorage.getItem('textsRead') ?? '{}');
        read[text] = key;
        localStorage.setItem('textsRead', JSON.stringify(read));
      },
      [text, key],
    );
  const notice = page.locator('[data-since-read]');
  const en = library().topics.get(topicId)!.texts.get('en')!;
  const enText = `${topicId}.en`;
  const ruText = `${topicId}.ru`;
  // The English text, shown by the en and the fr page: a first visit shows nothing and remembers it, one text for both.
  for (const lang of ['en', 'fr'] as const) {
    await page.goto(topicPath(lang, topicId));
    await expect.poll(textsRead).toEqual({ [enText]: en.wordsKey });
    await expect(notice).toBeHidden();
  }
  // A key of no revision the page knows (an earlier one of another text): nothing shown, the current one remembered.
  await remember(enText, revisions[0].wordsKey!);
  await page.reload();
  await expect.poll(textsRead).toEqual({ [enText]: en.wordsKey });
  await expect(notice).toBeHidden();
  // The Russian text: a first visit shows nothing either.
  await page.goto(topicPath('ru', topicId));
  await expect.poll(textsRead).toEqual({ [enText]: en.wordsKey, [ruText]: revisions[1].wordsKey });
  await expect(notice).toBeHidden();

  // A reader who had read revision 1 comes back: told once, over the text.
  await remember(ruText, revisions[0].wordsKey!);
  await page.reload();
  await expect(notice).toBeVisible();
  await expect(notice.locator('#since-read-title')).toHaveText('Изменилось с вашего прошлого чтения');
  // The list came from the history page (the topic page does not carry it).
  await expect(notice.locator('[data-since-read-unavailable]')).toBeHidden();
  await expect(notice.locator('[role="status"] > p').first()).toHaveText(
    'Вы читали редакцию 1 этого текста; сейчас — редакция 2.',
  );
  const items = notice.locator('[data-changed-since]');
  await expect(items).toHaveCount(changedSinceFirst.length);
  expect(await items.evaluateAll((each) => each.map((item) => (item as HTMLElement).dataset.changedSince))).toEqual(
    changedSinceFirst,
  );
  for (const id of changedSinceFirst) {
    const link = notice.locator(`[data-changed-since="${id}"] a`);
    await expect(link).toHaveAttribute('href', historyPath('ru', topicId, `r2-${id}`));
    const kind = changedIds.includes(id) ? 'изменён' : addedIds.includes(id) ? 'добавлен' : 'убран';
    await expect(link).toHaveText(`${kind} в редакции 2`);
  }
  // A paragraph gone since is named as it was, in the revision that had it.
  await expect(notice.locator('[data-changed-since="see-also"]')).toContainText('в редакции 1:');
  expect(await shiftsOf(page), 'layout shifts with the notice shown').toEqual([]);
  expect(await axeViolations(page, '[data-since-read]')).toEqual([]);
  await page.screenshot({ path: '/tmp/history-shots/since-read-360-ru.png' });
  expect((await textsRead())[ruText]).toBe(revisions[1].wordsKey);

  // A change's link opens its diff on the history page; back on the topic, nothing again (once).
  await notice.locator('[data-changed-since="note-3"] a').tap();
  await expect(page).toHaveURL(new RegExp(`${historyPath('ru', topicId)}#r2-note-3$`));
  await expect(page.locator('#r2-note-3 del').first()).toBeInViewport();
  await page.goto(topicPath('ru', topicId));
  await expect(notice).toBeHidden();

  // Dismissed: gone, and nothing moved.
  await remember(ruText, revisions[0].wordsKey!);
  await page.reload();
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Скрыть' }).tap();
  await expect(notice).toBeHidden();
  expect(await shiftsOf(page), 'layout shifts with the notice shown and dismissed').toEqual([]);

  // The history page, where the list is, fails: the notice says so, and links to that page; nothing moves.
  await remember(ruText, revisions[0].wordsKey!);
  await page.route(`**${historyPath('ru', topicId)}`, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  await page.reload();
  await expect(notice).toBeVisible();
  const unavailable = notice.locator('[data-since-read-unavailable]');
  await expect(unavailable).toBeVisible();
  await expect(unavailable).toHaveText('Список изменений не загрузился; он есть на странице истории: Вся история');
  await expect(unavailable.locator('a')).toHaveAttribute('href', historyPath('ru', topicId));
  await expect(notice.locator('[data-changed-since]')).toHaveCount(0);
  expect(await shiftsOf(page), 'layout shifts with the notice saying the list failed').toEqual([]);
  expect(await axeViolations(page, '[data-since-read]')).toEqual([]);
  await context.close();
});
