/** Pagefind's browser script, bundled with the site's search: `src/search/indexing/pagefind-script.ts`. */
declare module 'virtual:pagefind' {
  /** A Pagefind instance on the bundle at `basePath` (its `init`, `search`, …: see `src/search/browser/pagefind.ts`). */
  export function createInstance(options: {
    basePath: string;
    noWorker?: boolean;
    excerptLength?: number;
    ranking?: Record<string, number>;
  }): unknown;
}

/** The site's settings (`site.config.ts`), as the integration passes them to the pages: `src/build/settings-module.ts`. */
declare module 'virtual:rules/settings' {
  const settings: import('../site.config.ts').SiteSettings;
  export default settings;
}
