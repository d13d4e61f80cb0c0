/**
 * Route data of the terms of a game's glossary as its pages use them: the
 * marks in a text (`textTermsOf`, for the topic page) and what the term card
 * shows of each term (`termsRoute`, `/{lang}/{game}/terms.json`, loaded when a
 * reader first opens a card).
 *
 * A term's names are ordered for the card: the game's card language first
 * (RftG's cards are English: «военная мощь» shows "Military" first), then the
 * site's order. Its definition, where the content has one: the glossary topic
 * the term names (`definition`, or the topic of the term's own id), its first
 * paragraph and a link to it.
 *
 * @example
 * termsRoute(siteContext(), 'ru', 'rftg').terms.military
 * // { names: [{ lang: 'en', name: 'Military' }, { lang: 'ru', name: 'военная мощь' }], entry: '/ru/glossary/#rftg-military' }
 */
import { useTranslations } from '../../i18n/interface-strings.ts';
import { languages, type Language } from '../../i18n/languages.ts';
import { termFinderOf, type TermFinder } from '../../glossary/term-marks.ts';
import { textFor, type GameInfo, type Library } from '../../library/library.ts';
import { excerpt, leadParagraph } from '../../library/paragraphs.ts';
import type { Glossary } from '../../schemas.ts';
import { glossaryPath, topicPath } from '../paths.ts';
import type { SiteContext } from './site-context.ts';

/**
 * A term's name in one language: its headword, and where the editors gave the
 * headword (a dictionary form no source prints), the form the texts print too
 * ("fighter token, fighter tokens").
 */
export interface TermName {
  lang: Language;
  name: string;
}

/** What a term card shows of a term. */
export interface TermCard {
  names: TermName[];
  /** Its entry on the glossary page. */
  entry: string;
  /** The topic that defines it: its title (in its text's language), the start of its first paragraph, its page. */
  definition?: { title: string; lang: Language; text: string; path: string };
}

/** A term's names (`TermName`), the game's card language first, then the site's order. */
function namesOf(term: Glossary['terms'][number], game: GameInfo): TermName[] {
  const order = [
    ...(game.cardLanguage ? [game.cardLanguage] : []),
    ...languages.filter((lang) => lang !== game.cardLanguage),
  ];
  return order.flatMap((lang) => {
    const names = term.names[lang];
    if (!names) return [];
    const shown = term.addedByEditors.includes(lang) && names[1] ? names.slice(0, 2) : names.slice(0, 1);
    return [{ lang, name: shown.join(', ') }];
  });
}

/** `/{lang}/{game}/terms.json`: every term of a game's glossary as its card shows it on a page in `lang`. */
export function termsRoute({ library }: SiteContext, lang: Language, game: GameInfo) {
  const terms = library.glossaries.get(game.id) ?? [];
  return {
    game: game.id,
    terms: Object.fromEntries(
      terms.map((term): [string, TermCard] => {
        const defining = library.topics.get(term.definition ?? `${game.id}/${term.id}`);
        const text = defining && textFor(defining, lang);
        const lead = text && leadParagraph(text.paragraphs.filter((paragraph) => !paragraph.untranslated));
        return [
          term.id,
          {
            names: namesOf(term, game),
            entry: `${glossaryPath(lang)}#${game.id}-${term.id}`,
            ...(text && lead
              ? {
                  definition: {
                    title: text.title,
                    lang: text.lang,
                    text: excerpt(lead.text, 280),
                    path: topicPath(lang, defining.id),
                  },
                }
              : {}),
          },
        ];
      }),
    ),
  };
}

/** The terms of a text's game as a topic page marks them: how to find them, where they lead, and how each is described. */
export interface TextTermsRoute {
  game: string;
  find: TermFinder;
  /** The glossary page in the page's language. */
  glossary: string;
  /** Each term's names in the other languages than the text's, as a screen reader hears its description ("English: Military"). */
  descriptions: Map<string, { lang: Language; label: string; name: string }[]>;
}

/** The marks of a text in `textLang` on a page in `lang` (none where its game's glossary names no term in that language). */
export function textTermsOf(
  library: Library,
  game: GameInfo,
  textLang: Language,
  lang: Language,
): TextTermsRoute | undefined {
  const terms = library.glossaries.get(game.id);
  const find = terms && termFinderOf(terms, textLang);
  if (!terms || !find) return undefined;
  const t = useTranslations(lang);
  return {
    game: game.id,
    find,
    glossary: glossaryPath(lang),
    descriptions: new Map(
      terms.map((term) => [
        term.id,
        namesOf(term, game)
          .filter((name) => name.lang !== textLang)
          .map((name) => ({ ...name, label: t(`language.${name.lang}`) })),
      ]),
    ),
  };
}
