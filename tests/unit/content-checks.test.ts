/**
 * The build refuses broken content: each kind of error, in a temporary copy of
 * the project, is reported naming the file, the line and what is wrong; all
 * problems at once; and `astro build` itself stops with them, no stack trace.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { contentCopy, editFile, readFile, removeContentCopies } from '../support/content-copy.ts';
import { projectCopy } from '../support/project-copy.ts';
import { afterEach, describe, expect, onTestFinished, test } from 'vitest';
import { formatProblem } from '../../src/content-model/problems.ts';
import { checkContent as checkFiles } from '../../src/content-model/content-checks.ts';
import { publishedIdsFile, readContent, readFiles } from '../../src/content-model/read-content.ts';
import { resolveContent } from '../../src/content-model/resolve-content.ts';
import { knownKeysAt } from '../../src/content-model/unknown-keys.ts';
import { layoutIds } from '../../src/markup/layout-ids.ts';
import { frontMatterSchema } from '../../src/schemas.ts';

const project = resolve(import.meta.dirname, '..', '..');
afterEach(removeContentCopies);

/** Appends a rule paragraph whose text is `markdown`; returns the line of that text. */
function appendRule(root: string, file: string, id: string, markdown: string): number {
  let line = 0;
  editFile(root, file, (text) => {
    const body = text.endsWith('\n') ? text : `${text}\n`;
    line = body.split('\n').length + 3; // blank, <Rule>, blank, then the text
    return `${body}\n<Rule id="${id}">\n\n${markdown}\n\n</Rule>\n`;
  });
  return line;
}

/** The 1-based line of the first line of a file that starts with `start`. */
function lineOfText(root: string, file: string, start: string): number {
  return (
    readFile(root, file)
      .split('\n')
      .findIndex((line) => line.startsWith(start)) + 1
  );
}

/** Every problem of a copy's content, read afresh. */
const problemsOf = (root: string) => readContent(root).problems;
const errorsOf = (root: string) =>
  problemsOf(root)
    .filter((problem) => problem.severity === 'error')
    .map(formatProblem);

const run = promisify(execFile);
const node = process.execPath;

const ti4En = 'content/topics/ti4/component-limitations.en.mdx';
const ti4Ru = 'content/topics/ti4/component-limitations.ru.mdx';
const ti4RuEarlier = 'content/revisions/ti4/component-limitations.ru.000.mdx';
const adjacent = 'content/topics/swccg/adjacent.fr.mdx';
const actions = 'content/topics/swccg/actions.fr.mdx';
const activatePhase = 'content/topics/swccg/activate-phase.fr.mdx';
const admiralsOrder = 'content/topics/swccg/admirals-order.fr.mdx';
/** What the message lists: every id of the layout, then the tables' labels. */
const layoutIdList = `${Object.values(layoutIds).join(', ')}, table-1, table-2, …, term-…`;

/**
 * Breaks a copy of the content in every way the checks know, each problem once
 * and none hiding another; returns the errors they must report, all but the
 * MDX one (its wording is the parser's).
 */
function breakEverything(root: string): string[] {
  // Front matter: a missing title, an unknown game, a bad language, an unknown related topic.
  editFile(root, ti4En, (text) => text.replace(/^title: .*\n/m, ''));
  editFile(root, adjacent, (text) => text.replace(/^game: swccg$/m, 'game: swccg2'));
  editFile(root, actions, (text) => text.replace(/^lang: fr$/m, 'lang: de'));
  editFile(root, ti4Ru, (text) => text.replace('related: [ti4/units,', 'related: [ti4/unit,'));
  // A misspelt key; in the file of the unknown game, a bad related topic, a source that names no file and lacks its edition.
  editFile(root, actions, (text) => text.replace(/^title:/m, 'titel:'));
  editFile(root, adjacent, (text) =>
    text
      .replace('related: [swccg/vehicle-sites]', 'related: [swccg/vehicle-site]')
      .replace('seed: 003_97d13c49fc71b090.txt', 'seed: placeholder-contributor-test.txt')
      .replace(/^ {2}edition: .*\n/m, ''),
  );
  // A known topic and a known paragraph that now have a text; a placeholder of `npm run new` left in it.
  writeFileSync(
    join(root, 'content/topics/ti4/units.en.mdx'),
    '---\ngame: ti4\nlang: en\ntitle: Units\ndescription: "FILL IN: one sentence"\nsource: { seed: 001_aca62f1091db89aa.txt, edition: x }\n---\n\n<Rule id="units">\n\nText.\n\n</Rule>\n',
  );
  const exampleOne = appendRule(root, actions, 'example-1', 'Texte.') - 2;
  // Links: to a topic that does not exist, to a page that does not exist, to an anchor one translation lacks.
  const missingTopic = appendRule(root, adjacent, 'broken-ref', 'Voir <Ref to="swccg/nothing-here">rien</Ref>.');
  const missingPage = appendRule(root, adjacent, 'link-page', 'Voir [ceci](/fr/swccg/nothing/).');
  appendRule(root, ti4En, 'only-in-en', 'Text.');
  const partialAnchor = appendRule(
    root,
    adjacent,
    'partial-anchor',
    'Voir <Ref to="ti4/component-limitations#only-in-en">ici</Ref>.',
  );
  // Paragraphs: an id twice in a page, an id of the layout, raw HTML, a published paragraph gone.
  const duplicate = appendRule(root, adjacent, 'definition', 'Texte.') - 2;
  const layoutId = appendRule(root, adjacent, 'related', 'Texte.') - 2;
  const rawHtml = appendRule(root, adjacent, 'raw-bold', 'Un <b>gras</b> brut.');
  editFile(root, activatePhase, (text) => text.replace(/<Rule id="managing-force">[\s\S]*?<\/Rule>\n/, ''));
  // MDX that does not compile.
  editFile(root, admiralsOrder, (text) => `${text}\n<Rule id="unclosed">\n\nTexte.\n`);
  // A published revision reworded: a link to it as it read would open other words.
  editFile(root, ti4RuEarlier, (text) => text.replace('менять жетоны с 3', 'менять жетончики с 3'));
  const rewordedKey = readContent(root).texts.find((text) => text.file === ti4Ru)?.data?.revisions[0]?.wordsKey;

  const record = readFile(root, publishedIdsFile).split('\n');
  const recordLine = record.indexOf('  - managing-force', record.indexOf('swccg/activate-phase:')) + 1;
  const keys = knownKeysAt(frontMatterSchema, []).join(', ');
  const sources = readdirSync(join(root, 'sources'))
    .filter((name) => name !== 'README.md')
    .sort()
    .join(', ');
  const counting = lineOfText(root, activatePhase, '<Rule id="counting-icons"');
  return [
    `${actions}:4: titel: unknown key "titel": did you mean "title"? (keys here: ${keys})`,
    `${adjacent}:5: related topic "swccg/vehicle-site" is neither a topic nor a known topic of "swccg" (content/games/*.yaml knownTopics)`,
    `${adjacent}:6: source.edition: is required`,
    `${adjacent}:7: source.seed "placeholder-contributor-test.txt" names no source: no file sources/placeholder-contributor-test.txt (sources: ${sources}); bring a new source into sources/ first (docs/authoring.md, "Sources")`,
    `content/games/ti4.yaml:${lineOfText(root, 'content/games/ti4.yaml', '  units:')}: known topic "units" has a text now (content/topics/ti4/units.en.mdx): delete this line of knownTopics`,
    `content/games/swccg.yaml:${lineOfText(root, 'content/games/swccg.yaml', '  actions#example-1:')}: known paragraph "actions#example-1" has a text now (${actions}:${exampleOne}): delete this line of knownParagraphs`,
    'content/topics/ti4/units.en.mdx:5: placeholder of `npm run new` still here: "FILL IN: one sentence": replace it with what the source gives (docs/authoring.md)',
    `${ti4En}:2: title: is required`,
    `${adjacent}:2: game "swccg2" does not match the folder content/topics/swccg/`,
    `${adjacent}:2: unknown game "swccg2" (games: rftg, swccg, ti4)`,
    `${actions}:3: lang: Invalid option: expected one of "ru"|"en"|"fr"`,
    `${ti4Ru}:7: related topic "ti4/unit" is neither a topic nor a known topic of "ti4" (content/games/*.yaml knownTopics)`,
    `${adjacent}:${missingTopic}: <Ref to="swccg/nothing-here">: no topic "swccg/nothing-here" and no known topic of that id in content/games/`,
    `${adjacent}:${missingPage}: link to "/fr/swccg/nothing/": no such page on the site; refer to a topic by id: <Ref to="swccg/nothing">…</Ref> (a topic with no text yet is listed in content/games/swccg.yaml knownTopics, and shown as a mention)`,
    `${adjacent}:${partialAnchor}: <Ref to="ti4/component-limitations#only-in-en">: no paragraph "only-in-en" in ti4/component-limitations (missing in ru)`,
    `${adjacent}:${duplicate}: duplicate paragraph id "definition" (first at line ${lineOfText(root, adjacent, '<Rule id="definition"')})`,
    `${adjacent}:${layoutId}: <Rule> id "related" is an id the page layout uses (${layoutIdList}): choose another`,
    `${adjacent}:${rawHtml}: <b> is not allowed: a text may use only <Caption>, <Heading>, <Original>, <Ref>, <Rule>, <TranslatorNote> and Markdown (no raw HTML)`,
    `${ti4RuEarlier}:${lineOfText(root, ti4RuEarlier, '  order: 1')}: the words of revision r1 changed since it was published (content/published-revisions.yaml:${lineOfText(root, 'content/published-revisions.yaml', '  r1:')}): links to /ru/ti4/component-limitations/~history/#r1-… cite its words as published; put them back. If you only mended its conversion and a reader reads the same words, record them again: "r1: ${rewordedKey}" on that line`,
    `${activatePhase}:${counting}: published paragraph "managing-force" of swccg/activate-phase is missing: it stood after "counting-icons" (line ${counting}). Put the <Rule id="managing-force"> back (published: ${publishedIdsFile}:${recordLine}; a published id never changes or goes away)`,
  ];
}

test('the content as it is has no error', () => {
  expect(errorsOf(project)).toEqual([]);
});

test("the checks only report: the texts as read are the same after them; the model's own last step links them (unwritten mentions, untranslated words, translation reviews)", () => {
  const files = readFiles(project, () => undefined);
  const said = () =>
    JSON.stringify(files.texts.map((text) => [text.data, text.source.paragraphs, text.source.references]));
  const asRead = said();
  const problems: string[] = [];
  checkFiles(files, (file, line, message) => problems.push(`${file}:${line}: ${message}`));
  expect(said()).toBe(asRead);
  resolveContent(files);
  expect(said()).not.toBe(asRead);
  expect(files.texts.some((text) => text.source.references.some((reference) => reference.node.unwritten))).toBe(true);
  expect(files.texts.some((text) => text.data?.translationReview)).toBe(true);
});

describe('links', () => {
  test('a <Ref> to a topic that does not exist', () => {
    const root = contentCopy('guard');
    const line = appendRule(root, adjacent, 'broken-ref', 'Voir <Ref to="swccg/nothing-here">rien</Ref>.');
    expect(errorsOf(root)).toEqual([
      `${adjacent}:${line}: <Ref to="swccg/nothing-here">: no topic "swccg/nothing-here" and no known topic of that id in content/games/`,
    ]);
  });

  test('a <Ref> to an anchor that does not exist, from a French and from a Russian text', () => {
    const root = contentCopy('guard');
    const fr = appendRule(root, adjacent, 'broken-anchor', 'Voir <Ref to="swccg/actions#nope">actions</Ref>.');
    const ru = appendRule(root, ti4Ru, 'broken-anchor', 'См. <Ref to="ti4/component-limitations#nope">выше</Ref>.');
    expect(errorsOf(root)).toEqual([
      `${adjacent}:${fr}: <Ref to="swccg/actions#nope">: no paragraph "nope" in swccg/actions`,
      `${ti4Ru}:${ru}: <Ref to="ti4/component-limitations#nope">: no paragraph "nope" in ti4/component-limitations`,
    ]);
  });

  test('a <Ref> to a known paragraph (declared in knownParagraphs) is accepted; an undeclared missing one is not', () => {
    const root = contentCopy('guard');
    const known = appendRule(
      root,
      adjacent,
      'known-paragraph',
      'Voir <Ref to="swccg/actions#example-1">exemple 1</Ref>.',
    );
    const undeclared = appendRule(
      root,
      adjacent,
      'undeclared-paragraph',
      'Voir <Ref to="swccg/actions#example-2">exemple 2</Ref>.',
    );
    const errors = errorsOf(root);
    expect(errors).toEqual([
      `${adjacent}:${undeclared}: <Ref to="swccg/actions#example-2">: no paragraph "example-2" in swccg/actions`,
    ]);
    expect(errors.join('\n')).not.toContain(`:${known}:`);
  });

  test('an anchor some translations of the target lack', () => {
    const root = contentCopy('guard');
    const line = appendRule(
      root,
      adjacent,
      'only-in-en',
      'Voir <Ref to="ti4/component-limitations#only-in-en">ici</Ref>.',
    );
    editFile(root, ti4En, (text) => `${text}\n<Rule id="only-in-en">\n\nText.\n\n</Rule>\n`);
    expect(errorsOf(root)).toContain(
      `${adjacent}:${line}: <Ref to="ti4/component-limitations#only-in-en">: no paragraph "only-in-en" in ti4/component-limitations (missing in ru)`,
    );
  });

  test('Markdown links to a page, an anchor or a URL that do not exist', () => {
    const root = contentCopy('guard');
    const page = appendRule(root, adjacent, 'link-page', 'Voir [ceci](/fr/swccg/nothing/).');
    const anchor = appendRule(root, adjacent, 'link-anchor', 'Voir [cela](/fr/swccg/actions/#nope).');
    const paragraphPage = appendRule(
      root,
      adjacent,
      'link-paragraph-page',
      'Voir [ce point](/fr/swccg/actions/nope/).',
    );
    const relative = appendRule(root, adjacent, 'link-relative', 'Voir [là](actions.html).');
    const url = appendRule(root, adjacent, 'link-url', 'Voir [le site](https://exa%mple.org/).');
    const good = appendRule(
      root,
      adjacent,
      'link-good',
      'Voir [actions](/fr/swccg/actions/#example-3), [ce point](/en/swccg/actions/example-3/) et [le site](https://example.org/).',
    );
    const errors = errorsOf(root);
    expect(errors).toEqual([
      `${adjacent}:${page}: link to "/fr/swccg/nothing/": no such page on the site; refer to a topic by id: <Ref to="swccg/nothing">…</Ref> (a topic with no text yet is listed in content/games/swccg.yaml knownTopics, and shown as a mention)`,
      `${adjacent}:${anchor}: link to "/fr/swccg/actions/#nope": no paragraph "nope" in swccg/actions`,
      `${adjacent}:${paragraphPage}: link to "/fr/swccg/actions/nope/": no paragraph "nope" in swccg/actions`,
      `${adjacent}:${relative}: link to "actions.html": not a page of the site nor an http(s) URL; refer to a topic by id: <Ref to="swccg/actions">…</Ref> (a topic with no text yet is listed in content/games/swccg.yaml knownTopics, and shown as a mention)`,
      `${adjacent}:${url}: link to "https://exa%mple.org/": not a valid URL`,
    ]);
    expect(errors.join('\n')).not.toContain(`:${good}:`);
  });
});

describe('front matter', () => {
  test('a missing title, an unknown game, a bad language: each on its line', () => {
    const root = contentCopy('guard');
    editFile(root, ti4En, (text) => text.replace(/^title: .*\n/m, ''));
    editFile(root, ti4Ru, (text) => text.replace(/^lang: ru$/m, 'lang: de'));
    editFile(root, adjacent, (text) => text.replace(/^game: swccg$/m, 'game: swccg2'));
    expect(errorsOf(root)).toEqual([
      `${adjacent}:2: game "swccg2" does not match the folder content/topics/swccg/`,
      `${adjacent}:2: unknown game "swccg2" (games: rftg, swccg, ti4)`,
      `${ti4En}:2: title: is required`,
      `${ti4Ru}:3: lang: Invalid option: expected one of "ru"|"en"|"fr"`,
    ]);
  });

  test('a file name that does not match the front matter', () => {
    const root = contentCopy('guard');
    const misnamed = 'content/topics/ti4/component-limitations.fr.mdx';
    cpSync(join(root, ti4En), join(root, misnamed));
    const badName = 'content/topics/ti4/Component Limitations.mdx';
    cpSync(join(root, ti4En), join(root, badName));
    const errors = errorsOf(root);
    expect(errors).toContain(`${misnamed}:3: lang "en" does not match the file name (*.fr.mdx)`);
    expect(errors).toContain(
      `${badName}: file name must be content/topics/{game}/{topic}.{lang}.mdx, e.g. content/topics/ti4/units.en.mdx`,
    );
  });

  test('a conversion fix naming a paragraph the text does not have', () => {
    const root = contentCopy('guard');
    const rftg = 'content/topics/rftg/rebel-vs-imperium.ru.mdx';
    editFile(root, rftg, (text) => text.replace('    - paragraph: gamble', '    - paragraph: gambling'));
    expect(errorsOf(root)).toEqual([`${rftg}:18: conversion fix: no paragraph "gambling" in this text`]);
  });

  test('a related topic that is neither a topic nor a known topic', () => {
    const root = contentCopy('guard');
    editFile(root, ti4Ru, (text) => text.replace('related: [ti4/units,', 'related: [ti4/unit,'));
    expect(errorsOf(root)).toEqual([
      `${ti4Ru}:7: related topic "ti4/unit" is neither a topic nor a known topic of "ti4" (content/games/*.yaml knownTopics)`,
    ]);
  });
});

describe('the text', () => {
  test('two paragraphs with the same id', () => {
    const root = contentCopy('guard');
    const first = lineOfText(root, ti4Ru, '<Rule id="dice"');
    const line = appendRule(root, ti4Ru, 'dice', 'Текст.') - 2;
    expect(errorsOf(root)).toEqual([`${ti4Ru}:${line}: duplicate paragraph id "dice" (first at line ${first})`]);
  });

  test('paragraph ids the page layout already uses', () => {
    const root = contentCopy('guard');
    const lines = Object.values(layoutIds).map((id) => appendRule(root, adjacent, id, 'Texte.') - 2);
    editFile(root, ti4En, (text) => `${text}\n<Heading id="content">Contents</Heading>\n`);
    const heading = lineOfText(root, ti4En, '<Heading id="content"');
    const list = layoutIdList;
    expect(errorsOf(root)).toEqual([
      ...Object.values(layoutIds).map(
        (id, index) =>
          `${adjacent}:${lines[index]}: <Rule> id "${id}" is an id the page layout uses (${list}): choose another`,
      ),
      `${ti4En}:${heading}: <Heading> id "content" is an id the page layout uses (${list}): choose another`,
    ]);
  });

  test('MDX that does not compile: an unclosed tag', () => {
    const root = contentCopy('guard');
    editFile(root, adjacent, (text) => `${text}\n<Rule id="unclosed">\n\nTexte.\n`);
    const [error, ...rest] = errorsOf(root);
    expect(rest).toEqual([]);
    expect(error).toMatch(new RegExp(`^${adjacent}:\\d+: MDX does not compile: Expected a closing tag for \`<Rule>\``));
  });

  test('raw HTML elements are refused; the six components are allowed', () => {
    const root = contentCopy('guard');
    const bold = appendRule(root, adjacent, 'raw-bold', 'Un <b>gras</b> brut.');
    const script = appendRule(root, adjacent, 'raw-script', '<script src="https://evil.example/x.js"></script>');
    const note = appendRule(
      root,
      adjacent,
      'note-ok',
      'Texte <TranslatorNote>(N.d.T.)</TranslatorNote> <Original lang="en">Sense</Original>.',
    );
    const errors = errorsOf(root);
    expect(errors).toEqual([
      `${adjacent}:${bold}: <b> is not allowed: a text may use only <Caption>, <Heading>, <Original>, <Ref>, <Rule>, <TranslatorNote> and Markdown (no raw HTML)`,
      `${adjacent}:${script}: <script> is not allowed: a text may use only <Caption>, <Heading>, <Original>, <Ref>, <Rule>, <TranslatorNote> and Markdown (no raw HTML)`,
    ]);
    expect(errors.join('\n')).not.toContain(`:${note}:`);
  });

  test("the lang of <Original> and <Ref>: required on <Original>, a known language in canonical BCP 47 form, not the text's own", () => {
    const root = contentCopy('guard');
    const missing = appendRule(root, adjacent, 'lang-missing', 'La carte <Original>Sense</Original>.');
    const word = appendRule(root, adjacent, 'lang-word', 'La carte <Original lang="english">Sense</Original>.');
    const malformed = appendRule(root, adjacent, 'lang-malformed', 'La carte <Original lang="en_GB">Sense</Original>.');
    const unknown = appendRule(root, adjacent, 'lang-unknown', 'La carte <Original lang="xx">Sense</Original>.');
    const upper = appendRule(root, adjacent, 'lang-upper', 'Voir <Ref to="swccg/actions" lang="EN">actions</Ref>.');
    const own = appendRule(root, adjacent, 'lang-own', 'La carte <Original lang="fr-CA">Sens</Original>.');
    const good = appendRule(
      root,
      adjacent,
      'lang-good',
      '<Original lang="en-GB">Sense</Original>, <Original lang="la">ad hoc</Original>, <Ref to="swccg/battle" lang="en">battle</Ref>.',
    );
    const errors = errorsOf(root);
    expect(errors).toEqual([
      `${adjacent}:${missing}: <Original> needs the language of its words: lang="en"`,
      `${adjacent}:${word}: <Original lang="english">: "english" is not a known language (ISO 639), e.g. lang="en"`,
      `${adjacent}:${malformed}: <Original lang="en_GB">: not a BCP 47 language tag, e.g. lang="en"`,
      `${adjacent}:${unknown}: <Original lang="xx">: "xx" is not a known language (ISO 639), e.g. lang="en"`,
      `${adjacent}:${upper}: <Ref lang="EN">: write the language tag as "en"`,
      `${adjacent}:${own}: <Original lang="fr-CA">: the text is already in "fr"; lang marks words in another language`,
    ]);
    expect(errors.join('\n')).not.toContain(`:${good}:`);
  });
});

describe('published ids (content/published-ids.yaml)', () => {
  const recordLine = (root: string, topicId: string, id?: string) => {
    const lines = readFile(root, publishedIdsFile).split('\n');
    const topic = lines.indexOf(`${topicId}:`);
    return (id === undefined ? topic : lines.indexOf(`  - ${id}`, topic)) + 1;
  };

  test('the record has every id of the content, and nothing the content lacks', () => {
    expect(
      problemsOf(project)
        .map(formatProblem)
        .filter((problem) => problem.includes(publishedIdsFile)),
    ).toEqual([]);
  });

  test('a published id missing from a text, in any language of the topic, is an error naming the text and the line of the record', () => {
    const root = contentCopy('guard');
    editFile(root, ti4Ru, (text) => text.replace(/<Rule id="token-substitutes"[\s\S]*?<\/Rule>\n/, ''));
    editFile(root, ti4En, (text) => text.replace('<Rule id="dice"', '<Rule id="dice-renamed"'));
    const line = (file: string, id: string) => lineOfText(root, file, `<Rule id="${id}"`);
    expect(errorsOf(root)).toEqual([
      `${ti4En}:${line(ti4En, 'dice-renamed')}: published paragraph "dice" of ti4/component-limitations is missing: it stood after "intro" (line ${line(ti4En, 'intro')}) and before "tokens" (line ${line(ti4En, 'tokens')}); "dice-renamed" (line ${line(ti4En, 'dice-renamed')}) stands there now: if it is that paragraph, give it back its id. Put the <Rule id="dice"> back, or keep it in the words of the ru text until it is translated: <Rule id="dice" untranslated="ru"> (${ti4Ru}) (published: ${publishedIdsFile}:${recordLine(root, 'ti4/component-limitations', 'dice')}; a published id never changes or goes away)`,
      `${ti4Ru}:${line(ti4Ru, 'tokens')}: published paragraph "token-substitutes" of ti4/component-limitations is missing: it stood after "tokens" (line ${line(ti4Ru, 'tokens')}) and before "units" (line ${line(ti4Ru, 'units')}). Put the <Rule id="token-substitutes"> back, or keep it in the words of the en text until it is translated: <Rule id="token-substitutes" untranslated="en"> (${ti4En}) (published: ${publishedIdsFile}:${recordLine(root, 'ti4/component-limitations', 'token-substitutes')}; a published id never changes or goes away)`,
    ]);
  });

  test('a published topic left with no text is an error at its line of the record', () => {
    const root = contentCopy('guard');
    rmSync(join(root, 'content/topics/swccg/activating-force.fr.mdx'));
    expect(errorsOf(root).filter((error) => error.startsWith(publishedIdsFile))).toEqual([
      `${publishedIdsFile}:${recordLine(root, 'swccg/activating-force')}: topic "swccg/activating-force" is published but has no text: a published topic never goes away`,
    ]);
  });

  test('ids the record lacks are one warning per text, telling to run npm run ids:publish', () => {
    const root = contentCopy('guard');
    const first = appendRule(root, adjacent, 'new-one', 'Texte.') - 2;
    for (const id of ['new-two', 'new-three', 'new-four']) appendRule(root, adjacent, id, 'Texte.');
    const problems = problemsOf(root);
    expect(problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    expect(problems.map(formatProblem)).toEqual([
      `${adjacent}:${first}: warning: 4 paragraph id(s) not in ${publishedIdsFile} yet ("new-one", "new-two", "new-three", …): once the text is final, run \`npm run ids:publish\` to record them (docs/authoring.md)`,
    ]);
  });

  test('a malformed id in the record is an error at its line', () => {
    const root = contentCopy('guard');
    editFile(root, publishedIdsFile, (text) =>
      text.replace('swccg/activate-phase:\n  - definition\n', 'swccg/activate-phase:\n  - Definition\n'),
    );
    const line = recordLine(root, 'swccg/activate-phase', 'Definition');
    expect(line).toBeGreaterThan(1);
    expect(errorsOf(root)).toEqual([
      `${publishedIdsFile}:${line}: swccg/activate-phase.0: must be lower-case ASCII words joined by hyphens, e.g. "fighter-tokens"`,
    ]);
  });
});

describe('npm run ids:publish (tools/publish-ids.ts)', () => {
  const publish = (root: string) =>
    run(node, [join(project, 'tools', 'publish-ids.ts'), root]).then(
      ({ stdout }) => ({ code: 0, output: stdout }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        code: error.code,
        output: `${error.stdout}${error.stderr}`,
      }),
    );

  test(
    "appends the ids the record lacks, after the topic's published ones, and then has nothing to add",
    { timeout: 60_000 },
    async () => {
      const root = contentCopy('guard');
      const before = readFile(root, publishedIdsFile);
      // The one earlier revision (TI4 Russian) is published already: nothing to add to that record.
      const noRevisions = 'ids:publish: 0 revision(s) added to content/published-revisions.yaml\n';
      appendRule(root, adjacent, 'new-paragraph', 'Texte.');
      expect(await publish(root)).toEqual({
        code: 0,
        output: `published swccg/adjacent#new-paragraph\nids:publish: 1 id(s) added to ${publishedIdsFile}\n${noRevisions}`,
      });
      const after = readFile(root, publishedIdsFile);
      const lastOfAdjacent = before
        .split('\n')
        .findIndex(
          (_line, index, lines) => index > lines.indexOf('swccg/adjacent:') && !lines[index + 1].startsWith('  - '),
        );
      const expected = before.split('\n');
      expected.splice(lastOfAdjacent + 1, 0, '  - new-paragraph');
      expect(after).toBe(expected.join('\n'));
      expect(problemsOf(root)).toEqual([]);
      expect((await publish(root)).output).toBe(`ids:publish: 0 id(s) added to ${publishedIdsFile}\n${noRevisions}`);
      expect(readFile(root, publishedIdsFile)).toBe(after);
    },
  );

  test('refuses while the content has errors, a published id gone among them', { timeout: 60_000 }, async () => {
    const root = contentCopy('guard');
    const before = readFile(root, publishedIdsFile);
    editFile(root, ti4En, (text) => text.replace('<Rule id="dice"', '<Rule id="dice-renamed"'));
    const { code, output } = await publish(root);
    expect(code).toBe(1);
    expect(output).toMatch(
      new RegExp(`^${ti4En}:\\d+: published paragraph "dice" of ti4/component-limitations is missing`, 'm'),
    );
    expect(output).toContain('nothing published');
    expect(readFile(root, publishedIdsFile)).toBe(before);
  });
});

test('every kind of problem, in several files, is reported at once, one message each', () => {
  const root = contentCopy('guard');
  const expected = breakEverything(root);
  const errors = errorsOf(root);
  const mdx = errors.filter((error) => error.startsWith(`${admiralsOrder}:`));
  expect(mdx).toEqual([
    expect.stringMatching(
      new RegExp(`^${admiralsOrder}:\\d+: MDX does not compile: Expected a closing tag for \`<Rule>\``),
    ),
  ]);
  expect(errors.filter((error) => !mdx.includes(error)).sort()).toEqual([...expected].sort());
});

test('a paragraph missing in a translation is a warning naming both files', () => {
  const root = contentCopy('guard');
  const line = appendRule(root, ti4En, 'only-in-en', 'Text.') - 2;
  const problems = problemsOf(root);
  expect(problems.filter((problem) => problem.severity === 'error')).toEqual([]);
  expect(problems.map(formatProblem)).toContain(
    `${ti4En}:${line}: warning: paragraph "only-in-en" of ti4/component-limitations is missing in ${ti4Ru}`,
  );
});

test(
  '`astro build` and tools/check-content.ts stop before rendering, printing every problem once as file:line, no stack trace',
  { timeout: 180_000 },
  async () => {
    const copy = projectCopy('broken-content');
    onTestFinished(copy.remove);
    const root = copy.root;
    const expected = breakEverything(root);
    const errors = errorsOf(root);
    expect(errors, 'the problems of breakEverything, and the MDX one').toHaveLength(expected.length + 1);
    for (const args of [[join('node_modules', 'astro', 'bin', 'astro.mjs'), 'build'], ['tools/check-content.ts']]) {
      const failure = await run(node, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '0' } }).then(
        () => undefined,
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
      expect(failure, `${args.join(' ')} must fail`).toBeDefined();
      expect(failure!.code, args.join(' ')).toBe(1);
      const output = `${failure!.stdout}${failure!.stderr}`;
      if (process.env.DEBUG_OUT) console.log(output);
      for (const error of errors)
        expect(output.split(error).length - 1, `${args.join(' ')} prints once: ${error}`).toBe(1);
      // Nothing else is printed as an error of a content file.
      const printed = output.split('\n').filter((line) => /content\/\S+?(:\d+)?: (?!warning: )/.test(line));
      expect(printed, args.join(' ')).toHaveLength(errors.length);
      expect(output).not.toMatch(/^\s+at /m);
      // Stopped before Astro collected its build info (it prints '✓ Completed' then), so before its end ('Complete!').
      expect(output).not.toContain('[build] ✓ Completed');
      expect(output).not.toContain('[build] Complete!');
    }
    const pages = existsSync(join(root, 'dist'))
      ? readdirSync(join(root, 'dist'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))
      : [];
    expect(pages, 'pages written to dist/').toEqual([]);
  },
);

describe('glossaries (content/terms/)', () => {
  test('two terms of a game sharing a name in one language, and a term none of its topics uses, are warnings at their lines', () => {
    const root = contentCopy('guard');
    const file = 'content/terms/ti4.yaml';
    editFile(root, file, (text) =>
      text.replace(
        'terms:\n',
        'terms:\n  - id: twice\n    names: { en: [Dice], ru: [никогда-не-печатается] }\n    topics: [ti4/component-limitations]\n',
      ),
    );
    const problems = problemsOf(root).map(formatProblem);
    const line = lineOfText(root, file, '  - id: twice');
    const dice = lineOfText(root, file, '  - id: dice');
    expect(problems).toContain(
      `${file}:${dice + 1}: warning: term "dice": its name "dice" (en) is also a name of "twice" (line ${line + 1}): a term of a game has names of its own`,
    );
    expect(problems.filter((problem) => problem.includes('none of its topics'))).toEqual([]);
    editFile(root, file, (text) =>
      text.replace(
        'names: { en: [Dice], ru: [никогда-не-печатается] }',
        'names: { en: [never printed], ru: [никогда-не-печатается] }',
      ),
    );
    expect(problemsOf(root).map(formatProblem)).toContain(
      `${file}:${line}: warning: term "twice": none of its topics (ti4/component-limitations) uses any of its names: list the forms the texts print, or the topics that use it`,
    );
    expect(errorsOf(root)).toEqual([]);
  });
});
