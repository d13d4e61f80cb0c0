/**
 * `/{lang}/changes.xml`: the Atom feed (RFC 4287) of rule changes in `lang`
 * (`feedRoute`), written by the `feed` library; announced by a
 * `<link rel="alternate">` on the home and game pages.
 */
import type { APIRoute } from 'astro';
import { Feed } from 'feed';
import { siteContext } from '../../build/pages-site-context.ts';
import { useTranslations } from '../../i18n/interface-strings.ts';
import { languages, type Language } from '../../i18n/languages.ts';
import { escapeHtml } from '../../markup/escape-html.ts';
import { feedRoute, type FeedEntry } from '../../routing/route-data/feed.ts';

export const getStaticPaths = () => languages.map((lang) => ({ params: { lang } }));

/** An entry's content: what the revision changed, each paragraph a link to its entry on the history page. */
function contentOf(entry: FeedEntry, lang: Language): string {
  const t = useTranslations(lang);
  if (entry.paragraphs !== undefined)
    return `<p>${escapeHtml(t('history.feedFirst', { count: entry.paragraphs }))}</p>`;
  if (entry.changes.length === 0) return `<p>${escapeHtml(t('history.noChanges'))}</p>`;
  const items = entry.changes.map(
    (change) =>
      `<li>${escapeHtml(t(`history.kind_${change.kind}`))}: <a href="${escapeHtml(change.link)}">${escapeHtml(change.label)}</a></li>`,
  );
  return `<ul>${items.join('')}</ul>`;
}

export const GET: APIRoute = ({ params }) => {
  const lang = params.lang as Language;
  const route = feedRoute(siteContext(), lang);
  const feed = new Feed({
    title: route.title,
    description: route.description,
    id: route.id,
    link: route.link,
    language: lang,
    updated: new Date(`${route.updated}T00:00:00Z`),
    feedLinks: { atom: route.self },
    // RFC 4287: a feed names its author where its entries do not.
    author: { name: useTranslations(lang)('site.name'), link: route.link },
  });
  for (const entry of route.entries)
    feed.addItem({
      title: entry.title,
      id: entry.id,
      link: entry.link,
      date: new Date(`${entry.updated}T00:00:00Z`),
      content: contentOf(entry, lang),
    });
  return new Response(feed.atom1(), { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' } });
};
