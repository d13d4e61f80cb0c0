/**
 * Citing a rule in a dispute (issue 4): copy link / preview link / quote
 * controls, `#id` arrival, link-preview tags, paragraph pages, sitemap, print.
 */
import { readdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import config from '../../astro.config.mjs';

/** The site's origin, as configured in astro.config.mjs. */
const origin = new URL(config.site!).origin;
const languages = ['ru', 'en', 'fr'] as const;
type Language = (typeof languages)[number];

/** Every topic with the languages it has a text in, read from content/topics/. */
const topicTexts = new Map<string, Language[]>();
for (const game of readdirSync('content/topics')) {
  for (const file of readdirSync(`content/topics/${game}`)) {
    const [, topic, lang] = file.match(/^(.+)\.(ru|en|fr)\.mdx$/) ?? [];
    if (topic) topicTexts.set(`${game}/${topic}`, [...(topicTexts.get(`${game}/${topic}`) ?? []), lang as Language]);
  }
}
const topicPages = [...topicTexts.keys()].flatMap((topicId) => languages.map((lang) => `/${lang}/${topicId}/`));

interface Case {
  name: string;
  page: string;
  id: string;
  link: string;
  markdown: string;
  bbcode: string;
}

const enUnitTokens =
  'When producing a fighter or infantry unit, a player can use a fighter or infantry token, as appropriate, from the supply instead of a plastic piece. These tokens must be accompanied by at least one plastic piece of the same type; players can swap infantry and fighter tokens for plastic pieces at any time.';
const ruUnitTokens =
  'б) Когда игрок производит истребители или отряды пехоты, он может вместо пластиковых фигурок использовать жетоны истребителей или пехоты (соответственно) из общего запаса. Эти жетоны должны находиться вместе с хотя бы одной пластиковой фигуркой того же типа; игроки могут менять местами жетоны пехоты или истребителей с соответствующими пластиковыми фигурками в любой момент игры.';
const frStacking =
  "L'empilement est un outil conceptuel conçu pour vous aider à facilement déterminer la séquence correcte de la partie (particulièrement dans des situations complexes ).";

const cases: Case[] = [
  {
    name: 'en TI4 4.2',
    page: '/en/ti4/component-limitations/',
    id: 'unit-tokens',
    link: `${origin}/en/ti4/component-limitations/#unit-tokens`,
    markdown: `> **4.2** ${enUnitTokens}\n>\n> — [Component Limitations, 4.2 · Twilight Imperium (4th edition)](${origin}/en/ti4/component-limitations/#unit-tokens)`,
    bbcode: `[quote][b]4.2[/b] ${enUnitTokens}\n\n— [url=${origin}/en/ti4/component-limitations/#unit-tokens]Component Limitations, 4.2 · Twilight Imperium (4th edition)[/url][/quote]`,
  },
  {
    name: 'ru TI4 49.4 б',
    page: '/ru/ti4/component-limitations/',
    id: 'unit-tokens',
    link: `${origin}/ru/ti4/component-limitations/#unit-tokens`,
    markdown: `> **49.4.** ${ruUnitTokens}\n>\n> — [Ограничение на компоненты, 49.4. · Twilight Imperium (4-я редакция)](${origin}/ru/ti4/component-limitations/#unit-tokens)`,
    bbcode: `[quote][b]49.4.[/b] ${ruUnitTokens}\n\n— [url=${origin}/ru/ti4/component-limitations/#unit-tokens]Ограничение на компоненты, 49.4. · Twilight Imperium (4-я редакция)[/url][/quote]`,
  },
  {
    name: 'fr SWCCG stacking',
    page: '/fr/swccg/actions/',
    id: 'stacking-1',
    link: `${origin}/fr/swccg/actions/#stacking-1`,
    markdown: `> ${frStacking}\n>\n> — [Actions · Star Wars CCG (jeu de cartes à collectionner)](${origin}/fr/swccg/actions/#stacking-1)`,
    bbcode: `[quote]${frStacking}\n\n— [url=${origin}/fr/swccg/actions/#stacking-1]Actions · Star Wars CCG (jeu de cartes à collectionner)[/url][/quote]`,
  },
  {
    name: 'fallback: the English text on the French page',
    page: '/fr/ti4/component-limitations/',
    id: 'unit-tokens',
    link: `${origin}/fr/ti4/component-limitations/#unit-tokens`,
    markdown: `> **4.2** ${enUnitTokens}\n>\n> — [Component Limitations, 4.2 · Twilight Imperium (4e édition)](${origin}/fr/ti4/component-limitations/#unit-tokens)`,
    bbcode: `[quote][b]4.2[/b] ${enUnitTokens}\n\n— [url=${origin}/fr/ti4/component-limitations/#unit-tokens]Component Limitations, 4.2 · Twilight Imperium (4e édition)[/url][/quote]`,
  },
];

const toolsOf = (page: Page, id: string) => page.locator(`.cite-anchor[data-cite-for="${id}"] .cite-tools`);
/** The clipboard's text; read with expect.poll, since the copy completes after the click. */
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test.describe('copy controls', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  for (const c of cases) {
    test(`copy link, preview link and quotes: ${c.name}`, async ({ page }) => {
      await page.goto(c.page);
      const tools = toolsOf(page, c.id);
      await expect(tools).toHaveCount(0); // nothing loaded before first use
      await page.locator(`#${c.id} .rule-text`).hover();
      await expect(tools).toHaveCSS('opacity', '1');

      const copies: [string, string, string][] = [
        ['link', c.link, ''],
        ['preview', c.link.replace(`/#${c.id}`, `/${c.id}/`), ''],
        ['markdown', c.markdown, ''],
        ['bbcode', c.bbcode, ''],
      ];
      for (const [action, expected] of copies) {
        const button = tools.locator(`button[data-cite="${action}"]`);
        await button.click();
        const confirmation = tools.locator('[data-cite-confirmation]');
        await expect(confirmation).toHaveText((await button.getAttribute('data-copied'))!);
        await expect(confirmation).toBeVisible();
        await expect.poll(() => clipboard(page)).toBe(expected);
        if (action === 'markdown' || action === 'bbcode') console.log(`${c.name} — ${action}:\n${expected}`);
      }
      await expect(page.locator('[data-cite-status]')).toHaveText(
        (await tools.locator('button[data-cite="bbcode"]').getAttribute('data-copied'))!,
      );
    });
  }

  test('keyboard focus on a paragraph number shows its controls, next in the tab order', async ({ page }) => {
    await page.goto('/en/ti4/component-limitations/');
    await page.locator('#unit-tokens .rule-number').focus();
    const tools = toolsOf(page, 'unit-tokens');
    await expect(tools).toHaveCSS('opacity', '1');
    await page.keyboard.press('Tab');
    await expect(tools.locator('button[data-cite="link"]')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => clipboard(page)).toBe(`${origin}/en/ti4/component-limitations/#unit-tokens`);
  });

  test('a heading has the controls too', async ({ page }) => {
    await page.goto('/fr/swccg/actions/');
    await page.locator('#stacking').hover();
    const tools = toolsOf(page, 'stacking');
    await expect(tools).toHaveCSS('opacity', '1');
    await tools.locator('button[data-cite="link"]').click();
    await expect.poll(() => clipboard(page)).toBe(`${origin}/fr/swccg/actions/#stacking`);
  });
});

test.describe('touch', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('a tap on a paragraph shows its controls and hides the others', async ({ page }) => {
    await page.goto('/ru/ti4/component-limitations/');
    await page.locator('#dice .rule-text').tap();
    await expect(toolsOf(page, 'dice')).toHaveCSS('opacity', '1');
    await expect(toolsOf(page, 'unit-tokens')).toHaveCSS('opacity', '0');
    await page.locator('#unit-tokens .rule-text').tap();
    await expect(toolsOf(page, 'unit-tokens')).toHaveCSS('opacity', '1');
    await expect(toolsOf(page, 'dice')).toHaveCSS('opacity', '0');
    const box = await toolsOf(page, 'unit-tokens').locator('button').first().boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
  });
});

test.describe('arriving at #id', () => {
  test.use({ viewport: { width: 390, height: 700 } });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`scrolls the paragraph below the sticky header and highlights it (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto('/fr/swccg/actions/#stacking-3');
      const paragraph = page.locator('#stacking-3');
      await expect(paragraph).toBeInViewport();
      const header = await page.locator('.site-header').boundingBox();
      const box = await paragraph.boundingBox();
      expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
      expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);

      const background = (selector: string) =>
        page.locator(selector).evaluate((element) => getComputedStyle(element).backgroundColor);
      const page_ = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const target = await background('#stacking-3');
      expect(target).not.toBe(await background('#stacking-2'));
      expect(target).not.toBe(page_);
      expect(target).not.toBe('rgba(0, 0, 0, 0)');
    });
  }
});

/** The characters Astro escapes in attribute values. */
const entities: Record<string, string> = { '&quot;': '"', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&#39;': "'", '&#x27;': "'" };
const unescape = (value: string) => value.replace(/&(?:quot|amp|lt|gt|#39|#x27);/g, (entity) => entities[entity]);

/** The `<head>` tags of a built page, by a plain read of its HTML. */
async function headOf(html: string) {
  const head = html.match(/<head>([\s\S]*?)<\/head>/)![1];
  const attrs = (tag: string) =>
    Object.fromEntries([...tag.matchAll(/([a-z:-]+)="([^"]*)"/g)].map(([, name, value]) => [name, unescape(value)]));
  const tags = [...head.matchAll(/<(meta|link)\b[^>]*>/g)].map(([tag]) => attrs(tag));
  const meta = (key: string) => tags.find((tag) => tag.name === key || tag.property === key)?.content;
  const alternates = Object.fromEntries(
    tags.filter((tag) => tag.rel === 'alternate' && tag.hreflang).map((tag) => [tag.hreflang, tag.href]),
  );
  return {
    title: head.match(/<title>([^<]*)<\/title>/)?.[1],
    canonical: tags.find((tag) => tag.rel === 'canonical')?.href,
    alternates,
    meta,
    locales: tags.filter((tag) => tag.property === 'og:locale:alternate').map((tag) => tag.content),
  };
}

const ogLocale: Record<Language, string> = { ru: 'ru_RU', en: 'en_US', fr: 'fr_FR' };

function expectPreviewTags(head: Awaited<ReturnType<typeof headOf>>, path: string, available: Language[]) {
  const lang = path.split('/')[1] as Language;
  expect(head.title, path).toBeTruthy();
  expect(head.canonical, path).toBe(`${origin}${path}`);
  for (const key of ['description', 'og:title', 'og:description', 'og:site_name', 'twitter:title', 'twitter:description']) {
    expect(head.meta(key)?.trim(), `${key} of ${path}`).toBeTruthy();
  }
  expect(head.meta('og:description')).toBe(head.meta('description'));
  expect(head.meta('twitter:description')).toBe(head.meta('description'));
  expect(head.meta('og:url'), path).toBe(head.canonical);
  expect(head.meta('og:type'), path).toBe('article');
  expect(head.meta('og:locale'), path).toBe(ogLocale[lang]);
  expect(head.meta('twitter:card'), path).toBe('summary');
  expect(head.locales.sort(), path).toEqual(available.filter((other) => other !== lang).map((other) => ogLocale[other]).sort());
  const samePathIn = (other: string) => `${origin}${path.replace(/^\/[a-z]{2}\//, `/${other}/`)}`;
  expect(head.alternates, path).toEqual({
    ...Object.fromEntries(available.map((other) => [other, samePathIn(other)])),
    'x-default': samePathIn(available.includes('en') ? 'en' : languages.find((other) => available.includes(other))!),
  });
}

test.describe('link previews', () => {
  test('every topic page has its canonical, alternates, description and Open Graph tags', async ({ request }) => {
    expect(topicPages.length).toBeGreaterThan(20);
    for (const path of topicPages) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const head = await headOf(html);
      expectPreviewTags(head, path, topicTexts.get(path.split('/').slice(2, 4).join('/'))!);
      expect(html, path).not.toContain('name="robots"');
    }
  });

  test('every paragraph page unfurls with its own paragraph and stays out of the index', async ({ request }) => {
    test.setTimeout(180_000);
    let count = 0;
    for (const topicPath of topicPages) {
      const citations = await (await request.get(`${topicPath}citations.json`)).json();
      const topicId = topicPath.split('/').slice(2, 4).join('/');
      const paragraphs = Object.values<{ id: string; text: string; preview: string }>(citations.paragraphs);
      await Promise.all(
        paragraphs.map(async (citation) => {
          const path = new URL(citation.preview).pathname;
          expect(citation.preview).toBe(`${origin}${topicPath}${citation.id}/`);
          const response = await request.get(path);
          expect(response.status(), path).toBe(200);
          const html = await response.text();
          const head = await headOf(html);
          expectPreviewTags(head, path, topicTexts.get(topicId)!);
          expect(head.meta('robots'), path).toBe('noindex');
          expect(citation.text.startsWith(head.meta('description')!.replace(/…$/, '')), path).toBe(true);
          expect(html, path).not.toContain('data-pagefind-body');
          expect(html, path).toContain(`href="${topicPath}#${citation.id}"`);
        }),
      );
      count += paragraphs.length;
    }
    expect(count).toBeGreaterThan(100);
  });

  test('the sitemap lists every topic page with its alternates, and no paragraph page', async ({ request }) => {
    const index = await (await request.get('/sitemap-index.xml')).text();
    const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
    const entries = new Map<string, Record<string, string>>();
    for (const sitemap of sitemaps) {
      const xml = await (await request.get(sitemap)).text();
      for (const [, url] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
        const loc = url.match(/<loc>([^<]+)<\/loc>/)![1];
        const links = Object.fromEntries(
          [...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, href]),
        );
        entries.set(loc, links);
      }
    }
    for (const path of topicPages) {
      const links = entries.get(`${origin}${path}`);
      expect(links, path).toBeDefined();
      const head = await headOf(await (await request.get(path)).text());
      expect(links, path).toEqual(head.alternates);
    }
    const paragraphPages = [...entries.keys()].filter((loc) => new URL(loc).pathname.split('/').filter(Boolean).length === 4);
    expect(paragraphPages).toEqual([]);
  });
});

test.describe('paragraph page', () => {
  test('a reader is taken to the paragraph in context', async ({ page }) => {
    await page.goto('/ru/ti4/component-limitations/unit-tokens/');
    await expect(page).toHaveURL(/\/ru\/ti4\/component-limitations\/#unit-tokens$/);
    await expect(page.locator('#unit-tokens')).toBeInViewport();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('shows the paragraph, a link to it in context, and switcher links to the same paragraph', async ({ page }) => {
      await page.goto('/fr/ti4/component-limitations/unit-tokens/');
      await expect(page).toHaveURL(/\/fr\/ti4\/component-limitations\/unit-tokens\/$/);
      const paragraph = page.locator('article[data-paragraph="unit-tokens"]');
      await expect(paragraph).toHaveAttribute('lang', 'en');
      await expect(paragraph).toContainText(`4.2 ${enUnitTokens}`);
      await expect(page.locator('a[data-read-in-context]')).toHaveAttribute('href', '/fr/ti4/component-limitations/#unit-tokens');
      for (const other of languages) {
        await expect(page.locator(`.language-switcher a[hreflang="${other}"]`)).toHaveAttribute(
          'href',
          `/${other}/ti4/component-limitations/unit-tokens/`,
        );
      }
    });

    test('the paragraph number of a topic page is a plain #id link', async ({ page }) => {
      await page.goto('/en/ti4/component-limitations/');
      await page.locator('#unit-tokens .rule-number').click();
      await expect(page).toHaveURL(/#unit-tokens$/);
      await expect(page.locator('.cite-tools')).toHaveCount(0);
    });
  });
});

test('print is clean: no controls, switcher or header; paragraph numbers kept', async ({ page }) => {
  await page.goto('/en/ti4/component-limitations/');
  await page.locator('#unit-tokens .rule-text').hover();
  await expect(toolsOf(page, 'unit-tokens')).toHaveCSS('opacity', '1');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.cite-tools').first()).toBeHidden();
  expect(await page.locator('.cite-tools').evaluateAll((tools) => tools.every((tool) => !tool.checkVisibility()))).toBe(true);
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.locator('.language-switcher')).toBeHidden();
  await expect(page.locator('#unit-tokens .rule-number')).toBeVisible();
  await expect(page.locator('#unit-tokens .rule-number')).toHaveText('4.2');
});
