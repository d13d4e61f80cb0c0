/**
 * What a page's `<head>` says — title, description, canonical URL, language
 * alternates, Open Graph and Twitter tags, `noindex` — worked out once from the
 * page's route data and rendered by `PageHead` in the document shell, so that
 * no page can miss it. Every URL is absolute on `site`.
 *
 * A fallback page (a topic or paragraph page showing a text in another
 * language, `textLang`) announces the text's own page: canonical and `og:url`
 * that page, `og:locale` the text's language.
 *
 * @example
 * headOf({ lang: 'en', path: '/en/ti4/component-limitations/', title: 'Component Limitations', type: 'article',
 *   alternates: { ru: '/ru/…/', en: '/en/…/' }, defaultAlternate: 'en' }, site)
 * // { title: 'Component Limitations — Rules at the table', ogTitle: 'Component Limitations', canonical: 'https://…/en/ti4/component-limitations/', … }
 */
import { useTranslations } from '../i18n/interface-strings.ts';
import type { Language } from '../i18n/languages.ts';
import { canonicalPath } from './alternates.ts';
import { absoluteUrl, feedPath } from './paths.ts';

export interface Head {
  lang: Language;
  /** `<title>`: the page's title and the site's name. */
  title: string;
  /** `og:title`: the page's title alone. */
  ogTitle: string;
  description: string;
  /** Absent on a page that is no address of its own (404). */
  canonical?: string;
  /** `hreflang` alternates (absolute), `x-default` last where there is one. */
  alternates: { hreflang: string; href: string }[];
  type: 'website' | 'article';
  ogLocale: string;
  ogLocaleAlternates: string[];
  noindex: boolean;
  /** The feed of rule changes the page announces (`<link rel="alternate" type="application/atom+xml">`), where it does. */
  feed?: { href: string; title: string };
}

export interface HeadFields {
  lang: Language;
  /** The page's path, e.g. `/en/ti4/component-limitations/`; none for the 404 page. */
  path?: string;
  /** The page's own title; the site's name alone on pages that have none. */
  title?: string;
  /** The site's tagline where absent. */
  description?: string;
  /** Paths of this page in the languages it exists in, for `hreflang`. */
  alternates?: Partial<Record<Language, string>>;
  /** The language `x-default` points to. */
  defaultAlternate?: Language;
  /** The path `x-default` points to, where it is not one of the alternates (`/`). */
  xDefault?: string;
  /** `og:type`: `article` for a rule text, `website` (default) for the rest. */
  type?: 'website' | 'article';
  /** The language of the page's text where it is not `lang` (a fallback page). */
  textLang?: Language;
  /** Pages not for search engines (paragraph pages, 404). */
  noindex?: boolean;
  /** Announce the feed of rule changes in `lang` (home and game pages). */
  feed?: boolean;
}

/** `og:locale` of each language. */
const ogLocales: Record<Language, string> = { ru: 'ru_RU', en: 'en_US', fr: 'fr_FR' };

/** The head of a page (see the module comment). */
export function headOf(fields: HeadFields, site: URL | string | undefined): Head {
  const { lang, path, alternates = {}, defaultAlternate, type = 'website', textLang, noindex = false } = fields;
  const t = useTranslations(lang);
  const siteName = t('site.name');
  const title = fields.title ?? siteName;
  const contentLang = textLang ?? lang;
  const entries = Object.entries(alternates) as [Language, string][];
  const xDefault = fields.xDefault ?? (defaultAlternate && alternates[defaultAlternate]);
  return {
    lang,
    title: title === siteName ? title : `${title} — ${siteName}`,
    ogTitle: title,
    description: fields.description ?? t('site.tagline'),
    canonical: path === undefined ? undefined : absoluteUrl(canonicalPath(path, textLang), site),
    alternates: [
      ...entries.map(([other, href]) => ({ hreflang: other, href: absoluteUrl(href, site) })),
      ...(xDefault ? [{ hreflang: 'x-default', href: absoluteUrl(xDefault, site) }] : []),
    ],
    type,
    ogLocale: ogLocales[contentLang],
    ogLocaleAlternates: entries.filter(([other]) => other !== contentLang).map(([other]) => ogLocales[other]),
    noindex,
    ...(fields.feed ? { feed: { href: feedPath(lang), title: t('history.feedLink') } } : {}),
  };
}
