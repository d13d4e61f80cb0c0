/**
 * Trims a page's Content-Security-Policy `<meta>` to what the page needs.
 * Astro (`security.csp`) puts on every page the hashes of every script it
 * might inline anywhere — its island runtime and its `client:*` directive
 * scripts, which this site never renders, other pages' scripts — and of other
 * pages' styles. The build applies this to every page as it is rendered
 * (`src/build/rendered-pages.ts`).
 *
 * It works on the page's bytes, as Astro renders them: tens of thousands of
 * pages are never decoded into strings and encoded again, only the `<meta>`'s
 * few hundred bytes are.
 *
 * @example
 * ownHashesOnly(Buffer.from(`<meta http-equiv="content-security-policy" content="script-src 'self' 'sha256-A…' 'sha256-B…'"><script>a()</script>`))
 * // keeps 'sha256-A…' if it is the hash of `a()`, drops 'sha256-B…'
 */
import { createHash } from 'node:crypto';

const hashSource = /^'(sha(?:256|384|512))-([A-Za-z0-9+/=]+)'$/;
const metaStart = Buffer.from('http-equiv="content-security-policy"');
const contentStart = Buffer.from('content="');

/** Where the policy of a page's CSP `<meta>` is in its bytes, or undefined. */
function policyRange(html: Buffer): { start: number; end: number } | undefined {
  const meta = html.indexOf(metaStart);
  if (meta === -1) return undefined;
  const tagStart = html.lastIndexOf('<', meta);
  const tagEnd = html.indexOf('>', meta);
  let content = html.indexOf(contentStart, tagStart);
  if (content === -1 || content > tagEnd) return undefined;
  content += contentStart.length;
  return { start: content, end: html.indexOf('"', content) };
}

/** The contents of the inline `<script>`s (no `src`) and `<style>`s of a page, as byte ranges. */
function inlineContents(html: Buffer, tag: 'script' | 'style'): Buffer[] {
  const contents: Buffer[] = [];
  const open = Buffer.from(`<${tag}`);
  const close = Buffer.from(`</${tag}>`);
  for (let at = html.indexOf(open); at !== -1; at = html.indexOf(open, at + 1)) {
    const next = html[at + open.length];
    // `<scripts…` or `<styled…` are other tags.
    if (next !== 0x3e /* > */ && next !== 0x20 && next !== 0x09 && next !== 0x0a) continue;
    const tagEnd = html.indexOf('>', at);
    const end = html.indexOf(close, tagEnd);
    if (tagEnd === -1 || end === -1) break;
    if (tag === 'script' && /\ssrc=/i.test(html.toString('latin1', at, tagEnd))) continue;
    contents.push(html.subarray(tagEnd + 1, end));
  }
  return contents;
}

/** The page with only the hashes of its own inline scripts and styles in its CSP `<meta>` (see the module comment). */
export function ownHashesOnly(html: Buffer): Buffer {
  const range = policyRange(html);
  if (!range) return html;
  const policy = html.toString('utf8', range.start, range.end);
  const digests = new Map<string, Set<string>>();
  const isInline = (kind: 'script' | 'style', algorithm: string, digest: string) => {
    const key = `${kind} ${algorithm}`;
    if (!digests.has(key))
      digests.set(
        key,
        new Set(inlineContents(html, kind).map((content) => createHash(algorithm).update(content).digest('base64'))),
      );
    return digests.get(key)!.has(digest);
  };
  const trimmed = policy
    .split(';')
    .map((directive) => {
      const kind = /^\s*(script|style)-src(?:-elem)?\s/.exec(directive)?.[1] as 'script' | 'style' | undefined;
      if (!kind) return directive;
      const leading = /^\s*/.exec(directive)![0];
      const sources = directive
        .trim()
        .split(/\s+/)
        .filter((source) => {
          const hash = hashSource.exec(source.replaceAll('&#39;', "'"));
          return !hash || isInline(kind, hash[1], hash[2]);
        });
      return `${leading}${sources.join(' ')}`;
    })
    .join(';');
  if (trimmed === policy) return html;
  return Buffer.concat([html.subarray(0, range.start), Buffer.from(trimmed), html.subarray(range.end)]);
}

/** The policy of a page's CSP `<meta>`, or undefined. */
export function cspOf(html: Buffer | string): string | undefined {
  const bytes = typeof html === 'string' ? Buffer.from(html) : html;
  const range = policyRange(bytes);
  return range && bytes.toString('utf8', range.start, range.end).replaceAll('&#39;', "'").replaceAll('&apos;', "'");
}
