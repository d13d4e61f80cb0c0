/**
 * The marks the scaffolding commands leave for a contributor to complete, and
 * the check that finds them in a file of `content/` as it is read:
 *
 * - `FILL IN: …`, a placeholder of `npm run new` (`tools/new.ts`) in place of
 *   what only the source can give (a title, the source's file, a paragraph):
 *   an error until replaced, so that a scaffold never reaches the site;
 * - a comment `# TODO(translate): …` of `npm run translate`, saying what is
 *   left to do in the front matter: a warning until deleted.
 *
 * @example
 * reportScaffoldMarks('content/topics/ti4/units.en.mdx', '---\ntitle: "FILL IN: the title as printed"\n---\n', report)
 * // reported: content/topics/ti4/units.en.mdx:2: placeholder of `npm run new` still here: "FILL IN: the title as printed": replace it …
 */
import type { Report } from './problems.ts';

/** What `npm run new` writes where only the source can give the words: `FILL IN: what to write`. */
export const placeholder = (what: string) => `FILL IN: ${what}`;

/** The start of each comment `npm run translate` leaves in a new translation's front matter. */
export const translateTodo = 'TODO(translate):';

/** Reports the scaffolds' marks still in a file's text (see the module comment), each at its line. */
export function reportScaffoldMarks(file: string, source: string, report: Report): void {
  source.split('\n').forEach((text, index) => {
    const line = index + 1;
    const fill = /FILL IN:[^"\n]*/.exec(text);
    if (fill)
      report(
        file,
        line,
        `placeholder of \`npm run new\` still here: "${fill[0].trim()}": replace it with what the source gives (docs/authoring.md)`,
      );
    const todo = text.indexOf(`# ${translateTodo}`);
    if (todo >= 0)
      report(
        file,
        line,
        `comment of \`npm run translate\` still here ("${text
          .slice(todo + translateTodo.length + 2)
          .trim()}"): do what it says, then delete the comment (docs/translating.md)`,
        'warning',
      );
  });
}
