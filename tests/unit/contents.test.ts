/**
 * A topic's contents ("On this page", `src/contents/contents.ts`): which texts
 * get one, the headings as a tree by level, each title in runs by language,
 * marked with the text's language on a page in another.
 */
import { describe, expect, it } from 'vitest';
import { readText } from '../../src/content-model/read-text.ts';
import type { Paragraph } from '../../src/schemas.ts';
import { contentsEntries, contentsMinHeadings, contentsOf, type ContentsEntry } from '../../src/contents/contents.ts';
import { topicTexts } from '../support/content.ts';

const frontMatter = `---\ngame: ti4\nlang: en\ntitle: "Title"\nsource: { seed: x.txt, edition: y }\n---\n\n`;

/** The paragraphs of a synthetic text (read as the content model reads one). */
function paragraphsOf(body: string): Paragraph[] {
  const text = readText(`${frontMatter}${body}`, 'en');
  expect(text.problems).toEqual([]);
  return text.paragraphs;
}

const rule = (id: string) => `<Rule id="${id}">\n\nWords of ${id}.\n\n</Rule>\n\n`;
const heading = (id: string, level?: number, words = id) =>
  `<Heading id="${id}"${level ? ` level={${level}}` : ''}>${words}</Heading>\n\n`;

/** A tree as `id(child, …)` strings, to compare shapes at a glance. */
const shape = (entries: ContentsEntry[]): string[] =>
  entries.map((entry) => (entry.children.length ? `${entry.id}(${shape(entry.children).join(', ')})` : entry.id));

describe('contentsOf', () => {
  it(`gives none to a text with fewer than ${contentsMinHeadings} headings, one to a text with as many`, () => {
    expect(
      contentsOf(paragraphsOf(rule('a') + heading('h1') + rule('b') + heading('h2') + rule('c')), 'en', 'en'),
    ).toBeUndefined();
    expect(
      contentsOf(paragraphsOf(rule('a') + heading('h1') + heading('h2') + heading('h3')), 'en', 'en'),
    ).toHaveLength(3);
  });

  it('nests deeper headings under the heading before them, up to the next heading of its level or higher', () => {
    const paragraphs = paragraphsOf(
      heading('intro') +
        rule('r1') +
        heading('setup') +
        heading('goals', 3) +
        heading('first', 4) +
        rule('r2') +
        heading('most', 4) +
        heading('scoring', 3) +
        heading('phases') +
        heading('explore', 4) +
        heading('develop', 3) +
        heading('end'),
    );
    expect(shape(contentsOf(paragraphs, 'en', 'en')!)).toEqual([
      'intro',
      'setup(goals(first, most), scoring)',
      'phases(explore, develop)',
      'end',
    ]);
    expect(contentsEntries(contentsOf(paragraphs, 'en', 'en')!).map((entry) => `${entry.id}:${entry.level}`)).toEqual([
      'intro:2',
      'setup:2',
      'goals:3',
      'first:4',
      'most:4',
      'scoring:3',
      'phases:2',
      'explore:4',
      'develop:3',
      'end:2',
    ]);
  });

  it("keeps the words of a heading in another language marked, and marks the whole title on a page in another language than the text's", () => {
    const paragraphs = paragraphsOf(
      heading('a') + heading('b', undefined, 'III: <Original lang="ru">Экспансия</Original> (settle)') + heading('c'),
    );
    const own = contentsEntries(contentsOf(paragraphs, 'en', 'en')!)[1];
    expect(own.title).toEqual({ runs: [{ text: 'III: ' }, { text: 'Экспансия', lang: 'ru' }, { text: ' (settle)' }] });
    const fallback = contentsEntries(contentsOf(paragraphs, 'en', 'fr')!)[1];
    expect(fallback.title).toEqual({ runs: own.title.runs, lang: 'en' });
  });

  it('lists every heading of the long texts, in the order of the text, and none of a text with two', () => {
    for (const text of topicTexts()) {
      const headings = text.paragraphs.filter((paragraph) => paragraph.kind === 'heading');
      const contents = contentsOf(text.paragraphs, text.lang, text.lang);
      if (headings.length < contentsMinHeadings) expect(contents, text.file).toBeUndefined();
      else
        expect(
          contentsEntries(contents!).map((entry) => entry.id),
          text.file,
        ).toEqual(headings.map((paragraph) => paragraph.id));
    }
    const long = topicTexts().filter((text) => contentsOf(text.paragraphs, text.lang, text.lang));
    expect(long.map((text) => `${text.lang}/${text.topicId}`).sort()).toEqual(
      expect.arrayContaining(['fr/swccg/actions', 'ru/rftg/rebel-vs-imperium']),
    );
    expect(long.map((text) => text.topicId)).not.toContain('ti4/component-limitations');
  });
});
