/**
 * Every page as it is rendered (at build time, the site being static): its
 * CSP `<meta>` trimmed to the hashes of its own inline scripts and styles
 * (`src/utils/csp-hashes.ts`), and what the steps after the build need of it
 * recorded (`src/utils/rendered-pages.ts`: its policy and revision). Done here,
 * not after the build, so that each page is written once and never read again.
 *
 * @example
 * // dist/en/index.html: script-src 'self' 'wasm-unsafe-eval' + the hashes of its own inline scripts, not all of Astro's
 */
import { defineMiddleware } from 'astro:middleware';
import { cspOf, ownHashesOnly } from './utils/csp-hashes.ts';
import { recordRenderedPage } from './utils/rendered-pages.ts';

export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  if (!import.meta.env.PROD) return response;
  const type = response.headers.get('content-type') ?? '';
  if (type.startsWith('text/html')) {
    const html = ownHashesOnly(await response.text());
    recordRenderedPage(context.url.pathname, html, cspOf(html));
    return new Response(html, response);
  }
  const body = await response.text();
  recordRenderedPage(context.url.pathname, body);
  return new Response(body, response);
});
