/**
 * The translators' worklist: `/{lang}/status/` (by game, what is left in each
 * language), each game's `/{lang}/status/{game}/` (its topics, a cell per
 * language with the PO file, filtered and sorted with JavaScript; then each
 * topic in detail: sources, notes, conversion fixes, gaps). Counts come from
 * the content model.
 */
import { expect, test, type Page } from '@playwright/test';
import { gameIds, library, topicIds, topicTexts } from '../support/content.ts';
import { languages } from '../support/site.ts';

/** The status page of each game, in `lang`. */
const gamePages = (lang: string) => gameIds().map((game) => `/${lang}/status/${game}/`);

/** The topics of a game's worklist as shown, in order. */
const shownTopics = (page: Page) =>
  page
    .locator('[data-worklist-topic]:visible')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-worklist-topic')));

test('/fr/status/ gives, game by game, what is left in each language, as the content has it', async ({ page }) => {
  await page.goto('/fr/status/');
  await expect(page.locator('h1')).toHaveText('État des traductions');
  const { games, gameTopics } = library();
  await expect(page.locator('[data-status-game]')).toHaveCount(games.length);
  for (const game of games) {
    const section = page.locator(`[data-status-game="${game.id}"]`);
    await expect(section.locator('[data-status-worklist]')).toHaveAttribute('href', `/fr/status/${game.id}/`);
    const topics = gameTopics(game.id);
    for (const lang of languages) {
      const texts = topics.flatMap((topic) => (topic.texts.has(lang) ? [topic.texts.get(lang)!] : []));
      const row = section.locator(`[data-status-language="${lang}"]`);
      await expect(row.locator('[data-status-work="texts"]')).toHaveText(`${texts.length}/${topics.length}`);
      const untranslated = texts.reduce(
        (sum, text) => sum + text.paragraphs.filter((paragraph) => paragraph.untranslated).length,
        0,
      );
      await expect(row.locator('[data-status-work="untranslated"]')).toHaveText(String(untranslated));
      const behind = texts.reduce((sum, text) => sum + (text.translationReview?.behind.length ?? 0), 0);
      await expect(row.locator('[data-status-work="behind"]')).toHaveText(String(behind));
      await expect(row.locator('[data-status-work="missing"]')).toHaveText(String(topics.length - texts.length));
    }
  }
  for (const lang of languages)
    await expect(page.locator(`[data-status-export="${lang}"] code`)).toHaveText(`npm run po:export -- ${lang}`);
});

test("each game's status page lists its topics, with the languages each has and lacks and its PO files", async ({
  page,
}) => {
  let listed = 0;
  for (const path of gamePages('fr')) {
    await page.goto(path);
    const topics = await page.locator('[data-status-topic]').count();
    await expect(page.locator('[data-worklist-topic]')).toHaveCount(topics);
    listed += topics;
  }
  expect(listed).toBe(topicIds().length);
  await page.goto('/fr/status/ti4/');
  const ti4 = page.locator('[data-status-topic="ti4/component-limitations"]');
  await expect(ti4.locator('[data-status-version]')).toHaveCount(2);
  await expect(ti4.locator('[data-status-version="en"] a')).toHaveAttribute('href', '/en/ti4/component-limitations/');
  await expect(ti4.locator('[data-status-missing-languages]')).toHaveText('Pas encore de texte en : français.');
  await expect(ti4).toContainText('Toutes les traductions ont les mêmes paragraphes.');
  await expect(ti4).toContainText('001_aca62f1091db89aa.txt');
  // A translation starts from the topic's original; a topic without one starts from the text its page shows.
  await expect(ti4.locator('[data-status-translate="fr"] code')).toHaveText(
    'npm run translate -- ti4/component-limitations fr',
  );
  // Its line of the worklist: the original, the Russian translation, no French text yet, with the PO files.
  const line = page.locator('[data-worklist-topic="ti4/component-limitations"]');
  await expect(line.locator('th a')).toHaveAttribute('href', '#status-ti4-component-limitations');
  await expect(line.locator('[data-worklist-lang="en"]')).toHaveText('original');
  const russian = topicTexts().find((text) => text.topicId === 'ti4/component-limitations' && text.lang === 'ru')!;
  await expect(line.locator('[data-worklist-lang="ru"] .worklist-line').first()).toHaveText(
    `${russian.paragraphs.length}/${russian.paragraphs.length} traduits`,
  );
  await expect(line.locator('[data-worklist-lang="ru"] .worklist-file')).toHaveText('component-limitations.ru.po');
  await expect(line.locator('[data-worklist-lang="fr"]')).toContainText('pas encore de texte');
  await expect(line.locator('[data-worklist-lang="fr"] .worklist-file')).toHaveText('component-limitations.fr.po');
  await expect(line.locator('[data-worklist-lang="en"] .worklist-file')).toHaveCount(0);
  await expect(page.locator('main')).toContainText('po/ti4/');
  await page.goto('/fr/status/swccg/');
  await expect(page.locator('[data-status-topic="swccg/actions"] [data-status-translate="en"] code')).toHaveText(
    'npm run translate -- swccg/actions en --from fr',
  );
});

test("a game's worklist filters and sorts with JavaScript, and reads whole without it", async ({ page, browser }) => {
  const topics = library().gameTopics('swccg');
  await page.goto('/en/status/swccg/');
  const count = page.locator('[data-worklist-count]');
  await expect(count).toHaveText(`Topics shown: ${topics.length} of ${topics.length}`);
  const titles = await page
    .locator('[data-worklist-topic]')
    .evaluateAll((rows) =>
      rows.map((row) => [row.getAttribute('data-worklist-topic')!, row.querySelector('th')!.textContent!.trim()]),
    );
  expect(titles.map(([id]) => id)).toEqual(topics.map((topic) => topic.id));

  await page.getByRole('searchbox', { name: 'Find a topic' }).fill('activ');
  const matching = titles.filter(([, title]) => title.toLowerCase().includes('activ')).map(([id]) => id);
  expect(matching.length).toBeGreaterThan(0);
  expect(matching.length).toBeLessThan(topics.length);
  await expect(count).toHaveText(`Topics shown: ${matching.length} of ${topics.length}`);
  expect(await shownTopics(page)).toEqual(matching);

  await page.getByRole('searchbox', { name: 'Find a topic' }).fill('');
  await page.getByRole('combobox', { name: 'Order' }).selectOption('title');
  const byTitle = [...titles].sort(([, a], [, b]) => a.localeCompare(b, 'en')).map(([id]) => id);
  await expect.poll(() => shownTopics(page)).toEqual(byTitle);

  // Work left in French: none (every SWCCG text is French); in English: every topic (no text yet).
  await page.getByRole('combobox', { name: 'Work in' }).selectOption('fr');
  await page.getByRole('checkbox', { name: 'Only topics with work left' }).check();
  const leftInFrench = topics.filter(
    (topic) => !topic.texts.has('fr') || topic.texts.get('fr')!.paragraphs.some((paragraph) => paragraph.untranslated),
  );
  await expect(count).toHaveText(`Topics shown: ${leftInFrench.length} of ${topics.length}`);
  await page.getByRole('combobox', { name: 'Work in' }).selectOption('en');
  await expect(count).toHaveText(
    `Topics shown: ${topics.filter((topic) => !topic.texts.has('en')).length} of ${topics.length}`,
  );

  const noScript = await browser.newPage({ javaScriptEnabled: false });
  await noScript.goto(new URL('/en/status/swccg/', page.url()).href);
  await expect(noScript.locator('[data-worklist-controls]')).toBeHidden();
  await expect(noScript.locator('[data-worklist-topic]:visible')).toHaveCount(topics.length);
  await noScript.close();
});

test('every page of a language links to its status page (footer)', async ({ page }) => {
  await page.goto('/ru/');
  await page.getByRole('link', { name: 'Состояние переводов' }).click();
  await expect(page).toHaveURL(/\/ru\/status\/$/);
});

test("the status page lists the translator's notes inside the texts, each linking to the paragraph it is in", async ({
  page,
}) => {
  const inline = topicTexts().reduce(
    (sum, text) => sum + text.paragraphs.reduce((count, paragraph) => count + (paragraph.notes?.length ?? 0), 0),
    0,
  );
  let counted = 0;
  for (const path of gamePages('en')) {
    await page.goto(path);
    counted += await page.locator('[data-status-note]').count();
  }
  expect(counted).toBe(inline);
  await page.goto('/en/status/swccg/');
  const actions = page.locator('[data-status-topic="swccg/actions"] [data-status-version="fr"] [data-status-note]');
  await expect(actions).toHaveCount(3);
  await expect(actions.first()).toContainText('( Note du traducteur : voyez Actions- exemple 1 quand le côté lumineux');
  // English card names inside a note keep their lang.
  await expect(actions.first().locator('[lang="en"]')).toHaveText('Crash site memorial');
  await page.goto('/en/status/rftg/');
  const rftg = page.locator(
    '[data-status-topic="rftg/rebel-vs-imperium"] [data-status-note="propaganda-edge-footnote"]',
  );
  await expect(rftg.locator('.translator-note')).toHaveText('(прим. перев.)');
  await expect(rftg.locator('.translator-note')).toHaveAttribute('lang', 'ru');

  const listed: { href: string; text: string }[] = [];
  for (const path of gamePages('en')) {
    await page.goto(path);
    const items = await page.locator('[data-status-note]').evaluateAll((elements) =>
      elements.map((item) => ({
        href: item.querySelector('a')!.getAttribute('href')!,
        text: item.querySelector('.translator-note')!.textContent!.trim(),
      })),
    );
    listed.push(...items);
  }
  expect(listed.map(({ href }) => href)).toContain('/ru/rftg/rebel-vs-imperium/#propaganda-edge-footnote');
  for (const { href, text } of listed) {
    await page.goto(href);
    const paragraph = page.locator(`[id="${new URL(href, page.url()).hash.slice(1)}"]`);
    await expect(paragraph).toHaveCount(1);
    const notes = await paragraph
      .locator('.translator-note')
      .evaluateAll((elements) => elements.map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim()));
    expect(notes, href).toContain(text.replace(/\s+/g, ' '));
  }
});

test("the status page lists where a text's conversion changed its seed's words, linking to the paragraph, in the text's language", async ({
  page,
}) => {
  const fixes = topicTexts().flatMap((text) =>
    text.source.conversionFixes.map((fix) => ({ ...fix, lang: text.lang, topicId: text.topicId })),
  );
  expect(fixes.length).toBeGreaterThan(0);
  for (const lang of ['ru', 'en', 'fr'] as const) {
    let counted = 0;
    for (const path of gamePages(lang)) {
      await page.goto(path);
      counted += await page.locator('[data-status-conversion-fix]').count();
    }
    expect(counted).toBe(fixes.length);
    for (const fix of fixes) {
      await page.goto(`/${lang}/status/${fix.topicId.split('/')[0]}/`);
      // (A paragraph may have more than one fix: each is its own item.)
      const item = page
        .locator(
          `[data-status-topic="${fix.topicId}"] [data-status-version="${fix.lang}"] [data-status-conversion-fix="${fix.paragraph}"]`,
        )
        .filter({ hasText: fix.fix });
      await expect(item.locator('a')).toHaveAttribute('href', `/${fix.lang}/${fix.topicId}/#${fix.paragraph}`);
      await expect(item.locator(`span[lang="${fix.lang}"]`)).toHaveText(fix.fix);
    }
  }
});
