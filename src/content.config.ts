/**
 * The content collections: Astro's view of the texts, games and glossaries,
 * filled from the content the build has read once (`src/build/build-content.ts`:
 * `content/` → content model → library), with the zod schemas of
 * `src/schemas.ts` as their types.
 *
 * - `topics`: every text, id `{lang}/{game}/{topic}` (`ru/ti4/component-limitations`),
 *   its front matter and its paragraphs (`textSchema`), not its earlier
 *   revisions (the history pages take them from the build's content);
 * - `games`: `content/games/{game}.yaml`, id the game;
 * - `terms`: `content/terms/{game}.yaml`, id the game.
 *
 * The texts are MDX, parsed by the content model with Sätteri (the parser of
 * `@astrojs/markdown-satteri`) into paragraphs that the pages render: they are
 * not compiled into JavaScript modules. The pages take the library from the
 * build's content, not from `getCollection`, which in a build would hand them
 * a second copy of every text, parsed back from Astro's data store (see
 * docs/architecture.md).
 */
import { fileURLToPath } from 'node:url';
import { defineCollection } from 'astro:content';
import type { Loader } from 'astro/loaders';
import { readBuildContent } from './build/build-content.ts';
import type { ContentModel } from './content-model/content-files.ts';
import { gameSchema, glossarySchema, textSchema } from './schemas.ts';

/** The entries of one collection, from the model. */
type Entries = (model: ContentModel) => { id: string; data: Record<string, unknown>; filePath: string }[];

/** A loader that fills a collection from the content the build has read (the integration reads it first). */
function contentModelLoader(name: string, entries: Entries): Loader {
  return {
    name: `content-model:${name}`,
    load: async ({ store, config }) => {
      store.clear();
      for (const entry of entries(readBuildContent(fileURLToPath(config.root)).model)) store.set(entry);
    },
  };
}

const topics = defineCollection({
  loader: contentModelLoader('topics', (model) =>
    model.texts.flatMap((text) =>
      // Its earlier revisions left out: no page reads the store, which would carry every revised text twice over.
      text.data
        ? [{ id: `${text.lang}/${text.topicId}`, data: { ...text.data, revisions: [] }, filePath: text.file }]
        : [],
    ),
  ),
  schema: textSchema,
});

const games = defineCollection({
  loader: contentModelLoader('games', (model) =>
    model.games.flatMap((game) => (game.data ? [{ id: game.id, data: game.data, filePath: game.file }] : [])),
  ),
  schema: gameSchema,
});

const terms = defineCollection({
  loader: contentModelLoader('terms', (model) =>
    model.glossaries.flatMap((glossary) =>
      glossary.data ? [{ id: glossary.id, data: glossary.data, filePath: glossary.file }] : [],
    ),
  ),
  schema: glossarySchema,
});

export const collections = { topics, games, terms };
