/**
 * A small static server for a built site, gzip-compressing text the way a
 * production host or CDN does, for the measuring scripts (Lighthouse, bench).
 * Directory URLs serve their `index.html`; unknown paths get the nearest
 * `404.html` up the tree, as Cloudflare Pages serves them (`/fr/nope/` gets
 * `fr/404.html`, the French not-found page; `/nope/` the root `404.html`); a
 * malformed URL (a broken `%` escape) gets 400.
 *
 * A slow connection, for the tests of a page read as it arrives: a page asked
 * with `?cut=N&pause=MS` comes in two pieces, its first N bytes (of its HTML,
 * not gzip'd), then the rest MS milliseconds later; the browser shows the
 * first piece meanwhile.
 *
 * @example
 * const server = await serveDist('dist');
 * console.log(server.url); // http://127.0.0.1:41234/
 * await server.close();
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize } from 'node:path';
import { createGzip } from 'node:zlib';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.xml': 'application/xml',
};
const compressible = /^(text\/|application\/(json|manifest\+json|xml|javascript)|image\/svg)/;

/** The `404.html` nearest a missing path, up the tree from its directory to the root's. */
function notFoundPage(root: string, path: string): string {
  for (let dir = join(root, path.endsWith('/') ? path : dirname(path)); ; dir = dirname(dir)) {
    if (!dir.startsWith(normalize(root))) return join(root, '404.html');
    const page = join(dir, '404.html');
    if (existsSync(page)) return page;
  }
}

export interface DistServer {
  url: string;
  close(): Promise<void>;
}

/** `?cut=N&pause=MS` of a request: where its page is cut in two, and how long the second piece waits. */
function twoPieces(query: URLSearchParams): { cut: number; pause: number } | undefined {
  const [cut, pause] = [Number(query.get('cut')), Number(query.get('pause'))];
  return query.has('cut') && Number.isInteger(cut) && cut >= 0 && pause >= 0 ? { cut, pause } : undefined;
}

export function serveDist(root: string, port = 0): Promise<DistServer> {
  const server = createServer((request, response) => {
    let path: string;
    try {
      path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    } catch {
      // A malformed escape (`/%E0%A4%A`): the request is wrong, not the server.
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request: malformed URL\n');
      return;
    }
    let file = join(root, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    let status = 200;
    if (!existsSync(file) || !file.startsWith(normalize(root))) {
      file = notFoundPage(root, path);
      status = 404;
    }
    const type = types[extname(file)] ?? 'application/octet-stream';
    const pieces = twoPieces(new URL(request.url ?? '/', 'http://x').searchParams);
    if (pieces && type.startsWith('text/html')) {
      const html = readFileSync(file);
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      response.write(html.subarray(0, pieces.cut));
      setTimeout(() => response.end(html.subarray(pieces.cut)), pieces.pause);
      return;
    }
    const gzip = compressible.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding']));
    response.writeHead(status, {
      'content-type': type,
      'cache-control': file.includes('/_astro/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
    });
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({
        url: `http://127.0.0.1:${actualPort}/`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
