/**
 * `/{lang}/{game}/terms.json`: what the term card shows of each term of a
 * game's glossary on its pages in `lang` (`termsRoute`), loaded the first time
 * a reader opens a card. None for a game without a glossary.
 */
import type { APIRoute } from 'astro';
import { siteContext } from '../../../build/site-context.ts';
import { languages, type Language } from '../../../i18n/languages.ts';
import type { GameInfo } from '../../../library/library.ts';
import { termsRoute } from '../../../routing/route-data/terms.ts';

export function getStaticPaths() {
  const { library } = siteContext();
  return library.games
    .filter((game) => library.glossaries.has(game.id))
    .flatMap((game) => languages.map((lang) => ({ params: { lang, game: game.id }, props: { lang, game } })));
}

export const GET: APIRoute = ({ props }) => {
  const { lang, game } = props as { lang: Language; game: GameInfo };
  return new Response(JSON.stringify(termsRoute(siteContext(), lang, game)), { headers: { 'Content-Type': 'application/json' } });
};
