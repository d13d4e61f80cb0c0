/**
 * Route data of `/{lang}/changes.xml`, the Atom feed of rule changes in a
 * language: an entry per revision of each text in `lang`, newest first (the
 * newest `feedEntriesKept`: a feed is what a reader's app polls for news; a
 * text's whole record is its history page), with
 * its link (the revision on the text's history page, or the topic page of a
 * text with one revision) and the paragraphs it changed, each a link to its
 * entry. Its dates are the site's record (the day a revision's file was added
 * here, `addedOn`), or the build's day where git has none yet: never a date of
 * the source. Rendered as Atom by the `feed` library (`src/pages/[lang]/changes.xml.ts`).
 *
 * @example
 * feedRoute(siteContext(), 'ru').entries[0]
 * // { title: 'Ограничение на компоненты: редакция 2', link: 'https://…/ru/ti4/component-limitations/~history/#r2', updated: '2026-11-27', changes: [{ kind: 'changed', label: 'КОММЕНТАРИИ, абзац 3', link: '…#r2-note-3' }, …] }
 */
import { citationLabels } from '../../citations/citations.ts';
import { revisionsOf } from '../../history/revisions.ts';
import { revisionChanges, type ChangeKind } from '../../history/trace.ts';
import { useTranslations } from '../../i18n/interface-strings.ts';
import type { Language } from '../../i18n/languages.ts';
import { absoluteUrl, feedPath, historyPath, homePath, topicPath } from '../paths.ts';
import type { SiteContext } from './site-context.ts';

/**
 * How many entries a feed keeps, the newest: every revision of today's site,
 * and at 1,000 topics a feed of about 60 KB, not 1.1 MB fetched at every poll.
 */
export const feedEntriesKept = 100;

/** One entry: a revision of a text. */
export interface FeedEntry {
  /** Permanent: the revision's place on the text's topic page address (`…/component-limitations/#revision-2`). */
  id: string;
  title: string;
  link: string;
  /** `YYYY-MM-DD`: the site's record of when the revision was added, or the build's day. */
  updated: string;
  /** Whether `updated` is the site's record (git), not the build's day. */
  recorded: boolean;
  /** The first revision of a text here: how many paragraphs it has. */
  paragraphs?: number;
  /** What it changed, paragraph by paragraph (none for a first revision). */
  changes: { kind: ChangeKind; label: string; link: string }[];
}

/** The feed of `lang` (see the module comment): its newest `kept` entries. */
export function feedRoute({ library, settings }: SiteContext, lang: Language, kept = feedEntriesKept) {
  const t = useTranslations(lang);
  const site = settings.site;
  // Every revision dated and titled; only the entries kept are labelled with what they changed.
  const candidates: { entry: Omit<FeedEntry, 'changes'>; changes: () => FeedEntry['changes'] }[] = [];
  for (const topic of library.topics.values()) {
    const text = topic.texts.get(lang);
    if (!text) continue;
    const revisions = revisionsOf(text);
    let changesOnce: ReturnType<typeof revisionChanges> | undefined;
    const changes = () => (changesOnce ??= revisionChanges(revisions));
    const history = revisions.length > 1;
    revisions.forEach((revision, index) => {
      // What a revision after the first changed, each paragraph as cited then (a removed one: as it was before).
      const changed = () => {
        if (index === 0) return [];
        const labels = citationLabels(revision.paragraphs, t);
        const before = citationLabels(revisions[index - 1].paragraphs, t);
        return changes()[index].map((change) => ({
          kind: change.kind,
          label: (change.kind === 'removed' ? before : labels).get(change.id) ?? change.id,
          link: absoluteUrl(historyPath(lang, topic.id, `${revision.key}-${change.id}`), site),
        }));
      };
      candidates.push({
        entry: {
          id: `${absoluteUrl(topicPath(lang, topic.id), site)}#revision-${revision.order}`,
          title: `${t('punctuation.label', { label: text.title })} ${t('history.revision', { order: revision.order }).toLocaleLowerCase(lang)}`,
          link: absoluteUrl(history ? historyPath(lang, topic.id, revision.key) : topicPath(lang, topic.id), site),
          updated: revision.addedOn ?? settings.builtOn,
          recorded: revision.addedOn !== undefined,
          ...(index === 0 ? { paragraphs: revision.paragraphs.length } : {}),
        },
        changes: changed,
      });
    });
  }
  const byTitle = new Intl.Collator(lang).compare;
  candidates.sort((a, b) => b.entry.updated.localeCompare(a.entry.updated) || byTitle(a.entry.title, b.entry.title));
  const entries: FeedEntry[] = candidates
    .slice(0, kept)
    .map((candidate) => ({ ...candidate.entry, changes: candidate.changes() }));
  return {
    lang,
    title: t('history.feedTitle'),
    description: t('history.feedDescription'),
    id: absoluteUrl(feedPath(lang), site),
    link: absoluteUrl(homePath(lang), site),
    self: absoluteUrl(feedPath(lang), site),
    updated: entries[0]?.updated ?? settings.builtOn,
    entries,
  };
}
