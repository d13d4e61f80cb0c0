/**
 * Interface strings, from i18next resources in `src/i18n/locales/{lang}.json`.
 *
 * @example
 * const t = useTranslations('fr');
 * t('topic.related') // 'Voir aussi'
 * t('home.topicCount', { count: 2 }) // '2 sujets'
 */
import i18next, { type TFunction } from 'i18next';
import en from './locales/en.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import ru from './locales/ru.json' with { type: 'json' };
import { defaultLanguage, languages, type Language } from './languages.ts';

const resources = {
  en: { translation: en },
  ru: { translation: ru },
  fr: { translation: fr },
};

const instances = new Map<Language, TFunction>();

/**
 * What a lookup is kept under: its key, and its values when they are a plain
 * object of strings and numbers (`{ number: '49.4' }`); undefined for any
 * other lookup, which is not kept.
 *
 * @example
 * lookupId('topic.permalink', [{ number: '49.4' }]) // 'topic.permalink\u0000{"number":"49.4"}'
 */
function lookupId(key: string, rest: unknown[]): string | undefined {
  if (rest.length === 0) return key;
  const [values] = rest;
  if (
    rest.length > 1 ||
    typeof values !== 'object' ||
    values === null ||
    Object.getPrototypeOf(values) !== Object.prototype
  )
    return undefined;
  if (Object.values(values).some((value) => typeof value !== 'string' && typeof value !== 'number')) return undefined;
  return `${key}\u0000${JSON.stringify(values)}`;
}

/** The `t` function of one interface language. Missing keys fall back to English. */
export function useTranslations(lang: Language): TFunction {
  let t = instances.get(lang);
  if (!t) {
    const instance = i18next.createInstance();
    instance.init({
      lng: lang,
      fallbackLng: defaultLanguage,
      supportedLngs: [...languages],
      resources,
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    // A page asks for the same few dozen strings, some with a value (`{ number }` of every
    // paragraph's permalink): keep each one once it is looked up, by its key and values.
    const strings = new Map<string, string>();
    const lookUp = instance.t as unknown as (...args: unknown[]) => string;
    t = ((key: string | string[], ...rest: unknown[]) => {
      const id = typeof key === 'string' ? lookupId(key, rest) : undefined;
      if (id === undefined) return lookUp(key, ...rest);
      let value = strings.get(id);
      if (value === undefined) strings.set(id, (value = lookUp(key, ...rest)));
      return value;
    }) as unknown as TFunction;
    instances.set(lang, t);
  }
  return t;
}

/**
 * An interface string cut where one of its values goes, so that a component
 * can put markup there (a link, words with their own `lang`) and the string's
 * own words and punctuation stay in the locale file.
 *
 * @example
 * stringAround(useTranslations('fr'), 'topic.sourceEdition', 'edition') // ['Source : ', '.']
 */
export function stringAround(
  t: TFunction,
  key: string,
  name: string,
  values: Record<string, unknown> = {},
): [string, string] {
  const mark = '\u0000';
  const [before, after = ''] = (t as (key: string, values: Record<string, unknown>) => string)(key, {
    ...values,
    [name]: mark,
  }).split(mark);
  return [before, after];
}
