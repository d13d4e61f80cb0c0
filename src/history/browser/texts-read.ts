/**
 * Which revision of each text the reader last read, remembered on their device
 * only (`localStorage.textsRead`, never sent): by text
 * (`ti4/component-limitations.ru`, whichever page showed it), the key of the
 * words they saw (`wordsKey`). Storage refused (a private mode): nothing is
 * remembered, nothing is told.
 *
 * @example
 * rememberRead('ti4/component-limitations.ru', '81a2a74b139d') // '46d25c719675': the key read before, or undefined
 */

const storageKey = 'textsRead';

/** Remembers `key` as the words of `text` the reader read; gives the key remembered before, where it was another. */
export function rememberRead(text: string, key: string): string | undefined {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '{}');
    const read = (stored && typeof stored === 'object' && !Array.isArray(stored) ? stored : {}) as Record<
      string,
      string
    >;
    const last = read[text];
    if (last === key) return undefined;
    read[text] = key;
    localStorage.setItem(storageKey, JSON.stringify(read));
    return typeof last === 'string' ? last : undefined;
  } catch {
    return undefined;
  }
}
