/**
 * The content a build reads, once: the content model of `content/`
 * (`content-model/`), the library indexed from it (`library/library.ts`) and
 * the kinds of stamped pages it has — shared by everything in the build that
 * needs them: the integration (`rules-at-the-table.ts`: checks, search index,
 * stamped pages, sitemap), the collections' loader (`src/content.config.ts`)
 * and the pages (`pages-site-context.ts`).
 *
 * This is the build's one bridge of content kept on `globalThis` (the only
 * other value there is made of it, once, for the same reason: the word diffs
 * of `history/word-diff.ts`). Why it must be: Astro loads `astro.config.mjs` (with the
 * integration) and `src/content.config.ts` through Vite's module runner, and
 * imports the pages from a bundle of their own, so each of them has its own
 * instance of every module: a module variable would be read three times, one
 * copy each. The content is too large to pass as code (as the settings are,
 * `virtual:rules/settings`: about 25 MB at 1,000 topics × 3 languages), and the
 * pages must not parse it back from Astro's data store, so the objects read
 * once are what every part uses. The integration reads it first, when the
 * config is set up; under `astro dev` a change in `content/` reads it again
 * (`refresh`).
 *
 * @example
 * readBuildContent(root).problems // the checks' report, printed by the integration
 * buildContent().library.topics.get('ti4/component-limitations')?.texts.get('ru')?.title // 'Ограничение на компоненты'
 * buildContent().stampedPageKinds.paragraph.length // 16
 */
import type { ContentModel } from '../content-model/content-files.ts';
import { readContent } from '../content-model/read-content.ts';
import { modelLibrary, type Library } from '../library/library.ts';
import { historyKinds } from '../routing/route-data/history.ts';
import { revisionParagraphKinds } from '../routing/route-data/revision-paragraph.ts';
import { paragraphPageKinds } from '../routing/route-data/paragraph.ts';
import { sideBySideKinds } from '../routing/route-data/side-by-side.ts';
import type { SiteContext } from '../routing/route-data/site-context.ts';

export interface BuildContent {
  /** The project's folder. */
  root: string;
  model: ContentModel;
  library: Library;
  /** Every kind of stamped page the library has, each once: one template each (`src/pages/page-templates/`). */
  stampedPageKinds: SiteContext['stampedPageKinds'];
}

const slot = Symbol.for('rules-at-the-table.build-content');
const shared = globalThis as { [slot]?: BuildContent };

/**
 * Reads `root`'s content and shares it with the rest of the build; once per
 * process: a second call for the same project gives the content read first,
 * unless `fresh` (a change seen under `astro dev`).
 */
export function readBuildContent(root: string, { fresh = false } = {}): BuildContent {
  const current = shared[slot];
  if (current && current.root === root && !fresh) return current;
  const model = readContent(root);
  // The library and the kinds once the model is known to be whole: made when first asked for (after the checks
  // have stopped a build with errors), then kept.
  let library: Library | undefined;
  let stampedPageKinds: BuildContent['stampedPageKinds'] | undefined;
  const content: BuildContent = {
    root,
    model,
    get library() {
      return (library ??= modelLibrary(model));
    },
    get stampedPageKinds() {
      return (stampedPageKinds ??= {
        paragraph: paragraphPageKinds(this.library),
        sideBySide: sideBySideKinds(this.library),
        history: historyKinds(this.library),
        revisionParagraph: revisionParagraphKinds(this.library),
      });
    },
  };
  shared[slot] = content;
  return content;
}

/** The content this build has read; fails, saying why, where nothing has read it (the integration missing from the config). */
export function buildContent(): BuildContent {
  const content = shared[slot];
  if (!content)
    throw new Error(
      'no content has been read: astro.config.mjs must list rulesAtTheTable() among its integrations (src/build/rules-at-the-table.ts)',
    );
  return content;
}
