/**
 * What failed, said in the results panel with a button: to try again, or,
 * after a deploy took the old index's files away, to reload. Never read as
 * "nothing found". When some pages' answers came and others did not, the
 * results stay and the notice is under them ("2 results could not load.").
 *
 * @example
 * await showFailure(view, failure, () => id === latest, retry);
 * await showFailure(view, found.failure, current, retry, found.failed); // under the results that came
 * clearFailure(view); // a new query: no old failure read as its answer
 */
import { indexReplaced, SearchFailure } from './index-files.ts';
import { countText } from './result-items.ts';
import type { SearchView } from './search-view.ts';
import { say } from './status-line.ts';

/**
 * Shows what failed under the results (or in their place), with a button to
 * try again (`retry`), or to reload after a deploy; not if `current` says a
 * newer query took its place. `partial`: how many answers failed among others
 * that came.
 */
export async function showFailure(
  view: SearchView,
  failure: unknown,
  current: () => boolean,
  retry: () => void,
  partial = 0,
): Promise<void> {
  const { strings, lang, problem, announcer } = view;
  const updated =
    failure instanceof SearchFailure &&
    (failure.kind === 'missing' || failure.file === 'typos' || failure.file === 'module') &&
    (await indexReplaced());
  if (!current()) return;
  const text = updated ? strings.updated : partial > 0 ? countText(strings.partial, lang, partial) : strings.error;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'site-search-retry';
  button.textContent = updated ? strings.reload : strings.retry;
  button.addEventListener('click', () => (updated ? location.reload() : retry()));
  if (partial > 0 && !updated) {
    // Under the results that came: what did not, and the button.
    const message = document.createElement('span');
    message.textContent = text;
    problem.replaceChildren(message, ' ', button);
    announcer.textContent = [announcer.textContent, text].filter(Boolean).join(' ');
  } else {
    // In the results' place: the message in the status line, the button under it.
    problem.replaceChildren(button);
    say(view, text);
  }
  problem.hidden = false;
}

/** Takes the failure's notice away. */
export function clearFailure({ problem }: SearchView): void {
  problem.hidden = true;
  problem.replaceChildren();
}
