// The daily deal: one deal per calendar date, game and variant, the same for everyone, and always
// one the solver proves can be won with the stock known. FROZEN once released (golden tests in
// daily.test.ts and daily-golden.json): the steps are written out in docs/deals.md so that another
// implementation gives the same deal numbers.
//
//   seed      = FNV-1a (32 bits) of the UTF-8 text "kabal-daily|<date>|<game>|<variant>"
//   number(k) = fmix32(seed + k * 0x9E3779B9 mod 2^32), k = 0, 1, 2, …
//   the deal  = the first number(k) whose deal (deal numbers, rules §2.6) the solver proves
//               winnable within DAILY_MAX_STATES positions; a candidate it proves unwinnable, or
//               whose proof runs out of budget, is skipped.

import { type Deal, dealFromNumber } from '../core/deal.js';
import type { GameRules } from '../core/game.js';
import { err, ok, parseError, type Result } from '../core/result.js';
import { type DayDate, formatDate } from './date.js';
import { fnv1a } from '../core/hash.js';
import { proveWinnable } from './prove.js';

/** Positions the proof of one candidate may search (a count, so the same on every machine). */
export const DAILY_MAX_STATES = 300_000;
/** Candidates tried before giving up (no variant comes near it: docs/deals.md). */
export const DAILY_MAX_CANDIDATES = 2000;

/** FNV-1a, 32 bits, over the UTF-8 bytes of the text. */
export function fnv1a32(text: string): number {
  return fnv1a(new TextEncoder().encode(text));
}

/** MurmurHash3's 32-bit finaliser: every input bit moves every output bit. */
export function fmix32(x: number): number {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}

/** The seed of a date, game and canonical variant text. */
export function dailySeed(date: string, game: string, variantText: string): number {
  return fnv1a32(`kabal-daily|${date}|${game}|${variantText}`);
}

/** The k-th candidate deal number of a seed. */
export function dailyCandidate(seed: number, k: number): number {
  return fmix32((seed + Math.imul(k, 0x9e3779b9)) >>> 0);
}

export interface DailyDeal {
  readonly date: string;
  /** The canonical variant text. */
  readonly variant: string;
  readonly number: number;
  readonly deal: Deal;
  /** Which candidate it was (0: the first). */
  readonly candidate: number;
  /** Positions searched over every candidate. */
  readonly states: number;
}

/**
 * The daily deal of a date for a game and variant. `onCandidate` hears of each candidate as it is
 * settled (for progress). An error only if no candidate of DAILY_MAX_CANDIDATES is proved.
 */
export function dailyDeal<S, M, O, V>(rules: GameRules<S, M, O, V>, variant: V, date: DayDate, onCandidate?: (k: number, states: number) => void): Result<DailyDeal> {
  const dateText = formatDate(date);
  const vtext = rules.formatVariant(variant);
  const seed = dailySeed(dateText, rules.id, vtext);
  let states = 0;
  for (let k = 0; k < DAILY_MAX_CANDIDATES; k++) {
    const number = dailyCandidate(seed, k);
    const deal = dealFromNumber(number, rules.dealShape(variant));
    const p = proveWinnable(rules, variant, deal, DAILY_MAX_STATES);
    states += p.states;
    onCandidate?.(k, states);
    if (p.verdict === 'won') return ok({ date: dateText, variant: vtext, number, deal, candidate: k, states });
  }
  return err(parseError('ERR_DAILY', `no deal among the first ${DAILY_MAX_CANDIDATES} candidates of ${dateText} for ${vtext} was proved winnable`));
}
