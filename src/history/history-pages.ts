/**
 * History pages, `/{lang}/{game}/{topic}/~history/`, stamped: one per topic
 * page whose text has revisions (a site may have thousands). Astro renders the
 * page ONCE per kind (`HistoryKind` of the route data: page language, which
 * languages have a history page) with markers where a topic's own words go
 * (`src/pages/page-templates/history/`), and the build's workers fill in every
 * topic's (`historyContent`, made markup by `history-page-markup.ts`).
 *
 * @example
 * for (const kind of historyKinds(library)) render(kind); // the templates
 * for (const page of topicHistoryPages(topic)) write(page.file, fillTemplate(templates.get(page.kind)!, page.values));
 */
import { languages } from '../i18n/languages.ts';
import type { Topic } from '../library/library.ts';
import { historyPath } from '../routing/paths.ts';
import { historyContent, historyKindOf, type HistoryWords } from '../routing/route-data/history.ts';
import { hasHistory } from './revisions.ts';
import { textFor } from '../library/library.ts';
import { markedTopicId, topicMarkers } from '../stamped-pages/fill-template.ts';
import { historyArticleHtml } from './history-page-markup.ts';

/** What a template leaves to each page (see `stamped-pages/fill-template.ts`). */
export const markers = {
  ...topicMarkers,
  /** The game's name (the breadcrumb). */
  gameName: '\u27e6game-name\u27e7',
  /** The title of the text, in the page's title and description. */
  title: '\u27e6title\u27e7',
  /** The page's article: heading, revisions, traces (`historyArticleHtml`). */
  articleHtml: '\u27e6article-html\u27e7',
} as const;

export type Marker = keyof typeof markers;

/** The words a template's frame is rendered with: markers. */
export const markedWords: HistoryWords = {
  topicId: markedTopicId,
  gameName: markers.gameName,
  title: markers.title,
};

/** One history page: where it goes, its kind, and what fills its template. */
export interface HistoryPage {
  /** `ru/ti4/component-limitations/~history/index.html`, from the output folder. */
  file: string;
  kind: string;
  values: Record<Marker, string>;
}

/** The history pages of one topic: one in each language whose page shows a text with revisions. */
export function* topicHistoryPages(topic: Topic): Generator<HistoryPage> {
  for (const lang of languages) {
    if (!hasHistory(textFor(topic, lang))) continue;
    const content = historyContent(topic, lang);
    yield {
      file: `${historyPath(lang, topic.id).slice(1)}index.html`,
      kind: historyKindOf(topic, lang).key,
      values: {
        game: topic.game.id,
        topic: topic.slug,
        gameName: content.words.gameName,
        title: content.words.title,
        articleHtml: historyArticleHtml(content),
      },
    };
  }
}
