/**
 * Earlier revisions of a text: `content/revisions/{game}/{topic}.{lang}.{name}.mdx`,
 * each a whole text in the format of `content/topics/`, read by the same
 * reader (`readTextFile`), whose paragraphs keep the ids of the current text's
 * (a rule keeps its id whatever its printed number). Here: which file is one,
 * what the checks say of them (`checkRevisions`: a revision without its text,
 * ids that clash, an order that is unclear, broken references), and the model's
 * step that gives each text its revisions, earliest first (`attachRevisions`).
 *
 * @example
 * revisionFileOf('ti4', 'component-limitations.ru.000.mdx')
 * // { topicId: 'ti4/component-limitations', lang: 'ru', name: '000' }
 */
import { isDeepStrictEqual } from 'node:util';
import type { EarlierRevision, Paragraph } from '../schemas.ts';
import type { FilesAsRead, TextAsRead } from './content-files.ts';
import { textsByTopic } from './content-files.ts';
import { wordsKeyOf } from './fingerprint.ts';
import type { Report } from './problems.ts';
import { referenceOf, type Targets } from './references.ts';

/** The folder of earlier revisions, from the project root. */
export const revisionsDir = 'content/revisions';

const revisionFile = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.([a-z]+)\.([a-z0-9]+(?:-[a-z0-9]+)*)\.mdx$/;

/** A file name in `content/revisions/{game}/` read as topic, language (check it with `isLanguage`) and name; undefined if it is none. */
export function revisionFileOf(
  game: string,
  name: string,
): { topicId: string; lang: string; name: string } | undefined {
  const match = revisionFile.exec(name);
  return match ? { topicId: `${game}/${match[1]}`, lang: match[2], name: match[3] } : undefined;
}

/**
 * Reports what is wrong with the revisions: a revision whose text does not
 * exist; a revision or a text with revisions that does not say its place in
 * their order (`revision.order`), two that say the same, a revision ordered
 * after its current text; ids that clash; references to nothing.
 */
export function checkRevisions(files: FilesAsRead, targets: Targets, report: Report): void {
  const byTopic = textsByTopic(files.texts);
  const byText = revisionsByText(files, byTopic);
  for (const revision of files.revisions) {
    const fail = (line: number | undefined, message: string) => report(revision.file, line, message);
    const current = byTopic.get(revision.topicId)?.get(revision.lang);
    if (!current) {
      fail(
        undefined,
        `an earlier revision of content/topics/${revision.topicId}.${revision.lang}.mdx, which does not exist: add the current text first`,
      );
      continue;
    }
    checkParagraphIds(revision, fail);
    for (const { node, line } of revision.source.references) {
      const { problem } = referenceOf(node, targets);
      if (problem) fail(line, problem);
    }
  }
  for (const [current, revisions] of byText) checkOrder(current, revisions, report);
}

/** A revision's ids: each once, so that its paragraphs pair with the current text's by id. */
function checkParagraphIds(text: TextAsRead, fail: (line: number | undefined, message: string) => void): void {
  const seen = new Map<string, number>();
  for (const paragraph of text.source.paragraphs) {
    if (!paragraph.id) continue;
    const first = seen.get(paragraph.id);
    if (first !== undefined)
      fail(
        paragraph.line,
        `duplicate paragraph id "${paragraph.id}" (first at line ${first}): each paragraph of a revision keeps its own id, the same in every revision`,
      );
    else seen.set(paragraph.id, paragraph.line);
  }
}

/** Whether the order of a text's revisions is clear: each says its place, no two the same, the current text last. */
function checkOrder(current: TextAsRead, revisions: TextAsRead[], report: Report): void {
  const orderLine = (text: TextAsRead) =>
    text.source.frontMatter?.lineOf(['revision', 'order']) ?? text.source.frontMatter?.lineOf(['revision']);
  if (!current.data) return;
  const currentOrder = current.data.revision?.order;
  if (currentOrder === undefined) {
    report(
      current.file,
      current.source.frontMatter?.lineOf(['title']),
      `the order of this text's revisions is unclear: it has ${revisions.length} earlier one(s) in ${revisionsDir}/ but no "revision: { order: … }" of its own (the highest)`,
    );
  }
  const seen = new Map<number, TextAsRead>();
  for (const revision of revisions) {
    const order = revision.data?.revision?.order;
    if (!revision.data) continue;
    if (order === undefined) {
      report(
        revision.file,
        revision.source.frontMatter?.lineOf(['title']),
        'the order of the revisions is unclear: an earlier revision needs "revision: { order: … }" (1 the earliest)',
      );
      continue;
    }
    const same = seen.get(order);
    if (same)
      report(
        revision.file,
        orderLine(revision),
        `the order of the revisions is unclear: revision.order ${order} is also ${same.file}'s`,
      );
    else seen.set(order, revision);
    if (currentOrder !== undefined && order >= currentOrder)
      report(
        revision.file,
        orderLine(revision),
        `the order of the revisions is unclear: revision.order ${order} is not before the current text's (${currentOrder}, ${current.file}); the latest revision is the text in content/topics/`,
      );
  }
}

/** Each current text with its earlier revisions as read. */
function revisionsByText(files: FilesAsRead, byTopic = textsByTopic(files.texts)): Map<TextAsRead, TextAsRead[]> {
  const byText = new Map<TextAsRead, TextAsRead[]>();
  for (const revision of files.revisions) {
    const current = byTopic.get(revision.topicId)?.get(revision.lang);
    if (!current) continue;
    if (!byText.has(current)) byText.set(current, []);
    byText.get(current)!.push(revision);
  }
  return byText;
}

/**
 * The model's step: each text gets its earlier revisions, earliest first (those
 * whose front matter is valid and says its order), their references to topics
 * without a text marked `unwritten`, each file its date in the site's
 * record (`addedOn`, from `addedDates`), and each text and revision what
 * identifies its words (`wordsKey`).
 */
export function attachRevisions(files: FilesAsRead, addedOn: Map<string, string>): void {
  const games = new Map(files.games.flatMap((game) => (game.data ? [[game.id, game.data] as const] : [])));
  const byTopic = textsByTopic(files.texts);
  const targets: Targets = { byTopic, games };
  for (const text of files.texts) {
    if (!text.data) continue;
    if (addedOn.has(text.file)) text.data.addedOn = addedOn.get(text.file);
    text.data.wordsKey = wordsKeyOf(text.data.paragraphs);
  }
  for (const [current, revisions] of revisionsByText(files, byTopic)) {
    if (!current.data) continue;
    for (const revision of revisions)
      for (const { node } of revision.source.references)
        if (referenceOf(node, targets).unwritten) node.unwritten = true;
    current.data.revisions = revisions
      .flatMap((revision): EarlierRevision[] => {
        const data = revision.data;
        if (!data?.revision) return [];
        return [
          {
            file: revision.file,
            title: data.title,
            titleRuns: data.titleRuns,
            source: data.source,
            editionRuns: data.editionRuns,
            revision: data.revision,
            paragraphs: data.paragraphs,
            wordsKey: wordsKeyOf(data.paragraphs),
            ...(addedOn.has(revision.file) ? { addedOn: addedOn.get(revision.file) } : {}),
          },
        ];
      })
      .sort((a, b) => a.revision.order - b.revision.order);
    let later = current.data.paragraphs;
    for (const revision of current.data.revisions.toReversed()) {
      shareUnchanged(revision.paragraphs, later);
      later = revision.paragraphs;
    }
  }
}

/**
 * Gives each paragraph of a revision whose words and markup are the later
 * revision's the later one's blocks and text, the same objects: most of a
 * revision reads as the next one does, and so the model holds (and a build
 * sends its threads) those words once, not once per revision.
 */
function shareUnchanged(paragraphs: Paragraph[], later: Paragraph[]): void {
  const byId = new Map(later.map((paragraph) => [paragraph.id, paragraph]));
  for (const paragraph of paragraphs) {
    const next = byId.get(paragraph.id);
    if (!next || next.text !== paragraph.text || !isDeepStrictEqual(next.blocks, paragraph.blocks)) continue;
    paragraph.blocks = next.blocks;
    paragraph.text = next.text;
  }
}
