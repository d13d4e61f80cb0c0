/**
 * The ids the layout gives elements of a page that shows a topic's text. A
 * paragraph of the text must not have one of them: the page would have the id
 * twice, and `#related` would not lead to the paragraph. The content checks
 * refuse them; the components take them from here.
 *
 * @example
 * <main id={layoutIds.content}>…</main>
 * isLayoutId('related') // true
 */
export const layoutIds = {
  /** `<main>`, the skip link's target (`Page`, `SkipLink`). */
  content: 'content',
  /** The related topics' heading (`RelatedTopics`). */
  related: 'related',
  /** The translator's notes' heading (`TopicSource`). */
  translatorNotes: 'translator-notes',
  /** The search field, its results and status (written in `SiteSearch` and read by `src/scripts/search.ts`). */
  searchQuery: 'site-search-query',
  searchResults: 'site-search-results',
  searchStatus: 'site-search-status',
} as const;

const all: ReadonlySet<string> = new Set(Object.values(layoutIds));

/** Whether the layout already uses this id on a topic's page. */
export function isLayoutId(id: string): boolean {
  return all.has(id);
}
