/**
 * The results panel, open or closed. Opening makes it an entry of the tab's
 * history, so that Back closes it and the page stays; closing it otherwise
 * (Escape, the close button: `leave`) steps back over that entry, so that the
 * next Back leaves the page as it would have. A tap or the focus outside the
 * search closes it too; the field's focus or a tap on it opens it again with
 * the results it had, unless Escape or Back closed it (until the next key).
 * While open it is fitted to the room the screen leaves (`panel-room.ts`).
 *
 * @example
 * const panel = searchPanel(view);
 * panel.open(); // Back closes it
 * panel.dismiss(); // Escape: closed, the field focused
 */
import { fitPanel } from './panel-room.ts';
import type { SearchView } from './search-view.ts';

/** The panel's state and what opens and closes it. */
export interface SearchPanel {
  /** Closed by Escape, Back or a chosen result: focusing the field again does not reopen it until the next input. */
  dismissed: boolean;
  /** Opens it, as a new query or the reader asks (no longer dismissed). */
  open(): void;
  close(options?: { leave?: boolean }): void;
  /** Closes it as Escape and the close button do, the focus in the field. */
  dismiss(): void;
  /** Whether the open panel is the current entry of the tab's history (Back closes it). */
  inHistory(): boolean;
}

/** The panel of `view`, wired: Back, Escape, the close button, a tap or focus outside, the field's focus (see the module comment). */
export function searchPanel(view: SearchView): SearchPanel {
  const { root, input, panel, status, close } = view;
  const inHistory = () => (history.state as { siteSearch?: boolean } | null)?.siteSearch === true;
  const setOpen = (open: boolean, { leave = false } = {}) => {
    if (open === !panel.hidden) return;
    panel.hidden = !open;
    input.setAttribute('aria-expanded', String(open));
    if (open) fitPanel(panel);
    if (open && !inHistory()) history.pushState({ ...(history.state as object | null), siteSearch: true }, '');
    else if (!open && leave && inHistory()) history.back();
  };
  const state: SearchPanel = {
    dismissed: false,
    open: () => {
      state.dismissed = false;
      setOpen(true);
    },
    close: (options) => setOpen(false, options),
    dismiss: () => {
      state.dismissed = true;
      setOpen(false, { leave: true });
      input.focus();
    },
    inHistory,
  };
  /** Whether the field holds a query whose results (or failure) the panel has. */
  const hasResults = () => input.value.trim() && status.textContent;

  for (const target of [window, visualViewport])
    target?.addEventListener('resize', () => {
      if (!panel.hidden) fitPanel(panel);
    });
  close.addEventListener('click', state.dismiss);
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || panel.hidden) return;
    event.preventDefault();
    state.dismiss();
  });
  // Back: the open results close, and the page stays.
  addEventListener('popstate', () => {
    if (!panel.hidden && !inHistory()) {
      state.dismissed = true;
      setOpen(false);
    }
  });
  document.addEventListener('pointerdown', (event) => {
    if (!root.contains(event.target as Node)) setOpen(false);
  });
  root.addEventListener('focusout', (event) => {
    if (event.relatedTarget && !root.contains(event.relatedTarget as Node)) setOpen(false);
  });
  input.addEventListener('focus', () => {
    if (!state.dismissed && hasResults()) state.open();
  });
  input.addEventListener('click', () => {
    state.dismissed = false;
    if (hasResults()) setOpen(true);
  });
  return state;
}
