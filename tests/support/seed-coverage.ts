/**
 * The sentences of the source texts (the repository's `sources/`, copies of
 * the files in `../shared/seeds/` from the repository root where that upstream
 * exists, so the check runs on any machine), as `../shared/tools/seed-coverage.py` reads them: letters and digits only,
 * case, punctuation, markup and ё/е folded, so only a change of words counts.
 *
 * @example
 * normalize('49.1. КУБИКИ: количество кубиков неограниченно.') // '49 1 кубики количество кубиков неограниченно'
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Language } from '../../src/i18n/languages.ts';
import { repoRoot } from './content.ts';

/** The sources the site's texts are converted from, as the repository keeps them (see sources/README.md). */
const sourcesDir = join(repoRoot, 'sources');
/** Where the sources are kept, beside the repository (`../shared/seeds/`), when on this machine: the copies must not drift from them. */
export const seedsDir = resolve(repoRoot, '../shared/seeds');

/**
 * The five sources of the site's texts: seed file → its language; seed 000 is
 * the earlier revision of 004 (`revisionOf`: the topic whose text keeps it as
 * an earlier revision, on its history page).
 */
export const sources: { seed: string; lang: Language; label: string; revisionOf?: string }[] = [
  { seed: '001_aca62f1091db89aa.txt', lang: 'en', label: 'TI4 en' },
  { seed: '004_f49852b638619b35.txt', lang: 'ru', label: 'TI4 ru' },
  {
    seed: '000_cef85be715a0f76e.txt',
    lang: 'ru',
    label: 'TI4 ru, earlier revision',
    revisionOf: 'ti4/component-limitations',
  },
  { seed: '002_3f08b6ca9ed20663.txt', lang: 'ru', label: 'RftG ru' },
  { seed: '003_97d13c49fc71b090.txt', lang: 'fr', label: 'SWCCG fr' },
];

/** Lines of the sources' web pages that are not rules. */
const chrome = ['last updated', 'was this helpful'];

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Python's `html.unescape` for the entities the sources can hold. */
function unescapeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#')
      return String.fromCodePoint(name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return entities[name.toLowerCase()] ?? whole;
  });
}

/**
 * Letters and digits only, lower case, ё as е, words joined by one space. A
 * footnote mark (`военных¹`) is a word of its own, as it is where the source
 * writes it as `<sup>1</sup>` and the content as `*военных*¹`.
 */
export function normalize(text: string): string {
  const folded = unescapeHtml(text)
    .replace(/[¹²³⁰-⁹]+/g, ' $& ')
    .normalize('NFKC')
    .toLowerCase()
    .replaceAll('ё', 'е')
    .replaceAll('_', ' ');
  return (folded.match(/[\p{L}\p{N}_]+/gu) ?? []).join(' ');
}

export interface Sentence {
  /** As written in the source. */
  text: string;
  normalized: string;
}

/** The sentences of a source of six words or more, HTML tags and Markdown links removed. */
export function sentencesOf(source: string): Sentence[] {
  const text = source.replace(/<[^>]+>/g, ' ').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
  return text
    .split(/(?<=[.!?;:])\s+|\n+/)
    .map((chunk) => ({ text: chunk.trim(), normalized: normalize(chunk) }))
    .filter(({ normalized }) => normalized.split(' ').length >= 6 && !chrome.some((line) => normalized.includes(line)));
}

/** A source's text, from the repository's `sources/`. */
export function readSource(seed: string): string {
  return readFileSync(join(sourcesDir, seed), 'utf8');
}

/** The original of a source, or undefined where the originals are not on this machine. */
export function readOriginal(seed: string): string | undefined {
  const path = join(seedsDir, seed);
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}
