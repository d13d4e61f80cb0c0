/**
 * Loads the search on first use only (`SiteSearch.astro`'s script, on every
 * page): focusing the field, or `?q=` in the URL. Started once however often
 * it is asked for. A failed load says so in the results panel, with a button
 * to try again (or, when the script is gone because the site was updated
 * since the page opened, to reload); the next focus tries again too. A module
 * that failed to load stays failed under its URL, so the next try asks for it
 * under a new one (Chromium and Firefox name it in the error; elsewhere the
 * same URL is tried). A module that does not come within the search's time
 * limit (`time-limit.ts`, which the field carries as `data-time-limit`: an
 * import here would put the search's chunk in every page's script) is said to
 * have failed, and is still used if it comes. `/` focuses the field from anywhere on the page but a field being
 * typed in.
 *
 * @example
 * loadOnFirstUse(root, input, { focusParagraph, noteChosen, noteSearchLeft });
 */
import type { Arrival } from './open-result.ts';

type SearchModule = typeof import('./search.ts');

/** The search module in what an import under a new URL gives: the chunk, which also holds the URL grammar (see astro.config.mjs), has it as one of its exports. */
function searchModule(chunk: Record<string, unknown>): SearchModule {
  return (
    'startSearch' in chunk
      ? chunk
      : Object.values(chunk).find((value) => typeof value === 'object' && value !== null && 'startSearch' in value)
  ) as SearchModule;
}

/** The strings the loader says a failure with. */
interface LoaderStrings {
  error: string;
  retry: string;
  updated: string;
  reload: string;
}

/** Whether a script that failed to load is gone (404): the site was updated since this page opened. */
async function scriptGone(url: string | undefined): Promise<boolean> {
  if (!url) return false;
  return fetch(url, { method: 'HEAD', cache: 'no-store' }).then(
    (response) => response.status === 404,
    () => false,
  );
}

/** Says in the panel that the search could not load, with a button: to try again (`retry`), or to reload when the script is gone. */
function showLoadFailure(root: HTMLElement, input: HTMLInputElement, gone: boolean, retry: () => void): void {
  const strings = JSON.parse(root.dataset.strings ?? '{}') as LoaderStrings;
  const problem = root.querySelector<HTMLElement>('.site-search-problem')!;
  const message = gone ? strings.updated : strings.error;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'site-search-retry';
  button.textContent = gone ? strings.reload : strings.retry;
  button.addEventListener('click', () => (gone ? location.reload() : retry()));
  problem.replaceChildren(button);
  problem.hidden = false;
  root.querySelector('.site-search-status')!.textContent = message;
  root.querySelector('.site-search-announcer')!.textContent = message;
  root.querySelector<HTMLElement>('.site-search-panel')!.hidden = false;
  input.setAttribute('aria-expanded', 'true');
}

/** Takes the last failure's message away, so that it is never read as a new try's answer. */
function clearLoadFailure(root: HTMLElement): void {
  const problem = root.querySelector<HTMLElement>('.site-search-problem')!;
  if (problem.hidden) return;
  problem.hidden = true;
  problem.replaceChildren();
  root.querySelector('.site-search-status')!.textContent = '';
  root.querySelector('.site-search-announcer')!.textContent = '';
}

/** Loads and starts the search on the field's first focus or a `?q=` (see the module comment). */
export function loadOnFirstUse(root: HTMLElement, input: HTMLInputElement, arrival: Arrival): void {
  let loading: Promise<void> | undefined;
  let failed: string | undefined;
  let tries = 0;
  let started = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** After a load that failed (`asking`), asks whether the script is gone; after one that has not answered in time, the server may not answer that either. */
  const sayFailed = async (asking: boolean) => {
    const gone = asking ? await scriptGone(failed) : false;
    // Loaded meanwhile (a slow script that came after all): nothing to say.
    if (!started) showLoadFailure(root, input, gone, start);
  };
  const start = () => {
    if (loading) return;
    clearLoadFailure(root);
    loading = (
      failed ? import(/* @vite-ignore */ `${failed}?retry=${tries}`).then(searchModule) : import('./search.ts')
    )
      .then(({ startSearch }) => {
        started = true;
        startSearch(root, input, arrival);
      })
      .catch((error: unknown) => {
        clearTimeout(timer);
        failed ??= /https?:\/\/\S+?\.js\b/.exec(String(error))?.[0];
        tries++;
        loading = undefined;
        input.addEventListener('focus', start, { once: true });
        return sayFailed(true);
      });
    // Not here within the time limit: said so. It is still awaited: used if it comes, asked for again (under a new
    // URL) if it fails.
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (!started) sayFailed(false);
    }, Number(root.dataset.timeLimit));
  };
  input.addEventListener('focus', start, { once: true });
  if (new URLSearchParams(location.search).has('q')) start();
  // `/` from anywhere on the page, but not while the reader types in a field.
  document.addEventListener('keydown', (event) => {
    if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
    const target = event.target as HTMLElement | null;
    if (target?.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])')) return;
    event.preventDefault();
    // Where the reader is stays on screen (a text field's focus would scroll to it, the header being sticky).
    input.focus({ preventScroll: true });
  });
}
