/** Pagefind's browser script, bundled with the site's search: `src/search/indexing/pagefind-script.ts`. */
declare module 'virtual:pagefind' {
  /** A Pagefind instance on the bundle at `basePath` (its `init`, `search`, …: see `src/search/browser/pagefind.ts`). */
  export function createInstance(options: { basePath: string; noWorker?: boolean; excerptLength?: number; ranking?: Record<string, number> }): unknown;
}
