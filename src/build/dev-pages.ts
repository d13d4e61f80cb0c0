/**
 * Under `astro dev`, what the build writes besides Astro's pages, made when
 * asked for: a topic's `citations.json`, and a stamped page (paragraph page,
 * side-by-side page, history page) as its template — rendered by the dev server like any
 * page — filled with the page's words (a paragraph page whole: the build cuts
 * a long one to its weight budget). From the content the dev server has read
 * (`build-content.ts`, read again when `content/` changes).
 *
 * @example
 * // the integration's astro:server:setup
 * server.middlewares.use(devPages(settings));
 */
import type { Connect } from 'vite';
import type { SiteSettings } from '../../site.config.ts';
import { topicCitations } from '../citations/citations.ts';
import type { Topic } from '../library/library.ts';
import { pageOfPath } from '../routing/paths.ts';
import { fillTemplate, parseTemplate } from '../stamped-pages/fill-template.ts';
import { topicParagraphPages } from '../routing/route-data/paragraph.ts';
import { topicRevisionParagraphPages } from '../routing/route-data/revision-paragraph.ts';
import { markers as paragraphMarkers, paragraphPageValues } from '../stamped-pages/paragraph-pages.ts';
import { markers as sideBySideMarkers, topicSideBySidePages } from '../side-by-side/side-by-side-pages.ts';
import { markers as historyMarkers, topicHistoryPages } from '../history/history-pages.ts';
import { buildContent } from './build-content.ts';
import { templatesDir } from './start-texts-workers.ts';

/**
 * The stamped page at `pathname` of a topic, if it has one: its template's key
 * (below `templatesDir`), markers and values.
 */
function stampedPageOf(topic: Topic, pathname: string, { paragraphPages, sideBySidePages }: SiteSettings) {
  const file = `${pathname.slice(1)}index.html`;
  const paragraph = paragraphPages
    ? [...topicParagraphPages(topic), ...topicRevisionParagraphPages(topic)].find((page) => page.file === file)
    : undefined;
  if (paragraph)
    return {
      template: paragraph.revision
        ? `revision-paragraph/${paragraph.kind.slice('revision/'.length)}`
        : `paragraph/${paragraph.kind}`,
      markers: paragraphMarkers as Record<string, string>,
      values: paragraphPageValues(paragraph).values as Record<string, string>,
    };
  const sideBySide = sideBySidePages ? [...topicSideBySidePages(topic)].find((page) => page.file === file) : undefined;
  if (sideBySide)
    return {
      template: `side-by-side/${sideBySide.kind}`,
      markers: sideBySideMarkers as Record<string, string>,
      values: sideBySide.values as Record<string, string>,
    };
  const history = [...topicHistoryPages(topic)].find((page) => page.file === file);
  if (history)
    return {
      template: `history/${history.kind}`,
      markers: historyMarkers as Record<string, string>,
      values: history.values as Record<string, string>,
    };
  return undefined;
}

/** The dev server's middleware for `citations.json` and the stamped pages (see the module comment). */
export function devPages(settings: SiteSettings): Connect.NextHandleFunction {
  return (request, response, next) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
    const page = pageOfPath(url.pathname);
    const topic = page && 'topicId' in page ? buildContent().library.topics.get(page.topicId) : undefined;
    if (!page || !topic) return next();
    if (page.kind === 'citations') {
      response.setHeader('Content-Type', 'application/json');
      response.end(
        JSON.stringify(topicCitations(topic, page.lang, { site: settings.site, previews: settings.paragraphPages })),
      );
      return;
    }
    const stamped = stampedPageOf(topic, url.pathname, settings);
    if (!stamped) return next();
    fetch(new URL(`/${templatesDir}/${stamped.template}/`, url))
      .then((template) => template.text())
      .then((html) => {
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.end(fillTemplate(parseTemplate(html, stamped.markers), stamped.values));
      })
      .catch(next);
  };
}
