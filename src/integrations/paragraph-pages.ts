/**
 * Writes the paragraph pages, `/{lang}/{game}/{topic}/{paragraph}/`, after the
 * build: each paragraph of the content model stamped into the template Astro
 * rendered for its kind (`src/utils/paragraph-pages.ts`), then the templates
 * (`/paragraph-templates/`) removed from the output. Nothing is written when
 * the site has no paragraph pages (`siteSettings.paragraphPages`).
 *
 * @example
 * // astro.config.mjs
 * integrations: [paragraphPages()]
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { contentModel } from '../content-model/read-content.ts';
import { modelLibrary } from '../utils/library.ts';
import { fillTemplate, paragraphPageKinds, paragraphPages, parseTemplate, type Template } from '../utils/paragraph-pages.ts';

/** Where Astro writes the templates, under the output folder. */
const templatesDir = 'paragraph-templates';

export default function paragraphPagesIntegration({ enabled }: { enabled: boolean }): AstroIntegration {
  let root = process.cwd();
  return {
    name: 'rules:paragraph-pages',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:build:done': ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        if (!enabled) {
          logger.info('no paragraph pages (PARAGRAPH_PAGES=off)');
          return;
        }
        const started = performance.now();
        const library = modelLibrary(contentModel(root));
        const templates = new Map<string, Template>();
        for (const kind of paragraphPageKinds(library)) {
          templates.set(kind.key, parseTemplate(readFileSync(join(out, templatesDir, kind.key, 'index.html'), 'utf8')));
        }
        rmSync(join(out, templatesDir), { recursive: true, force: true });
        let written = 0;
        let bytes = 0;
        // Written one by one, synchronously: tens of thousands of small files go three times faster so than through promises.
        for (const page of paragraphPages(library)) {
          const html = fillTemplate(templates.get(page.kind)!, page.values);
          const file = join(out, page.file);
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, html);
          written += 1;
          bytes += Buffer.byteLength(html);
        }
        const seconds = ((performance.now() - started) / 1000).toFixed(2);
        logger.info(`${written} paragraph pages from ${templates.size} templates, ${(bytes / Math.max(written, 1) / 1024).toFixed(1)} KB each on average, in ${seconds}s`);
      },
    },
  };
}
