// The one web file that lists the games. Everything else in the app asks it, by game id, for the
// game's WebGame (withWebGame runs code written once against any game's types) or for the list.

import type { GameId } from '../../src/core/game.js';
import type { Lang } from '../i18n.js';
import { acesUpWeb } from './acesup/index.js';
import { golfWeb } from './golf/index.js';
import type { WebGame, WebGameInfo } from './types.js';

/** Every game, in the order the app shows them. */
export const WEB_GAMES: readonly WebGameInfo[] = [acesUpWeb, golfWeb];

/** Runs `f` with a game's WebGame in a generic context, so code written once serves every game. */
export function withWebGame<R>(id: GameId, f: <S, M, O, V>(game: WebGame<S, M, O, V>) => R): R {
  switch (id) {
    case 'acesup':
      return f(acesUpWeb);
    case 'golf':
      return f(golfWeb);
  }
}

export function webGameInfo(id: GameId): WebGameInfo {
  return withWebGame(id, (g): WebGameInfo => g);
}

/** Every game's words in one language (their keys do not overlap: web/games/games.test.ts checks). */
export function gameWords(lang: Lang): Readonly<Record<string, string>> {
  return Object.assign({}, ...WEB_GAMES.map((g) => g.words[lang])) as Record<string, string>;
}
