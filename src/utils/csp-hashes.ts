/**
 * Trims a page's Content-Security-Policy `<meta>` to what the page needs.
 * Astro (`security.csp`) puts on every page the hashes of every script it
 * might inline anywhere — its island runtime and its five `client:*` directive
 * scripts, which this site never renders — and of other pages' styles.
 * `src/middleware.ts` applies this to every page as it is rendered.
 *
 * @example
 * ownHashesOnly(`<meta http-equiv="content-security-policy" content="script-src 'self' 'sha256-A…' 'sha256-B…'"><script>a()</script>`)
 * // keeps 'sha256-A…' if it is the hash of `a()`, drops 'sha256-B…'
 */
import { createHash } from 'node:crypto';

/** Digests of inline contents seen, by algorithm: pages repeat the same few scripts and stylesheets. */
const seen = new Map<string, Map<string, string>>();

function digestOf(algorithm: string, text: string): string {
  if (!seen.has(algorithm)) seen.set(algorithm, new Map());
  const digests = seen.get(algorithm)!;
  let digest = digests.get(text);
  if (digest === undefined) {
    if (digests.size >= 1000) digests.clear();
    digest = createHash(algorithm).update(text).digest('base64');
    digests.set(text, digest);
  }
  return digest;
}

const hashSource = /^'(sha(?:256|384|512))-([A-Za-z0-9+/=]+)'$/;

/**
 * The page with its CSP `<meta>` allowing, of the script and style hashes
 * Astro put in it, only those of an inline `<script>` or `<style>` of the page.
 * Nothing is ever added: a script or style Astro did not hash stays blocked.
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
    if (!digests.has(key)) digests.set(key, new Set(inline[kind].map((text) => digestOf(algorithm, text))));
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

/** The `content` of a page's CSP `<meta>`. */
export function cspOf(html: string): string | undefined {
  const meta = /<meta\s[^>]*http-equiv="content-security-policy"[^>]*>/i.exec(html)?.[0];
  return meta ? /content="([^"]*)"/.exec(meta)?.[1].replaceAll('&#39;', "'").replaceAll('&apos;', "'") : undefined;
}
