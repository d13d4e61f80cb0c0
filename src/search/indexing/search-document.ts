/**
 * The page Pagefind indexes for one text, written from the content model (no
 * built page is read): the topic's title, then each paragraph as an element
 * with its id — the sub-result a search links to — and its search title
 * (`data-pagefind-title`, from `paragraph-titles.ts`: "49.4. ОТРЯДЫ: …", never
 * "¶"), its printed number, its text, lists and tables. In Russian texts,
 * after a word whose other forms Pagefind's stemmer cannot relate to it, those
 * forms (`word-forms.ts`), between the private-use marks of `injected()`, which
 * the browser removes from excerpts and titles; none that a word of the same
 * paragraph answers already; after a glossary term's name, its names in the
 * other languages (`term-names.ts`), between the same marks. "No text yet" marks are not part of the text and
 * are left out, and so are a translation's untranslated paragraphs (the words
 * of another text, indexed with it): a text with none translated has no
 * document.
 *
 * A long text is indexed as several documents, one per section (from a
 * heading to the next, a long section cut between paragraphs:
 * `searchDocuments`): a search result loads its document whole (Pagefind's
 * "fragment"), and a first search should not download a rulebook's worth of
 * text for one answer. A part's document is filed under the topic's URL with
 * its first paragraph's `#id`; its paragraphs' links are the topic's
 * `#paragraph` as usual, and the browser shows a topic's parts as one result
 * (`oneResultPerTopic`, `src/search/browser/ranking.ts`).
 *
 * @example
 * searchDocument(text, { game: 'TI4', titles: paragraphTitles(text.paragraphs), forms })
 * // '<html lang="ru"><body><article data-pagefind-body data-pagefind-meta="game:TI4"><h1>49 Ограничение на компоненты</h1>
 * //  <div class="rule" id="units" data-rule data-pagefind-title="49.4. ОТРЯДЫ: …"><a class="rule-number">49.4.</a>…
 * //  когда захваты запрещены \uE020запрещённый запретимте запретивший\uE021, …'
 */
import type { Block, Inline, List, Text } from '../../schemas.ts';
import { escapeHtml } from '../../markup/escape-html.ts';
import { injected, withEditions, type Edition } from '../search-words.ts';

/** The extra forms of words, and the key under which the index files a word (`word-forms.ts`). */
export interface WordForms {
  formsOf(word: string): string[];
  keyOf(word: string): string;
}

export interface SearchDocumentOptions {
  /** The game's short name, a filter of results. */
  game: string;
  /** Search titles of the paragraphs, by id. */
  titles: Map<string, string>;
  /** Extra forms to index after words (Russian texts); none when absent. */
  forms?: WordForms;
  /** The numbers other editions print for a paragraph, by id (`edition-numbers.ts`): indexed with it, and in its title. */
  editions?: Map<string, Edition[]>;
  /** The glossary's names in the other languages after a term's name (`term-names.ts`); none when absent. */
  terms?: (text: string) => string;
}

/** The weight of a paragraph's printed number (Pagefind's scale: body text 1, a text's title 7, at most 10). */
const numberWeight = 10;

/** A text longer than this (characters of its paragraphs) is indexed in parts… */
export const sectionedLength = 6000;
/** …each a section (from a heading to the next) or, where a section is longer, as many paragraphs as fit this. */
export const partLength = 4000;

/** One document to index: under the topic's URL plus `hash` (the `#id` of its first paragraph, or none for the text's start). */
export interface SearchDocument {
  hash: string;
  html: string;
}

/**
 * The documents of one text: the whole text, or, for a text longer than
 * `sectionedLength`, one per section, a long section cut between its
 * paragraphs (see the module comment).
 *
 * @example
 * searchDocuments(rebelVsImperium, options).map(({ hash }) => hash) // ['', '#contents', '#adding-goals-and-cards', …, '#takeovers', '#takeover-power', …]
 * searchDocuments(componentLimitations, options).map(({ hash }) => hash) // ['']
 */
export function searchDocuments(text: Text, options: SearchDocumentOptions): SearchDocument[] {
  // A translation's untranslated paragraphs are another text's words, indexed with that text.
  const translated = text.paragraphs.filter((paragraph) => !paragraph.untranslated);
  if (translated.length === 0) return [];
  const length = translated.reduce((sum, paragraph) => sum + paragraph.text.length, 0);
  if (length <= sectionedLength) return [{ hash: '', html: searchDocument(text, options, translated) }];
  const parts: Text['paragraphs'][] = [];
  let partSize = 0;
  for (const paragraph of translated) {
    if (parts.length === 0 || paragraph.kind === 'heading' || partSize + paragraph.text.length > partLength) {
      parts.push([]);
      partSize = 0;
    }
    parts.at(-1)!.push(paragraph);
    partSize += paragraph.text.length;
  }
  return parts.map((paragraphs, index) => {
    const start = index === 0 && paragraphs[0].kind !== 'heading';
    return { hash: start ? '' : `#${paragraphs[0].id}`, html: searchDocument(text, options, paragraphs, start) };
  });
}

/**
 * The document of one text, or of some of its paragraphs (see the module
 * comment). The text's title is its first heading (`<h1>`) in the document
 * of its start; other sections carry it as the result's title only.
 */
export function searchDocument(
  text: Text,
  { game, titles, forms, editions, terms }: SearchDocumentOptions,
  paragraphs: Text['paragraphs'] = text.paragraphs,
  withTitle = true,
): string {
  const topicTitle = escapeHtml(`${text.number ? `${text.number} ` : ''}${text.title}`);
  const html: string[] = [
    `<html lang="${text.lang}"><body><article data-pagefind-body data-pagefind-meta="game:${escapeHtml(game)}">`,
    withTitle
      ? `<h1>${topicTitle}</h1>`
      : `<span data-pagefind-meta="title[data-title]" data-title="${topicTitle}"></span>`,
  ];
  for (const paragraph of paragraphs) {
    /** Keys of the words in the paragraph, its own and those added. */
    const keys = forms ? (paragraph.text.match(/\p{Script=Cyrillic}+/gu) ?? []).map((word) => forms.keyOf(word)) : [];
    const words = (value: string) => {
      const named = terms ? terms(value) : value;
      return escapeHtml(forms ? withForms(named, forms, keys) : named);
    };
    const inline = (content: Inline[]): string =>
      content
        .map((node) => {
          if (typeof node === 'string') return words(node);
          if (node.kind === 'break') return '<br>';
          if (node.kind === 'strong') return `<strong>${inline(node.content)}</strong>`;
          if (node.kind === 'emphasis') return `<em>${inline(node.content)}</em>`;
          const lang =
            (node.kind === 'original' || node.kind === 'ref') && node.lang ? ` lang="${escapeHtml(node.lang)}"` : '';
          return `<span${lang}>${inline(node.content)}</span>`;
        })
        .join('');
    const list = (block: List): string =>
      `<${block.start === undefined ? 'ul' : 'ol'}>${block.items.map((item) => `<li>${inline(item.content)}${item.list ? list(item.list) : ''}</li>`).join('')}</${block.start === undefined ? 'ul' : 'ol'}>`;
    const blocks = (content: Block[]) =>
      content
        .map((block) => {
          if (block.kind === 'text') return `<p>${inline(block.content)}</p>`;
          if (block.kind === 'list') return list(block);
          const caption = block.caption ? `<caption>${inline(block.caption)}</caption>` : '';
          return `<table>${caption}${block.rows.map((row) => `<tr>${row.map((cell) => `<td>${inline(cell)}</td>`).join('')}</tr>`).join('')}</table>`;
        })
        .join('');
    const otherNumbers = paragraph.kind === 'heading' ? [] : (editions?.get(paragraph.id) ?? []);
    const own = paragraph.number?.replace(/[.)]+$/, '') ?? '';
    const title = titles.get(paragraph.id) ?? paragraph.number;
    // Its own number and other editions' with the title, where the title alone would not say them (`withEditions`).
    const numbered =
      title && paragraph.kind !== 'heading' && (otherNumbers.length > 0 || (!own && /^\d/.test(title)))
        ? withEditions(title, own, otherNumbers)
        : title;
    const titleAttribute = numbered ? ` data-pagefind-title="${escapeHtml(numbered)}"` : '';
    if (paragraph.kind === 'heading') {
      const level = paragraph.level ?? 2;
      const content = paragraph.blocks[0]?.kind === 'text' ? paragraph.blocks[0].content : [];
      html.push(`<h${level} id="${paragraph.id}" class="heading"${titleAttribute}>${inline(content)}</h${level}>`);
    } else {
      // The other editions' numbers are words of the paragraph, as added forms are: found, never shown, and a
      // match on them highlights the word before them — the paragraph's own number, or its first word.
      const numbers =
        otherNumbers.length > 0 ? escapeHtml(injected(otherNumbers.map(({ number }) => number).join(' '))) : '';
      // A number weighs as a title does: a query of a rule number finds the paragraphs printed with it first.
      const number = paragraph.number
        ? `<a class="rule-number" data-pagefind-weight="${numberWeight}">${escapeHtml(paragraph.number)}${numbers}</a>`
        : '';
      const text = blocks(paragraph.blocks);
      const textWithNumbers =
        numbers && !paragraph.number ? text.replace(/^((?:<[^>]+>)*[^<\s]+)/, `$1${numbers}`) : text;
      html.push(
        `<div class="rule" id="${paragraph.id}" data-rule${titleAttribute}>${number}<div class="rule-text">${textWithNumbers}</div></div>`,
      );
    }
  }
  html.push('</article></body></html>');
  return html.join('\n');
}

/**
 * A text's words with extra forms after the words that have some (forms of
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
