/**
 * The page Pagefind indexes for one text, written from the content model (no
 * built page is read): the topic's title, then each paragraph as an element
 * with its id — the sub-result a search links to — and its search title
 * (`data-pagefind-title`, from `paragraph-titles.ts`: "49.4. ОТРЯДЫ: …", never
 * "¶"), its printed number, its text, lists and tables. In Russian texts,
 * after a word whose other forms Pagefind's stemmer cannot relate to it, those
 * forms (`word-forms.ts`), between the private-use marks of `injected()`, which
 * the browser removes from excerpts and titles; none that a word of the same
 * paragraph answers already. "No text yet" marks are not part of the text and
 * are left out.
 *
 * @example
 * searchDocument(text, { game: 'TI4', titles: paragraphTitles(text.paragraphs), forms })
 * // '<html lang="ru"><body><article data-pagefind-body data-pagefind-meta="game:TI4"><h1>49 Ограничение на компоненты</h1>
 * //  <div class="rule" id="units" data-rule data-pagefind-title="49.4. ОТРЯДЫ: …"><a class="rule-number">49.4.</a>…
 * //  когда захваты запрещены \uE020запрещённый запретимте запретивший\uE021, …'
 */
import type { Block, Inline, List, Text } from '../../schemas.ts';
import { escapeHtml } from '../../utils/escape-html.ts';
import { injected } from '../../utils/search-words.ts';

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
}

/** The document of one text (see the module comment). */
export function searchDocument(text: Text, { game, titles, forms }: SearchDocumentOptions): string {
  const html: string[] = [
    `<html lang="${text.lang}"><body><article data-pagefind-body data-pagefind-meta="game:${escapeHtml(game)}">`,
    `<h1>${text.number ? `${escapeHtml(text.number)} ` : ''}${escapeHtml(text.title)}</h1>`,
  ];
  for (const paragraph of text.paragraphs) {
    /** Keys of the words in the paragraph, its own and those added. */
    const keys = forms ? (paragraph.text.match(/\p{Script=Cyrillic}+/gu) ?? []).map((word) => forms.keyOf(word)) : [];
    const words = (value: string) => escapeHtml(forms ? withForms(value, forms, keys) : value);
    const inline = (content: Inline[]): string =>
      content
        .map((node) => {
          if (typeof node === 'string') return words(node);
          if (node.kind === 'break') return '<br>';
          if (node.kind === 'strong') return `<strong>${inline(node.content)}</strong>`;
          if (node.kind === 'emphasis') return `<em>${inline(node.content)}</em>`;
          const lang = (node.kind === 'original' || node.kind === 'ref') && node.lang ? ` lang="${escapeHtml(node.lang)}"` : '';
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
          return `<table>${block.rows.map((row) => `<tr>${row.map((cell) => `<td>${inline(cell)}</td>`).join('')}</tr>`).join('')}</table>`;
        })
        .join('');
    const title = titles.get(paragraph.id) ?? paragraph.number;
    const titleAttribute = title ? ` data-pagefind-title="${escapeHtml(title)}"` : '';
    if (paragraph.kind === 'heading') {
      const level = paragraph.level ?? 2;
      const content = paragraph.blocks[0]?.kind === 'text' ? paragraph.blocks[0].content : [];
      html.push(`<h${level} id="${paragraph.id}" class="heading"${titleAttribute}>${inline(content)}</h${level}>`);
    } else {
      const number = paragraph.number ? `<a class="rule-number">${escapeHtml(paragraph.number)}</a>` : '';
      html.push(`<div class="rule" id="${paragraph.id}" data-rule${titleAttribute}>${number}<div class="rule-text">${blocks(paragraph.blocks)}</div></div>`);
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
