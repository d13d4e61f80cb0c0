/**
 * Where a text's `<Ref>`s and links lead, worked out from the texts as read:
 * the checks report what is broken (`content-checks.ts`), and the model marks
 * each `<Ref>` to a topic or paragraph without a text yet `unwritten`
 * (`resolve-content.ts`), so that pages render it as a mention, not a link.
 *
 * @example
 * referenceOf({ kind: 'ref', to: 'ti4/units', … }, content) // { unwritten: true } (a known topic of TI4 without a text)
 * referenceOf({ kind: 'ref', to: 'ti4/nope', … }, content) // { problem: '<Ref to="ti4/nope">: no topic "ti4/nope" and no known topic of that id in content/games/', unwritten: true }
 */
import type { Language } from '../i18n/languages.ts';
import { parseReference } from '../routing/paths.ts';
import type { Game, Inline } from '../schemas.ts';
import type { TextAsRead } from './content-files.ts';

/** The texts and games a reference may lead to. */
export interface Targets {
  byTopic: Map<string, Map<Language, TextAsRead>>;
  games: Map<string, Game>;
}

/** The ids of a text's paragraphs. */
export function idsOf(text: TextAsRead): Set<string> {
  return new Set(text.source.paragraphs.map((paragraph) => paragraph.id));
}

/** Whether a topic id is a known topic of its game (one without a text, listed in `content/games/{game}.yaml`). */
export function isKnownTopic(topicId: string, games: Targets['games']): boolean {
  const { game, topic } = parseReference(topicId);
  return Boolean(games.get(game)?.knownTopics[topic]);
}

/** What is wrong with a link (`what`) to a paragraph of a topic with a text: nothing, or the languages whose text lacks it. */
export function anchorProblem(
  what: string,
  topicId: string,
  paragraph: string,
  { byTopic }: Targets,
): string | undefined {
  const target = byTopic.get(topicId)!;
  const lacking = [...target.values()]
    .filter((version) => !idsOf(version).has(paragraph))
    .map((version) => version.lang);
  if (lacking.length === 0) return undefined;
  const where = lacking.length === target.size ? '' : ` (missing in ${lacking.join(', ')})`;
  return `${what}: no paragraph "${paragraph}" in ${topicId}${where}`;
}

/** Where a `<Ref>` leads: whether to a topic or paragraph without a text yet (`unwritten`), and what is wrong with it, if anything. */
export function referenceOf(
  node: Extract<Inline, { kind: 'ref' }>,
  targets: Targets,
): { problem?: string; unwritten: boolean } {
  const to = `${node.to}${node.paragraph ? `#${node.paragraph}` : ''}`;
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*\/[a-z0-9]+(?:-[a-z0-9]+)*$/.test(node.to)) {
    return {
      problem: `<Ref to="${to}">: must be a topic id "game/topic" or "game/topic#paragraph", e.g. to="ti4/units"`,
      unwritten: false,
    };
  }
  const versions = targets.byTopic.get(node.to);
  if (!versions) {
    if (!isKnownTopic(node.to, targets.games))
      return {
        problem: `<Ref to="${to}">: no topic "${node.to}" and no known topic of that id in content/games/`,
        unwritten: true,
      };
    if (node.paragraph)
      return {
        problem: `<Ref to="${to}">: "${node.to}" has no text yet, so no paragraph "${node.paragraph}" to link to`,
        unwritten: true,
      };
    return { unwritten: true };
  }
  if (!node.paragraph) return { unwritten: false };
  const { game, topic } = parseReference(node.to);
  const known = Boolean(targets.games.get(game)?.knownParagraphs[`${topic}#${node.paragraph}`]);
  const written = [...versions.values()].some((version) => idsOf(version).has(node.paragraph!));
  if (known && !written) return { unwritten: true };
  if (known) return { unwritten: false };
  const problem = anchorProblem(`<Ref to="${to}">`, node.to, node.paragraph, targets);
  return problem ? { problem, unwritten: false } : { unwritten: false };
}
