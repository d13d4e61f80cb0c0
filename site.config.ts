/**
 * The site's settings, for whoever builds and deploys it: change them here, or
 * set them in the environment of the build (see docs/deploy.md).
 *
 * @example
 * SITE_URL=https://rules.example.net PARAGRAPH_PAGES=off SIDE_BY_SIDE_PAGES=off npm run build
 */

/** `on` or `off` from the environment; anything else stops the build with a clear message. */
function onOff(name: string, fallback: boolean): boolean {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  if (value === 'on' || value === 'off') return value === 'on';
  throw new Error(`${name}=${JSON.stringify(value)}: must be "on" or "off"`);
}

/**
 * The day of a build, `YYYY-MM-DD` (UTC): from `SOURCE_DATE_EPOCH` (seconds since 1970, the convention of
 * reproducible builds) where it is set, else today.
 *
 * @example
 * builtOnOf('1795651200') // '2026-11-26'
 */
export function builtOnOf(sourceDateEpoch: string | undefined, now = new Date()): string {
  if (sourceDateEpoch === undefined || sourceDateEpoch === '') return now.toISOString().slice(0, 10);
  if (!/^\d+$/.test(sourceDateEpoch))
    throw new Error(`SOURCE_DATE_EPOCH=${JSON.stringify(sourceDateEpoch)}: must be a number of seconds`);
  return new Date(Number(sourceDateEpoch) * 1000).toISOString().slice(0, 10);
}

/** The site's settings (read here once, when `astro.config.mjs` is loaded, and passed on from there). */
export interface SiteSettings {
  site: string;
  /** Whether the site's origin was given (`SITE_URL`), or is the stand-in. */
  siteGiven: boolean;
  paragraphPages: boolean;
  sideBySidePages: boolean;
  builtOn: string;
}

export const siteSettings: SiteSettings = {
  /** The site's origin, for canonical URLs, permalinks and the sitemap (`SITE_URL`). */
  site: process.env.SITE_URL || 'https://rules.example.org',
  siteGiven: Boolean(process.env.SITE_URL),
  /**
   * Paragraph pages, `/{lang}/{game}/{topic}/{paragraph}/`: one per paragraph
   * and language, so that a pasted link unfurls as the paragraph it cites
   * (`PARAGRAPH_PAGES=off` leaves them out, for hosts with a cap on files; the
   * copy controls then offer no "preview link"; permalinks `…/{topic}/#{paragraph}`
   * work either way).
   */
  paragraphPages: onOff('PARAGRAPH_PAGES', true),
  /**
   * Side-by-side pages, `/{lang}/{game}/{topic}/~{other}/`: a topic in two of
   * its languages at once, for every interface language and every other text
   * of the topic (six per topic with three texts, each holding two texts).
   * `SIDE_BY_SIDE_PAGES=off` leaves them and the topic pages' links to them
   * out, for hosts with a cap on files or size; a link to one then opens the
   * topic page (the 404 page sends it there).
   */
  sideBySidePages: onOff('SIDE_BY_SIDE_PAGES', true),
  /** The day of the build, printed on the games' booklets (`SOURCE_DATE_EPOCH`, else today: `builtOnOf`). */
  builtOn: builtOnOf(process.env.SOURCE_DATE_EPOCH),
};
