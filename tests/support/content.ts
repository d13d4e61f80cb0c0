/**
 * The content as the site's content model reads it (`src/content-model/`), for
 * the tests to compare with the built site: the tests never walk `content/`
 * themselves.
 *
 * @example
 * topicTexts().find((text) => text.topicId === 'ti4/component-limitations' && text.lang === 'ru')?.paragraphs.length // 18
 * topicIds() // ['rftg/rebel-vs-imperium', 'swccg/actions', …]
 */
import { fileURLToPath } from 'node:url';
import type { ContentModel } from '../../src/content-model/content-files.ts';
import { readContent } from '../../src/content-model/read-content.ts';
import type { Glossary, Text } from '../../src/schemas.ts';
import { modelLibrary, type Library } from '../../src/library/library.ts';
import type { SiteContext } from '../../src/routing/route-data/site-context.ts';
import type { SiteSettings } from '../../site.config.ts';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

let read: ContentModel | undefined;

/** The project's content model, read once per test process; it must have no error. */
function model(): ContentModel {
  read ??= readContent(repoRoot);
  const errors = read.problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0)
    throw new Error(
      `content/ has errors: ${errors.map((error) => `${error.file}:${error.line ?? ''} ${error.message}`).join('; ')}`,
    );
  return read;
}

/** Every text (a topic in one language), in the model's order: by file path. */
export function topicTexts(): Text[] {
  return model().texts.map((text) => text.data!);
}

/** The library of the content: games, topics with their texts by language, glossaries. */
export function library(): Library {
  return modelLibrary(model());
}

/** A build's settings for route data in unit tests: the site given, every kind of page, a fixed day. */
export const testSettings: SiteSettings = {
  site: 'https://rules.example.org',
  siteGiven: true,
  paragraphPages: true,
  sideBySidePages: true,
  builtOn: '2026-11-26',
};

/**
 * What route data is computed from (`SiteContext`), on the content's library
 * and `testSettings` (no stamped page kinds: the route data of pages Astro renders).
 *
 * @example
 * feedRoute(testSiteContext(), 'ru').entries.length
 */
export function testSiteContext(settings: SiteSettings = testSettings): SiteContext {
  return {
    library: library(),
    stampedPageKinds: { paragraph: [], sideBySide: [], history: [], revisionParagraph: [] },
    settings,
  };
}

/** Every glossary, `content/terms/{game}.yaml`, with its file. */
export function glossaries(): { file: string; data: Glossary }[] {
  return model().glossaries.map((glossary) => ({ file: glossary.file, data: glossary.data! }));
}

/** Every topic id with a text in at least one language, sorted. */
export function topicIds(): string[] {
  return [...new Set(topicTexts().map((text) => text.topicId))].sort();
}

/** Every game id, sorted. */
export function gameIds(): string[] {
  return model()
    .games.map((game) => game.id)
    .sort();
}

/** The topics the site must have: losing one of them fails the tests. */
export const expectedTopicIds = [
  'rftg/rebel-vs-imperium',
  'swccg/actions',
  'swccg/activate-force',
  'swccg/activate-phase',
  'swccg/activating-force',
  'swccg/adjacent',
  'swccg/admirals-order',
  'ti4/component-limitations',
];

export const expectedGameIds = ['rftg', 'swccg', 'ti4'];
