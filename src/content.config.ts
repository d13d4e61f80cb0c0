/**
 * The content collections, filled from the content model (`src/content-model/`),
 * which reads `content/` once: `content/` → content model → these collections →
 * route data (`src/routing/route-data.ts`) → layouts → components.
 *
 * - `topics`: every text, id `{lang}/{game}/{topic}` (`ru/ti4/component-limitations`),
 *   its front matter and its paragraphs (`textSchema`);
 * - `games`: `content/games/{game}.yaml`, id the game;
 * - `terms`: `content/terms/{game}.yaml`, id the game.
 *
 * The texts are MDX, parsed by the content model with Sätteri (the parser of
 * `@astrojs/markdown-satteri`) into paragraphs that the pages render: they are
 * not compiled into JavaScript modules (see docs/architecture.md).
 */
import { fileURLToPath } from 'node:url';
import { defineCollection } from 'astro:content';
import type { Loader } from 'astro/loaders';
import type { ContentModel } from './content-model/content-files.ts';
import { contentModel } from './content-model/read-content.ts';
import { formatProblem } from './content-model/problems.ts';
import { gameSchema, glossarySchema, textSchema } from './schemas.ts';

/** The entries of one collection, from the model. */
type Entries = (model: ContentModel) => { id: string; data: Record<string, unknown>; filePath: string }[];

/**
 * A loader that fills a collection from the content model. Under `astro dev`
 * a change in `content/` reads the model again (and prints its problems).
 */
function contentModelLoader(name: string, entries: Entries): Loader {
  return {
    name: `content-model:${name}`,
    load: async ({ store, config, logger, watcher }) => {
      const root = fileURLToPath(config.root);
      const fill = (model: ContentModel) => {
        store.clear();
        for (const entry of entries(model)) store.set(entry);
      };
      fill(contentModel(root));
      watcher?.on('all', (_event, path) => {
        if (!path.startsWith(fileURLToPath(new URL('content/', config.root)))) return;
        const model = contentModel(root, { fresh: true });
        for (const problem of model.problems) logger[problem.severity === 'error' ? 'error' : 'warn'](formatProblem(problem));
        fill(model);
      });
    },
  };
}

const topics = defineCollection({
  loader: contentModelLoader('topics', (model) =>
    model.texts.flatMap((text) => (text.data ? [{ id: `${text.lang}/${text.topicId}`, data: text.data, filePath: text.file }] : [])),
  ),
  schema: textSchema,
});

const games = defineCollection({
  loader: contentModelLoader('games', (model) => model.games.flatMap((game) => (game.data ? [{ id: game.id, data: game.data, filePath: game.file }] : []))),
  schema: gameSchema,
});

const terms = defineCollection({
  loader: contentModelLoader('terms', (model) =>
    model.glossaries.flatMap((glossary) => (glossary.data ? [{ id: glossary.id, data: glossary.data, filePath: glossary.file }] : [])),
  ),
  schema: glossarySchema,
});

export const collections = { topics, games, terms };
