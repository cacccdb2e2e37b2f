// The per-game pieces the commands need beyond GameRules, taken from the game's module in the
// registry: the terminal's words for moves (shared with `kabal play`) and the rounds of a game
// played in rounds.

import type { GameRules } from '../../core/game.js';
import { moduleOf } from '../../games/registry.js';
import { type PlayGame, playGame } from '../play/games.js';
import { type DealSource, golfRound, type RoundPlay } from '../play/round.js';

/** The play screen's words for a game, typed as the rules given. */
export function playGameOf<S, M, O, V>(rules: GameRules<S, M, O, V>): PlayGame<S, M, O, V> {
  return playGame(moduleOf(rules));
}

/** How a game plays a round of several deals, if its module says it has rounds. */
export function roundsOf<S, M, O, V>(rules: GameRules<S, M, O, V>): ((variant: V, first: number | readonly DealSource[]) => RoundPlay) | undefined {
  // The terminal's round (src/cli/play/round.ts) is written for the one game with rounds.
  return moduleOf(rules).hasRounds ? (v, first) => golfRound(v as Parameters<typeof golfRound>[0], first) : undefined;
}
