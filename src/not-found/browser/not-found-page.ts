/**
 * What a script adds to a language's not-found page (`/{lang}/404.html`),
 * which reads without it: the address the reader asked for back in the
 * address bar (the root 404 page of a host without nested ones sends the
 * reader here with it as `?address=`); a missing paragraph or side-by-side
 * page's address sent on to its topic page; the game the address names
 * unfolded; a search for the address's other words, as a link (to the game's
 * page or the home, with `?q=`, which opens the site's search there) and in
 * the header's search field; the language switcher on the same address in
 * each language.
 *
 * @example
 * answerMissingAddress(document.querySelector('[data-not-found]')!); // on /fr/swccg/nope-stacking/
 * // the SWCCG topics unfolded; "Chercher « nope stacking » dans les règles" → /fr/swccg/?q=nope%20stacking
 */
import { isLanguage } from '../../i18n/languages.ts';
import { pageOfPath } from '../../routing/paths.ts';
import { addressWords, movedTo } from './missing-address.ts';

/** The address the root 404 page passed on, put back in the address bar. */
function restoreAddress(): void {
  const address = new URLSearchParams(location.search).get('address');
  const lang = document.documentElement.lang;
  if (address?.startsWith(`/${lang}/`) && !address.startsWith('//')) history.replaceState(null, '', address);
}

/** The language switcher's links: the same address in each language, whose not-found page answers in it. */
function switchAddress(pathname: string): void {
  const rest = pathname.replace(/^\/[^/]+/, '');
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-language-link]')) {
    if (isLanguage(link.hreflang)) link.href = `/${link.hreflang}${rest}`;
  }
}

/** Offers a search for the address's words: the page's link, and the header's field (unless the reader's own query is there). */
function offerSearch(offer: HTMLElement, words: string, place: string): void {
  const link = offer.querySelector('a')!;
  link.textContent = (offer.dataset.searchFor ?? '').replace('{{words}}', words);
  link.href = `${place}?q=${encodeURIComponent(words)}`;
  offer.hidden = false;
  const field = document.querySelector<HTMLInputElement>('#site-search-query');
  if (field && !field.value) field.value = words;
}

/** See the module comment. */
export function answerMissingAddress(root: HTMLElement): void {
  restoreAddress();
  const moved = movedTo(location.pathname, location.hash);
  if (moved) {
    location.replace(moved);
    return;
  }
  // The page at its own address (`/fr/404.html`): no address to make words of.
  if (pageOfPath(location.pathname)?.kind === 'notFound') return;
  const sections = [...root.querySelectorAll<HTMLElement>('[data-not-found-game]')];
  const { game, words } = addressWords(
    location.pathname,
    sections.map((section) => section.dataset.notFoundGame!),
  );
  const section = sections.find((candidate) => candidate.dataset.notFoundGame === game);
  section?.querySelector('details')?.setAttribute('open', '');
  const offer = root.querySelector<HTMLElement>('[data-not-found-search]');
  const place = section?.querySelector<HTMLAnchorElement>('h2 a')?.pathname ?? `/${document.documentElement.lang}/`;
  if (offer && words) offerSearch(offer, words, place);
  switchAddress(location.pathname);
}
