// Golf's exact fair value (fair.ts) against a plain enumeration written differently: every order of
// the unseen cards (cards, not ranks), played through the engine (rules.ts) by the best policy
// that does not look ahead, found by grouping the orders by what has been revealed. Wins and score
// sums are compared as integers over the same n! orders, for every legal move, on random positions
// of every rule set (fast-check). Then honesty (the same answer whatever the order of the unseen
// cards), budgets, resuming, and a solver reused later in its game.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Card } from '../../core/cards.js';
import { dealFromNumber } from '../../core/deal.js';
import { Rng } from '../../core/rng.js';
import { type GolfObservation, observeGolf, stateFromGolfObservation } from '../../games/golf/observation.js';
import { applyGolf, type GolfMove, type GolfState, isTerminalGolf, isWonGolf, legalMovesGolf, scoreGolf, startGolf } from '../../games/golf/rules.js';
import { GOLF_MAIN_VARIANTS, type GolfVariant } from '../../games/golf/variant.js';
import { golf } from '../../games/golf/index.js';
import { fuzzParams } from '../../test-support/fuzz.js';
import { GolfFairSolver, type GolfFairResult, solveGolfFair } from './fair.js';

interface Tally {
  /** Orders won, of all the orders given. */
  readonly wins: number;
  /** Sum of the final hole scores over the orders. */
  readonly scores: number;
}

const better = (a: Tally, b: Tally): boolean => a.wins > b.wins || (a.wins === b.wins && a.scores < b.scores);

/** Every order of the cards (as distinct cards). */
function permutations(cards: readonly Card[]): Card[][] {
  if (cards.length === 0) return [[]];
  const out: Card[][] = [];
  cards.forEach((c, i) => {
    for (const rest of permutations(cards.filter((_, j) => j !== i))) out.push([c, ...rest]);
  });
  return out;
}

/**
 * The plain enumeration: `orders` are the stock orders still possible (what is left of each after
 * the cards turned so far); every one gives the same position but for its stock. A move is chosen
 * once for all of them (the player cannot tell them apart); a turn splits them by the card shown.
 * Returns the best tally of the position, and each legal move's.
 */
function enumerate(obs: GolfObservation): { best: Tally; moves: { move: GolfMove; tally: Tally }[] } {
  const memo = new Map<string, Tally>();
  const states = (s: GolfState, orders: readonly (readonly Card[])[]): GolfState[] =>
    orders.map((o) => ({ ...s, deal: [...s.deal.slice(0, s.next), ...o] }));
  const moveTally = (s: GolfState, orders: readonly (readonly Card[])[], m: GolfMove): Tally => {
    if (m.type === 'play') return rec(applyGolf(s, m), orders);
    const byCard = new Map<Card, Card[][]>();
    for (const o of orders) {
      const g = byCard.get(o[0] as Card) ?? [];
      g.push(o.slice(1));
      byCard.set(o[0] as Card, g);
    }
    let wins = 0;
    let scores = 0;
    for (const [card, rest] of byCard) {
      const shown: GolfState = { ...s, waste: [...s.waste, card], next: s.next + 1 };
      const t = rec(shown, rest);
      wins += t.wins;
      scores += t.scores;
    }
    return { wins, scores };
  };
  const rec = (s: GolfState, orders: readonly (readonly Card[])[]): Tally => {
    const key = `${s.columns.map((c) => c.length).join('')}|${s.waste.at(-1) ?? '-'}|${orders.map((o) => o.join(',')).join(';')}`;
    const known = memo.get(key);
    if (known) return known;
    const here = states(s, orders);
    const first = here[0] as GolfState;
    let out: Tally;
    if (isTerminalGolf(first)) {
      out = { wins: here.filter(isWonGolf).length, scores: here.reduce((a, x) => a + scoreGolf(x), 0) };
    } else {
      let best: Tally | undefined;
      for (const m of legalMovesGolf(first)) {
        const t = moveTally(first, orders, m);
        if (best === undefined || better(t, best)) best = t;
      }
      out = best as Tally;
    }
    memo.set(key, out);
    return out;
  };
  const orders = permutations(obs.unseen);
  const root = stateFromGolfObservation(obs, orders[0] as Card[]);
  const moves = legalMovesGolf(root).map((move) => ({ move, tally: moveTally(root, orders, move) }));
  return { best: rec(root, orders), moves };
}

/** A position of variant `v`: columns of the given heights, a waste card (or none) and `stock` unseen cards, from a shuffled deck. */
function position(v: GolfVariant, seed: number, heights: readonly number[], stock: number, emptyWaste: boolean): GolfObservation {
  const deck = new Rng(seed).shuffle(Array.from({ length: 52 + v.jokers }, (_, c) => c));
  let at = 0;
  const columns = heights.map((h) => deck.slice(at, (at += h)));
  const waste = emptyWaste ? [] : deck.slice(at, (at += 1 + (seed % 3)));
  const stockCards = deck.slice(at, at + stock);
  const deal = [...columns.flat(), ...waste, ...stockCards];
  return observeGolf({ kind: 'golf-state', variant: v, deal, columns, waste, next: deal.length - stock });
}

/** A position from play: deal `seed`, random legal moves until at most `stock` cards are left in the stock. */
function played(v: GolfVariant, seed: number, stock: number): GolfObservation {
  const rng = new Rng(seed);
  let s = startGolf(dealFromNumber(seed, golf.dealShape(v)), v);
  for (;;) {
    const legal = legalMovesGolf(s);
    if (legal.length === 0 || s.deal.length - s.next <= stock) break;
    // Plays twice as often as turns, so that the tableau thins as in a real game.
    const plays = legal.filter((m) => m.type === 'play');
    const m = plays.length > 0 && rng.below(3) > 0 ? (plays[rng.below(plays.length)] as GolfMove) : (legal[rng.below(legal.length)] as GolfMove);
    s = applyGolf(s, m);
  }
  return observeGolf(s);
}

function expectAgrees(obs: GolfObservation, r: GolfFairResult): void {
  const want = enumerate(obs);
  expect(r.verdict).toBe('solved');
  expect(r.exact).toBe(true);
  expect(r.orders).toBe(permutations(obs.unseen).length);
  expect({ wins: r.winOrders, scores: r.scoreSum }).toEqual(want.best);
  expect(Math.abs(r.winProbability - want.best.wins / r.orders)).toBeLessThan(1e-12);
  expect(Math.abs(r.expectedScore - want.best.scores / r.orders)).toBeLessThan(1e-12);
  // Every legal move, in the engine's order, with its own value; the optimal ones are exactly those that tie with the best.
  expect(r.moves.map((m) => ({ move: m.move, tally: { wins: m.winOrders, scores: m.scoreSum } }))).toEqual(want.moves);
  const optimal = want.moves.filter((m) => m.tally.wins === want.best.wins && m.tally.scores === want.best.scores).map((m) => m.move);
  expect(r.best).toEqual(optimal);
  expect(r.move).toEqual(optimal[0]);
}

const variants = fc.constantFrom(...GOLF_MAIN_VARIANTS);

describe('Golf exact fair value against the plain enumeration', () => {
  it('agrees on laid-out positions with up to 5 unseen cards, every rule set', () => {
    fc.assert(
      fc.property(
        variants,
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 7, maxLength: 7 }),
        fc.integer({ min: 0, max: 5 }),
        fc.boolean(),
        (v, seed, heights, stock, empty) => {
          const obs = position(v, seed, heights, stock, empty && v.emptyWaste);
          expectAgrees(obs, new GolfFairSolver(obs).solve(obs));
        },
      ),
      fuzzParams(150),
    );
  });

  it('agrees on positions reached by play from real deals, every rule set', () => {
    fc.assert(
      fc.property(variants, fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 5 }), (v, seed, stock) => {
        const obs = played(v, seed, stock);
        expectAgrees(obs, new GolfFairSolver(obs).solve(obs));
      }),
      fuzzParams(60),
    );
  });

  it('finds both wins and losses among such positions (the comparison is not one-sided)', () => {
    const rs = [1, 2, 3, 4, 5, 6, 7, 8].flatMap((seed) => GOLF_MAIN_VARIANTS.map((v) => solveGolfFair(position(v, seed, [1, 2, 1, 0, 2, 1, 1], 5, false))));
    expect(rs.some((r) => r.winProbability === 0)).toBe(true);
    expect(rs.some((r) => r.winProbability === 1)).toBe(true);
    expect(rs.some((r) => r.winProbability > 0 && r.winProbability < 1)).toBe(true);
  });

  it('values a finished game: a win scores minus the stock left, a loss the cards left', () => {
    const v = GOLF_MAIN_VARIANTS[0] as GolfVariant;
    const won = position(v, 5, [0, 0, 0, 0, 0, 0, 0], 3, false);
    expect(solveGolfFair(won)).toMatchObject({ verdict: 'solved', winProbability: 1, expectedScore: -3, orders: 6, best: [], moves: [] });
    const lost = observeGolf({ kind: 'golf-state', variant: v, deal: [0, 13, 9], columns: [[0, 13], [], [], [], [], [], []], waste: [9], next: 3 });
    expect(solveGolfFair(lost)).toMatchObject({ verdict: 'solved', winProbability: 0, expectedScore: 2, orders: 1, best: [] });
  });
});

describe('Golf exact fair value: honesty, budgets, reuse', () => {
  /** A mid-game position with 8 unseen cards. */
  const mid = (): GolfObservation => played(GOLF_MAIN_VARIANTS[0] as GolfVariant, 31, 8);
  const strip = (r: GolfFairResult): object => ({ ...r, ms: 0 });

  it('gives the same answer whatever the order of the unseen cards', () => {
    const obs = mid();
    const want = strip(new GolfFairSolver(obs).solve(obs));
    const rng = new Rng(7);
    for (let i = 0; i < 5; i++) {
      const s = stateFromGolfObservation(obs, rng.shuffle([...obs.unseen]));
      const seen = observeGolf(s);
      expect(strip(new GolfFairSolver(seen).solve(seen))).toEqual(want);
    }
  });

  it('reads only what a player sees: a full state does not type-check', () => {
    const s = stateFromGolfObservation(mid(), [...mid().unseen]);
    // @ts-expect-error a GolfState (with the stock order) is not a GolfObservation
    expect(() => new GolfFairSolver(s)).toThrow();
  });

  it('says unknown when the budget runs out, and a later call goes on to the same answer', () => {
    const obs = mid();
    const fresh = new GolfFairSolver(obs).solve(obs);
    expect(fresh.verdict).toBe('solved');
    expect(fresh.states).toBeGreaterThan(200);
    const sliced = new GolfFairSolver(obs);
    let r = sliced.solve(obs, { maxStates: 50 });
    expect(r).toMatchObject({ verdict: 'unknown', best: [], moves: [] });
    let calls = 1;
    while (r.verdict === 'unknown') {
      r = sliced.solve(obs, { maxStates: 50 });
      calls++;
    }
    expect(calls).toBeGreaterThan(2);
    expect(strip(r)).toEqual(strip(fresh));
    const stopped = new AbortController();
    stopped.abort();
    expect(new GolfFairSolver(obs).solve(obs, { signal: stopped.signal }).verdict).toBe('unknown');
    expect(new GolfFairSolver(obs).solve(obs, { timeMs: 0, maxStates: 2000 }).verdict).toBe('unknown');
  });

  it('answers later positions of the same game from its table, as a fresh solver does', () => {
    const v = GOLF_MAIN_VARIANTS[2] as GolfVariant;
    let s = startGolf(dealFromNumber(11, golf.dealShape(v)), v);
    while (s.deal.length - s.next > 8) s = applyGolf(s, legalMovesGolf(s)[0] as GolfMove);
    const solver = new GolfFairSolver(observeGolf(s));
    for (let step = 0; step < 30 && legalMovesGolf(s).length > 0; step++) {
      const obs = observeGolf(s);
      expect(solver.covers(obs)).toBe(true);
      const kept = solver.solve(obs);
      expect({ ...strip(kept), states: 0, bytes: 0 }).toEqual({ ...strip(new GolfFairSolver(obs).solve(obs)), states: 0, bytes: 0 });
      s = applyGolf(s, kept.move as GolfMove);
    }
    const other = observeGolf(startGolf(dealFromNumber(12, golf.dealShape(v)), v));
    expect(solver.covers(other)).toBe(false);
    expect(() => solver.solve(other)).toThrow(/another position/);
  });
});
