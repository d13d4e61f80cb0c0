/**
 * The site's settings, for whoever builds and deploys it: change them here, or
 * set them in the environment of the build (see docs/deploy.md).
 *
 * @example
 * SITE_URL=https://rules.example.net PARAGRAPH_PAGES=off npm run build
 */

/** `on` or `off` from the environment; anything else stops the build with a clear message. */
function onOff(name: string, fallback: boolean): boolean {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  if (value === 'on' || value === 'off') return value === 'on';
  throw new Error(`${name}=${JSON.stringify(value)}: must be "on" or "off"`);
}

export const siteSettings = {
  /** The site's origin, for canonical URLs, permalinks and the sitemap (`SITE_URL`). */
  site: process.env.SITE_URL || 'https://rules.example.org',
  /**
   * Paragraph pages, `/{lang}/{game}/{topic}/{paragraph}/`: one per paragraph
   * and language, so that a pasted link unfurls as the paragraph it cites
   * (`PARAGRAPH_PAGES=off` leaves them out, for hosts with a cap on files; the
   * copy controls then offer no "preview link"; permalinks `…/{topic}/#{paragraph}`
   * work either way).
   */
  paragraphPages: onOff('PARAGRAPH_PAGES', true),
};
