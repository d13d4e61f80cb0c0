/**
 * The markup of a history page's article, as plain functions (like
 * `markup/text-markup.ts`): the build's workers stamp every history page
 * (`history-pages.ts`) without Astro's page pipeline. The title, each
 * revision with its source and its entries (`HistoryEntry`), and each
 * paragraph's trace.
 *
 * @example
 * historyArticleHtml(historyContent(topic, 'ru'))
 * // '<article class="history" data-history="ti4/component-limitations" data-text-lang="ru"><h1>…</h1>…</article>'
 */
import { stringAround, useTranslations } from '../i18n/interface-strings.ts';
import type { Language } from '../i18n/languages.ts';
import { escapeHtml } from '../markup/escape-html.ts';
import { attribute, runsHtml, titleHtml } from '../markup/text-markup.ts';
import type { HistoryContent, HistoryEntry, SinceRead } from '../routing/route-data/history.ts';

type T = ReturnType<typeof useTranslations>;
type Revision = HistoryContent['revisions'][number];

/** One paragraph in one revision, under its own anchor (`#r1-note-3`); then what a later revision did to those words, and the current words one tap away. */
function historyEntryHtml(entry: HistoryEntry, t: T): string {
  const later = entry.later
    ? `<p class="history-later" data-later="${entry.later.kind}">${escapeHtml(
        entry.later.kind === 'removed'
          ? t('history.laterRemoved', { order: entry.later.order })
          : t('history.laterChanged', { order: entry.later.order }),
      )} ${entry.currentPath ? `<a${attribute('href', entry.currentPath)}>${escapeHtml(t('history.readCurrent'))}</a>` : ''}</p>`
    : '';
  return `<div class="history-entry"${attribute('id', entry.anchor)} data-history-entry="${entry.kind}"${attribute('data-paragraph', entry.id)}><p class="history-entry-label"><a${attribute('href', `#${entry.anchor}`)}>${escapeHtml(entry.label)}</a></p>${entry.html}${later}</div>`;
}

function entriesHtml(entries: HistoryEntry[], t: T): string {
  return `<div class="history-entries">${entries.map((entry) => historyEntryHtml(entry, t)).join('')}</div>`;
}

/** What a revision's source says of it, its source, and the site's record of when it was added. */
function sourceHtml(revision: Revision, otherLang: string | undefined, t: T): string {
  const [beforeEdition, afterEdition] = stringAround(t, 'history.source', 'edition');
  const [beforeLabel, afterLabel] = stringAround(t, 'history.label', 'label');
  const label = revision.label
    ? `${escapeHtml(beforeLabel)}<span${attribute('lang', otherLang)}>${escapeHtml(revision.label)}</span>${escapeHtml(afterLabel)} `
    : '';
  const seed = revision.source.seed ? `${escapeHtml(t('history.file', { seed: revision.source.seed }))} ` : '';
  const added = revision.addedOn
    ? `<span${attribute('data-added-on', revision.addedOnIso)}>${escapeHtml(t('history.addedOn', { date: revision.addedOn }))}</span>`
    : escapeHtml(t('history.notRecorded'));
  return `<p class="history-source" data-revision-source>${label}${escapeHtml(beforeEdition)}${runsHtml(revision.source.editionRuns, otherLang)}${escapeHtml(afterEdition)}. ${seed}${added}</p>`;
}

/** One revision: its number (and "current"), its source; then the first revision's whole text, or what this one changed, by kind. */
function historyRevisionHtml(revision: Revision, lang: Language, textLang: string, t: T): string {
  const otherLang = textLang === lang ? undefined : textLang;
  const current = revision.current
    ? `<span class="history-current">${escapeHtml(t('history.currentRevision'))}</span>`
    : '';
  const first = revision.first ? `<h3>${escapeHtml(t('history.firstText'))}</h3>${entriesHtml(revision.text, t)}` : '';
  const none = !revision.first && revision.groups.length === 0 ? `<p>${escapeHtml(t('history.noChanges'))}</p>` : '';
  const groups = revision.groups
    .map(
      (group) =>
        `<h3 data-change-group="${group.kind}">${escapeHtml(t(`history.group_${group.kind}`))} (${group.entries.length})</h3>${entriesHtml(group.entries, t)}`,
    )
    .join('');
  return `<section class="history-revision"${attribute('id', revision.key)}${attribute('aria-labelledby', `${revision.key}-title`)} data-revision="${revision.order}"><h2${attribute('id', `${revision.key}-title`)}>${escapeHtml(t('history.revision', { order: revision.order }))}${current}</h2>${sourceHtml(revision, otherLang, t)}${first}${none}${groups}</section>`;
}

/** Each paragraph's trace: what happened to it in which revision, each entry a link to its entry (`#r2-note-3`). */
function paragraphTracesHtml(traces: HistoryContent['traces'], t: T): string {
  const [beforeLabel, afterLabel] = stringAround(t, 'punctuation.label', 'label');
  const items = traces.map((trace) => {
    const entries = trace.entries
      .map(
        (entry, index) =>
          `${index > 0 ? ' · ' : ''}<a${attribute('href', `#${entry.anchor}`)} data-trace-entry="${entry.kind}">${escapeHtml(t('history.traceEntry', { kind: t(`history.kind_${entry.kind}`), order: entry.order }))}</a>`,
      )
      .join('');
    return `<li${attribute('data-trace', trace.id)}>${escapeHtml(beforeLabel)}<span class="history-trace-label">${escapeHtml(trace.label)}</span>${escapeHtml(`${afterLabel} `)}${entries}</li>`;
  });
  return `<section class="history-traces" aria-labelledby="traces"><h2 id="traces">${escapeHtml(t('history.traces'))}</h2><ul>${items.join('')}</ul></section>`;
}

/**
 * "Changed since you last read this", for each earlier revision whose words
 * changed since: what the topic page's notice lists (`SinceLastRead.astro`,
 * `browser/since-last-read.ts`), each list a `<template data-since="{its
 * words' key}">`. They are on the text's history page, not on the topic page:
 * only a reader coming back to a later revision needs one, and the topic page
 * stays lighter (the notice fetches its list from here).
 *
 * @example
 * sinceReadListsHtml(sinceReadOf(ti4ComponentLimitationsRu, 'ru', 'ti4/component-limitations'), 'ru')
 * // '<template data-since="46d25c719675"><p>Вы читали редакцию 1 этого текста; сейчас — редакция 2.</p><ul><li data-changed-since="note-3">…'
 */
function sinceReadListsHtml(sinceRead: SinceRead, lang: Language): string {
  const t = useTranslations(lang);
  return sinceRead.since
    .map((revision) => {
      const items = revision.paragraphs.map((paragraph) => {
        const changes = paragraph.changes
          .map(
            (change, index) =>
              `${index > 0 ? ' · ' : ''}<a${attribute('href', change.path)}>${escapeHtml(t('history.traceEntry', { kind: t(`history.kind_${change.kind}`), order: change.order }))}</a>`,
          )
          .join('');
        return `<li${attribute('data-changed-since', paragraph.id)}>${escapeHtml(`${t('punctuation.label', { label: paragraph.label })} `)}${changes}</li>`;
      });
      return `<template${attribute('data-since', revision.key)}><p>${escapeHtml(t('sinceRead.read', { from: revision.order, order: sinceRead.order }))}</p><ul>${items.join('')}</ul><p><a${attribute('href', sinceRead.historyPath)}>${escapeHtml(t('history.fullHistory'))}</a></p></template>`;
    })
    .join('');
}

/** A history page's article: its heading (a link to the topic page), its introduction, its revisions, the traces; the topic page's lists of what changed since an earlier revision (`sinceReadListsHtml`). */
export function historyArticleHtml(content: HistoryContent): string {
  const { lang, textLang } = content;
  const t = useTranslations(lang);
  const revisions = content.revisions.map((revision) => historyRevisionHtml(revision, lang, textLang, t)).join('');
  return `<article class="history"${attribute('data-history', content.topicId)}${attribute('data-text-lang', textLang)}><h1><span class="history-kicker">${escapeHtml(t('history.heading'))}</span><a${attribute('href', content.topicPath)}>${titleHtml(content.title)}</a></h1><p>${escapeHtml(t('history.intro'))}</p>${revisions}${paragraphTracesHtml(content.traces, t)}${sinceReadListsHtml(content.sinceRead, lang)}</article>`;
}
