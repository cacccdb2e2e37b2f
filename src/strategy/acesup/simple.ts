// Aces Up: the baseline and the simple heuristic players (rules §3, §5), and the small pieces every
// Aces Up player shares. The choices a player really has are few: which card (if any) to put on an
// empty pile, when to deal, the order of discards under free-discards, and where to play a joker.
// Everything else is forced.

import type { Card } from '../../core/cards.js';
import type { AcesUpObservation } from '../../games/acesup/observation.js';
import { type AcesUpMove, isKeeper, strength, topOf } from '../../games/acesup/rules.js';
import type { Strategy } from '../types.js';

export type AcesUpStrategy = Strategy<AcesUpObservation, AcesUpMove>;
export type Piles = readonly (readonly Card[])[];
/** A move of a pile's only card onto another empty pile changes nothing a player cares about: no strategy makes it. */
export function isPointlessMove(piles: Piles, m: AcesUpMove): boolean {
  return m.type === 'move' && (piles[m.from] as readonly Card[]).length === 1;
}

/** The first legal move of a kind. */
export function firstOf<T extends AcesUpMove['type']>(legal: readonly AcesUpMove[], type: T): Extract<AcesUpMove, { type: T }> | undefined {
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
