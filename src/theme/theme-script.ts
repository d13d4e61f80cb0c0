/**
 * The one script every page runs before its first paint (`ThemeScript`): it
 * applies the reader's saved settings, so that nothing flashes: the theme
 * ('dark' or 'light', `localStorage.theme`) as `data-theme` on `<html>`, with
 * the browser bar's colour (`<meta name="theme-color" data-theme>`,
 * `AppHead`) the chosen theme's; and terms shown as plain words
 * (`localStorage.terms`: 'plain', `glossary/browser/term-marks-setting.ts`) as
 * `data-terms`. With nothing saved, the CSS and the metas follow the system,
 * and terms are marked.
 *
 * Inline, so it runs before anything is painted; its hash is in every page's
 * Content-Security-Policy from `astro.config.mjs` (`scriptDirective.hashes`).
 *
 * @example
 * themeScriptHash // 'sha256-qwxA8ejFSjr6mtoZm1+QPDp5n7JlRNsa9cbYuWHg4bE='
 */
import { createHash } from 'node:crypto';

export const themeScript = `try{var t=localStorage.getItem('theme');if(t==='dark'||t==='light'){document.documentElement.dataset.theme=t;for(var m of document.querySelectorAll('meta[name=theme-color]'))m.media=m.dataset.theme===t?'':'not all'}if(localStorage.getItem('terms')==='plain')document.documentElement.dataset.terms='plain'}catch(e){}`;

export const themeScriptHash = `sha256-${createHash('sha256').update(themeScript).digest('base64')}` as const;
