/**
 * The search on a generated library (issue 22): 100 synthetic topics per
 * language beside the real texts (`tools/synthetic-corpus.ts`), one word of
 * each language's vocabulary in every text of that language ("player",
 * "joueur", "игрок"), built once for the whole file in a temporary copy of
 * the project (paragraph and side-by-side pages off: the search does not
 * depend on them) and served as a host would (gzip).
 *
 * Right: a word in every text shows its results, typed fast or slowly,
 * pasted or opened as `?q=` — the same results each way — never "nothing
 * found" and never taken for a typo. Relevant: texts with the word in their
 * title or a heading first; a distinctive word of a real rule puts its topic
 * in the first three, in any language, from a page in any language; a rule
 * number puts a paragraph printed with it first.
 *
 * The same build holds one generated text with three revisions in every
 * language (issue 29: `revisions` of `writeSyntheticContent`), so that the
 * history is shown on a text other than the real TI4 one, with no build of its
 * own: the topic page marks what revision 3 changed and opens its word diff
 * moving no text, a reader who last read revision 1 is told what revisions 2
 * and 3 changed, and the history page lists the three revisions, what each
 * changed and each paragraph's trace. What is expected comes from the copy's
 * content model.
 */
import { expect, test, type Page } from '@playwright/test';
import { syntheticGames, writeSyntheticContent } from '../../tools/synthetic-corpus.ts';
import type { DistServer } from '../../tools/serve-dist.ts';
import { projectCopy, tail, type ProjectCopy } from '../support/project-copy.ts';
import { expectTextSoon } from './expect-text-soon.ts';
import { shiftsOf, watchShifts } from './layout-shifts.ts';
import { readContent } from '../../src/content-model/read-content.ts';
import { revisionsOf } from '../../src/history/revisions.ts';
import { revisionChanges, tracedIds, type ParagraphChange } from '../../src/history/trace.ts';
import { useTranslations } from '../../src/i18n/interface-strings.ts';
import { modelLibrary } from '../../src/library/library.ts';

/** Topics per language: the smallest library whose every text holds the word, and where its texts outnumber a first answer's many times. */
const topics = 100;
const everywhere = { en: 'player', fr: 'joueur', ru: 'игрок' } as const;
type Lang = keyof typeof everywhere;
const interfaces: Lang[] = ['ru', 'en', 'fr'];
/** The generated topic whose texts have three revisions. */
const revisedTopic = 'game01/topic-1';

/** One build for the file: its tests run in one worker, one after another. */
test.describe.configure({ mode: 'serial', timeout: 60_000 });

let copy: ProjectCopy;
let server: DistServer;
let origin: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  copy = projectCopy('search-library');
  await writeSyntheticContent(`${copy.root}/content`, topics, {
    inEveryText: everywhere,
    revisions: 3,
    revisionsOf: (topicId) => topicId === revisedTopic,
  });
  const built = await copy.build({ PARAGRAPH_PAGES: 'off', SIDE_BY_SIDE_PAGES: 'off' });
  expect(built.code, tail(built.output)).toBe(0);
  server = await copy.serve();
  origin = server.url.replace(/\/$/, '');
});

test.afterAll(async () => {
  await server?.close();
  copy?.remove();
});

/** What the live region says once a search is over. */
const settled = /\d|Nothing|Ничего|Aucun|could not|не загрузился|pas pu/;

/** Searches `query` on `path` as a reader would (`pasted`: one input; `typed`: a key every `delay` ms; `?q=`: from the address); the result links. */
async function searched(
  page: Page,
  path: string,
  query: string,
  how: 'pasted' | 'typed' | '?q=',
  delay = 0,
): Promise<string[]> {
  if (how === '?q=') {
    await page.goto(`${origin}${path}?q=${encodeURIComponent(query)}`);
  } else {
    await page.goto(`${origin}${path}`);
    const field = page.getByRole('combobox');
    await field.click();
    if (how === 'pasted') await field.fill(query);
    else await field.pressSequentially(query, { delay });
  }
  await expectTextSoon(page, '#site-search-status', settled, 15_000);
  return page
    .locator('.site-search-results a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** The synthetic texts of a language with `word` in their title or a heading, by their address. */
function titledWith(word: string, lang: Lang): Set<string> {
  const paths = new Set<string>();
  for (const game of syntheticGames(topics)) {
    for (const topic of game.topics) {
      const text = topic.texts[lang];
      const headings = [
        text.title,
        ...text.paragraphs.flatMap((paragraph) => (paragraph.kind === 'heading' ? [paragraph.text] : [])),
      ];
      if (headings.some((heading) => heading.toLowerCase().split(' ').includes(word)))
        paths.add(`/${lang}/${game.id}/${topic.slug}/`);
    }
  }
  return paths;
}

for (const lang of interfaces) {
  const word = everywhere[lang];
  test(`/${lang}/: "${word}", in every text, shows its results typed, pasted and as ?q=, the same each way, never "nothing found", texts with it in their title or a heading first`, async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    const pasted = await searched(page, `/${lang}/`, word, 'pasted');
    expect(pasted.length).toBeGreaterThan(0);
    await expect(page.locator('.site-search-status')).not.toHaveText(/Nothing|Ничего|Aucun/);
    // Matched: no typo correction asked for, none shown.
    await expect(page.locator('.site-search-correction')).toBeHidden();
    expect(requests.filter((path) => path.includes('/pagefind/typos/'))).toEqual([]);
    // More than a first answer holds: "more results" offered.
    await expect(page.locator('.site-search-more')).toBeVisible();
    // The texts listed first have the word in their title or a heading (the real texts aside).
    const titled = titledWith(word, lang);
    expect(titled.size, 'the library has such texts').toBeGreaterThan(3);
    const listed = [...new Set(pasted.map((href) => href.split('#')[0]))].filter((path) =>
      path.startsWith(`/${lang}/game`),
    );
    expect(listed.length).toBeGreaterThan(0);
    for (const path of listed) expect(titled, `${path} has "${word}" in its title or a heading`).toContain(path);
    // The same results from the address, typed fast, and typed slowly (a key every 400 ms: each start of the word searched on the way).
    expect(await searched(page, `/${lang}/`, word, '?q=')).toEqual(pasted);
    expect(await searched(page, `/${lang}/`, word, 'typed', 60)).toEqual(pasted);
    expect(await searched(page, `/${lang}/`, word, 'typed', 400)).toEqual(pasted);
  });
}

/** Distinctive words of the real rules (in no synthetic text), each from a page in another language. */
const distinctive: [query: string, from: Lang, topic: string][] = [
  ['fighter', 'ru', '/ti4/component-limitations/'],
  ['истребители', 'en', '/ti4/component-limitations/'],
  ['empilement', 'en', '/swccg/actions/'],
  ['захваты', 'fr', '/rftg/rebel-vs-imperium/'],
  ['Military', 'fr', '/rftg/rebel-vs-imperium/'],
  ['Component Limitations', 'ru', '/ti4/component-limitations/'],
];

test('a distinctive word of a real rule puts its topic in the first three results, in any language, from a page in another', async ({
  page,
}) => {
  for (const [query, from, topic] of distinctive) {
    await searched(page, `/${from}/`, query, 'pasted');
    const firstThree = await page
      .locator('.site-search-results > li')
      .evaluateAll((all) =>
        all
          .slice(0, 3)
          .map((item) => [...item.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? '').join(' ')),
      );
    expect(
      firstThree.some((hrefs) => hrefs.includes(topic)),
      `"${query}" from /${from}/:\n${firstThree.join('\n')}`,
    ).toBe(true);
  }
});

test("a rule number puts a paragraph printed with it first, and a real rule's number finds it among 300 texts", async ({
  page,
}) => {
  await searched(page, '/en/', '4.2', 'pasted');
  await expect(page.locator('.site-search-results a').first()).toHaveText(/^4\.2\b|\(ru 4\.2\)|\(en 4\.2\)/);
  await searched(page, '/en/', '49.4', 'pasted');
  await expect(page.locator('.site-search-results a').first()).toHaveAttribute(
    'href',
    '/en/ti4/component-limitations/#units',
  );
});

test("a word that matches nothing says so, and a typo is corrected from its letter's file", async ({ page }) => {
  await searched(page, '/en/', 'xqzvw', 'pasted');
  await expect(page.locator('.site-search-status')).toHaveText('Nothing found.');
  await expect(page.locator('.site-search-more')).toBeHidden();
  await searched(page, '/en/', 'plyer', 'pasted');
  await expect(page.locator('.site-search-correction em')).toHaveText(/player/i);
  expect((await page.locator('.site-search-results a').count()) > 0).toBe(true);
});

test('a generated text with three revisions, in ru, en and fr: marks and word diffs of revision 3, what changed since revision 1, the history page', async ({
  browser,
}) => {
  const model = readContent(copy.root);
  expect(model.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
  const topic = modelLibrary(model).topics.get(revisedTopic)!;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await watchShifts(page);
  for (const lang of interfaces) {
    const t = useTranslations(lang);
    const revisions = revisionsOf(topic.texts.get(lang)!);
    expect(revisions.map((revision) => revision.key)).toEqual(['r1', 'r2', 'r3']);
    const changes = revisionChanges(revisions);
    const ofKind = (revision: ParagraphChange[], kind: ParagraphChange['kind']) =>
      revision.filter((change) => change.kind === kind).map((change) => change.id);
    // Each revision after the first rewords, adds and removes.
    for (const revision of changes.slice(1))
      for (const kind of ['changed', 'added', 'removed'] as const)
        expect(ofKind(revision, kind).length).toBeGreaterThan(0);
    const [changed, added] = [ofKind(changes[2], 'changed'), ofKind(changes[2], 'added')];
    const topicPath = `/${lang}/${revisedTopic}/`;
    const historyPath = `${topicPath}~history/`;

    // The topic page: a mark on each paragraph revision 3 changed or added; a changed one opens its word diff, moving no text.
    await page.goto(`${origin}${topicPath}`);
    await expect(page.locator('a.change-mark')).toHaveCount(changed.length + added.length);
    for (const id of changed) {
      await expect(page.locator(`#${id} a.change-mark`), `${lang} ${id}`).toHaveText(t('history.mark_changed'));
      await expect(page.locator(`#${id} a.change-mark`)).toHaveAttribute('href', `${historyPath}#r3-${id}`);
    }
    for (const id of added) await expect(page.locator(`#${id} a.change-mark`)).toHaveText(t('history.mark_added'));
    const before = await shiftsOf(page);
    await page.locator(`#${changed[0]} a.change-mark`).click();
    await expect(page.locator(`#changes-${changed[0]}`)).toBeVisible();
    await expect(page.locator(`#changes-${changed[0]} del`).first()).toBeVisible();
    await expect(page.locator(`#changes-${changed[0]} ins`).first()).toBeVisible();
    expect((await shiftsOf(page)).slice(before.length), `${lang}: layout shifts when the diff opened`).toEqual([]);

    // A reader who last read revision 1: every paragraph whose words revisions 2 and 3 changed, each change a link.
    await page.evaluate(
      ([text, key]) => localStorage.setItem('textsRead', JSON.stringify({ [text]: key })),
      [`${revisedTopic}.${lang}`, revisions[0].wordsKey!],
    );
    await page.reload();
    const notice = page.locator('[data-since-read]');
    await expect(notice).toBeVisible();
    expect(await shiftsOf(page), `${lang}: layout shifts with the notice shown`).toEqual([]);
    const since = changes
      .slice(1)
      .flat()
      .filter((change) => change.kind !== 'renumbered');
    const sinceIds = tracedIds(revisions).filter((id) => since.some((change) => change.id === id));
    expect(
      await notice
        .locator('[data-changed-since]')
        .evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.changedSince)),
    ).toEqual(sinceIds);
    for (const id of sinceIds)
      expect(
        await notice
          .locator(`[data-changed-since="${id}"] a`)
          .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
      ).toEqual(since.filter((change) => change.id === id).map((change) => `${historyPath}#${change.revision}-${id}`));

    // The history page: the three revisions, what each changed, each paragraph's trace, each entry an anchor of the page.
    await page.goto(`${origin}${historyPath}`);
    await expect(page.locator('section.history-revision')).toHaveCount(3);
    for (const [index, revision] of changes.entries()) {
      if (index === 0) continue;
      for (const kind of ['changed', 'added', 'removed'] as const)
        for (const id of ofKind(revision, kind))
          await expect(page.locator(`#r${index + 1}-${id}[data-history-entry="${kind}"]`)).toHaveCount(1);
    }
    await expect(page.locator('[data-trace]')).toHaveCount(tracedIds(revisions).length);
    const removedFirst = ofKind(changes[1], 'removed')[0];
    await expect(page.locator(`[data-trace="${removedFirst}"] [data-trace-entry]`)).toHaveText([
      t('history.traceEntry', { kind: t('history.kind_added'), order: 1 }),
      t('history.traceEntry', { kind: t('history.kind_removed'), order: 2 }),
    ]);
    // A paragraph as revision 1 had it, changed since: says so, the current words one tap away.
    const changedLater = ofKind(changes[1], 'changed')[0];
    await page.goto(`${origin}${historyPath}#r1-${changedLater}`);
    await expect(page.locator(`#r1-${changedLater}`)).toContainText(revisions[0].byId.get(changedLater)!.text);
    await expect(page.locator(`#r1-${changedLater} [data-later="changed"]`)).toHaveText(
      new RegExp(t('history.laterChanged', { order: 2 })),
    );
  }
  await context.close();
});
