/**
 * A problem in `content/`, named by file and line, as the build, `npm run
 * check:content` and `npm run ids:publish` print it.
 *
 * @example
 * formatProblem({ severity: 'error', file: 'content/topics/swccg/actions.fr.mdx', line: 72, message: '<Ref to="swccg/actions#nope">: …' })
 * // 'content/topics/swccg/actions.fr.mdx:72: <Ref to="swccg/actions#nope">: …'
 */
export interface Problem {
  severity: 'error' | 'warning';
  /** Path from the project root, e.g. `content/topics/ti4/units.en.mdx`. */
  file: string;
  /** 1-based line, where there is one. */
  line?: number;
  message: string;
}

/** `content/topics/x.mdx:12: what is wrong` (`warning: ` first for warnings). */
export function formatProblem(problem: Problem): string {
  const where = problem.line ? `${problem.file}:${problem.line}` : problem.file;
  return `${where}: ${problem.severity === 'warning' ? 'warning: ' : ''}${problem.message}`;
}

/** Errors first, then warnings; each by file and line. */
export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) => a.severity.localeCompare(b.severity) || a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0),
  );
}

/** Adds a problem to a list: `report(file, line, message)`, a warning when said so. */
export type Report = (file: string, line: number | undefined, message: string, severity?: Problem['severity']) => void;
