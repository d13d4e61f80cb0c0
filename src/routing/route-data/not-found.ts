/** Route data of `/404.html`. */
import { useTranslations } from '../../i18n/interface-strings.ts';
import { languages } from '../../i18n/languages.ts';
import { headOf } from '../head.ts';
import { homePath } from '../paths.ts';
import type { SiteContext } from './site-context.ts';

/** `/404.html`: a message in every language. */
export function notFoundRoute({ settings }: SiteContext) {
  const t = useTranslations('en');
  return {
    head: headOf({ lang: 'en', title: t('notFound.title'), noindex: true }, settings.site),
    homes: languages.map((lang) => ({ lang, path: homePath(lang) })),
  };
}
