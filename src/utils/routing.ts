/**
 * The URL contract of the site. Every page link is built here, so forum links
 * made against these URLs keep working.
 *
 * @example
 * topicPath('ru', 'ti4/component-limitations', 'unit-tokens')
 * // '/ru/ti4/component-limitations/#unit-tokens'
 * paragraphPath('fr', 'swccg/actions', 'stacking-1')
 * // '/fr/swccg/actions/stacking-1/'
 */
import type { Language } from './languages.ts';

/** `/` — the three languages. */
export const rootPath = '/';

/** `/{lang}/` — the games and their topics. */
export function homePath(lang: Language): string {
  return `/${lang}/`;
}

/** `/{lang}/{game}/` — a game's topics. */
export function gamePath(lang: Language, game: string): string {
  return `/${lang}/${game}/`;
}

/** `/{lang}/{game}/{topic}/`, with `#paragraph` when given. */
export function topicPath(lang: Language, topicId: string, paragraph?: string): string {
  return `/${lang}/${topicId}/${paragraph ? `#${paragraph}` : ''}`;
}

/** `/{lang}/{game}/{topic}/{paragraph}/` — one paragraph's own page, for link previews. */
export function paragraphPath(lang: Language, topicId: string, paragraph: string): string {
  return `/${lang}/${topicId}/${paragraph}/`;
}

/** `/{lang}/{game}/{topic}/citations.json` — what the copy controls of a topic page quote. */
export function citationsPath(lang: Language, topicId: string): string {
  return `/${lang}/${topicId}/citations.json`;
}

/** `/{lang}/glossary/` — the multilingual glossary of game terms. */
export function glossaryPath(lang: Language): string {
  return `/${lang}/glossary/`;
}

/** `/{lang}/status/` — which topics exist in which language. */
export function statusPath(lang: Language): string {
  return `/${lang}/status/`;
}

/** An absolute URL on the site's origin (`site` in astro.config.mjs). */
export function absoluteUrl(path: string, site: URL | undefined): string {
  if (!site) throw new Error('`site` must be set in astro.config.mjs to build absolute URLs');
  return new URL(path, site).href;
}

/**
 * The same page in another language: swaps the leading `/{lang}/`.
 *
 * @example
 * samePageIn('/ru/ti4/component-limitations/', 'fr') // '/fr/ti4/component-limitations/'
 */
export function samePageIn(pathname: string, lang: Language): string {
  return pathname.replace(/^\/(ru|en|fr)(?=\/)/, `/${lang}`);
}

/**
 * Splits a reference as written in content, `game/topic` or `game/topic#paragraph`.
 *
 * @example
 * parseReference('swccg/actions#example-3') // { topicId: 'swccg/actions', game: 'swccg', paragraph: 'example-3' }
 */
export function parseReference(to: string): { topicId: string; game: string; topic: string; paragraph?: string } {
  const [topicId, paragraph] = to.split('#', 2);
  const [game = '', topic = ''] = topicId.split('/', 2);
  return { topicId, game, topic, paragraph: paragraph || undefined };
}
