/**
 * The reader's theme: 'light' or 'dark' once chosen — kept in
 * `localStorage.theme`, set as `data-theme` on `<html>` and applied before the
 * first paint by `ThemeScript` — or none: the system's. The browser bar's
 * colour (`<meta name="theme-color" data-theme>`, see `AppHead`) follows.
 *
 * @example
 * chooseTheme('dark'); chosenTheme() // 'dark'
 * chooseTheme(undefined); chosenTheme() // undefined: the system's again
 */
export type Theme = 'light' | 'dark';

/** The event `document` receives whenever the theme is chosen, on any control. */
const themeChanged = 'theme-changed';

const systemDark = () => matchMedia('(prefers-color-scheme: dark)');

/** The theme the reader chose, or undefined when the page follows the system. */
export function chosenTheme(): Theme | undefined {
  const theme = document.documentElement.dataset.theme;
  return theme === 'light' || theme === 'dark' ? theme : undefined;
}

/** The theme on screen now: the reader's choice, or else the system's. */
export function shownTheme(): Theme {
  return chosenTheme() ?? (systemDark().matches ? 'dark' : 'light');
}

/** Calls `update` whenever the theme on screen may have changed: a choice, or the system switching. */
export function onThemeChange(update: () => void): void {
  document.addEventListener(themeChanged, update);
  systemDark().addEventListener('change', update);
}

/** Applies and remembers a choice; `undefined` returns to following the system. */
export function chooseTheme(theme: Theme | undefined): void {
  const root = document.documentElement;
  if (theme) root.dataset.theme = theme;
  else delete root.dataset.theme;
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"][data-theme]')) {
    meta.media = theme
      ? meta.dataset.theme === theme
        ? ''
        : 'not all'
      : `(prefers-color-scheme: ${meta.dataset.theme})`;
  }
  try {
    if (theme) localStorage.setItem('theme', theme);
    else localStorage.removeItem('theme');
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
  document.dispatchEvent(new Event(themeChanged));
}
