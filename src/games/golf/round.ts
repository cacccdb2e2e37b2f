// A round of Golf ("parti", SPEC §4): nine holes, their scores added. Par is 45 (or 36 under the
// table rule, `par=36`); 0 or lower is a perfect round. A locked hole may be reshuffled.

import { dealFromNumber, type Deal, reshuffleDeal } from '../../core/deal.js';
import type { GolfVariant } from './variant.js';

export const HOLES = 9;

export interface GolfRound {
  readonly variant: GolfVariant;
  /** Deal number of the first hole; hole i uses number (first + i) mod 2^32 unless reshuffled. */
  readonly first: number;
  /** Scores of the holes played so far, in order. */
  readonly scores: readonly number[];
}

export function newRound(variant: GolfVariant, first: number): GolfRound {
  return { variant, first: first >>> 0, scores: [] };
}

export function holeNumber(round: GolfRound, hole: number): number {
  return (round.first + hole) >>> 0;
}

export function holeDeal(round: GolfRound, hole: number): Deal {
  return dealFromNumber(holeNumber(round, hole), { jokers: round.variant.jokers });
}

/** The same hole's cards shuffled again (offered when the layout is locked); `attempt` counts reshuffles from 1. */
export function reshuffledHole(deal: Deal, hole: number, attempt: number): Deal {
  return reshuffleDeal(deal, ((hole + 1) * 0x9e3779b1 + attempt) >>> 0);
}

export function recordHole(round: GolfRound, score: number): GolfRound {
  if (round.scores.length >= HOLES) throw new Error('the round is already complete');
  return { ...round, scores: [...round.scores, score] };
}

export function roundTotal(round: GolfRound): number {
  return round.scores.reduce((a, b) => a + b, 0);
}

export function roundPar(round: GolfRound): number {
  return round.variant.par;
}

export function isRoundComplete(round: GolfRound): boolean {
  return round.scores.length >= HOLES;
}

/** Par so far: the holes played times par per hole (5, or 4 under the table rule). */
export function parSoFar(round: GolfRound): number {
  return round.scores.length * (round.variant.par / HOLES);
}

export function roundVerdict(round: GolfRound): 'perfect' | 'par' | 'over' {
  const t = roundTotal(round);
  if (t <= 0) return 'perfect';
  return t <= round.variant.par ? 'par' : 'over';
}
