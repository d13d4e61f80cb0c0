/**
 * What the built site must show, derived from `content/` and `src/i18n/locales/`:
 * the contract URLs, which language each topic page shows its text in, and the
 * interface strings a page must use.
 *
 * @example
 * textLanguage('swccg/actions', 'en') // 'fr'
 * interfaceString('ru', 'topic.noTextYet') // 'текста пока нет'
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultLanguage, languages, shownLanguage, type Language } from '../../src/i18n/languages.ts';
import { gamePath, homePath, rootPath, topicPath } from '../../src/routing/paths.ts';
import { gameIds, repoRoot, topicIds, topicTexts } from './content.ts';

export { languages, type Language };

/** The languages a topic has a text in, in the site's order. */
export function textLanguages(topicId: string): Language[] {
  const have = new Set(
    topicTexts()
      .filter((text) => text.topicId === topicId)
      .map((text) => text.lang),
  );
  return languages.filter((lang) => have.has(lang));
}

/** The language a topic page in `lang` shows its text in: its own, else the first of `fallbackLanguages` it has. */
export function textLanguage(topicId: string, lang: Language): Language {
  const shown = shownLanguage(lang, textLanguages(topicId));
  if (!shown) throw new Error(`no text of ${topicId} in content/topics`);
  return shown;
}

/** A page of the URL contract with the `<html lang>` it must have. */
export interface ContractPage {
  path: string;
  lang: Language;
  topicId?: string;
}

/** Every page of the URL contract: `/`, `/{lang}/`, `/{lang}/{game}/`, `/{lang}/{game}/{topic}/`. */
export function contractPages(): ContractPage[] {
  return [
    { path: rootPath, lang: defaultLanguage },
    ...languages.flatMap((lang) => [
      { path: homePath(lang), lang },
      ...gameIds().map((game) => ({ path: gamePath(lang, game), lang })),
      ...topicIds().map((topicId) => ({ path: topicPath(lang, topicId), lang, topicId })),
    ]),
  ];
}

type Strings = { [key: string]: string | Strings };
const locales = new Map<Language, Strings>();

/** An interface string as written in `src/i18n/locales/{lang}.json`, with `{{name}}` filled in. */
export function interfaceString(lang: Language, key: string, values: Record<string, string> = {}): string {
  if (!locales.has(lang))
    locales.set(lang, JSON.parse(readFileSync(join(repoRoot, `src/i18n/locales/${lang}.json`), 'utf8')));
  const value = key
    .split('.')
    .reduce<Strings | string | undefined>((node, part) => (node as Strings | undefined)?.[part], locales.get(lang));
  if (typeof value !== 'string') throw new Error(`no string "${key}" in src/i18n/locales/${lang}.json`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
}
