/**
 * Every page of `dist/` is valid HTML by html-validate, with the rules of
 * `.htmlvalidate.json` (html-validate:recommended).
 */
import { expect, test } from '@playwright/test';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { builtPages, fileOf } from './site-pages.ts';

const validator = new HtmlValidate(new FileSystemConfigLoader());

for (const path of builtPages()) {
  test(`${path} is valid HTML`, async () => {
    const report = await validator.validateFile(fileOf(path));
    const messages = report.results.flatMap((result) =>
      result.messages.map((message) => `${message.line}:${message.column} ${message.ruleId}: ${message.message}`),
    );
    expect(messages).toEqual([]);
  });
}
