/**
 * PO files' own syntax, by gettext-parser (`gettext-parser` on npm): a topic's
 * entries (`po-entries.ts`) written as a PO file or its template, with the
 * headers GNU `msgfmt --check-header` asks for, and a PO file read back with
 * the line of each entry, or why it cannot be read (not UTF-8, broken syntax).
 *
 * @example
 * poText(exchange, { previous: (entry) => undefined, header: {} }) // 'msgid ""\nmsgstr ""\n"Project-Id-Version: …'
 * readPo(bytes) // { headers: { Language: 'fr', … }, entries: [{ context: 'dice', id: '…', translation: '…', fuzzy: false, line: 23 }] }
 */
import { po as gettextPo, type GetTextTranslation, type GetTextTranslations } from 'gettext-parser';
import { languageName } from '../i18n/languages.ts';
import type { Entry, TopicExchange } from './po-entries.ts';

/** What names the project in every file's `Project-Id-Version` and `X-Generator`. */
const projectId = 'rules-at-the-table';

/** CLDR's plural rules of the site's languages, as `Plural-Forms` says them (the texts use none). */
const pluralForms: Record<string, string> = {
  ru: 'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);',
  en: 'nplurals=2; plural=(n != 1);',
  fr: 'nplurals=2; plural=(n > 1);',
};

/** A string as the lines of a PO string (`msgid "…"`), by gettext-parser: for `#| msgid`. */
function poStringLines(keyword: string, value: string): string[] {
  const compiled = gettextPo
    .compile({ charset: 'UTF-8', headers: {}, translations: { '': { [value]: { msgid: value, msgstr: [''] } } } })
    .toString('utf8');
  const entry = compiled.split('\n\n').at(-1)!;
  return entry
    .slice(0, entry.indexOf('\nmsgstr'))
    .replace(/^msgid/, keyword)
    .split('\n');
}

/** The words of `#| msgid` lines, read by gettext-parser. */
function previousId(lines: string): string | undefined {
  if (!/^msgid /.test(lines)) return undefined;
  try {
    const parsed = gettextPo.parse(`${lines}\nmsgstr ""\n`);
    return Object.keys(parsed.translations[''] ?? {})[0];
  } catch {
    return undefined;
  }
}

/** Headers kept from a PO file written before (the translator's, the team's, the date), else a new file's. */
export interface KeptHeaders {
  'PO-Revision-Date'?: string;
  'Last-Translator'?: string;
  'Language-Team'?: string;
}

/**
 * A topic's entries as a PO file (or its template, where `exchange.lang` is
 * undefined): `previous` gives the previous original of an entry behind it.
 */
export function poText(
  exchange: TopicExchange,
  previous: (entry: Entry) => string | undefined,
  kept: KeptHeaders = {},
  now = new Date(),
): string {
  const { lang } = exchange;
  const date = `${now.toISOString().slice(0, 16).replace('T', ' ')}+0000`;
  const headers: Record<string, string> = {
    'Project-Id-Version': `${projectId} ${exchange.topicId}`,
    'Report-Msgid-Bugs-To': '',
    'PO-Revision-Date': kept['PO-Revision-Date'] ?? date,
    'Last-Translator': kept['Last-Translator'] ?? '',
    'Language-Team': kept['Language-Team'] ?? (lang ? languageName(lang) : ''),
    // The template's words are the source's: its language, so that msgfmt finds no header left at its default.
    Language: lang ?? exchange.source.lang,
    'MIME-Version': '1.0',
    'Content-Type': 'text/plain; charset=UTF-8',
    'Content-Transfer-Encoding': '8bit',
    'Plural-Forms': pluralForms[lang ?? exchange.source.lang],
    'X-Generator': `${projectId} po:export`,
    'X-Source-Language': exchange.source.lang,
    'X-Source-File': exchange.source.file,
  };
  const translations: GetTextTranslations['translations'] = { '': { '': { msgid: '', msgstr: [''] } } };
  const order = new Map<string, number>();
  for (const [index, entry] of exchange.entries.entries()) {
    order.set(entry.context, index);
    const before = entry.fuzzy ? previous(entry) : undefined;
    const translation: GetTextTranslation = {
      msgctxt: entry.context,
      msgid: entry.id,
      msgstr: [lang ? entry.translation : ''],
      comments: {
        extracted: entry.comments.join('\n'),
        reference: entry.reference,
        ...(entry.fuzzy && lang ? { flag: 'fuzzy' } : {}),
        ...(before !== undefined && lang ? { previous: poStringLines('msgid', before).join('\n') } : {}),
      },
    };
    translations[entry.context] = { [entry.id]: translation };
  }
  const compiled = gettextPo
    .compile(
      { charset: 'UTF-8', headers, translations },
      {
        sort: (a: GetTextTranslation, b: GetTextTranslation) =>
          (order.get(a.msgctxt ?? '') ?? -1) - (order.get(b.msgctxt ?? '') ?? -1),
      },
    )
    .toString('utf8');
  // gettext-parser writes `#:` before `#.`; GNU's order is `#.` then `#:` (cosmetic), and its charset in lower case.
  return `${compiled.replace('charset=utf-8', 'charset=UTF-8').replace(/^(#: .*)\n((?:#\. .*\n)+)/gm, '$2$1\n')}\n`;
}

/** An entry as read from a PO file, with its line. */
export interface ReadEntry {
  context: string;
  id: string;
  translation: string;
  fuzzy: boolean;
  /** The `#| msgid` words, where it has them. */
  previous?: string;
  /** The line of its `msgctxt` (of its `msgid` where it has none). */
  line: number;
}

/** A PO file as read: its headers and entries, or why it cannot be read, at a line. */
export type ReadPo =
  | { headers: Record<string, string>; headerLines: Record<string, number>; entries: ReadEntry[] }
  | { problem: string; line: number };

/** The line of the first byte that is not UTF-8, or undefined. */
function firstNonUtf8Line(bytes: Uint8Array): number | undefined {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let line = 1;
  let start = 0;
  for (let index = 0; index <= bytes.length; index += 1) {
    if (index < bytes.length && bytes[index] !== 0x0a) continue;
    try {
      decoder.decode(bytes.subarray(start, index));
    } catch {
      return line;
    }
    line += 1;
    start = index + 1;
  }
  return undefined;
}

/** Each `msgctxt`'s lines in the file (a context written on one line, as every tool writes a short one). */
function contextLines(text: string): { context: string; line: number }[] {
  return text.split('\n').flatMap((line, index) => {
    const match = /^msgctxt "(.*)"\s*$/.exec(line);
    return match ? [{ context: match[1].replace(/\\(.)/g, '$1'), line: index + 1 }] : [];
  });
}

/** Reads a PO file (see `ReadPo`). */
export function readPo(bytes: Uint8Array): ReadPo {
  const badLine = firstNonUtf8Line(bytes);
  if (badLine !== undefined)
    return { problem: 'the file is not UTF-8: save it as UTF-8 (Poedit and Weblate do)', line: badLine };
  const text = new TextDecoder('utf-8').decode(bytes);
  const found = contextLines(text);
  const firstLine = new Map<string, number>();
  for (const { context, line } of found) {
    const first = firstLine.get(context);
    if (first !== undefined)
      return { problem: `paragraph "${context}" is in the file twice (first at line ${first}): keep one entry`, line };
    firstLine.set(context, line);
  }
  let parsed: GetTextTranslations;
  try {
    parsed = gettextPo.parse(text, { validation: true });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const line = (error as { lineNumber?: number }).lineNumber ?? 1;
    return { problem: `the PO syntax is broken: ${message.replace(/^Error parsing PO data: /, '')}`, line };
  }
  const lines = text.split('\n');
  const headerLines: Record<string, number> = {};
  for (const [index, line] of lines.entries()) {
    const header = /^"([A-Za-z-]+):/.exec(line)?.[1];
    if (header && headerLines[header] === undefined) headerLines[header] = index + 1;
  }
  const charset = /charset=([^\s;]+)/i.exec(parsed.headers['Content-Type'] ?? '')?.[1];
  if (charset?.toUpperCase() !== 'UTF-8')
    return {
      problem: `Content-Type says charset=${charset ?? '(none)'}: the file must be UTF-8, and say so (charset=UTF-8)`,
      line: headerLines['Content-Type'] ?? 1,
    };
  const next = new Map<string, number>();
  const entries: ReadEntry[] = [];
  for (const [context, byId] of Object.entries(parsed.translations)) {
    for (const entry of Object.values(byId)) {
      if (context === '' && entry.msgid === '') continue;
      const seen = next.get(context) ?? 0;
      next.set(context, seen + 1);
      const line = found.filter((each) => each.context === context)[seen]?.line ?? 1;
      if (entry.msgid_plural !== undefined)
        return { problem: 'an entry with plural forms: the texts have none (msgid_plural)', line };
      const flags = (entry.comments?.flag ?? '').split(/[,\s]+/);
      entries.push({
        context: entry.msgctxt ?? '',
        id: entry.msgid,
        translation: entry.msgstr[0] ?? '',
        fuzzy: flags.includes('fuzzy'),
        ...(entry.comments?.previous ? { previous: previousId(entry.comments.previous) } : {}),
        line,
      });
    }
  }
  entries.sort((a, b) => a.line - b.line);
  return { headers: parsed.headers, headerLines, entries };
}
