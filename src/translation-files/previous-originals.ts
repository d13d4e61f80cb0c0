/**
 * The words of an original paragraph as a translation was last checked
 * against them, for the `#| msgid` of a fuzzy entry, where the review record
 * (`content/reviewed-translations.yaml`) kept only their fingerprint (an entry
 * written before it kept the words, `checked-originals.ts`): they are found
 * where they were written down — first in the PO file exported before
 * (its entry's `msgid`, as `msgmerge --previous` keeps it), then in the
 * original's history in git: its latest version whose paragraph has that
 * fingerprint.
 *
 * @example
 * const previous = previousOriginals(root);
 * previous.fromHistory('content/topics/ti4/component-limitations.en.mdx', 'dice', 'c4106e055e97') // '<b>Dice:</b> Dice are limitless.'
 */
import { execFileSync } from 'node:child_process';
import { fingerprintOf } from '../content-model/fingerprint.ts';
import { readText } from '../content-model/read-text.ts';
import { tagsOfBlocks } from './markup-tags.ts';
import type { ReadEntry } from './po-files.ts';

/** How many versions of a file back the history is searched. */
const versionsSearched = 50;

/** The previous original of an entry of a PO file exported before, where it has one. */
export function fromEarlierExport(earlier: ReadEntry | undefined, id: string): string | undefined {
  if (!earlier) return undefined;
  if (earlier.fuzzy && earlier.previous !== undefined) return earlier.previous;
  return earlier.id !== id ? earlier.id : undefined;
}

/** The previous originals found in `root`'s git history (nothing where it is not a git repository). */
export function historyOfOriginals(root: string) {
  const versions = new Map<string, string[]>();
  const git = (args: string[]) =>
    execFileSync('git', ['-C', root, ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 1 << 26,
    });
  /** The file's versions in git, newest first (as texts). */
  const versionsOf = (file: string): string[] => {
    if (!versions.has(file)) {
      let texts: string[] = [];
      try {
        const commits = git(['log', '--format=%H', '-n', String(versionsSearched), '--', file])
          .split('\n')
          .filter(Boolean);
        texts = commits.map((commit) => git(['show', `${commit}:./${file}`]));
      } catch {
        texts = [];
      }
      versions.set(file, texts);
    }
    return versions.get(file)!;
  };
  return {
    /** The tagged words of paragraph `id` of `file` in its latest version whose fingerprint is `fingerprint`. */
    fromHistory(file: string, lang: string, id: string, fingerprint: string): string | undefined {
      for (const text of versionsOf(file)) {
        const paragraph = readText(text, lang).paragraphs.find((each) => each.id === id);
        if (paragraph && fingerprintOf(paragraph) === fingerprint) return tagsOfBlocks(paragraph.blocks);
      }
      return undefined;
    },
  };
}
