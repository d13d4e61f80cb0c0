/**
 * Every sentence of the five sources can be found on the built site, in its
 * language: in the text (and translator's notes) of the topic pages whose text
 * is in that language; an earlier revision's (seed 000) in the history page of
 * its text, where that revision is shown whole. Sentences are compared as ../shared/tools/seed-coverage.py
 * does (tests/support/seed-coverage.ts); the sources are read from the
 * repository's sources/, which must equal the originals in ../shared/seeds/
 * where those are on the machine.
 */
import { expect, test } from '@playwright/test';
import { topicIds, topicTexts } from '../support/content.ts';
import { normalize, readOriginal, readSource, sentencesOf, seedsDir, sources } from '../support/seed-coverage.ts';
import { textLanguages, type Language } from '../support/site.ts';
import { historyPath, topicPath } from '../../src/routing/paths.ts';

/**
 * Source sentences the site rightly does not have: words of a seed that the
 * conversion changed because they were damage of the seed's own conversion,
 * each recorded with the seed's words and what was done in its text's front
 * matter (`source.conversionFixes`), by the normalised words of those texts.
 *
 * RftG: the source gives its card-count table twice in a row, once as an HTML
 * table and once as tab-separated text from the PDF conversion, on one line:
 * that line, the table twice, is one "sentence". The content has the table
 * once, its caption (which the PDF conversion had put in the first row's
 * first cell, leaving the other rows without labels: the next line of the
 * seed, the caption followed by the first row's counts, is the second fix)
 * above the costs and three unlabelled rows of counts.
 */
const cardCountCaption = 'Количество карт разной стоимости (для базовой игры и обоих расширений) приведено в таблице';
const cardCountTable = `${cardCountCaption} 0 1 2 3 4 5 6 7 8 9 0 23 12 10 11 2 22 0 0 0 3 11 17 15 5 6 4 1 0 0 0 11 9 6 3 4 2 1 1 1`;
const conversionFixes = (lang: Language) =>
  topicTexts()
    .filter((text) => text.lang === lang)
    .flatMap((text) => text.source.conversionFixes.map((fix) => ` ${normalize(fix.sourceText)} `));

for (const { seed, lang, label, revisionOf } of sources) {
  test(`every sentence of ${label} (${seed}) is on the site`, async ({ page }) => {
    const source = readSource(seed);
    const original = readOriginal(seed);
    if (original !== undefined)
      expect(source === original, `sources/${seed} is a copy of ${seedsDir}/${seed}`).toBe(true);

    const texts: string[] = [];
    if (revisionOf) {
      await page.goto(historyPath(lang, revisionOf));
      await expect(page.locator('article.history')).toHaveAttribute('data-text-lang', lang);
      texts.push(await page.locator('#r1').innerText());
    }
    for (const topicId of topicIds().filter((id) => !revisionOf && textLanguages(id).includes(lang))) {
      await page.goto(topicPath(lang, topicId));
      await expect(page.locator('article.topic')).toHaveAttribute('data-text-lang', lang);
      texts.push(
        await page.evaluate(() => {
          const parts = [
            document.querySelector('article.topic')!,
            ...document.querySelectorAll<HTMLElement>('.topic-meta .translator-note'),
          ];
          return parts.map((part) => (part as HTMLElement).innerText).join('\n');
        }),
      );
    }
    const site = ` ${normalize(texts.join('\n'))} `;

    const sentences = sentencesOf(source);
    expect(sentences.length).toBeGreaterThan(10);
    const missing = sentences.filter(({ normalized }) => !site.includes(` ${normalized} `));
    const fixes = conversionFixes(lang);
    const accountedFor = ({ normalized }: { normalized: string }) =>
      fixes.some((fix) => fix.includes(` ${normalized} `));
    const unexpected = missing.filter((sentence) => !accountedFor(sentence));
    expect(unexpected.map(({ text }) => text)).toEqual([]);
    // The table itself is on the site, once.
    if (label === 'RftG ru') expect(site).toContain(` ${normalize(cardCountTable)} `);
    // Each fix still accounts for a sentence of the source the site lacks: a fix that no longer applies is removed.
    const accounted = missing.filter(accountedFor);
    expect(accounted.length).toBe(label === 'RftG ru' ? 2 : 0);
  });
}
