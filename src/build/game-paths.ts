/**
 * The static paths of a page per game and interface language (the game's
 * page, its booklet, its terms), from the library the build read once.
 *
 * @example
 * export const getStaticPaths = () => gamePaths();
 * // [{ params: { lang: 'ru', game: 'ti4' }, props: { lang: 'ru', game: { id: 'ti4', … } } }, …]
 */
import { languages } from '../i18n/languages.ts';
import type { GameInfo } from '../library/library.ts';
import { siteContext } from './pages-site-context.ts';

export function gamePaths(only: (game: GameInfo) => boolean = () => true) {
  const { games } = siteContext().library;
  return languages.flatMap((lang) =>
    games.filter(only).map((game) => ({ params: { lang, game: game.id }, props: { lang, game } })),
  );
}
