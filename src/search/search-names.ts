/**
 * The names a mistyped query is matched against when it finds nothing: the
 * glossary's names in every language, the topics' titles, and the words the
 * texts print in another language (`<Original lang>`, `<Ref lang>`: RftG's card
 * names in English, SWCCG's English entry names). Written at build time from
 * the content model by the texts worker (`src/build/texts-worker-thread.ts`),
 * and written by first letter into the typo-correction files
 * (`indexing/typo-files.ts`), each language's names sorted; matched in the
 * browser by `src/search/browser/typos.ts`.
 *
 * @example
 * const names = new SearchNames();
 * names.addText(text); // its title, and its *Imperium Seat*, *Gambling World*, …
 * names.add('en', 'fighter');
 * names.byFirstLetter() // Map { 'g' => { en: ['Gambling World'] }, 'i' => { en: ['Imperium Seat'] }, 'f' => { en: ['fighter'] }, 'о' => { ru: ['Ограничение на компоненты'] } }
 */
import type { Inline, Text } from '../schemas.ts';
import { plainOf } from '../library/paragraphs.ts';
import { normalizeWord } from './search-words.ts';

/** Names longer than this many words are sentences, not names. */
const maxWords = 6;

/** The names, by the language they are in (a BCP 47 tag). */
export type NamesByLanguage = Record<string, string[]>;

export class SearchNames {
  private readonly byLanguage = new Map<string, Set<string>>();

  /** Adds a name in `lang`, without the punctuation around it; a sentence (more than 6 words) is left out. */
  add(lang: string, name: string): void {
    const trimmed = name.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    if (!trimmed || trimmed.split(/\s+/).length > maxWords) return;
    let names = this.byLanguage.get(lang);
    if (!names) this.byLanguage.set(lang, (names = new Set()));
    names.add(trimmed);
  }

  /** Adds a text's title and the words it prints in another language. */
  addText(text: Text): void {
    this.add(text.lang, text.title);
    for (const run of text.titleRuns) if (run.lang) this.add(run.lang, run.text);
    const walk = (content: Inline[]) => {
      for (const node of content) {
        if (typeof node === 'string' || node.kind === 'break') continue;
        if ((node.kind === 'original' || node.kind === 'ref') && node.lang) this.add(node.lang, plainOf(node.content));
        else walk(node.content);
      }
    };
    for (const paragraph of text.paragraphs) {
      for (const block of paragraph.blocks) {
        if (block.kind === 'text') walk(block.content);
        else if (block.kind === 'table') [block.caption ?? [], ...block.rows.flat()].forEach(walk);
        else {
          const items = [...block.items];
          for (const item of items) {
            walk(item.content);
            if (item.list) items.push(...item.list.items);
          }
        }
      }
    }
  }

  /** The names by their first letter (lower case, without diacritics: `normalizeWord`), each language's sorted. */
  byFirstLetter(): Map<string, NamesByLanguage> {
    const shards = new Map<string, NamesByLanguage>();
    for (const lang of [...this.byLanguage.keys()].sort()) {
      for (const name of [...this.byLanguage.get(lang)!].sort()) {
        const first = [...(name.split(/\s+/).map(normalizeWord).find(Boolean) ?? '')][0];
        if (first === undefined) continue;
        let shard = shards.get(first);
        if (!shard) shards.set(first, (shard = {}));
        (shard[lang] ??= []).push(name);
      }
    }
    return shards;
  }
}
