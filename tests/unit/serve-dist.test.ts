/**
 * The measuring scripts' static server (`tools/serve-dist.ts`): pages,
 * 404 for unknown paths (the nearest `404.html`, as Cloudflare Pages serves a
 * language's not-found page), and 400 — not a crash — for a malformed URL.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { serveDist, type DistServer } from '../../tools/serve-dist.ts';

let root: string;
let server: DistServer;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'serve-dist-'));
  mkdirSync(join(root, 'en'));
  writeFileSync(join(root, 'en', 'index.html'), '<h1>Rules</h1>');
  writeFileSync(join(root, '404.html'), '<h1>Page not found</h1>');
  mkdirSync(join(root, 'fr'));
  writeFileSync(join(root, 'fr', '404.html'), '<h1>Page introuvable</h1>');
  server = await serveDist(root);
});

afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

/** GETs a raw path (as sent, no escaping by a URL parser): status and body. */
function get(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(server.url);
    request({ hostname, port, path }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

test('a malformed % escape gets 400, and the server goes on serving', async () => {
  for (const path of ['/%E0%A4%A', '/en/%', '/%zz/']) expect((await get(path)).status, path).toBe(400);
  expect(await get('/en/')).toEqual({ status: 200, body: '<h1>Rules</h1>' });
});

test('an escaped path is served; an unknown one gets the 404 page', async () => {
  expect((await get('/%65n/')).status).toBe(200);
  expect(await get('/no-such-page/')).toEqual({ status: 404, body: '<h1>Page not found</h1>' });
});

test("an unknown path under a language gets that language's not-found page, the nearest up the tree", async () => {
  for (const path of ['/fr/swccg/nope/', '/fr/nope/', '/fr/ti4/component-limitations/nope/', '/fr/x.json'])
    expect(await get(path), path).toEqual({ status: 404, body: '<h1>Page introuvable</h1>' });
  for (const path of ['/en/nope/', '/de/', '/../../etc/passwd'])
    expect(await get(path), path).toEqual({ status: 404, body: '<h1>Page not found</h1>' });
});

test('a page asked with ?cut=N&pause=MS comes in two pieces: its first N bytes, then the rest MS later', async () => {
  const { hostname, port } = new URL(server.url);
  const pieces: { text: string; at: number }[] = [];
  const start = Date.now();
  await new Promise<void>((resolve, reject) => {
    request({ hostname, port, path: '/en/?cut=4&pause=200' }, (response) => {
      response.setEncoding('utf8').on('data', (chunk: string) => pieces.push({ text: chunk, at: Date.now() - start }));
      response.on('end', resolve);
    })
      .on('error', reject)
      .end();
  });
  expect(pieces.map((piece) => piece.text)).toEqual(['<h1>', 'Rules</h1>']);
  expect(pieces[1].at - pieces[0].at).toBeGreaterThanOrEqual(150);
});
