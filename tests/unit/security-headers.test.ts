import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import { cspOf, mergePolicies } from '../../src/integrations/security-headers.ts';
import { ownHashesOnly } from '../../src/utils/csp-hashes.ts';

test('cspOf reads the policy of a page', () => {
  const html = `<head><meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' 'sha256-a'"></head>`;
  expect(cspOf(html)).toBe("default-src 'self'; script-src 'self' 'sha256-a'");
  expect(cspOf('<head></head>')).toBeUndefined();
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
  expect(cspOf(ownHashesOnly(html))).toBe(`default-src 'self'; script-src 'self' 'wasm-unsafe-eval' ${sha256(theme)}; style-src 'self' ${sha256('p{}')}`);
  expect(ownHashesOnly(html).replace(/content="[^"]*"/, '')).toBe(html.replace(/content="[^"]*"/, ''));
});

test('ownHashesOnly leaves a page with only its own hashes, or without a CSP <meta>, as it is', () => {
  const own = page(`script-src 'self' ${sha256('a()')}; style-src 'self' ${sha256('p{}')}`, '<script>a()</script>');
  expect(ownHashesOnly(own)).toBe(own);
  expect(ownHashesOnly('<html><head></head><body><script>a()</script></body></html>')).toBe('<html><head></head><body><script>a()</script></body></html>');
});
