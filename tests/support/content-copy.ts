/**
 * Temporary copies of the project's `content/` and `sources/` (what the
 * content checks and the content tools read), for unit tests that change a
 * text and read the result: the project itself is never touched. A test file
 * deletes its copies after each test with `removeContentCopies`.
 *
 * For a copy that builds the site, see `project-copy.ts`.
 *
 * @example
 * afterEach(removeContentCopies);
 * const root = contentCopy('translations');
 * editFile(root, 'content/topics/ti4/component-limitations.en.mdx', (text) => text.replace('Dice are limitless.', 'Dice are few.'));
 * readFile(root, 'content/topics/ti4/component-limitations.en.mdx'); // '…Dice are few.…'
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './content.ts';

const copies: string[] = [];

/** A new copy of `content/` and `sources/` in a temporary folder named after what it is for (`name`); its root. */
export function contentCopy(name: string): string {
  const root = mkdtempSync(join(tmpdir(), `rules-${name}-`));
  copies.push(root);
  for (const part of ['content', 'sources']) cpSync(join(repoRoot, part), join(root, part), { recursive: true });
  return root;
}

/** Deletes every copy made so far. */
export function removeContentCopies(): void {
  for (const root of copies.splice(0)) rmSync(root, { recursive: true, force: true });
}

/** A file of a copy, as text (a path from the copy's root). */
export function readFile(root: string, file: string): string {
  return readFileSync(join(root, file), 'utf8');
}

/** Changes a file of a copy; fails when the change changes nothing (the text sought is not there). */
export function editFile(root: string, file: string, change: (text: string) => string): void {
  const before = readFile(root, file);
  const after = change(before);
  if (after === before) throw new Error(`editFile: nothing changed in ${file}`);
  writeFileSync(join(root, file), after);
}
