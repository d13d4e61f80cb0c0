/**
 * What a page's route data are worked out from, as the pages take it: the
 * library the build has read (`build-content.ts`) and the site's settings
 * (`virtual:rules/settings`). Only pages import this (the integration and the
 * workers have both at hand).
 *
 * @example
 * const route = topicRoute(siteContext(), 'fr', 'ti4/component-limitations');
 */
import settings from 'virtual:rules/settings';
import type { SiteContext } from '../routing/route-data/site-context.ts';
import { buildContent } from './build-content.ts';

/** The page's `SiteContext`: the build's library, its stamped page kinds and the site's settings. */
export function siteContext(): SiteContext {
  const { library, stampedPageKinds } = buildContent();
  return { library, stampedPageKinds, settings };
}
