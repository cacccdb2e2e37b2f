// Aces Up strategies (SPEC §3, §5): each sees only the observation and the legal moves. The
// choices a player really has are few: which card (if any) to put on an empty pile, when to deal,
// the order of discards under free-discards, and where to play a joker. Everything else is forced.

import type { Card } from '../core/cards.js';
import { Rng } from '../core/rng.js';
import { type AcesUpObservation, observeAcesUp, stateFromAcesUpObservation } from '../games/acesup/observation.js';
import { type AcesUpMove, type AcesUpState, applyUnchecked, beats, isKeeper, isWonAcesUp, keyAcesUp, legalMovesAcesUp, strength, topOf } from '../games/acesup/rules.js';
import { type AcesUpVariant, isStandardAcesUp, STANDARD } from '../games/acesup/variant.js';
import type { Strategy } from './types.js';

export type AcesUpStrategy = Strategy<AcesUpObservation, AcesUpMove>;
type Piles = readonly (readonly Card[])[];

// ---- Shared pieces -----------------------------------------------------------------------------

/** A move of a pile's only card onto another empty pile changes nothing a player cares about: no strategy makes it. */
export function isPointlessMove(piles: Piles, m: AcesUpMove): boolean {
  return m.type === 'move' && (piles[m.from] as readonly Card[]).length === 1;
}

function firstOf<T extends AcesUpMove['type']>(legal: readonly AcesUpMove[], type: T): Extract<AcesUpMove, { type: T }> | undefined {
  return legal.find((m) => m.type === type) as Extract<AcesUpMove, { type: T }> | undefined;
}

/** Joker play: remove the top card that buries the most cards (ties: the lower card), never a keeper. */
function pickJoker(obs: AcesUpObservation, legal: readonly AcesUpMove[]): AcesUpMove | undefined {
  let best: AcesUpMove | undefined;
  let bestScore = -Infinity;
  for (const m of legal) {
    if (m.type !== 'joker') continue;
    const target = obs.piles[m.to] as readonly Card[];
    const card = topOf(target);
    if (card < 52 && isKeeper(card, obs.variant)) continue;
    const score = target.length * 100 - (card >= 52 ? 0 : strength(card, obs.variant));
    if (score > bestScore) {
      bestScore = score;
      best = m;
    }
  }
  return best;
}

/**
 * The skeleton of the simple players: make every discard, play a joker where it frees most, then
 * ask `fill` which card to put on an empty pile (null: none), and deal when nothing is left to do.
 * When no deal is possible (stock empty, or fill-first blocks it) and `fill` declines, the first
 * useful move is made; with nothing useful left, the player stops.
 */
function simplePlayer(fill: (obs: AcesUpObservation, moves: readonly Extract<AcesUpMove, { type: 'move' }>[]) => AcesUpMove | null, mustMove = true) {
  return (obs: AcesUpObservation, legal: readonly AcesUpMove[]): AcesUpMove | null => {
    const discard = firstOf(legal, 'discard');
    if (discard) return discard;
    const joker = pickJoker(obs, legal);
    if (joker) return joker;
    const moves = legal.filter((m): m is Extract<AcesUpMove, { type: 'move' }> => m.type === 'move' && !isPointlessMove(obs.piles, m));
    if (moves.length > 0) {
      const chosen = fill(obs, moves);
      if (chosen) return chosen;
    }
    const deal = firstOf(legal, 'deal');
    if (deal) return deal;
    return mustMove && moves.length > 0 ? (moves[0] as AcesUpMove) : null;
  };
}

function bestBy<T>(items: readonly T[], score: (x: T) => number): T | null {
  let best: T | null = null;
  let bestScore = -Infinity;
  for (const x of items) {
    const s = score(x);
    if (s > bestScore) {
      bestScore = s;
      best = x;
    }
  }
  return best;
}

const topStrength = (obs: AcesUpObservation, pile: number): number => strength(topOf(obs.piles[pile] as readonly Card[]), obs.variant);
const height = (obs: AcesUpObservation, pile: number): number => (obs.piles[pile] as readonly Card[]).length;
/** The card right under the top of a pile beats the top card: moving the top away gets it discarded at once. */
function uncoversBeater(obs: AcesUpObservation, pile: number): boolean {
  const p = obs.piles[pile] as readonly Card[];
  if (p.length < 2) return false;
  const top = p[p.length - 1] as Card;
  const under = p[p.length - 2] as Card;
  return top < 52 && under < 52 && Math.floor(top / 13) === Math.floor(under / 13) && strength(under, obs.variant) > strength(top, obs.variant);
}
const isBuriedKeeper = (obs: AcesUpObservation, pile: number): boolean => height(obs, pile) >= 2 && topOf(obs.piles[pile] as readonly Card[]) < 52 && isKeeper(topOf(obs.piles[pile] as readonly Card[]), obs.variant);

// ---- The baseline and the simple heuristics ---------------------------------------------------------

export const neverEmpty: AcesUpStrategy = {
  name: 'never-empty',
  description:
    'Makes every discard it can and deals as soon as none is left; it never puts a card on an empty pile. When the stock is out it stops. The score depends on nothing but the deal, so each deal has one exact result. It is the floor that any thinking player should beat.',
  cost: 'cheap',
  deterministic: true,
  choose: simplePlayer(() => null, false),
};

export const randomPlayer: AcesUpStrategy = {
  name: 'random',
  description:
    'Picks uniformly at random among the legal moves (discards, moves onto empty piles, deals), leaving out only the move of a lone card from one pile to another empty pile, which changes nothing. Seeded per deal, so a run can be repeated. It shows how much the forced discards alone achieve.',
  cost: 'cheap',
  deterministic: false,
  choose(obs, legal, rng) {
    const useful = legal.filter((m) => !isPointlessMove(obs.piles, m));
    const pool = useful.length > 0 ? useful : legal;
    return pool[rng.below(pool.length)] as AcesUpMove;
  },
};

export const highestTop: AcesUpStrategy = {
  name: 'highest-top',
  description:
    'Fills every empty pile it can before dealing, each time with the highest top card of a pile of two or more (ace high). A high card is the one least likely to be beaten where it lies, and moving it uncovers the cards it was sitting on.',
  cost: 'cheap',
  deterministic: true,
  choose: simplePlayer((obs, moves) => bestBy(moves, (m) => topStrength(obs, m.from) * 100 + height(obs, m.from))),
};

export const tallestPile: AcesUpStrategy = {
  name: 'tallest-pile',
  description:
    'Fills every empty pile it can before dealing, each time with the top card of the tallest pile (ties: the higher card). Tall piles bury the most cards, so splitting them frees the most.',
  cost: 'cheap',
  deterministic: true,
  choose: simplePlayer((obs, moves) => bestBy(moves, (m) => height(obs, m.from) * 100 + topStrength(obs, m.from))),
};

export const aceFirst: AcesUpStrategy = {
  name: 'ace-first',
  description:
    'Fills every empty pile it can before dealing. An ace (the cards that stay) lying on other cards goes first, because it blocks everything under it for the rest of the game; otherwise the top card of the tallest pile.',
  cost: 'cheap',
  deterministic: true,
  choose: simplePlayer((obs, moves) => bestBy(moves, (m) => (isBuriedKeeper(obs, m.from) ? 10_000 : 0) + height(obs, m.from) * 100 + topStrength(obs, m.from))),
};

export const uncover: AcesUpStrategy = {
  name: 'uncover',
  description:
    'Fills every empty pile it can before dealing. First choice: a top card lying directly on a higher card of its own suit, since moving it away lets that card beat it at once. Then an ace lying on other cards, then the top card of the tallest pile. The best of the published simple bots use this kind of rule.',
  cost: 'cheap',
  deterministic: true,
  choose: simplePlayer((obs, moves) =>
    bestBy(moves, (m) => (uncoversBeater(obs, m.from) ? 100_000 : 0) + (isBuriedKeeper(obs, m.from) ? 10_000 : 0) + height(obs, m.from) * 100 + topStrength(obs, m.from)),
  ),
};

// ---- Thinking the round through -------------------------------------------------------------------

/**
 * The evaluation of a position at the end of a round (just before a deal, or at the end of the
 * game), for the `round` player. Higher is better. In order of weight: cards discarded; cards
 * buried under a keeper (an ace that stays on them forever unless it moves to an empty pile);
 * same-suit pairs in one pile with the lower card underneath (the higher card can never beat it
 * there); empty piles (room for the next move); and how evenly the cards are spread.
 */
export function evaluateAcesUp(piles: Piles, discarded: number, stockCount: number, v: AcesUpVariant): number {
  let score = discarded * 1000;
  if (stockCount === 0) return score;
  for (const p of piles) {
    if (p.length === 0) {
      score += 25;
      continue;
    }
    score -= p.length * p.length;
    let keeperAbove = false;
    for (let i = p.length - 1; i >= 0; i--) {
      const c = p[i] as Card;
      if (c >= 52) continue;
      if (keeperAbove) score -= 40;
      if (isKeeper(c, v)) {
        keeperAbove = true;
        continue;
      }
      for (let j = i + 1; j < p.length; j++) {
        const d = p[j] as Card;
        if (d < 52 && Math.floor(d / 13) === Math.floor(c / 13) && strength(d, v) > strength(c, v)) {
          score -= 30;
          break;
        }
      }
    }
  }
  return score;
}

export interface RoundEnd {
  /** The position where the player would deal (or, with the stock out, stop). */
  readonly state: AcesUpState;
  /** The first move from the current position towards it; null when it is the current position. */
  readonly first: AcesUpMove | null;
  readonly value: number;
}

/**
 * Every position reachable before the next deal, by discards, joker plays and moves onto empty
 * piles, from a position built from the observation alone (the stock order is never read: no deal
 * is searched). Returns the candidate ends, i.e. the positions where dealing is legal (or, with the
 * stock out, every position), best first.
 */
export function roundEnds(obs: AcesUpObservation): RoundEnd[] {
  const start = stateFromAcesUpObservation(obs, obs.unseen);
  const firstMove = new Map<string, AcesUpMove | null>();
  const ends: RoundEnd[] = [];
  const stack: AcesUpState[] = [start];
  firstMove.set(keyAcesUp(start), null);
  while (stack.length > 0) {
    const s = stack.pop()!;
    const first = firstMove.get(keyAcesUp(s)) ?? null;
    const legal = legalMovesAcesUp(s);
    if (legal.some((m) => m.type === 'deal') || s.next >= s.deal.length) {
      ends.push({ state: s, first, value: evaluateAcesUp(s.piles, s.discarded.length, s.deal.length - s.next, s.variant) });
    }
    for (const m of legal) {
      if (m.type === 'deal' || isPointlessMove(s.piles, m)) continue;
      const t = applyUnchecked(s, m);
      const k = keyAcesUp(t);
      if (firstMove.has(k)) continue;
      firstMove.set(k, first ?? m);
      stack.push(t);
    }
  }
  // Stable order: by value, then by key so that equal values break ties the same way every time.
  return ends.sort((a, b) => b.value - a.value || (keyAcesUp(a.state) < keyAcesUp(b.state) ? -1 : 1));
}

/** A move is a free choice only when a pile is empty, a joker is on top, or discards are optional. */
function hasChoice(obs: AcesUpObservation, legal: readonly AcesUpMove[]): boolean {
  return legal.some((m) => m.type === 'joker' || (m.type === 'move' && !isPointlessMove(obs.piles, m))) || (obs.variant.freeDiscards && legal.some((m) => m.type === 'discard'));
}

/** The move towards a chosen round end; with the end reached, deal (or stop when the stock is out). */
function stepTowards(end: RoundEnd | undefined, legal: readonly AcesUpMove[]): AcesUpMove | null {
  if (end?.first) return end.first;
  return firstOf(legal, 'deal') ?? null;
}

export const round: AcesUpStrategy = {
  name: 'round',
  description:
    'Thinks the round through: from what it sees, it searches every sequence of discards and moves onto empty piles it could make before the next deal, and picks the position to deal from by an evaluation: most cards discarded first, then fewest cards buried under an ace, fewest cards lying under a higher card of their own suit, most empty piles, and the cards spread as evenly as possible. It never guesses at the stock.',
  cost: 'cheap',
  deterministic: true,
  choose(obs, legal) {
    if (!hasChoice(obs, legal)) return firstOf(legal, 'discard') ?? firstOf(legal, 'deal') ?? null;
    return stepTowards(roundEnds(obs)[0], legal);
  },
};

// ---- Sampling the stock ------------------------------------------------------------------------

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

/** Round ends that differ only by the order of the piles' contents are not the same; ends with identical piles as a multiset are kept once. */
function pruneEquivalent(ends: readonly RoundEnd[]): RoundEnd[] {
  const seen = new Set<string>();
  const out: RoundEnd[] = [];
  for (const e of ends) {
    const k = e.state.piles
      .map((p) => p.join('.'))
      .sort()
      .join('|');
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(e);
  }
  return out;
}

export const rollout: AcesUpStrategy = samplingStrategy({
  name: 'rollout',
  description:
    'Where it has a real choice (a card for an empty pile, when to deal), it lists the best round ends found by the round search, draws 24 stock orders consistent with what it has seen, plays each candidate out on each draw with the `round` player, and picks the candidate that discards most on average (a win counts extra). It knows which cards are still to come, never their order.',
  samples: 24,
  candidates: 6,
  value: (rng) => rolloutValue(round, rng),
});

// ---- Looking one deal ahead ------------------------------------------------------------------------
//
// The `expectimax` player. For each of its best few round ends it averages, over many draws of the
// next four stock cards (all orders when only four are left), the value of the best round end it
// could reach after that deal. The value of a position before a deal is a linear score fitted by
// regression on simulated games (one weight set per stock size). Standard rules only; under any
// variant it plays exactly like `round`.

/** Does h beat l under the standard rules (the engine's own rule)? */
const beatsStd = (h: number, l: number): boolean => beats(h, l, STANDARD);
/** Is c an ace (a keeper under the standard rules)? */
const isAce = (c: number): boolean => isKeeper(c, STANDARD);
type MutablePiles = number[][];

/** Makes every discard (standard rules: all are forced and their order does not matter); mutates; returns how many. */
export function settleStandard(piles: MutablePiles): number {
  let n = 0;
  for (let changed = true; changed; ) {
    changed = false;
    for (let p = 0; p < piles.length; p++) {
      const a = piles[p] as number[];
      if (a.length === 0) continue;
      const c = a[a.length - 1] as number;
      for (let q = 0; q < piles.length; q++) {
        const b = piles[q] as number[];
        const d = b[b.length - 1];
        if (q !== p && d !== undefined && beatsStd(d, c)) {
          a.pop();
          n++;
          changed = true;
          break;
        }
      }
    }
  }
  return n;
}

/** Piles as a multiset: positions that differ only by the order of the piles are worth the same before a deal. */
const canonicalKey = (piles: Piles): string =>
  piles
    .map((p) => p.join('.'))
    .sort()
    .join('|');

/** Every settled position reachable from settled `start` by moves onto an empty pile, with the cards discarded on the way. */
export function standardRoundEnds(start: MutablePiles): { piles: MutablePiles; discarded: number }[] {
  const out: { piles: MutablePiles; discarded: number }[] = [];
  const seen = new Set<string>([canonicalKey(start)]);
  const stack = [{ piles: start, discarded: 0 }];
  while (stack.length > 0) {
    const e = stack.pop()!;
    out.push(e);
    const empty = e.piles.findIndex((p) => p.length === 0);
    if (empty < 0) continue;
    for (let from = 0; from < e.piles.length; from++) {
      if ((e.piles[from] as number[]).length < 2) continue;
      const next = e.piles.map((p) => p.slice());
      (next[empty] as number[]).push((next[from] as number[]).pop() as number);
      const d = settleStandard(next);
      const k = canonicalKey(next);
      if (seen.has(k)) continue;
      seen.add(k);
      stack.push({ piles: next, discarded: e.discarded + d });
    }
  }
  return out;
}

export const POSITION_FEATURES = 14;
/**
 * What the fitted score looks at in a position before a deal (standard rules), written into `out`:
 * 0 constant 1; 1 cards discarded; 2 cards with an ace somewhere above them in their pile; 3 cards
 * with a higher card of their suit above them in their pile; 4 empty piles; 5 sum of squared pile
 * heights; 6 piles with an ace at the bottom; 7 unseen cards that would beat a top card (summed over
 * the four tops); 8 unseen cards that a top card would beat (likewise); 9 aces lying on other cards; 10 piles of two or more; 11 the tallest pile; 12 aces on top; 13 cards with a
 * higher card of their suit below them in their pile. `unseen[c]` is 1 for a card still in the stock.
 */
export function positionFeatures(piles: Piles, discarded: number, unseen: Uint8Array, out: number[]): void {
  out.fill(0);
  out[0] = 1;
  out[1] = discarded;
  const add = (i: number, x = 1): void => {
    out[i] = (out[i] as number) + x;
  };
  for (const p of piles) {
    if (p.length === 0) {
      add(4);
      continue;
    }
    add(5, p.length * p.length);
    if (p.length >= 2) add(10);
    if (p.length > (out[11] as number)) out[11] = p.length;
    if (isAce(p[0] as number)) add(6);
    let aceAbove = false;
    for (let i = p.length - 1; i >= 0; i--) {
      const c = p[i] as number;
      if (aceAbove) add(2);
      if (isAce(c)) {
        aceAbove = true;
        if (i > 0) add(9);
        continue;
      }
      const beatsC = (d: number): boolean => beatsStd(d, c);
      if (p.slice(i + 1).some(beatsC)) add(3);
      if (p.slice(0, i).some(beatsC)) add(13);
    }
    const t = p[p.length - 1] as number;
    if (isAce(t)) add(12);
    for (let k = 0; k < 52; k++) {
      if (!unseen[k]) continue;
      if (beatsStd(k, t)) add(7);
      else if (beatsStd(t, k)) add(8);
    }
  }
}

/**
 * The fitted weights, one row per stock size (row i: 4·i cards left in the stock), in the order of
 * `positionFeatures`. Each row is a least-squares fit of the final score (cards discarded, plus 10
 * for a win) on the features of the positions where a deal was made, over 20,000 simulated games
 * (deals 220,001-240,000) played greedily with an earlier fit (itself fitted on `round`'s games).
 */
const FITTED_WEIGHTS: readonly (readonly number[])[] = [
  [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  [1.021, 1.025, -0.033, 0.089, 1.816, 0.005, -0.778, 1.743, 1.309, -0.773, -0.343, -0.207, 0.102, 0.1],
  [12.206, 0.993, -0.026, 0.152, -0.368, -0.009, -0.696, -0.053, -0.385, -0.672, -0.253, -0.088, 0.125, 0.204],
  [19.411, 1.007, -0.002, 0.19, -2.596, -0.018, -0.609, -0.504, -0.733, -0.611, -0.081, 0.002, 0.084, 0.285],
  [22.218, 0.976, -0.002, 0.229, -2.003, -0.02, -0.574, -0.328, -0.484, -0.6, -0.037, -0.032, 0.02, 0.312],
  [18.665, 0.92, -0.047, 0.263, 0.503, -0.026, -0.5, 0.106, -0.013, -0.531, -0.056, 0.051, 0.011, 0.329],
  [21.434, 0.96, -0.127, 0.335, -0.428, -0.023, -0.492, 0.033, -0.065, -0.378, 0.001, 0.081, 0.043, 0.372],
  [28.392, 0.803, -0.182, 0.35, -0.744, -0.049, -0.449, -0.002, -0.1, -0.137, -0.122, 0.137, 0.056, 0.43],
  [29.148, 0.918, -0.155, 0.362, -0.915, -0.025, -0.418, -0.022, -0.109, -0.207, 0.062, 0.084, 0.114, 0.468],
  [35.82, 0.75, -0.132, 0.38, -1.525, -0.04, -0.371, -0.077, -0.15, -0.275, -0.043, 0.101, 0.153, 0.432],
  [36.954, 0.335, -0.322, 0.327, 0.401, -0.118, -0.315, 0.022, -0.003, -0.206, 0.025, -0.078, 0.014, 0.47],
  [45.905, -0.412, -0.335, 0.333, -0.744, -0.25, -0.367, -0.104, -0.122, -0.335, -0.331, 0.176, 0.207, 0.305],
  [39.192, 0.005, 0, 0, 0.005, -0.005, -0.12, -0.019, -0.042, 0, 0, 0, -0.12, 0],
];
/** A win is worth this many cards more than its 48 discards. */
const WIN_BONUS = 10;

/**
 * The fitted value of a position before a deal (standard rules): roughly the final score to expect.
 * With the stock out it is exact: the cards discarded, plus the win bonus for a win.
 */
export function fittedValue(piles: Piles, discarded: number, stockCount: number, unseen: Uint8Array, scratch: number[] = new Array<number>(POSITION_FEATURES)): number {
  if (stockCount === 0) return discarded + (discarded === 48 ? WIN_BONUS : 0);
  const w = FITTED_WEIGHTS[stockCount / 4] as readonly number[];
  positionFeatures(piles, discarded, unseen, scratch);
  let v = 0;
  for (let i = 0; i < POSITION_FEATURES; i++) v += (w[i] as number) * (scratch[i] as number);
  return v;
}

/** The next four stock cards, in deal order: every ordering when there are at most `n` of them (always when four are left), else `n` uniform draws. */
export function nextDeals(unseen: readonly Card[], n: number, rng: Rng): Card[][] {
  const u = unseen.length;
  const out: Card[][] = [];
  if (u * (u - 1) * (u - 2) * (u - 3) <= Math.max(n, 24)) {
    const pick = (prefix: Card[]): void => {
      if (prefix.length === 4) {
        out.push(prefix);
        return;
      }
      for (const c of unseen) if (!prefix.includes(c)) pick([...prefix, c]);
    };
    pick([]);
    return out;
  }
  const pool = [...unseen];
  for (let i = 0; i < n; i++) {
    for (let k = 0; k < 4; k++) {
      const j = k + rng.below(u - k);
      [pool[k], pool[j]] = [pool[j] as Card, pool[k] as Card];
    }
    out.push(pool.slice(0, 4));
  }
  return out;
}

/** Mean, over the given next deals, of the fitted value of the best round end reachable after the deal from `piles` (standard rules). */
export function valueAfterNextDeal(piles: Piles, discarded: number, unseen: readonly Card[], deals: readonly (readonly Card[])[]): number {
  if (deals.length === 0) return fittedValue(piles, discarded, unseen.length, new Uint8Array(52));
  const left = new Uint8Array(52);
  for (const c of unseen) left[c] = 1;
  const scratch = new Array<number>(POSITION_FEATURES);
  let total = 0;
  for (const d of deals) {
    const next = piles.map((p, i) => [...p, d[i] as number]);
    const gone = settleStandard(next);
    for (const c of d) left[c] = 0;
    let best = -Infinity;
    for (const e of standardRoundEnds(next)) best = Math.max(best, fittedValue(e.piles, discarded + gone + e.discarded, unseen.length - 4, left, scratch));
    for (const c of d) left[c] = 1;
    total += best;
  }
  return total / deals.length;
}

/** How many of the best round ends (by the fitted value) `expectimax` compares, and how many next deals it draws. */
export const EXPECTIMAX_CANDIDATES = 6;
export const EXPECTIMAX_SAMPLES = 200;

export const expectimax: AcesUpStrategy = {
  name: 'expectimax',
  description:
    'Looks one deal ahead. Where it has a real choice, it lists every round end it could reach (as `round` does), keeps the six best by a fitted score, and for each one draws 200 possible next deals from the cards still to come (the same draws for every candidate; every order of the last four cards when only four are left). After each drawn deal it finds the best round end it could then reach and scores it; it goes for the candidate with the best average. The score is a weighted sum of features of the position (cards discarded, cards under an ace or under a higher card of their suit, empty piles, pile heights, aces at the bottom, how many unseen cards the top cards beat or are beaten by, …) with weights fitted by regression on simulated games, one set per stock size. It knows which cards are still to come, never their order. Standard rules only: under a variant it plays as `round`.',
  cost: 'expensive',
  deterministic: false,
  choose(obs, legal, rng) {
    if (!hasChoice(obs, legal)) return firstOf(legal, 'discard') ?? firstOf(legal, 'deal') ?? null;
    if (!isStandardAcesUp(obs.variant)) return stepTowards(roundEnds(obs)[0], legal);
    const unseen = new Uint8Array(52);
    for (const c of obs.unseen) unseen[c] = 1;
    const ranked = pruneEquivalent(roundEnds(obs))
      .map((e, i) => ({ e, i, v: fittedValue(e.state.piles, e.state.discarded.length, obs.stockCount, unseen) }))
      .sort((a, b) => b.v - a.v || a.i - b.i);
    if (ranked.length <= 1 || obs.stockCount === 0) return stepTowards(ranked[0]?.e, legal);
    const deals = nextDeals(obs.unseen, EXPECTIMAX_SAMPLES, new Rng(rng.nextUint32()));
    let best = ranked[0] as (typeof ranked)[number];
    let bestValue = -Infinity;
    for (const cand of ranked.slice(0, EXPECTIMAX_CANDIDATES)) {
      const v = valueAfterNextDeal(cand.e.state.piles, cand.e.state.discarded.length, obs.unseen, deals);
      if (v > bestValue + 1e-9) {
        bestValue = v;
        best = cand;
      }
    }
    return stepTowards(best.e, legal);
  },
};

export const ACESUP_STRATEGIES: readonly AcesUpStrategy[] = [neverEmpty, randomPlayer, highestTop, tallestPile, aceFirst, uncover, round, rollout, expectimax];
