/**
 * The ids the layout gives elements of a page that shows a topic's text. A
 * paragraph of the text must not have one of them: the page would have the id
 * twice, and `#related` would not lead to the paragraph. The content checks
 * refuse them; the components take them from here.
 *
 * @example
 * <main id={layoutIds.content}>…</main>
 * isLayoutId('related') // true
 * isLayoutId('table-2') // true: the label of the page's second table
 * isLayoutId('term-rftg-military') // true: a marked term's description
 * isLayoutId('changes-note-3') // true: a changed paragraph's difference
 */
export const layoutIds = {
  /** `<main>`, the skip link's target (`Page`, `SkipLink`). */
  content: 'content',
  /** A topic's contents (`TopicContents`), where the notice of a missing paragraph leads (`MissingParagraph`). */
  topicContents: 'topic-contents',
  /** The related topics' heading (`RelatedTopics`). */
  related: 'related',
  /** The translator's notes' heading (`TopicSource`). */
  translatorNotes: 'translator-notes',
  /** What a mention of a topic without a text is (`Page`): the description of every mention (`inlineHtml` of `text-markup.ts`). */
  noTextYet: 'no-text-yet',
  /** The search field, its results and status (written in `SiteSearch` and read by `src/search/browser/search-view.ts`). */
  searchQuery: 'site-search-query',
  searchResults: 'site-search-results',
  searchStatus: 'site-search-status',
  /** The cite actions' title, which names their group (`CiteTools`). */
  citeToolsTitle: 'cite-tools-title',
  /** The title of the notice of what changed since the reader last read the topic (`SinceLastRead`). */
  sinceReadTitle: 'since-read-title',
} as const;

/** The label of the page's n-th table, counted from 1 in the order of the page (`text-markup.ts`). */
export function tableLabelId(n: number): string {
  return `table-${n}`;
}

/** A changed paragraph's difference from its previous revision, opened by its change mark (`history-markup.ts`), e.g. `changes-note-3`. */
export function changesId(paragraph: string): string {
  return `changes-${paragraph}`;
}

/** What a term marked in the text is called in the other languages: its description (written once per page by `TopicText`), e.g. `term-rftg-military`. */
export function termDescriptionId(game: string, term: string): string {
  return `term-${game}-${term}`;
}

const all: ReadonlySet<string> = new Set(Object.values(layoutIds));
const generated = /^(table-\d+|term-.+|changes-.+)$/;

/** Whether the layout already uses this id on a topic's page. */
export function isLayoutId(id: string): boolean {
  return all.has(id) || generated.test(id);
}
