/**
 * The results panel's room on the screen: from its top to the foot of the
 * screen (above a phone's keyboard), so that it scrolls within itself with
 * its close button in view, at any size (search.css reads `--search-room`).
 *
 * @example
 * panel.hidden = false;
 * fitPanel(panel);
 */
/**
 * Gives the open panel the room from its top to the foot of the screen (above
 * a phone's keyboard), as `--search-room` (search.css): it scrolls within
 * itself, its close button at its top in view, at any size.
 */
export function fitPanel(panel: HTMLElement): void {
  const foot = visualViewport ? visualViewport.offsetTop + visualViewport.height : innerHeight;
  const room = Math.max(minPanelRoom, foot - panel.getBoundingClientRect().top - panelMargin);
  panel.style.setProperty('--search-room', `${Math.floor(room)}px`);
}
/** The least room the panel takes, in pixels: a few results, whatever the screen. */
const minPanelRoom = 160;
/** The gap kept under the panel, in pixels. */
const panelMargin = 8;
