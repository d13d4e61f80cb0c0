/**
 * The Content-Security-Policy of the pages and of `dist/_headers`: each page's
 * policy trimmed to its own inline scripts and styles, recorded as it renders,
 * and the recorded policies merged into `_headers` after the build.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AstroPrerenderer } from 'astro';
import { expect, test } from 'vitest';
import { mergePolicies, writeSecurityHeaders } from '../../src/headers/security-headers.ts';
import { cspOf, ownHashesOnly } from '../../src/headers/csp-hashes.ts';
import { recordingPrerenderer, recordPage, renderedPages } from '../../src/build/rendered-pages.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

test('cspOf reads the policy of a page', () => {
  const html = `<head><meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' 'sha256-a'"></head>`;
  expect(cspOf(html)).toBe("default-src 'self'; script-src 'self' 'sha256-a'");
  expect(cspOf('<head></head>')).toBeUndefined();
  // As Astro writes it: the quotes of the sources as entities.
  expect(
    cspOf(`<meta http-equiv="content-security-policy" content="script-src &#39;self&#39; &apos;sha256-a&apos;">`),
  ).toBe("script-src 'self' 'sha256-a'");
});

test("each page, as Astro's prerenderer renders it, has its CSP trimmed to its own hashes, is recorded (each distinct policy once, for _headers; a page without one adds none) and handed on", async () => {
  const inline = '<style>p{}</style>';
  const html = (extra: string) =>
    `<html><head><meta http-equiv="content-security-policy" content="default-src 'self'; style-src 'self' ${sha256('p{}')}${extra}">${inline}</head><body></body></html>`;
  const bodies: Record<string, { body: string; type: string }> = {
    '/en/': { body: html(` ${sha256('q{}')}`), type: 'text/html' },
    '/fr/': { body: html(''), type: 'text/html' },
    '/en/ti4/units/citations.json': { body: '{}', type: 'application/json' },
  };
  const astros = {
    name: 'stand-in',
    getStaticPaths: async () => [],
    render: async (request: Request) => {
      const { body, type } = bodies[new URL(request.url).pathname];
      return {
        response: new Response(body, { headers: { 'content-type': type } }),
        metadata: { contentEntryKeys: [], staticImages: [] },
      };
    },
  };
  const pages = renderedPages();
  const handed: string[] = [];
  const recording = recordingPrerenderer(astros as unknown as AstroPrerenderer, pages, (file) => handed.push(file));
  const rendered = [];
  for (const path of Object.keys(bodies))
    rendered.push(await recording.render(new Request(`https://rules.example.org${path}`), { routeData: {} as never }));
  // What Astro writes: the page trimmed, in the shape Astro's own prerenderer gave (here with its metadata).
  const first = rendered[0] as { response: Response; metadata: unknown };
  expect(first.metadata).toEqual({ contentEntryKeys: [], staticImages: [] });
  expect(await first.response.text()).toBe(html(''));
  expect([...pages.policies]).toEqual([`default-src 'self'; style-src 'self' ${sha256('p{}')}`]);
  expect([...pages.revisions.keys()]).toEqual(['en/index.html', 'fr/index.html', 'en/ti4/units/citations.json']);
  expect(pages.revisions.get('en/index.html')).toBe(pages.revisions.get('fr/index.html'));
  expect(handed).toEqual(['en/index.html', 'fr/index.html', 'en/ti4/units/citations.json']);
});

test('_headers carries the recorded policies merged, frame-ancestors, and immutable caching of hashed files', () => {
  const dist = mkdtempSync(join(tmpdir(), 'headers-'));
  const pages = renderedPages();
  const run = () => writeSecurityHeaders(dist, pages.policies);
  try {
    expect(run).toThrow(/no page has a Content-Security-Policy/);
    recordPage(pages, 'en/index.html', Buffer.from('a'), "default-src 'self'; script-src 'self' 'sha256-a'");
    recordPage(pages, 'fr/index.html', Buffer.from('b'), "default-src 'self'; script-src 'self' 'sha256-b'");
    expect(run()).toBe('_headers written: 2 distinct page policies merged');
    const headers = readFileSync(join(dist, '_headers'), 'utf8').split('\n');
    expect(headers.slice(0, 4)).toEqual([
      '/*',
      "  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; frame-ancestors 'none'",
      '  X-Content-Type-Options: nosniff',
      '  Referrer-Policy: strict-origin-when-cross-origin',
    ]);
    expect(headers).toContain('/_astro/*');
    expect(headers).toContain('/pagefind/fragment/*');
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
});

test('mergePolicies allows what each page allows, nothing more', () => {
  expect(
    mergePolicies([
      "default-src 'self'; script-src 'self' 'sha256-a'",
      "default-src 'self';script-src 'self' 'sha256-b'",
    ]),
  ).toEqual(["default-src 'self'", "script-src 'self' 'sha256-a' 'sha256-b'"]);
});

const page = (policy: string, body: string) =>
  `<html><head><meta http-equiv="content-security-policy" content="${policy}"><style>p{}</style></head><body>${body}</body></html>`;

test("ownHashesOnly keeps the hashes of the page's inline scripts and styles, drops the others, adds none", () => {
  const theme = 'document.documentElement.dataset.theme="dark"';
  const policy = `default-src 'self'; script-src 'self' 'wasm-unsafe-eval' ${sha256(theme)} ${sha256('island()')}; style-src 'self' ${sha256('p{}')} ${sha256('q{}')}`;
  const html = page(
    policy,
    `<script>${theme}</script><script type="module" src="/_astro/x.js"></script><script>unhashed()</script>`,
  );
  expect(cspOf(ownHashesOnly(Buffer.from(html)))).toBe(
    `default-src 'self'; script-src 'self' 'wasm-unsafe-eval' ${sha256(theme)}; style-src 'self' ${sha256('p{}')}`,
  );
  expect(
    ownHashesOnly(Buffer.from(html))
      .toString()
      .replace(/content="[^"]*"/, ''),
  ).toBe(html.replace(/content="[^"]*"/, ''));
});

test('ownHashesOnly leaves a page with only its own hashes, or without a CSP <meta>, as it is', () => {
  const own = page(`script-src 'self' ${sha256('a()')}; style-src 'self' ${sha256('p{}')}`, '<script>a()</script>');
  expect(ownHashesOnly(Buffer.from(own)).toString()).toBe(own);
  expect(ownHashesOnly(Buffer.from('<html><head></head><body><script>a()</script></body></html>')).toString()).toBe(
    '<html><head></head><body><script>a()</script></body></html>',
  );
});
