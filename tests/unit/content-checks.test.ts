/**
 * The build refuses broken content: each kind of error, in a temporary copy of
 * the project, is reported naming the file, the line and what is wrong; all
 * problems at once; and `astro build` itself stops with them, no stack trace.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, test } from 'vitest';
import { checkContent, formatProblem } from '../../src/utils/content-checks.ts';
import { layoutIds } from '../../src/utils/layout-ids.ts';

const project = resolve(import.meta.dirname, '..', '..');
const copies: string[] = [];

/** A temporary copy of the project: `content/` only, or everything `astro build` needs. */
function copyProject(forBuild = false): string {
  const root = mkdtempSync(join(tmpdir(), 'rules-guard-'));
  copies.push(root);
  const parts = forBuild ? ['content', 'src', 'public', 'scripts', 'astro.config.mjs', 'package.json', 'tsconfig.json'] : ['content'];
  for (const part of parts) cpSync(join(project, part), join(root, part), { recursive: true });
  if (forBuild) symlinkSync(join(project, 'node_modules'), join(root, 'node_modules'), 'dir');
  return root;
}

afterEach(() => {
  for (const root of copies.splice(0)) rmSync(root, { recursive: true, force: true });
});

const edit = (root: string, file: string, change: (text: string) => string) =>
  writeFileSync(join(root, file), change(readFileSync(join(root, file), 'utf8')));

/** Appends a rule paragraph whose text is `markdown`; returns the line of that text. */
function appendRule(root: string, file: string, id: string, markdown: string): number {
  let line = 0;
  edit(root, file, (text) => {
    const body = text.endsWith('\n') ? text : `${text}\n`;
    line = body.split('\n').length + 3; // blank, <Rule>, blank, then the text
    return `${body}\n<Rule id="${id}">\n\n${markdown}\n\n</Rule>\n`;
  });
  return line;
}

const errorsOf = (root: string) => checkContent(root).filter((problem) => problem.severity === 'error').map(formatProblem);

const ti4En = 'content/topics/ti4/component-limitations.en.mdx';
const ti4Ru = 'content/topics/ti4/component-limitations.ru.mdx';
const adjacent = 'content/topics/swccg/adjacent.fr.mdx';

test('the content as it is has no error', () => {
  expect(errorsOf(project)).toEqual([]);
});

describe('links', () => {
  test('a <Ref> to a topic that does not exist', () => {
    const root = copyProject();
    const line = appendRule(root, adjacent, 'broken-ref', 'Voir <Ref to="swccg/nothing-here">rien</Ref>.');
    expect(errorsOf(root)).toEqual([`${adjacent}:${line}: <Ref to="swccg/nothing-here">: no topic "swccg/nothing-here" and no known topic of that id in content/games/`]);
  });

  test('a <Ref> to an anchor that does not exist, from a French and from a Russian text', () => {
    const root = copyProject();
    const fr = appendRule(root, adjacent, 'broken-anchor', 'Voir <Ref to="swccg/actions#nope">actions</Ref>.');
    const ru = appendRule(root, ti4Ru, 'broken-anchor', 'См. <Ref to="ti4/component-limitations#nope">выше</Ref>.');
    expect(errorsOf(root)).toEqual([
      `${adjacent}:${fr}: <Ref to="swccg/actions#nope">: no paragraph "nope" in swccg/actions`,
      `${ti4Ru}:${ru}: <Ref to="ti4/component-limitations#nope">: no paragraph "nope" in ti4/component-limitations`,
    ]);
  });

  test('an anchor some translations of the target lack', () => {
    const root = copyProject();
    const line = appendRule(root, adjacent, 'only-in-en', 'Voir <Ref to="ti4/component-limitations#only-in-en">ici</Ref>.');
    edit(root, ti4En, (text) => `${text}\n<Rule id="only-in-en">\n\nText.\n\n</Rule>\n`);
    expect(errorsOf(root)).toContain(
      `${adjacent}:${line}: <Ref to="ti4/component-limitations#only-in-en">: no paragraph "only-in-en" in ti4/component-limitations (missing in ru)`,
    );
  });

  test('Markdown links to a page, an anchor or a URL that do not exist', () => {
    const root = copyProject();
    const page = appendRule(root, adjacent, 'link-page', 'Voir [ceci](/fr/swccg/nothing/).');
    const anchor = appendRule(root, adjacent, 'link-anchor', 'Voir [cela](/fr/swccg/actions/#nope).');
    const paragraphPage = appendRule(root, adjacent, 'link-paragraph-page', 'Voir [ce point](/fr/swccg/actions/nope/).');
    const relative = appendRule(root, adjacent, 'link-relative', 'Voir [là](actions.html).');
    const url = appendRule(root, adjacent, 'link-url', 'Voir [le site](https://exa%mple.org/).');
    const good = appendRule(root, adjacent, 'link-good', 'Voir [actions](/fr/swccg/actions/#example-3), [ce point](/en/swccg/actions/example-3/) et [le site](https://example.org/).');
    const errors = errorsOf(root);
    expect(errors).toEqual([
      `${adjacent}:${page}: link to "/fr/swccg/nothing/": no such page on the site`,
      `${adjacent}:${anchor}: link to "/fr/swccg/actions/#nope": no paragraph "nope" in swccg/actions`,
      `${adjacent}:${paragraphPage}: link to "/fr/swccg/actions/nope/": no paragraph "nope" in swccg/actions`,
      `${adjacent}:${relative}: link to "actions.html": not a page of the site nor an http(s) URL (refer to topics with <Ref to="game/topic">)`,
      `${adjacent}:${url}: link to "https://exa%mple.org/": not a valid URL`,
    ]);
    expect(errors.join('\n')).not.toContain(`:${good}:`);
  });
});

describe('front matter', () => {
  test('a missing title, an unknown game, a bad language: each on its line', () => {
    const root = copyProject();
    edit(root, ti4En, (text) => text.replace(/^title: .*\n/m, ''));
    edit(root, ti4Ru, (text) => text.replace(/^lang: ru$/m, 'lang: de'));
    edit(root, adjacent, (text) => text.replace(/^game: swccg$/m, 'game: swccg2'));
    expect(errorsOf(root)).toEqual([
      `${adjacent}:2: game "swccg2" does not match the folder content/topics/swccg/`,
      `${adjacent}:2: unknown game "swccg2" (games: rftg, swccg, ti4)`,
      `${ti4En}:1: title: is required`,
      `${ti4Ru}:3: lang: Invalid option: expected one of "ru"|"en"|"fr"`,
    ]);
  });

  test('a file name that does not match the front matter', () => {
    const root = copyProject();
    const misnamed = 'content/topics/ti4/component-limitations.fr.mdx';
    cpSync(join(root, ti4En), join(root, misnamed));
    const badName = 'content/topics/ti4/Component Limitations.mdx';
    cpSync(join(root, ti4En), join(root, badName));
    const errors = errorsOf(root);
    expect(errors).toContain(`${misnamed}:3: lang "en" does not match the file name (*.fr.mdx)`);
    expect(errors).toContain(`${badName}: file name must be content/topics/{game}/{topic}.{lang}.mdx, e.g. content/topics/ti4/units.en.mdx`);
  });

  test('a related topic that is neither a topic nor a known topic', () => {
    const root = copyProject();
    edit(root, ti4Ru, (text) => text.replace('related: [ti4/units,', 'related: [ti4/unit,'));
    expect(errorsOf(root)).toEqual([
      `${ti4Ru}:7: related topic "ti4/unit" is neither a topic nor a known topic of "ti4" (content/games/*.yaml knownTopics)`,
    ]);
  });
});

describe('the text', () => {
  test('two paragraphs with the same id', () => {
    const root = copyProject();
    edit(root, ti4Ru, (text) => text.replace('<Rule id="tokens"', '<Rule id="dice"'));
    expect(errorsOf(root)).toEqual([`${ti4Ru}:31: duplicate paragraph id "dice" (first at line 25)`]);
  });

  test('paragraph ids the page layout already uses', () => {
    const root = copyProject();
    const lines = Object.values(layoutIds).map((id) => appendRule(root, adjacent, id, 'Texte.') - 2);
    edit(root, ti4En, (text) => text.replace('<Heading id="notes"', '<Heading id="content"'));
    const heading = readFileSync(join(root, ti4En), 'utf8').split('\n').findIndex((line) => line.startsWith('<Heading id="content"')) + 1;
    const list = 'content, related, translator-notes, site-search-query, site-search-results, site-search-status';
    expect(errorsOf(root)).toEqual([
      ...Object.values(layoutIds).map((id, index) => `${adjacent}:${lines[index]}: <Rule> id "${id}" is an id the page layout uses (${list}): choose another`),
      `${ti4En}:${heading}: <Heading> id "content" is an id the page layout uses (${list}): choose another`,
    ]);
  });

  test('MDX that does not compile: an unclosed tag', () => {
    const root = copyProject();
    edit(root, adjacent, (text) => `${text}\n<Rule id="unclosed">\n\nTexte.\n`);
    const [error, ...rest] = errorsOf(root);
    expect(rest).toEqual([]);
    expect(error).toMatch(new RegExp(`^${adjacent}:\\d+: MDX does not compile: Expected a closing tag for \`<Rule>\``));
  });

  test('raw HTML elements are refused; the four components are allowed', () => {
    const root = copyProject();
    const bold = appendRule(root, adjacent, 'raw-bold', 'Un <b>gras</b> brut.');
    const script = appendRule(root, adjacent, 'raw-script', '<script src="https://evil.example/x.js"></script>');
    const note = appendRule(root, adjacent, 'note-ok', 'Texte <TranslatorNote>(N.d.T.)</TranslatorNote>.');
    const errors = errorsOf(root);
    expect(errors).toEqual([
      `${adjacent}:${bold}: <b> is not allowed: a text may use only <Heading>, <Ref>, <Rule>, <TranslatorNote> and Markdown (no raw HTML)`,
      `${adjacent}:${script}: <script> is not allowed: a text may use only <Heading>, <Ref>, <Rule>, <TranslatorNote> and Markdown (no raw HTML)`,
    ]);
    expect(errors.join('\n')).not.toContain(`:${note}:`);
  });
});

test('every problem of several files is reported at once, one message each', () => {
  const root = copyProject();
  edit(root, ti4En, (text) => text.replace(/^title: .*\n/m, ''));
  edit(root, ti4Ru, (text) => text.replace('<Rule id="tokens"', '<Rule id="dice"'));
  appendRule(root, adjacent, 'broken-ref', '<Ref to="swccg/nothing-here">rien</Ref> <Ref to="swccg/actions#nope">x</Ref> <b>y</b>');
  const errors = errorsOf(root);
  expect(errors).toHaveLength(5);
  expect(errors.filter((error) => error.startsWith(ti4En))).toHaveLength(1);
  expect(errors.filter((error) => error.startsWith(ti4Ru))).toHaveLength(1);
  expect(errors.filter((error) => error.startsWith(adjacent))).toHaveLength(3);
});

test('a paragraph missing in a translation is a warning naming both files', () => {
  const root = copyProject();
  edit(root, ti4Ru, (text) => text.replace(/<Rule id="token-substitutes"[\s\S]*?<\/Rule>\n/, ''));
  const problems = checkContent(root);
  expect(problems.filter((problem) => problem.severity === 'error')).toEqual([]);
  expect(problems.map(formatProblem)).toEqual([
    expect.stringMatching(new RegExp(`^${ti4En}:\\d+: warning: paragraph "token-substitutes" of ti4/component-limitations is missing in ${ti4Ru}$`)),
  ]);
});

const run = promisify(execFile);
const node = process.execPath;

test('scripts/check-content.ts and `astro build` stop with every problem, exit code 1 and no stack trace', { timeout: 120_000 }, async () => {
  const root = copyProject(true);
  const line = appendRule(root, adjacent, 'broken-ref', '<Ref to="swccg/nothing-here">rien</Ref>');
  edit(root, ti4En, (text) => text.replace(/^title: .*\n/m, ''));
  const expected = [
    `${adjacent}:${line}: <Ref to="swccg/nothing-here">: no topic "swccg/nothing-here" and no known topic of that id in content/games/`,
    `${ti4En}:1: title: is required`,
  ];
  for (const args of [['scripts/check-content.ts'], [join('node_modules', 'astro', 'bin', 'astro.mjs'), 'build']]) {
    const failure = await run(node, args, { cwd: root }).then(
      () => undefined,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failure, `${args.join(' ')} must fail`).toBeDefined();
    const output = `${failure!.stdout}${failure!.stderr}`;
    expect(failure!.code).toBe(1);
    for (const message of expected) expect(output).toContain(message);
    expect(output).not.toMatch(/^\s+at /m);
    expect(output).not.toContain('[build] Complete');
  }
});
