/**
 * The settings that leave pages out, for hosts that cap the number of files
 * (site.config.ts), built in a temporary copy of the project that holds TI4
 * only (the content checks pass on it as on the project):
 * - `PARAGRAPH_PAGES=off`: no `/{lang}/{game}/{topic}/{paragraph}/` page, no
 *   "preview link" control, no preview URL in the quotes; permalinks and
 *   everything else as before;
 * - `SIDE_BY_SIDE_PAGES=off`: no `/{lang}/{game}/{topic}/~{other}/` page and no
 *   link to one.
 * A value that is neither on nor off stops the build with a message naming it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { readContent } from '../../src/content-model/read-content.ts';
import { languages } from '../../src/i18n/languages.ts';
import { modelLibrary } from '../../src/library/library.ts';
import { pageOfPath } from '../../src/routing/paths.ts';
import { projectCopy, tail, type ProjectCopy } from '../support/project-copy.ts';

let copy: ProjectCopy;
beforeAll(() => void (copy = projectCopy('page-settings', { games: ['ti4'] })));
afterAll(() => copy.remove());

test('the copy holds TI4 and its topics only, and passes the content checks', async () => {
  const library = modelLibrary(readContent(copy.root));
  expect([...library.topics.keys()]).toEqual(['ti4/component-limitations']);
  const checked = await copy.script('check-content.ts');
  expect(checked.code, checked.output).toBe(0);
  expect(checked.output).toContain('0 error(s), 0 warning(s)');
});

test(
  'PARAGRAPH_PAGES=off and SIDE_BY_SIDE_PAGES=off: no paragraph page, no preview link, no side-by-side page or link; topic pages, permalinks and quotes as before',
  { timeout: 180_000 },
  async () => {
    const { code, output } = await copy.build({ PARAGRAPH_PAGES: 'off', SIDE_BY_SIDE_PAGES: 'off' });
    expect(code, tail(output)).toBe(0);
    expect(output).toContain('no paragraph pages (PARAGRAPH_PAGES=off)');
    const dist = copy.dist;
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).map((file) => file.split('\\').join('/'));
    const paths = files
      .filter((file) => file.endsWith('index.html'))
      .map((file) => `/${file.replace(/index\.html$/, '')}`);
    const pages = paths.map((path) => ({ path, kind: pageOfPath(path)?.kind }));
    expect(pages.filter(({ kind }) => kind === 'paragraph')).toEqual([]);
    expect(pages.filter(({ kind }) => kind === 'sideBySide')).toEqual([]);
    // Every topic page of the copy's content, in every language, and no other.
    const topics = [...modelLibrary(readContent(copy.root)).topics.keys()];
    expect(
      pages
        .filter(({ kind }) => kind === 'topic')
        .map(({ path }) => path)
        .sort(),
    ).toEqual(topics.flatMap((topicId) => languages.map((lang) => `/${lang}/${topicId}/`)).sort());
    expect(files.some((file) => file.startsWith('page-templates/'))).toBe(false);
    expect(output).toContain('no side-by-side pages (SIDE_BY_SIDE_PAGES=off)');
    const topic = readFileSync(join(dist, 'en/ti4/component-limitations/index.html'), 'utf8');
    expect(topic).toContain('data-cite="link"');
    expect(topic).toContain('data-cite="markdown"');
    expect(topic).not.toContain('data-cite="preview"');
    expect(topic).toContain('href="#unit-tokens"');
    expect(topic).not.toMatch(/href="[^"]*\/~(ru|en|fr)\/"/);
    const citations = JSON.parse(readFileSync(join(dist, 'en/ti4/component-limitations/citations.json'), 'utf8'));
    expect(citations.paragraphs['unit-tokens']).toMatchObject({
      url: 'https://rules.example.org/en/ti4/component-limitations/#unit-tokens',
      number: '4.2',
    });
    expect(
      Object.values<{ preview?: string }>(citations.paragraphs).filter((citation) => 'preview' in citation),
    ).toEqual([]);
    expect(existsSync(join(dist, 'sw.js'))).toBe(true);
  },
);

for (const setting of ['PARAGRAPH_PAGES', 'SIDE_BY_SIDE_PAGES']) {
  test(`${setting}=maybe stops the build, naming the setting and what it takes`, { timeout: 120_000 }, async () => {
    const { code, output } = await copy.build({ [setting]: 'maybe' });
    expect(code).not.toBe(0);
    expect(output).toContain(`${setting}="maybe": must be "on" or "off"`);
  });
}
