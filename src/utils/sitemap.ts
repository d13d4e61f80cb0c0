/**
 * Options of `@astrojs/sitemap` for this site: every page that is its own
 * canonical page, with its language alternates (its `i18n` option), where a
 * topic page's alternates are the languages its text exists in plus
 * `x-default` (the same as its `<head>`). Left out: a topic page whose text is
 * in another language (a fallback: its canonical page is the text's own), and
 * paragraph pages (`/{lang}/{game}/{topic}/{paragraph}/`, link previews only).
 *
 * Runs in astro.config.mjs, before content collections exist: it reads which
 * texts exist from their file names, `content/topics/{game}/{topic}.{lang}.mdx`.
 *
 * @example
 * sitemap(sitemapOptions(new URL('./content/topics/', import.meta.url)))
 */
import { readdirSync } from 'node:fs';
import { languageAlternates } from './alternates.ts';
import { defaultLanguage, isLanguage, languages, type Language } from './languages.ts';
import { topicFileOf } from './topic-files.ts';

interface SitemapLink {
  url: string;
  lang: string;
}

interface SitemapItem {
  url: string;
  links?: SitemapLink[];
}

/** Each topic id (`game/topic`) with the languages it has a text in, from the file names. */
export function textLanguagesOnDisk(topicsDir: URL): Map<string, Language[]> {
  const found = new Map<string, Language[]>();
  for (const game of readdirSync(topicsDir, { withFileTypes: true })) {
    if (!game.isDirectory()) continue;
    for (const name of readdirSync(new URL(`${game.name}/`, topicsDir))) {
      const file = topicFileOf(`${game.name}/${name}`);
      if (!file || !isLanguage(file.lang)) continue;
      found.set(file.topicId, [...(found.get(file.topicId) ?? []), file.lang]);
    }
  }
  return found;
}

/** `https://…/ru/ti4/component-limitations/` → `['ru', 'ti4', 'component-limitations']`. */
function segmentsOf(url: string): string[] {
  return new URL(url).pathname.split('/').filter(Boolean);
}

export function sitemapOptions(topicsDir: URL) {
  const texts = textLanguagesOnDisk(topicsDir);
  const isTopic = (game = '', topic = '') => texts.has(`${game}/${topic}`);
  return {
    i18n: {
      defaultLocale: defaultLanguage,
      locales: Object.fromEntries(languages.map((lang) => [lang, lang])),
    },
    /** Only pages that are their own canonical page: no fallback topic page; no paragraph page (link previews, not pages to index). */
    filter(page: string): boolean {
      const [lang, game, topic, paragraph] = segmentsOf(page);
      if (!isLanguage(lang) || !isTopic(game, topic)) return true;
      return !paragraph && texts.get(`${game}/${topic}`)!.includes(lang);
    },
    serialize(item: SitemapItem): SitemapItem {
      const [lang, game, topic] = segmentsOf(item.url);
      if (!isLanguage(lang)) return { ...item, links: undefined }; // `/`: the language chooser
      // A topic's alternates are the languages of its text (the sitemap's own i18n finds none for a text in one
      // language, its fallback pages being left out); another page's, the languages the sitemap found it in.
      if (!isTopic(game, topic) && !item.links) return item;
      const origin = new URL(item.url).origin;
      const available = isTopic(game, topic)
        ? texts.get(`${game}/${topic}`)!
        : item.links!.map((link) => link.lang).filter(isLanguage);
      const { alternates, defaultAlternate } = languageAlternates(available, (other) =>
        new URL(item.url).pathname.replace(`/${lang}/`, `/${other}/`),
      );
      const links = Object.entries(alternates).map(([other, path]) => ({ lang: other, url: `${origin}${path}` }));
      links.push({ lang: 'x-default', url: `${origin}${alternates[defaultAlternate]}` });
      return { ...item, links };
    },
  };
}
