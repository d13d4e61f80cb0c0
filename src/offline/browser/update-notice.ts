/**
 * "A new version is ready — Reload": shown when a new service worker has
 * installed and waits for this version's tabs to close. Loaded only then (see
 * `AppScripts`; its style is in global.css). Reload tells the waiting worker to take over (`SKIP_WAITING`,
 * which the worker, `service-worker.ts`, listens for); every open tab then reloads
 * on `controllerchange`, so no tab runs on another version's worker.
 *
 * @example
 * offerUpdate(registration.waiting);
 */
import { update as en } from '../../i18n/locales/en.json';
import { update as fr } from '../../i18n/locales/fr.json';
import { update as ru } from '../../i18n/locales/ru.json';

/** Only the notice's two strings of each locale file (JSON named imports: the rest is left out of the chunk). */
const strings: Record<string, typeof en> = { en, fr, ru };

export function offerUpdate(worker: ServiceWorker): void {
  if (document.querySelector('[data-update-notice]')) return;
  const { available, reload } = strings[document.documentElement.lang] ?? en;
  // An empty live region first, its text next: screen readers announce what changes inside one.
  const notice = document.createElement('div');
  notice.className = 'update-notice';
  notice.dataset.updateNotice = '';
  notice.setAttribute('role', 'status');
  document.body.append(notice);
  const text = document.createElement('p');
  text.textContent = available;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = reload;
  button.addEventListener('click', () => {
    button.disabled = true;
    worker.postMessage({ type: 'SKIP_WAITING' });
  });
  requestAnimationFrame(() => notice.append(text, button));
}
