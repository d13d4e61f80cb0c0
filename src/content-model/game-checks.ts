/**
 * The game files (`content/games/{game}.yaml`) against the texts (part of
 * `content-checks.ts`): a known topic is one that has no text yet, and a known
 * paragraph one that no text of its topic has; once a text gives it, its line
 * in the game file goes, or the game would list it twice (as a topic, and as
 * one without a text).
 *
 * @example
 * checkKnownWritten(files, byTopic, report)
 * // report('content/games/ti4.yaml', 8, 'known topic "fighter-tokens" has a text now (content/topics/ti4/fighter-tokens.en.mdx): delete this line of knownTopics')
 */
import type { Language } from '../i18n/languages.ts';
import type { FilesAsRead, TextAsRead } from './content-files.ts';
import type { Report } from './problems.ts';

/** Reports each known topic or known paragraph that a text now gives (see the module comment). */
export function checkKnownWritten(
  model: FilesAsRead,
  byTopic: Map<string, Map<Language, TextAsRead>>,
  report: Report,
): void {
  for (const game of model.games) {
    for (const topic of Object.keys(game.fields.knownTopics ?? {})) {
      const texts = [...(byTopic.get(`${game.id}/${topic}`)?.values() ?? [])];
      if (texts.length === 0) continue;
      report(
        game.file,
        game.yaml.lineOf(['knownTopics', topic]),
        `known topic "${topic}" has a text now (${texts.map((text) => text.file).join(', ')}): delete this line of knownTopics`,
      );
    }
    for (const key of Object.keys(game.fields.knownParagraphs ?? {})) {
      const [topic, paragraph] = key.split('#');
      const texts = [...(byTopic.get(`${game.id}/${topic}`)?.values() ?? [])].filter((text) =>
        text.source.paragraphs.some((each) => each.id === paragraph),
      );
      if (texts.length === 0) continue;
      report(
        game.file,
        game.yaml.lineOf(['knownParagraphs', key]),
        `known paragraph "${key}" has a text now (${texts.map((text) => `${text.file}:${text.source.paragraphs.find((each) => each.id === paragraph)!.line}`).join(', ')}): delete this line of knownParagraphs`,
      );
    }
  }
}
