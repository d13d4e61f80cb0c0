/**
 * What the build learns of each page as Astro renders it, so that no built
 * page is read again: Astro's own prerenderer renders the page, and this one
 * around it (`setPrerenderer`, in the integration's process) trims the page's
 * CSP `<meta>` to the hashes of its own inline scripts and styles
 * (`headers/csp-hashes.ts`, on the page's bytes) and records the page — its
 * policy for `_headers` (`headers/security-headers.ts`), its revision for the
 * service worker's precache (`offline/write-service-worker.ts`) — and hands it to
 * `onPage` (the stamped pages' templates go to the workers as soon as they
 * are rendered). The integration owns the record and passes it on.
 *
 * @example
 * const pages = renderedPages();
 * setPrerenderer((astros) => recordingPrerenderer(astros, pages, (file, html) => …));
 * pages.policies // Set { "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-…'; …" }
 * pages.revisions.get('en/ti4/component-limitations/index.html') // 'c0ffee…'
 */
import { createHash } from 'node:crypto';
import type { AstroPrerenderer } from 'astro';
import { cspOf, ownHashesOnly } from '../headers/csp-hashes.ts';
import { languageNotFound } from './not-found-pages.ts';

export interface RenderedPages {
  /** Each distinct policy of the pages' CSP `<meta>`. */
  policies: Set<string>;
  /** Each page's revision (a hash of its bytes), by its file in the output (`en/index.html`, `en/ti4/x/citations.json`). */
  revisions: Map<string, string>;
}

/** An empty record. */
export function renderedPages(): RenderedPages {
  return { policies: new Set(), revisions: new Map() };
}

/**
 * The file a page's path is written to: `/en/` → `en/index.html`; `/404.html` stays; `/404/` (as Astro renders the
 * 404 page) is `404.html`, and `/en/404/` (a language's, moved there by `not-found-pages.ts`) `en/404.html`.
 */
export function fileOfPath(pathname: string): string {
  const path = decodeURI(pathname).replace(/^\//, '');
  if (path === '404/') return '404.html';
  if (languageNotFound.test(path)) return path.replace(/\/$/, '.html');
  return path === '' || path.endsWith('/') ? `${path}index.html` : path;
}

/** Records a rendered page's revision, and its CSP where it has one. */
export function recordPage(pages: RenderedPages, file: string, body: Buffer, policy?: string): void {
  pages.revisions.set(file, createHash('md5').update(body).digest('hex'));
  if (policy) pages.policies.add(policy);
}

/** Astro's prerenderer with each page trimmed, recorded and handed on (see the module comment). */
export function recordingPrerenderer(
  astros: AstroPrerenderer,
  pages: RenderedPages,
  onPage: (file: string, body: Buffer) => void,
): AstroPrerenderer {
  return {
    ...astros,
    name: 'rules:recording',
    render: async (request, options) => {
      const rendered = await astros.render(request, options);
      const response = rendered instanceof Response ? rendered : rendered.response;
      const body = Buffer.from(await response.arrayBuffer());
      const isPage = response.headers.get('content-type')?.startsWith('text/html');
      const page = isPage ? ownHashesOnly(body) : body;
      const file = fileOfPath(new URL(request.url).pathname);
      recordPage(pages, file, page, isPage ? cspOf(page) : undefined);
      onPage(file, page);
      // (A Node Buffer is a Uint8Array over an ArrayBuffer: what a Response body takes.)
      const trimmed = new Response(page as Uint8Array<ArrayBuffer>, response);
      return rendered instanceof Response ? trimmed : { ...rendered, response: trimmed };
    },
  };
}
