/**
 * Side-by-side pages, `/{lang}/{game}/{topic}/~{other}/`: a topic's text beside
 * another of its texts, for every interface language and every text of the
 * topic but the one its page shows — six pages per topic in three languages,
 * each holding two texts. They are stamped from a template
 * (`stamped-pages/fill-template.ts`): Astro renders the page ONCE per kind
 * (`SideBySideKind` of the route data: page language, other text, the texts
 * the topic has and shows in each language) with markers where a topic's own
 * words go (`SideBySideTemplate`, `src/pages/page-templates/side-by-side/`), and the build's workers
 * fill in every topic's (`sideBySideContent`).
 *
 * @example
 * for (const kind of sideBySideKinds(library)) render(kind); // the templates
 * for (const page of topicSideBySidePages(topic)) write(page.file, fillTemplate(templates.get(page.kind)!, page.values));
 */
import { languages } from '../i18n/languages.ts';
import type { Topic } from '../library/library.ts';
import { sideBySideRowsHtml, titleHtml } from '../markup/text-markup.ts';
import { pathOf } from '../routing/paths.ts';
import {
  sideBySideContent,
  sideBySideKindOf,
  sideBySideOthers,
  sideBySideTextsOf,
  type SideBySideWords,
} from '../routing/route-data/side-by-side.ts';
import { markedTopicId, topicMarkers } from '../stamped-pages/fill-template.ts';

/** What a template leaves to each page (see `stamped-pages/fill-template.ts`). */
export const markers = {
  ...topicMarkers,
  /** The game's name (the breadcrumb). */
  gameName: '\u27e6game-name\u27e7',
  /** The title of the text the page shows, in the page's title. */
  title: '\u27e6title\u27e7',
  description: '\u27e6description\u27e7',
  /** Each text's title as the page shows it (`titleHtml`). */
  readerTitleHtml: '\u27e6reader-title-html\u27e7',
  otherTitleHtml: '\u27e6other-title-html\u27e7',
  /** The two texts, row by row (`sideBySideRowsHtml`). */
  rowsHtml: '\u27e6rows-html\u27e7',
} as const;

export type Marker = keyof typeof markers;

/** The words a template's frame is rendered with: markers. */
export const markedWords: SideBySideWords = {
  topicId: markedTopicId,
  gameName: markers.gameName,
  title: markers.title,
  description: markers.description,
};

/** One side-by-side page: where it goes, its kind, and what fills its template. */
export interface SideBySidePage {
  /** `fr/ti4/component-limitations/~ru/index.html`, from the output folder. */
  file: string;
  kind: string;
  values: Record<Marker, string>;
}

/** The side-by-side pages of one topic, in every language (none where the site has none). */
export function* topicSideBySidePages(topic: Topic): Generator<SideBySidePage> {
  const texts = sideBySideTextsOf(topic);
  for (const lang of languages) {
    for (const other of sideBySideOthers(texts, lang)) {
      const kind = sideBySideKindOf(texts, lang, other);
      const content = sideBySideContent(topic, kind);
      yield {
        file: `${pathOf({ kind: 'sideBySide', lang, topicId: topic.id, other }).slice(1)}index.html`,
        kind: kind.key,
        values: {
          game: topic.game.id,
          topic: topic.slug,
          gameName: content.words.gameName,
          title: content.words.title,
          description: content.words.description,
          readerTitleHtml: titleHtml(content.readerTitle),
          otherTitleHtml: titleHtml(content.otherTitle),
          rowsHtml: sideBySideRowsHtml(content.rows, { lang, reader: content.reader, other: content.other }),
        },
      };
    }
  }
}
