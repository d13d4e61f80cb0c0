/**
 * A revision's paragraph pages (`…/~history/r1-note-3/`), in ru, en and fr, on
 * a generated text with three revisions in every language (the real texts
 * have revisions in Russian only; built-files.spec.ts checks those built): a
 * page for each paragraph of an earlier revision whose words a later revision
 * changed or removed, none for words that still read the same; its title
 * names the revision, its description is the words as they read then, and it
 * sends a reader on to the entry on the history page.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { citationLabels } from '../../src/citations/citations.ts';
import { readContent } from '../../src/content-model/read-content.ts';
import { useTranslations } from '../../src/i18n/interface-strings.ts';
import { revisionsOf } from '../../src/history/revisions.ts';
import { revisionChanges } from '../../src/history/trace.ts';
import { languages } from '../../src/i18n/languages.ts';
import { modelLibrary, type Topic } from '../../src/library/library.ts';
import { topicRevisionParagraphPages } from '../../src/routing/route-data/revision-paragraph.ts';
import { paragraphPageValues } from '../../src/stamped-pages/paragraph-pages.ts';
import { writeSyntheticContent } from '../../tools/synthetic-corpus.ts';
import { interfaceString } from '../support/site.ts';

let root: string;
let topic: Topic;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'revision-pages-'));
  await writeSyntheticContent(join(root, 'content'), 2, { revisions: 3 });
  topic = modelLibrary(readContent(root)).topics.values().next().value!;
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("a revision's paragraph pages of a text with three revisions", () => {
  it('in ru, en and fr: one per paragraph of an earlier revision whose words a later one changed or removed', () => {
    const pages = [...topicRevisionParagraphPages(topic)];
    for (const lang of languages) {
      const revisions = revisionsOf(topic.texts.get(lang)!);
      expect(revisions.map((revision) => revision.order)).toEqual([1, 2, 3]);
      const changes = revisionChanges(revisions);
      // Words of revision 1 or 2 that a later revision changed or removed, as the trace has them.
      const expected = revisions.slice(0, -1).flatMap((revision, index) =>
        changes[index]
          .filter(
            (change) =>
              change.after &&
              changes
                .slice(index + 1)
                .flat()
                .some((later) => later.id === change.id && later.kind !== 'renumbered'),
          )
          .map((change) => `${lang}/${topic.id}/~history/${revision.key}-${change.id}/index.html`),
      );
      const ofLang = pages.filter((page) => page.lang === lang);
      expect(ofLang.map((page) => page.file)).toEqual(expected);
      // Some, and none of revision 3 (the current words: the current paragraph pages show them).
      expect(ofLang.length).toBeGreaterThan(0);
      expect(ofLang.filter((page) => page.revision!.order === 3)).toEqual([]);
      for (const page of ofLang) {
        const revision = revisions[page.revision!.order - 1];
        const words = revision.byId.get(page.paragraph)!;
        const { values } = paragraphPageValues(page);
        const label = citationLabels(revision.paragraphs, useTranslations(lang)).get(page.paragraph)!;
        expect(values.title).toBe(
          interfaceString(lang, 'history.paragraphTitle', {
            title: topic.texts.get(lang)!.title,
            label,
            order: String(revision.order),
          }),
        );
        expect(words.text.startsWith(values.description.replace(/…$/, '')), page.file).toBe(true);
        expect(values.revision).toBe(String(revision.order));
        expect(values.sourceHtml).toContain(String(revision.order));
        const note = page.revision!.later.kind === 'removed' ? 'history.laterRemoved' : 'history.laterChanged';
        expect(values.noteHtml).toContain(interfaceString(lang, note, { order: String(page.revision!.later.order) }));
        expect(page.revision!.later.order).toBeGreaterThan(revision.order);
      }
    }
  });
});
