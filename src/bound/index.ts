// The fair-play bound (information relaxation with a penalty; docs/bound.md) for each game: a deal
// by number in, its per-order values out, with the stock-known result on the same orders and,
// when asked, a fair player's result on the deal itself. The registry of the bound: the only file
// of src/bound outside the game folders that names a game.

import { fnv1a, spreadSeed } from '../core/hash.js';
import type { GameId } from '../core/game.js';
import { dealFromNumber } from '../core/deal.js';
import { acesUpDealShape, formatAcesUpVariant, isStandardAcesUp, observeAcesUp, parseAcesUpVariant, startAcesUp, stateFromAcesUpObservation } from '../games/acesup/index.js';
import { formatGolfVariant, golfDealShape, observeGolf, parseGolfVariant, startGolf, stateFromGolfObservation } from '../games/golf/index.js';
import { makeRunner } from '../sim/registry.js';
import { solveAcesUp, solveGolf } from '../solve/index.js';
import { boundAcesUp, ZERO_ACESUP_ESTIMATE } from './acesup/bound.js';
import { ACESUP_CALIBRATION } from './acesup/weights.js';
import { tableEstimate } from './acesup/estimate.js';
import { boundGolf, ZERO_ESTIMATE } from './golf/bound.js';
import { logisticEstimate } from './golf/estimate.js';
import { GOLF_WEIGHTS } from './golf/weights.js';

export interface BoundSpec {
  readonly game: GameId;
  /** The variant's text form (`golf(putt-putt)`). */
  readonly variant: string;
  /** Stock orders drawn per deal. */
  readonly orders: number;
  /** Aces Up: deals drawn per stock position for the mean of the estimate. */
  readonly samples: number;
  /** A fair player (a `kabal sim` name, `best` included) to play on each deal itself, or null. */
  readonly player: string | null;
  /** `fitted` (the default) or `zero` (the bound is then the stock-known rate on the drawn orders). */
  readonly estimate: 'fitted' | 'zero';
}

export interface DealBound {
  readonly number: number;
  /** The penalised value of each drawn order. */
  readonly values: readonly number[];
  /** How many of the drawn orders can be won with the stock known. */
  readonly stockKnownWins: number;
  /** The fair player's result on the deal as numbered (its real stock order), when one was asked for. */
  readonly playerWon?: boolean;
  readonly positions: number;
  readonly estimates: number;
}

/** What the bound uses as its estimate under a rule set: a name for the output. */
export function estimateName(spec: Pick<BoundSpec, 'game' | 'variant' | 'estimate'>): string {
  if (spec.estimate === 'zero') return 'zero';
  if (spec.game === 'acesup') return 'expectimax table, calibrated';
  const v = parseGolfVariant(spec.variant);
  return v.ok && GOLF_WEIGHTS[formatGolfVariant(v.value)] ? 'fitted logistic' : 'zero (no fitted estimate for these rules)';
}

/**
 * The estimate a game's bound uses unless told otherwise: Aces Up's table; for Golf the estimate 0,
 * since the fitted logistic makes the bound looser, not tighter (docs/bound.md).
 */
export function defaultEstimate(game: GameId): 'fitted' | 'zero' {
  return game === 'acesup' ? 'fitted' : 'zero';
}

/** Checks a spec; the message says what is wrong. */
export function checkBoundSpec(spec: BoundSpec): string | null {
  if (spec.game === 'acesup') {
    const v = parseAcesUpVariant(spec.variant);
    if (!v.ok) return v.error.message;
    if (!isStandardAcesUp(v.value)) return `the Aces Up bound is for the standard rules only, not ${formatAcesUpVariant(v.value)}`;
    return null;
  }
  const v = parseGolfVariant(spec.variant);
  return v.ok ? null : v.error.message;
}

/** The seed of a deal's orders: from the cards a player sees at the start (never the stock order) and the deal number. */
function seedOf(shown: readonly number[]): number {
  return spreadSeed(fnv1a(shown.map((c) => c + 1)));
}

/** A function that bounds one numbered deal under `spec`. */
export function boundRunner(spec: BoundSpec): (number: number) => DealBound {
  const player = spec.player === null ? null : makeRunner(spec.game, spec.variant, spec.player);
  if (spec.game === 'acesup') {
    const v = parseAcesUpVariant(spec.variant);
    if (!v.ok) throw new Error(v.error.message);
    const variant = v.value;
    const estimate = spec.estimate === 'zero' ? ZERO_ACESUP_ESTIMATE : tableEstimate(ACESUP_CALIBRATION);
    return (number) => {
      const deal = dealFromNumber(number, acesUpDealShape(variant));
      const obs = observeAcesUp(startAcesUp(deal, variant));
      const seed = seedOf(obs.piles.flat());
      const r = boundAcesUp(obs, estimate, { orders: spec.orders, seed, samples: spec.samples });
      let stockKnownWins = 0;
      for (const order of r.orders) if (solveAcesUp(stateFromAcesUpObservation(obs, order), undefined, 'win').winnable) stockKnownWins++;
      const played = player?.(deal, number);
      return { number, values: r.values, stockKnownWins, ...(played ? { playerWon: played.won } : {}), positions: r.positions, estimates: r.estimates };
    };
  }
  const v = parseGolfVariant(spec.variant);
  if (!v.ok) throw new Error(v.error.message);
  const variant = v.value;
  const weights = GOLF_WEIGHTS[formatGolfVariant(variant)];
  const estimate = spec.estimate === 'zero' || !weights ? ZERO_ESTIMATE : logisticEstimate(weights);
  return (number) => {
    const deal = dealFromNumber(number, golfDealShape(variant));
    const obs = observeGolf(startGolf(deal, variant));
    const seed = seedOf([...obs.columns.flat(), ...obs.waste]);
    const r = boundGolf(obs, estimate, { orders: spec.orders, seed });
    let stockKnownWins = 0;
    for (const order of r.orders) if (solveGolf(stateFromGolfObservation(obs, order), undefined, 'win').winnable) stockKnownWins++;
    const played = player?.(deal, number);
    return { number, values: r.values, stockKnownWins, ...(played ? { playerWon: played.won } : {}), positions: r.positions, estimates: r.estimates };
  };
}
