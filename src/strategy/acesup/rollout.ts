// Aces Up: the `rollout` player, which samples the stock and plays each sample out with `round`.

import type { Card } from '../../core/cards.js';
import type { Rng } from '../../core/rng.js';
import { observeAcesUp, stateFromAcesUpObservation } from '../../games/acesup/observation.js';
import { type AcesUpState, applyUnchecked, isWonAcesUp, legalMovesAcesUp } from '../../games/acesup/rules.js';
import { hasChoice, pruneEquivalent, round, type RoundEnd, roundEnds, stepTowards } from './round.js';
import { type AcesUpStrategy, firstOf } from './simple.js';

/** Values a full position (a sampled stock order filled in): the larger, the better for the player. */
export type PositionValue = (state: AcesUpState) => number;

/** A stock order drawn uniformly from what has not been seen. */
export function sampleStock(unseen: readonly Card[], rng: Rng): Card[] {
  return rng.shuffle([...unseen]);
}

/**
 * Plays a position out with an observation-only strategy (a rollout), returning the cards
 * discarded, plus a bonus of 100 for a win so that winning dominates the average.
 */
export function rolloutValue(policy: AcesUpStrategy, rng: Rng): PositionValue {
  return (state) => {
    let s = state;
    for (let guard = 0; guard < 10_000; guard++) {
      const legal = legalMovesAcesUp(s);
      if (legal.length === 0) break;
      const m = policy.choose(observeAcesUp(s), legal, rng);
      if (m === null) break;
      s = applyUnchecked(s, m);
    }
    return s.discarded.length + (isWonAcesUp(s) ? 100 : 0);
  };
}

export interface SamplingOptions {
  readonly name: string;
  readonly description: string;
  /** Stock orders drawn per decision. */
  readonly samples: number;
  /** How many of the best round ends (by the evaluation) are compared. */
  readonly candidates: number;
  /** Values a candidate position for one sampled stock order; built per decision from the decision's generator. */
  readonly value: (rng: Rng) => PositionValue;
}

/**
 * The sampling player: where it has a real choice, it takes the best few round ends found by the
 * round search, draws stock orders consistent with what it has seen (the same draws for every
 * candidate), values each candidate on each draw, and goes for the candidate with the best mean.
 */
export function samplingStrategy(o: SamplingOptions): AcesUpStrategy {
  return {
    name: o.name,
    description: o.description,
    cost: 'expensive',
    deterministic: false,
    choose(obs, legal, rng) {
      if (!hasChoice(obs, legal)) return firstOf(legal, 'discard') ?? firstOf(legal, 'deal') ?? null;
      const ends = roundEnds(obs);
      const cands = pruneEquivalent(ends).slice(0, o.candidates);
      if (cands.length <= 1 || obs.stockCount === 0) return stepTowards(ends[0], legal);
      const totals = new Array<number>(cands.length).fill(0);
      const value = o.value(rng);
      for (let i = 0; i < o.samples; i++) {
        const stock = sampleStock(obs.unseen, rng);
        for (let c = 0; c < cands.length; c++) {
          const cand = cands[c] as RoundEnd;
          // A candidate is "deal from here": the deal is made before the position is valued.
          const s = stateFromAcesUpObservation(observeAcesUp(cand.state), stock);
          totals[c] = (totals[c] as number) + value(s.next < s.deal.length ? applyUnchecked(s, { type: 'deal' }) : s);
        }
      }
      let best = 0;
      for (let c = 1; c < cands.length; c++) if ((totals[c] as number) > (totals[best] as number)) best = c;
      return stepTowards(cands[best], legal);
    },
  };
}

export const rollout: AcesUpStrategy = samplingStrategy({
  name: 'rollout',
  description:
    'Where it has a real choice (a card for an empty pile, when to deal), it lists the best round ends found by the round search, draws 24 stock orders consistent with what it has seen, plays each candidate out on each draw with the `round` player, and picks the candidate that discards most on average (a win counts extra). It knows which cards are still to come, never their order.',
  samples: 24,
  candidates: 6,
  value: (rng) => rolloutValue(round, rng),
});
