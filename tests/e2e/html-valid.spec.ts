/**
 * Every page of `dist/` is valid HTML by html-validate, with the rules of
 * `.htmlvalidate.json` (html-validate:recommended).
 */
import { expect, test } from '@playwright/test';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { fileOf, pageGroups } from './site-pages.ts';

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
