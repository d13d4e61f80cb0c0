/**
 * The content checks the build runs before Astro renders anything: every
 * problem in `content/` as one message naming the file (and line), all at once.
 *
 * Errors (the build fails): front matter against the zod schemas of
 * `src/schemas.ts`, file name against front matter, MDX that does not compile,
 * HTML elements or code outside the allow-list, paragraph ids (missing,
 * malformed, duplicated, or an id the page layout uses), `<Ref to>` and Markdown links to topics, pages or
 * anchors that do not exist, related topics that are neither a topic nor a
 * known topic, glossary entries likewise. Warnings: translation parity gaps.
 *
 * @example
 * const problems = checkContent('/path/to/project');
 * problems.map(formatProblem)
 * // ['content/topics/swccg/actions.fr.mdx:72: <Ref to="swccg/actions#nope">: no paragraph "nope" in swccg/actions (fr)']
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { mdxToMdast } from 'satteri';
import type { z } from 'astro/zod';
import { gameSchema, glossarySchema, publishedIdsSchema, slug, topicSchema } from '../schemas.ts';
import { isLanguage, languages, type Language } from './languages.ts';
import { isLayoutId, layoutIds } from './layout-ids.ts';
import { paragraphsOf, type Paragraph } from './paragraphs.ts';
import { lineInRecord, publishedIdsFile } from './published-ids.ts';
import { parseReference } from './routing.ts';
import { topicFileOf } from './topic-files.ts';
import { paragraphGaps } from './translations.ts';

export interface Problem {
  severity: 'error' | 'warning';
  /** Path from the project root, e.g. `content/topics/ti4/units.en.mdx`. */
  file: string;
  /** 1-based line, where there is one. */
  line?: number;
  message: string;
}

/** The components a topic's MDX may use; any other element is raw HTML and refused. */
export const allowedElements = ['Heading', 'Original', 'Ref', 'Rule', 'TranslatorNote'] as const;

/** `content/topics/x.mdx:12: what is wrong` (`warning: ` first for warnings). */
export function formatProblem(problem: Problem): string {
  const where = problem.line ? `${problem.file}:${problem.line}` : problem.file;
  return `${where}: ${problem.severity === 'warning' ? 'warning: ' : ''}${problem.message}`;
}

interface MdastNode {
  type: string;
  name?: string | null;
  url?: string;
  value?: unknown;
  attributes?: { type: string; name?: string; value?: unknown }[];
  position?: { start: { line: number } };
  children?: MdastNode[];
}

/** One topic text as read from disk. */
interface TopicFile {
  file: string;
  source: string;
  topicId: string;
  lang: Language;
  data?: z.infer<typeof topicSchema>;
  /** The `---` line and the front matter, so that `lineOf` gives lines of the file. */
  frontMatterLines: string[];
  tree?: MdastNode;
  /** Every `<Rule>` and `<Heading>`, in order. */
  paragraphs: Paragraph[];
  paragraphIds: string[];
}

const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/** Every problem in the project's `content/`: errors, then warnings, each by file and line. */
export function checkContent(root: string): Problem[] {
  const problems: Problem[] = [];
  const report = (file: string, line: number | undefined, message: string, severity: Problem['severity'] = 'error') =>
    problems.push({ severity, file, line, message });

  const games = readGames(root, report);
  const texts = readTopics(root, games, report);

  const byTopic = new Map<string, Map<Language, TopicFile>>();
  for (const text of texts) {
    if (!byTopic.has(text.topicId)) byTopic.set(text.topicId, new Map());
    byTopic.get(text.topicId)!.set(text.lang, text);
  }
  const knownTopic = (topicId: string) => {
    const { game, topic } = parseReference(topicId);
    return Boolean(games.get(game)?.knownTopics[topic]);
  };

  for (const text of texts) {
    const report_ = (line: number | undefined, message: string) => report(text.file, line, message);
    text.data?.related.forEach((related) => {
      if (!byTopic.has(related) && !knownTopic(related)) {
        report_(lineOf(text.frontMatterLines, related), `related topic "${related}" is neither a topic nor a known topic of "${parseReference(related).game}" (content/games/*.yaml knownTopics)`);
      }
    });
    if (!text.tree) continue;
    walk(text.tree, (node) => {
      const line = node.position?.start.line;
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        if (node.name === 'Ref') checkRef(node, line);
        return;
      }
      if (node.type === 'link' && node.url !== undefined) checkLink(node.url, line);
    });

    function checkRef(node: MdastNode, line: number | undefined) {
      const to = node.attributes?.find((attribute) => attribute.name === 'to')?.value;
      if (typeof to !== 'string') return report_(line, '<Ref> needs a to="game/topic" attribute');
      const { topicId, game, topic, paragraph } = parseReference(to);
      const target = byTopic.get(topicId);
      if (!target) {
        if (!knownTopic(topicId)) return report_(line, `<Ref to="${to}">: no topic "${topicId}" and no known topic of that id in content/games/`);
        if (paragraph) report_(line, `<Ref to="${to}">: "${topicId}" has no text yet, so no paragraph "${paragraph}" to link to`);
        return;
      }
      const knownParagraph = Boolean(paragraph && games.get(game)?.knownParagraphs[`${topic}#${paragraph}`]);
      if (paragraph && !knownParagraph) checkAnchor(`<Ref to="${to}">`, topicId, target, paragraph, line);
    }

    function checkLink(url: string, line: number | undefined) {
      if (url.startsWith('#')) {
        if (!text.paragraphIds.includes(url.slice(1))) report_(line, `link to "${url}": no paragraph "${url.slice(1)}" in this text`);
        return;
      }
      if (url.startsWith('/')) return checkSitePath(url, line);
      if (/^(https?:|mailto:)/.test(url)) {
        if (!URL.canParse(url)) report_(line, `link to "${url}": not a valid URL`);
        return;
      }
      report_(line, `link to "${url}": not a page of the site nor an http(s) URL (refer to topics with <Ref to="game/topic">)`);
    }

    function checkSitePath(url: string, line: number | undefined) {
      const [path, anchor] = url.split('#', 2);
      const parts = path.split('/').filter(Boolean);
      const [lang, game, topic, paragraph] = parts;
      const fail = () => report_(line, `link to "${url}": no such page on the site`);
      if (!path.endsWith('/')) return fail();
      if (parts.length === 0) return;
      if (!isLanguage(lang) || parts.length > 4) return fail();
      if (parts.length === 1) return;
      if (parts.length === 2) {
        if (!games.has(game) && game !== 'status' && game !== 'glossary') fail();
        return;
      }
      const target = byTopic.get(`${game}/${topic}`);
      if (!target) return fail();
      if (paragraph) checkAnchor(`link to "${url}"`, `${game}/${topic}`, target, paragraph, line);
      if (anchor) checkAnchor(`link to "${url}"`, `${game}/${topic}`, target, anchor, line);
    }

    /** A link to a paragraph is broken in every language whose text lacks it. */
    function checkAnchor(what: string, topicId: string, target: Map<Language, TopicFile>, paragraph: string, line: number | undefined) {
      const lacking = [...target.values()].filter((version) => !version.paragraphIds.includes(paragraph)).map((version) => version.lang);
      if (lacking.length === 0) return;
      const where = lacking.length === target.size ? '' : ` (missing in ${lacking.join(', ')})`;
      report_(line, `${what}: no paragraph "${paragraph}" in ${topicId}${where}`);
    }
  }

  checkGlossaries(root, games, byTopic, knownTopic, report);
  checkLayoutIds(texts, report);
  checkPublishedIds(root, byTopic, report);

  for (const [topicId, versions] of byTopic) {
    if (versions.size < 2) continue;
    const ids = new Map([...versions].map(([lang, text]) => [lang, text.paragraphIds]));
    for (const gap of paragraphGaps(ids)) {
      const missing = versions.get(gap.missingIn)!;
      const present = versions.get(gap.presentIn[0])!;
      const line = present.paragraphs.find((paragraph) => paragraph.id === gap.paragraph)?.line;
      report(present.file, line, `paragraph "${gap.paragraph}" of ${topicId} is missing in ${missing.file}`, 'warning');
    }
  }
  return problems.sort(
    (a, b) => a.severity.localeCompare(b.severity) || a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0),
  );
}

type Report = (file: string, line: number | undefined, message: string, severity?: Problem['severity']) => void;
type GameData = z.infer<typeof gameSchema>;

/** `content/games/*.yaml`, validated; the games that pass, by id. */
function readGames(root: string, report: Report): Map<string, GameData> {
  const games = new Map<string, GameData>();
  for (const name of listFiles(root, 'content/games', '.yaml')) {
    const file = `content/games/${name}`;
    const source = readFileSync(join(root, file), 'utf8');
    const data = parseYaml(source, file, 0, report);
    if (data === undefined) continue;
    const result = gameSchema.safeParse(data);
    if (!result.success) {
      reportSchemaIssues(result.error, source.split('\n'), 0, file, report);
      continue;
    }
    games.set(name.replace(/\.yaml$/, ''), result.data);
  }
  return games;
}

/** `content/topics/{game}/{topic}.{lang}.mdx`: front matter, file name, MDX, paragraphs, elements. */
function readTopics(root: string, games: Map<string, GameData>, report: Report): TopicFile[] {
  const texts: TopicFile[] = [];
  for (const game of listDirectories(root, 'content/topics')) {
    for (const name of listFiles(root, `content/topics/${game}`, '')) {
      const file = `content/topics/${game}/${name}`;
      const fileName = topicFileOf(`${game}/${name}`);
      if (!fileName) {
        report(file, undefined, 'file name must be content/topics/{game}/{topic}.{lang}.mdx, e.g. content/topics/ti4/units.en.mdx');
        continue;
      }
      const source = readFileSync(join(root, file), 'utf8');
      const text = readTopic(file, source, game, fileName.topic, fileName.lang, games, report);
      if (text) texts.push(text);
    }
  }
  return texts;
}

function readTopic(file: string, source: string, game: string, topic: string, fileLang: string, games: Map<string, GameData>, report: Report): TopicFile | undefined {
  if (!games.has(game)) report(file, undefined, `folder "${game}" is not a game: no content/games/${game}.yaml`);
  if (!isLanguage(fileLang)) {
    report(file, undefined, `"${fileLang}" in the file name is not a language of the site (${languages.join(', ')})`);
    return undefined;
  }
  const head = frontMatter.exec(source);
  if (!head) {
    report(file, 1, 'no front matter: the file must start with a "---" block (see docs/authoring.md)');
    return undefined;
  }
  const frontMatterLines = ['---', ...head[1].split('\n')]; // index + 1 = line in the file
  const text: TopicFile = { file, source, topicId: `${game}/${topic}`, lang: fileLang, frontMatterLines, paragraphs: [], paragraphIds: [] };
  const raw = parseYaml(head[1], file, 1, report);
  if (raw !== undefined) {
    const result = topicSchema.safeParse(raw);
    if (result.success) text.data = result.data;
    else reportSchemaIssues(result.error, frontMatterLines, 0, file, report);
    const { game: declaredGame, lang: declaredLang } = (raw ?? {}) as { game?: unknown; lang?: unknown };
    if (typeof declaredGame === 'string' && declaredGame !== game) {
      report(file, lineOf(frontMatterLines, 'game:', true), `game "${declaredGame}" does not match the folder content/topics/${game}/`);
    }
    if (typeof declaredGame === 'string' && !games.has(declaredGame)) {
      report(file, lineOf(frontMatterLines, 'game:', true), `unknown game "${declaredGame}" (games: ${[...games.keys()].join(', ')})`);
    }
    if (isLanguage(declaredLang) && declaredLang !== fileLang) {
      report(file, lineOf(frontMatterLines, 'lang:', true), `lang "${declaredLang}" does not match the file name (*.${fileLang}.mdx)`);
    }
  }

  try {
    text.tree = mdxToMdast(source) as MdastNode;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const line = /^(\d+):\d+/.exec(message)?.[1];
    report(file, line ? Number(line) : undefined, `MDX does not compile: ${message.replace(/^\d+:\d+(?:-\d+:\d+)?:\s*/, '')}`);
    return text;
  }
  walk(text.tree, (node) => {
    const line = node.position?.start.line;
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && !(allowedElements as readonly string[]).includes(node.name ?? '')) {
      report(file, line, `<${node.name ?? ''}> is not allowed: a text may use only ${allowedElements.map((name) => `<${name}>`).join(', ')} and Markdown (no raw HTML)`);
    }
    const langProblem = checkLangAttribute(node, fileLang);
    if (langProblem) report(file, line, langProblem);
    if (node.type === 'mdxjsEsm') report(file, line, 'import/export is not allowed in a text: the components need no import');
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') report(file, line, `{…} expressions are not allowed in a text (escape a literal brace as \\{)`);
    if (node.type === 'html') report(file, line, 'raw HTML is not allowed in a text');
  });

  const seen = new Map<string, number>();
  text.paragraphs = paragraphsOf(source);
  for (const paragraph of text.paragraphs) {
    const tag = paragraph.kind === 'rule' ? '<Rule>' : '<Heading>';
    if (!paragraph.id) {
      report(file, paragraph.line, `${tag} without an id`);
      continue;
    }
    if (!slug.safeParse(paragraph.id).success) report(file, paragraph.line, `${tag} id "${paragraph.id}" must be lower-case ASCII words joined by hyphens`);
    const first = seen.get(paragraph.id);
    if (first !== undefined) report(file, paragraph.line, `duplicate paragraph id "${paragraph.id}" (first at line ${first})`);
    else seen.set(paragraph.id, paragraph.line);
    text.paragraphIds.push(paragraph.id);
  }
  return text;
}

/** Paragraph ids that the page layout already gives an element (`src/utils/layout-ids.ts`). */
function checkLayoutIds(texts: TopicFile[], report: Report) {
  for (const text of texts) {
    for (const paragraph of text.paragraphs) {
      if (!isLayoutId(paragraph.id)) continue;
      const tag = paragraph.kind === 'rule' ? '<Rule>' : '<Heading>';
      report(text.file, paragraph.line, `${tag} id "${paragraph.id}" is an id the page layout uses (${Object.values(layoutIds).join(', ')}, table-1, table-2, …): choose another`);
    }
  }
}

/**
 * `content/published-ids.yaml` against the texts: a published topic with no
 * text, or a text lacking a published id of its topic, is an error (a link to
 * it may be anywhere); an id no record has yet is a warning, once per text.
 */
function checkPublishedIds(root: string, byTopic: Map<string, Map<Language, TopicFile>>, report: Report) {
  const file = publishedIdsFile;
  const publish = 'run `npm run ids:publish` to record them (docs/authoring.md)';
  if (!existsSync(join(root, file))) {
    if (byTopic.size > 0) report(file, undefined, `no record of published paragraph ids: ${publish}`, 'warning');
    return;
  }
  const source = readFileSync(join(root, file), 'utf8');
  const raw = parseYaml(source, file, 0, report);
  if (raw === undefined) return;
  const result = publishedIdsSchema.safeParse(raw ?? {});
  if (!result.success) {
    for (const issue of result.error.issues) {
      const [topicId, index] = issue.path;
      const line = typeof topicId === 'string' ? lineInRecord(source, topicId) : undefined;
      report(file, line === undefined || typeof index !== 'number' ? line : line + 1 + index, `${issue.path.join('.')}: ${issue.message}`);
    }
    return;
  }
  for (const [topicId, ids] of Object.entries(result.data)) {
    const versions = byTopic.get(topicId);
    if (!versions) {
      report(file, lineInRecord(source, topicId), `topic "${topicId}" is published but has no text: a published topic never goes away`);
      continue;
    }
    for (const id of ids) {
      for (const version of versions.values()) {
        if (!version.tree || version.paragraphIds.includes(id)) continue; // no tree: its MDX error is reported
        report(version.file, undefined, `published paragraph "${id}" of ${topicId} is missing (${file}:${lineInRecord(source, topicId, id)}): a published id never changes or goes away`);
      }
    }
  }
  for (const [topicId, versions] of byTopic) {
    const published = new Set(result.data[topicId] ?? []);
    for (const version of versions.values()) {
      const unpublished = version.paragraphs.filter((paragraph) => paragraph.id && !published.has(paragraph.id));
      if (unpublished.length === 0) continue;
      const names = unpublished.slice(0, 3).map((paragraph) => `"${paragraph.id}"`).join(', ') + (unpublished.length > 3 ? ', …' : '');
      report(version.file, unpublished[0].line, `${unpublished.length} paragraph id(s) not in ${file} yet (${names}): once the text is final, ${publish}`, 'warning');
    }
  }
}

/** `content/terms/*.yaml`: schema, game, and that every term's topics exist. */
function checkGlossaries(root: string, games: Map<string, GameData>, topics: Map<string, unknown>, knownTopic: (topicId: string) => boolean, report: Report) {
  for (const name of listFiles(root, 'content/terms', '.yaml')) {
    const file = `content/terms/${name}`;
    const source = readFileSync(join(root, file), 'utf8');
    const lines = source.split('\n');
    const data = parseYaml(source, file, 0, report);
    if (data === undefined) continue;
    const result = glossarySchema.safeParse(data);
    if (!result.success) {
      reportSchemaIssues(result.error, lines, 0, file, report);
      continue;
    }
    if (!games.has(result.data.game)) report(file, lineOf(lines, 'game:'), `unknown game "${result.data.game}"`);
    for (const term of result.data.terms) {
      for (const topicId of term.topics) {
        if (!topics.has(topicId) && !knownTopic(topicId)) report(file, lineOf(lines, topicId), `term "${term.id}": topic "${topicId}" is neither a topic nor a known topic`);
      }
    }
  }
}

/** Language names as ICU knows them: `of()` is undefined for a language subtag that names no language. */
const languageNamesInEnglish = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/**
 * The `lang` of `<Original>` (required) and `<Ref>` (optional): a well-formed
 * BCP 47 tag in its canonical form (`Intl.getCanonicalLocales`) whose language
 * ICU knows (`Intl.DisplayNames`), other than the text's own language. The
 * problem, or undefined.
 *
 * @example
 * checkLangAttribute(originalNode, 'ru') // for <Original lang="english">: '<Original lang="english">: "english" is not a known language (ISO 639), e.g. lang="en"'
 */
function checkLangAttribute(node: MdastNode, textLang: Language): string | undefined {
  if (node.name !== 'Original' && node.name !== 'Ref') return undefined;
  const value = node.attributes?.find((attribute) => attribute.name === 'lang')?.value;
  if (value === undefined) return node.name === 'Original' ? '<Original> needs the language of its words: lang="en"' : undefined;
  const tag = `<${node.name} lang=${typeof value === 'string' ? `"${value}"` : '{…}'}>`;
  if (typeof value !== 'string') return `${tag}: lang must be a language tag in quotes, e.g. lang="en"`;
  let canonical: string | undefined;
  try {
    [canonical] = Intl.getCanonicalLocales(value);
  } catch {
    return `${tag}: not a BCP 47 language tag, e.g. lang="en"`;
  }
  if (canonical !== value) return `${tag}: write the language tag as "${canonical}"`;
  if (!languageNamesInEnglish.of(new Intl.Locale(value).language)) return `${tag}: "${new Intl.Locale(value).language}" is not a known language (ISO 639), e.g. lang="en"`;
  if (new Intl.Locale(value).language === textLang) return `${tag}: the text is already in "${textLang}"; lang marks words in another language`;
  return undefined;
}

/** YAML to data, or a problem with the line js-yaml gives. `offset`: lines before the YAML in the file. */
function parseYaml(source: string, file: string, offset: number, report: Report): unknown {
  try {
    return yaml.load(source);
  } catch (error) {
    const { reason, mark } = error as { reason?: string; mark?: { line: number } };
    report(file, mark ? mark.line + 1 + offset : undefined, `YAML does not parse: ${reason ?? String(error)}`);
    return undefined;
  }
}

/**
 * One problem per schema issue, at the line of its top-level key (or of the
 * first line when the key is missing).
 */
function reportSchemaIssues(error: z.ZodError, lines: string[], offset: number, file: string, report: Report) {
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    const top = issue.path[0];
    const line = (top === undefined ? undefined : lineOf(lines, `${String(top)}:`, true)) ?? 1;
    const message = /received undefined$/.test(issue.message) ? 'is required' : issue.message;
    report(file, line + offset, `${key ? `${key}: ` : ''}${message}`);
  }
}

/** 1-based line of the first line containing `needle` (starting with it when `atStart`). */
function lineOf(lines: string[], needle: string, atStart = false): number | undefined {
  const index = lines.findIndex((line) => (atStart ? line.startsWith(needle) : line.includes(needle)));
  return index === -1 ? undefined : index + 1;
}

function walk(node: MdastNode, visit: (node: MdastNode) => void) {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

function listFiles(root: string, dir: string, extension: string): string[] {
  const path = join(root, dir);
  if (!existsSync(path)) return [];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => entry.name)
    .sort();
}

function listDirectories(root: string, dir: string): string[] {
  const path = join(root, dir);
  if (!existsSync(path)) return [];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}
