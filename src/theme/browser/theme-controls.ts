/**
 * The theme's controls made live: the header's toggle (`ThemeToggle`) and the
 * footer's choice (`ThemeChoice`) show the theme on screen, set the reader's
 * choice, and appear (hidden until then, since they need a script). One
 * script for both, run by the page shell: on every page, one module fewer.
 *
 * @example
 * showThemeControls(); // <button data-theme-toggle aria-pressed="true"> in dark mode, no longer hidden
 */
import { chooseTheme, chosenTheme, onThemeChange, shownTheme } from './theme.ts';

/** The header's toggle: one tap switches between light and dark. */
function showToggle(button: HTMLButtonElement): void {
  const show = () => button.setAttribute('aria-pressed', String(shownTheme() === 'dark'));
  button.addEventListener('click', () => chooseTheme(shownTheme() === 'dark' ? 'light' : 'dark'));
  onThemeChange(show);
  show();
  button.hidden = false;
}

/** The footer's choice: the system's theme, light or dark. */
function showChoice(group: HTMLFieldSetElement): void {
  const radios = [...group.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
  const show = () => {
    for (const radio of radios) radio.checked = radio.value === (chosenTheme() ?? 'system');
  };
  group.addEventListener('change', (event) => {
    const value = (event.target as HTMLInputElement).value;
    chooseTheme(value === 'light' || value === 'dark' ? value : undefined);
  });
  onThemeChange(show);
  show();
  group.hidden = false;
}

/** Makes every theme control of the page live. */
export function showThemeControls(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]')) showToggle(button);
  for (const group of document.querySelectorAll<HTMLFieldSetElement>('[data-theme-choice]')) showChoice(group);
}
