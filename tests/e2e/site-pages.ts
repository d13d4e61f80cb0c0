/**
 * Every page of the built site (`dist/**\/*.html`) as the URL path that serves
 * it, for tests that must visit them all.
 *
 * @example
 * builtPages() // ['/', '/404.html', '/en/', '/en/status/', …]
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export const distDir = join(import.meta.dirname, '..', '..', 'dist');

export function builtPages(): string[] {
  if (!existsSync(distDir)) throw new Error('dist/ is missing: run `npm run build` first');
  return readdirSync(distDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => `/${relative(distDir, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
    .map((path) => path.replace(/index\.html$/, ''))
    .sort();
}

/** The file of `dist/` that serves a page path. */
export function fileOf(path: string): string {
  return join(distDir, path.endsWith('/') ? `${path}index.html` : path);
}
