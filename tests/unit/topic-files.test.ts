/**
 * A topic's file name, `content/topics/{game}/{topic}.{lang}.mdx`: read by
 * `topicFileOf`, and by the content model through it — what a name gives, and
 * what the model reports of a name that is not one.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, test } from 'vitest';
import { formatProblem } from '../../src/content-model/problems.ts';
import { readContent } from '../../src/content-model/read-content.ts';
import { topicFileOf } from '../../src/content-model/topic-files.ts';

test('a topic file name gives its game, topic and language', () => {
  expect(topicFileOf('ti4/component-limitations.ru.mdx')).toEqual({
    game: 'ti4',
    topic: 'component-limitations',
    topicId: 'ti4/component-limitations',
    lang: 'ru',
  });
  expect(topicFileOf('swccg\\actions.fr.mdx')).toEqual({
    game: 'swccg',
    topic: 'actions',
    topicId: 'swccg/actions',
    lang: 'fr',
  });
  // A language that is not the site's is still read: the caller says what is wrong with it.
  expect(topicFileOf('ti4/units.de.mdx')?.lang).toBe('de');
});

test('anything else is not a topic file', () => {
  for (const path of [
    'ti4/Component Limitations.mdx',
    'ti4/units.mdx',
    'ti4/units.en.md',
    'units.en.mdx',
    'ti4/units/x.en.mdx',
    'ti4/units_2.en.mdx',
    'TI4/units.en.mdx',
  ]) {
    expect(topicFileOf(path), path).toBeUndefined();
  }
});

test('the content model reads a text by its file name, and names what is wrong with a name', () => {
  const root = mkdtempSync(join(tmpdir(), 'topic-files-'));
  try {
    const write = (file: string, text: string) => {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
    };
    const text = (game: string, lang: string) =>
      `---\ngame: ${game}\nlang: ${lang}\ntitle: Units\nsource: { seed: x.txt, edition: y }\n---\n\n<Rule id="a">\n\nText.\n\n</Rule>\n`;
    write('sources/x.txt', 'A source.\n');
    write(
      'content/games/ti4.yaml',
      'name: { en: Twilight Imperium, ru: Сумерки империи, fr: Twilight Imperium }\nshort: TI4\n',
    );
    write('content/topics/ti4/units.en.mdx', text('ti4', 'en'));
    write('content/topics/ti4/units.de.mdx', text('ti4', 'en'));
    write('content/topics/ti4/Unit Tokens.en.mdx', text('ti4', 'en'));
    write('content/topics/xyz/units.en.mdx', text('xyz', 'en'));
    // `/{lang}/ti4/print/` is the game's booklet: no topic can have that address.
    write('content/topics/ti4/print.en.mdx', text('ti4', 'en'));
    const model = readContent(root);
    expect(model.texts.map(({ file, topicId, lang }) => ({ file, topicId, lang }))).toEqual([
      { file: 'content/topics/ti4/units.en.mdx', topicId: 'ti4/units', lang: 'en' },
      { file: 'content/topics/xyz/units.en.mdx', topicId: 'xyz/units', lang: 'en' },
    ]);
    expect(model.texts[0].data).toMatchObject({
      topicId: 'ti4/units',
      game: 'ti4',
      lang: 'en',
      file: 'content/topics/ti4/units.en.mdx',
      title: 'Units',
    });
    expect(model.problems.filter((problem) => problem.severity === 'error').map(formatProblem)).toEqual([
      'content/topics/ti4/print.en.mdx: "print" is the address of another page of the game (/en/ti4/print/): name the topic otherwise',
      'content/topics/ti4/Unit Tokens.en.mdx: file name must be content/topics/{game}/{topic}.{lang}.mdx, e.g. content/topics/ti4/units.en.mdx',
      'content/topics/ti4/units.de.mdx: "de" in the file name is not a language of the site (ru, en, fr)',
      'content/topics/xyz/units.en.mdx: folder "xyz" is not a game: no content/games/xyz.yaml',
      'content/topics/xyz/units.en.mdx:2: unknown game "xyz" (games: ti4)',
    ]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
