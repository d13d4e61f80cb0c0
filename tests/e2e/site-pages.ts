/**
 * Every page of the built site (`dist/**\/*.html`) as the URL path that serves
 * it, and its kind, for tests that visit them all or one of each kind.
 *
 * @example
 * builtPages() // ['/', '/404.html', '/en/', '/en/status/', …]
 * pageKind('/fr/ti4/component-limitations/') // 'fallback topic'
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pageOfPath } from '../../src/routing/paths.ts';
import { topicTexts } from '../support/content.ts';

const projectDir = join(import.meta.dirname, '..', '..');
export const distDir = join(projectDir, 'dist');

/** The pages, read from dist/ once per process (each spec file asks for them several times as it loads, in every worker). */
let pages: string[] | undefined;

export function builtPages(): string[] {
  if (!existsSync(distDir)) throw new Error('dist/ is missing: run `npm run build` first');
  pages ??= readdirSync(distDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => `/${relative(distDir, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
    .map((path) => path.replace(/index\.html$/, ''))
    .sort();
  return [...pages];
}

/** The file of `dist/` that serves a page path. */
export function fileOf(path: string): string {
  return join(distDir, path.endsWith('/') ? `${path}index.html` : path);
}

/** `lang/game/topic` of every text in content/topics/. */
const texts = new Set(topicTexts().map((text) => `${text.lang}/${text.topicId}`));

/** What a page is, from its path: `root`, `404`, `home`, `status`, `glossary`, `game`, `booklet`, `(fallback) topic`, `(fallback) paragraph`, `sideBySide`. */
export function pageKind(path: string): string {
  if (path === '/404.html') return '404';
  const page = pageOfPath(path);
  if (!page) throw new Error(`${path} is no page of the URL grammar (src/routing/paths.ts)`);
  if (page.kind !== 'topic' && page.kind !== 'paragraph') return page.kind;
  const fallback = texts.has(`${page.lang}/${page.topicId}`) ? '' : 'fallback ';
  return `${fallback}${page.kind}`;
}

/**
 * Every page with a text of its own (homes, games, topics in their language,
 * status, glossary, root, 404), and of the pages made from one template over
 * another page's text — fallback topics, paragraph pages, topics side by
 * side, games' booklets (their topics' texts again) — the first of each kind
 * and language: every page kind in every language, in a test run that stays short.
 */
export function pagesOfEachKind(): string[] {
  const seen = new Set<string>();
  return builtPages().filter((path) => {
    const kind = pageKind(path);
    if (!kind.endsWith('paragraph') && kind !== 'fallback topic' && kind !== 'sideBySide' && kind !== 'booklet')
      return true;
    const [lang] = path.split('/').filter(Boolean);
    const key = `${kind} ${lang}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Pages grouped by their first two path segments (`/en/ti4/…`), for tests that visit them all. */
export function pageGroups(): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const path of builtPages()) {
    const group = `/${path.split('/').filter(Boolean).slice(0, 2).join('/')}`;
    if (!groups.has(group)) groups.set(group, []);
    groups.get(group)!.push(path);
  }
  return groups;
}

/**
 * Every side-by-side page of the build, `/{lang}/{game}/{topic}/~{other}/`, sorted.
 *
 * @example
 * sideBySidePages() // ['/en/ti4/component-limitations/~ru/', '/fr/ti4/component-limitations/~ru/', '/ru/ti4/component-limitations/~en/']
 */
export function sideBySidePages(): string[] {
  return builtPages().filter((path) => pageKind(path) === 'sideBySide');
}

/**
 * Every `/{lang}/{game}/{topic}/` page of the build, fallbacks included, sorted.
 *
 * @example
 * topicPages() // ['/en/rftg/rebel-vs-imperium/', …, '/ru/ti4/component-limitations/']
 */
export function topicPages(): string[] {
  return builtPages().filter((path) => pageKind(path).endsWith('topic'));
}
