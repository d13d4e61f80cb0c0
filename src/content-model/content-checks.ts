/**
 * The checks of `content/` as a whole, on the files as read once every file is
 * read (`read-content.ts`; what one file alone gets wrong is reported as it is
 * read). They only report: what the model makes of the texts together is
 * `resolve-content.ts`.
 *
 * Errors (the build fails): `<Ref to>` and Markdown links to topics, pages or
 * anchors that do not exist; related topics and glossary topics that are
 * neither a topic nor a known topic; paragraph ids missing, duplicated or used
 * by the page layout; a published id a text lacks; a published topic without a
 * text. Warnings: translation parity gaps; ids not yet published; glossary
 * terms sharing a name or used by none of their topics (`glossary-checks.ts`).
 * Last, translations against their originals (`translation-checks.ts`).
 *
 * @example
 * checkContent(files, report)
 * // report('content/topics/swccg/actions.fr.mdx', 72, '<Ref to="swccg/actions#nope">: no paragraph "nope" in swccg/actions (fr)')
 */
import type { Language } from '../i18n/languages.ts';
import type { Game } from '../schemas.ts';
import { paragraphGaps } from '../library/translation-parity.ts';
import { isLayoutId, layoutIds } from '../markup/layout-ids.ts';
import { pageOfPath, parseReference } from '../routing/paths.ts';
import { textsByTopic, type FilesAsRead, type TextAsRead } from './content-files.ts';
import type { Report } from './problems.ts';
import { anchorProblem, idsOf, isKnownTopic, referenceOf, type Targets } from './references.ts';
import { checkKnownWritten } from './game-checks.ts';
import { checkGlossaries } from './glossary-checks.ts';
import { checkSources } from './source-checks.ts';
import { checkTranslations } from './translation-checks.ts';
import { checkRevisions } from './revision-files.ts';

/** Reports what is wrong across files (see the module comment); changes nothing. */
export function checkContent(model: FilesAsRead, report: Report): void {
  // A game file with an error still gives the known topics and paragraphs it declares (their names).
  const games = new Map(model.games.map((game) => [game.id, game.data ?? gameAsDeclared(game)]));
  const byTopic = textsByTopic(model.texts);
  const targets: Targets = { byTopic, games };
  const knownTopic = (topicId: string) => isKnownTopic(topicId, games);

  for (const text of model.texts) {
    const fail = (line: number | undefined, message: string) => report(text.file, line, message);
    const checkAnchor = (line: number | undefined, what: string, topicId: string, paragraph: string) => {
      const problem = anchorProblem(what, topicId, paragraph, targets);
      if (problem) fail(line, problem);
    };

    // (`fields`: what the front matter gives validly, also where another of its fields is wrong.)
    text.fields.source?.conversionFixes.forEach((fix, index) => {
      if (!idsOf(text).has(fix.paragraph))
        fail(
          text.source.frontMatter?.lineOf(['source', 'conversionFixes', index, 'paragraph']),
          `conversion fix: no paragraph "${fix.paragraph}" in this text`,
        );
    });

    text.fields.related?.forEach((related, index) => {
      if (!byTopic.has(related) && !knownTopic(related)) {
        fail(
          text.source.frontMatter?.lineOf(['related', index]),
          `related topic "${related}" is neither a topic nor a known topic of "${parseReference(related).game}" (content/games/*.yaml knownTopics)`,
        );
      }
    });

    for (const { node, line } of text.source.references) {
      const { problem } = referenceOf(node, targets);
      if (problem) fail(line, problem);
    }

    for (const { url, line } of text.source.links) {
      if (url.startsWith('#')) {
        if (!idsOf(text).has(url.slice(1))) fail(line, `link to "${url}": no paragraph "${url.slice(1)}" in this text`);
      } else if (url.startsWith('/')) {
        const [path, anchor] = url.split('#', 2);
        const page = pageOfPath(path);
        const topicPage = page && (page.kind === 'topic' || page.kind === 'paragraph') ? page : undefined;
        const exists =
          page !== undefined &&
          (page.kind === 'game' || page.kind === 'booklet'
            ? games.has(page.game)
            : topicPage
              ? byTopic.has(topicPage.topicId)
              : page.kind !== 'citations');
        if (!exists) fail(line, `link to "${url}": no such page on the site${refSuggestion(url, text.topicId)}`);
        else if (topicPage) {
          if (topicPage.kind === 'paragraph')
            checkAnchor(line, `link to "${url}"`, topicPage.topicId, topicPage.paragraph);
          if (anchor) checkAnchor(line, `link to "${url}"`, topicPage.topicId, anchor);
        }
      } else if (/^(https?:|mailto:)/.test(url)) {
        if (!URL.canParse(url)) fail(line, `link to "${url}": not a valid URL`);
      } else {
        fail(line, `link to "${url}": not a page of the site nor an http(s) URL${refSuggestion(url, text.topicId)}`);
      }
    }

    const seen = new Map<string, number>();
    for (const paragraph of text.source.paragraphs) {
      if (!paragraph.id) continue;
      const tag = paragraph.kind === 'rule' ? '<Rule>' : '<Heading>';
      const first = seen.get(paragraph.id);
      if (first !== undefined)
        fail(paragraph.line, `duplicate paragraph id "${paragraph.id}" (first at line ${first})`);
      else seen.set(paragraph.id, paragraph.line);
      if (isLayoutId(paragraph.id)) {
        fail(
          paragraph.line,
          `${tag} id "${paragraph.id}" is an id the page layout uses (${Object.values(layoutIds).join(', ')}, table-1, table-2, …, term-…): choose another`,
        );
      }
    }
  }

  for (const glossary of model.glossaries) {
    if (!glossary.data) continue;
    if (!games.has(glossary.data.game))
      report(glossary.file, glossary.yaml.lineOf(['game']), `unknown game "${glossary.data.game}"`);
    glossary.data.terms.forEach((term, termIndex) => {
      term.topics.forEach((topicId, index) => {
        if (!byTopic.has(topicId) && !knownTopic(topicId)) {
          report(
            glossary.file,
            glossary.yaml.lineOf(['terms', termIndex, 'topics', index]),
            `term "${term.id}": topic "${topicId}" is neither a topic nor a known topic`,
          );
        }
      });
    });
  }

  checkPublishedIds(model, byTopic, report);
  checkKnownWritten(model, byTopic, report);
  checkSources(model, report);
  checkRevisions(model, targets, report);
  checkGlossaries(model, byTopic, report);
  checkTranslations(model, byTopic, report);

  for (const [topicId, versions] of byTopic) {
    if (versions.size < 2) continue;
    const ids = new Map(
      [...versions].map(([lang, text]) => [lang, text.source.paragraphs.map((paragraph) => paragraph.id)]),
    );
    for (const gap of paragraphGaps(ids)) {
      const missing = versions.get(gap.missingIn)!;
      const present = versions.get(gap.presentIn[0])!;
      const line = present.source.paragraphs.find((paragraph) => paragraph.id === gap.paragraph)?.line;
      report(present.file, line, `paragraph "${gap.paragraph}" of ${topicId} is missing in ${missing.file}`, 'warning');
    }
  }
}

const idPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A game whose file has an error, as far as the checks of the texts need it: the known topics and paragraphs it names. */
function gameAsDeclared(game: FilesAsRead['games'][number]): Game {
  const declared = (key: 'knownTopics' | 'knownParagraphs') => {
    const value = (game.yaml.data as Record<string, unknown> | undefined)?.[key];
    return game.fields[key] ?? (typeof value === 'object' && value !== null ? (value as Game[typeof key]) : {});
  };
  return { ...game.fields, knownTopics: declared('knownTopics'), knownParagraphs: declared('knownParagraphs') } as Game;
}

/**
 * The `<Ref>` a link to a page of the site was meant to be: a topic is
 * referred to by id, and a `<Ref>` to a topic without a text yet (a known
 * topic of its game) is shown as a mention, where a link would break.
 *
 * @example
 * refSuggestion('/en/ti4/units/#dice', 'ti4/component-limitations') // '; refer to a topic by id: <Ref to="ti4/units#dice">…</Ref> (…)'
 * refSuggestion('units.en.mdx', 'ti4/component-limitations') // '; refer to a topic by id: <Ref to="ti4/units">…</Ref> (…)'
 */
function refSuggestion(url: string, from: string): string {
  const [path, anchor] = url.split('#', 2);
  const parts = path.split('/').filter((part) => part && part !== '.' && part !== '..');
  const slugOf = (part: string) => part.replace(/(\.[a-z]{2})?\.[a-z]+$/, '');
  const named = parts.map(slugOf).filter((part) => idPattern.test(part));
  const [game, topic] =
    path.startsWith('/') && named.length >= 3
      ? [named[1], named[2]]
      : named.length >= 2
        ? named.slice(-2)
        : [from.split('/')[0], named[0] ?? 'topic'];
  const to = `${game}/${topic}${anchor ? `#${anchor}` : ''}`;
  return `; refer to a topic by id: <Ref to="${to}">…</Ref> (a topic with no text yet is listed in content/games/${game}.yaml knownTopics, and shown as a mention)`;
}

/**
 * Where a published id a text lacks stood, and the two ways to fix it: at
 * the paragraph of the text before it (or after it, where it was first), as
 * the topic's other text that has it orders them (or the record, where none
 * has it); put the paragraph back, or, where another text has it, keep it
 * untranslated in that text's words.
 *
 * @example
 * missingPublishedId(fr, 'tokens', ['intro', 'dice', 'tokens'], versions)
 * // { line: 24, message: 'published paragraph "tokens" of ti4/component-limitations is missing: it stood after "dice" (line 24) …' }
 */
function missingPublishedId(
  text: TextAsRead,
  id: string,
  recorded: string[],
  versions: Map<Language, TextAsRead>,
): { line: number | undefined; message: string } {
  const holder = [...versions.values()].find(
    (version) => version !== text && version.source.paragraphs.some((paragraph) => paragraph.id === id),
  );
  const order = holder ? holder.source.paragraphs.map((paragraph) => paragraph.id) : recorded;
  const lineOfId = new Map(text.source.paragraphs.map((paragraph) => [paragraph.id, paragraph.line]));
  const at = order.indexOf(id);
  const before = order.slice(0, at).findLast((each) => lineOfId.has(each));
  const after = order.slice(at + 1).find((each) => lineOfId.has(each));
  const where = [
    before ? `after "${before}" (line ${lineOfId.get(before)})` : '',
    after ? `before "${after}" (line ${lineOfId.get(after)})` : '',
  ]
    .filter(Boolean)
    .join(' and ');
  const kind =
    holder?.source.paragraphs.find((paragraph) => paragraph.id === id)?.kind === 'heading' ? 'Heading' : 'Rule';
  // A paragraph of an id never published standing in its place: most likely it, renamed.
  const from = before ? lineOfId.get(before)! : 0;
  const to = after ? lineOfId.get(after)! : Number.POSITIVE_INFINITY;
  const renamed = text.source.paragraphs.find(
    (paragraph) => paragraph.line > from && paragraph.line < to && !recorded.includes(paragraph.id),
  );
  const instead = renamed
    ? `; "${renamed.id}" (line ${renamed.line}) stands there now: if it is that paragraph, give it back its id`
    : '';
  const keep = holder
    ? `, or keep it in the words of the ${holder.lang} text until it is translated: <${kind} id="${id}" untranslated="${holder.lang}"> (${holder.file})`
    : '';
  return {
    line: renamed?.line ?? ((before && lineOfId.get(before)) || (after && lineOfId.get(after)) || undefined),
    message: `published paragraph "${id}" of ${text.topicId} is missing${where ? `: it stood ${where}` : ''}${instead}. Put the <${kind} id="${id}"> back${keep}`,
  };
}

/**
 * `content/published-ids.yaml` against the texts: a published topic with no
 * text, or a text lacking a published id of its topic, is an error (a link to
 * it may be anywhere); an id no record has yet is a warning, once per text.
 */
function checkPublishedIds(model: FilesAsRead, byTopic: Map<string, Map<Language, TextAsRead>>, report: Report): void {
  const publish = 'run `npm run ids:publish` to record them (docs/authoring.md)';
  const record = model.publishedIds;
  if (!record) {
    if (byTopic.size > 0)
      report('content/published-ids.yaml', undefined, `no record of published paragraph ids: ${publish}`, 'warning');
    return;
  }
  if (!record.data) return;
  for (const [topicId, ids] of Object.entries(record.data)) {
    const versions = byTopic.get(topicId);
    if (!versions) {
      report(
        record.file,
        record.yaml.lineOf([topicId]),
        `topic "${topicId}" is published but has no text: a published topic never goes away`,
      );
      continue;
    }
    ids.forEach((id, index) => {
      for (const version of versions.values()) {
        // A text whose MDX does not parse has no paragraphs: its error is reported.
        if (
          version.source.paragraphs.length === 0 ||
          version.source.paragraphs.some((paragraph) => paragraph.id === id)
        )
          continue;
        const { line, message } = missingPublishedId(version, id, ids, versions);
        report(
          version.file,
          line,
          `${message} (published: ${record.file}:${record.yaml.lineOf([topicId, index])}; a published id never changes or goes away)`,
        );
      }
    });
  }
  for (const [topicId, versions] of byTopic) {
    const published = new Set(record.data[topicId] ?? []);
    for (const version of versions.values()) {
      // Only ids that can be published: well-formed, not the layout's, each once (the others are errors of their own).
      const unpublished = version.source.paragraphs.filter(
        (paragraph, index, all) =>
          idPattern.test(paragraph.id) &&
          !isLayoutId(paragraph.id) &&
          !published.has(paragraph.id) &&
          all.findIndex((each) => each.id === paragraph.id) === index,
      );
      if (unpublished.length === 0) continue;
      const names =
        unpublished
          .slice(0, 3)
          .map((paragraph) => `"${paragraph.id}"`)
          .join(', ') + (unpublished.length > 3 ? ', …' : '');
      report(
        version.file,
        unpublished[0].line,
        `${unpublished.length} paragraph id(s) not in ${record.file} yet (${names}): once the text is final, ${publish}`,
        'warning',
      );
    }
  }
}
