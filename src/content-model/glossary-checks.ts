/**
 * The checks of the glossaries (`content/terms/{game}.yaml`) against each
 * other and the texts (part of `content-checks.ts`); they only report, as
 * warnings: a term is marked in the texts by its names, so two terms of a
 * game sharing a name in one language would be told apart by chance, and a
 * term that none of its topics uses in any of its names is marked nowhere.
 *
 * @example
 * checkGlossaries(files, byTopic, report)
 * // report('content/terms/ti4.yaml', 12, 'term "token": its name "token" (en) is also a name of "tokens" (line 20): a term of a game has names of its own', 'warning')
 */
import type { Language } from '../i18n/languages.ts';
import type { FilesAsRead, TextAsRead } from './content-files.ts';
import type { Report } from './problems.ts';

/** Whether a text uses a name as a whole word, whatever its case. */
function uses(text: TextAsRead, name: string): boolean {
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`,
    'iu',
  );
  return text.source.paragraphs.some((paragraph) => !paragraph.untranslated && pattern.test(paragraph.text));
}

/** Reports what is wrong with the glossaries (see the module comment); changes nothing. */
export function checkGlossaries(
  model: FilesAsRead,
  byTopic: Map<string, Map<Language, TextAsRead>>,
  report: Report,
): void {
  for (const glossary of model.glossaries) {
    if (!glossary.data) continue;
    const named = new Map<string, { term: string; line?: number }>();
    glossary.data.terms.forEach((term, termIndex) => {
      for (const [lang, names] of Object.entries(term.names) as [Language, string[]][]) {
        names.forEach((name, nameIndex) => {
          const line = glossary.yaml.lineOf(['terms', termIndex, 'names', lang, nameIndex]);
          const key = `${lang} ${name.toLowerCase()}`;
          const first = named.get(key);
          if (first && first.term !== term.id) {
            report(
              glossary.file,
              line,
              `term "${term.id}": its name "${name}" (${lang}) is also a name of "${first.term}" (line ${first.line}): a term of a game has names of its own`,
              'warning',
            );
          } else if (!first) named.set(key, { term: term.id, line });
        });
      }
      const texts = term.topics.flatMap((topicId) => [...(byTopic.get(topicId)?.values() ?? [])]);
      if (texts.length === 0) return; // topics without a text: their own check
      const used = texts.some((text) => (term.names[text.lang] ?? []).some((name) => uses(text, name)));
      if (!used) {
        report(
          glossary.file,
          glossary.yaml.lineOf(['terms', termIndex, 'id']),
          `term "${term.id}": none of its topics (${term.topics.join(', ')}) uses any of its names: list the forms the texts print, or the topics that use it`,
          'warning',
        );
      }
    });
  }
}
