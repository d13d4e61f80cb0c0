/** Route data of `/`, the language chooser. */
import { useTranslations } from '../../i18n/interface-strings.ts';
import { languages, type Language } from '../../i18n/languages.ts';
import { headOf } from '../head.ts';
import { homePath, rootPath } from '../paths.ts';
import { allLanguages } from './language-paths.ts';
import type { SiteContext } from './site-context.ts';

/** `/`: the three languages, each in itself. */
export function rootRoute({ settings }: SiteContext) {
  const lang: Language = 'en';
  return {
    head: headOf({ lang, path: rootPath, ...allLanguages(homePath), xDefault: rootPath }, settings.site),
    choices: languages.map((other) => ({
      lang: other,
      path: homePath(other),
      siteName: useTranslations(other)('site.name'),
    })),
  };
}
