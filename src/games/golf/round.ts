// A round of Golf ("parti", rules §4): nine holes, their scores added. Par is 45 (or 36 under the
// table rule, `par=36`); 0 or lower is a perfect round. A locked hole may be reshuffled. Everything
// a front end shows about a round comes from here (holes, par, par so far, ± par, the scorecard,
// the verdict and its words), so no front end works any of it out itself.

import { dealFromNumber, type Deal, reshuffleDeal } from '../../core/deal.js';
import { type Message, msg } from '../../core/i18n.js';
import { err, ok, parseError, type Result } from '../../core/result.js';
import { MAX_DEAL_NUMBER } from '../../core/rng.js';
import type { RoundRules, ScorecardHole } from '../../core/round.js';
import { COLUMN_HEIGHT, COLUMNS } from './rules.js';
import { formatGolfVariant, type GolfVariant, parseGolfVariant } from './variant.js';

export const HOLES = 9;

export interface GolfRound {
  readonly variant: GolfVariant;
  /**
   * Deal number of the first hole; hole i uses number (first + i) mod 2^32 unless reshuffled.
   * Null when the holes are random deals (or typed in), each chosen when it starts.
   */
  readonly first: number | null;
  /** Scores of the holes played so far, in order. */
  readonly scores: readonly number[];
}

export function newRound(variant: GolfVariant, first: number | null): GolfRound {
  return { variant, first: first === null ? null : first >>> 0, scores: [] };
}

/** The deal number of a hole (0-based), or undefined when the round's holes are not numbered. */
export function holeNumber(round: GolfRound, hole: number): number | undefined {
  return round.first === null ? undefined : (round.first + hole) >>> 0;
}

/** The deal of a hole of a numbered round. */
export function holeDeal(round: GolfRound, hole: number): Deal {
  const n = holeNumber(round, hole);
  if (n === undefined) throw new Error('the holes of this round are not numbered deals');
  return dealFromNumber(n, { jokers: round.variant.jokers });
}

/** The same hole's cards shuffled again (offered when the layout is locked); `attempt` counts reshuffles from 1. */
export function reshuffledHole(deal: Deal, hole: number, attempt: number): Deal {
  return reshuffleDeal(deal, ((hole + 1) * 0x9e3779b1 + attempt) >>> 0);
}

export function recordHole(round: GolfRound, score: number): GolfRound {
  if (round.scores.length >= HOLES) throw new Error('the round is already complete');
  if (!isPossibleHoleScore(round.variant, score)) throw new Error(`${score} is not a possible hole score`);
  return { ...round, scores: [...round.scores, score] };
}

export function roundTotal(round: GolfRound): number {
  return round.scores.reduce((a, b) => a + b, 0);
}

export function roundPar(round: GolfRound): number {
  return round.variant.par;
}

/** Par for one hole: 5, or 4 under the table rule. */
export function parPerHole(variant: GolfVariant): number {
  return variant.par / HOLES;
}

export function isRoundComplete(round: GolfRound): boolean {
  return round.scores.length >= HOLES;
}

/** The hole being played (0-based): the first without a score, or the last when the round is complete. */
export function currentHole(round: GolfRound): number {
  return Math.min(round.scores.length, HOLES - 1);
}

/** Par so far: the holes played times par per hole. */
export function parSoFar(round: GolfRound): number {
  return round.scores.length * parPerHole(round.variant);
}

/** The total against par so far: below zero is under par ("−3"), above is over ("+2"). */
export function toPar(round: GolfRound): number {
  return roundTotal(round) - parSoFar(round);
}

/** ± par as a player writes it: `E` (even), `+2`, `−3` (a minus sign, not a hyphen). */
export function formatToPar(n: number): string {
  if (n === 0) return 'E';
  return n > 0 ? `+${n}` : `−${-n}`;
}

export function roundVerdict(round: GolfRound): 'perfect' | 'par' | 'over' {
  const t = roundTotal(round);
  if (t <= 0) return 'perfect';
  return t <= round.variant.par ? 'par' : 'over';
}

export type { ScorecardHole } from '../../core/round.js';

export function scorecard(round: GolfRound): ScorecardHole[] {
  const par = parPerHole(round.variant);
  let total = 0;
  const out: ScorecardHole[] = [];
  for (let h = 0; h < HOLES; h++) {
    const score = round.scores[h];
    if (score === undefined) out.push({ hole: h + 1, par });
    else {
      total += score;
      out.push({ hole: h + 1, par, score, total });
    }
  }
  return out;
}

/** The end of the round in words: total, par and how it went (messages in golf/messages.ts). */
export function roundEndMessage(round: GolfRound): Message {
  const total = roundTotal(round);
  const par = roundPar(round);
  let how: Message;
  if (roundVerdict(round) === 'perfect') how = msg('golf.round.perfect');
  else if (total === par) how = msg('golf.round.onPar');
  else if (total < par) how = msg('golf.round.under', { n: par - total });
  else how = msg('golf.round.overPar', { n: total - par });
  return msg('golf.round.end', { total, par, how });
}

/** The running state of the round in one line: hole, total, par so far. */
export function roundStatusMessage(round: GolfRound): Message {
  return msg('golf.round.status', { hole: currentHole(round) + 1, holes: HOLES, total: roundTotal(round), par: parSoFar(round) });
}

/**
 * Whether a hole can end with this score: the cards left in the tableau (1 to 35), or, with the
 * tableau cleared, minus the stock left (0 down to the whole stock as dealt: every card outside
 * the tableau, less the one turned to start the waste unless the variant starts it empty).
 */
export function isPossibleHoleScore(v: GolfVariant, score: number): boolean {
  if (!Number.isInteger(score)) return false;
  const stockAtMost = 52 + v.jokers - COLUMNS * COLUMN_HEIGHT - (v.emptyWaste ? 0 : 1);
  return score >= -stockAtMost && score <= COLUMNS * COLUMN_HEIGHT;
}

/** A round as plain data for storage: the variant as text. */
export interface GolfRoundData {
  readonly variant: string;
  readonly first: number | null;
  readonly scores: readonly number[];
}

export function roundToData(round: GolfRound): GolfRoundData {
  return { variant: formatGolfVariant(round.variant), first: round.first, scores: round.scores };
}

/** Checks stored round data (untrusted) and rebuilds the round; the error says what is wrong. */
export function roundFromData(x: unknown): Result<GolfRound> {
  const bad = (why: string): Result<never> => err(parseError('ERR_ROUND', `round: ${why}`));
  if (typeof x !== 'object' || x === null) return bad('not an object');
  const r = x as Record<string, unknown>;
  if (typeof r.variant !== 'string') return bad('"variant" is missing');
  const v = parseGolfVariant(r.variant);
  if (!v.ok) return bad(v.error.message);
  if (r.first !== null && !(typeof r.first === 'number' && Number.isInteger(r.first) && r.first >= 0 && r.first <= MAX_DEAL_NUMBER)) return bad('"first" must be a deal number or null');
  if (!Array.isArray(r.scores) || r.scores.length > HOLES) return bad(`"scores" must be a list of at most ${HOLES} hole scores`);
  const scores: number[] = [];
  for (let i = 0; i < r.scores.length; i++) {
    const s: unknown = r.scores[i];
    if (typeof s !== 'number' || !isPossibleHoleScore(v.value, s)) return bad(`hole ${i + 1}: ${String(s)} is not a possible hole score`);
    scores.push(s);
  }
  return ok({ variant: v.value, first: r.first, scores });
}

/** The round as every front end reads it (src/core/round.ts). */
export const GOLF_ROUND: RoundRules<GolfVariant> = {
  holes: HOLES,
  start: newRound,
  holeNumber,
  holeDeal,
  record: recordHole,
  possibleScore: isPossibleHoleScore,
  complete: isRoundComplete,
  total: roundTotal,
  par: roundPar,
  parSoFar,
  scorecard,
  status: roundStatusMessage,
  end: roundEndMessage,
};
