/**
 * The library of the content collections, built once per build: the one place
 * the pages read the collections (`src/content.config.ts`). Pages pass it to
 * the route data (`route-data.ts`), whose functions are plain functions of the
 * library, so that the build's workers can work out a page's data too.
 *
 * @example
 * const route = topicRoute(await getLibrary(), 'fr', 'ti4/component-limitations', Astro.site);
 */
import { getCollection } from 'astro:content';
import type { Text } from '../schemas.ts';
import { libraryOf, type Library } from './library.ts';

let library: Promise<Library> | undefined;

/** The library of the collections, built once per build. */
export function getLibrary(): Promise<Library> {
  library ??= (async () =>
    libraryOf({
      games: (await getCollection('games')).map((entry) => ({ id: entry.id, ...entry.data })),
      texts: (await getCollection('topics')).map((entry) => entry.data as Text),
      glossaries: (await getCollection('terms')).map((entry) => entry.data),
    }))();
  return library;
}
