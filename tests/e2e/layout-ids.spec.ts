/**
 * A topic page's ids are its text's paragraph ids and the layout's ids
 * (`src/markup/layout-ids.ts`), each once: the list the content checks refuse
 * as paragraph ids is the whole list of what the layout adds.
 */
import { expect, test } from './shared-pages.ts';
import { topicTexts } from '../support/content.ts';
import { textLanguage, type Language } from '../support/site.ts';
import { isLayoutId } from '../../src/markup/layout-ids.ts';
import { topicPages } from './site-pages.ts';

for (const path of topicPages()) {
  test(`${path}: every id is a paragraph's or the layout's, once`, async ({ sharedPage }) => {
    const page = await sharedPage('desktop');
    const [lang, game, topic] = path.split('/').filter(Boolean) as [Language, string, string];
    const shown = textLanguage(`${game}/${topic}`, lang);
    const text = topicTexts().find(
      (candidate) => candidate.topicId === `${game}/${topic}` && candidate.lang === shown,
    )!;
    const paragraphIds = new Set(text.paragraphs.map((paragraph) => paragraph.id));
    await page.goto(path);
    const ids = await page.locator('[id]').evaluateAll((elements) => elements.map((element) => element.id));
    expect(
      ids.filter((id, index) => ids.indexOf(id) !== index),
      'ids twice',
    ).toEqual([]);
    expect(
      ids.filter((id) => !paragraphIds.has(id) && !isLayoutId(id)),
      'ids neither of a paragraph nor in layoutIds',
    ).toEqual([]);
    expect(ids).toContain('content');
  });
}
