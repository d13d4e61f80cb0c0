import { useTranslations } from '../i18n/interface-strings.ts';
import { languages, type Language } from '../i18n/languages.ts';

/** What the search script needs in the interface language, count strings in each plural form of that language. */
export interface SearchStrings {
  /** "{{count}} results" in each plural form of the language. */
  results: Partial<Record<Intl.LDMLPluralRule, string>>;
  none: string;
  /** Shown when the search could not load (offline, network error, a file too slow). */
  error: string;
  /** The button that tries a failed search again. */
  retry: string;
  /** Shown when the site's index changed since the page opened (a deploy): the old one's files are gone. */
  updated: string;
  /** The button that reloads the page then. */
  reload: string;
  /** Under results some of whose pages could not load: "{{count}} results could not load.", in each plural form. */
  partial: Partial<Record<Intl.LDMLPluralRule, string>>;
  searching: string;
  /** The label before a glossary term's name, with the language's punctuation: "Glossary term:", "Terme du glossaire :". */
  term: string;
  /** The button that shows the next few results: "More results". */
  more: string;
  /** The button under a topic's paragraphs that shows its other matching ones: "{{count}} more paragraphs in this topic", in each plural form. */
  moreInTopic: Partial<Record<Intl.LDMLPluralRule, string>>;
  /** Above results for the name a mistyped query was taken for: "Showing results for {{name}}". */
  correction: string;
  /** The button that searches the query as typed instead: "Search instead for {{query}}". */
  asTyped: string;
  languages: Record<Language, string>;
}

const serialized = new Map<Language, string>();

/**
 * The interface strings of the search script for one language, as the JSON
 * the search field carries in `data-strings` (built once per language, not per page).
 *
 * @example
 * searchStringsOf('ru') // '{"results":{"one":"{{count}} результат","few":…},"none":"Ничего не найдено.",…}'
 */
export function searchStringsOf(lang: Language): string {
  let json = serialized.get(lang);
  if (json === undefined) {
    const t = useTranslations(lang);
    const forms = (key: string) =>
      Object.fromEntries(
        new Intl.PluralRules(lang).resolvedOptions().pluralCategories.map((form) => [form, t(`${key}_${form}`)]),
      );
    const strings: SearchStrings = {
      results: forms('search.results'),
      none: t('search.none'),
      error: t('search.error'),
      retry: t('search.retry'),
      updated: t('search.updated'),
      reload: t('search.reload'),
      partial: forms('search.partial'),
      searching: t('search.searching'),
      term: t('punctuation.label', { label: t('search.term') }),
      more: t('search.more'),
      moreInTopic: forms('search.moreInTopic'),
      correction: t('search.correction'),
      asTyped: t('search.asTyped'),
      languages: Object.fromEntries(languages.map((other) => [other, t(`language.${other}`)])) as Record<
        Language,
        string
      >,
    };
    json = JSON.stringify(strings);
    serialized.set(lang, json);
  }
  return json;
}
