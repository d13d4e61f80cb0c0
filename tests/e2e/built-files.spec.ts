/**
 * The built site as files: every page of `dist/` read once, in one pass, and
 * handed to each check that needs no page shown on a screen.
 *
 * - Valid HTML by html-validate (rules of `.htmlvalidate.json`:
 *   html-validate:recommended, but `wcag/h32`, a form needs a submit button:
 *   the header's search form has a single field, Enter submits it and results
 *   appear as one types, so a button would only take room from the rule on a
 *   360 px phone; and `long-title`, a title of at most 70 characters, a search
 *   engine's advice: a paragraph page's title is its citation, which must name
 *   the topic, its section and the paragraph to be one rule's alone, and
 *   SWCCG's sections alone run to 150 characters), and by the W3C Nu HTML Checker (`vnu-jar`, the checker
 *   behind validator.w3.org/nu, run as `tests/support/nu-checker.ts` runs it; it needs Java 11 or later on the PATH).
 * - A CSP `<meta>` before any script of every page (a browser applies a
 *   `<meta>` policy only to what follows it), and `_headers` allowing every
 *   hash of those `<meta>`s.
 * - No broken link or anchor: every URL a link checker follows (linkinator's
 *   elements and attributes: links, scripts, styles, images, `<meta>` URLs,
 *   the site's own absolute URLs such as canonical and alternates; and a
 *   form's action), and every `#fragment` against the ids of its page; no
 *   page that no link reaches from `/` but the 404 page and paragraph preview
 *   pages (which shared links open; a revision's paragraph page, the address of
 *   a history page's entry whose words changed since); no web address left unchecked.
 * - Link previews: the tags of every topic and paragraph page (a revision's
 *   paragraph page too: ru on the real texts), and the sitemap.
 *
 * Each page is parsed by the browser's own HTML parser (`DOMParser`, where no
 * script runs). The tests of this file run in order in one worker, so the
 * pass is made once.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { lineOfPlain, type PlainBlock } from '../../src/library/paragraphs.ts';
import { library, topicTexts } from '../support/content.ts';
import { nuCheckerArguments } from '../support/nu-checker.ts';
import { interfaceString, languages, textLanguage, type Language } from '../support/site.ts';
import {
  expectedPreviewTags,
  expectedRevisionPreviewTags,
  headOf,
  origin,
  previewTags,
  revisionParagraphPreviews,
  topicIdOf,
  unescapeEntities,
  wordsOf,
} from './link-previews.ts';
import { builtPages, distDir, fileOf, pageKind, topicPages as builtTopicPages } from './site-pages.ts';

test.describe.configure({ mode: 'default' });

/** What the checks read of a page, as the browser parses it. */
interface Parsed {
  /** The policy of its CSP `<meta>`, if it has one. */
  csp: string | null;
  /** What keeps that policy from covering every script of the page. */
  cspProblems: string[];
  /** Every URL a link checker follows, as written, with the element it is on. */
  links: { tag: string; url: string }[];
  /** Its anchors: every id, and the name of every `<a name>`. */
  anchors: string[];
  /** Its `<base href>`, if any. */
  base: string | null;
}

/**
 * Parses pages in the browser (a function run there: it takes nothing from
 * around it). Links are found where linkinator finds them, the form's action
 * added: `<meta content>` counts when it is a whole URL (a description
 * "Dice: …" parses as a "dice:" URL and is set aside below as no web address).
 */
function parseInBrowser(pages: { path: string; html: string }[]): Parsed[] {
  const urlAttributes: Record<string, string[]> = {
    a: ['href'],
    area: ['href'],
    embed: ['href', 'src', 'pluginspage', 'pluginurl'],
    link: ['href'],
    blockquote: ['cite'],
    del: ['cite'],
    ins: ['cite'],
    q: ['cite'],
    object: ['data'],
    command: ['icon'],
    frame: ['longdesc', 'src'],
    iframe: ['longdesc', 'src'],
    html: ['manifest'],
    video: ['poster', 'src'],
    body: ['background'],
    audio: ['src'],
    img: ['src', 'srcset'],
    input: ['src'],
    script: ['src'],
    source: ['src', 'srcset'],
    track: ['src'],
    form: ['action'],
  };
  return pages.map(({ html }) => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const meta = doc.querySelector('meta[http-equiv="content-security-policy" i]');
    const cspProblems: string[] = [];
    if (!meta) cspProblems.push('no CSP <meta>');
    else if (doc.scripts.length === 0) cspProblems.push('no script at all (is this a page of the site?)');
    for (const script of doc.scripts) {
      if (meta && script.compareDocumentPosition(meta) & Node.DOCUMENT_POSITION_FOLLOWING)
        cspProblems.push(script.outerHTML.slice(0, 100));
    }
    const links: { tag: string; url: string }[] = [];
    for (const element of doc.querySelectorAll('*')) {
      const tag = element.localName;
      if (tag === 'meta') {
        const content = element.getAttribute('content');
        if (!content) continue;
        if (element.getAttribute('http-equiv')?.toLowerCase() === 'refresh') {
          const refresh = /^\s*\d+\s*;\s*url\s*=\s*(.+)/i.exec(content)?.[1]?.trim();
          if (refresh) links.push({ tag, url: refresh });
        } else if (URL.canParse(content)) links.push({ tag, url: content });
        continue;
      }
      if (tag === 'link' && ['dns-prefetch', 'preconnect'].includes(element.getAttribute('rel') ?? '')) continue;
      for (const attribute of urlAttributes[tag] ?? []) {
        const value = element.getAttribute(attribute);
        if (!value) continue;
        const urls =
          attribute === 'srcset' ? value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]) : [value];
        for (const url of urls.filter(Boolean)) links.push({ tag, url });
      }
    }
    const anchors = [...doc.querySelectorAll('[id]')].map((element) => element.id);
    for (const anchor of doc.querySelectorAll('a[name]')) anchors.push(anchor.getAttribute('name')!);
    return {
      csp: meta?.getAttribute('content') ?? null,
      cspProblems,
      links,
      anchors,
      base: doc.querySelector('base[href]')?.getAttribute('href') ?? null,
    };
  });
}

/** Every file of dist/, by the URL path that serves it (`/en/index.html`, `/_astro/….css`). */
const files = new Set(
  readdirSync(distDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(distDir, join(entry.parentPath, entry.name)).split(sep).join('/')}`),
);
/** Every page, by the path that serves it. */
const paths = builtPages();
/** The text of each page, and of the other files a check reads (each read once). */
const texts = new Map<string, string>();
const text = (file: string): string => {
  if (!texts.has(file)) texts.set(file, readFileSync(join(distDir, file), 'utf8'));
  return texts.get(file)!;
};
const pageFile = (path: string) => (path.endsWith('/') ? `${path}index.html` : path);
const html = (path: string) => text(pageFile(path));
/** The page each file of dist/ that is one serves (`/en/index.html` → `/en/`). */
const pageOfFile = (file: string) => file.replace(/index\.html$/, '');

let parsed: Map<string, Parsed>;
/** The Nu HTML Checker's run over every page, started with the pass: Java checks while the other checks run. */
let nu: Promise<{ error?: Error; stderr: string }>;
let stopNu = () => {};

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(300_000);
  // Java reads the pages itself, by their paths: through the checker's HTTP service, fed the pages read here,
  // the same pages take three times as long (its start, then one request each), and the files are in the
  // system's cache by then.
  nu = new Promise((resolve) => {
    const java = spawn('java', nuCheckerArguments(paths.map(fileOf)), {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    java.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    java.on('error', (error) => resolve({ error, stderr }));
    java.on('close', () => resolve({ stderr }));
    stopNu = () => java.kill();
  });
  const page = await browser.newPage();
  parsed = new Map();
  for (let start = 0; start < paths.length; start += 50) {
    const batch = paths.slice(start, start + 50).map((path) => ({ path, html: html(path) }));
    const results = await page.evaluate(parseInBrowser, batch);
    batch.forEach(({ path }, index) => {
      parsed.set(path, results[index]);
    });
  }
  await page.close();
});

test.afterAll(() => stopNu());

test('every page of dist/ is read, and parsed', () => {
  expect(paths.length).toBeGreaterThan(600);
  expect([...parsed.keys()]).toEqual(paths);
  expect(paths).toContain('/');
  expect(paths).toContain('/404.html');
  for (const lang of languages) expect(paths).toContain(`/${lang}/404.html`);
});

test('on every page, a CSP <meta> comes before any script', () => {
  expect(paths.flatMap((path) => parsed.get(path)!.cspProblems.map((problem) => `${path}: ${problem}`))).toEqual([]);
});

test("_headers' CSP allows every hash of every page's <meta> CSP", () => {
  const policy = /^ {2}Content-Security-Policy: (.*)$/m.exec(text('/_headers'))?.[1] ?? '';
  expect(policy).toContain("default-src 'self'");
  for (const path of paths) {
    const meta = parsed.get(path)!.csp;
    expect(meta, path).not.toBeNull();
    for (const hash of meta!.match(/'sha256-[^']+'/g) ?? []) expect(policy, `${path} ${hash}`).toContain(hash);
  }
});

test('every link and anchor of the built site leads somewhere, and a link leads to every page', async () => {
  test.setTimeout(60_000);
  // The site's own origin (astro.config.mjs `site`), as written in the canonical link of `/`.
  const canonical = (await headOf(html('/'))).canonical;
  expect(canonical, 'canonical link of /').toBeTruthy();
  const siteOrigin = new URL(canonical!).origin;

  const broken: string[] = [];
  const missing: string[] = [];
  const skipped: string[] = [];
  const elsewhere = new Map<string, string[]>();
  /** The pages each page links to. */
  const linkedPages = new Map<string, Set<string>>();
  let fragments = 0;
  for (const path of paths) {
    const { links, base } = parsed.get(path)!;
    const from = new URL(base ?? path, `${siteOrigin}${path}`);
    const linked = new Set<string>();
    linkedPages.set(path, linked);
    for (const link of links) {
      if (!URL.canParse(link.url, from)) {
        broken.push(`${link.url} (no URL) on ${path}`);
        continue;
      }
      const url = new URL(link.url, from);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        skipped.push(url.href);
        continue;
      }
      if (url.origin !== siteOrigin) {
        elsewhere.set(url.href, [...(elsewhere.get(url.href) ?? []), path]);
        continue;
      }
      // What the server sends for the address: a directory's index.html, else the file itself.
      let target: string | undefined;
      try {
        const decoded = decodeURIComponent(url.pathname);
        target = decoded.endsWith('/') ? `${decoded}index.html` : decoded;
      } catch {
        target = undefined;
      }
      if (!target || !files.has(target)) {
        broken.push(`${url.href} (no such file in dist/) on ${path}`);
        continue;
      }
      if (!target.endsWith('.html')) continue;
      linked.add(pageOfFile(target));
      if (!url.hash || url.hash === '#') continue;
      fragments += 1;
      const id = decodeURIComponent(url.hash.slice(1));
      if (!parsed.get(pageOfFile(target))!.anchors.includes(id))
        missing.push(`${link.url} on ${path}: no id "${id}" on ${pageOfFile(target)}`);
    }
  }
  // Addresses on other sites: fetched, as a link checker does.
  for (const [url, on] of elsewhere) {
    const status = await fetch(url, { redirect: 'follow', signal: AbortSignal.timeout(20_000) }).then(
      (response) => response.status,
      (error: Error) => error.message,
    );
    if (typeof status !== 'number' || status >= 400) broken.push(`${url} (${status}) on ${on.join(', ')}`);
  }
  expect(broken).toEqual([]);
  expect(missing).toEqual([]);
  // The topic pages link each paragraph number to its anchor, and some texts refer to paragraphs of other topics.
  expect(fragments).toBeGreaterThan(100);
  // No web address left unchecked: only other schemes are set aside (a "dice:" taken from a description).
  expect(skipped.filter((url) => /^https?:/.test(url))).toEqual([]);

  // Every page is reached from `/` by following links, but the 404 page (any unknown address) and the paragraphs'
  // preview pages, which shared links open: the cite control finds them in the topic's citations.json.
  const reached = new Set(['/']);
  for (const queue = ['/']; queue.length > 0;) {
    for (const next of linkedPages.get(queue.shift()!)!) {
      if (!reached.has(next)) {
        reached.add(next);
        queue.push(next);
      }
    }
  }
  const previews = new Set(
    [...files]
      .filter((file) => file.endsWith('/citations.json'))
      .flatMap((file) => Object.values(JSON.parse(text(file)).paragraphs as Record<string, { preview: string }>))
      .map(({ preview }) => new URL(preview).pathname),
  );
  expect(previews.size).toBeGreaterThan(100);
  // A revision's paragraph page is its history page's entry (`~history/#r1-note-3`) as an address of its own: each one
  // whose words a later revision changed (the entry says so).
  for (const path of paths.filter((path) => pageKind(path) === 'history'))
    for (const [, id] of html(path).matchAll(
      /<div class="history-entry" id="(r\d+-[a-z0-9-]+)"[^>]*><p[^>]*><a[^>]*>[^<]*<\/a><\/p>(?:(?!<div class="history-entry").)*?<p class="history-later"/gs,
    ))
      previews.add(`${path}${id}/`);
  const unreached = paths.filter((path) => !reached.has(path) && !['404', 'notFound'].includes(pageKind(path)));
  expect(
    unreached.filter((path) => !previews.has(path)),
    'pages no link leads to',
  ).toEqual([]);
  expect(reached.size).toBeGreaterThan(30);
});

test.describe('link previews', () => {
  /** Every topic page of the build, fallbacks included. */
  const topicPages = builtTopicPages();

  test("every topic page has its canonical, alternates, description and Open Graph tags, fallbacks announcing their text's page", async () => {
    expect(topicPages.length).toBeGreaterThan(20);
    for (const path of topicPages) {
      const page = html(path);
      expect(previewTags(await headOf(page)), path).toEqual(expectedPreviewTags(path, topicIdOf(path)));
      expect(page, path).not.toContain('name="robots"');
    }
    // The first round trip (14 KB gzip, docs/performance.md) holds a short text's whole page, styles inlined, with its
    // rule history where it has one: TI4's Component Limitations, whose Russian text has an earlier revision.
    expect(topicTexts().some((text) => text.topicId === 'ti4/component-limitations' && text.revisions.length > 0)).toBe(
      true,
    );
    for (const lang of languages) {
      const path = `/${lang}/ti4/component-limitations/`;
      expect(gzipSync(html(path), { level: 9 }).length, path).toBeLessThanOrEqual(14 * 1024);
    }
    // A topic is described by its first rule paragraph that is not an example or a note (SWCCG Actions opens with an example).
    for (const path of ['/fr/swccg/actions/', '/en/swccg/actions/']) {
      const description = (await headOf(html(path))).meta('description');
      expect(description, path).toMatch(
        /^Certaines actions peuvent être initiées seulement juste après qu'une autre action ou condition soit survenue/,
      );
    }
    // The audit's case: the English page of a Russian-only text.
    const head = await headOf(html('/en/rftg/rebel-vs-imperium/'));
    expect(head.canonical).toBe(`${origin}/ru/rftg/rebel-vs-imperium/`);
    expect(head.meta('og:locale')).toBe('ru_RU');
    expect(head.alternates).toEqual({
      ru: `${origin}/ru/rftg/rebel-vs-imperium/`,
      'x-default': `${origin}/ru/rftg/rebel-vs-imperium/`,
    });
  });

  /** The language of a paragraph's words on a topic page (`/{lang}/{game}/{topic}/`): its text's, or its own when left untranslated. */
  function wordsLanguage(topicPath: string, id: string): Language {
    const [lang, game, topic] = topicPath.split('/').filter(Boolean) as [Language, string, string];
    const shown = textLanguage(`${game}/${topic}`, lang);
    const text = topicTexts().find(
      (candidate) => candidate.topicId === `${game}/${topic}` && candidate.lang === shown,
    )!;
    return (text.paragraphs.find((paragraph) => paragraph.id === id)?.untranslated as Language | undefined) ?? shown;
  }

  test('every paragraph page unfurls with its own paragraph and stays out of the index', async () => {
    const paragraphPages = paths.filter((path) => pageKind(path).endsWith('paragraph'));
    let count = 0;
    for (const topicPath of topicPages) {
      const citations = JSON.parse(text(`${topicPath}citations.json`));
      const paragraphs = Object.values<{
        id: string;
        kind: 'rule' | 'heading';
        number?: string;
        blocks: PlainBlock[];
        preview: string;
      }>(citations.paragraphs);
      for (const [index, citation] of paragraphs.entries()) {
        // A heading's page describes its section: the heading, then the start of the paragraph after it.
        const next = paragraphs[index + 1];
        // (Joined as the heading's words' language writes a label: "Empilement : …" in French.)
        const described =
          citation.kind === 'heading' && next?.kind === 'rule'
            ? `${interfaceString(wordsLanguage(topicPath, citation.id), 'punctuation.label', { label: lineOfPlain(citation.blocks) })} ${lineOfPlain(next.blocks)}`
            : lineOfPlain(citation.blocks);
        const path = new URL(citation.preview).pathname;
        expect(citation.preview).toBe(`${origin}${topicPath}${citation.id}/`);
        const page = html(path);
        const head = await headOf(page);
        // What the page shows of a rule: its words from the start, all of them or up to a "…" (a page too heavy whole is cut).
        const quoted = page.match(/<blockquote class="paragraph-page-text">([\s\S]*?)<\/blockquote>/)![1];
        const shownText = unescapeEntities(
          quoted.replace(/<span[^>]*hidden>[^<]*<\/span>/g, '').replace(/<[^>]+>/g, ' '),
        ).trim();
        const [shown, whole] = [
          wordsOf(shownText),
          wordsOf(`${citation.number ?? ''} ${lineOfPlain(citation.blocks)}`),
        ];
        const itsStart =
          shownText.endsWith('…') &&
          shown.length > 0 &&
          shown.length <= whole.length &&
          shown.slice(0, -1).every((word, at) => word === whole[at]) &&
          whole[shown.length - 1].startsWith(shown.at(-1)!);
        const showsItsRule = shown.join(' ') === whole.join(' ') || itsStart;
        expect(
          {
            ...previewTags(head),
            robots: head.meta('robots'),
            describesItsParagraph: described.startsWith(head.meta('description')!.replace(/…$/, '')),
            inSearch: page.includes('data-pagefind-body'),
            linksToContext: page.includes(`href="${topicPath}#${citation.id}"`),
            showsItsRule: citation.kind === 'heading' || showsItsRule,
            // Light (at most 2 KB gzip, its text cut if need be), and the app's scripts as on every page (theme before the
            // first paint; service worker and the redirect).
            atMost2KBGzip: gzipSync(page, { level: 9 }).length <= 2048,
            themeScript: page.includes("localStorage.getItem('theme')"),
            serviceWorkerScript: /<script type="module" src="\/_astro\/AppScripts[^"]*"><\/script>/.test(page),
          },
          path,
        ).toEqual({
          ...expectedPreviewTags(path, topicIdOf(topicPath)),
          robots: 'noindex',
          describesItsParagraph: true,
          inSearch: false,
          linksToContext: true,
          showsItsRule: true,
          atMost2KBGzip: true,
          themeScript: true,
          serviceWorkerScript: true,
        });
      }
      count += paragraphs.length;
    }
    // Every paragraph page of the build was checked.
    expect(count).toBe(paragraphPages.length);
    expect(count).toBeGreaterThan(100);

    // A paragraph as it read in an earlier revision (its words since changed or removed) unfurls with those words,
    // naming the revision, and sends a reader on to its entry on the history page.
    const revisionPreviews = revisionParagraphPreviews(library());
    expect(paths.filter((path) => pageKind(path) === 'revisionParagraph').sort()).toEqual(
      revisionPreviews.map((preview) => preview.path).sort(),
    );
    expect(revisionPreviews.length).toBeGreaterThan(0);
    for (const preview of revisionPreviews) {
      const page = html(preview.path);
      const head = await headOf(page);
      const later = interfaceString(
        preview.lang,
        preview.later.kind === 'removed' ? 'history.laterRemoved' : 'history.laterChanged',
        { order: String(preview.later.order) },
      );
      expect(
        {
          ...previewTags(head),
          robots: head.meta('robots'),
          ogTitle: head.meta('og:title'),
          describesItsWords: preview.words.startsWith(head.meta('description')!.replace(/…$/, '')),
          inSearch: page.includes('data-pagefind-body'),
          linksToEntry: page.includes(
            `href="/${preview.lang}/${preview.topicId}/~history/#r${preview.order}-${preview.id}" data-read-in-context`,
          ),
          saysLater: page.includes(`data-later="${preview.later.kind}">${later}`),
          linksToCurrent: preview.currentPath === undefined || page.includes(`href="${preview.currentPath}"`),
          atMost2KBGzip: gzipSync(page, { level: 9 }).length <= 2048,
        },
        preview.path,
      ).toEqual({
        ...expectedRevisionPreviewTags(preview),
        robots: 'noindex',
        ogTitle: preview.title,
        describesItsWords: true,
        inSearch: false,
        linksToEntry: true,
        saysLater: true,
        linksToCurrent: true,
        atMost2KBGzip: true,
      });
    }
  });

  test('the sitemap lists exactly the pages that are their own canonical page, topic pages with their alternates', async () => {
    const sitemaps = [...text('/sitemap-index.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, loc]) => new URL(loc).pathname,
    );
    expect(sitemaps.length).toBeGreaterThan(0);
    const entries = new Map<string, Record<string, string>>();
    for (const sitemap of sitemaps) {
      for (const [, url] of text(sitemap).matchAll(/<url>([\s\S]*?)<\/url>/g)) {
        const loc = url.match(/<loc>([^<]+)<\/loc>/)![1];
        const links = Object.fromEntries(
          [...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [
            lang,
            href,
          ]),
        );
        entries.set(loc, links);
      }
    }
    // Every page listed is its own canonical page.
    for (const loc of entries.keys()) {
      const head = await headOf(html(new URL(loc).pathname));
      expect(head.canonical, loc).toBe(loc);
    }
    // Every topic page in its text's language is listed, with the alternates of its <head>; no fallback page is.
    const ownText = topicPages.filter(
      (path) => textLanguage(topicIdOf(path), path.split('/')[1] as Language) === path.split('/')[1],
    );
    const listedTopics = [...entries.keys()]
      .map((loc) => new URL(loc).pathname)
      .filter((path) => pageKind(path).endsWith('topic'));
    expect(listedTopics.sort()).toEqual(ownText.sort());
    expect(ownText.length).toBeLessThan(topicPages.length);
    for (const path of ownText) {
      const head = await headOf(html(path));
      expect(entries.get(`${origin}${path}`), path).toEqual(head.alternates);
    }
    // And every other page of the site that is its own canonical page (homes, games, glossary, status) is listed.
    const others = paths.filter(
      (path) =>
        !pageKind(path).includes('topic') &&
        !pageKind(path).endsWith('paragraph') &&
        !['sideBySide', 'booklet', '404', 'notFound', 'revisionParagraph'].includes(pageKind(path)),
    );
    for (const path of others) expect([...entries.keys()], path).toContain(`${origin}${path}`);
    const paragraphPages = [...entries.keys()].filter((loc) => pageKind(new URL(loc).pathname).endsWith('paragraph'));
    expect(paragraphPages).toEqual([]);
    // Nor a game's booklet (noindex: its topics' pages are theirs), nor a not-found page, nor a revision's paragraph page.
    expect(
      [...entries.keys()].filter((loc) =>
        ['booklet', '404', 'notFound', 'revisionParagraph'].includes(pageKind(new URL(loc).pathname)),
      ),
    ).toEqual([]);
  });
});

test('every page is valid HTML by html-validate', async () => {
  // Some 700 pages: a few seconds on a quiet machine, minutes on a busy one.
  test.setTimeout(300_000);
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const messages: string[] = [];
  for (const path of paths) {
    // The page's own file name: the configuration that applies is looked up from there.
    const report = await validator.validateString(html(path), fileOf(path));
    for (const result of report.results) {
      for (const message of result.messages)
        messages.push(`${path}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
    }
  }
  expect(messages).toEqual([]);
});

test('the Nu HTML Checker finds no error on any page', async () => {
  test.setTimeout(300_000);
  const run = await nu;
  expect(run.error, 'java must be on the PATH to run the Nu HTML Checker').toBeUndefined();
  const { messages } = JSON.parse(run.stderr) as { messages: { url: string; lastLine?: number; message: string }[] };
  expect(
    messages.map(
      (message) => `${relative(distDir, new URL(message.url).pathname)}:${message.lastLine ?? 0} ${message.message}`,
    ),
  ).toEqual([]);
  // Every page was read: a checker that stopped early reports no error either.
  expect(paths.length).toBeGreaterThan(600);
});
