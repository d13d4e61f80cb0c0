/**
 * PO files taken back into `content/` (`npm run po:import`): each entry's
 * words written into the text's MDX as a hand edit would (the paragraph's
 * `<Rule>` or `<Heading>` rewritten by `write-text.ts`, everything else of the
 * file as it was; a new text started as `npm run translate` starts it), the
 * title and edition into its front matter, and the review record
 * (`content/reviewed-translations.yaml`) kept in step:
 *
 * - an entry translated or changed, not fuzzy: checked against the `msgid`
 *   it shows, today's original (its fingerprint and words recorded);
 * - a fuzzy entry, or one whose `msgid` is no longer the original's: behind
 *   its original, never current (its record kept where it was behind
 *   already, else its previous `msgid`: its fingerprint and words);
 * - an entry left as exported: its record as it was, so that exporting and
 *   importing again changes no byte;
 * - an entry emptied: the paragraph is not yet translated again.
 *
 * It refuses — every problem as `file:line`, nothing written — a file whose
 * name is not `{game}/{topic}.{lang}.po` of a known topic and language, not
 * UTF-8, broken PO syntax, a `Language` header that is not the file's, an
 * unknown or repeated `msgctxt`, and tags that are broken, or that lose,
 * double or add a link, a line break or an item of a list.
 *
 * @example
 * const plan = importPlan(model, [{ file: 'po/ti4/component-limitations.fr.po', bytes }], (file) => readFileSync(file, 'utf8'));
 * // { writes: [{ file: 'content/topics/ti4/component-limitations.fr.mdx', text: '---\n…' }], review: [...], changed: [...] }
 * // or { refusals: ['po/ti4/component-limitations.fr.po:31: paragraph "dice": <b> is not closed …'] }
 */
import { mdxToMdast } from 'satteri';
import { parseDocument } from 'yaml';
import { isLanguage, type Language } from '../i18n/languages.ts';
import { textIdOf, type Block, type CheckedOriginal, type Inline, type Paragraph } from '../schemas.ts';
import type { ContentModel } from '../content-model/content-files.ts';
import { checkedFingerprint, checkedOriginalOf } from '../content-model/checked-originals.ts';
import { fingerprintOf } from '../content-model/fingerprint.ts';
import { readText } from '../content-model/read-text.ts';
import { translateTodo } from '../content-model/scaffold-markers.ts';
import { scaffoldTranslation } from '../content-model/translation-commands.ts';
import { mdxOfParagraph, mdxOfRuns } from '../content-model/write-text.ts';
import { runsOf } from '../library/paragraphs.ts';
import { blocksOfTags } from './markup-tags.ts';
import { titleContext, topicExchange, type Entry, type TopicExchange } from './po-entries.ts';
import { readPo, type ReadEntry } from './po-files.ts';

/** A PO file to import: its path (from the project root, as named) and bytes. */
export interface PoFileIn {
  file: string;
  bytes: Uint8Array;
}

/** A change of the review record: an entry set (the original paragraph checked against), or removed (`undefined`). */
export interface ReviewChange {
  topicId: string;
  lang: Language;
  id: string;
  entry: CheckedOriginal | undefined;
}

export interface ImportPlan {
  /** Files of `content/` to write, whole. */
  writes: { file: string; text: string }[];
  review: ReviewChange[];
  /** What changed, a line each, for the command's report. */
  changed: string[];
}

/** What one entry does to its text. */
interface EntryChange {
  entry: Entry;
  read: ReadEntry;
  /** New words of a paragraph (undefined: back to not yet translated), or of the title or edition. */
  blocks?: Block[];
}

/** The file's topic and language, from its place: `…/{game}/{topic}.{lang}.po`. */
function placeOf(file: string): { topicId: string; lang: string } | undefined {
  const match = /(?:^|\/)([a-z0-9]+(?:-[a-z0-9]+)*)\/([a-z0-9]+(?:-[a-z0-9]+)*)\.([A-Za-z_-]+)\.po$/.exec(file);
  return match ? { topicId: `${match[1]}/${match[2]}`, lang: match[3] } : undefined;
}

/** The links and references of blocks, as their targets in order, with their line breaks and list items. */
function placeholdersOf(blocks: Block[]): { targets: string[]; breaks: number; shape: string } {
  const targets: string[] = [];
  let breaks = 0;
  const walk = (content: Inline[]) => {
    for (const node of content) {
      if (typeof node === 'string') continue;
      if (node.kind === 'break') breaks += 1;
      else {
        if (node.kind === 'link') targets.push(`<a href="${node.url}">`);
        if (node.kind === 'ref') targets.push(`<ref to="${node.to}${node.paragraph ? `#${node.paragraph}` : ''}">`);
        walk(node.content);
      }
    }
  };
  const shapeOf = (block: Block): string => {
    if (block.kind === 'text') {
      walk(block.content);
      return 'text';
    }
    if (block.kind === 'table') {
      if (block.caption) walk(block.caption);
      for (const row of block.rows) for (const cell of row) walk(cell);
      return `table ${block.rows.length}×${block.rows[0]?.length ?? 0}${block.caption ? ' with a caption' : ''}`;
    }
    const list = (items: typeof block.items): string =>
      `list of ${items.length} [${items
        .map((item) => {
          walk(item.content);
          return item.list ? list(item.list.items) : '';
        })
        .join(',')}]`;
    return list(block.items);
  };
  const shape = blocks.map(shapeOf).join(' + ');
  return { targets, breaks, shape };
}

/** Why new words lose or break the source's placeholders, or undefined. */
function placeholderProblem(source: Block[], translation: Block[]): string | undefined {
  const want = placeholdersOf(source);
  const have = placeholdersOf(translation);
  if (want.shape !== have.shape)
    return `the original is ${want.shape}, the translation ${have.shape}: keep its blank lines, <ul>/<ol> with one <li> per item and <table> as they are`;
  for (const target of new Set([...want.targets, ...have.targets])) {
    const wanted = want.targets.filter((each) => each === target).length;
    const had = have.targets.filter((each) => each === target).length;
    if (had < wanted) return `${target} is missing: the original has it ${wanted} time(s), the translation ${had}`;
    if (had > wanted) return `${target} is there ${had} time(s), the original has it ${wanted}`;
  }
  if (want.breaks !== have.breaks)
    return `the original has ${want.breaks} line break(s) <br/>, the translation ${have.breaks}`;
  return undefined;
}

/** The spans of a text's paragraphs (by id) and of its front matter, from Sätteri's positions. */
function spansOf(mdx: string): { paragraphs: Map<string, [number, number]>; frontMatter?: [number, number] } {
  const root = mdxToMdast(mdx) as {
    children: {
      type: string;
      attributes?: { name?: string; value?: unknown }[];
      position: { start: { offset: number }; end: { offset: number } };
    }[];
  };
  const paragraphs = new Map<string, [number, number]>();
  let frontMatter: [number, number] | undefined;
  for (const node of root.children) {
    const span: [number, number] = [node.position.start.offset, node.position.end.offset];
    if (node.type === 'yaml') frontMatter = span;
    const id = node.attributes?.find((each) => each.name === 'id')?.value;
    if (typeof id === 'string') paragraphs.set(id, span);
  }
  return { paragraphs, frontMatter };
}

/** The text's MDX with the entries' changes made (see the module comment). */
function changedMdx(exchange: TopicExchange, base: string, changes: EntryChange[]): string {
  const lang = exchange.lang as Language;
  const theirs = new Map((exchange.text?.paragraphs ?? []).map((paragraph) => [paragraph.id, paragraph]));
  const { paragraphs, frontMatter } = spansOf(base);
  const edits: { at: [number, number]; text: string }[] = [];
  const order = exchange.entries.map((entry) => entry.context);
  const frontMatterChanges = changes.filter((change) => !change.entry.paragraph);
  if (frontMatterChanges.length > 0 && frontMatter) {
    const yaml = base
      .slice(frontMatter[0], frontMatter[1])
      .replace(/^---\n/, '')
      .replace(/---$/, '');
    const document = parseDocument(yaml);
    for (const change of frontMatterChanges) {
      const content = change.blocks?.[0]?.kind === 'text' ? change.blocks[0].content : [];
      const runs = runsOf(content);
      document.setIn(change.entry.context === titleContext ? ['title'] : ['source', 'edition'], mdxOfRuns(runs, lang));
    }
    edits.push({
      at: frontMatter,
      text: `---\n${document.toString({ lineWidth: 0, flowCollectionPadding: false })}---`,
    });
  }
  for (const change of changes) {
    const source = change.entry.paragraph;
    if (!source) continue;
    const own = theirs.get(source.id);
    const shape: Paragraph = { ...source, ...(own ? { number: own.number, sub: own.sub, level: own.level } : {}) };
    const mdx = change.blocks
      ? mdxOfParagraph({ ...shape, blocks: change.blocks })
      : mdxOfParagraph(shape, source.untranslated ?? exchange.source.lang);
    const span = paragraphs.get(source.id);
    if (span) {
      edits.push({ at: span, text: mdx });
      continue;
    }
    // A paragraph the text lacks: after the one before it in the source that the text has.
    const before = order
      .slice(0, order.indexOf(source.id))
      .reverse()
      .find((id) => paragraphs.has(id));
    const at = before ? paragraphs.get(before)![1] : (frontMatter?.[1] ?? 0);
    edits.push({ at: [at, at], text: `\n\n${mdx}` });
  }
  let text = base;
  for (const edit of edits.sort((a, b) => b.at[0] - a.at[0]))
    text = `${text.slice(0, edit.at[0])}${edit.text}${text.slice(edit.at[1])}`;
  return text;
}

/** One file's changes to its text and the review record, or its refusals. */
function planFile(
  model: ContentModel,
  file: PoFileIn,
  readFile: (file: string) => string,
): { write?: { file: string; text: string }; review: ReviewChange[]; changed: string[] } | { refusals: string[] } {
  const at = (line: number, message: string) => ({ refusals: [`${file.file}:${line}: ${message}`] });
  const place = placeOf(file.file);
  if (!place)
    return at(1, 'a PO file of this site is named {game}/{topic}.{lang}.po, e.g. ti4/component-limitations.fr.po');
  if (!isLanguage(place.lang)) return at(1, `"${place.lang}" is not a language of the site`);
  const lang = place.lang;
  const exchange = topicExchange(model, place.topicId, lang);
  if (!exchange)
    return at(
      1,
      `${place.topicId} has no text to translate into "${lang}" from (no such topic, or "${lang}" is its original)`,
    );
  const po = readPo(file.bytes);
  if ('problem' in po) return at(po.line, po.problem);
  const header = po.headers.Language ?? '';
  if (header.split(/[-_@.]/)[0].toLowerCase() !== lang)
    return at(
      po.headerLines.Language ?? 1,
      `the Language header says "${header}", but the file is the one of "${lang}" (${file.file}): rename it or fix the header`,
    );
  const byContext = new Map(exchange.entries.map((entry) => [entry.context, entry]));
  const refusals: string[] = [];
  const changes: EntryChange[] = [];
  const review: ReviewChange[] = [];
  const checked = model.reviewedTranslations?.data?.[place.topicId]?.[lang] ?? {};
  for (const read of po.entries) {
    const entry = byContext.get(read.context);
    if (!entry) {
      refusals.push(`${file.file}:${read.line}: no paragraph "${read.context}" in ${exchange.source.file}`);
      continue;
    }
    const stale = read.id !== entry.id;
    const parsed = read.translation ? blocksOfTags(read.translation) : { blocks: undefined };
    if ('problem' in parsed) {
      refusals.push(`${file.file}:${read.line}: "${read.context}": ${parsed.problem}`);
      continue;
    }
    const changed = read.translation !== entry.translation;
    if (changed && parsed.blocks) {
      const sourceBlocks = entry.paragraph?.blocks ?? (blocksOfTags(entry.id) as { blocks: Block[] }).blocks;
      const wrong = placeholderProblem(sourceBlocks, parsed.blocks);
      if (wrong) {
        refusals.push(`${file.file}:${read.line}: "${read.context}": ${wrong}`);
        continue;
      }
    }
    if (changed && (parsed.blocks || entry.paragraph)) changes.push({ entry, read, blocks: parsed.blocks });
    const source = entry.paragraph;
    if (!exchange.reviewed || !source) continue;
    const now = fingerprintOf(source);
    const recorded = checked[source.id];
    const recordedNow = recorded !== undefined && checkedFingerprint(recorded) === now;
    let kept: CheckedOriginal | undefined = recorded;
    if (!read.translation) kept = undefined;
    else if (read.fuzzy || stale) {
      if (recorded === undefined || recordedNow) {
        const previous = read.previous ?? (stale ? read.id : undefined);
        const before = previous !== undefined ? blocksOfTags(previous) : undefined;
        const then = before && 'blocks' in before ? checkedOriginalOf({ ...source, blocks: before.blocks }) : undefined;
        kept = then && then.fingerprint !== now ? then : fingerprintOf({ ...source, blocks: [] });
      }
    } else if (changed || !recordedNow) kept = checkedOriginalOf(source);
    if (kept !== recorded) review.push({ topicId: place.topicId, lang, id: source.id, entry: kept });
  }
  if (refusals.length > 0) return { refusals };
  if (changes.length === 0) return { review, changed: [] };
  let base: string;
  let textFile: string;
  if (exchange.text) {
    textFile = exchange.text.file;
    base = readFile(textFile);
  } else {
    if (!changes.some((change) => change.blocks)) return { review, changed: [] };
    const scaffold = scaffoldTranslation(model, { topicId: place.topicId, lang, from: exchange.source.lang });
    if ('refusal' in scaffold) return at(1, scaffold.refusal);
    textFile = scaffold.file;
    base = withoutTranslateTodos(scaffold.mdx);
  }
  const text = changedMdx(exchange, base, changes);
  const problems = readText(text, lang).problems;
  if (problems.length > 0) {
    const starts = readText(text, lang).paragraphs;
    return {
      refusals: problems.map((problem) => {
        const paragraph = starts.filter((each) => each.line <= (problem.line ?? 0)).at(-1);
        const read = changes.find((change) => change.entry.context === paragraph?.id)?.read ?? po.entries[0];
        return `${file.file}:${read?.line ?? 1}: ${textFile}:${problem.line ?? 1} would be wrong: ${problem.message}`;
      }),
    };
  }
  return {
    write: { file: textFile, text },
    review,
    changed: changes.map(
      (change) => `${textFile}: ${change.entry.context} ${change.blocks ? 'translated' : 'not yet translated again'}`,
    ),
  };
}

/**
 * A new text's MDX without the `TODO(translate)` comments of `npm run translate`: a text started from a PO
 * file has its title, description and edition as entries of that file, where its translator sees them.
 *
 * @example
 * withoutTranslateTodos('title: "Component Limitations"\n# TODO(translate): the title…\n') // 'title: "Component Limitations"\n'
 */
function withoutTranslateTodos(mdx: string): string {
  return mdx
    .split('\n')
    .filter((line) => !line.includes(translateTodo))
    .join('\n');
}

/**
 * What importing `files` writes (see the module comment), or every reason it
 * refuses them. `readFile` reads a text of `content/` as it is.
 */
export function importPlan(
  model: ContentModel,
  files: PoFileIn[],
  readFile: (file: string) => string,
): ImportPlan | { refusals: string[] } {
  const errors = model.problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0)
    return {
      refusals: errors.map(
        (problem) => `${problem.file}:${problem.line ?? 1}: ${problem.message} (fix the content first)`,
      ),
    };
  const plan: ImportPlan = { writes: [], review: [], changed: [] };
  const refusals: string[] = [];
  const places = new Map<string, string>();
  for (const file of files) {
    const place = placeOf(file.file);
    const key = place ? textIdOf(place) : file.file;
    if (places.has(key)) {
      refusals.push(`${file.file}:1: the same text as ${places.get(key)}: import one of them`);
      continue;
    }
    places.set(key, file.file);
    const result = planFile(model, file, readFile);
    if ('refusals' in result) refusals.push(...result.refusals);
    else {
      if (result.write) plan.writes.push(result.write);
      plan.review.push(...result.review);
      plan.changed.push(...result.changed);
    }
  }
  return refusals.length > 0 ? { refusals } : plan;
}
