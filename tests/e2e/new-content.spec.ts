/**
 * A new game and its first topic, started with `npm run new` on a copy of the
 * project holding RftG only (`projectCopy`), as docs/authoring.md tells a
 * contributor: the scaffolds do not build (each placeholder an error at its
 * line); filled in — from a made-up test source put in `sources/`, never text
 * of the site — they build, and the site has them: the game on the home page,
 * the topic on the game's page, its title and paragraph on its own page, and
 * the page of another language falling back on the text.
 */
import { expect, test } from '@playwright/test';
import type { DistServer } from '../../tools/serve-dist.ts';
import { projectCopy, tail, type ProjectCopy } from '../support/project-copy.ts';

const game = 'test-game';
const topic = `${game}/first-topic`;
const gameFile = `content/games/${game}.yaml`;
const topicFile = `content/topics/${topic}.en.mdx`;

test.describe.serial('a game and a topic added with npm run new', () => {
  test.setTimeout(180_000);
  let copy: ProjectCopy;
  let server: DistServer | undefined;

  test.beforeAll(() => {
    copy = projectCopy('new-content', { games: ['rftg'] });
  });
  test.afterAll(async () => {
    await server?.close();
    copy?.remove();
  });

  test('the scaffolds are refused until every placeholder is replaced, each at its line', async () => {
    const started = await copy.script('new.ts', ['game', game]);
    expect(started.code, started.output).toBe(0);
    const first = await copy.script('new.ts', ['topic', topic, 'en']);
    expect(first.code, first.output).toBe(0);

    const placeholderLines = (file: string) =>
      copy
        .read(file)
        .split('\n')
        .flatMap((line, index) => (line.includes('FILL IN:') ? [`${file}:${index + 1}: placeholder`] : []));
    const expected = [...placeholderLines(gameFile), ...placeholderLines(topicFile)];
    expect(expected.length).toBeGreaterThan(0);
    const checked = await copy.script('check-content.ts');
    expect(checked.code, checked.output).toBe(1);
    const reported = checked.output
      .split('\n')
      .filter((line) => line.includes('placeholder of `npm run new` still here'))
      .map((line) => line.replace(/ of `npm run new` still here.*$/, ''));
    // (The build refuses what check:content refuses: tests/unit/content-checks.test.ts.)
    expect(reported).toEqual(expected);
  });

  test('filled in, they build, and the site has them in every language', async ({ page }) => {
    copy.write('sources/test-source.txt', 'A made-up source for a test: Words of a test.\n');
    copy.edit(gameFile, (text) =>
      text
        .replace(/"FILL IN: the game's name in \w+, as its sources print it"/g, 'Test Game')
        .replace('"FILL IN: a short name"', 'TG'),
    );
    copy.edit(topicFile, (text) =>
      text
        .replace('"FILL IN: the title as the source prints it"', 'First Topic')
        .replace('"FILL IN: the file of sources/ this text is converted from"', 'test-source.txt')
        .replace('"FILL IN: which document or edition, as the source says"', 'A test source')
        .replace(/ n="FILL IN:[^"]*"/, ' n="1."')
        .replace(/^FILL IN: .*$/m, 'Words of a test.'),
    );
    const checked = await copy.script('check-content.ts');
    expect(checked.code, checked.output).toBe(0);
    const published = await copy.script('publish-ids.ts');
    expect(published.code, published.output).toBe(0);
    expect(published.output).toContain(`published ${topic}#first-paragraph`);
    const build = await copy.build();
    expect(build.code, tail(build.output)).toBe(0);
    expect(build.output).toContain('0 error(s), 0 warning(s) in content/');
    server = await copy.serve();
    const open = async (path: string) => {
      const response = await page.goto(new URL(path, server!.url).href);
      expect(response?.ok(), path).toBe(true);
    };

    await open('/en/');
    await page.getByRole('link', { name: 'Test Game' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/${game}/$`));
    await expect(page.locator('h1')).toHaveText('Test Game');
    await page.getByRole('link', { name: 'First Topic' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/${topic}/$`));
    await expect(page.locator('h1')).toContainText('First Topic');
    await expect(page.locator('article.topic #first-paragraph')).toContainText('Words of a test.');

    // Another language's page of the topic shows the English text, marked as such.
    await open(`/fr/${topic}/`);
    await expect(page.locator('article.topic')).toHaveAttribute('data-text-lang', 'en');
    await expect(page.locator('article.topic #first-paragraph')).toContainText('Words of a test.');
    await open(`/ru/${game}/`);
    await expect(page.getByRole('link', { name: 'First Topic' })).toHaveCount(1);
  });
});
