/**
 * The paragraph ids of the content, as the content model reads them: readable,
 * unique in a text, one paragraph per <Rule> and <Heading> of the file, and the
 * same in every translation of a topic.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectedTopicIds, repoRoot, topicIds, topicTexts } from '../support/content.ts';

/** Lower-case ASCII words joined by hyphens (docs/authoring.md). */
const readableId = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe('paragraph ids in content/topics', () => {
  const texts = topicTexts();

  it('finds every expected topic', () => {
    expect(topicIds()).toEqual(expect.arrayContaining(expectedTopicIds));
  });

  for (const text of texts) {
    describe(text.file, () => {
      const { paragraphs } = text;

      it('has paragraphs', () => {
        expect(paragraphs.length).toBeGreaterThan(0);
      });

      it('gives every paragraph a readable ASCII id', () => {
        const unreadable = paragraphs
          .filter((paragraph) => !readableId.test(paragraph.id))
          .map((p) => `line ${p.line}: "${p.id}"`);
        expect(unreadable).toEqual([]);
      });

      it('uses each id once', () => {
        const seen = new Map<string, number>();
        const repeated: string[] = [];
        for (const { id, line } of paragraphs) {
          if (seen.has(id)) repeated.push(`"${id}" on lines ${seen.get(id)} and ${line}`);
          else seen.set(id, line);
        }
        expect(repeated).toEqual([]);
      });

      it('has no Rule or Heading tag that the model misses', () => {
        const opening = readFileSync(join(repoRoot, text.file), 'utf8').match(/<(Rule|Heading)\b/g) ?? [];
        expect(paragraphs.length).toBe(opening.length);
      });
    });
  }

  it('gives the TI4 texts in en and ru the same paragraphs, in the same order', () => {
    const idsIn = (lang: string) => {
      const text = texts.find(
        (candidate) => candidate.topicId === 'ti4/component-limitations' && candidate.lang === lang,
      );
      expect(text, `ti4/component-limitations.${lang}.mdx`).toBeDefined();
      return text!.paragraphs.map((paragraph) => `${paragraph.kind}:${paragraph.id}`);
    };
    const en = idsIn('en');
    expect(en.length).toBeGreaterThan(10);
    expect(idsIn('ru')).toEqual(en);
  });

  it('gives every translation of any topic the same ids as its other versions', () => {
    const byTopic = new Map<string, Map<string, string[]>>();
    for (const text of texts) {
      const versions = byTopic.get(text.topicId) ?? new Map<string, string[]>();
      versions.set(text.lang, text.paragraphs.map((paragraph) => paragraph.id).sort());
      byTopic.set(text.topicId, versions);
    }
    for (const [topicId, versions] of byTopic) {
      const [first, ...others] = [...versions.entries()];
      for (const [lang, ids] of others) expect(ids, `${topicId} ${lang} vs ${first[0]}`).toEqual(first[1]);
    }
  });
});
