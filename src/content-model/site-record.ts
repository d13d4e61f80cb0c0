/**
 * The site's own record of its texts: when each file of `content/` was added
 * here, from git (the date of the commit that added it at its path; a file
 * renamed since counts from its new path). Not a date of the source: the
 * revisions' sources state none, and the pages and the feed show this one as
 * the site's ("added here on …"). Read once, with one `git log`; an empty map
 * where the folder is no git checkout or git is missing (a generated corpus),
 * and a file not committed yet has no date.
 *
 * @example
 * addedDates('/work/main').get('content/revisions/ti4/component-limitations.ru.000.mdx') // '2026-11-27'
 */
import { execFileSync } from 'node:child_process';

/** Each file of `content/topics/` and `content/revisions/` with the day git added it (`YYYY-MM-DD`). */
export function addedDates(root: string): Map<string, string> {
  const dates = new Map<string, string>();
  let log: string;
  try {
    log = execFileSync(
      'git',
      [
        'log',
        '--relative',
        '--no-renames',
        '--diff-filter=A',
        '--format=%x00%cs',
        '--name-only',
        '--',
        'content/topics',
        'content/revisions',
      ],
      { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 },
    );
  } catch {
    return dates;
  }
  // Newest first: the last date seen for a file is the commit that first added it.
  for (const entry of log.split('\0')) {
    const [date, ...names] = entry.split('\n').filter(Boolean);
    if (!date) continue;
    for (const name of names) dates.set(name, date);
  }
  return dates;
}
