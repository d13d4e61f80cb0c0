/**
 * The site's inlined stylesheet and the features whose rules only the pages
 * that show them carry (`layouts/InlineStyles.astro`): each feature's CSS,
 * processed and minified by the build (`?inline`), is added after the site's
 * when a page's route data asks for it. Built once per set of features.
 *
 * @example
 * (await inlineStylesheet(['missing-paragraph', 'contents'])).css // global.css's rules, then those two features'
 * (await inlineStylesheet([])).hash // 'sha256-…' of global.css's rules alone
 */
import contents from '../contents/contents.css?inline';
import booklet from './booklet.css?inline';
import diffs from '../history/word-diffs.css?inline';
import mentions from '../markup/mentions.css?inline';
import tables from '../markup/tables.css?inline';
import translations from '../markup/translations.css?inline';
import missingParagraph from '../not-found/missing-paragraph.css?inline';
import site from './global.css?inline';

/** The rules a page carries only when it shows the feature. */
const featureRules = {
  /** A game's booklet on screen (`components/booklet/`) and the game page's link to it. */
  booklet,
  /** "On this page" (`contents/TopicContents.astro`): a long text's headings. */
  contents,
  /** The notice of a `#paragraph` a topic does not have (`not-found/MissingParagraph.astro`): every topic page. */
  'missing-paragraph': missingParagraph,
  /** A text's tables (`markup/text-markup.ts`). */
  tables,
  /** A text's mentions of topics with no text yet (`markup/text-markup.ts`). */
  mentions,
  /** A translation's marks: untranslated paragraphs, paragraphs behind their original and what it changed. */
  translations,
  /** Word diffs shown without a tap: a translation's original's changes, the history page's (a change mark links them). */
  diffs,
};

export type StyleFeature = keyof typeof featureRules;

/** What a page carries unless its route data says what it shows (pages of texts, lists, the glossary): a text's markup. */
export const textStyles: StyleFeature[] = ['tables', 'mentions', 'translations', 'diffs'];

const built = new Map<string, Promise<{ css: string; hash: string }>>();

/** The CSS of the site with these features' rules, and its CSP hash source (`sha256-…`, by Web Crypto). */
export function inlineStylesheet(features: StyleFeature[]): Promise<{ css: string; hash: string }> {
  const key = features.join(' ');
  let stylesheet = built.get(key);
  if (!stylesheet) {
    const css = [site, ...features.map((feature) => featureRules[feature])].join('');
    stylesheet = crypto.subtle.digest('SHA-256', new TextEncoder().encode(css)).then((digest) => ({
      css,
      hash: `sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`,
    }));
    built.set(key, stylesheet);
  }
  return stylesheet;
}
