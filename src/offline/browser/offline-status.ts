/**
 * The footer's quiet line about reading without signal (`SiteFooter`'s
 * `[data-offline-status]`, last in the footer, so that nothing moves when it
 * appears): "Saving the site to use without signal… 40 %", then "The site is
 * ready to use without signal.", or "Part of the site could not be saved …"
 * with "Try again". Loaded once the service worker is registered (see
 * `AppScripts`), so absent where there is none. It asks the worker how its
 * precache stands (which also makes the worker fetch what is missing: on the
 * next visit, or on "Try again") and follows the worker's reports
 * (`precache-report.ts`). Its style is in global.css.
 *
 * @example
 * showOfflineStatus(registration, document.querySelector('[data-offline-status]'));
 */
import { offline as en } from '../../i18n/locales/en.json';
import { offline as fr } from '../../i18n/locales/fr.json';
import { offline as ru } from '../../i18n/locales/ru.json';
import { askForPrecache, isPrecacheReport, type PrecacheReport } from './precache-report.ts';

/** Only the line's strings of each locale file (JSON named imports: the rest is left out of the chunk). */
const strings: Record<string, typeof en> = { en, fr, ru };

/** What the line says: the state is also its `data-offline-status`, for the style and the tests. */
type State = 'saving' | 'ready' | 'incomplete';

/** The state a report shows, the worker being in `workerState`: ready only once the worker is active (it then answers offline). */
export function stateOf(report: PrecacheReport, workerState: ServiceWorkerState): State {
  if (report.saving) return 'saving';
  if (report.saved < report.total) return 'incomplete';
  return workerState === 'activated' ? 'ready' : 'saving';
}

export function showOfflineStatus(registration: ServiceWorkerRegistration, line: HTMLElement): void {
  // The worker that answers this page offline: the active one, or on a first visit the one installing.
  const found = registration.active ?? registration.installing ?? registration.waiting;
  if (!found) return;
  const worker: ServiceWorker = found;
  const lang = document.documentElement.lang;
  const { saving, ready, incomplete, retry } = strings[lang] ?? en;
  const percent = new Intl.NumberFormat(lang, { style: 'percent' });
  const text = document.createElement('span');
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = retry;
  button.addEventListener('click', () => worker.postMessage(askForPrecache));
  let report: PrecacheReport | undefined;

  function show(): void {
    if (!report) return;
    if (worker.state === 'redundant') {
      line.hidden = true;
      return;
    }
    const state = stateOf(report, worker.state);
    // Progress is not announced, the outcome is (a polite status, busy while saving).
    line.setAttribute('aria-busy', String(state === 'saving'));
    line.dataset.offlineStatus = state;
    const done = Math.floor((100 * report.saved) / Math.max(report.total, 1)) / 100;
    text.textContent =
      state === 'saving' ? saving.replace('{{percent}}', percent.format(done)) : state === 'ready' ? ready : incomplete;
    if (state === 'incomplete') line.append(button);
    else if (button.isConnected) {
      // "Try again" goes once answered; the focus it had stays on the line.
      if (document.activeElement === button) line.focus();
      button.remove();
    }
    line.hidden = false;
  }

  line.append(text);
  navigator.serviceWorker.addEventListener('message', (event) => {
    if (event.source !== worker || !isPrecacheReport(event.data)) return;
    report = event.data;
    show();
  });
  worker.addEventListener('statechange', () => {
    // Once active, ask again: the message keeps the worker running until its files are fetched.
    if (worker.state === 'activated') worker.postMessage(askForPrecache);
    show();
  });
  worker.postMessage(askForPrecache);
}
