import { expect, test } from 'vitest';
import { topicFileOf } from '../../src/utils/topic-files.ts';

test('a topic file name gives its game, topic and language', () => {
  expect(topicFileOf('ti4/component-limitations.ru.mdx')).toEqual({ game: 'ti4', topic: 'component-limitations', topicId: 'ti4/component-limitations', lang: 'ru' });
  expect(topicFileOf('swccg\\actions.fr.mdx')).toEqual({ game: 'swccg', topic: 'actions', topicId: 'swccg/actions', lang: 'fr' });
  // A language that is not the site's is still read: the caller says what is wrong with it.
  expect(topicFileOf('ti4/units.de.mdx')?.lang).toBe('de');
});

test('anything else is not a topic file', () => {
  for (const path of ['ti4/Component Limitations.mdx', 'ti4/units.mdx', 'ti4/units.en.md', 'units.en.mdx', 'ti4/units/x.en.mdx', 'ti4/units_2.en.mdx', 'TI4/units.en.mdx']) {
    expect(topicFileOf(path), path).toBeUndefined();
  }
});
