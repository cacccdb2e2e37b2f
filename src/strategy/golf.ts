// Golf strategies (SPEC §4, §5): each sees the tableau, the waste and which cards are still in
// the stock, never their order. The only choices are which playable column to take and when to
// turn a stock card instead.

import type { Card } from '../core/cards.js';
import type { Rng } from '../core/rng.js';
import { type GolfObservation, stateFromGolfObservation } from '../games/golf/observation.js';
import { applyGolf, canPlayOn, type GolfMove, type GolfState, keyGolf, legalMovesGolf, tableauCount } from '../games/golf/rules.js';
import type { Strategy } from './types.js';

export type GolfStrategy = Strategy<GolfObservation, GolfMove>;

export const firstPlayable: GolfStrategy = {
  name: 'first-playable',
  description:
    'Plays the top card of the lowest-numbered column that can go on the waste; turns a stock card only when no column card can be played. It looks no further than the next card, so its result on each deal is fixed by the deal: the baseline for Golf.',
  cost: 'cheap',
  deterministic: true,
  choose(_obs, legal) {
    return legal.find((m) => m.type === 'play') ?? legal.find((m) => m.type === 'turn') ?? null;
  },
};

export const randomGolf: GolfStrategy = {
  name: 'random',
  description: 'Picks uniformly at random among the legal moves, turning a stock card included. Seeded per deal, so a run can be repeated. The floor for any player who looks at the cards.',
  cost: 'cheap',
  deterministic: false,
  choose(_obs, legal, rng) {
    return legal[rng.below(legal.length)] as GolfMove;
  },
};

/**
 * How promising a waste top is for what follows: the cards that could go on it, among the tops of
 * the columns and the cards still in the stock. A chain that ends on a card with many neighbours
 * left is more likely to continue after the next turn.
 */
function openness(s: GolfState): number {
  const top = s.waste[s.waste.length - 1];
  if (top === undefined) return 0;
  let n = 0;
  for (const c of s.columns) {
    const t = c[c.length - 1];
    if (t !== undefined && canPlayOn(t, top, s.variant)) n += 2;
  }
  for (let i = s.next; i < s.deal.length; i++) if (canPlayOn(s.deal[i] as Card, top, s.variant)) n++;
  return n;
}

/**
 * The longest run of plays possible from here without turning a stock card, found by a memoised
 * search over the positions (column heights and waste top); ties go to the run that leaves the
 * waste top with the most cards that could follow it. Returns the first move of the best run
 * (null when no play is possible) and the run's length.
 */
export function bestChain(obs: GolfObservation): { first: GolfMove | null; length: number } {
  const root = stateFromGolfObservation(obs, obs.unseen);
  const memo = new Map<string, { value: number; first: GolfMove | null; length: number }>();
  const visit = (s: GolfState): { value: number; first: GolfMove | null; length: number } => {
    const k = keyGolf(s);
    const hit = memo.get(k);
    if (hit) return hit;
    let best = { value: openness(s), first: null as GolfMove | null, length: 0 };
    if (tableauCount(s) === 0) best = { value: 1_000_000, first: null, length: 0 };
    for (const m of legalMovesGolf(s)) {
      if (m.type !== 'play') continue;
      const r = visit(applyGolf(s, m));
      const value = r.value + 1000;
      if (value > best.value) best = { value, first: m, length: r.length + 1 };
    }
    memo.set(k, best);
    return best;
  };
  const r = visit(root);
  return { first: r.first, length: r.length };
}

export const lookahead: GolfStrategy = {
  name: 'lookahead',
  description:
    'Before each play it searches every run of plays it could make from the waste without turning a stock card, and starts the longest one; between runs of equal length it prefers the one whose last card leaves the most column tops and unseen stock cards that could follow it. It turns a stock card only when no play is possible.',
  cost: 'cheap',
  deterministic: true,
  choose(obs, legal) {
    const { first } = bestChain(obs);
    return first ?? legal.find((m) => m.type === 'turn') ?? null;
  },
};

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

export const GOLF_STRATEGIES: readonly GolfStrategy[] = [firstPlayable, randomGolf, lookahead, golfRollout];
