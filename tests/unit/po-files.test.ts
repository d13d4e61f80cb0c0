/**
 * PO files for translators (`src/translation-files/`, `npm run po:export`,
 * `npm run po:import`) on every text of the site and on a synthetic library:
 * markup as tags and back, GNU msgfmt accepting every file, export then
 * import changing nothing, fuzzy entries with their previous original, and
 * every refusal at its file and line.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { po as gettextPo, type GetTextTranslation } from 'gettext-parser';
import { parse as parseYaml } from 'yaml';
import { contentCopy, removeContentCopies } from '../support/content-copy.ts';
import { afterAll, describe, expect, test } from 'vitest';
import { languages, type Language } from '../../src/i18n/languages.ts';
import type { ContentModel } from '../../src/content-model/content-files.ts';
import { checkedFingerprint, checkedOriginalOf, checkedWords } from '../../src/content-model/checked-originals.ts';
import { fingerprintOf } from '../../src/content-model/fingerprint.ts';
import { readContent } from '../../src/content-model/read-content.ts';
import { readText } from '../../src/content-model/read-text.ts';
import type { Block, Inline } from '../../src/schemas.ts';
import { blocksOfTags, tagsOfBlocks } from '../../src/translation-files/markup-tags.ts';
import { topicExchange, textsOf } from '../../src/translation-files/po-entries.ts';
import { poText, readPo } from '../../src/translation-files/po-files.ts';
import { importPlan } from '../../src/translation-files/import-plan.ts';
import { fromEarlierExport, historyOfOriginals } from '../../src/translation-files/previous-originals.ts';
import { writeReviewChanges } from '../../src/translation-files/review-record.ts';
import { writeSyntheticContent } from '../../tools/synthetic-corpus.ts';
import { repoRoot } from '../support/content.ts';

const siteModel = readContent(repoRoot);
const topicIdsOf = (model: ContentModel) => [...new Set(model.texts.map((text) => text.topicId))];
const when = new Date('2026-01-01T00:00:00Z');

/** Every PO file and template a model exports, as text, by file. */
function exportAll(model: ContentModel): Map<string, string> {
  const files = new Map<string, string>();
  for (const topicId of topicIdsOf(model)) {
    const template = topicExchange(model, topicId, undefined);
    if (template)
      files.set(
        `po/${topicId}.pot`,
        poText(template, () => undefined, {}, when),
      );
    for (const lang of languages) {
      const exchange = topicExchange(model, topicId, lang);
      if (exchange)
        files.set(
          `po/${topicId}.${lang}.po`,
          poText(exchange, () => undefined, {}, when),
        );
    }
  }
  return files;
}

/** The model's content as read back from the files, for `importPlan`. */
const readerOf = (root: string) => (file: string) => readFileSync(join(root, file), 'utf8');

/** Blocks without what the model marks once every text is read (`unwritten`). */
const asWritten = (blocks: Block[]) =>
  JSON.parse(JSON.stringify(blocks, (key, value) => (key === 'unwritten' ? undefined : value)));

/** Imports the PO text for `file` into the model, expecting it to refuse; the refusals. */
function refusalsOf(model: ContentModel, root: string, file: string, text: string | Uint8Array): string[] {
  const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : text;
  const plan = importPlan(model, [{ file, bytes }], readerOf(root));
  expect('refusals' in plan, `${file} was not refused`).toBe(true);
  return (plan as { refusals: string[] }).refusals;
}

/** An entry of a parsed PO file, by its context. */
const entryOf = (parsed: ReturnType<typeof gettextPo.parse>, context: string) =>
  Object.values(parsed.translations[context])[0] as GetTextTranslation;

/** The line of a PO text that holds `needle` (1-based). */
const lineOf = (text: string, needle: string) => text.split('\n').findIndex((line) => line.includes(needle)) + 1;

describe('markup as tags', () => {
  test('every paragraph of every text reads back from its tags as it was', () => {
    let paragraphs = 0;
    for (const text of siteModel.texts)
      for (const paragraph of text.paragraphs) {
        const tags = tagsOfBlocks(paragraph.blocks);
        expect(blocksOfTags(tags), `${text.file}:${paragraph.line}`).toEqual({ blocks: asWritten(paragraph.blocks) });
        paragraphs += 1;
      }
    expect(paragraphs).toBeGreaterThan(0);
  });

  test('bold, links, references, <Original> and list items are tags in the msgid', () => {
    const seen = new Set<string>();
    const expectTags = (content: Inline[], id: string) => {
      for (const node of content) {
        if (typeof node === 'string') continue;
        const tag = {
          strong: '<b>',
          emphasis: '<i>',
          original: '<orig lang=',
          ref: '<ref to=',
          link: '<a href=',
          translatorNote: '<note>',
          break: '<br/>',
        }[node.kind];
        expect(id).toContain(tag);
        seen.add(node.kind);
        if (node.kind !== 'break') expectTags(node.content, id);
      }
    };
    for (const topicId of topicIdsOf(siteModel))
      for (const lang of languages) {
        const exchange = topicExchange(siteModel, topicId, lang);
        for (const entry of exchange?.entries ?? []) {
          for (const block of entry.paragraph?.blocks ?? []) {
            if (block.kind === 'text') expectTags(block.content, entry.id);
            if (block.kind === 'list') {
              expect(entry.id.match(/<li>/g)?.length ?? 0).toBeGreaterThanOrEqual(block.items.length);
              seen.add('list');
            }
          }
        }
      }
    expect([...seen].sort()).toEqual(expect.arrayContaining(['list', 'original', 'ref', 'strong']));
  });

  test('tags left open, crossed, unknown or misplaced are refused', () => {
    expect(blocksOfTags('<b>Dice: dice are limitless.')).toEqual({
      problem: expect.stringContaining('<b> is not closed'),
    });
    expect(blocksOfTags('<b><i>Dice</b></i>')).toEqual({ problem: expect.stringContaining('<i> is not closed') });
    expect(blocksOfTags('<u>Dice</u>')).toEqual({ problem: expect.stringContaining('<u> is not one of the tags') });
    expect(blocksOfTags('<li>Dice</li>')).toEqual({
      problem: expect.stringContaining('<li> is an item of <ul> or <ol>'),
    });
    expect(blocksOfTags('<orig>Dice</orig>')).toEqual({ problem: expect.stringContaining('needs lang=') });
    expect(blocksOfTags('Dice < 3')).toEqual({ problem: expect.stringMatching(/line 1/) });
  });
});

describe('export', () => {
  const files = exportAll(siteModel);

  test('a template per topic and a PO file per topic and language it can be translated into', () => {
    for (const topicId of topicIdsOf(siteModel)) {
      expect(files.has(`po/${topicId}.pot`)).toBe(true);
      const texts = textsOf(siteModel, topicId);
      for (const lang of languages) {
        const isOriginal = texts.find((text) => text.lang === lang)?.data?.source.translation === 'original';
        const onlyText = texts.length === 1 && texts[0].lang === lang;
        expect(files.has(`po/${topicId}.${lang}.po`), `${topicId} ${lang}`).toBe(!isOriginal && !onlyText);
      }
    }
  });

  test('GNU msgfmt --check-format --check-header accepts every file, with no warning', () => {
    const msgfmt = spawnSync('msgfmt', ['--version']);
    expect(
      msgfmt.error,
      'GNU gettext (msgfmt) is not installed: apt-get install gettext (.ci/run does)',
    ).toBeUndefined();
    const folder = mkdtempSync(join(tmpdir(), 'po-check-'));
    try {
      for (const [file, text] of files) {
        const path = join(folder, file.replaceAll('/', '_'));
        writeFileSync(path, text);
        const checked = spawnSync('msgfmt', ['--check', '--check-format', '--check-header', '-o', '/dev/null', path], {
          encoding: 'utf8',
        });
        expect(checked.status, `${file}: ${checked.stderr}`).toBe(0);
        expect(checked.stderr, file).toBe('');
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  test('headers: Language, Plural-Forms, Content-Type UTF-8, X-Generator, the project; entries by paragraph id', () => {
    for (const [file, text] of files) {
      const parsed = gettextPo.parse(text);
      const lang = /\.(\w+)\.po$/.exec(file)?.[1];
      if (lang) expect(parsed.headers.Language).toBe(lang);
      expect(parsed.headers['Plural-Forms']).toMatch(/^nplurals=\d;/);
      expect(text).toContain('"Content-Type: text/plain; charset=UTF-8\\n"');
      expect(parsed.headers['X-Generator']).toBe('rules-at-the-table po:export');
      expect(parsed.headers['Project-Id-Version']).toBe(
        `rules-at-the-table ${file.replace(/^po\//, '').replace(/\.(\w+\.po|pot)$/, '')}`,
      );
    }
    const ru = gettextPo.parse(files.get('po/ti4/component-limitations.ru.po')!);
    const english = siteModel.texts.find((text) => text.file.endsWith('component-limitations.en.mdx'))!;
    for (const paragraph of english.paragraphs) {
      const entry = entryOf(ru, paragraph.id);
      expect(entry.msgid).toBe(tagsOfBlocks(paragraph.blocks));
      expect(entry.comments?.reference).toBe(`${english.file}:${paragraph.line}`);
      if (paragraph.number) expect(entry.comments?.extracted).toContain(`number: ${paragraph.number}`);
      expect(entry.comments?.extracted).toContain('topic: Component Limitations (ti4/component-limitations)');
      expect(entry.msgstr[0]).not.toBe('');
    }
    const fr = gettextPo.parse(files.get('po/ti4/component-limitations.fr.po')!);
    for (const paragraph of english.paragraphs) expect(entryOf(fr, paragraph.id).msgstr).toEqual(['']);
  });
});

describe('round trip: export, then import with nothing changed, writes nothing', () => {
  const roundTrip = (model: ContentModel, root: string) => {
    const files = [...exportAll(model)].filter(([file]) => file.endsWith('.po'));
    expect(files.length).toBeGreaterThan(0);
    const plan = importPlan(
      model,
      files.map(([file, text]) => ({ file, bytes: new TextEncoder().encode(text) })),
      readerOf(root),
    );
    expect(plan).toEqual({ writes: [], review: [], changed: [] });
  };

  test('on every text of the site', () => roundTrip(siteModel, repoRoot));

  test('on a synthetic library', { timeout: 60_000 }, async () => {
    const root = mkdtempSync(join(tmpdir(), 'po-synthetic-'));
    try {
      await writeSyntheticContent(join(root, 'content'), 60);
      const model = readContent(root);
      expect(model.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
      roundTrip(model, root);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('import, on a copy of the content', () => {
  // (sources/ too: the checks hold each text's source.seed to it.)
  const root = contentCopy('po-import');
  afterAll(removeContentCopies);
  const fr = 'po/ti4/component-limitations.fr.po';
  const ru = 'po/ti4/component-limitations.ru.po';
  const model = readContent(root);
  const exported = exportAll(model);
  const english = model.texts.find((text) => text.file.endsWith('component-limitations.en.mdx'))!;

  /** A PO text with the msgstr of `id`'s entry set, by gettext-parser (as Poedit would). */
  function filled(text: string, translations: Record<string, string>, flags: Record<string, string> = {}): string {
    const parsed = gettextPo.parse(text);
    for (const [id, words] of Object.entries(translations)) entryOf(parsed, id).msgstr = [words];
    for (const [id, flag] of Object.entries(flags)) {
      const entry = entryOf(parsed, id);
      entry.comments = { ...entry.comments, flag };
    }
    return gettextPo.compile(parsed).toString('utf8');
  }

  test('two entries filled start a French text: those two translated, the rest not yet, checked against today’s original', () => {
    const po = filled(exported.get(fr)!, { dice: '<b>Dés :</b> les dés sont illimités.', 'note-1': 'Une note.' });
    const plan = importPlan(model, [{ file: fr, bytes: new TextEncoder().encode(po) }], readerOf(root));
    if ('refusals' in plan) throw new Error(plan.refusals.join('\n'));
    expect(plan.writes.map((write) => write.file)).toEqual(['content/topics/ti4/component-limitations.fr.mdx']);
    const text = readText(plan.writes[0].text, 'fr');
    expect(text.problems).toEqual([]);
    const translated = text.paragraphs.filter((paragraph) => !paragraph.untranslated).map((paragraph) => paragraph.id);
    expect(translated.sort()).toEqual(['dice', 'note-1']);
    expect(text.paragraphs.map((paragraph) => paragraph.id)).toEqual(
      english.paragraphs.map((paragraph) => paragraph.id),
    );
    expect(text.paragraphs.find((paragraph) => paragraph.id === 'dice')?.text).toBe('Dés : les dés sont illimités.');
    // Recorded as the translations:reviewed command records them: fingerprint, number and words of today's original.
    const now = (id: string) => checkedOriginalOf(english.paragraphs.find((paragraph) => paragraph.id === id)!);
    expect(plan.review).toEqual([
      { topicId: 'ti4/component-limitations', lang: 'fr', id: 'dice', entry: now('dice') },
      { topicId: 'ti4/component-limitations', lang: 'fr', id: 'note-1', entry: now('note-1') },
    ]);
  });

  test('a fuzzy entry imports as behind its original, never as current', () => {
    const words = entryOf(gettextPo.parse(exported.get(ru)!), 'dice').msgstr[0];
    const po = filled(exported.get(ru)!, { dice: `${words} ` }, { dice: 'fuzzy' });
    const plan = importPlan(model, [{ file: ru, bytes: new TextEncoder().encode(po) }], readerOf(root));
    if ('refusals' in plan) throw new Error(plan.refusals.join('\n'));
    const now = fingerprintOf(english.paragraphs.find((paragraph) => paragraph.id === 'dice')!);
    expect(plan.review).toHaveLength(1);
    expect(plan.review[0]).toMatchObject({ id: 'dice', lang: 'ru' });
    expect(checkedFingerprint(plan.review[0].entry!)).not.toBe(now);
    expect(checkedFingerprint(plan.review[0].entry!)).toMatch(/^[0-9a-f]{12}$/);
  });

  test('an English paragraph changed: its entry is fuzzy, with the previous original as #| msgid', () => {
    const changedRoot = mkdtempSync(join(tmpdir(), 'po-behind-'));
    try {
      for (const part of ['content', 'sources']) cpSync(join(root, part), join(changedRoot, part), { recursive: true });
      const file = join(changedRoot, english.file);
      writeFileSync(file, readFileSync(file, 'utf8').replace('Dice are limitless.', 'Dice are limitless, always.'));
      const changed = readContent(changedRoot);
      const exchange = topicExchange(changed, 'ti4/component-limitations', 'ru')!;
      const earlier = readPo(new TextEncoder().encode(exported.get(ru)!));
      if (!('entries' in earlier)) throw new Error(earlier.problem);
      const text = poText(exchange, (entry) =>
        fromEarlierExport(
          earlier.entries.find((each) => each.context === entry.context),
          entry.id,
        ),
      );
      const dice = entryOf(gettextPo.parse(text), 'dice');
      expect(dice.comments?.flag).toBe('fuzzy');
      const before = tagsOfBlocks(english.paragraphs.find((paragraph) => paragraph.id === 'dice')!.blocks);
      const read = readPo(new TextEncoder().encode(text));
      expect('entries' in read && read.entries.find((entry) => entry.context === 'dice')?.previous).toBe(before);
      expect(dice.msgid).toContain('Dice are limitless, always.');
      const others = Object.entries(gettextPo.parse(text).translations).filter(([id]) => id !== 'dice' && id !== '');
      for (const [, byId] of others)
        expect((Object.values(byId)[0] as GetTextTranslation).comments?.flag).toBeUndefined();
      // The review record alone gives the same previous original, with no earlier export and no git (the copy has none).
      const checked = changed.reviewedTranslations!.data!['ti4/component-limitations'].ru!;
      const fromRecord = readPo(
        new TextEncoder().encode(poText(exchange, (entry) => checkedWords(checked[entry.context]))),
      );
      expect('entries' in fromRecord && fromRecord.entries.find((entry) => entry.context === 'dice')?.previous).toBe(
        before,
      );
      // Exported and imported again, it stays behind: nothing written.
      const plan = importPlan(changed, [{ file: ru, bytes: new TextEncoder().encode(text) }], readerOf(changedRoot));
      expect(plan).toEqual({ writes: [], review: [], changed: [] });
    } finally {
      rmSync(changedRoot, { recursive: true, force: true });
    }
  });

  test('the previous original is found in git where no earlier export has it', () => {
    const inGit = spawnSync('git', ['-C', repoRoot, 'ls-files', '--error-unmatch', english.file]).status === 0;
    expect(inGit, 'the project is a git checkout').toBe(true);
    const committed = execFileSync('git', ['-C', repoRoot, 'show', `HEAD:./${english.file}`], { encoding: 'utf8' });
    const dice = readText(committed, 'en').paragraphs.find((paragraph) => paragraph.id === 'dice')!;
    expect(historyOfOriginals(repoRoot).fromHistory(english.file, 'en', 'dice', fingerprintOf(dice))).toBe(
      tagsOfBlocks(dice.blocks),
    );
    expect(historyOfOriginals(repoRoot).fromHistory(english.file, 'en', 'dice', '000000000000')).toBeUndefined();
  });

  test('the review record is written in place, other entries and comments kept', () => {
    const record = join(root, 'content/reviewed-translations.yaml');
    const before = readFileSync(record, 'utf8');
    const entry = { fingerprint: 'aaaaaaaaaaaa', number: '1.', words: '<b>Dice:</b> Dice are limited.' };
    writeReviewChanges(root, [{ topicId: 'ti4/component-limitations', lang: 'ru', id: 'dice', entry }]);
    const after = readFileSync(record, 'utf8');
    const diceEntry = /^ {4}dice:\n(?: {6}.*\n)+/m;
    expect(after.replace(diceEntry, '')).toBe(before.replace(diceEntry, ''));
    expect(parseYaml(after)['ti4/component-limitations'].ru.dice).toEqual(entry);
    writeFileSync(record, before);
  });

  describe('refusals, each at its file and line, nothing written', () => {
    const po = () => exported.get(fr)!;
    const refused = (text: string | Uint8Array, file = fr) => refusalsOf(model, root, file, text);

    test('an unknown msgctxt, a paragraph given twice', () => {
      const unknown = po().replace('msgctxt "dice"', 'msgctxt "dices"');
      expect(refused(unknown)).toEqual([
        `${fr}:${lineOf(unknown, 'msgctxt "dices"')}: no paragraph "dices" in ${english.file}`,
      ]);
      const entry = /(#\. number: 1\.\n[\s\S]*?msgctxt "dice"\n[\s\S]*?)\n\n/.exec(po())![1];
      const twice = `${po()}\n${entry.replace('msgid "', 'msgid "x')}\n`;
      const second = twice.split('\n').lastIndexOf('msgctxt "dice"') + 1;
      expect(refused(twice)).toEqual([
        `${fr}:${second}: paragraph "dice" is in the file twice (first at line ${lineOf(twice, 'msgctxt "dice"')}): keep one entry`,
      ]);
    });

    test('a placeholder missing, doubled or broken', () => {
      const line = lineOf(po(), 'msgctxt "dice"');
      const bold = filled(po(), { dice: '<b>Dés : les dés sont illimités.' });
      expect(refused(bold)).toEqual([
        expect.stringMatching(new RegExp(`^${fr}:${lineOf(bold, 'msgctxt "dice"')}: "dice": <b> is not closed`)),
      ]);
      expect(line).toBeGreaterThan(0);
      const list = filled(po(), {
        tokens: '<b>Jetons :</b> limités, sauf :\n\n<ul>\n<li>contrôle</li>\n<li>chasseurs</li>\n</ul>',
      });
      expect(refused(list)).toEqual([
        expect.stringContaining(
          '"tokens": the original is text + list of 4 [,,,], the translation text + list of 2 [,]',
        ),
      ]);
      const merged = filled(po(), {
        tokens: '<b>Jetons :</b> limités, sauf contrôle, chasseurs, marchandises, infanterie.',
      });
      expect(refused(merged)).toEqual([expect.stringContaining('"tokens": the original is text + list of 4')]);
    });

    test('a link or reference lost or doubled', () => {
      /** A link or reference around plain words, in the language of the text (no lang). */
      const simpleLink = /<(ref|a) (?:to|href)="([^"]*)">([^<]*)<\/(?:ref|a)>/;
      const withRef = siteModel.texts
        .flatMap((text) =>
          languages.map((lang) => ({ text, lang, exchange: topicExchange(siteModel, text.topicId, lang) })),
        )
        .map(({ lang, exchange }) => ({
          lang,
          exchange,
          entry: exchange?.entries.find((entry) => simpleLink.test(entry.id)),
        }))
        .find(({ entry }) => entry !== undefined)!;
      const { exchange, entry, lang } = withRef as {
        exchange: NonNullable<typeof withRef.exchange>;
        entry: NonNullable<typeof withRef.entry>;
        lang: Language;
      };
      const file = `po/${exchange.topicId}.${lang}.po`;
      const text = exportAll(siteModel).get(file)!;
      const [link, open, target, words] = simpleLink.exec(entry.id)!;
      const tag = `<${open} ${open === 'a' ? 'href' : 'to'}="${target}">`;
      const times = entry.id.split(`="${target}"`).length - 1;
      const lost = filled(text, { [entry.context]: entry.id.replace(link, words) });
      expect(refusalsOf(siteModel, repoRoot, file, lost)).toEqual([
        `${file}:${lineOf(lost, `msgctxt "${entry.context}"`)}: "${entry.context}": ${tag} is missing: the original has it ${times} time(s), the translation ${times - 1}`,
      ]);
      const doubled = filled(text, {
        [entry.context]: `${entry.id} ${/<(ref|a) [^>]*>[^<]*<\/(ref|a)>/.exec(entry.id)![0]}`,
      });
      expect(refusalsOf(siteModel, repoRoot, file, doubled)).toEqual([expect.stringContaining(`${tag} is there`)]);
    });

    test('a Language header that is not the file’s place', () => {
      const german = po().replace('"Language: fr\\n"', '"Language: de\\n"');
      expect(refused(german)).toEqual([
        `${fr}:${lineOf(german, '"Language: de')}: the Language header says "de", but the file is the one of "fr" (${fr}): rename it or fix the header`,
      ]);
      expect(refused(po(), 'po/ti4/component-limitations.de.po')).toEqual([
        'po/ti4/component-limitations.de.po:1: "de" is not a language of the site',
      ]);
    });

    test('broken PO syntax, a file not in UTF-8', () => {
      const broken = po().replace('msgctxt "dice"\nmsgid "', 'msgctxt "dice"\nmsgid "\nx');
      expect(refused(broken)).toEqual([
        expect.stringMatching(
          new RegExp(
            `^${fr}:${lineOf(broken, 'msgctxt "dice"') + 2}: the PO syntax is broken: End-of-line within string`,
          ),
        ),
      ]);
      const latin1 = Buffer.from(filled(po(), { dice: 'Dés' }), 'latin1');
      expect(refused(latin1)).toEqual([expect.stringMatching(new RegExp(`^${fr}:\\d+: the file is not UTF-8`))]);
      const declared = po().replace('charset=UTF-8', 'charset=ISO-8859-1');
      expect(refused(declared)).toEqual([
        `${fr}:${lineOf(declared, 'Content-Type')}: Content-Type says charset=ISO-8859-1: the file must be UTF-8, and say so (charset=UTF-8)`,
      ]);
    });

    test('words that would make the text wrong (an <orig> in the text’s own language)', () => {
      const own = filled(po(), { dice: '<b>Dés :</b> <orig lang="fr">illimités</orig>.' });
      expect(refused(own)).toEqual([
        expect.stringMatching(
          new RegExp(
            `^${fr}:${lineOf(own, 'msgctxt "dice"')}: content/topics/ti4/component-limitations.fr.mdx:\\d+ would be wrong: <Original lang="fr">`,
          ),
        ),
      ]);
    });
  });
});
