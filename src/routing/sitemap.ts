/**
 * Options of `@astrojs/sitemap` for this site: every page that is its own
 * canonical page, with its language alternates (its `i18n` option), where a
 * topic page's alternates are the languages its text exists in plus
 * `x-default` (the same as its `<head>`). Left out: a topic page whose text is
 * in another language (a fallback: its canonical page is the text's own),
 * paragraph pages and a revision's paragraph pages (link previews only), side-by-side pages (`noindex`, their
 * canonical page the topic page), the games' booklets (`noindex`: the topic
 * pages are what a search engine should find) and anything that is no page of the URL
 * grammar (the paragraph pages' templates).
 *
 * Which texts a topic has comes from the library the build has read; so do
 * the history pages, which the build's workers stamp (`customPages`).
 *
 * @example
 * sitemap(sitemapOptions(library, settings.site))
 */
import { defaultLanguage, languages, type Language } from '../i18n/languages.ts';
import type { Library } from '../library/library.ts';
import { languageAlternates } from './alternates.ts';
import { absoluteUrl, historyPath, pageOfPath, samePageIn } from './paths.ts';
import { historyPages } from './route-data/history.ts';

interface SitemapLink {
  url: string;
  lang: string;
}

interface SitemapItem {
  url: string;
  links?: SitemapLink[];
}

export function sitemapOptions(library: Library, site: string) {
  const languagesOf = (topicId: string): Language[] => [...(library.topics.get(topicId)?.texts.keys() ?? [])];
  return {
    i18n: {
      defaultLocale: defaultLanguage,
      locales: Object.fromEntries(languages.map((lang) => [lang, lang])),
    },
    /** The history pages: stamped by the build's workers (`history/history-pages.ts`), not rendered by Astro, which lists only its own. */
    customPages: historyPages(library.topics.values()).map(({ lang, topic }) =>
      absoluteUrl(historyPath(lang, topic.id), site),
    ),
    /** Only pages that are their own canonical page: no fallback topic page; no paragraph, side-by-side, booklet or not-found page; nothing outside the URL grammar. */
    filter(url: string): boolean {
      // (A language's not-found page is `/{lang}/404/` as Astro renders it: `/{lang}/404.html` once built.)
      const page = pageOfPath(new URL(url).pathname.replace(/\/404\/$/, '/404.html'));
      if (
        !page ||
        page.kind === 'notFound' ||
        page.kind === 'paragraph' ||
        page.kind === 'revisionParagraph' ||
        page.kind === 'citations' ||
        page.kind === 'sideBySide' ||
        page.kind === 'booklet'
      )
        return false;
      return page.kind !== 'topic' || languagesOf(page.topicId).includes(page.lang);
    },
    serialize(item: SitemapItem): SitemapItem {
      const { pathname, origin } = new URL(item.url);
      const page = pageOfPath(pathname);
      if (!page || page.kind === 'root') return { ...item, links: undefined }; // `/`: the language chooser
      // A topic's alternates are the languages of its text (the sitemap's own i18n finds none for a text in one
      // language, its fallback pages being left out); another page's, the languages the sitemap found it in.
      if (page.kind !== 'topic' && !item.links) return item;
      const available =
        page.kind === 'topic'
          ? languagesOf(page.topicId)
          : item
              .links!.map((link) => link.lang)
              .filter((lang): lang is Language => (languages as readonly string[]).includes(lang));
      const { alternates, defaultAlternate } = languageAlternates(available, (other) => samePageIn(pathname, other));
      const links = Object.entries(alternates).map(([other, path]) => ({ lang: other, url: `${origin}${path}` }));
      links.push({ lang: 'x-default', url: `${origin}${alternates[defaultAlternate]}` });
      return { ...item, links };
    },
  };
}
