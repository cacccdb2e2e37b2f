// The one web file that lists the games: each game's WebGame by its id in the engine's registry.
// Everything else asks it by id (withWebGame runs code written once against any game's types) or
// walks WEB_GAMES, which follows the registry's order (GAME_IDS).

import type { GameId } from '../../src/core/game.js';
import type { Lang } from '../words/i18n.js';
import { acesUpWeb } from './acesup/index.js';
import { golfWeb } from './golf/index.js';
import type { WebGame, WebGameInfo } from './types.js';

/** A function written once for every web game. */
export type WebGameFn<R> = <S, M, O, V>(game: WebGame<S, M, O, V>) => R;

function entry<S, M, O, V>(game: WebGame<S, M, O, V>) {
  return { game: game as WebGameInfo, run: <R>(f: WebGameFn<R>): R => f(game) };
}

/** `satisfies` makes sure every game in the engine's registry has exactly one web game. */
const BY_ID = {
  acesup: entry(acesUpWeb),
  golf: entry(golfWeb),
} as const satisfies Record<GameId, unknown>;

/** Every game, in the order menus list them (the engine's registry lists them so too: games.test.ts). */
export const WEB_GAMES: readonly WebGameInfo[] = (Object.keys(BY_ID) as GameId[]).map((id) => BY_ID[id].game);

/** Runs `f` with a game's WebGame in a generic context, so code written once serves every game. */
export function withWebGame<R>(id: GameId, f: WebGameFn<R>): R {
  if (!Object.hasOwn(BY_ID, id)) throw new Error(`no web game "${String(id)}"`);
  return BY_ID[id].run(f);
}

export function webGameInfo(id: GameId): WebGameInfo {
  return withWebGame(id, (g): WebGameInfo => g);
}

/** Every game's words in one language (their keys do not overlap: web/games/games.test.ts checks). */
export function gameWords(lang: Lang): Readonly<Record<string, string>> {
  return Object.assign({}, ...WEB_GAMES.map((g) => g.words[lang])) as Record<string, string>;
}
