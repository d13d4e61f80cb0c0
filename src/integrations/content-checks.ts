/**
 * Runs the content checks (`src/utils/content-checks.ts`) before Astro reads
 * the collections. On `astro build` (and `astro sync`) any error ends the run
 * with exit code 1 after printing every problem as `file:line: what is wrong`,
 * with no stack trace; under `astro dev` the problems are only printed.
 *
 * @example
 * // astro.config.mjs
 * integrations: [contentChecks(), mdx()]
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { checkContent, formatProblem } from '../utils/content-checks.ts';

export default function contentChecks(): AstroIntegration {
  return {
    name: 'rules:content-checks',
    hooks: {
      'astro:config:setup': ({ config, command, logger }) => {
        const problems = checkContent(fileURLToPath(config.root));
        const errors = problems.filter((problem) => problem.severity === 'error');
        for (const problem of problems) logger[problem.severity === 'error' ? 'error' : 'warn'](formatProblem(problem));
        logger.info(`${errors.length} error(s), ${problems.length - errors.length} warning(s) in content/`);
        if (errors.length > 0 && command !== 'dev') {
          logger.error('The build stops here: fix the content above (see docs/authoring.md).');
          process.exit(1);
        }
      },
    },
  };
}
