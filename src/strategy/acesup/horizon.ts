// Aces Up: the `horizon` player, which looks ahead on sampled stock orders. Where it has a real
// choice it takes `expectimax`'s best few round ends as candidates, draws stock orders from the
// cards still to come (the same orders for every candidate: common random numbers), and on each
// order plays on from each candidate with the fitted table's greedy choice (after each deal the
// round end the table scores best, a choice that reads only the cards dealt, never the ones to
// come) for a few deals, then scores where it got to with the table. Late in the game (few stock
// cards) it plays each order to the end and scores it exactly, a win counting far more than the
// cards, so that there it aims at winning rather than at discarding. It goes for the candidate
// with the best mean. With a horizon of one deal and no endgame this is `expectimax`. Standard
// rules only; under any variant it plays exactly like `round`.

import type { Card } from '../../core/cards.js';
import { Rng } from '../../core/rng.js';
import { drawOrders, endsToWeigh, FITTED_WEIGHTS, fittedValue, nextDeals, POSITION_FEATURES, settleStandard, standardRoundEnds } from './expectimax.js';
import { stepTowards } from './round.js';
import type { AcesUpStrategy, Piles } from './simple.js';

/** How hard `horizon` works at a decision. */
export interface HorizonBudget {
  /** How many of the best round ends (by the fitted table) are compared. */
  readonly candidates: number;
  /** Stock orders drawn per decision (the same for every candidate). */
  readonly orders: number;
  /** How many deals each order is played on from a candidate before the table scores it. */
  readonly horizon: number;
  /** With this many stock cards or fewer, each order is played to the end instead (and scored exactly). */
  readonly endgame: number;
  /** What a win adds to the 48 cards discarded when an order is played to the end (the table counts 10). */
  readonly winBonus: number;
}

export const HORIZON_BUDGET: HorizonBudget = { candidates: 6, orders: 400, horizon: 1, endgame: 20, winBonus: 100 };

/**
 * From a settled position before a deal, deals the next `deals` groups of four from `order` (the
 * cards to come, in the order drawn), after each deal making every discard and taking the round
 * end the table scores best (a choice that sees only the cards on the table), and returns the
 * table's score of the position reached: the final score, exactly, once the stock is out.
 * `unseen` (1 for a card still to come) is restored before returning.
 */
export function playAhead(piles: Piles, discarded: number, order: readonly Card[], stockCount: number, deals: number, unseen: Uint8Array, scratch: number[], winBonus = 10): number {
  let p = piles.map((x) => x.slice());
  let d = discarded;
  let left = stockCount;
  let used = 0;
  for (let k = 0; k < deals && left > 0; k++) {
    for (let i = 0; i < 4; i++) {
      const c = order[used++] as Card;
      (p[i] as Card[]).push(c);
      unseen[c] = 0;
    }
    left -= 4;
    d += settleStandard(p);
    if (p.every((x) => x.length > 0)) continue;
    let best = -Infinity;
    let bestPiles = p;
    let bestD = d;
    for (const e of standardRoundEnds(p)) {
      const v = fittedValue(e.piles, d + e.discarded, left, unseen, scratch);
      if (v > best) {
        best = v;
        bestPiles = e.piles;
        bestD = d + e.discarded;
      }
    }
    p = bestPiles;
    d = bestD;
  }
  const v = left === 0 ? d + (d === 48 ? winBonus : 0) : fittedValue(p, d, left, unseen, scratch);
  for (let i = 0; i < used; i++) unseen[order[i] as Card] = 1;
  return v;
}

const plural = (n: number, word: string): string => `${n === 1 ? 'one' : String(n)} ${word}${n === 1 ? '' : 's'}`;

/** The `horizon` player with a given budget. */
export const horizonWith = (budget: HorizonBudget, name = 'horizon'): AcesUpStrategy => ({
  name,
  description: `Looks ahead on sampled stock orders. Where it has a real choice, it takes the ${budget.candidates} best round ends by \`expectimax\`'s fitted score as candidates and draws ${budget.orders} orders of the cards still to come (the same orders for every candidate). On each order it plays on from each candidate, after each deal taking the round end the fitted score likes best (a choice that sees only the cards on the table): ${plural(budget.horizon, 'deal')}, then the fitted score of the position reached${budget.endgame > 0 ? `, or, with ${budget.endgame} stock cards or fewer, to the end of the game, a win counting ${budget.winBonus} cards on top of its 48 discards` : ''}. It goes for the candidate with the best average. It knows which cards are still to come, never their order. Standard rules only: under a variant it plays as \`round\`.`,
  cost: 'expensive',
  deterministic: false,
  elsewherePlaysAs: 'round',
  choose(obs, legal, rng) {
    const w = endsToWeigh(obs, legal, FITTED_WEIGHTS);
    if ('move' in w) return w.move;
    const cands = w.ranked.slice(0, budget.candidates);
    const r = new Rng(rng.nextUint32());
    const deals = obs.stockCount <= budget.endgame ? obs.stockCount / 4 : budget.horizon;
    const take = Math.min(obs.stockCount, 4 * deals);
    // The orders: with four cards left, all 24 (the last deal is then valued exactly); else drawn.
    const orders = obs.stockCount === 4 ? nextDeals(obs.unseen, 0, r) : drawOrders(obs.unseen, take, budget.orders, r);
    const unseen = new Uint8Array(52);
    for (const c of obs.unseen) unseen[c] = 1;
    const scratch = new Array<number>(POSITION_FEATURES);
    const totals = new Array<number>(cands.length).fill(0);
    for (const order of orders) {
      for (let c = 0; c < cands.length; c++) {
        const e = (cands[c] as (typeof cands)[number]).e.state;
        totals[c] = (totals[c] as number) + playAhead(e.piles, e.discarded.length, order, obs.stockCount, deals, unseen, scratch, budget.winBonus);
      }
    }
    let best = 0;
    for (let c = 1; c < cands.length; c++) if ((totals[c] as number) > (totals[best] as number) + 1e-9) best = c;
    return stepTowards((cands[best] as (typeof cands)[number]).e, legal);
  },
});

export const horizon: AcesUpStrategy = horizonWith(HORIZON_BUDGET);
