/**
 * Every page of `dist/` is valid HTML by html-validate, with the rules of
 * `.htmlvalidate.json` (html-validate:recommended), and by the W3C Nu HTML
 * Checker (`vnu-jar`: the checker behind validator.w3.org/nu, run in one Java
 * process over every page; it needs Java 11 or later on the PATH).
 *
 * One rule is off there: `wcag/h32` (a form needs a submit button). The
 * header's search form has a single field: Enter submits it (implicit
 * submission) and results appear as one types, so a button would only take
 * room from the rule on a 360 px phone.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { builtPages, distDir, fileOf, pageGroups } from './site-pages.ts';

const validator = new HtmlValidate(new FileSystemConfigLoader());

for (const [group, paths] of pageGroups()) {
  test(`${group}: ${paths.length} pages are valid HTML`, async () => {
    const messages: string[] = [];
    for (const path of paths) {
      const report = await validator.validateFile(fileOf(path));
      for (const result of report.results) {
        for (const message of result.messages) messages.push(`${path}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
      }
    }
    expect(messages).toEqual([]);
  });
}

test('the Nu HTML Checker finds no error on any page', () => {
  test.setTimeout(120_000);
  const jar = String(createRequire(import.meta.url)('vnu-jar'));
  const files = builtPages().map(fileOf);
  const run = spawnSync('java', ['-jar', jar, '--errors-only', '--format', 'json', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  expect(run.error, 'java must be on the PATH to run the Nu HTML Checker').toBeUndefined();
  const { messages } = JSON.parse(run.stderr) as { messages: { url: string; lastLine?: number; message: string }[] };
  expect(messages.map((message) => `${relative(distDir, new URL(message.url).pathname)}:${message.lastLine ?? 0} ${message.message}`)).toEqual([]);
  // Every page was read: a checker that stopped early reports no error either.
  expect(files.length).toBeGreaterThan(600);
});
