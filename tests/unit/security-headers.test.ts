/**
 * The Content-Security-Policy of the pages and of `dist/_headers`: each page's
 * policy trimmed to its own inline scripts and styles, recorded as it renders,
 * and the recorded policies merged into `_headers` after the build.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from 'vitest';
import securityHeaders, { mergePolicies } from '../../src/headers/security-headers.ts';
import { cspOf, ownHashesOnly } from '../../src/headers/csp-hashes.ts';
import { recordRenderedPage, renderedPages } from '../../src/build/rendered-pages.ts';

test('cspOf reads the policy of a page', () => {
  const html = `<head><meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' 'sha256-a'"></head>`;
  expect(cspOf(html)).toBe("default-src 'self'; script-src 'self' 'sha256-a'");
  expect(cspOf('<head></head>')).toBeUndefined();
  // As Astro writes it: the quotes of the sources as entities.
  expect(cspOf(`<meta http-equiv="content-security-policy" content="script-src &#39;self&#39; &apos;sha256-a&apos;">`)).toBe("script-src 'self' 'sha256-a'");
});

test('each distinct policy of the rendered pages is recorded once, for _headers; a page without one adds none', () => {
  recordRenderedPage('/en/', Buffer.from('<html>en</html>'), "default-src 'self'");
  recordRenderedPage('/fr/', Buffer.from('<html>fr</html>'), "default-src 'self'");
  recordRenderedPage('/en/ti4/units/citations.json', Buffer.from('{}'));
  expect([...renderedPages().policies]).toEqual(["default-src 'self'"]);
  expect(renderedPages().revisions.has('en/ti4/units/citations.json')).toBe(true);
});

test('_headers carries the recorded policies merged, frame-ancestors, and immutable caching of hashed files', () => {
  const dist = mkdtempSync(join(tmpdir(), 'headers-'));
  const done = securityHeaders().hooks['astro:build:done'] as unknown as (options: { dir: URL; logger: { info(message: string): void } }) => void;
  const logged: string[] = [];
  const run = () => done({ dir: pathToFileURL(`${dist}/`), logger: { info: (message) => logged.push(message) } });
  try {
    renderedPages().policies.clear();
    expect(run).toThrow(/no page has a Content-Security-Policy/);
    recordRenderedPage('/en/', Buffer.from('a'), "default-src 'self'; script-src 'self' 'sha256-a'");
    recordRenderedPage('/fr/', Buffer.from('b'), "default-src 'self'; script-src 'self' 'sha256-b'");
    run();
    const headers = readFileSync(join(dist, '_headers'), 'utf8').split('\n');
    expect(headers.slice(0, 4)).toEqual([
      '/*',
      "  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; frame-ancestors 'none'",
      '  X-Content-Type-Options: nosniff',
      '  Referrer-Policy: strict-origin-when-cross-origin',
    ]);
    expect(headers).toContain('/_astro/*');
    expect(headers).toContain('/pagefind/fragment/*');
    expect(logged).toEqual(['_headers written: 2 distinct page policies merged']);
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
});

test('mergePolicies allows what each page allows, nothing more', () => {
  expect(mergePolicies(["default-src 'self'; script-src 'self' 'sha256-a'", "default-src 'self';script-src 'self' 'sha256-b'"])).toEqual([
    "default-src 'self'",
    "script-src 'self' 'sha256-a' 'sha256-b'",
  ]);
});

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const page = (policy: string, body: string) => `<html><head><meta http-equiv="content-security-policy" content="${policy}"><style>p{}</style></head><body>${body}</body></html>`;

test("ownHashesOnly keeps the hashes of the page's inline scripts and styles, drops the others, adds none", () => {
  const theme = 'document.documentElement.dataset.theme="dark"';
  const policy = `default-src 'self'; script-src 'self' 'wasm-unsafe-eval' ${sha256(theme)} ${sha256('island()')}; style-src 'self' ${sha256('p{}')} ${sha256('q{}')}`;
  const html = page(policy, `<script>${theme}</script><script type="module" src="/_astro/x.js"></script><script>unhashed()</script>`);
  expect(cspOf(ownHashesOnly(Buffer.from(html)))).toBe(`default-src 'self'; script-src 'self' 'wasm-unsafe-eval' ${sha256(theme)}; style-src 'self' ${sha256('p{}')}`);
  expect(ownHashesOnly(Buffer.from(html)).toString().replace(/content="[^"]*"/, '')).toBe(html.replace(/content="[^"]*"/, ''));
});

test('ownHashesOnly leaves a page with only its own hashes, or without a CSP <meta>, as it is', () => {
  const own = page(`script-src 'self' ${sha256('a()')}; style-src 'self' ${sha256('p{}')}`, '<script>a()</script>');
  expect(ownHashesOnly(Buffer.from(own)).toString()).toBe(own);
  expect(ownHashesOnly(Buffer.from('<html><head></head><body><script>a()</script></body></html>')).toString()).toBe('<html><head></head><body><script>a()</script></body></html>');
});
