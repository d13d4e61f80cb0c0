/**
 * A paragraph's change mark ("changed") opens the word diff under the
 * paragraph, floating over what follows so that no text moves, and closes it
 * again; so do Escape (focus back on the mark) and a tap elsewhere. The diff
 * is in the page, hidden (`history-markup.ts`). A mark is a link to its entry
 * on the history page; a tap that opens the diff does not follow it (a
 * modified click still does). The diffs' rules (`word-diffs.css`, no part of
 * the page's first round trip) are linked as this starts; a diff opens once
 * they apply.
 *
 * @example
 * openChangeMarks(document);
 */

import { linkStylesheet } from '../../styles/browser/link-stylesheet.ts';
import stylesheet from '../word-diffs.css?url';

/** Wires every change mark of `root` that has a diff (one listener per event for all). */
export function openChangeMarks(root: Document): void {
  const styled = linkStylesheet(stylesheet);
  let open: { mark: Element; diff: HTMLElement } | undefined;
  const close = () => {
    if (!open) return;
    open.diff.hidden = true;
    open.mark.setAttribute('aria-expanded', 'false');
    open = undefined;
  };
  root.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const mark = target?.closest?.('a.change-mark[aria-controls]');
    if (!mark) {
      if (open && !open.diff.contains(target)) close();
      return;
    }
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const diff = root.getElementById(mark.getAttribute('aria-controls')!);
    if (!diff) return;
    event.preventDefault();
    const wasOpen = open?.mark === mark;
    close();
    if (wasOpen) return;
    styled.then(() => {
      close();
      diff.hidden = false;
      mark.setAttribute('aria-expanded', 'true');
      open = { mark, diff };
    });
  });
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !open) return;
    const { mark } = open;
    close();
    (mark as HTMLElement).focus();
  });
}
