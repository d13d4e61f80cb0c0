/**
 * A day (`YYYY-MM-DD`, as the site's records keep it) in words of a language,
 * the long form: one formatter per language, made once (making one costs far
 * more than using it, and a big site's history pages ask for thousands).
 *
 * @example
 * longDate('2026-11-27', 'fr') // '27 novembre 2026'
 * longDate('2026-11-27', 'ru') // '27 ноября 2026 г.'
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function longDate(day: string, lang: string): string {
  let formatter = formatters.get(lang);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' });
    formatters.set(lang, formatter);
  }
  return formatter.format(new Date(`${day}T00:00:00Z`));
}
