/**
 * `PARAGRAPH_PAGES=off` (site.config.ts) builds a site without paragraph pages,
 * for hosts that cap the number of files: no `/{lang}/{game}/{topic}/{paragraph}/`
 * page, no "preview link" control, no preview URL in the quotes; permalinks and
 * everything else as before. A value that is neither on nor off stops the build
 * with a message naming it. Built in a temporary copy of the project.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { pageOfPath } from '../../src/utils/routing.ts';

const project = resolve(import.meta.dirname, '..', '..');
const run = promisify(execFile);
let root: string;

/** `astro build` in the copy, with the project's build flags and `env`. */
function build(env: Record<string, string>) {
  return run(process.execPath, ['--heap-growing-percent=30', 'node_modules/astro/bin/astro.mjs', 'build'], {
    cwd: root,
    // As `npm run build` runs it: without vitest's environment (NODE_ENV=test, VITEST), which makes Astro build for tests.
    env: { ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(VITEST|TEST$|NODE_ENV$)/.test(name))), FORCE_COLOR: '0', ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, output: `${stdout}${stderr}` }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: `${error.stdout}${error.stderr}` }),
  );
}

beforeAll(() => {
  // Under the project's folder, as the bench does: Astro compiles .astro files of a symlinked node_modules only there.
  root = mkdtempSync(join(project, '.cache', 'paragraph-pages-off-'));
  for (const part of ['content', 'src', 'public', 'astro.config.mjs', 'site.config.ts', 'package.json', 'tsconfig.json']) {
    cpSync(join(project, part), join(root, part), { recursive: true });
  }
  symlinkSync(join(project, 'node_modules'), join(root, 'node_modules'), 'dir');
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

test('PARAGRAPH_PAGES=off: no paragraph page, no preview link; topic pages, permalinks and quotes as before', { timeout: 180_000 }, async () => {
  const { code, output } = await build({ PARAGRAPH_PAGES: 'off' });
  expect(code, output.split('\n').filter((line) => !line.includes('├─')).slice(-30).join('\n')).toBe(0);
  expect(output).toContain('no paragraph pages (PARAGRAPH_PAGES=off)');
  const dist = join(root, 'dist');
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).map((file) => file.split('\\').join('/'));
  const pages = files.filter((file) => file.endsWith('index.html')).map((file) => pageOfPath(`/${file.replace(/index\.html$/, '')}`)?.kind);
  expect(pages.filter((kind) => kind === 'paragraph')).toEqual([]);
  expect(pages.filter((kind) => kind === 'topic').length).toBeGreaterThan(20);
  expect(files.some((file) => file.startsWith('paragraph-templates/'))).toBe(false);
  const topic = readFileSync(join(dist, 'en/ti4/component-limitations/index.html'), 'utf8');
  expect(topic).toContain('data-cite="link"');
  expect(topic).toContain('data-cite="markdown"');
  expect(topic).not.toContain('data-cite="preview"');
  expect(topic).toContain('href="#unit-tokens"');
  const citations = JSON.parse(readFileSync(join(dist, 'en/ti4/component-limitations/citations.json'), 'utf8'));
  expect(citations.paragraphs['unit-tokens']).toMatchObject({ url: 'https://rules.example.org/en/ti4/component-limitations/#unit-tokens', number: '4.2' });
  expect(Object.values<{ preview?: string }>(citations.paragraphs).filter((citation) => 'preview' in citation)).toEqual([]);
  expect(existsSync(join(dist, 'sw.js'))).toBe(true);
});

test('PARAGRAPH_PAGES=maybe stops the build, naming the setting and what it takes', { timeout: 120_000 }, async () => {
  const { code, output } = await build({ PARAGRAPH_PAGES: 'maybe' });
  expect(code).not.toBe(0);
  expect(output).toContain('PARAGRAPH_PAGES="maybe": must be "on" or "off"');
});
