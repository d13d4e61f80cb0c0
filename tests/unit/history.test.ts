/**
 * A text's revisions: the trace of each paragraph (added, changed, removed,
 * renumbered but unchanged, changed back), the word diff in each language's
 * words, the real TI4 Russian text's two revisions (seed 000 then 004), and the
 * content checks of revisions (ids that clash, an order that is unclear).
 */
import { execFile } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { join, resolve } from 'node:path';
import { contentCopy, editFile, removeContentCopies } from '../support/content-copy.ts';
import { diffWords } from 'diff';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { formatProblem } from '../../src/content-model/problems.ts';
import { readContent } from '../../src/content-model/read-content.ts';
import {
  readClaimedRevisions,
  readRevisionFiles,
  revisionFileNames,
  sharedClaim,
} from '../../src/content-model/read-revisions.ts';
import { revisionsOf, type Revision } from '../../src/history/revisions.ts';
import { paragraphTrace, revisionChanges, tracedIds } from '../../src/history/trace.ts';
import { wordDiff } from '../../src/history/word-diff.ts';
import type { Paragraph } from '../../src/schemas.ts';
import { topicCitations } from '../../src/citations/citations.ts';
import { markdownQuote } from '../../src/citations/quote.ts';
import { library } from '../support/content.ts';

/** A revision of paragraphs given as `id`, `id=words` or `id#number=words`. */
function revision(order: number, ...specs: string[]): Revision {
  const paragraphs = specs.map((spec, index): Paragraph => {
    const [head, words = head] = spec.split('=');
    const [id, number] = head.split('#');
    return {
      id,
      kind: 'rule',
      ...(number ? { number } : {}),
      blocks: [{ kind: 'text', content: [words] }],
      text: words,
      line: index + 1,
    };
  });
  return {
    key: `r${order}`,
    order,
    source: { edition: 'e', editionRuns: [{ text: 'e' }] },
    current: false,
    paragraphs,
    byId: new Map(paragraphs.map((paragraph) => [paragraph.id, paragraph])),
  };
}

const kinds = (changes: ReturnType<typeof revisionChanges>[number]) =>
  changes.map((change) => `${change.kind} ${change.id}`);

describe('the trace of each paragraph', () => {
  const revisions = [
    revision(1, 'a=one', 'b#1)=two', 'c=three', 'd=four'),
    revision(2, 'a=one', 'b=two', 'c=three, reworded', 'e=five'),
    revision(3, 'a=one', 'b=two', 'c=three', 'e=five', 'd=four'),
  ];
  const changes = revisionChanges(revisions);

  test('the first revision adds every paragraph', () => {
    expect(kinds(changes[0])).toEqual(['added a', 'added b', 'added c', 'added d']);
  });

  test('added, changed, removed (where it stood), renumbered but unchanged; unchanged paragraphs have no entry', () => {
    expect(kinds(changes[1])).toEqual(['renumbered b', 'changed c', 'removed d', 'added e']);
    const renumbered = changes[1][0];
    expect([renumbered.before?.number, renumbered.after?.number]).toEqual(['1)', undefined]);
  });

  test('changed back to the words of an earlier revision, and a paragraph added again', () => {
    expect(kinds(changes[2])).toEqual(['changed-back c', 'added d']);
    expect(changes[2][0].backTo).toBe('r1');
  });

  test('a paragraph’s trace lists its changes, earliest first', () => {
    const trace = (id: string) => paragraphTrace(changes, id).map((change) => `${change.revision} ${change.kind}`);
    expect(trace('a')).toEqual(['r1 added']);
    expect(trace('c')).toEqual(['r1 added', 'r2 changed', 'r3 changed-back']);
    expect(trace('d')).toEqual(['r1 added', 'r2 removed', 'r3 added']);
    expect(tracedIds(revisions)).toEqual(['a', 'b', 'c', 'e', 'd']);
  });
});

describe('the word diff', () => {
  test('Russian by words with a segmenter: never by letters', () => {
    const parts = wordDiff(
      'Игроки могут менять жетоны с 3 единицами на жетон с 1 одной единицей',
      'Игроки могут менять жетоны номиналом 3 на жетон номиналом 1',
      'ru',
    );
    const removed = parts.filter((part) => part.kind === 'removed').map((part) => part.text.trim());
    const added = parts.filter((part) => part.kind === 'added').map((part) => part.text.trim());
    expect(removed).toEqual(['с', 'единицами', 'с', 'одной единицей']);
    expect(added).toEqual(['номиналом', 'номиналом']);
    // Each run is whole words of the earlier or the later wording.
    for (const part of parts.filter((each) => each.kind !== 'same')) expect(part.text).toMatch(/^\s*[\p{L}\d]/u);
  });

  test('French and English by words, elision and punctuation kept apart', () => {
    const fr = wordDiff("l'action est résolue", "l'action n'est pas résolue", 'fr');
    expect(fr.filter((part) => part.kind === 'added').map((part) => part.text.trim())).toEqual(["n'est pas"]);
    expect(fr.filter((part) => part.kind === 'removed').map((part) => part.text.trim())).toEqual(['est']);
    const en = wordDiff('Players may swap tokens.', 'Players may swap tokens at any time.', 'en');
    expect(en.map((part) => part.kind)).toEqual(['same', 'added', 'same']);
  });

  test('the whole earlier and later wording are what the parts give', () => {
    const before = 'Игрок может выполнять способность "РАЗМЕЩЕНИЕ" только для выставления отряда из резерва.';
    const after = 'Игрок может выполнять способность «Размешение». только для выставления отряда из резерва.';
    const parts = wordDiff(before, after, 'ru');
    expect(
      parts
        .filter((part) => part.kind !== 'added')
        .map((part) => part.text)
        .join(''),
    ).toBe(before);
    expect(
      parts
        .filter((part) => part.kind !== 'removed')
        .map((part) => part.text)
        .join(''),
    ).toBe(after);
  });

  test('a wording rewritten more than by half: removed whole and added whole, not a few words in common between', () => {
    const before = 'Players may swap the tokens of a unit at any time of the round.';
    const after = 'A unit that moved this round cannot attack with the fighters of its fleet.';
    expect(wordDiff(before, after, 'en')).toEqual([
      { kind: 'removed', text: before },
      { kind: 'added', text: after },
    ]);
    // Rewritten by less than half: word by word.
    const reworded = 'Players may swap the tokens of a unit at the end of the round.';
    expect(wordDiff(before, reworded, 'en').filter((part) => part.kind === 'same').length).toBeGreaterThan(1);
  });

  test('a sentence reworded in a long paragraph: only the words around it compared, the parts those of the whole', () => {
    const topic = library().topics.get('ti4/component-limitations')!;
    for (const [lang, text] of topic.texts) {
      const words = text.paragraphs.map((paragraph) => paragraph.text).join(' ');
      const before = `${words} Первая фраза. ${words}`;
      const after = `${words} Вторая, другая фраза. ${words}`;
      const whole = diffWords(before, after, { intlSegmenter: new Intl.Segmenter(lang, { granularity: 'word' }) });
      expect(wordDiff(before, after, lang)).toEqual(
        whole.map((change) => ({
          kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
          text: change.value,
        })),
      );
      expect(wordDiff(before, after, lang).filter((part) => part.kind !== 'same')).toEqual([
        { kind: 'removed', text: 'Первая' },
        { kind: 'added', text: 'Вторая, другая' },
      ]);
    }
  });
});

describe('the Russian TI4 text: seed 000, then 004', () => {
  const text = library().topics.get('ti4/component-limitations')!.texts.get('ru')!;
  const revisions = revisionsOf(text);
  const changes = revisionChanges(revisions);

  test('two revisions, each with its source; the current one last; no date the source does not state', () => {
    expect(revisions.map((each) => [each.key, each.source.seed, each.current])).toEqual([
      ['r1', '000_cef85be715a0f76e.txt', false],
      ['r2', '004_f49852b638619b35.txt', true],
    ]);
    expect(text.revisions[0].source.updated).toBeUndefined();
    expect(text.source.updated).toBeUndefined();
  });

  test('comments 1–2 renumbered only, 3–4 reworded, the see-also line removed where it stood, 5–8 added', () => {
    expect(kinds(changes[1])).toEqual([
      'renumbered note-1',
      'renumbered note-2',
      'changed note-3',
      'changed note-4',
      'removed see-also',
      'added note-5',
      'added note-6',
      'added note-7',
      'added note-8',
    ]);
    expect(changes[1][4].before?.text).toBe('См.также: Отряды, Производство отрядов.');
  });

  test('every other paragraph keeps its id and words in both', () => {
    const unchanged = revisions[1].paragraphs.filter(
      (paragraph) => !changes[1].some((change) => change.id === paragraph.id),
    );
    expect(unchanged.length).toBe(revisions[1].paragraphs.length - 8);
    for (const paragraph of unchanged) expect(revisions[0].byId.get(paragraph.id)?.text).toBe(paragraph.text);
  });
});

describe('a quote names the revision it quotes', () => {
  const topic = library().topics.get('ti4/component-limitations')!;
  const site = 'https://rules.example.org';
  test('the Russian text (two revisions): its current revision, in the page’s language; the permalink unchanged', () => {
    const ru = topicCitations(topic, 'ru', { site, previews: true });
    const citation = ru.paragraphs['note-3'];
    expect(citation.url).toBe(`${site}/ru/ti4/component-limitations/#note-3`);
    expect(markdownQuote({ ...citation, title: ru.title, game: ru.game })).toContain(
      `— [Ограничение на компоненты (редакция 2), КОММЕНТАРИИ, абзац 3 · ${ru.game}]`,
    );
  });
  test('a text with one revision names none', () => {
    expect(topicCitations(topic, 'en', { site, previews: true }).title).toBe('Component Limitations');
  });
});

describe('content checks of revisions', () => {
  const project = resolve(import.meta.dirname, '..', '..');
  const revisionFile = 'content/revisions/ti4/component-limitations.ru.000.mdx';
  const currentFile = 'content/topics/ti4/component-limitations.ru.mdx';
  afterEach(removeContentCopies);
  const copy = () => contentCopy('history');
  const edit = editFile;
  const lineOf = (root: string, file: string, start: string) =>
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .findIndex((line) => line.startsWith(start)) + 1;
  /** The errors found, the same whether the revisions are read on the main thread or in a thread of their own. */
  const errors = (root: string) => {
    const [inline, aside] = [false, true].map((revisionsThread) =>
      readContent(root, { revisionsThread })
        .problems.filter((problem) => problem.severity === 'error')
        .map(formatProblem),
    );
    expect(aside, 'read in a thread of their own').toEqual(inline);
    return inline;
  };

  test('read in a thread of their own, the revisions make the same model, and the thread says nothing went wrong', () => {
    const warn = vi.spyOn(console, 'warn');
    const aside = readContent(project, { revisionsThread: true });
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
    expect(aside).toEqual(readContent(project, { revisionsThread: false }));
    const ru = aside.texts.find((text) => text.file === currentFile)?.data;
    expect(ru?.revisions.map((revision) => revision.file)).toEqual([revisionFile]);
  });

  test('ids that clash in a revision, at file:line', () => {
    const root = copy();
    edit(root, revisionFile, (text) => text.replace('<Rule id="note-2" n="2)">', '<Rule id="note-1" n="2)">'));
    const line = lineOf(root, revisionFile, '<Rule id="note-1" n="2)">');
    expect(errors(root)).toEqual([
      // The revision is published (content/published-revisions.yaml): its words, ids among them, read otherwise now.
      expect.stringMatching(
        new RegExp(`^${revisionFile}:\\d+: the words of revision r1 changed since it was published`),
      ),
      expect.stringMatching(
        new RegExp(`^${revisionFile}:${line}: duplicate paragraph id "note-1" \\(first at line \\d+\\)`),
      ),
    ]);
  });

  test('an order that is unclear: the same as another, not before the current text, or not stated', () => {
    const root = copy();
    // Of the order alone: a published revision renumbered is refused besides (the test after this one).
    rmSync(join(root, 'content/published-revisions.yaml'));
    edit(root, revisionFile, (text) => text.replace('  order: 1', '  order: 2'));
    const line = lineOf(root, revisionFile, '  order: 2');
    expect(errors(root)).toEqual([
      `${revisionFile}:${line}: the order of the revisions is unclear: revision.order 2 is not before the current text's (2, ${currentFile}); the latest revision is the text in content/topics/`,
    ]);
    writeFileSync(
      join(root, revisionFile.replace('.000.', '.copy.')),
      readFileSync(join(project, revisionFile), 'utf8'),
    );
    edit(root, revisionFile, (text) => text.replace('  order: 2', '  order: 1'));
    expect(errors(root)).toEqual([
      expect.stringMatching(
        /ru\.copy\.mdx:\d+: the order of the revisions is unclear: revision\.order 1 is also .*ru\.000\.mdx's$/,
      ),
    ]);
    edit(root, currentFile, (text) => text.replace(/revision:\n {2}order: 2\n {2}label: .*\n/, ''));
    expect(errors(root)).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${currentFile}:\\d+: the order of this text's revisions is unclear: it has 2 earlier`),
      ),
    );
  });

  test('a published revision keeps its order and its words: reworded, renumbered, gone, each refused at its line with what to do', () => {
    const record = 'content/published-revisions.yaml';
    const recordLine = lineOf(project, record, '  r1: ');
    const cited = 'links to /ru/ti4/component-limitations/~history/#r1-… cite its words';
    const words = 'Игроки могут менять жетоны с 3 единицами на жетон с 1 одной единицей';
    expect(errors(copy()), 'the real content').toEqual([]);

    // Reworded: refused at the order line; recording the new words again, as the message says, ends it.
    const reworded = copy();
    edit(reworded, revisionFile, (text) => text.replace(words, words.replace('жетоны', 'жетончики')));
    const orderAt = lineOf(reworded, revisionFile, '  order: 1');
    const [problem, ...more] = errors(reworded);
    expect(more).toEqual([]);
    const recorded = /"(r1: [0-9a-f]{12})"/.exec(problem)?.[1];
    expect(recorded).not.toBe(/^ {2}(r1: .*)$/m.exec(readFileSync(join(project, record), 'utf8'))?.[1]);
    expect(problem).toBe(
      `${revisionFile}:${orderAt}: the words of revision r1 changed since it was published (${record}:${recordLine}): ${cited} as published; put them back. If you only mended its conversion and a reader reads the same words, record them again: "${recorded}" on that line`,
    );
    edit(reworded, record, (text) => text.replace(/ {2}r1: [0-9a-f]{12}/, `  ${recorded}`));
    expect(errors(reworded)).toEqual([]);

    // Renumbered: an earlier revision put before the published one.
    const renumbered = copy();
    const older = revisionFile.replace('.000.', '.older.');
    writeFileSync(
      join(renumbered, older),
      readFileSync(join(project, revisionFile), 'utf8').replace(words, words.replace('жетоны', 'жетончики')),
    );
    edit(renumbered, revisionFile, (text) => text.replace('  order: 1', '  order: 2'));
    edit(renumbered, currentFile, (text) => text.replace('  order: 2', '  order: 3'));
    expect(errors(renumbered)).toEqual([
      `${older}:${orderAt}: revision.order 1 was published as other words (${record}:${recordLine}), now revision.order 2 (${revisionFile}:${orderAt}): ${cited}. A published revision keeps its order: give ${revisionFile} back revision.order 1; a revision earlier than a published one cannot be added (docs/authoring.md)`,
    ]);

    // A revision whose order cannot be read has its own errors, and no word of the record.
    const unreadable = copy();
    edit(unreadable, revisionFile, (text) => text.replace('  order: 1', '  order: first'));
    expect(errors(unreadable)).toContainEqual(
      expect.stringMatching(new RegExp(`^${revisionFile}:${orderAt}: revision\\.order: `)),
    );
    expect(errors(unreadable).filter((problem) => problem.includes(record))).toEqual([]);

    // Gone: the published revision's file removed.
    const gone = copy();
    rmSync(join(gone, revisionFile));
    expect(errors(gone)).toEqual([
      `${currentFile}:${lineOf(gone, currentFile, '  order: 2')}: revision r1 was published (${record}:${recordLine}) and is gone: ${cited}. Put it back in content/revisions/ with revision.order 1`,
    ]);
    // The text gone with its revisions: said at the record's line (the topic keeps its other texts).
    rmSync(join(gone, currentFile));
    expect(errors(gone)).toEqual([
      `${record}:${recordLine - 1}: revisions of ti4/component-limitations.ru are published, but ${currentFile} is gone: links cite them; put the text back`,
    ]);
  });

  test('an earlier revision not published yet is a warning at its order line, once per text; `npm run ids:publish` records it', async () => {
    const root = copy();
    const record = 'content/published-revisions.yaml';
    writeFileSync(join(root, record), '{}\n');
    const warnings = () =>
      readContent(root)
        .problems.filter((problem) => problem.severity === 'warning' && problem.message.includes('revision'))
        .map(formatProblem);
    expect(warnings()).toEqual([
      `${revisionFile}:${lineOf(root, revisionFile, '  order: 1')}: warning: 1 earlier revision(s) of ti4/component-limitations.ru not in ${record} yet (r1): once they are final, run \`npm run ids:publish\` to record them (docs/authoring.md)`,
    ]);
    const { stdout } = await promisify(execFile)(process.execPath, [join(project, 'tools/publish-ids.ts'), root]);
    expect(stdout).toContain(
      'published ti4/component-limitations.ru r1\nids:publish: 1 revision(s) added to content/published-revisions.yaml',
    );
    expect(readFileSync(join(root, record), 'utf8')).toBe(readFileSync(join(project, record), 'utf8'));
    expect(warnings()).toEqual([]);
  });

  test('a later revision added as docs/authoring.md says: the text moved to content/revisions/ is warned of until `npm run ids:publish` records it', async () => {
    const root = copy();
    const record = 'content/published-revisions.yaml';
    const moved = revisionFile.replace('.000.', '.004.');
    const current = readFileSync(join(root, currentFile), 'utf8');
    writeFileSync(join(root, moved), current);
    writeFileSync(
      join(root, currentFile),
      current.replace('  order: 2', '  order: 3').replace('менять жетоны номиналом 3', 'менять жетончики номиналом 3'),
    );
    expect(errors(root)).toEqual([]);
    const warnings = () =>
      readContent(root)
        .problems.filter((problem) => problem.severity === 'warning')
        .map(formatProblem);
    expect(warnings()).toEqual([
      `${moved}:${lineOf(root, moved, '  order: 2')}: warning: 1 earlier revision(s) of ti4/component-limitations.ru not in ${record} yet (r2): once they are final, run \`npm run ids:publish\` to record them (docs/authoring.md)`,
    ]);
    const { stdout } = await promisify(execFile)(process.execPath, [join(project, 'tools/publish-ids.ts'), root]);
    expect(stdout).toContain('published ti4/component-limitations.ru r2\n');
    // Appended after revision 1, which stays as published.
    const published = readFileSync(join(project, record), 'utf8');
    const after = readFileSync(join(root, record), 'utf8');
    expect(after.startsWith(published), after).toBe(true);
    expect(after.slice(published.length)).toMatch(/^ {2}r2: [0-9a-f]{12}\n$/);
    expect(warnings()).toEqual([]);
    expect(errors(root)).toEqual([]);
  });

  test('a revision of a text that does not exist, and a file name that is not one', () => {
    const root = copy();
    writeFileSync(join(root, 'content/revisions/ti4/units.ru.old.mdx'), readFileSync(join(project, revisionFile)));
    writeFileSync(join(root, 'content/revisions/ti4/units.mdx'), '');
    expect(errors(root)).toEqual([
      expect.stringMatching(/^content\/revisions\/ti4\/units\.mdx: file name must be content\/revisions\/\{game\}/),
      'content/revisions/ti4/units.ru.old.mdx: an earlier revision of content/topics/ti4/units.ru.mdx, which does not exist: add the current text first',
    ]);
  });
});

test('the revision files are claimed from one shared count: each once, whichever thread claims it; read so, they are what one thread reads alone', () => {
  // Two claimers taking turns, as the main thread and the revisions thread do, from one count.
  const claims = new Int32Array(new SharedArrayBuffer(4));
  const [main, aside] = [sharedClaim(claims, 7), sharedClaim(claims, 7)];
  const taken: number[] = [];
  for (let turn = 0, index = main(); index !== undefined; turn += 1, index = turn % 2 ? aside() : main())
    taken.push(index);
  expect(taken).toEqual([0, 1, 2, 3, 4, 5, 6]);
  expect([main(), aside()]).toEqual([undefined, undefined]);
  // The project's revision files, claimed so, read as `readRevisionFiles` reads them.
  const project = resolve(import.meta.dirname, '..', '..');
  const names = revisionFileNames(project);
  expect(names).toContain('ti4/component-limitations.ru.000.mdx');
  const games = new Set(library().games.map((game) => game.id));
  // A revision as read, its front matter's `lineOf` (a function) aside.
  const asData = (revisions: unknown) => JSON.parse(JSON.stringify(revisions));
  const read = readClaimedRevisions(
    project,
    names,
    games,
    () => undefined,
    sharedClaim(new Int32Array(new SharedArrayBuffer(4)), names.length),
  );
  expect(read.map(({ index }) => index)).toEqual(names.map((_, index) => index));
  expect(asData(read.map(({ revision }) => revision))).toEqual(
    asData(readRevisionFiles(project, games, () => undefined)),
  );
});
