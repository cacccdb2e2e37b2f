// Aces Up strategies (SPEC §3, §5): each sees only the observation and the legal moves. The
// choices a player really has are few: which card (if any) to put on an empty pile, when to deal,
// the order of discards under free-discards, and where to play a joker. Everything else is forced.

import type { Card } from '../core/cards.js';
import type { Rng } from '../core/rng.js';
import { type AcesUpObservation, observeAcesUp, stateFromAcesUpObservation } from '../games/acesup/observation.js';
import { type AcesUpMove, type AcesUpState, applyUnchecked, isKeeper, isWonAcesUp, keyAcesUp, legalMovesAcesUp, strength, topOf } from '../games/acesup/rules.js';
import type { AcesUpVariant } from '../games/acesup/variant.js';
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

export const ACESUP_STRATEGIES: readonly AcesUpStrategy[] = [neverEmpty, randomPlayer, highestTop, tallestPile, aceFirst, uncover, round, rollout];
