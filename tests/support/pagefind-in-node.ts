/**
 * A Pagefind index built in a temporary folder and searched with Pagefind's
 * own browser code in Node (its `pagefind.js`, with `fetch` answered from the
 * folder): what a reader's browser would find, without building the site.
 *
 * @example
 * const search = await pagefindInNode(async (index) => { await index.addCustomRecord({ url: '/1', content: 'захваты', language: 'ru' }); });
 * const { results } = await search.instance.search('захват');
 * await search.close();
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as pagefind from 'pagefind';

/** A fragment as `result.data()` gives it (the parts the tests read). */
interface FoundFragment {
  url: string;
  meta: Record<string, string>;
  sub_results: { url: string; title: string }[];
}

export interface PagefindInNode {
  instance: {
    search(term: string): Promise<{ results: { id: string; data(): Promise<FoundFragment> }[] }>;
    preload(term: string): Promise<void>;
  };
  /** Gives `fetch` back and removes the folder. */
  close(): Promise<void>;
}

/**
 * A bundle already written (`dir/pagefind/`) loaded as a browser would, with
 * `fetch` answered from `dir`; the paths fetched are kept in `fetched`.
 */
export async function bundleInNode(dir: string): Promise<PagefindInNode & { fetched: string[] }> {
  const realFetch = globalThis.fetch;
  const fetched: string[] = [];
  globalThis.fetch = (async (url: string | URL) => {
    const path = String(url)
      .replace(/^[a-z]+:\/\/[^/]+/, '')
      .split('?')[0];
    fetched.push(path);
    return readFile(join(dir, path)).then(
      (body) => new Response(body),
      () => new Response('', { status: 404 }),
    );
  }) as typeof fetch;
  const close = async () => {
    globalThis.fetch = realFetch;
  };
  try {
    const module = await import(
      /* @vite-ignore */ `${pathToFileURL(join(dir, 'pagefind', 'pagefind.js')).href}?${Date.now()}`
    );
    const instance = module.createInstance({ basePath: '/pagefind/', noWorker: true, ranking: { pageLength: 0 } });
    await instance.init();
    return { instance, close, fetched };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Builds an index with `fill`, writes it to a temporary folder and loads it as a browser would. */
export async function pagefindInNode(fill: (index: pagefind.PagefindIndex) => Promise<void>): Promise<PagefindInNode> {
  const dir = await mkdtemp(join(tmpdir(), 'pagefind-in-node-'));
  const realFetch = globalThis.fetch;
  const close = async () => {
    globalThis.fetch = realFetch;
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const { index, errors } = await pagefind.createIndex({});
    if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
    await fill(index);
    await index.writeFiles({ outputPath: join(dir, 'pagefind') });
    await pagefind.close();
    globalThis.fetch = (async (url: string | URL) => {
      const path = String(url)
        .replace(/^[a-z]+:\/\/[^/]+/, '')
        .split('?')[0];
      return readFile(join(dir, path)).then(
        (body) => new Response(body),
        () => new Response('', { status: 404 }),
      );
    }) as typeof fetch;
    const module = await import(/* @vite-ignore */ pathToFileURL(join(dir, 'pagefind', 'pagefind.js')).href);
    const instance = module.createInstance({ basePath: '/pagefind/', noWorker: true });
    await instance.init();
    return { instance, close };
  } catch (error) {
    await close();
    throw error;
  }
}
