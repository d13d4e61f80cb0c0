/**
 * After the build, trims each page's Content-Security-Policy `<meta>` to the
 * hashes of the inline scripts and styles that page has (`ownHashesOnly`),
 * then writes `dist/_headers` (Netlify / Cloudflare Pages format):
 * the Content-Security-Policy the pages carry as `<meta>` (Astro's
 * `security.csp`, with the hashes of every page's inline scripts and styles),
 * plus the directives a `<meta>` cannot carry (`frame-ancestors`), long-lived
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
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Directives only an HTTP header can carry (a `<meta>` CSP ignores them). */
const headerOnlyDirectives = ["frame-ancestors 'none'"];

/** Paths whose files are named by a hash of their content, so never change. */
const immutablePaths = ['/_astro/*', '/pagefind/fragment/*', '/pagefind/index/*', '/pagefind/*.pf_meta'];

export default function securityHeaders(): AstroIntegration {
  return {
    name: 'rules:security-headers',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        let trimmed = 0;
        const policies = htmlFiles(out)
          .map((file) => {
            const html = readFileSync(file, 'utf8');
            const own = ownHashesOnly(html);
            if (own !== html) {
              writeFileSync(file, own);
              trimmed += 1;
            }
            return cspOf(own);
          })
          .filter((policy) => policy !== undefined);
        if (policies.length === 0) throw new Error('no page has a Content-Security-Policy <meta>: is security.csp on in astro.config.mjs?');
        const policy = [...mergePolicies(policies), ...headerOnlyDirectives].join('; ');
        const lines = [
          '/*',
          `  Content-Security-Policy: ${policy}`,
          '  X-Content-Type-Options: nosniff',
          '  Referrer-Policy: strict-origin-when-cross-origin',
          ...immutablePaths.flatMap((path) => [path, '  Cache-Control: public, max-age=31536000, immutable']),
        ];
        writeFileSync(join(out, '_headers'), `${lines.join('\n')}\n`);
        logger.info(`CSP <meta> of ${trimmed} pages trimmed to their own inline scripts and styles; _headers written: CSP of ${policies.length} pages`);
      },
    },
  };
}

/** The `content` of a page's CSP `<meta>`. */
export function cspOf(html: string): string | undefined {
  const meta = /<meta\s[^>]*http-equiv="content-security-policy"[^>]*>/i.exec(html)?.[0];
  return meta ? /content="([^"]*)"/.exec(meta)?.[1].replaceAll('&#39;', "'").replaceAll('&apos;', "'") : undefined;
}

const hashSource = /^'(sha(?:256|384|512))-([A-Za-z0-9+/=]+)'$/;

/**
 * The page with its CSP `<meta>` allowing, of the script and style hashes
 * Astro put in it, only those of an inline `<script>` or `<style>` of the page.
 * Astro lists on every page the hashes of every script it might inline
 * anywhere: its island runtime and `client:*` directive scripts, which this
 * site never renders, and other pages' styles. Nothing is ever added: a script
 * or style Astro did not hash stays blocked.
 *
 * @example
 * ownHashesOnly(`<meta http-equiv="content-security-policy" content="script-src 'self' 'sha256-A…' 'sha256-B…'"><script>a()</script>`)
 * // keeps 'sha256-A…' if it is the hash of `a()`, drops 'sha256-B…'
 */
export function ownHashesOnly(html: string): string {
  const meta = /(<meta\s[^>]*http-equiv="content-security-policy"[^>]*\scontent=")([^"]*)(")/i.exec(html);
  if (!meta) return html;
  const inline = {
    script: [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(([, attributes]) => !/\ssrc=/i.test(` ${attributes}`)).map((match) => match[2]),
    style: [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1]),
  };
  const digests = new Map<string, Set<string>>();
  const isInline = (kind: 'script' | 'style', algorithm: string, digest: string) => {
    const key = `${kind} ${algorithm}`;
    if (!digests.has(key)) digests.set(key, new Set(inline[kind].map((text) => createHash(algorithm).update(text).digest('base64'))));
    return digests.get(key)!.has(digest);
  };
  const policy = meta[2]
    .split(';')
    .map((directive) => {
      const kind = /^\s*(script|style)-src(?:-elem)?\s/.exec(directive)?.[1] as 'script' | 'style' | undefined;
      if (!kind) return directive;
      const leading = /^\s*/.exec(directive)![0];
      const sources = directive.trim().split(/\s+/).filter((source) => {
        const hash = hashSource.exec(source);
        return !hash || isInline(kind, hash[1], hash[2]);
      });
      return `${leading}${sources.join(' ')}`;
    })
    .join(';');
  return policy === meta[2] ? html : `${html.slice(0, meta.index)}${meta[1]}${policy}${meta[3]}${html.slice(meta.index + meta[0].length)}`;
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
    for (const directive of policy.split(';').map((part) => part.trim()).filter(Boolean)) {
      const [name, ...sources] = directive.split(/\s+/);
      if (!directives.has(name)) directives.set(name, new Set());
      for (const source of sources) directives.get(name)!.add(source);
    }
  }
  return [...directives].map(([name, sources]) => [name, ...sources].join(' '));
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}
