/**
 * Reads the content model (`src/content-model/`) before Astro loads the
 * collections, and prints its problems. On `astro build` (and `astro sync`) any
 * error ends the run with exit code 1 after printing every problem as
 * `file:line: what is wrong`, with no stack trace; under `astro dev` the
 * problems are only printed. The collections then take the same model, read
 * once.
 *
 * @example
 * // astro.config.mjs
 * integrations: [contentChecks()]
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { formatProblem } from '../content-model/problems.ts';
import { contentModel } from '../content-model/read-content.ts';

export default function contentChecks(): AstroIntegration {
  return {
    name: 'rules:content-checks',
    hooks: {
      'astro:config:setup': ({ config, command, logger }) => {
        const { problems } = contentModel(fileURLToPath(config.root));
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
