/**
 * Every page as it is rendered (at build time, the site being static): its
 * CSP `<meta>` trimmed to the hashes of its own inline scripts and styles
 * (`src/headers/csp-hashes.ts`, on the page's bytes), and what the steps after
 * the build need of it recorded (`src/build/rendered-pages.ts`: its policy, and
 * its revision where the service worker precaches it). Done here, not after
 * the build, so that each page is written once and never read again.
 *
 * @example
 * // dist/en/index.html: script-src 'self' 'wasm-unsafe-eval' + the hashes of its own inline scripts, not all of Astro's
 */
import { defineMiddleware } from 'astro:middleware';
import { cspOf, ownHashesOnly } from './headers/csp-hashes.ts';
import { recordRenderedPage } from './build/rendered-pages.ts';

export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  const body = Buffer.from(await response.arrayBuffer());
  const isPage = response.headers.get('content-type')?.startsWith('text/html');
  const page = isPage ? ownHashesOnly(body) : body;
  recordRenderedPage(context.url.pathname, page, isPage ? cspOf(page) : undefined);
  // (A Node Buffer is a Uint8Array over an ArrayBuffer: what a Response body takes.)
  return new Response(page as Uint8Array<ArrayBuffer>, response);
});
