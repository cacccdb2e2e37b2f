// Golf: the baseline and the simple players (rules §4, §5). Each sees the tableau, the waste and
// which cards are still in the stock, never their order. The only choices are which playable
// column to take and when to turn a stock card instead.

import type { Card } from '../../core/cards.js';
import { type GolfObservation, stateFromGolfObservation } from '../../games/golf/observation.js';
import { applyGolf, canPlayOn, type GolfMove, type GolfState, keyGolf, legalMovesGolf, tableauCount } from '../../games/golf/rules.js';
import type { Strategy } from '../types.js';

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
