/**
 * A page's address as paper prints it: in full, on the site's origin, where
 * the build was given one (`SITE_URL`); else its path, which the page
 * completes with the origin it was opened from (`PaperOrigin.astro`) — never
 * the stand-in origin a build without `SITE_URL` names in its link previews.
 *
 * @example
 * paperAddress('/fr/swccg/actions/', { site: 'https://rules.example.net', siteGiven: true }) // 'https://rules.example.net/fr/swccg/actions/'
 * paperAddress('/fr/swccg/actions/', { site: 'https://rules.example.org', siteGiven: false }) // '/fr/swccg/actions/'
 */
import type { SiteSettings } from '../../../site.config.ts';
import { absoluteUrl } from '../paths.ts';

export function paperAddress(path: string, settings: Pick<SiteSettings, 'site' | 'siteGiven'>): string {
  return settings.siteGiven ? absoluteUrl(path, settings.site) : path;
}
