/**
 * Translations against their originals, in temporary copies of `content/`:
 * the `untranslated` mark read and checked, fingerprints of paragraphs as the
 * model reads them, each translation's review worked out by the content model
 * (paragraphs behind their original, not yet checked) with one warning per
 * paragraph behind, untranslated paragraphs given their original's words, and
 * the two commands — `npm run translate` and `npm run translations:reviewed` —
 * doing what they say, and refusing bad input with a message while writing
 * nothing.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { contentCopy, editFile, readFile, removeContentCopies } from '../support/content-copy.ts';
import { afterEach, describe, expect, test } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { fingerprintOf } from '../../src/content-model/fingerprint.ts';
import { formatProblem } from '../../src/content-model/problems.ts';
import {
  checkedFingerprint,
  checkedLine,
  checkedOriginalOf,
  checkedWords,
} from '../../src/content-model/checked-originals.ts';
import { readContent, reviewedTranslationsFile } from '../../src/content-model/read-content.ts';
import { readText } from '../../src/content-model/read-text.ts';
import { writeReviewed } from '../../src/content-model/translation-commands.ts';
import { mdxOfParagraph, mdxOfRuns } from '../../src/content-model/write-text.ts';
import { searchDocuments } from '../../src/search/indexing/search-document.ts';
import type { CheckedOriginal, Paragraph } from '../../src/schemas.ts';
import { modelLibrary, textFor } from '../../src/library/library.ts';

const project = resolve(import.meta.dirname, '..', '..');
afterEach(removeContentCopies);

/** Every file of a copy's `content/` with its bytes: what "writes nothing" compares. */
function snapshot(root: string): Map<string, string> {
  return new Map(
    readdirSync(join(root, 'content'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        return [path, readFileSync(path, 'utf8')];
      }),
  );
}

const run = promisify(execFile);
/** Runs one of the project's scripts in `root`, as `npm run` does there. */
const script = (root: string, name: string, args: string[]) =>
  run(process.execPath, [join(project, 'tools', name), ...args], { cwd: root }).then(
    ({ stdout, stderr }) => ({ code: 0, output: `${stdout}${stderr}` }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      output: `${error.stdout}${error.stderr}`,
    }),
  );
const translate = (root: string, ...args: string[]) => script(root, 'translate.ts', args);
const reviewed = (root: string, ...args: string[]) => script(root, 'translations-reviewed.ts', args);

const ti4 = 'ti4/component-limitations';
const ti4En = 'content/topics/ti4/component-limitations.en.mdx';
const ti4Ru = 'content/topics/ti4/component-limitations.ru.mdx';
const ti4Fr = 'content/topics/ti4/component-limitations.fr.mdx';
const dice = 'Dice are limitless.';

/** Every problem of a copy's content, read afresh. */
const allProblemsOf = (root: string) => readContent(root).problems.map(formatProblem);
/** The same but the warnings about the comments a translation just started keeps (their own test: `npm run translate`). */
const problemsOf = (root: string) =>
  allProblemsOf(root).filter((problem) => !problem.includes('warning: comment of `npm run translate` still here'));
/** A record's text without one paragraph's entry (its lines, in either form). */
const withoutEntry = (record: string, id: string) =>
  record.replace(new RegExp(`^ {4}${id}:( [0-9a-f]{12})?\\n(( {6}.*)?\\n)*?(?= {4}\\S)`, 'm'), '');
const textOf = (root: string, file: string) => readContent(root).texts.find((text) => text.file === file)!;
const lineOf = (root: string, file: string, start: string) =>
  readFile(root, file)
    .split('\n')
    .findIndex((line) => line.startsWith(start)) + 1;

describe('fingerprints', () => {
  const paragraphOf = (mdx: string) => {
    const text = readText(`---\ntitle: T\n---\n\n${mdx}\n`, 'en');
    expect(text.problems).toEqual([]);
    return text.paragraphs[0];
  };

  test('are 12 hexadecimal digits, the same for the same paragraph however its MDX is wrapped', () => {
    const one = paragraphOf(
      '<Rule id="dice" n="1.">\n\n**Dice:** Dice are limitless. If a player needs more dice, they roll again.\n\n</Rule>',
    );
    const wrapped = paragraphOf(
      '<Rule id="dice"   n="1.">\n\n**Dice:** Dice are limitless.\nIf a player needs more dice,\n  they roll again.\n\n\n</Rule>',
    );
    expect(fingerprintOf(one)).toMatch(/^[0-9a-f]{12}$/);
    expect(fingerprintOf(wrapped)).toBe(fingerprintOf(one));
  });

  test('change with the words, the emphasis, the number and the kind, not with the id or line', () => {
    const base = paragraphOf('<Rule id="dice" n="1.">\n\n**Dice:** Dice are limitless.\n\n</Rule>');
    const other = (mdx: string) => fingerprintOf(paragraphOf(mdx));
    expect(other('<Rule id="dice" n="1.">\n\n**Dice:** Dice are limited.\n\n</Rule>')).not.toBe(fingerprintOf(base));
    expect(other('<Rule id="dice" n="1.">\n\n*Dice:* Dice are limitless.\n\n</Rule>')).not.toBe(fingerprintOf(base));
    expect(other('<Rule id="dice" n="2.">\n\n**Dice:** Dice are limitless.\n\n</Rule>')).not.toBe(fingerprintOf(base));
    expect(other('<Rule id="dice">\n\n**Dice:** Dice are limitless.\n\n</Rule>')).not.toBe(fingerprintOf(base));
    expect(other('\n\n<Rule id="other-id" n="1.">\n\n**Dice:** Dice are limitless.\n\n</Rule>')).toBe(
      fingerprintOf(base),
    );
  });

  test('leave out what the model marks once every text is read (a reference becoming written)', () => {
    const paragraph = paragraphOf('<Rule id="see">\n\nSee <Ref to="ti4/units">Units</Ref>.\n\n</Rule>');
    const before = fingerprintOf(paragraph);
    const ref = (paragraph.blocks[0] as { content: { kind?: string; unwritten?: true }[] }).content.find(
      (node) => node.kind === 'ref',
    )!;
    ref.unwritten = true;
    expect(fingerprintOf(paragraph)).toBe(before);
  });
});

describe('the untranslated mark (read-text.ts)', () => {
  const body = (mdx: string, lang = 'fr') => readText(`---\ntitle: T\n---\n\n${mdx}\n`, lang);

  test('is read into the paragraph as the language of its words, on a <Rule> and a <Heading>', () => {
    const text = body(
      '<Heading id="rules" untranslated="en">Rules Reference</Heading>\n\n<Rule id="dice" n="1." untranslated="en">\n\nDice are limitless.\n\n</Rule>\n\n<Rule id="done">\n\nLes dés sont illimités.\n\n</Rule>',
    );
    expect(text.problems).toEqual([]);
    expect(text.paragraphs.map((paragraph) => paragraph.untranslated)).toEqual(['en', 'en', undefined]);
  });

  test("must be a language of the site, other than the text's", () => {
    expect(body('<Rule id="dice" untranslated="de">\n\nWürfel.\n\n</Rule>').problems).toEqual([
      {
        line: 5,
        message:
          '<Rule untranslated="de">: untranslated names the language of the paragraph\'s words until it is translated, a language of the site (ru, en, fr), e.g. untranslated="en"',
      },
    ]);
    expect(body('<Heading id="x" untranslated>Rules</Heading>').problems[0].message).toMatch(
      /^<Heading untranslated=>: untranslated names the language/,
    );
    expect(body('<Rule id="dice" untranslated="fr">\n\nDés.\n\n</Rule>').problems).toEqual([
      {
        line: 5,
        message: '<Rule untranslated="fr">: the text is in "fr"; once the paragraph is translated, remove untranslated',
      },
    ]);
  });

  test("inside it, lang marks words in another language than its words' (not the text's)", () => {
    const text = body(
      '<Rule id="a" untranslated="en">\n\nThe <Original lang="fr">côté obscur</Original> plays <Original lang="en">Tentacle</Original>.\n\n</Rule>\n\n<Rule id="b">\n\nLe <Original lang="en">Tentacle</Original>.\n\n</Rule>',
    );
    expect(text.problems).toEqual([
      { line: 7, message: '<Original lang="en">: the text is already in "en"; lang marks words in another language' },
    ]);
  });
});

describe('the MDX written back (write-text.ts)', () => {
  const strip = (paragraph: Paragraph) =>
    JSON.parse(JSON.stringify({ ...paragraph, line: 0 }, (key, value) => (key === 'unwritten' ? undefined : value)));

  test('every paragraph of every text of the site reads back as itself', { timeout: 60_000 }, () => {
    for (const text of readContent(project).texts) {
      const back = readText(
        `---\ntitle: T\n---\n\n${text.paragraphs.map((paragraph) => mdxOfParagraph(paragraph)).join('\n\n')}\n`,
        text.lang,
      );
      expect(back.problems, text.file).toEqual([]);
      expect(back.paragraphs.map(strip), text.file).toEqual(text.paragraphs.map(strip));
    }
  });

  test('what Markdown or MDX would read as markup reads back as words; links, breaks, lists, tables and elements as themselves', () => {
    const source = [
      '<Heading id="h" level={3}>A *b* <Original lang="fr">c</Original></Heading>',
      '<Rule id="r" n="4.2" sub>\n\n\\- leading dash \\* star \\_under\\_ \\<tag\\> \\{brace\\} \\#hash \\| pipe \\~tilde\\~ \\[not a link\\](x) a \\& b \\\\ back\n\n</Rule>',
      '<Rule id="s" n="( 1 )">\n\n1\\. not a list\n\n\\- not a list either\n\nA [link](https://example.org/a_b) and <Ref to="ti4/component-limitations#dice" lang="ru">кубики</Ref>, a <TranslatorNote>(note **bold**)</TranslatorNote>,\\\nthen a hard break.\n\n3. three\n4. four\n   - nested *item*\n     1. deeper\n\n| left | mid | right | none |\n| :--- | :---: | ---: | --- |\n| a \\| b | **c** | d | |\n\n</Rule>',
    ].join('\n\n');
    const first = readText(`---\ntitle: T\n---\n\n${source}\n`, 'en');
    expect(first.problems).toEqual([]);
    const back = readText(
      `---\ntitle: T\n---\n\n${first.paragraphs.map((paragraph) => mdxOfParagraph(paragraph)).join('\n\n')}\n`,
      'en',
    );
    expect(back.problems).toEqual([]);
    expect(back.paragraphs.map(strip)).toEqual(first.paragraphs.map(strip));
    expect(first.paragraphs[1].text).toContain(
      '- leading dash * star _under_ <tag> {brace} #hash | pipe ~tilde~ [not a link](x) a & b \\ back',
    );
  });

  test("marks a paragraph untranslated, and runs in another language than the text's with <Original>", () => {
    const [paragraph] = readText(
      `---\ntitle: T\n---\n\n<Rule id="dice" n="1.">\n\n**Dice:** ${dice}\n\n</Rule>\n`,
      'en',
    ).paragraphs;
    expect(mdxOfParagraph(paragraph, 'en')).toBe(
      `<Rule id="dice" n="1." untranslated="en">\n\n**Dice:** ${dice}\n\n</Rule>`,
    );
    expect(
      mdxOfRuns(
        [
          { text: 'Activate Force', lang: 'en' },
          { text: ' (activer', lang: 'fr' },
          { text: ' de la Force)', lang: 'fr' },
        ],
        'fr',
      ),
    ).toBe('<Original lang="en">Activate Force</Original> (activer de la Force)');
    expect(mdxOfRuns([{ text: '#2: <b>', lang: 'ru' }], 'fr')).toBe('<Original lang="ru">\\#2: \\<b\\></Original>');
  });
});

describe('the content model: translations against their original', () => {
  test("the site's translations are all checked against today's originals: nothing behind, nothing unchecked, no warning", () => {
    const model = readContent(project);
    expect(model.problems.map(formatProblem)).toEqual([]);
    const ru = model.texts.find((text) => text.file === ti4Ru)!;
    expect(ru.data?.translationReview).toEqual({ original: 'en', behind: [], unchecked: [], originalChanges: {} });
    // Each entry keeps the original paragraph's fingerprint, number and words.
    expect(model.reviewedTranslations?.data?.[ti4]?.ru).toEqual(
      Object.fromEntries(
        model.texts
          .find((text) => text.file === ti4En)!
          .paragraphs.map((paragraph) => [paragraph.id, checkedOriginalOf(paragraph)]),
      ),
    );
    // Texts of topics without an original have no review.
    expect(model.texts.filter((text) => text.data?.translationReview).map((text) => text.file)).toEqual([ti4Ru]);
  });

  test('changing one paragraph of the original puts exactly that paragraph of the translation behind, with one warning naming both files and the id', () => {
    const root = contentCopy('translations');
    const before = textOf(root, ti4En).paragraphs.find((paragraph) => paragraph.id === 'dice')!;
    editFile(root, ti4En, (text) => text.replace(dice, 'Dice are without limit.'));
    const after = textOf(root, ti4En).paragraphs.find((paragraph) => paragraph.id === 'dice')!;
    // The record's words give the original's words then, beside today's: what changed, for the page.
    expect(textOf(root, ti4Ru).data?.translationReview).toEqual({
      original: 'en',
      behind: ['dice'],
      unchecked: [],
      originalChanges: { dice: { was: `1. ${before.text}`, now: `1. ${after.text}` } },
    });
    expect(before.text).toContain(dice);
    expect(after.text).toContain('Dice are without limit.');
    expect(problemsOf(root)).toEqual([
      `${ti4Ru}:${lineOf(root, ti4Ru, '<Rule id="dice"')}: warning: paragraph "dice" of ${ti4}: its original (${ti4En}:${lineOf(root, ti4En, '<Rule id="dice"')}) has changed since this translation was checked: update the translation, then run \`npm run translations:reviewed -- ${ti4} ru\``,
    ]);
  });

  test('re-wrapping the original changes nothing; a translated paragraph no check recorded is unchecked, not behind', () => {
    const root = contentCopy('translations');
    editFile(root, ti4En, (text) => text.replace(`**Dice:** ${dice} If a player`, `**Dice:**   ${dice}\nIf a player`));
    expect(problemsOf(root)).toEqual([]);
    editFile(root, reviewedTranslationsFile, (text) => withoutEntry(text, 'tokens'));
    expect(textOf(root, ti4Ru).data?.translationReview).toEqual({
      original: 'en',
      behind: [],
      unchecked: ['tokens'],
      originalChanges: {},
    });
    expect(problemsOf(root)).toEqual([]);
  });

  test('a record of fingerprints alone (as written before the words were kept) still reads: the paragraph is behind, what changed is not known', () => {
    const root = contentCopy('translations');
    const record = parseYaml(readFile(root, reviewedTranslationsFile));
    const fingerprints = Object.fromEntries(
      Object.entries(record[ti4].ru as Record<string, CheckedOriginal>).map(([id, entry]) => [
        id,
        checkedFingerprint(entry),
      ]),
    );
    writeReviewed(root, ti4, 'ru', fingerprints, true);
    expect(readFile(root, reviewedTranslationsFile)).toMatch(/^ {4}dice: [0-9a-f]{12}$/m);
    expect(problemsOf(root)).toEqual([]);
    expect(textOf(root, ti4Ru).data?.translationReview?.behind).toEqual([]);
    editFile(root, ti4En, (text) => text.replace(dice, 'Dice are without limit.'));
    expect(textOf(root, ti4Ru).data?.translationReview).toEqual({
      original: 'en',
      behind: ['dice'],
      unchecked: [],
      originalChanges: {},
    });
    expect(checkedWords(fingerprints.dice)).toBeUndefined();
    expect(checkedLine(fingerprints.dice)).toBeUndefined();
  });

  test('a malformed entry of the record is an error at its file and line: its words broken, edited by hand, an unknown key, a bad fingerprint', () => {
    const root = contentCopy('translations');
    const recordLine = (start: string, after = 0) =>
      readFile(root, reviewedTranslationsFile)
        .split('\n')
        .findIndex((line, index) => index >= after && line.startsWith(start)) + 1;
    const rulesFingerprint = checkedFingerprint(parseYaml(readFile(root, reviewedTranslationsFile))[ti4].ru.rules);
    editFile(root, reviewedTranslationsFile, (text) =>
      text
        .replace('words: <b>Dice:</b> Dice are limitless.', 'words: <b>Dice:</i> Dice are limitless.')
        .replace('are limited to those included in the game, except for fighters', 'are limited, except for fighters')
        .replace(/^( {4}rules:\n {6})fingerprint: ([0-9a-f]{12})$/m, '$1fingerprint: nothex'),
    );
    const dice = recordLine('    dice:');
    const units = recordLine('    units:');
    const rules = recordLine('    rules:');
    expect(allProblemsOf(root)).toEqual([
      `${reviewedTranslationsFile}:${rules + 1}: ${ti4}.ru.rules.fingerprint: must be a fingerprint of 12 hexadecimal digits, as \`npm run translations:reviewed\` writes it`,
    ]);
    editFile(root, reviewedTranslationsFile, (text) => text.replace('fingerprint: nothex', 'fingerprint: 12'));
    expect(allProblemsOf(root)).toEqual([
      `${reviewedTranslationsFile}:${rules}: ${ti4}.ru.rules: must be a fingerprint of 12 hexadecimal digits, or the fingerprint, number and words of the original paragraph, as \`npm run translations:reviewed\` writes them`,
    ]);
    editFile(root, reviewedTranslationsFile, (text) =>
      text.replace('fingerprint: 12', `fingerprint: ${rulesFingerprint}`),
    );
    const problems = allProblemsOf(root);
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${reviewedTranslationsFile}:${recordLine('      words:', dice)}: ${ti4}\\.ru\\.dice\\.words: .*<b>.*: the record is written by`,
        ),
      ),
      `${reviewedTranslationsFile}:${recordLine('      words:', units)}: ${ti4}.ru.units.words: not the words its fingerprint was taken of: the record is written by \`npm run translations:reviewed -- ${ti4} ru\`, never by hand; restore the entry (git) or run the command once the translation is checked again`,
    ]);
    editFile(root, reviewedTranslationsFile, (text) => text.replace(/^( {6})words: /m, '$1word: '));
    expect(allProblemsOf(root)).toEqual([
      `${reviewedTranslationsFile}:${rules}: ${ti4}.ru.rules: must be a fingerprint of 12 hexadecimal digits, or the fingerprint, number and words of the original paragraph, as \`npm run translations:reviewed\` writes them`,
    ]);
  });

  test(
    'an untranslated paragraph is given the words of the text in its language as they are now, with a warning where its own words differ',
    { timeout: 60_000 },
    async () => {
      const root = contentCopy('translations');
      expect((await translate(root, ti4, 'fr')).code).toBe(0);
      expect(problemsOf(root)).toEqual([]);
      editFile(root, ti4En, (text) => text.replace(dice, 'Dice are without limit.'));
      const fr = textOf(root, ti4Fr);
      expect(fr.paragraphs.find((paragraph) => paragraph.id === 'dice')!.text).toContain('Dice are without limit.');
      expect(fr.paragraphs.find((paragraph) => paragraph.id === 'dice')!.untranslated).toBe('en');
      expect(problemsOf(root).filter((problem) => problem.startsWith(ti4Fr))).toEqual([
        `${ti4Fr}:${lineOf(root, ti4Fr, '<Rule id="dice"')}: warning: <Rule untranslated="en"> "dice": its words are not those of ${ti4En}:${lineOf(root, ti4En, '<Rule id="dice"')}, which the page shows until it is translated: once translated, remove untranslated="en"; else copy the paragraph again`,
      ]);
    },
  );

  test(
    'errors: an untranslated paragraph with nothing to show, two originals, translatedFrom naming no text or the text itself, seed and translatedFrom both or neither',
    { timeout: 60_000 },
    async () => {
      const root = contentCopy('translations');
      const actionsEn = 'content/topics/swccg/actions.en.mdx';
      expect((await translate(root, 'swccg/actions', 'en', '--from', 'fr')).code).toBe(0);
      expect(problemsOf(root)).toEqual([]);
      editFile(root, actionsEn, (text) =>
        text.replace('<Rule id="example-3-1" untranslated="fr">', '<Rule id="example-3-1" untranslated="ru">'),
      );
      editFile(root, ti4Ru, (text) => text.replace('translation: not-stated', 'translation: original'));
      editFile(root, 'content/topics/swccg/adjacent.fr.mdx', (text) =>
        text.replace(/ {2}seed: .*\n/, '  translatedFrom: ru\n'),
      );
      editFile(root, 'content/topics/swccg/actions.fr.mdx', (text) =>
        text.replace(/( {2}seed: .*\n)/, '$1  translatedFrom: en\n'),
      );
      editFile(root, 'content/topics/swccg/activate-force.fr.mdx', (text) => text.replace(/ {2}seed: .*\n/, ''));
      editFile(root, 'content/topics/swccg/activate-phase.fr.mdx', (text) =>
        text.replace(/ {2}seed: .*\n/, '  translatedFrom: fr\n'),
      );
      const errors = readContent(root)
        .problems.filter((problem) => problem.severity === 'error')
        .map(formatProblem);
      expect(errors).toEqual([
        `${actionsEn}:${lineOf(root, actionsEn, '<Rule id="example-3-1"')}: <Rule untranslated="ru"> "example-3-1": swccg/actions has no text in "ru" to show until the paragraph is translated`,
        expect.stringMatching(
          /^content\/topics\/swccg\/actions\.fr\.mdx:\d+: source\.translatedFrom: a text comes from a seed file or from another text of the site, not both/,
        ),
        expect.stringMatching(
          /^content\/topics\/swccg\/activate-force\.fr\.mdx:\d+: source\.seed: is required: the seed file the text was converted from, or translatedFrom/,
        ),
        expect.stringMatching(
          /^content\/topics\/swccg\/activate-phase\.fr\.mdx:\d+: source\.translatedFrom "fr": the text is in "fr"/,
        ),
        expect.stringMatching(
          /^content\/topics\/swccg\/adjacent\.fr\.mdx:\d+: source\.translatedFrom "ru": swccg\/adjacent has no text in "ru"$/,
        ),
        `${ti4En}:${lineOf(root, ti4En, '  translation: original')}: source.translation: original: ${ti4Ru} says so too; a topic has one original`,
        `${ti4Ru}:${lineOf(root, ti4Ru, '  translation: original')}: source.translation: original: ${ti4En} says so too; a topic has one original`,
      ]);
      // Neither is checked against the other.
      expect(readContent(root).texts.filter((text) => text.data?.translationReview)).toEqual([]);
    },
  );
});

test(
  "a translation's untranslated paragraphs are left out of its search document (the original is indexed already); none translated, no document",
  { timeout: 60_000 },
  async () => {
    const root = contentCopy('translations');
    expect((await translate(root, ti4, 'fr')).code).toBe(0);
    const options = { game: 'TI4', titles: new Map<string, string>() };
    expect(searchDocuments(textOf(root, ti4Fr).data!, options)).toEqual([]);
    editFile(root, ti4Fr, (text) =>
      text.replace(
        '<Rule id="note-2" n="2." untranslated="en">\n\nPlayers may also swap',
        '<Rule id="note-2" n="2.">\n\nLes joueurs peuvent aussi échanger',
      ),
    );
    const [document, ...more] = searchDocuments(textOf(root, ti4Fr).data!, options);
    expect(more).toEqual([]);
    expect([...document.html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1])).toEqual(['note-2']);
    expect(document.html).toContain('Les joueurs peuvent aussi échanger');
    expect(document.html).not.toContain('Dice are limitless');
  },
);

test(
  "a text only started (every paragraph untranslated) is not what another language's page falls back on while a text with words of its own exists",
  { timeout: 60_000 },
  async () => {
    const root = contentCopy('translations');
    expect((await translate(root, 'swccg/actions', 'en', '--from', 'fr')).code).toBe(0);
    const actions = () => modelLibrary(readContent(root)).topics.get('swccg/actions')!;
    // English comes first among fallbacks, but the English text is the French one's words: the Russian page shows the French text.
    expect(textFor(actions(), 'ru').lang).toBe('fr');
    expect(textFor(actions(), 'en').lang).toBe('en');
    // One paragraph translated: the English text is one now.
    editFile(root, 'content/topics/swccg/actions.en.mdx', (text) =>
      text.replace(/<Rule id="example-3-1" untranslated="fr">/, '<Rule id="example-3-1">'),
    );
    expect(textFor(actions(), 'ru').lang).toBe('en');
  },
);

describe('npm run translate (tools/translate.ts)', () => {
  test(
    "writes the new translation from the original: front matter, every heading and rule with its id and number, the original's words marked untranslated",
    { timeout: 60_000 },
    async () => {
      const root = contentCopy('translations');
      const { code, output } = await translate(root, ti4, 'fr');
      expect(code, output).toBe(0);
      expect(output).toContain(`translate: wrote ${ti4Fr} from ${ti4En}`);
      const mdx = readFile(root, ti4Fr);
      const frontMatter = parseYaml(mdx.split('---\n')[1]);
      expect(frontMatter).toEqual({
        game: 'ti4',
        lang: 'fr',
        title: '<Original lang="en">Component Limitations</Original>',
        description: 'If a component type is depleted during the game, players obey the following rules:',
        related: ['ti4/fighter-tokens', 'ti4/infantry-tokens', 'ti4/producing-units', 'ti4/units'],
        source: {
          translatedFrom: 'en',
          edition: '<Original lang="en">Twilight Imperium 4th edition, Rules Reference</Original>',
          translation: 'unofficial',
        },
      });
      expect(mdx).toContain('# TODO(translate): the title in French: translate it');
      expect(mdx).toContain(`<Rule id="dice" n="1." untranslated="en">\n\n**Dice:** ${dice}`);
      expect(mdx).toContain('<Heading id="rules" untranslated="en">Rules Reference</Heading>');
      expect(mdx).toContain('<Rule id="unit-tokens" n="4.2" sub untranslated="en">');

      // Each comment that asks for something is a warning, at its line, until deleted.
      const todo = (start: string) => {
        const lines = readFile(root, ti4Fr).split('\n');
        const index = lines.findIndex((each) => each.trimStart().startsWith(`# TODO(translate): ${start}`));
        const line = index + 1;
        const comment = lines[index].trimStart().slice('# TODO(translate): '.length);
        return `${ti4Fr}:${line}: warning: comment of \`npm run translate\` still here ("${comment}"): do what it says, then delete the comment (docs/translating.md)`;
      };
      expect(allProblemsOf(root)).toEqual([
        todo('the title in French'),
        todo("the English text's description"),
        todo('the document translated'),
      ]);
      editFile(root, ti4Fr, (text) => text.replace(/^ *# TODO\(translate\):.*\n/gm, ''));
      const model = readContent(root);
      expect(model.problems.map(formatProblem)).toEqual([]);
      const en = model.texts.find((text) => text.file === ti4En)!;
      const fr = model.texts.find((text) => text.file === ti4Fr)!;
      expect(fr.paragraphs.map(({ id, kind, number, untranslated }) => ({ id, kind, number, untranslated }))).toEqual(
        en.paragraphs.map(({ id, kind, number }) => ({ id, kind, number, untranslated: 'en' })),
      );
      expect(fr.paragraphs.map((paragraph) => paragraph.text)).toEqual(
        en.paragraphs.map((paragraph) => paragraph.text),
      );
      expect(fr.data?.titleRuns).toEqual([{ text: 'Component Limitations', lang: 'en' }]);
      expect(fr.data?.translationReview).toEqual({ original: 'en', behind: [], unchecked: [], originalChanges: {} });
    },
  );

  test('--from another text: its words, with the languages they are in', { timeout: 60_000 }, async () => {
    const root = contentCopy('translations');
    expect((await translate(root, ti4, 'fr', '--from', 'ru')).code).toBe(0);
    const mdx = readFile(root, 'content/topics/ti4/component-limitations.fr.mdx');
    expect(parseYaml(mdx.split('---\n')[1])).toMatchObject({
      title: '<Original lang="ru">Ограничение на компоненты</Original>',
      number: '49',
      source: { translatedFrom: 'ru' },
    });
    expect(mdx).toContain('<Rule id="dice" n="49.1." untranslated="ru">');
    expect(problemsOf(root)).toEqual([]);
    // A text scaffolded from a scaffold keeps the language the words are really in.
    expect((await translate(root, 'swccg/actions', 'en', '--from', 'fr')).code).toBe(0);
    expect((await translate(root, 'swccg/actions', 'ru', '--from', 'en')).code).toBe(0);
    expect(readFile(root, 'content/topics/swccg/actions.ru.mdx')).toContain(
      '<Rule id="example-3-1" untranslated="fr">',
    );
    expect(problemsOf(root)).toEqual([]);
  });

  const refusals: [string, string[], RegExp, (root: string) => void][] = [
    [
      'an unknown topic',
      ['ti4/nope', 'fr'],
      /^translate: no topic "ti4\/nope" \(topics of ti4: ti4\/component-limitations\)$/m,
      () => {},
    ],
    [
      'a known topic without a text',
      ['ti4/units', 'fr'],
      /^translate: ti4\/units has no text in any language yet: its first text is converted from its source by hand/m,
      () => {},
    ],
    [
      'an unknown game',
      ['chess/castling', 'fr'],
      /^translate: no game "chess" \(games: rftg, swccg, ti4\)$/m,
      () => {},
    ],
    [
      'not a topic id',
      ['component-limitations', 'fr'],
      /^translate: "component-limitations" is not a topic id: write game\/topic/m,
      () => {},
    ],
    [
      "a language that is not the site's",
      [ti4, 'de'],
      /^translate: language "de" is not a language of the site \(ru, en, fr\)$/m,
      () => {},
    ],
    [
      'a text that exists',
      [ti4, 'ru'],
      /^translate: content\/topics\/ti4\/component-limitations\.ru\.mdx exists already: a translation is started once; edit that file$/m,
      () => {},
    ],
    [
      '--from a language the topic has no text in',
      [ti4, 'fr', '--from', 'fr'],
      /^translate: --from fr: ti4\/component-limitations has no text in "fr" to translate from \(it has: ru, en\)$/m,
      () => {},
    ],
    [
      "--from a language that is not the site's",
      [ti4, 'fr', '--from', 'xx'],
      /^translate: --from "xx" is not a language of the site/m,
      () => {},
    ],
    [
      'a topic with no original and no --from',
      ['swccg/actions', 'en'],
      /^translate: swccg\/actions has no original \(a text with source\.translation: original\): say which text to translate with --from \(it has: fr\)$/m,
      () => {},
    ],
    [
      'content with errors',
      [ti4, 'fr'],
      /^translate: the content has 1 error\(s\); fix them first \(npm run check:content\):\ncontent\/topics\/ti4\/component-limitations\.en\.mdx:\d+: <Bad> is not allowed/m,
      (root) => editFile(root, ti4En, (text) => text.replace(dice, `${dice} <Bad />`)),
    ],
    ['missing arguments', [ti4], /^translate: usage: npm run translate -- \{game\}\/\{topic\} \{lang\}/m, () => {}],
    ['an unknown option', [ti4, 'fr', '--force'], /^translate: Unknown option '--force'/m, () => {}],
  ];
  for (const [what, args, message, prepare] of refusals) {
    test(`refuses ${what}, and writes nothing`, { timeout: 30_000 }, async () => {
      const root = contentCopy('translations');
      prepare(root);
      const before = snapshot(root);
      const { code, output } = await translate(root, ...args);
      expect(code, output).not.toBe(0);
      expect(output).toMatch(message);
      expect(output).toContain('translate: nothing written');
      expect(snapshot(root)).toEqual(before);
    });
  }
});

describe('npm run translations:reviewed (tools/translations-reviewed.ts)', () => {
  test(
    'records the translation as checked: the paragraph behind is no longer behind, and the record keeps its comments and order',
    { timeout: 60_000 },
    async () => {
      const root = contentCopy('translations');
      editFile(
        root,
        reviewedTranslationsFile,
        (text) => `${text}\n# A topic added later, by hand, for this test.\nrftg/rebel-vs-imperium: {}\n`,
      );
      editFile(root, ti4En, (text) => text.replace(dice, 'Dice are without limit.'));
      expect(textOf(root, ti4Ru).data?.translationReview?.behind).toEqual(['dice']);
      const before = readFile(root, reviewedTranslationsFile);
      const { code, output } = await reviewed(root, ti4, 'ru');
      expect(code, output).toBe(0);
      expect(output).toContain(
        `translations:reviewed: ${ti4Ru}: 18 paragraph(s) recorded in ${reviewedTranslationsFile} as checked against ${ti4En}`,
      );
      expect(output).toContain('no longer behind: dice');
      const after = readFile(root, reviewedTranslationsFile);
      expect(withoutEntry(after, 'dice')).toBe(withoutEntry(before, 'dice'));
      expect(parseYaml(after)[ti4].ru.dice).toEqual(
        checkedOriginalOf(textOf(root, ti4En).paragraphs.find((paragraph) => paragraph.id === 'dice')!),
      );
      expect(after).not.toBe(before);
      expect(textOf(root, ti4Ru).data?.translationReview).toEqual({
        original: 'en',
        behind: [],
        unchecked: [],
        originalChanges: {},
      });
      // The entry of a topic without an original is a warning, not an error.
      expect(problemsOf(root)).toEqual([
        `${reviewedTranslationsFile}:${lineOf(root, reviewedTranslationsFile, 'rftg/rebel-vs-imperium')}: warning: rftg/rebel-vs-imperium has no original (source.translation: original) to check its translations against: remove its entry`,
      ]);
    },
  );

  test(
    'records the paragraphs named alone; the whole text again drops what is no longer translated',
    { timeout: 60_000 },
    async () => {
      const root = contentCopy('translations');
      expect((await translate(root, ti4, 'fr')).code).toBe(0);
      editFile(root, ti4Fr, (text) =>
        text
          .replace('<Rule id="dice" n="1." untranslated="en">', '<Rule id="dice" n="1.">')
          .replace('<Rule id="note-2" n="2." untranslated="en">', '<Rule id="note-2" n="2.">'),
      );
      expect(textOf(root, ti4Fr).data?.translationReview).toEqual({
        original: 'en',
        behind: [],
        unchecked: ['dice', 'note-2'],
        originalChanges: {},
      });
      expect((await reviewed(root, ti4, 'fr', 'dice')).code).toBe(0);
      expect(parseYaml(readFile(root, reviewedTranslationsFile))[ti4].fr).toEqual({
        dice: checkedOriginalOf(textOf(root, ti4En).paragraphs.find((paragraph) => paragraph.id === 'dice')!),
      });
      expect(textOf(root, ti4Fr).data?.translationReview).toEqual({
        original: 'en',
        behind: [],
        unchecked: ['note-2'],
        originalChanges: {},
      });
      expect((await reviewed(root, ti4, 'fr')).code).toBe(0);
      expect(Object.keys(parseYaml(readFile(root, reviewedTranslationsFile))[ti4].fr)).toEqual(['dice', 'note-2']);
      editFile(root, ti4Fr, (text) =>
        text.replace('<Rule id="dice" n="1.">', '<Rule id="dice" n="1." untranslated="en">'),
      );
      expect(problemsOf(root)).toEqual([
        `${reviewedTranslationsFile}:${lineOf(root, reviewedTranslationsFile, '  fr:')}: warning: "dice": no translated paragraph of that id in ${ti4Fr} and ${ti4En}: run \`npm run translations:reviewed -- ${ti4} fr\` to write the entry again`,
      ]);
      expect((await reviewed(root, ti4, 'fr')).code).toBe(0);
      expect(Object.keys(parseYaml(readFile(root, reviewedTranslationsFile))[ti4].fr)).toEqual(['note-2']);
      expect(problemsOf(root)).toEqual([]);
    },
  );

  test('writes a new record with its header where there is none', () => {
    const root = contentCopy('translations');
    rmSync(join(root, reviewedTranslationsFile));
    writeReviewed(root, ti4, 'ru', { dice: '0123456789ab' }, true);
    const text = readFile(root, reviewedTranslationsFile);
    expect(text.startsWith('# For each translation of a topic that has an original')).toBe(true);
    expect(parseYaml(text)).toEqual({ [ti4]: { ru: { dice: '0123456789ab' } } });
  });

  const refusals: [string, string[], RegExp, (root: string) => void][] = [
    ['an unknown topic', ['ti4/nope', 'ru'], /^translations:reviewed: no topic "ti4\/nope"/m, () => {}],
    [
      "a language that is not the site's",
      [ti4, 'de'],
      /^translations:reviewed: language "de" is not a language of the site \(ru, en, fr\)$/m,
      () => {},
    ],
    [
      'a language the topic has no text in',
      [ti4, 'fr'],
      /^translations:reviewed: ti4\/component-limitations has no text in "fr" \(it has: ru, en\)$/m,
      () => {},
    ],
    [
      'a topic with no original',
      ['swccg/actions', 'fr'],
      /^translations:reviewed: swccg\/actions has no original \(a text with source\.translation: original\) to check a translation against$/m,
      () => {},
    ],
    [
      'the original itself',
      [ti4, 'en'],
      /^translations:reviewed: content\/topics\/ti4\/component-limitations\.en\.mdx is the original of ti4\/component-limitations: there is nothing to check it against; name a translation$/m,
      () => {},
    ],
    [
      'a paragraph the translation lacks',
      [ti4, 'ru', 'nope'],
      /^translations:reviewed: content\/topics\/ti4\/component-limitations\.ru\.mdx has no paragraph "nope"$/m,
      () => {},
    ],
    [
      'content with errors',
      [ti4, 'ru'],
      /^translations:reviewed: the content has 1 error\(s\)/m,
      (root) => editFile(root, ti4Ru, (text) => text.replace('<Rule id="dice"', '<Rule id="dice" bad')),
    ],
    ['missing arguments', [], /^translations:reviewed: usage: npm run translations:reviewed -- /m, () => {}],
  ];
  for (const [what, args, message, prepare] of refusals) {
    test(`refuses ${what}, and writes nothing`, { timeout: 30_000 }, async () => {
      const root = contentCopy('translations');
      editFile(root, ti4En, (text) => text.replace(dice, 'Dice are without limit.'));
      prepare(root);
      const before = snapshot(root);
      const { code, output } = await reviewed(root, ...args);
      expect(code, output).not.toBe(0);
      expect(output).toMatch(message);
      expect(output).toContain('translations:reviewed: nothing written');
      expect(snapshot(root)).toEqual(before);
    });
  }

  test('refuses a paragraph not yet translated, and writes nothing', { timeout: 30_000 }, async () => {
    const root = contentCopy('translations');
    expect((await translate(root, ti4, 'fr')).code).toBe(0);
    const before = snapshot(root);
    const { code, output } = await reviewed(root, ti4, 'fr', 'dice');
    expect(code).toBe(1);
    expect(output).toContain(
      'paragraph "dice" of content/topics/ti4/component-limitations.fr.mdx is not translated yet (untranslated="en"): translate it and remove the mark first',
    );
    expect(snapshot(root)).toEqual(before);
    expect(existsSync(join(root, reviewedTranslationsFile))).toBe(true);
  });
});
