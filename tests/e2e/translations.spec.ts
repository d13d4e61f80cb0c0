/**
 * Volunteer translations, on a built copy of the project holding TI4 only
 * (`projectCopy`):
 *
 * 1. one English paragraph of TI4 changed: exactly that paragraph of the
 *    Russian translation is marked as behind (topic page, paragraph page,
 *    status page), the mark offers what changed in the original since the
 *    check, word by word (from the review record's words), and the build
 *    warns once, naming it;
 * 2. `npm run translations:reviewed` for it, then `npm run translate` for
 *    French: the mark is gone; the French text builds, shows the English
 *    words under `lang="en"` in the French interface with a notice, keeps
 *    every published id, and counts as untranslated on the status page;
 * 3. one paragraph of it translated: that one is shown in French, the others
 *    still in English.
 *
 * The marks and the worklist exist only on such a copy, so it also holds them
 * to the site's rules: no axe violation (light and dark), valid HTML, no CSP
 * violation, nothing wider than a 360 px phone, 44 px tap targets.
 */
import { expect, test, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { readContent } from '../../src/content-model/read-content.ts';
import type { DistServer } from '../../tools/serve-dist.ts';
import { nuCheckerArguments } from '../support/nu-checker.ts';
import { readPdf, wordsOf } from '../support/pdf.ts';
import { projectCopy, tail, type ProjectCopy } from '../support/project-copy.ts';
import { axeViolations } from './axe.ts';
import { shiftsOf, watchShifts } from './layout-shifts.ts';

const topic = 'ti4/component-limitations';
const en = 'content/topics/ti4/component-limitations.en.mdx';
const ru = 'content/topics/ti4/component-limitations.ru.mdx';
const fr = 'content/topics/ti4/component-limitations.fr.mdx';
/** The English dice rule, changed: one word replaced, words added (what the Russian page shows as changed in the original). */
const changedDice = 'Dice are unlimited, and always were.';
const frenchNote =
  "Les joueurs peuvent aussi échanger à tout moment les figurines d'infanterie et de chasseurs contre des jetons.";

test.describe.serial('translations on a copy of the project', () => {
  test.setTimeout(180_000);
  let copy: ProjectCopy;
  let server: DistServer | undefined;
  let buildOutput = '';

  /** Builds the copy and serves it afresh. */
  async function rebuild(): Promise<void> {
    await server?.close();
    server = undefined;
    const { code, output } = await copy.build();
    expect(code, tail(output)).toBe(0);
    buildOutput = output;
    server = await copy.serve();
  }

  const open = async (page: Page, path: string) => {
    const response = await page.goto(new URL(path, server!.url).href);
    expect(response?.ok(), path).toBe(true);
  };

  /** The warnings the build printed about paragraphs behind their original. */
  const behindWarnings = () =>
    buildOutput
      .split('\n')
      .filter((line) => line.includes('warning:') && line.includes('has changed since this translation was checked'));

  /** The paragraphs listed in a count of the status page's worklist, for one text. */
  async function listed(page: Page, lang: string, count: string): Promise<{ number: string | null; hrefs: string[] }> {
    const item = page.locator(
      `[data-status-topic="${topic}"] [data-status-version="${lang}"] [data-status-count="${count}"]`,
    );
    await expect(item).toHaveCount(1);
    return {
      number: await item.getAttribute('data-count'),
      hrefs: await item.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')!)),
    };
  }

  /**
   * On the Russian page open at its dice rule: what changed in the English original since the check, under the
   * mark — a <details>, shut at first, in Russian, its words in English with the removed word in <del> and the
   * added ones in <ins> (struck through, underlined, each named in Russian), legible in light and dark (axe);
   * opening and closing it moves no text.
   */
  async function expectOriginalChanges(page: Page): Promise<void> {
    const changes = page.locator('#dice [data-original-changes]');
    await expect(changes).toHaveAttribute('lang', 'ru');
    await expect(changes.locator('summary')).toHaveText('Что изменилось в оригинале');
    const diff = changes.locator('.word-diff');
    await expect(diff).toBeHidden();
    await expect(diff).toHaveAttribute('lang', 'en');
    await changes.scrollIntoViewIfNeeded();
    const before = await shiftsOf(page);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await changes.locator('summary').click();
      await expect(diff).toBeVisible();
      await expect(changes.locator('.original-changes-since')).toHaveText('С тех пор, как перевод был проверен:');
      await expect(diff.locator('del')).toHaveText(['убрано: limitless']);
      await expect(diff.locator('ins')).toHaveText(['добавлено: unlimited, and always were']);
      expect(
        await diff.locator('.visually-hidden').evaluateAll((names) => names.map((name) => name.getAttribute('lang'))),
      ).toEqual(['ru', 'ru']);
      expect(await diff.evaluate((words) => words.textContent)).toContain('1. Dice: Dice are ');
      const lines = await diff
        .locator('del, ins')
        .evaluateAll((runs) => runs.map((run) => getComputedStyle(run).textDecorationLine));
      expect(lines).toEqual(['line-through', 'underline']);
      expect(await axeViolations(page, '#dice'), colorScheme).toEqual([]);
      await changes.locator('summary').click();
      await expect(diff).toBeHidden();
    }
    expect((await shiftsOf(page)).slice(before.length), 'layout shifts when what changed opened and closed').toEqual(
      [],
    );
    await page.emulateMedia({ colorScheme: 'light' });
  }

  test.beforeAll(async () => {
    copy = projectCopy('translations', { games: ['ti4'] });
  });

  test.afterAll(async () => {
    await server?.close();
    copy?.remove();
  });

  test('one English paragraph changed: exactly that Russian paragraph is behind, on its page and the status page, and the build warns once', async ({
    page,
  }) => {
    copy.edit(en, (text) => text.replace('Dice are limitless.', changedDice));
    await rebuild();
    await watchShifts(page);
    expect(behindWarnings()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^.*${ru}:\\d+: warning: paragraph "dice" of ${topic}: its original \\(${en}:\\d+\\) has changed since this translation was checked: update the translation, then run \`npm run translations:reviewed -- ${topic} ru\`$`,
        ),
      ),
    ]);
    expect(buildOutput).toContain('0 error(s), 1 warning(s) in content/');

    await open(page, `/ru/${topic}/`);
    const marks = page.locator('[data-translation-mark]');
    await expect(marks).toHaveCount(1);
    const mark = page.locator('#dice [data-translation-mark="behind"]');
    await expect(mark).toHaveText(
      'Английский оригинал этого абзаца изменился после того, как перевод был проверен: читать оригинал.',
    );
    await expect(mark).toHaveAttribute('lang', 'ru');
    await expect(mark.locator('a')).toHaveAttribute('href', `/en/${topic}/#dice`);
    // On paper too: the mark's words, its link followed by the original's full address (never a bare path).
    const printed = (await readPdf(await page.pdf({ format: 'A4' }))).text.replace(/\s+/g, '');
    const served = new URL(page.url()).origin;
    expect(printed).toContain(
      `Английский оригинал этого абзаца изменился после того, как перевод был проверен: читать оригинал (${served}/en/${topic}/#dice).`.replace(
        /\s+/g,
        '',
      ),
    );
    await expectOriginalChanges(page);
    await mark.locator('a').click();
    await expect(page.locator('#dice')).toContainText(changedDice);
    // The original itself and the fallback pages showing it have no marks.
    for (const path of [`/en/${topic}/`, `/fr/${topic}/`]) {
      await open(page, path);
      await expect(page.locator('[data-translation-mark], [data-translation-notice]'), path).toHaveCount(0);
    }

    // The paragraph's own page says so too (without JavaScript, which would send the reader on).
    const noScript = await page.context().browser()!.newPage({ javaScriptEnabled: false });
    await noScript.goto(new URL(`/ru/${topic}/dice/`, server!.url).href);
    await expect(noScript.locator('[data-translation-mark="behind"] a')).toHaveAttribute('href', `/en/${topic}/#dice`);
    // What changed, or even a link to it, would leave this page (2 KB gzip) no room for the paragraph's words:
    // the words come first, the mark alone follows them ("read in context" leads to what changed).
    await expect(noScript.locator('.paragraph-page-text')).toContainText('КУБИКИ: количество кубиков');
    await expect(noScript.locator('[data-original-changes], .original-changes-link')).toHaveCount(0);
    // On the topic page, without JavaScript, it opens.
    await noScript.goto(new URL(`/ru/${topic}/`, server!.url).href);
    await noScript.locator('#dice [data-original-changes] summary').click();
    await expect(noScript.locator('#dice [data-original-changes] del')).toBeVisible();
    await noScript.goto(new URL(`/ru/${topic}/tokens/`, server!.url).href);
    await expect(noScript.locator('[data-translation-mark]')).toHaveCount(0);
    await noScript.close();

    // Beside the English text, the Russian column marks the same paragraph, and only it.
    await open(page, `/en/${topic}/~ru/`);
    await expect(page.locator('[data-translation-mark]')).toHaveCount(1);
    const besideMark = page.locator('.sbs-other[data-paragraph="dice"] [data-translation-mark="behind"]');
    await expect(besideMark).toHaveAttribute('lang', 'en');
    await expect(page.locator('.sbs-other[data-paragraph="dice"] [data-original-changes] summary')).toHaveText(
      'What changed in the original',
    );
    await expect(besideMark.locator('a')).toHaveAttribute('href', `/en/${topic}/#dice`);

    await open(page, '/fr/status/ti4/');
    expect(await listed(page, 'ru', 'behind')).toEqual({ number: '1', hrefs: [`/ru/${topic}/#dice`] });
    await expect(
      page.locator(`[data-status-topic="${topic}"] [data-status-version="ru"] [data-status-count="behind"]`),
    ).toContainText("En retard sur l'original\u00a0: 1");
    expect(await listed(page, 'ru', 'translated')).toEqual({ number: '18', hrefs: [] });
    await expect(
      page.locator(`[data-status-topic="${topic}"] [data-status-version="en"] [data-status-original]`),
    ).toHaveCount(1);
    await expect(page.locator(`[data-status-topic="${topic}"] [data-status-translate="fr"] code`)).toHaveText(
      `npm run translate -- ${topic} fr`,
    );
    // (A topic without an original starts a translation from the text its page shows: status.spec.ts, on the site.)
  });

  test('marked as reviewed, the paragraph is no longer behind; a French text started from the English one builds, in English words under lang="en", every published id kept, untranslated on the status page', async ({
    page,
  }) => {
    const reviewed = await copy.script('translations-reviewed.ts', [topic, 'ru']);
    expect(reviewed.code, reviewed.output).toBe(0);
    const started = await copy.script('translate.ts', [topic, 'fr']);
    expect(started.code, started.output).toBe(0);
    await rebuild();
    expect(behindWarnings()).toEqual([]);
    // The only warnings: the new text's TODO(translate) comments, each asking for something still to do.
    const todos = copy.read(`content/topics/${topic}.fr.mdx`).match(/# TODO\(translate\):/g) ?? [];
    expect(todos.length).toBeGreaterThan(0);
    expect(buildOutput).toContain(`0 error(s), ${todos.length} warning(s) in content/`);

    await open(page, `/ru/${topic}/`);
    await expect(page.locator('[data-translation-mark]')).toHaveCount(0);

    const model = readContent(copy.root);
    const published = model.publishedIds!.data![topic];
    const english = model.texts.find((text) => text.file === en)!.paragraphs;
    await open(page, `/fr/${topic}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('[data-fallback-notice]')).toHaveCount(0);
    await expect(page.locator('article.topic')).toHaveAttribute('data-text-lang', 'fr');
    await expect(page.locator('article.topic')).not.toHaveAttribute('lang', /./);
    await expect(page.locator('[data-translation-notice]')).toContainText(
      `${english.length} paragraphes de ce texte ne sont pas encore traduits en français et ils sont signalés\u00a0: en attendant, ils sont donnés en anglais.`,
    );
    await expect(page.locator('h1 [lang="en"]')).toHaveText('Component Limitations');
    for (const id of published) await expect(page.locator(`[id="${id}"]`), id).toHaveCount(1);
    // Every paragraph: the English words, under lang="en"; the note, in French, once before the run of them.
    const shown = await page.locator('[data-untranslated]').evaluateAll((elements) =>
      elements.map((element) => {
        const paragraph = element.querySelector('[id]') ?? element;
        const words = (element.querySelector('.rule-text') ?? element).cloneNode(true) as Element;
        return {
          id: element.id || paragraph.id,
          lang: element.getAttribute('lang'),
          words: (words.textContent ?? '').replace(/\s+/g, ' ').trim(),
        };
      }),
    );
    expect(shown.map(({ id }) => id)).toEqual(english.map((paragraph) => paragraph.id));
    for (const [index, paragraph] of shown.entries()) {
      expect(paragraph.lang, paragraph.id).toBe('en');
      expect(paragraph.words, paragraph.id).toContain(english[index].text.slice(0, 40));
    }
    const notes = page.locator('article.topic [data-translation-mark="untranslated"]');
    await expect(notes).toHaveCount(1);
    await expect(notes).toHaveText("Pas encore traduit en français\u00a0: en anglais pour l'instant.");
    await expect(notes).toHaveAttribute('lang', 'fr');
    expect(
      await notes.evaluate(
        (note) =>
          note.nextElementSibling?.matches('[data-untranslated]') &&
          (note.nextElementSibling.id || note.nextElementSibling.querySelector('[id]')?.id),
      ),
    ).toBe(english[0].id);
    await expect(page.locator('#dice')).toContainText(changedDice);
    // The interface around the words stays French.
    await expect(page.locator('#dice a.rule-number')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('[data-topic-source]')).toContainText('Traduit sur ce site depuis le texte anglais.');
    await expect(page.locator('[data-topic-source] [lang="en"]')).toHaveText(
      'Twilight Imperium 4th edition, Rules Reference',
    );

    // Its paragraph page is the English paragraph's, in the French interface, saying so.
    const noScript = await page.context().browser()!.newPage({ javaScriptEnabled: false });
    await noScript.goto(new URL(`/fr/${topic}/dice/`, server!.url).href);
    await expect(noScript.locator('article.paragraph-page')).toHaveAttribute('lang', 'en');
    await expect(noScript.locator('article.paragraph-page')).toContainText(changedDice);
    await expect(noScript.locator('[data-translation-mark="untranslated"]')).toHaveText(
      "Pas encore traduit en français\u00a0: en anglais pour l'instant.",
    );
    await expect(noScript.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/en\/ti4\/component-limitations\/dice\/$/,
    );
    await noScript.close();

    await open(page, '/en/status/ti4/');
    expect(await listed(page, 'fr', 'translated')).toEqual({ number: '0', hrefs: [] });
    expect(await listed(page, 'fr', 'untranslated')).toEqual({
      number: String(english.length),
      hrefs: english.map((paragraph) => `/fr/${topic}/#${paragraph.id}`),
    });
    expect(await listed(page, 'fr', 'behind')).toEqual({ number: '0', hrefs: [] });
    expect(await listed(page, 'ru', 'behind')).toEqual({ number: '0', hrefs: [] });
    await expect(page.locator(`[data-status-topic="${topic}"] [data-status-translate]`)).toHaveCount(0);
  });

  test('one paragraph of the French text translated: that one is shown in French, the others still in English', async ({
    page,
  }) => {
    copy.edit(fr, (text) =>
      text.replace(
        '<Rule id="note-2" n="2." untranslated="en">\n\nPlayers may also swap infantry and fighter plastic pieces for tokens at any time.',
        `<Rule id="note-2" n="2.">\n\n${frenchNote}`,
      ),
    );
    await rebuild();
    // The French text's paragraphs still in English, as the copy's content model reads them (all but note-2).
    const untranslated = readContent(copy.root)
      .texts.find((text) => text.file === fr)!
      .paragraphs.filter((paragraph) => paragraph.untranslated === 'en').length;
    expect(untranslated).toBeGreaterThan(1);
    await open(page, `/fr/${topic}/`);
    const note = page.locator('#note-2');
    await expect(note).toContainText(frenchNote);
    await expect(note).not.toHaveAttribute('lang', /./);
    expect(await note.evaluate((element) => element.closest('[lang]')!.getAttribute('lang'))).toBe('fr');
    await expect(note.locator('[data-translation-mark]')).toHaveCount(0);
    await expect(page.locator('[data-untranslated="en"]')).toHaveCount(untranslated);
    // Two runs of untranslated paragraphs now, around the translated one: the note before each.
    const notes = page.locator('article.topic [data-translation-mark="untranslated"]');
    await expect(notes).toHaveCount(2);
    expect(await notes.last().evaluate((mark) => mark.nextElementSibling?.id)).toBe('note-3');
    await expect(page.locator('#note-1')).toHaveAttribute('lang', 'en');
    await expect(page.locator('[data-translation-notice]')).toContainText(`${untranslated} paragraphes`);
    // On paper, the notice and the note before each run of English paragraphs, in their place.
    const words = wordsOf((await readPdf(await page.pdf({ format: 'A4' }))).text).join(' ');
    const untranslatedNote = wordsOf("Pas encore traduit en français : en anglais pour l'instant.").join(' ');
    expect(words).toContain(wordsOf((await page.locator('[data-translation-notice] p').textContent())!).join(' '));
    expect(words.split(untranslatedNote)).toHaveLength(3);
    expect(words).toContain(`${wordsOf(frenchNote).join(' ')} ${untranslatedNote} 3`);

    // Side by side, the French column is marked as its page is: a note before each run of English words.
    for (const path of [`/fr/${topic}/~ru/`, `/ru/${topic}/~fr/`]) {
      await open(page, path);
      const french = page.locator(path.startsWith('/fr/') ? '.sbs-reader' : '.sbs-other');
      await expect(french.locator('[data-untranslated="en"]'), path).toHaveCount(untranslated);
      const translated = french.and(page.locator('[data-paragraph="note-2"]'));
      await expect(translated, path).toContainText(frenchNote);
      await expect(translated.locator('[data-untranslated]'), path).toHaveCount(0);
      const besideNotes = french.locator('[data-translation-mark="untranslated"]');
      await expect(besideNotes, path).toHaveCount(2);
      await expect(besideNotes.first()).toHaveAttribute('lang', path.slice(1, 3));
      expect(
        await besideNotes.evaluateAll((marks) =>
          marks.map((mark) => mark.closest('[data-paragraph]')?.getAttribute('data-paragraph')),
        ),
        path,
      ).toEqual([expect.any(String), 'note-3']);
      await expect(
        page.locator('.sbs-side [data-translation-mark="untranslated"]'),
        `${path}: the Russian column has none`,
      ).toHaveCount(2);
    }

    await open(page, '/ru/status/ti4/');
    expect(await listed(page, 'fr', 'translated')).toEqual({ number: '1', hrefs: [] });
    expect((await listed(page, 'fr', 'untranslated')).number).toBe(String(untranslated));
    expect(await listed(page, 'fr', 'unchecked')).toEqual({ number: '1', hrefs: [`/fr/${topic}/#note-2`] });
  });

  test('the pages with marks pass axe in light and dark, are valid HTML, break no CSP rule, fit 360 px with 44 px targets', async ({
    page,
  }) => {
    copy.edit(en, (text) =>
      text.replace('Players may swap between three value tokens', 'Players may always swap between three value tokens'),
    );
    await rebuild();
    const paths = [
      `/fr/${topic}/`,
      `/ru/${topic}/`,
      `/fr/${topic}/~ru/`,
      `/en/${topic}/~ru/`,
      `/fr/status/`,
      `/fr/status/ti4/`,
      `/ru/status/ti4/`,
      `/en/status/ti4/`,
    ];
    const violations: string[] = [];
    await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportCspViolation: (v: string) => void }).reportCspViolation(
          `${location.pathname} CSP: ${event.violatedDirective}`,
        ),
      );
    });
    await page.setViewportSize({ width: 360, height: 740 });
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    for (const path of paths) {
      await open(page, path);
      if (path.startsWith('/ru/ti4') || path.endsWith('~ru/'))
        await expect(page.locator('[data-translation-mark="behind"]'), path).toHaveCount(1);
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        expect(await axeViolations(page), `${path} ${colorScheme}`).toEqual([]);
      }
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth), path).toBeLessThanOrEqual(360);
      const small = await page.evaluate(() =>
        [
          ...document.querySelectorAll<HTMLElement>(
            'main :is([data-translation-notice], [data-translation-progress], .translate-commands) a[href]',
          ),
        ]
          .filter((link) => {
            const box = link.getBoundingClientRect();
            return box.width > 0 && (box.height < 44 || box.width < 44);
          })
          .map((link) => link.textContent),
      );
      expect(small, path).toEqual([]);
      const report = await validator.validateFile(join(copy.dist, path, 'index.html'));
      expect(
        report.results.flatMap((result) =>
          result.messages.map((message) => `${message.line}: ${message.ruleId}: ${message.message}`),
        ),
        path,
      ).toEqual([]);
    }
    expect(violations).toEqual([]);

    // The W3C Nu HTML Checker too, as built-files.spec.ts runs it over dist/, with a paragraph page of each kind of mark.
    const files = [...paths, `/fr/${topic}/dice/`, `/ru/${topic}/note-3/`].map((path) =>
      join(copy.dist, path, 'index.html'),
    );
    const run = spawnSync('java', nuCheckerArguments(files), {
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    expect(run.error, 'java must be on the PATH to run the Nu HTML Checker').toBeUndefined();
    expect(
      (JSON.parse(run.stderr) as { messages: { url: string; message: string }[] }).messages.map(
        (message) => `${message.url}: ${message.message}`,
      ),
    ).toEqual([]);
  });
});
