// Golf: the `rollout` player, which samples the stock and plays each sample out with
// `first-playable`.

import type { Rng } from '../../core/rng.js';
import { type GolfObservation, stateFromGolfObservation } from '../../games/golf/observation.js';
import { applyGolf, type GolfMove, type GolfState, legalMovesGolf, tableauCount } from '../../games/golf/rules.js';
import { firstPlayable, type GolfStrategy } from './simple.js';

/** Values a full position (a sampled stock order filled in): lower is better, like the hole score. */
export type GolfPositionValue = (state: GolfState) => number;

export interface GolfSamplingOptions {
  readonly name: string;
  readonly description: string;
  readonly samples: number;
  /** Compare only the plays when there is one (turn a stock card only when nothing can be played). */
  readonly playsOnly: boolean;
  readonly value: (rng: Rng) => GolfPositionValue;
}

/**
 * The sampling player for Golf: when it has a choice, it draws stock orders consistent with what
 * it has seen (the same draws for every candidate move), values the position after each candidate
 * move on each draw, and makes the move with the best (lowest) mean.
 */
export function golfSamplingStrategy(o: GolfSamplingOptions): GolfStrategy {
  return {
    name: o.name,
    description: o.description,
    cost: 'expensive',
    deterministic: false,
    choose(obs, all, rng) {
      const plays = all.filter((m) => m.type === 'play');
      const legal = o.playsOnly && plays.length > 0 ? plays : all;
      if (legal.length <= 1) return legal[0] ?? null;
      const totals = new Array<number>(legal.length).fill(0);
      const value = o.value(rng);
      for (let i = 0; i < o.samples; i++) {
        const stock = rng.shuffle([...obs.unseen]);
        const s = stateFromGolfObservation(obs, stock);
        for (let c = 0; c < legal.length; c++) totals[c] = (totals[c] as number) + value(applyGolf(s, legal[c] as GolfMove));
      }
      let best = 0;
      for (let c = 1; c < legal.length; c++) if ((totals[c] as number) < (totals[best] as number)) best = c;
      return legal[best] as GolfMove;
    },
  };
}

/** Plays a position out with an observation-only strategy and returns the hole score. */
export function golfRolloutValue(policy: GolfStrategy, rng: Rng): GolfPositionValue {
  return (state) => {
    let s = state;
    for (;;) {
      const legal = legalMovesGolf(s);
      if (legal.length === 0) break;
      const m = policy.choose(observeGolfFast(s), legal, rng);
      if (m === null) break;
      s = applyGolf(s, m);
    }
    const t = tableauCount(s);
    return t > 0 ? t : -(s.deal.length - s.next);
  };
}

/** The observation of a sampled position (its stock is a draw, so nothing real is revealed). */
function observeGolfFast(s: GolfState): GolfObservation {
  const unseen = s.deal.slice(s.next).sort((a, b) => a - b);
  return { kind: 'golf-observation', variant: s.variant, columns: s.columns, waste: s.waste, stockCount: s.deal.length - s.next, unseen };
}

export const golfRollout: GolfStrategy = golfSamplingStrategy({
  name: 'rollout',
  description:
    'Turns a stock card only when nothing can be played. When two or more column cards can be played, it draws 16 stock orders consistent with the cards still unseen (the same draws for each candidate), plays the position after each candidate out on each draw with the `first-playable` player, and makes the play with the best mean hole score. It knows which cards are still to come, never their order.',
  samples: 16,
  playsOnly: true,
  value: (rng) => golfRolloutValue(firstPlayable, rng),
});
