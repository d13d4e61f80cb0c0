/**
 * The record of published earlier revisions, `content/published-revisions.yaml`:
 * for each text, each earlier revision a link may already cite
 * (`/{lang}/{game}/{topic}/~history/#r1-note-3`, the words as they read then),
 * by its key (`r1`, its order) with what identifies its words (`wordsKey`).
 * `checkPublishedRevisions` holds the revisions to it: a published revision
 * keeps its order and its words, so that such a link opens what it cited.
 * `npm run ids:publish` (`tools/publish-ids.ts`) appends the earlier
 * revisions it lacks, never changing or removing one. The current text is
 * not recorded: it may still be mended in place, as its topic page's words
 * may; it is recorded once a later revision moves it to `content/revisions/`.
 *
 * @example
 * withNewRevisions({}, new Map([['ti4/component-limitations.ru', [{ key: 'r1', wordsKey: '3c5bd6c1a0e2' }]]]))
 * // { record: { 'ti4/component-limitations.ru': { r1: '3c5bd6c1a0e2' } }, added: ['ti4/component-limitations.ru r1'] }
 */
import { stringify } from 'yaml';
import { historyPath, revisionKey } from '../routing/paths.ts';
import { hasHistory } from '../history/revisions.ts';
import { textIdOf, type PublishedRevisions, type Text } from '../schemas.ts';
import type { FilesAsRead, TextAsRead } from './content-files.ts';
import type { Report } from './problems.ts';

const header = `# Earlier revisions published, by text: a link may cite a paragraph as it read
# in one (/{lang}/{game}/{topic}/~history/#r1-{id}), so each keeps its order
# (r1: order 1) and its words (the key after it). The build fails when one is
# gone or reads otherwise. Add new ones with \`npm run ids:publish\`; see
# docs/authoring.md before you change a line.
`;

/**
 * The record with the earlier revisions of `texts` it lacks appended (`texts`:
 * each text's earlier revisions by key, earliest first): texts in order of
 * their id. Nothing recorded is changed or removed.
 */
export function withNewRevisions(
  record: PublishedRevisions,
  texts: Map<string, { key: string; wordsKey: string }[]>,
): { record: PublishedRevisions; added: string[] } {
  const next: PublishedRevisions = Object.fromEntries(
    Object.entries(record).map(([textId, revisions]) => [textId, { ...revisions }]),
  );
  const added: string[] = [];
  for (const [textId, revisions] of texts) {
    for (const { key, wordsKey } of revisions) {
      const published = (next[textId] ??= {});
      if (key in published) continue;
      published[key] = wordsKey;
      added.push(`${textId} ${key}`);
    }
  }
  const sorted = Object.fromEntries(Object.entries(next).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return { record: sorted, added };
}

/** The record as the YAML file holds it, with its header. */
export function formatPublishedRevisions(record: PublishedRevisions): string {
  return `${header}\n${stringify(record, { lineWidth: 0 })}`;
}

/** A revision of a text as the check compares it: its order, its words and where its order is written (asked only for a problem). */
interface RevisionAt {
  order: number;
  wordsKey?: string;
  file: string;
  line(): number | undefined;
}

/** The line that says a text's place in the order of its revisions. */
const orderLine = (text: TextAsRead) =>
  text.source.frontMatter?.lineOf(['revision', 'order']) ?? text.source.frontMatter?.lineOf(['revision']);

/** A text's revisions with their orders and words, the current one last. */
function revisionsAt(current: TextAsRead & { data: Text }, byFile: Map<string, TextAsRead>): RevisionAt[] {
  const earlier = current.data.revisions.map((revision) => {
    const file = byFile.get(revision.file);
    return {
      order: revision.revision.order,
      wordsKey: revision.wordsKey,
      file: revision.file,
      line: () => file && orderLine(file),
    };
  });
  const { revision, wordsKey } = current.data;
  return revision
    ? [...earlier, { order: revision.order, wordsKey, file: current.file, line: () => orderLine(current) }]
    : earlier;
}

/**
 * `content/published-revisions.yaml` against the texts' revisions, once the
 * revisions are attached (each with its `wordsKey`). Errors, each at the
 * line that gives the revision its order: a published revision that is gone,
 * that reads otherwise, or whose words now have another order (renumbered).
 * A warning, once per text: earlier revisions not recorded yet.
 *
 * @example
 * checkPublishedRevisions(files, report)
 * // content/revisions/ti4/component-limitations.ru.000.mdx:12: the words of revision r1 changed since it was published …
 */
export function checkPublishedRevisions(files: FilesAsRead, report: Report): void {
  const publish = 'run `npm run ids:publish` to record them (docs/authoring.md)';
  const record = files.publishedRevisions;
  const revisionFiles = new Map(files.revisions.map((revision) => [revision.file, revision]));
  const withRevisions = files.texts.filter((text) => text.data && hasHistory(text.data));
  if (!record) {
    if (withRevisions.length > 0)
      report('content/published-revisions.yaml', undefined, `no record of published revisions: ${publish}`, 'warning');
    return;
  }
  if (!record.data) return;
  const texts = new Map(files.texts.map((text) => [textIdOf(text), text]));
  // Texts with a revision whose front matter is not valid: its order is not known (its own errors say why).
  const orderUnknown = new Set(files.revisions.filter((revision) => !revision.data?.revision).map(textIdOf));
  for (const [textId, published] of Object.entries(record.data)) {
    const current = texts.get(textId);
    if (!current) {
      report(
        record.file,
        record.yaml.lineOf([textId]),
        `revisions of ${textId} are published, but content/topics/${textId}.mdx is gone: links cite them; put the text back`,
      );
      continue;
    }
    if (!current.data || orderUnknown.has(textId)) continue;
    const revisions = revisionsAt({ ...current, data: current.data }, revisionFiles);
    for (const [key, wordsKey] of Object.entries(published)) {
      const order = Number(key.slice(1));
      const where = `${record.file}:${record.yaml.lineOf([textId, key])}`;
      const cited = `links to ${historyPath(current.lang, current.topicId, `${key}-…`)} cite its words`;
      const now = revisions.find((revision) => revision.order === order);
      if (now?.wordsKey === wordsKey) continue;
      const moved = revisions.find((revision) => revision.wordsKey === wordsKey);
      const movedLine = moved?.line();
      const movedTo = moved && `revision.order ${moved.order} (${moved.file}${movedLine ? `:${movedLine}` : ''})`;
      const keepOrder = `A published revision keeps its order: give ${moved?.file} back revision.order ${order}; a revision earlier than a published one cannot be added (docs/authoring.md)`;
      if (!now)
        report(
          moved?.file ?? current.file,
          movedLine ?? orderLine(current),
          moved
            ? `revision ${key} was published (${where}) and its words are now ${movedTo}: ${cited}. ${keepOrder}`
            : `revision ${key} was published (${where}) and is gone: ${cited}. Put it back in content/revisions/ with revision.order ${order}`,
        );
      else if (moved)
        report(
          now.file,
          now.line(),
          `revision.order ${order} was published as other words (${where}), now ${movedTo}: ${cited}. ${keepOrder}`,
        );
      else
        report(
          now.file,
          now.line(),
          `the words of revision ${key} changed since it was published (${where}): ${cited} as published; put them back. If you only mended its conversion and a reader reads the same words, record them again: "${key}: ${now.wordsKey}" on that line`,
        );
    }
  }
  for (const text of withRevisions) {
    const published = record.data[textIdOf(text)] ?? {};
    const unpublished = text.data!.revisions.filter((revision) => !(revisionKey(revision.revision.order) in published));
    if (unpublished.length === 0) continue;
    const first = revisionFiles.get(unpublished[0].file);
    report(
      unpublished[0].file,
      first && orderLine(first),
      `${unpublished.length} earlier revision(s) of ${textIdOf(text)} not in ${record.file} yet (${unpublished.map((revision) => revisionKey(revision.revision.order)).join(', ')}): once they are final, ${publish}`,
      'warning',
    );
  }
}
