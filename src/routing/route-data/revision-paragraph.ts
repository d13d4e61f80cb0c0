/**
 * Route data of a revision's paragraph pages,
 * `/{lang}/{game}/{topic}/~history/r{revision}-{paragraph}/`: a paragraph as it
 * read in an earlier revision, where a later one changed or removed those
 * words, on a page of its own, so that a link to those words unfurls with
 * them (a fragment, `~history/#r1-note-3`, unfurls as the history page). The
 * page names the revision, shows the words as they read then and says what
 * became of them; a reader is sent on to the entry on the history page. Words
 * that still read the same have no such page: the current paragraph's page
 * shows them. Stamped as paragraph pages are (`stamped-pages/paragraph-pages.ts`),
 * from a template per kind (`revisionParagraphFrame`).
 *
 * @example
 * [...topicRevisionParagraphPages(topic)].map((page) => page.file)
 * // ['ru/ti4/component-limitations/~history/r1-note-3/index.html', 'ru/ti4/component-limitations/~history/r1-note-4/index.html', 'ru/ti4/component-limitations/~history/r1-see-also/index.html']
 */
import type { SiteSettings } from '../../../site.config.ts';
import { citationLabels, citedNumbers } from '../../citations/citations.ts';
import { hasHistory, revisionsOf } from '../../history/revisions.ts';
import { revisionChanges } from '../../history/trace.ts';
import { useTranslations } from '../../i18n/interface-strings.ts';
import { languages, type Language } from '../../i18n/languages.ts';
import { textFor, type Library, type Topic } from '../../library/library.ts';
import { excerpt, plainBlocks } from '../../library/paragraphs.ts';
import { headOf } from '../head.ts';
import { historyPath, revisionKey, revisionParagraphPath, topicPath } from '../paths.ts';
import { historyKindOf } from './history.ts';
import type { ParagraphPage, ParagraphWords } from './paragraph.ts';

/** A kind of revision paragraph page: one template each. */
export interface RevisionParagraphKind {
  lang: Language;
  /** The language of the text shown (another than `lang` on a fallback page). */
  textLang: Language;
  /** The languages whose page of the topic has a history page: the language switcher goes there. */
  withHistory: Language[];
  /** `ru/ru/ru`: the page's language, the text's, those with a history page. */
  key: string;
}

function kindOf(topic: Topic, lang: Language): RevisionParagraphKind {
  const textLang = textFor(topic, lang).lang;
  const { withHistory } = historyKindOf(topic, lang);
  return { lang, textLang, withHistory, key: `${lang}/${textLang}/${withHistory.join('-')}` };
}

/** Every kind of revision paragraph page the library has, each once. */
export function revisionParagraphKinds(library: Library): RevisionParagraphKind[] {
  const kinds = new Map<string, RevisionParagraphKind>();
  for (const topic of library.topics.values())
    for (const lang of languages) {
      if (!hasHistory(textFor(topic, lang))) continue;
      const kind = kindOf(topic, lang);
      kinds.set(kind.key, kind);
    }
  return [...kinds.values()];
}

/** The words of a revision paragraph page's frame: a paragraph page's, and the revision's order. */
export interface RevisionParagraphWords extends ParagraphWords {
  /** The revision's order (`1`), or its marker in a template. */
  revision: string;
}

/**
 * The frame of a revision paragraph page of a kind: its head (`noindex`; a
 * fallback page names the text's own page), the language switcher's paths (the
 * topic's history page in each language that has one, else its topic page),
 * and the entry on the history page, where a reader is sent.
 *
 * @example
 * revisionParagraphFrame(kind, { topicId: 'ti4/component-limitations', paragraph: 'note-3', revision: '1', title: '…', description: '…' }, settings).contextPath
 * // '/ru/ti4/component-limitations/~history/#r1-note-3'
 */
export function revisionParagraphFrame(
  kind: RevisionParagraphKind,
  words: RevisionParagraphWords,
  settings: SiteSettings,
) {
  const { lang, textLang } = kind;
  const { topicId, paragraph } = words;
  // (In a template the revision is a marker, not a number: the path is made of it all the same.)
  const pathIn = (other: Language) =>
    revisionParagraphPath(other, topicId, words.revision as unknown as number, paragraph);
  const path = pathIn(lang);
  return {
    lang,
    head: headOf(
      {
        lang,
        path,
        title: words.title,
        description: words.description,
        alternates: { [textLang]: pathIn(textLang) },
        defaultAlternate: textLang,
        type: 'article',
        textLang: textLang === lang ? undefined : textLang,
        noindex: true,
      },
      settings.site,
    ),
    languagePaths: Object.fromEntries(
      languages.map((other) => [
        other,
        other === lang
          ? path
          : kind.withHistory.includes(other)
            ? historyPath(other, topicId)
            : topicPath(other, topicId),
      ]),
    ) as Record<Language, string>,
    topicPath: topicPath(lang, topicId),
    contextPath: historyPath(lang, topicId, `${revisionKey(words.revision)}-${paragraph}`),
    textLang: textLang === lang ? undefined : textLang,
  };
}

/**
 * The revision paragraph pages of one topic, in every language whose page
 * shows a text with revisions: each paragraph of each earlier revision whose
 * words a later revision changed or removed (see the module comment).
 */
export function* topicRevisionParagraphPages(topic: Topic): Generator<ParagraphPage> {
  for (const lang of languages) {
    const text = textFor(topic, lang);
    if (!hasHistory(text)) continue;
    const t = useTranslations(lang);
    const kind = kindOf(topic, lang);
    const revisions = revisionsOf(text);
    const changes = revisionChanges(revisions);
    // (The current revision has no later one: none of its paragraphs has such a page.)
    for (const [index, revision] of revisions.slice(0, -1).entries()) {
      const later = changes.slice(index + 1).flat();
      const labels = citationLabels(revision.paragraphs, t);
      const numbers = citedNumbers(revision.paragraphs);
      for (const change of changes[index]) {
        const paragraph = change.after;
        const next = later.find((other) => other.id === change.id && other.kind !== 'renumbered');
        if (!paragraph || !next) continue;
        const label = labels.get(paragraph.id)!;
        const number = numbers.get(paragraph.id);
        const order = revisions.find((each) => each.key === next.revision)!.order;
        yield {
          file: `${revisionParagraphPath(lang, topic.id, revision.order, paragraph.id).slice(1)}index.html`,
          kind: `revision/${kind.key}`,
          lang,
          game: topic.game.id,
          topic: topic.slug,
          paragraph: paragraph.id,
          revision: {
            order: revision.order,
            later: { order, kind: next.kind === 'removed' ? 'removed' : 'changed' },
            ...(revisions.at(-1)!.byId.has(paragraph.id)
              ? { currentPath: topicPath(lang, topic.id, paragraph.id) }
              : {}),
          },
          title: t('history.paragraphTitle', { title: text.title, label, order: revision.order }),
          description: excerpt(paragraph.text, 300),
          source: {
            titleRuns: text.titleRuns,
            ...(text.lang !== lang ? { textLang: text.lang } : {}),
            gameName: topic.game.name[lang],
          },
          heading: { titleRuns: text.titleRuns, label },
          text:
            paragraph.kind === 'heading'
              ? { kind: 'heading', heading: paragraph.text }
              : { kind: 'rule', blocks: plainBlocks(paragraph.blocks), ...(number ? { number } : {}) },
          note: { textLang: text.lang },
          textLength: paragraph.kind === 'heading' ? 0 : paragraph.text.length,
        };
      }
    }
  }
}
