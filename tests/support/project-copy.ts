/**
 * A temporary copy of the project — its content, code and configuration, with
 * the project's `node_modules` linked — for tests of what a change of content
 * or settings does to the built site: change files in it, run its npm
 * scripts, build it, serve its `dist/`. The project itself is never touched.
 *
 * A copy may hold only some games (`games`): their files of `content/` (texts,
 * earlier revisions, game, glossary), with `content/published-ids.yaml`,
 * `content/published-revisions.yaml` and `content/reviewed-translations.yaml`
 * cut to their topics, so that it builds only what its test needs; the
 * content checks hold on it as on the project.
 *
 * The copy lives under the project's `.cache/` (Astro compiles the `.astro`
 * files of a linked `node_modules` only inside the project's folder), and
 * `remove()` deletes it.
 *
 * @example
 * const copy = projectCopy('third-language', { games: ['ti4'] });
 * copy.edit('content/topics/ti4/component-limitations.en.mdx', (text) => text.replace('Dice are limitless.', 'Dice are few.'));
 * const { code, output } = await copy.build();
 * const server = await copy.serve(); // server.url: 'http://127.0.0.1:41234/'
 * await server.close();
 * copy.remove();
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { parseDocument } from 'yaml';
import { serveDist, type DistServer } from '../../tools/serve-dist.ts';
import { repoRoot } from './content.ts';

const run = promisify(execFile);

/** What a command printed, and its exit code. */
interface Ran {
  code: number;
  /** Standard output and standard error, in that order. */
  output: string;
}

export interface ProjectCopy {
  /** The copy's folder. */
  root: string;
  /** Its `dist/` once built. */
  dist: string;
  /** A file of the copy, as text (a path from the copy's root). */
  read(file: string): string;
  /** Writes a file of the copy (its folders made as needed). */
  write(file: string, text: string): void;
  /** Changes a file of the copy; fails when the change changes nothing (the text sought is not there). */
  edit(file: string, change: (text: string) => string): void;
  /** Removes a file of the copy. */
  delete(file: string): void;
  /** Runs `node {script} …args` in the copy (a script of `tools/`), as `npm run` would; never throws. */
  script(script: string, args?: string[], env?: Record<string, string>): Promise<Ran>;
  /** `npm run build` in the copy, with `env` added; never throws. */
  build(env?: Record<string, string>): Promise<Ran>;
  /** Serves the copy's `dist/` on a free port. */
  serve(): Promise<DistServer>;
  /** Deletes the copy. */
  remove(): void;
}

/** What a copy holds of the project: what a build reads. */
const parts = [
  'content',
  'sources',
  'src',
  'public',
  'tools',
  'astro.config.mjs',
  'site.config.ts',
  'package.json',
  'tsconfig.json',
];

/**
 * The environment of a command run in the copy: without vitest's
 * (`NODE_ENV=test`, `VITEST…`, which make Astro build for tests) and without
 * colours, so that its output can be read.
 */
function cleanEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(([name]) => !/^(VITEST|TEST$|NODE_ENV$)/.test(name));
  return { ...Object.fromEntries(inherited), FORCE_COLOR: '0', NO_COLOR: '1', ...extra };
}

function ran(promise: Promise<{ stdout: string; stderr: string }>): Promise<Ran> {
  return promise.then(
    ({ stdout, stderr }) => ({ code: 0, output: `${stdout}${stderr}` }),
    (error: { code?: number; stdout?: string; stderr?: string; message: string }) => ({
      code: typeof error.code === 'number' ? error.code : 1,
      output: `${error.stdout ?? ''}${error.stderr ?? ''}` || error.message,
    }),
  );
}

/** The files of `content/` keyed by topic or text (`{game}/{topic}:`, `{game}/{topic}.{lang}:`), which a copy of some games only cuts to theirs. */
const byTopic = [
  'content/published-ids.yaml',
  'content/published-revisions.yaml',
  'content/reviewed-translations.yaml',
];

/**
 * A new copy of the project, named after what it is for (`name`, in its
 * folder's name): all of `content/`, or only the games named in `games`.
 */
export function projectCopy(name: string, { games }: { games?: string[] } = {}): ProjectCopy {
  mkdirSync(join(repoRoot, '.cache'), { recursive: true });
  const root = mkdtempSync(join(repoRoot, '.cache', `copy-${name}-`));
  /** Whether a file of content/ belongs to a game left out: its texts' folder, its game file, its glossary. */
  const leftOut = (source: string) => {
    const [folder, game] = relative(join(repoRoot, 'content'), source).split(sep);
    return (
      games !== undefined &&
      ['topics', 'games', 'terms', 'revisions'].includes(folder) &&
      game !== undefined &&
      !games.includes(game.replace(/\.yaml$/, ''))
    );
  };
  for (const part of parts)
    cpSync(join(repoRoot, part), join(root, part), {
      recursive: true,
      filter: (source) => part !== 'content' || !leftOut(source),
    });
  symlinkSync(join(repoRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
  const path = (file: string) => join(root, file);
  if (games !== undefined) {
    for (const file of byTopic) {
      const document = parseDocument(readFileSync(path(file), 'utf8'));
      for (const topicId of Object.keys(document.toJS() ?? {}))
        if (!games.includes(topicId.split('/')[0])) document.delete(topicId);
      writeFileSync(path(file), String(document));
    }
  }
  const node = process.execPath;
  const copy: ProjectCopy = {
    root,
    dist: path('dist'),
    read: (file) => readFileSync(path(file), 'utf8'),
    write: (file, text) => {
      mkdirSync(dirname(path(file)), { recursive: true });
      writeFileSync(path(file), text);
    },
    edit: (file, change) => {
      const before = copy.read(file);
      const after = change(before);
      if (after === before) throw new Error(`projectCopy.edit: nothing changed in ${file}`);
      writeFileSync(path(file), after);
    },
    delete: (file) => rmSync(path(file)),
    script: (script, args = [], env = {}) =>
      ran(
        run(node, [`tools/${script}`, ...args], { cwd: root, env: cleanEnvironment(env), maxBuffer: 64 * 1024 * 1024 }),
      ),
    build: (env = {}) => {
      // The flags of `npm run build` (package.json), read from the copy: one build command for the site and its copies.
      const command = JSON.parse(copy.read('package.json'))
        .scripts.build.replace(/^node /, '')
        .split(/\s+/);
      return ran(run(node, command, { cwd: root, env: cleanEnvironment(env), maxBuffer: 64 * 1024 * 1024 }));
    },
    serve: () => {
      if (!existsSync(copy.dist)) throw new Error(`projectCopy.serve: ${copy.dist} is not built`);
      return serveDist(copy.dist);
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
  return copy;
}

/** The last lines of a command's output, for an assertion's message (Astro's page list left out). */
export function tail(output: string, lines = 30): string {
  return output
    .split('\n')
    .filter((line) => !line.includes('├─') && !line.includes('└─'))
    .slice(-lines)
    .join('\n');
}
