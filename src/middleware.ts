/**
 * What every component of a page knows without being told, as Starlight's
 * components do: the page's interface language (`Astro.locals.lang`, from the
 * route's `[lang]`; English on `/` and the 404 page, which speak every
 * language) and its interface strings (`Astro.locals.t`, i18next's `t` in that
 * language).
 *
 * @example
 * // a component
 * const { lang, t } = Astro.locals;
 * <a href={homePath(lang)}>{t('nav.home')}</a>
 */
import { defineMiddleware } from 'astro:middleware';
import { useTranslations } from './i18n/interface-strings.ts';
import { defaultLanguage, isLanguage } from './i18n/languages.ts';

export const onRequest = defineMiddleware((context, next) => {
  const lang = isLanguage(context.params.lang) ? context.params.lang : defaultLanguage;
  context.locals.lang = lang;
  context.locals.t = useTranslations(lang);
  return next();
});
