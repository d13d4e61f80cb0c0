/**
 * The site's build, as one Astro integration: each step in order, each fed
 * by the one before with what it hands on, so that no order of integrations
 * in `astro.config.mjs` can break it.
 *
 * 1. Config set up: the content is read once (`build-content.ts`) and its
 *    problems printed as `file:line: what`; on `astro build` and `astro sync`
 *    any error stops the run there, before anything renders. The site's
 *    settings (`site.config.ts`, read once by `astro.config.mjs`) give Astro
 *    its `site`, and the pages get them as `virtual:rules/settings`
 *    (`settings-module.ts`); the search gets Pagefind's script as
 *    `virtual:pagefind`; the sitemap integration is added with options from
 *    the library (`routing/sitemap.ts`).
 * 2. Build start: the two texts workers start on the library
 *    (`start-texts-workers.ts`: search index, `citations.json`, stamped pages), and
 *    Astro's prerenderer is wrapped (`rendered-pages.ts`) so that each page, as
 *    it renders, has its CSP trimmed and is recorded; each stamped pages'
 *    template goes to the workers.
 * 3. Build done: the workers finish (their citations join the record), then
 *    `_headers` from the pages' policies (`headers/security-headers.ts`), then
 *    the service worker from the record and the finished output
 *    (`offline/write-service-worker.ts`).
 *
 * Under `astro dev`: citations and stamped pages are made on request
 * (`dev-pages.ts`), and a change in `content/` reads the content again and
 * reloads the page.
 *
 * @example
 * // astro.config.mjs
 * integrations: [rulesAtTheTable(siteSettings)]
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sitemap from '@astrojs/sitemap';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { AstroError } from 'astro/errors';
import type { SiteSettings } from '../../site.config.ts';
import { formatProblem } from '../content-model/problems.ts';
import { writeSecurityHeaders } from '../headers/security-headers.ts';
import { writeServiceWorker } from '../offline/write-service-worker.ts';
import { sitemapOptions } from '../routing/sitemap.ts';
import { pagefindScript } from '../search/indexing/pagefind-script.ts';
import { readBuildContent, type BuildContent } from './build-content.ts';
import { devPages } from './dev-pages.ts';
import { moveNotFoundPages } from './not-found-pages.ts';
import { recordingPrerenderer, renderedPages } from './rendered-pages.ts';
import { settingsModule } from './settings-module.ts';
import { startTextsWorkers, type TextsWorkers } from './start-texts-workers.ts';

/** Prints the content's problems; says whether it has errors. */
function reportProblems(content: BuildContent, logger: AstroIntegrationLogger): boolean {
  const { problems } = content.model;
  const errors = problems.filter((problem) => problem.severity === 'error');
  for (const problem of problems) logger[problem.severity === 'error' ? 'error' : 'warn'](formatProblem(problem));
  logger.info(`${errors.length} error(s), ${problems.length - errors.length} warning(s) in content/`);
  return errors.length > 0;
}

/**
 * What stops `astro build` and `astro sync` on content with errors: thrown
 * from the hook, as Astro asks of an integration, and printed by Astro as its
 * message and hint. Without a stack: where the integration stopped says
 * nothing to the author, whose problems are printed above it, each as
 * `file:line`.
 */
function contentErrors(): AstroError {
  const error = new AstroError(
    'The build stops here: the content has errors, printed above.',
    'Fix each at its file:line (see docs/authoring.md), then build again.',
  );
  error.stack = undefined;
  return error;
}

export default function rulesAtTheTable(settings: SiteSettings): AstroIntegration {
  let root = '';
  let outDir = '';
  let content: BuildContent;
  let workers: TextsWorkers | undefined;
  const pages = renderedPages();
  return {
    name: 'rules-at-the-table',
    hooks: {
      'astro:config:setup': ({ config, command, logger, updateConfig }) => {
        root = fileURLToPath(config.root);
        content = readBuildContent(root);
        if (reportProblems(content, logger) && command !== 'dev') throw contentErrors();
        if (command === 'build' && !settings.siteGiven) {
          logger.warn(
            `SITE_URL is not set: link previews (canonical and og:url, preview links, the sitemap) name ${settings.site}; copied links name the address a page is opened from (docs/deploy.md)`,
          );
        }
        updateConfig({
          site: settings.site,
          vite: { plugins: [settingsModule(settings), pagefindScript()] },
          integrations: [sitemap(sitemapOptions(content.library, settings.site))],
        });
      },
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir);
      },
      'astro:server:setup': ({ server, logger }) => {
        server.middlewares.use(devPages(settings));
        const contentDir = join(root, 'content');
        server.watcher.add(contentDir);
        server.watcher.on('all', (_event, path) => {
          if (!path.startsWith(contentDir)) return;
          reportProblems(readBuildContent(root, { fresh: true }), logger);
          server.ws.send({ type: 'full-reload' });
        });
      },
      'astro:build:start': ({ setPrerenderer }) => {
        const texts = startTextsWorkers({ root, outDir, settings, content });
        workers = texts;
        setPrerenderer((astros) => recordingPrerenderer(astros, pages, (file, html) => texts.template(file, html)));
      },
      'astro:build:done': async ({ logger }) => {
        if (!workers) throw new Error('the texts workers never started (astro:build:start did not run)');
        const { citations, histories, log } = await workers.finish();
        for (const line of log) logger.info(line);
        for (const [file, revision] of [...citations, ...histories]) pages.revisions.set(file, revision);
        moveNotFoundPages(outDir);
        logger.info(writeSecurityHeaders(outDir, pages.policies));
        await writeServiceWorker(outDir, pages.revisions, {
          log: (message) => logger.info(message),
          warn: (message) => logger.warn(message),
        });
      },
    },
  };
}
