/**
 * The pause in typing a query waits for: a word typed at a normal pace is
 * searched once, when the reader pauses, not at each key; an emptied field is
 * "searched" at once (its results close).
 *
 * @example
 * const pause = searchOnPause(input, { typing: () => say('…'), search: (value) => show(value) });
 * pause.cancel(); // a search started otherwise (Enter): the one waiting is not made
 */

/** Quiet time after a key before the query is searched, in milliseconds. */
const typingPause = 300;

/** Calls `typing` at each change of the field, and `search` with its value once the reader pauses (at once when emptied). */
export function searchOnPause(
  input: HTMLInputElement,
  { typing, search }: { typing: () => void; search: (value: string) => void },
): { cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  input.addEventListener('input', () => {
    clearTimeout(timer);
    typing();
    if (!input.value.trim()) search('');
    else timer = setTimeout(() => search(input.value), typingPause);
  });
  return { cancel: () => clearTimeout(timer) };
}
