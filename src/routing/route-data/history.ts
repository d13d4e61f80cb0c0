/**
 * Route data of a text's history page, `/{lang}/{game}/{topic}/~history/` (the
 * text the topic's page in `lang` shows, where it has more than one revision;
 * what the topic page shows of it: `topic-history.ts`): the revisions in
 * order with their sources; per revision, its paragraphs added, changed (a word
 * diff), changed back, renumbered and removed, each an entry with its own
 * anchor (`r2-note-3`: the paragraph as it read in revision 2) that says what
 * later revisions did to those words; per paragraph, its trace. The page is
 * stamped from a template per kind (`historyFrame`: head, switcher,
 * breadcrumbs) by the build's workers (`history/history-pages.ts`).
 *
 * @example
 * const route = historyContent(topic, 'ru'); // ti4/component-limitations
 * route.revisions.map((revision) => revision.key) // ['r1', 'r2']
 * route.revisions[1].groups.map((group) => group.kind) // ['changed', 'added', 'renumbered', 'removed']
 * route.traces.find((trace) => trace.id === 'note-3')?.entries.map((entry) => entry.anchor) // ['r1-note-3', 'r2-note-3']
 */
import type { TFunction } from 'i18next';
import { citationLabels } from '../../citations/citations.ts';
import { diffHtml } from '../../history/history-markup.ts';
import { hasHistory, revisionsOf, type Revision } from '../../history/revisions.ts';
import {
  changeDiff,
  changesSince,
  paragraphTrace,
  revisionChanges,
  tracedIds,
  type ChangeKind,
  type ParagraphChange,
} from '../../history/trace.ts';
import { longDate } from '../../i18n/dates.ts';
import { useTranslations } from '../../i18n/interface-strings.ts';
import { languages, type Language } from '../../i18n/languages.ts';
import type { SiteSettings } from '../../../site.config.ts';
import { textFor, type Library, type Topic } from '../../library/library.ts';
import { escapeHtml } from '../../markup/escape-html.ts';
import { paragraphHtml } from '../../markup/text-markup.ts';
import type { Text } from '../../schemas.ts';
import { headOf } from '../head.ts';
import { gamePath, historyPath, homePath, topicPath } from '../paths.ts';
import { titleOf } from './titles.ts';

/** The order in which a revision's changes are listed. */
const groupOrder: ChangeKind[] = ['changed', 'changed-back', 'added', 'renumbered', 'removed'];

/** The topics' history pages in each language: where the text a topic's page shows has revisions. */
export function historyPages(topics: Iterable<Topic>): { lang: Language; topic: Topic }[] {
  return [...topics].flatMap((topic) =>
    languages.flatMap((lang) => (hasHistory(textFor(topic, lang)) ? [{ lang, topic }] : [])),
  );
}

/** A paragraph changed in words since a revision the reader read: its label now, and each later change, a link to its entry. */
interface ChangedSinceRead {
  id: string;
  label: string;
  changes: { kind: Exclude<ChangeKind, 'renumbered'>; order: number; path: string }[];
}

/**
 * What a page of a text's history calls a paragraph: its label now, or, where
 * it is gone, its label in the last revision that had it, with that revision
 * (`sinceRead.labelIn`): its label there may be another paragraph's now.
 *
 * @example
 * const labelOf = labelsNow(revisions, revisionLabels, t); // ti4/component-limitations, ru
 * labelOf('note-3') // 'КОММЕНТАРИИ, абзац 3'
 * labelOf('see-also') // 'КОММЕНТАРИИ, абзац 5 в редакции 1' (the new comment 5 is 'КОММЕНТАРИИ, абзац 5')
 */
function labelsNow(revisions: Revision[], labels: RevisionLabels, t: TFunction): (id: string) => string {
  return (id) => {
    const index = labels.findLastIndex((labelsThen) => labelsThen.has(id));
    if (index < 0) return id;
    const label = labels[index].get(id)!;
    return revisions[index].current ? label : t('sinceRead.labelIn', { label, order: revisions[index].order });
  };
}

/** What each paragraph of each revision is cited as (`citationLabels`), by the revisions' order: each labelled once per page. */
type RevisionLabels = ReadonlyMap<string, string>[];

/**
 * The lists of the topic page's "changed since you last read it", kept on the
 * text's history page (`sinceReadListsHtml`): for each earlier revision whose
 * words changed since, its key and the paragraphs changed (added, changed,
 * changed back or removed), in the text's order, each change a link to its
 * entry on the history page. A text with one revision has none.
 *
 * @example
 * sinceReadOf(ti4ComponentLimitationsRu, 'ru', 'ti4/component-limitations', labelsNow(revisions, revisionLabels, t)).since[0].paragraphs.map((paragraph) => paragraph.id)
 * // ['note-3', 'note-4', 'note-5', 'note-6', 'note-7', 'note-8', 'see-also']
 */
function sinceReadOf(text: Text, lang: Language, topicId: string, labelOf: (id: string) => string) {
  const revisions = revisionsOf(text);
  const current = revisions.at(-1)!;
  const read = { order: current.order, historyPath: historyPath(lang, topicId) };
  if (!hasHistory(text)) return { ...read, since: [] };
  const order = new Map(revisions.map((revision) => [revision.key, revision.order]));
  const ids = tracedIds(revisions);
  const since = changesSince(revisions).flatMap(({ revision, later }) => {
    const paragraphs = ids.flatMap((id): ChangedSinceRead[] => {
      const ofId = later.filter((change) => change.id === id);
      if (ofId.length === 0) return [];
      return [
        {
          id,
          label: labelOf(id),
          changes: ofId.map((change) => ({
            kind: change.kind as Exclude<ChangeKind, 'renumbered'>,
            order: order.get(change.revision)!,
            path: historyPath(lang, topicId, `${change.revision}-${id}`),
          })),
        },
      ];
    });
    return revision.wordsKey && paragraphs.length > 0
      ? [{ key: revision.wordsKey, order: revision.order, paragraphs }]
      : [];
  });
  return { ...read, since };
}

export type SinceRead = ReturnType<typeof sinceReadOf>;

/** One entry of a revision: a paragraph's change, with its words and what later revisions did to them. */
export interface HistoryEntry {
  /** `r2-note-3` */
  anchor: string;
  id: string;
  kind: ChangeKind;
  /** What the paragraph is cited as in that revision (`citationLabels`). */
  label: string;
  /** Its words (added, or the first revision's), the diff (changed), the words removed, or the numbers (renumbered). */
  html: string;
  /** The later revision that changed or removed these words, if any: its order and what it did. */
  later?: { order: number; kind: 'changed' | 'removed' };
  /** The paragraph in the current text, where it is there. */
  currentPath?: string;
}

/**
 * A kind of history page: everything its frame (head, language switcher,
 * breadcrumbs) depends on but the topic's words — its language, and which
 * languages' pages of the topic have a history page (the switcher goes there,
 * else to the topic page). The build stamps every history page into its
 * kind's template (`history/history-pages.ts`).
 */
export interface HistoryKind {
  lang: Language;
  /** The languages whose page of the topic shows a text with revisions. */
  withHistory: Language[];
  /** `ru/ru-en`: the page's language, the languages with a history page. */
  key: string;
}

/** The kind of a topic's history page in `lang`. */
export function historyKindOf(topic: Topic, lang: Language): HistoryKind {
  const withHistory = languages.filter((other) => hasHistory(textFor(topic, other)));
  return { lang, withHistory, key: `${lang}/${withHistory.join('-')}` };
}

/** The kinds of history page a library has (one template each). */
export function historyKinds(library: Library): HistoryKind[] {
  const kinds = new Map<string, HistoryKind>();
  for (const { lang, topic } of historyPages(library.topics.values())) {
    const kind = historyKindOf(topic, lang);
    kinds.set(kind.key, kind);
  }
  return [...kinds.values()];
}

/** The words of a topic that a history page's frame shows: its id, its game's name, its text's title (plain text). In a template, markers stand for them. */
export interface HistoryWords {
  topicId: string;
  gameName: string;
  title: string;
}

/**
 * The frame of a history page, `/{lang}/{game}/{topic}/~history/`: its head,
 * its language switcher's paths (the history page in each language that has
 * one, else the topic page), its breadcrumbs. The rest is `historyContent`.
 *
 * @example
 * historyFrame(historyKindOf(topic, 'ru'), { topicId: 'ti4/component-limitations', gameName: '…', title: '…' }, settings).languagePaths.en
 * // '/en/ti4/component-limitations/'
 */
export function historyFrame(kind: HistoryKind, words: HistoryWords, settings: SiteSettings) {
  const { lang } = kind;
  const { topicId } = words;
  const t = useTranslations(lang);
  return {
    lang,
    head: headOf(
      {
        lang,
        path: historyPath(lang, topicId),
        title: t('history.title', { title: words.title }),
        description: t('history.description', { title: words.title }),
        type: 'article',
      },
      settings.site,
    ),
    languagePaths: Object.fromEntries(
      languages.map((other) => [
        other,
        kind.withHistory.includes(other) ? historyPath(other, topicId) : topicPath(other, topicId),
      ]),
    ) as Record<Language, string>,
    breadcrumbs: [
      { path: homePath(lang), label: t('nav.home') },
      { path: gamePath(lang, topicId.split('/')[0]), label: words.gameName },
    ],
  };
}

/** What a history page shows of its topic (see the module comment): the words of its frame, and its article's. */
export function historyContent(topic: Topic, lang: Language) {
  const topicId = topic.id;
  const text = textFor(topic, lang);
  const t = useTranslations(lang);
  const revisions = revisionsOf(text);
  const changes = revisionChanges(revisions);
  const current = revisions.at(-1)!;
  const revisionLabels: RevisionLabels = revisions.map((revision) => citationLabels(revision.paragraphs, t));
  const entryOf = (revision: Revision, index: number) => {
    const labels = revisionLabels[index];
    const previousLabels = revisionLabels[Math.max(index - 1, 0)];
    return (change: ParagraphChange): HistoryEntry => {
      const later = changes
        .slice(index + 1)
        .flat()
        .find((other) => other.id === change.id && other.kind !== 'renumbered');
      return {
        anchor: `${revision.key}-${change.id}`,
        id: change.id,
        kind: change.kind,
        label: (change.kind === 'removed' ? previousLabels : labels).get(change.id) ?? change.id,
        html: entryHtml(change, lang, text.lang, t),
        ...(later && change.kind !== 'removed'
          ? {
              later: {
                order: revisions.find((each) => each.key === later.revision)!.order,
                kind: later.kind === 'removed' ? 'removed' : 'changed',
              },
            }
          : {}),
        ...(current.byId.has(change.id) ? { currentPath: topicPath(lang, topicId, change.id) } : {}),
      };
    };
  };
  const byOrder = new Map(revisions.map((revision) => [revision.key, revision.order]));
  const labelOf = labelsNow(revisions, revisionLabels, t);
  return {
    words: { topicId, gameName: topic.game.name[lang], title: text.title } satisfies HistoryWords,
    lang,
    topicId,
    textLang: text.lang,
    title: titleOf(text, lang),
    topicPath: topicPath(lang, topicId),
    /** What the topic page's "changed since you last read it" lists, kept here for it to fetch (`sinceReadListsHtml`). */
    sinceRead: sinceReadOf(text, lang, topicId, labelOf),
    revisions: revisions.map((revision, index) => {
      const entry = entryOf(revision, index);
      return {
        key: revision.key,
        order: revision.order,
        label: revision.label,
        current: revision.current,
        first: index === 0,
        source: revision.source,
        addedOn: revision.addedOn && longDate(revision.addedOn, lang),
        addedOnIso: revision.addedOn,
        /** The first revision: its whole text, each paragraph an entry. */
        text: index === 0 ? changes[0].map(entry) : [],
        groups:
          index === 0
            ? []
            : groupOrder
                .map((kind) => ({ kind, entries: changes[index].filter((change) => change.kind === kind).map(entry) }))
                .filter((group) => group.entries.length > 0),
      };
    }),
    traces: tracedIds(revisions).map((id) => ({
      id,
      label: labelOf(id),
      entries: paragraphTrace(changes, id).map((change) => ({
        kind: change.kind,
        order: byOrder.get(change.revision)!,
        anchor: `${change.revision}-${id}`,
        backTo: change.backTo ? byOrder.get(change.backTo) : undefined,
      })),
    })),
  };
}

export type HistoryContent = ReturnType<typeof historyContent>;

/** An entry's words: the paragraph (added, removed: as it read), the diff (changed), or its numbers (renumbered). */
function entryHtml(
  change: ParagraphChange,
  lang: Language,
  textLang: Language,
  t: ReturnType<typeof useTranslations>,
): string {
  const tables = { count: 0 };
  // A heading's words as a paragraph of the entry: the page's own headings stay its outline.
  const words = (paragraph: NonNullable<ParagraphChange['after']>) =>
    `<div${textLang === lang ? '' : ` lang="${textLang}"`}>${paragraphHtml({ ...paragraph, kind: 'rule' }, { lang, tables, anchored: false })}</div>`;
  switch (change.kind) {
    case 'added':
      return words(change.after!);
    case 'removed':
      return words(change.before!);
    case 'renumbered':
      return `<p class="renumbered">${[change.before!.number, change.after!.number].map((number) => (number ? `<span lang="${textLang}">${escapeHtml(number)}</span>` : escapeHtml(t('history.noNumber')))).join(' → ')}</p>`;
    default:
      return diffHtml(changeDiff(change, textLang), lang, textLang);
  }
}
