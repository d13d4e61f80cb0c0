/**
 * A page read as it arrives (at the table, on a slow connection: the browser
 * shows what has come so far) moves nothing it has shown when the rest comes.
 * The built page is served in two pieces (`tools/serve-dist.ts`, `?cut=`),
 * cut at each tag of its top — the breadcrumbs, the title, the first two
 * headings — and the Layout Instability API must record no shift. (A
 * breadcrumb's "›" stood at the top of its line until its link came, then
 * dropped to the link's words, or wrapped with it to the next line; a
 * heading dropped to its permalink's "#" when the "#" came.)
 */
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveDist, type DistServer } from '../../tools/serve-dist.ts';
import { shiftsOf, watchShifts } from './layout-shifts.ts';
import { contextOf, postures, type Posture } from './postures.ts';

const dist = join(import.meta.dirname, '../../dist');
let server: DistServer;

test.beforeAll(async () => {
  server = await serveDist(dist);
});

test.afterAll(async () => {
  await server?.close();
});

/**
 * Where a page is cut: before each tag of its breadcrumbs, its title and its first two headings, the parts of its
 * top whose places depend on what comes after them (byte offsets; a `<` is never part of another character in
 * UTF-8).
 */
function cutsOf(html: Buffer): number[] {
  const text = html.toString('latin1');
  const part = (start: string, end: string, from = 0) => {
    const at = text.indexOf(start, from);
    expect(at, `the page has ${start}`).toBeGreaterThan(0);
    return { at, to: text.indexOf(end, at) };
  };
  const firstHeading = part('<div class="heading-wrapper', '</div>');
  const parts = [
    part('<ol class="breadcrumbs"', '</ol>'),
    part('<h1', '</h1>'),
    firstHeading,
    part('<div class="heading-wrapper', '</div>', firstHeading.to),
  ];
  const cuts: number[] = [];
  for (const { at, to } of parts)
    for (let tag = at; tag !== -1 && tag <= to; tag = text.indexOf('<', tag + 1)) cuts.push(tag);
  return cuts;
}

const posture = (name: string): Posture => postures.find((each) => each.name === name)!;

const cases = [
  { path: '/ru/ti4/component-limitations/', posture: posture('360×740 touch') },
  { path: '/en/ti4/component-limitations/', posture: posture('1280×800 mouse') },
  { path: '/fr/swccg/actions/', posture: posture('740×360 touch, sideways') },
];

for (const { path, posture } of cases)
  test(`${path}, ${posture.name}: shown in two pieces, cut at each tag of its top, nothing shown moves when the rest comes`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext(contextOf(posture));
    const page = await context.newPage();
    await watchShifts(page);
    const cuts = cutsOf(readFileSync(join(dist, path, 'index.html')));
    expect(cuts.length).toBeGreaterThan(10);
    const moved: string[] = [];
    for (const cut of cuts) {
      await page.goto(new URL(`${path}?cut=${cut}&pause=150`, server.url).href);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const shifts = await shiftsOf(page);
      if (shifts.length > 0) moved.push(`cut at byte ${cut}: ${JSON.stringify(shifts)}`);
    }
    expect(moved).toEqual([]);
    await context.close();
  });
