/**
 * Links a feature's own stylesheet on its first use (the rules of what shows
 * only on a tap, or only sometimes, are no part of the page's inlined
 * stylesheet: `styles/style-features.ts`). The promise settles once the rules
 * apply, or once they have failed to come: what shows waits for it, so that it
 * never shows unstyled while they load. The service worker precaches them
 * (`/_astro/`), offline too.
 *
 * It is in the chunk of Vite's preload helper (astro.config.mjs), which every
 * page loads: a loader that imports it and a feature's module together adds no
 * file to what it preloads; the module itself does not import it.
 *
 * @example
 * import stylesheet from './term-card.css?url';
 * const card = Promise.all([import('./browser/term-card.ts'), linkStylesheet(stylesheet)]); // shown once both came
 */
export function linkStylesheet(href: string): Promise<void> {
  const rules = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
  const styled = new Promise<void>((done) => {
    rules.onload = rules.onerror = () => done();
  });
  document.head.append(rules);
  return styled;
}
