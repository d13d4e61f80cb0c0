/**
 * The sources the texts name (part of `content-checks.ts`): `source.seed` and
 * each of `source.alsoFrom` is a file of the repository's `sources/`, the
 * texts the content is converted from (see docs/authoring.md, "Sources").
 * Read from the front matter as written, so that the check runs also where
 * another field of it is wrong.
 *
 * @example
 * checkSources(files, report)
 * // report('content/topics/ti4/units.en.mdx', 7, 'source.seed "placeholder.txt" names no source: no file sources/placeholder.txt (sources: 000_cef85be715a0f76e.txt, …); bring the source into sources/ first (docs/authoring.md, "Sources")')
 */
import type { FilesAsRead } from './content-files.ts';
import type { Report } from './problems.ts';
import { nearestKey } from './unknown-keys.ts';

/** Reports each source a text names that `sources/` does not have (see the module comment). */
export function checkSources(model: FilesAsRead, report: Report): void {
  const known = new Set(model.sources);
  const listed = model.sources.join(', ') || 'none';
  // (An earlier revision of a text names its source as a text does.)
  for (const text of [...model.texts, ...model.revisions]) {
    const source = (text.source.frontMatter?.data as { source?: { seed?: unknown; alsoFrom?: unknown } } | undefined)
      ?.source;
    if (!source || typeof source !== 'object') continue;
    const named: { name: unknown; path: (string | number)[] }[] = [
      ...(source.seed !== undefined ? [{ name: source.seed, path: ['source', 'seed'] }] : []),
      ...(Array.isArray(source.alsoFrom)
        ? source.alsoFrom.map((name, index) => ({ name, path: ['source', 'alsoFrom', index] }))
        : []),
    ];
    for (const { name, path } of named) {
      // (A placeholder of `npm run new` is an error of its own.)
      if (typeof name !== 'string' || known.has(name) || name.startsWith('FILL IN:')) continue;
      const nearest = nearestKey(name, model.sources);
      report(
        text.file,
        text.source.frontMatter?.lineOf(path),
        `${path.join('.')} "${name}" names no source: no file sources/${name}${nearest ? `; did you mean "${nearest}"?` : ''} (sources: ${listed}); bring a new source into sources/ first (docs/authoring.md, "Sources")`,
      );
    }
  }
}
