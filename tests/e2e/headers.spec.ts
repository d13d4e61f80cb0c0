/**
 * `dist/_headers` for static hosts: the pages' Content-Security-Policy,
 * immutable caching of hashed assets, nosniff, Referrer-Policy. (That its
 * policy allows every hash of every page's `<meta>`: `built-files.spec.ts`,
 * which reads the pages.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { expect, test } from '@playwright/test';
import { distDir } from './site-pages.ts';

const headers = readFileSync(join(distDir, '_headers'), 'utf8');
const policy = /^ {2}Content-Security-Policy: (.*)$/m.exec(headers)?.[1] ?? '';
const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

test('_headers: strict CSP for every path, with nosniff and Referrer-Policy', () => {
  expect(headers.startsWith('/*\n')).toBe(true);
  expect(directive('default-src')).toBe("default-src 'self'");
  expect(directive('script-src')).toContain("'wasm-unsafe-eval'");
  expect(policy).not.toContain("'unsafe-inline'");
  expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
  expect(headers).toContain('\n  X-Content-Type-Options: nosniff\n');
  expect(headers).toMatch(/\n {2}Referrer-Policy: strict-origin-when-cross-origin\n/);
  expect(headers).toContain('/_astro/*\n  Cache-Control: public, max-age=31536000, immutable\n');
});

test('_headers: immutable caching covers every hashed file of dist/ and no file that keeps its name', () => {
  const immutable = [...headers.matchAll(/^(\/\S*)\n {2}Cache-Control: public, max-age=31536000, immutable$/gm)].map(
    ([, path]) => path,
  );
  // One splat, at the end: what every _headers format reads the same way.
  for (const path of immutable) expect(path, path).toMatch(/^\/[^*]*\*$/);
  const matches = (file: string) => immutable.some((path) => file.startsWith(path.slice(0, -1)));
  const files = readdirSync(distDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(distDir, join(entry.parentPath, entry.name)).split(sep).join('/')}`);
  /** Files named by a hash of their content: Astro's assets, Pagefind's fragments, index chunks and meta, and the typo files (named after the index). */
  const hashed = files.filter((file) => /^\/_astro\/|^\/pagefind\/(fragment|index|typos)\/|\.pf_meta$/.test(file));
  expect(hashed.filter((file) => file.includes('/fragment/')).length).toBeGreaterThan(0);
  expect(hashed.filter((file) => !matches(file))).toEqual([]);
  expect(files.filter((file) => !hashed.includes(file) && matches(file))).toEqual([]);
});
