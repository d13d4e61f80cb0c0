/**
 * Links a feature's own stylesheet on its first use (the rules of what shows
 * only on a tap, or only sometimes, are no part of the page's inlined
 * stylesheet: `styles/style-features.ts`). The promise settles once the rules
 * apply, or once they have failed to come: what shows waits for it, so that it
 * never shows unstyled while they load. The service worker precaches them
 * (`/_astro/`), offline too.
 *
 * @example
 * import stylesheet from '../term-card.css?url';
 * const styled = linkStylesheet(stylesheet);
 * await styled; // then show the card
 */
export function linkStylesheet(href: string): Promise<void> {
  const rules = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
  const styled = new Promise<void>((done) => {
    rules.onload = rules.onerror = () => done();
  });
  document.head.append(rules);
  return styled;
}
