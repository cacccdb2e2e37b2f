// The per-game pieces the commands need beyond GameRules, taken from the game's object in the
// registry: the terminal's words for moves (shared with `kabal play`) and the rounds of a game
// played in rounds.

import type { GameRules } from '../../core/game.js';
import { moduleOf } from '../../registry/index.js';
import { type PlayGame, playGame } from '../play/games.js';
import { type DealSource, type RoundPlay, roundPlay } from '../play/round.js';

/** The play screen's words for a game, typed as the rules given. */
export function playGameOf<S, M, O, V>(rules: GameRules<S, M, O, V>): PlayGame<S, M, O, V> {
  return playGame(moduleOf(rules));
}

/** How a game plays a round of several deals, if it is played in rounds. */
export function roundsOf<S, M, O, V>(rules: GameRules<S, M, O, V>): ((variant: V, first: number | readonly DealSource[]) => RoundPlay) | undefined {
  const game = moduleOf(rules);
  const round = game.round;
  if (round === undefined) return undefined;
  const words = playGame(game);
  return (v, first) => roundPlay(round, (m) => words.text(m, {}), v, first);
}
