/**
 * The copy of a built topic page that Pagefind indexes (dist/ is never changed):
 *
 * - each paragraph gets its search title (`data-pagefind-title`, from
 *   `paragraph-titles.ts`), so results link to "49.4. ОТРЯДЫ: …", not to "¶";
 * - the `¶` of unnumbered paragraphs and the "(no text yet)" marks of
 *   unwritten references are left out (`data-pagefind-ignore`): they are not
 *   the text, and filled excerpts with noise;
 * - after a word whose other forms Pagefind's stemmer cannot relate to it, those
 *   forms (`word-forms.ts`), between the private-use marks of `injected()`, which
 *   the browser removes from excerpts and titles; none that a word of the same
 *   paragraph answers already.
 *
 * @example
 * searchCopy(html, { titles: paragraphTitles(paragraphsOf(mdx)), forms: await russianWordForms(root) })
 * // '…<div class="rule" id="units" data-rule data-pagefind-title="49.4. ОТРЯДЫ: …">…
 * //  когда захваты запрещены \uE020запрещённый запретимте запретивший\uE021, …'
 */
import { DOCUMENT_NODE, ELEMENT_NODE, TEXT_NODE, parse, render, type Node } from 'ultrahtml';
import { injected } from '../../utils/search-words.ts';

/** The extra forms of words, and the key under which the index files a word (`word-forms.ts`). */
export interface WordForms {
  formsOf(word: string): string[];
  keyOf(word: string): string;
}

export interface SearchCopyOptions {
  /** Search titles of the paragraphs, by id. */
  titles: Map<string, string>;
  /** Extra forms to index after words (Russian texts); none when absent. */
  forms?: WordForms;
}

/** Classes of elements whose text is not part of the rule text. */
const notText = ['rule-number-none', 'ref-unwritten-mark'];

function classes(node: Node): string[] {
  return String(node.attributes?.class ?? '').split(/\s+/);
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** The page with search titles, noise left out and extra word forms (see the module comment). */
export async function searchCopy(html: string, { titles, forms }: SearchCopyOptions): Promise<string> {
  const document = parse(html);
  /** Keys of the words in the paragraph being walked, its own and those added. */
  let keys: string[] = [];

  const visit = (node: Node, inText: boolean) => {
    if (node.type === TEXT_NODE) {
      if (inText && forms) node.value = withForms(node.value, forms, keys);
      return;
    }
    if (node.type !== ELEMENT_NODE && node.type !== DOCUMENT_NODE) return;
    let text = inText;
    if (node.type === ELEMENT_NODE) {
      const names = classes(node);
      if (names.some((name) => notText.includes(name))) {
        node.attributes['data-pagefind-ignore'] = '';
        return;
      }
      const id = node.attributes.id;
      if ('data-rule' in node.attributes || names.includes('heading')) {
        keys = forms ? wordsOf(node).map((word) => forms.keyOf(word)) : [];
        text = true;
        const title = id ? titles.get(id) : undefined;
        // A paragraph the MDX reader did not name keeps its printed number (as written in the page, escaped).
        const fallback = node.attributes['data-number'];
        if (title) node.attributes['data-pagefind-title'] = escapeAttribute(title);
        else if (fallback) node.attributes['data-pagefind-title'] = fallback;
      }
    }
    for (const child of node.children ?? []) visit(child, text);
  };
  visit(document, false);
  return render(document);
}

/** The Russian words of an element's text. */
function wordsOf(node: Node): string[] {
  if (node.type === TEXT_NODE) return node.value.match(/\p{Script=Cyrillic}+/gu) ?? [];
  return (node.children ?? []).flatMap(wordsOf);
}

/**
 * A text node's text with extra forms after the words that have some (forms of
 * all the words of a space-separated token go after the token). A form is left
 * out when a word of the paragraph already has its key, or a key it starts
 * with: a query finds that word as well.
 */
function withForms(text: string, forms: WordForms, keys: string[]): string {
  return text.replace(/\S+/g, (token) => {
    const added: string[] = [];
    for (const [word] of token.matchAll(/\p{Script=Cyrillic}+/gu)) {
      for (const form of forms.formsOf(word)) {
        const key = forms.keyOf(form);
        if (keys.some((known) => known.startsWith(key))) continue;
        keys.push(key);
        added.push(form);
      }
    }
    return added.length > 0 ? token + injected(added.join(' ')) : token;
  });
}
