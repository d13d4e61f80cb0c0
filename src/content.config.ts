/**
 * The content collections: `content/` → these schemas → the routes in `src/pages/`.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { gameSchema, glossarySchema, topicSchema } from './schemas.ts';
import { topicFileOf } from './utils/topic-files.ts';

/** `content/topics/ti4/component-limitations.ru.mdx` has the id `ru/ti4/component-limitations`. */
function topicEntryId({ entry }: { entry: string }): string {
  const file = topicFileOf(entry);
  return file ? `${file.lang}/${file.topicId}` : entry.replace(/\.mdx$/, '');
}

const topics = defineCollection({
  loader: glob({ pattern: '**/*.mdx', base: './content/topics', generateId: topicEntryId }),
  schema: topicSchema,
});

const games = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './content/games' }),
  schema: gameSchema,
});

const terms = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './content/terms' }),
  schema: glossarySchema,
});

export const collections = { topics, games, terms };
