// The strategy interface (rules §5): a bot that plays as a person could. It is handed the
// observation (every dealt card, the counts, the variant) and the legal moves, never the state,
// so it cannot see the stock order. The observation types carry a `kind` tag that no state has,
// so passing a state where an observation is expected does not type-check.

import type { Rng } from '../core/rng.js';
import type { GameId } from '../core/game.js';

/** The observation types of the games: each is tagged so that a full state never fits. */
export interface TaggedObservation {
  readonly kind: `${GameId}-observation`;
}

/** How much work a strategy does per deal: decides the deal counts in the published report. */
export type StrategyCost = 'cheap' | 'expensive';

export interface Strategy<O extends TaggedObservation, M> {
  readonly name: string;
  /** One paragraph in plain words: what it does and why. */
  readonly description: string;
  readonly cost: StrategyCost;
  /** Fully determined by the deal (no use of the random generator): its score on a deal is exact. */
  readonly deterministic: boolean;
  /**
   * Set when the player was built for the standard rules only: under any other rule set it plays
   * exactly as the player named here (so the report does not measure it again there).
   */
  readonly elsewherePlaysAs?: string;
  /**
   * Picks one of `legal` (never empty), or `null` to stop: the player makes no further move and
   * the game is scored as it stands (`never-empty` stops rather than move onto an empty pile).
   */
  choose(obs: O, legal: readonly M[], rng: Rng): M | null;
}

/**
 * Not a strategy: plays with the stock order known (the exact solver on the real deal). Its
 * results are an upper bound for real play, labelled "with the stock known" wherever shown.
 */
export interface ClairvoyantPlayer<S> {
  readonly name: 'clairvoyant';
  readonly description: string;
  readonly cost: StrategyCost;
  /**
   * The best score reachable with the stock known, the moves that reach it, or `unknown` if the
   * budget ran out; `won` and `cardsLeft` as the game counts them for that score.
   */
  play(state: S): { verdict: 'solved' | 'unsolvable' | 'unknown'; score: number; moves: readonly string[]; won: boolean; cardsLeft: number };
}

export interface StrategyInfo {
  readonly game: GameId;
  readonly name: string;
  readonly description: string;
  readonly cost: StrategyCost;
  readonly deterministic: boolean;
  /** True for `clairvoyant`: an upper bound, not play. */
  readonly fullInformation: boolean;
  /** See Strategy.elsewherePlaysAs. */
  readonly elsewherePlaysAs?: string;
  /** For the alias `best`: the player it stands for (under the rule set asked about, or its fallback). */
  readonly aliasOf?: string;
}
