/**
 * The site context: what every page's route data are worked out from.
 */
import type { SiteSettings } from '../../../site.config.ts';
import type { Library } from '../../library/library.ts';
import type { ParagraphPageKind } from './paragraph.ts';
import type { HistoryKind } from './history.ts';
import type { RevisionParagraphKind } from './revision-paragraph.ts';
import type { SideBySideKind } from './side-by-side.ts';

/**
 * What every page's route data are worked out from: the library the build has
 * read, the kinds of its stamped pages, and the site's settings (origin,
 * paragraph and side-by-side pages). Pages take it from `siteContext()`
 * (`src/build/pages-site-context.ts`).
 */
export interface SiteContext {
  library: Library;
  stampedPageKinds: {
    paragraph: ParagraphPageKind[];
    sideBySide: SideBySideKind[];
    history: HistoryKind[];
    revisionParagraph: RevisionParagraphKind[];
  };
  settings: SiteSettings;
}
