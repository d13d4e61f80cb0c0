/**
 * `dist/_headers` (Netlify / Cloudflare Pages format), written after the
 * pages: the Content-Security-Policy the pages carry as `<meta>` (Astro's
 * `security.csp`, each page's trimmed to its own inline scripts and styles as
 * it renders, `build/rendered-pages.ts`, which records each distinct policy:
 * no page is read again here), plus the directives a `<meta>` cannot carry (`frame-ancestors`), long-lived
 * immutable caching for hashed assets, `X-Content-Type-Options` and
 * `Referrer-Policy`.
 *
 * @example
 * // dist/_headers
 * /*
 *   Content-Security-Policy: default-src 'self'; …; script-src 'self' 'wasm-unsafe-eval' 'sha256-…'
 *   X-Content-Type-Options: nosniff
 * /_astro/*
 *   Cache-Control: public, max-age=31536000, immutable
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { searchIndexLanguage } from '../search/search-words.ts';

/** Cloudflare Pages ignores a `_headers` line longer than this (docs/deploy.md). */
const longestLine = 2000;

/** Directives only an HTTP header can carry (a `<meta>` CSP ignores them). */
const headerOnlyDirectives = ["frame-ancestors 'none'"];

/**
 * Paths whose files are named by a hash of their content, so never change:
 * Astro's assets, and the fragments, index chunks and meta of the Pagefind
 * bundle (`/pagefind/`). One splat per path, at its end, as every `_headers`
 * format reads it.
 *
 * @example
 * immutablePaths() // ['/_astro/*', '/pagefind/fragment/*', '/pagefind/index/*', '/pagefind/typos/*', '/pagefind/pagefind.mul_*']
 */
function immutablePaths(): string[] {
  return [
    '/_astro/*',
    // The meta file is `pagefind.{language}_{hash}.pf_meta`; `pagefind.js` and `pagefind-entry.json` keep their names.
    '/pagefind/fragment/*',
    '/pagefind/index/*',
    '/pagefind/typos/*',
    `/pagefind/pagefind.${searchIndexLanguage}_*`,
  ];
}

/**
 * Writes `_headers` into the output from the distinct CSP policies of the
 * pages (recorded as they rendered, `build/rendered-pages.ts`); says what it
 * wrote. Fails where no page had a policy, or a line would be too long for a
 * host to read.
 */
export function writeSecurityHeaders(outDir: string, pagePolicies: Set<string>): string {
  // Pages share a few policies: each distinct one once.
  const policies = [...pagePolicies];
  if (policies.length === 0)
    throw new Error('no page has a Content-Security-Policy <meta>: is security.csp on in astro.config.mjs?');
  const policy = [...mergePolicies(policies), ...headerOnlyDirectives].join('; ');
  const lines = [
    '/*',
    `  Content-Security-Policy: ${policy}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    ...immutablePaths().flatMap((path) => [path, '  Cache-Control: public, max-age=31536000, immutable']),
  ];
  const tooLong = lines.find((line) => line.length > longestLine);
  if (tooLong)
    throw new Error(
      `_headers: a line of ${tooLong.length} characters (hosts ignore lines over ${longestLine}): ${tooLong.slice(0, 80)}…`,
    );
  writeFileSync(join(outDir, '_headers'), `${lines.join('\n')}\n`);
  return `_headers written: ${policies.length} distinct page policies merged`;
}

/**
 * One policy allowing what each page's policy allows: the sources of each
 * directive, in order of first appearance.
 *
 * @example
 * mergePolicies(["script-src 'self' 'sha256-a'", "script-src 'self' 'sha256-b'"])
 * // ["script-src 'self' 'sha256-a' 'sha256-b'"]
 */
export function mergePolicies(policies: string[]): string[] {
  const directives = new Map<string, Set<string>>();
  for (const policy of policies) {
    for (const directive of policy
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const [name, ...sources] = directive.split(/\s+/);
      if (!directives.has(name)) directives.set(name, new Set());
      for (const source of sources) directives.get(name)!.add(source);
    }
  }
  return [...directives].map(([name, sources]) => [name, ...sources].join(' '));
}
