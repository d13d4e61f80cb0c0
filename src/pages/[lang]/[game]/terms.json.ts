/**
 * `/{lang}/{game}/terms.json`: what the term card shows of each term of a
 * game's glossary on its pages in `lang` (`termsRoute`), loaded the first time
 * a reader opens a card. None for a game without a glossary.
 */
import type { APIRoute } from 'astro';
import { gamePaths } from '../../../build/game-paths.ts';
import { siteContext } from '../../../build/pages-site-context.ts';
import type { Language } from '../../../i18n/languages.ts';
import type { GameInfo } from '../../../library/library.ts';
import { termsRoute } from '../../../routing/route-data/terms.ts';

export const getStaticPaths = () => gamePaths((game) => siteContext().library.glossaries.has(game.id));

export const GET: APIRoute = ({ props }) => {
  const { lang, game } = props as { lang: Language; game: GameInfo };
  return new Response(JSON.stringify(termsRoute(siteContext(), lang, game)), {
    headers: { 'Content-Type': 'application/json' },
  });
};
