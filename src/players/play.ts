// Playing one deal with one strategy: the loop the simulator runs on every deal. The strategy is
// handed the observation and the legal moves only; the state with its stock order stays here.

import type { Deal } from '../core/deal.js';
import type { GameRules } from '../core/game.js';
import { Rng } from '../core/rng.js';
import { fnv1a, spreadSeed } from '../core/hash.js';
import type { Strategy, TaggedObservation } from '../strategy/types.js';

/** One deal's outcome, as the simulator records it. */
export interface DealOutcome {
  readonly score: number;
  readonly won: boolean;
  readonly cardsLeft: number;
  readonly moves: number;
}

import { MOVE_LIMIT } from '../core/game.js';

export { MOVE_LIMIT };

/**
 * The player's generator for a deal: seeded from the cards the player sees when the deal is laid
 * out (`deal.slice(0, shown)`), and from nothing else. Not from the deal number, which fixes the
 * stock order, and not from the stock: a seed that depends on the order would let a player's
 * random choices differ between two deals that look the same, which is a leak. So results never
 * depend on the worker that played the deal or on where it sits in a file.
 */
export function layoutRng(deal: Deal, shown: number): Rng {
  return new Rng(spreadSeed(fnv1a(deal.slice(0, shown).map((c) => c + 1))));
}

export interface PlayOptions<S> {
  /** Builds the observation; defaults to `rules.observe`. */
  observe?: (state: S) => unknown;
  /** Applies a move already known to be legal; defaults to `rules.applyMove`. */
  apply?: (state: S, move: unknown) => S;
  /** Called with every move made (tests use it to check the moves). */
  onMove?: (state: S, move: unknown) => void;
}

export function playDeal<S, M, O extends TaggedObservation, V>(
  rules: GameRules<S, M, O, V>,
  variant: V,
  deal: Deal,
  strategy: Strategy<O, M>,
  rng: Rng,
  opts: PlayOptions<S> = {},
): DealOutcome & { state: S } {
  const observe = opts.observe ? (opts.observe as (s: S) => O) : (s: S): O => rules.observe(s);
  const apply = opts.apply ? (opts.apply as (s: S, m: M) => S) : (s: S, m: M): S => rules.applyMove(s, m);
  let s = rules.start(deal, variant);
  let moves = 0;
  for (;;) {
    const legal = rules.legalMoves(s);
    if (legal.length === 0) break;
    const m = strategy.choose(observe(s), legal, rng);
    if (m === null) break;
    if (++moves > MOVE_LIMIT) throw new Error(`strategy ${strategy.name} made more than ${MOVE_LIMIT} moves on one deal`);
    opts.onMove?.(s, m);
    s = apply(s, m);
  }
  return { score: rules.score(s), won: rules.isWon(s), cardsLeft: rules.cardsLeft(s), moves, state: s };
}
