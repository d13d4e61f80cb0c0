/**
 * What the build learns of each page while Astro renders it (`src/middleware.ts`):
 * its Content-Security-Policy and its revision (a hash of its bytes). The
 * steps after the build read them here instead of reading every built page
 * again: `_headers` (`headers/security-headers.ts`) and the service
 * worker's precache (`offline/service-worker.ts`).
 *
 * Kept on `globalThis`: the middleware runs in the build's render bundle, the
 * integrations in Astro's own process, as different instances of this module.
 *
 * @example
 * recordRenderedPage('/en/ti4/component-limitations/', Buffer.from(html), "default-src 'self'; script-src …");
 * renderedPages().policies // Set { "default-src 'self'; script-src …" }
 * renderedPages().revisions.get('en/ti4/component-limitations/index.html') // 'c0ffee…'
 */
import { createHash } from 'node:crypto';

export interface RenderedPages {
  /** Each distinct policy of the pages' CSP `<meta>`. */
  policies: Set<string>;
  /** Each page's revision, by its file in the output (`en/index.html`, `en/ti4/x/citations.json`). */
  revisions: Map<string, string>;
  /** Told of each page as it is rendered (the paragraph pages' templates are wanted at once). */
  listeners: ((file: string, body: Buffer) => void)[];
}

const key = Symbol.for('rules-at-the-table.rendered-pages');

/** The record of this build's rendered pages. */
export function renderedPages(): RenderedPages {
  const store = globalThis as Record<symbol, RenderedPages | undefined>;
  return (store[key] ??= { policies: new Set(), revisions: new Map(), listeners: [] });
}

/** The file a page's path is written to: `/en/` → `en/index.html`; `/404.html` stays; `/404/` (as Astro renders the 404 page) is `404.html`. */
export function fileOfPath(pathname: string): string {
  const path = decodeURI(pathname).replace(/^\//, '');
  if (path === '404/') return '404.html';
  return path === '' || path.endsWith('/') ? `${path}index.html` : path;
}

/** Records a rendered page: its revision, and its CSP when it has one. */
export function recordRenderedPage(pathname: string, body: Buffer, policy?: string): void {
  const pages = renderedPages();
  const file = fileOfPath(pathname);
  pages.revisions.set(file, createHash('md5').update(body).digest('hex'));
  if (policy) pages.policies.add(policy);
  for (const listener of pages.listeners) listener(file, body);
}
