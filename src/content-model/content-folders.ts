/**
 * The folders of `content/` as the content model walks them: a folder's files
 * or its folders, by name, sorted (the order everything is read and reported
 * in); none where the folder does not exist.
 *
 * @example
 * files(root, 'content/games') // ['rftg.yaml', 'swccg.yaml', 'ti4.yaml']
 * directories(root, 'content/topics') // ['rftg', 'swccg', 'ti4']
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The names of a folder's files (or its folders), sorted; none where the folder does not exist. */
function entries(root: string, dir: string, kind: 'file' | 'folder'): string[] {
  const path = join(root, dir);
  if (!existsSync(path)) return [];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => (kind === 'file' ? entry.isFile() : entry.isDirectory()))
    .map((entry) => entry.name)
    .sort();
}

/** A folder's files, by name, sorted. */
export const files = (root: string, dir: string) => entries(root, dir, 'file');
/** A folder's folders, by name, sorted. */
export const directories = (root: string, dir: string) => entries(root, dir, 'folder');
