// The per-game pieces the commands need beyond GameRules: the terminal's words for moves (shared
// with `kabal play`), looked up by game id in this one place.

import type { GameId, GameRules } from '../../core/game.js';
import { acesUpPlay, golfPlay, type PlayGame } from '../play/games.js';
import { type DealSource, golfRound, type RoundPlay } from '../play/round.js';

const PLAY: { readonly [K in GameId]: unknown } = { acesup: acesUpPlay, golf: golfPlay };

/** The play screen's words for a game, typed as the rules given. */
export function playGameOf<S, M, O, V>(rules: GameRules<S, M, O, V>): PlayGame<S, M, O, V> {
  return PLAY[rules.id] as PlayGame<S, M, O, V>;
}

const ROUNDS: { readonly [K in GameId]?: unknown } = { golf: golfRound };

/** How a game plays a round of several deals (Golf's nine holes), if it has rounds. */
export function roundsOf<S, M, O, V>(rules: GameRules<S, M, O, V>): ((variant: V, first: number | readonly DealSource[]) => RoundPlay) | undefined {
  return ROUNDS[rules.id] as ((variant: V, first: number | readonly DealSource[]) => RoundPlay) | undefined;
}
