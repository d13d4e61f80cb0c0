/**
 * The GitHub Pages workflow (`.github/workflows/deploy.yml`, docs/deploy.md):
 * valid YAML, triggered by a push to main, builds with `npm run build` under
 * the Pages URL, uploads `dist`, and deploys it from a job with the
 * permissions and environment GitHub Pages requires. GitHub only reports a
 * broken workflow after a push; this test reports it before.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { expect, test } from 'vitest';

const workflowFile = fileURLToPath(new URL('../../.github/workflows/deploy.yml', import.meta.url));

interface Step {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}

interface Job {
  needs?: string | string[];
  permissions?: Record<string, string>;
  environment?: string | { name: string; url?: string };
  steps: Step[];
}

interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, Job>;
}

/** A workflow's text to data; anything that is not a workflow fails naming the file and why. */
function parseWorkflow(text: string, file = workflowFile): Workflow {
  let data: unknown;
  try {
    data = parseYaml(text);
  } catch (error) {
    throw new Error(`${file} is not valid YAML: ${(error as Error).message}`);
  }
  const workflow = data as Partial<Workflow> | null;
  if (!workflow || typeof workflow !== 'object' || !workflow.on || !workflow.jobs) {
    throw new Error(`${file} is not a GitHub Actions workflow: it needs top-level "on" and "jobs"`);
  }
  return workflow as Workflow;
}

const workflow = () => parseWorkflow(readFileSync(workflowFile, 'utf8'));

/** The step using an action (`owner/name`, any version). */
function stepUsing(job: Job, action: string): Step | undefined {
  return job.steps.find((step) => step.uses?.split('@')[0] === action);
}

/** The job whose steps use an action. */
function jobUsing(action: string): [string, Job] {
  const found = Object.entries(workflow().jobs).find(([, job]) => stepUsing(job, action));
  if (!found) throw new Error(`no job uses ${action}`);
  return found;
}

test('a broken or foreign YAML file fails with a message naming it', () => {
  expect(() => parseWorkflow('jobs:\n  build: [\n', 'broken.yml')).toThrow(/broken\.yml is not valid YAML/);
  expect(() => parseWorkflow('name: x\n', 'other.yml')).toThrow(/other\.yml is not a GitHub Actions workflow/);
});

test('it runs on a push to main and by hand', () => {
  const { on } = workflow();
  const push = on.push as { branches?: string[] } | null;
  expect(push?.branches).toContain('main');
  expect(on).toHaveProperty('workflow_dispatch');
});

test('every action is pinned to a version', () => {
  for (const [name, job] of Object.entries(workflow().jobs)) {
    for (const step of job.steps.filter((step) => step.uses)) {
      expect(step.uses, `job ${name}`).toMatch(/^[\w.-]+\/[\w.-]+@\S+$/);
    }
  }
});

test('the build job installs with npm install on Node 22, builds with npm run build and uploads dist', () => {
  const [, build] = jobUsing('actions/upload-pages-artifact');
  const runs = build.steps.flatMap((step) => (step.run ? [step.run.trim()] : []));
  // `npm ci` refuses this lockfile (it lacks other platforms' optional binaries): docs/deploy.md.
  expect(runs.some((run) => /^npm install\b/.test(run))).toBe(true);
  expect(runs.some((run) => /\bnpm ci\b/.test(run))).toBe(false);
  expect(runs).toContain('npm run build');
  expect(String(stepUsing(build, 'actions/setup-node')?.with?.['node-version'])).toBe('22');
  expect(stepUsing(build, 'actions/upload-pages-artifact')?.with?.path).toBe('dist');
  // The order that works: install, then build, then upload.
  const index = (found: (step: Step) => boolean) => build.steps.findIndex(found);
  const install = index((step) => /^npm install\b/.test(step.run?.trim() ?? ''));
  const buildStep = index((step) => step.run?.trim() === 'npm run build');
  const upload = index((step) => step.uses?.startsWith('actions/upload-pages-artifact@') ?? false);
  expect(install).toBeLessThan(buildStep);
  expect(buildStep).toBeLessThan(upload);
});

test('the build gets SITE_URL from the Pages site address', () => {
  const [, build] = jobUsing('actions/upload-pages-artifact');
  const pages = stepUsing(build, 'actions/configure-pages');
  expect(pages?.id).toBeTruthy();
  const buildStep = build.steps.find((step) => step.run?.trim() === 'npm run build');
  expect(buildStep?.env?.SITE_URL).toBe(`\${{ steps.${pages?.id}.outputs.base_url }}`);
});

test('the build stops, naming the reason, when Pages would serve the site under a sub-path', () => {
  const [, build] = jobUsing('actions/upload-pages-artifact');
  const pages = stepUsing(build, 'actions/configure-pages');
  const guard = build.steps.find((step) => step.env?.BASE_PATH === `\${{ steps.${pages?.id}.outputs.base_path }}`);
  expect(guard?.run, 'a step reading the Pages base_path').toBeTruthy();
  const guardIndex = build.steps.indexOf(guard!);
  expect(guardIndex).toBeLessThan(build.steps.findIndex((step) => step.run?.trim() === 'npm run build'));
  const run = (basePath: string) =>
    spawnSync('bash', ['-e', '-c', guard!.run!], {
      env: { PATH: process.env.PATH, BASE_PATH: basePath, BASE_URL: `https://octocat.github.io${basePath}` },
      encoding: 'utf8',
    });
  const projectSite = run('/rules');
  expect(projectSite.status).not.toBe(0);
  expect(projectSite.stdout).toMatch(/^::error .*\/rules/m);
  expect(run('').status).toBe(0);
});

test('the deploy job needs the build and deploys with the permissions and environment of GitHub Pages', () => {
  const [buildName] = jobUsing('actions/upload-pages-artifact');
  const [, deploy] = jobUsing('actions/deploy-pages');
  expect([deploy.needs ?? []].flat()).toContain(buildName);
  expect(deploy.permissions).toMatchObject({ pages: 'write', 'id-token': 'write' });
  const environment = typeof deploy.environment === 'string' ? { name: deploy.environment } : deploy.environment;
  expect(environment?.name).toBe('github-pages');
  const deployment = stepUsing(deploy, 'actions/deploy-pages');
  expect(environment?.url).toBe(`\${{ steps.${deployment?.id}.outputs.page_url }}`);
});
