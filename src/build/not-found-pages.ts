/**
 * The languages' not-found pages where hosts look for them: Astro writes
 * `src/pages/[lang]/404.astro` as `{lang}/404/index.html` (only the root
 * `404` page becomes `404.html`); Cloudflare Pages answers a missing
 * `/{lang}/…` with the nearest `404.html` up the tree, so each is moved to
 * `{lang}/404.html` once the build is done.
 *
 * @example
 * moveNotFoundPages('dist') // dist/fr/404/index.html → dist/fr/404.html, …
 */
import { existsSync, renameSync, rmdirSync } from 'node:fs';
import { join } from 'node:path';
import { languages } from '../i18n/languages.ts';

/** A language's not-found page as Astro renders it (`fr/404/`), in the output's terms (no leading `/`). */
export const languageNotFound = new RegExp(`^(${languages.join('|')})/404/$`);

/** Moves each language's not-found page to `{lang}/404.html`. Returns the files moved. */
export function moveNotFoundPages(outDir: string): string[] {
  const moved: string[] = [];
  for (const lang of languages) {
    const rendered = join(outDir, lang, '404', 'index.html');
    if (!existsSync(rendered)) continue;
    renameSync(rendered, join(outDir, lang, '404.html'));
    rmdirSync(join(outDir, lang, '404'));
    moved.push(`${lang}/404.html`);
  }
  return moved;
}
