/**
 * The slips a new contributor makes, each caught by the content checks at its
 * file and line with the fix, all in one run, on a temporary copy of the
 * project's `content/` and `sources/`: a misspelt key, a source that is not
 * in `sources/`, a known topic that now has a text, ids that cannot be
 * published; and `npm run new`, which starts a game or a topic with
 * placeholders the checks refuse until replaced, and refuses, writing
 * nothing, what it cannot start.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { contentCopy, editFile, readFile, removeContentCopies } from '../support/content-copy.ts';
import { afterEach, describe, expect, test } from 'vitest';
import { formatProblem } from '../../src/content-model/problems.ts';
import { readContent } from '../../src/content-model/read-content.ts';
import { knownKeysAt, nearestKey } from '../../src/content-model/unknown-keys.ts';
import { modelLibrary } from '../../src/library/library.ts';
import { gameRoute } from '../../src/routing/route-data/game.ts';
import type { SiteContext } from '../../src/routing/route-data/site-context.ts';
import { frontMatterSchema, gameSchema, glossarySchema } from '../../src/schemas.ts';
import { siteSettings } from '../../site.config.ts';

const project = resolve(import.meta.dirname, '..', '..');
afterEach(removeContentCopies);

/** The 1-based line of the first line of a file that starts (after its indent) with `start`. */
const lineOf = (root: string, file: string, start: string) =>
  readFile(root, file)
    .split('\n')
    .findIndex((line) => line.trimStart().startsWith(start)) + 1;
const problemsOf = (root: string) => readContent(root).problems.map(formatProblem);
const errorsOf = (root: string) =>
  readContent(root)
    .problems.filter((problem) => problem.severity === 'error')
    .map(formatProblem);

const ti4Game = 'content/games/ti4.yaml';
const ti4Terms = 'content/terms/ti4.yaml';
const ti4En = 'content/topics/ti4/component-limitations.en.mdx';
const rebel = 'content/topics/rftg/rebel-vs-imperium.ru.mdx';
/** A text of a test copy: made-up words in place of rules (never content of the site). */
const testText = (game: string, frontMatter: string) =>
  `---\ngame: ${game}\nlang: en\ntitle: Test topic\n${frontMatter}---\n\n<Rule id="first">\n\nWords of a test.\n\n</Rule>\n`;

describe('unknown keys (strict schemas of src/schemas.ts)', { timeout: 60_000 }, () => {
  test('the nearest known key is suggested where one is near enough; the keys of the place are listed', () => {
    expect(nearestKey('titel', knownKeysAt(frontMatterSchema, []))).toBe('title');
    expect(nearestKey('relatd', knownKeysAt(frontMatterSchema, []))).toBe('related');
    expect(nearestKey('seeed', knownKeysAt(frontMatterSchema, ['source']))).toBe('seed');
    expect(nearestKey('knowTopics', knownKeysAt(gameSchema, []))).toBe('knownTopics');
    expect(nearestKey('topic', knownKeysAt(glossarySchema, ['terms', 0]))).toBe('topics');
    expect(nearestKey('colour', knownKeysAt(frontMatterSchema, []))).toBeUndefined();
    expect(knownKeysAt(gameSchema, ['knownTopics', 'units'])).toEqual(['ru', 'en', 'fr']);
  });

  test('in front matter, game files and glossaries, each at its line, with the key meant; a missing key the misspelt one was meant to be is not reported again', () => {
    const root = contentCopy('contributor');
    editFile(root, ti4En, (text) => text.replace(/^title:/m, 'titel:').replace(/^ {2}seed:/m, '  seeed:'));
    editFile(root, rebel, (text) =>
      text.replace(/^related:/m, 'relatd:').replace(/^game: rftg$/m, 'game: rftg\ncolour: red'),
    );
    editFile(root, ti4Game, (text) => text.replace('short: TI4', 'shrt: TI4'));
    editFile(root, ti4Terms, (text) => text.replace(/^ {4}topics:/m, '    topic:'));
    // (The keys of each place as src/schemas.ts has them.)
    const frontKeys = knownKeysAt(frontMatterSchema, []).join(', ');
    expect(errorsOf(root)).toEqual([
      `${ti4Game}:${lineOf(root, ti4Game, 'shrt:')}: shrt: unknown key "shrt": did you mean "short"? (keys here: ${knownKeysAt(gameSchema, []).join(', ')})`,
      `${ti4Terms}:${lineOf(root, ti4Terms, 'topic:')}: terms.0.topic: unknown key "topic": did you mean "topics"? (keys here: ${knownKeysAt(glossarySchema, ['terms', 0]).join(', ')})`,
      `${rebel}:${lineOf(root, rebel, 'colour:')}: colour: unknown key "colour" (keys here: ${frontKeys})`,
      `${rebel}:${lineOf(root, rebel, 'relatd:')}: relatd: unknown key "relatd": did you mean "related"? (keys here: ${frontKeys})`,
      `${ti4En}:${lineOf(root, ti4En, 'titel:')}: titel: unknown key "titel": did you mean "title"? (keys here: ${frontKeys})`,
      `${ti4En}:${lineOf(root, ti4En, 'seeed:')}: source.seeed: unknown key "seeed": did you mean "seed"? (keys here: ${knownKeysAt(frontMatterSchema, ['source']).join(', ')})`,
    ]);
  });

  test('a key unknown inside a map of names: its line, and the languages it may be', () => {
    const root = contentCopy('contributor');
    editFile(root, ti4Game, (text) => text.replace('units: { en: Units,', 'units: { de: Einheiten, en: Units,'));
    expect(errorsOf(root)).toEqual([
      `${ti4Game}:${lineOf(root, ti4Game, 'units:')}: knownTopics.units.de: unknown key "de" (keys here: ru, en, fr)`,
    ]);
  });
});

describe('sources (sources/)', { timeout: 60_000 }, () => {
  test('a seed or alsoFrom naming no file of sources/ is an error at its line, with the file most likely meant', () => {
    const root = contentCopy('contributor');
    editFile(root, ti4En, (text) =>
      text.replace('seed: 001_aca62f1091db89aa.txt', 'seed: placeholder-contributor-test.txt'),
    );
    editFile(root, rebel, (text) =>
      text.replace(/^ {2}seed: (.*)$/m, '  seed: $1\n  alsoFrom: [001_aca62f1091db89ab.txt]'),
    );
    const sources = readdirSync(join(root, 'sources'))
      .filter((name) => name !== 'README.md')
      .sort()
      .join(', ');
    const advice = `(sources: ${sources}); bring a new source into sources/ first (docs/authoring.md, "Sources")`;
    expect(errorsOf(root)).toEqual([
      `${rebel}:${lineOf(root, rebel, 'alsoFrom:')}: source.alsoFrom.0 "001_aca62f1091db89ab.txt" names no source: no file sources/001_aca62f1091db89ab.txt; did you mean "001_aca62f1091db89aa.txt"? ${advice}`,
      `${ti4En}:${lineOf(root, ti4En, 'seed:')}: source.seed "placeholder-contributor-test.txt" names no source: no file sources/placeholder-contributor-test.txt ${advice}`,
    ]);
  });

  test('every source a text names is in sources/, and sources/ holds nothing no text names but its README and seed 000 (the earlier revision of 004)', () => {
    const model = readContent(project);
    const named = new Set(
      model.texts.flatMap((text) => [
        ...(text.data?.source.seed ? [text.data.source.seed] : []),
        ...(text.data?.source.alsoFrom ?? []),
      ]),
    );
    const files = readdirSync(join(project, 'sources')).filter((name) => name !== 'README.md');
    expect([...named].filter((name) => !files.includes(name))).toEqual([]);
    expect(files.filter((name) => !named.has(name))).toEqual(
      files.filter((name) => name.startsWith('000_')).filter((name) => !named.has(name)),
    );
  });
});

describe('known topics and paragraphs (content/games/{game}.yaml)', { timeout: 60_000 }, () => {
  test('a known topic that now has a text is an error at its line of the game file, and the game page lists it once, as a topic', () => {
    const root = contentCopy('contributor');
    writeFileSync(
      join(root, 'content/topics/ti4/fighter-tokens.en.mdx'),
      testText('ti4', 'source: { seed: 001_aca62f1091db89aa.txt, edition: x }\n'),
    );
    expect(errorsOf(root)).toEqual([
      `${ti4Game}:${lineOf(root, ti4Game, 'fighter-tokens:')}: known topic "fighter-tokens" has a text now (content/topics/ti4/fighter-tokens.en.mdx): delete this line of knownTopics`,
    ]);
    const model = readContent(root);
    const library = modelLibrary(model);
    const game = library.games.find((each) => each.id === 'ti4')!;
    const route = gameRoute({ library, settings: siteSettings } as SiteContext, 'en', game);
    expect(route.topics.map((topic) => topic.topicId)).toContain('ti4/fighter-tokens');
    expect(route.unwritten.map((topic) => topic.topicId)).not.toContain('ti4/fighter-tokens');
    expect(route.unwritten.length).toBe(Object.keys(game.knownTopics).length - 1);
  });
});

describe('no check skipped because another failed', { timeout: 60_000 }, () => {
  test('a text naming another game than its folder, with a bad related topic, a source with no file and no edition, and a misspelt key: every error at once', () => {
    const root = contentCopy('contributor');
    const file = 'content/topics/rftg/test-topic.en.mdx';
    writeFileSync(
      join(root, file),
      testText(
        'ti4',
        'relatd: [ti4/units]\nrelated: [rftg/nope]\nsource: { seed: placeholder-contributor-test.txt }\n',
      ),
    );
    const errors = errorsOf(root);
    expect(
      errors
        .filter((error) => error.startsWith(file))
        .map((error) => error.replace(/ \(keys here: .*$| \(sources: .*$/, '')),
    ).toEqual([
      `${file}:2: game "ti4" does not match the folder content/topics/rftg/`,
      `${file}:5: relatd: unknown key "relatd": did you mean "related"?`,
      `${file}:6: related topic "rftg/nope" is neither a topic nor a known topic of "rftg" (content/games/*.yaml knownTopics)`,
      `${file}:7: source.edition: is required`,
      `${file}:7: source.seed "placeholder-contributor-test.txt" names no source: no file sources/placeholder-contributor-test.txt`,
    ]);
  });
});

describe('ids to publish', { timeout: 60_000 }, () => {
  test("the warning offers only ids that can be published: well-formed, not the layout's, each once", () => {
    const root = contentCopy('contributor');
    writeFileSync(
      join(root, 'content/topics/ti4/test-topic.en.mdx'),
      `${testText('ti4', 'source: { seed: 001_aca62f1091db89aa.txt, edition: x }\n')}\n<Rule id="first">\n\nMore.\n\n</Rule>\n\n<Heading id="content">X</Heading>\n\n<Rule id="Bad Id">\n\nMore.\n\n</Rule>\n\n<Rule id="second">\n\nMore.\n\n</Rule>\n`,
    );
    const warnings = problemsOf(root).filter((problem) => problem.includes('not in content/published-ids.yaml yet'));
    expect(warnings).toEqual([
      'content/topics/ti4/test-topic.en.mdx:8: warning: 2 paragraph id(s) not in content/published-ids.yaml yet ("first", "second"): once the text is final, run `npm run ids:publish` to record them (docs/authoring.md)',
    ]);
  });
});

const run = promisify(execFile);
/** `npm run new -- …args` in a copy: its exit code and what it printed. */
async function newContent(root: string, ...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [join(project, 'tools/new.ts'), ...args], { cwd: root });
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}` };
  }
}

describe('npm run new (tools/new.ts)', { timeout: 60_000 }, () => {
  test(
    'starts a game and a topic: every value only the source can give a placeholder, an error at its line until replaced; no rule text',
    { timeout: 60_000 },
    async () => {
      const root = contentCopy('contributor');
      const game = await newContent(root, 'game', 'test-game');
      expect(game.code, game.output).toBe(0);
      expect(game.output).toContain('new: wrote content/games/test-game.yaml');
      const topic = await newContent(root, 'topic', 'test-game/first-topic', 'fr');
      expect(topic.code, topic.output).toBe(0);
      expect(topic.output).toContain('new: wrote content/topics/test-game/first-topic.fr.mdx');
      const gameFile = 'content/games/test-game.yaml';
      const topicFile = 'content/topics/test-game/first-topic.fr.mdx';
      const placeholders = (file: string) =>
        readFile(root, file)
          .split('\n')
          .flatMap((line, index) => {
            const found = /FILL IN:[^"\n]*/.exec(line);
            return found
              ? [
                  `${file}:${index + 1}: placeholder of \`npm run new\` still here: "${found[0].trim()}": replace it with what the source gives (docs/authoring.md)`,
                ]
              : [];
          });
      expect(placeholders(gameFile).length).toBe(4); // name in three languages, short
      expect(placeholders(topicFile).length).toBe(5); // title, seed, edition, number, paragraph
      expect(errorsOf(root)).toEqual([...placeholders(gameFile), ...placeholders(topicFile)]);

      // Filled in (with a test source and made-up words), the game and the topic are valid content.
      writeFileSync(join(root, 'sources/test-source.txt'), 'A made-up source for a test.\n');
      editFile(root, gameFile, (text) =>
        text
          .replace(/"FILL IN: the game's name in \w+, as its sources print it"/g, 'Test Game')
          .replace('"FILL IN: a short name"', 'TG'),
      );
      editFile(root, topicFile, (text) =>
        text
          .replace('"FILL IN: the title as the source prints it"', 'Premier sujet')
          .replace('"FILL IN: the file of sources/ this text is converted from"', 'test-source.txt')
          .replace('"FILL IN: which document or edition, as the source says"', 'Source de test')
          .replace(/ n="FILL IN:[^"]*"/, ' n="1."')
          .replace(/^FILL IN: .*$/m, 'Des mots de test.'),
      );
      expect(errorsOf(root)).toEqual([]);
      const model = readContent(root);
      expect(model.games.find((each) => each.id === 'test-game')?.data).toMatchObject({
        name: { en: 'Test Game' },
        short: 'TG',
        knownTopics: {},
      });
      expect(model.texts.find((text) => text.file === topicFile)?.data).toMatchObject({
        game: 'test-game',
        lang: 'fr',
        title: 'Premier sujet',
      });
    },
  );

  test('a topic known to its game: says which line of the game file to delete', { timeout: 60_000 }, async () => {
    const root = contentCopy('contributor');
    const { code, output } = await newContent(root, 'topic', 'ti4/units', 'en');
    expect(code, output).toBe(0);
    expect(output).toContain(
      `new: ti4/units is a known topic of ti4: once this text is written, delete its line from knownTopics in ${ti4Game}`,
    );
  });

  const refusals: [string, string[], RegExp, number][] = [
    ['a malformed game id', ['game', 'Test Game'], /^new: "Test Game" is not a game id/m, 1],
    [
      'a game id that is the address of another page',
      ['game', 'glossary'],
      /^new: "glossary" is the address of another page of the site \(\/en\/glossary\/\)/m,
      1,
    ],
    ['a game that exists', ['game', 'ti4'], /^new: content\/games\/ti4\.yaml exists already/m, 1],
    [
      'a malformed topic id',
      ['topic', 'ti4/Fighter Tokens', 'en'],
      /^new: "ti4\/Fighter Tokens" is not a topic id/m,
      1,
    ],
    [
      'a topic of no game',
      ['topic', 'chess/castling', 'en'],
      /^new: no game "chess" \(games: rftg, swccg, ti4\): start it first with npm run new -- game chess$/m,
      1,
    ],
    [
      "a language that is not the site's",
      ['topic', 'ti4/units', 'de'],
      /^new: language "de" is not a language of the site \(ru, en, fr\)$/m,
      1,
    ],
    [
      'a topic that has a text: a translation',
      ['topic', 'ti4/component-limitations', 'fr'],
      /^new: ti4\/component-limitations has texts already \(ru, en\): a text in another language is a translation: npm run translate -- ti4\/component-limitations fr/m,
      1,
    ],
    [
      'a text that exists',
      ['topic', 'ti4/component-limitations', 'en'],
      /^new: content\/topics\/ti4\/component-limitations\.en\.mdx exists already$/m,
      1,
    ],
    [
      'a topic id that is the address of another page',
      ['topic', 'ti4/print', 'en'],
      /^new: "print" is the address of another page of the game \(\/en\/ti4\/print\/\)/m,
      1,
    ],
    ['missing arguments', ['topic', 'ti4/units'], /^new: usage: npm run new -- game \{game\}/m, 2],
    ['an unknown kind', ['rule', 'ti4/units', 'en'], /^new: usage: npm run new -- game \{game\}/m, 2],
  ];
  test.each(refusals)('refuses %s, writing nothing', { timeout: 60_000 }, async (_, args, message, exitCode) => {
    const root = contentCopy('contributor');
    const before = readdirSync(join(root, 'content'), { recursive: true }).sort();
    const { code, output } = await newContent(root, ...args);
    expect(code, output).toBe(exitCode);
    expect(output).toMatch(message);
    expect(output).toContain('new: nothing written');
    expect(readdirSync(join(root, 'content'), { recursive: true }).sort()).toEqual(before);
    expect(existsSync(join(root, 'content/games/Test Game.yaml'))).toBe(false);
  });
});
