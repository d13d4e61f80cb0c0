/**
 * The markup of what changed, as plain functions (like `markup/text-markup.ts`,
 * shared by the topic page's marks and the history page): a word diff as
 * `<del>`/`<ins>` (struck through and underlined, not colour alone; each run
 * named for screen readers), and a paragraph's change mark.
 *
 * @example
 * diffHtml([{ kind: 'same', text: 'жетоны ' }, { kind: 'removed', text: 'с' }, { kind: 'added', text: 'номиналом' }], 'ru', 'ru')
 * // '<p class="word-diff" lang="ru">жетоны <del><span class="visually-hidden">убрано: </span>с</del><ins><span class="visually-hidden">добавлено: </span>номиналом</ins></p>'
 */
import { useTranslations } from '../i18n/interface-strings.ts';
import type { Language } from '../i18n/languages.ts';
import { escapeHtml } from '../markup/escape-html.ts';
import { changesId } from '../markup/layout-ids.ts';
import { attribute } from '../markup/text-markup.ts';
import type { DiffPart } from './word-diff.ts';

/** A word diff as one paragraph of `<del>`/`<ins>` in the text's language (`textLang`), their names in the page's (`lang`). */
export function diffHtml(parts: DiffPart[], lang: Language, textLang: string): string {
  const t = useTranslations(lang);
  const named = (key: string) =>
    `<span class="visually-hidden"${textLang === lang ? '' : attribute('lang', lang)}>${escapeHtml(t(key))} </span>`;
  const html = parts
    .map((part) =>
      part.kind === 'same'
        ? escapeHtml(part.text)
        : part.kind === 'removed'
          ? `<del>${named('history.removedWords')}${escapeHtml(part.text)}</del>`
          : `<ins>${named('history.addedWords')}${escapeHtml(part.text)}</ins>`,
    )
    .join('');
  return `<p class="word-diff"${attribute('lang', textLang)}>${html}</p>`;
}

/** What a paragraph of the topic page shows of its last change: the kind, the revision, the diff (for a changed one) and its entry on the history page. */
export interface ChangeMark {
  kind: 'changed' | 'added';
  /** The revision that made the change. */
  order: number;
  /** Against the revision before: its order and the diff. */
  diff?: { from: number; html: string };
  /** The entry on the history page (`…/~history/#r2-note-3`). */
  entry: string;
}

/**
 * A paragraph's change mark, in the page's language: a small link to its
 * entry on the history page (without JavaScript, it leads there); with it, a
 * tap opens the diff below the paragraph's words (`browser/change-marks.ts`).
 * The diff is in the page, hidden until then.
 */
export function changeMarkHtml(id: string, mark: ChangeMark, lang: Language): string {
  const t = useTranslations(lang);
  const diffId = changesId(id);
  const link = `<a class="change-mark"${attribute('href', mark.entry)}${attribute('lang', lang)} data-change-mark="${mark.kind}"${attribute('aria-label', t(`history.markLabel_${mark.kind}`, { order: mark.order }))}${mark.diff ? `${attribute('aria-controls', diffId)} aria-expanded="false"` : ''}>${escapeHtml(t(`history.mark_${mark.kind}`))}</a>`;
  if (!mark.diff) return link;
  const diff = `<div class="change-diff"${attribute('id', diffId)}${attribute('lang', lang)} hidden><p class="change-diff-from">${escapeHtml(t('history.diffFrom', { order: mark.diff.from }))}</p>${mark.diff.html}<p><a${attribute('href', mark.entry)}>${escapeHtml(t('history.fullHistory'))}</a></p></div>`;
  return `${link}${diff}`;
}
