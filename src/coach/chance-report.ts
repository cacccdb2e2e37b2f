// The figures of a chance estimate and what can be done with them without playing anything: add
// up the reports of the parts of a run (one a core), and put a report in sentences. Kept apart
// from the estimator (chance.ts), which needs the players and the solver, so the page itself can
// merge the reports of several workers without loading either.

import { type Message, msg } from '../core/i18n.js';
import { type ShareEstimate, shareOf } from './stats.js';

/** The fair player's share of won orders, and its mean score on them. */
export interface ChanceFigure extends ShareEstimate {
  readonly wins: number;
  /** The mean final score over the orders played (the game's score: cards discarded, or the hole score). */
  readonly meanScore: number;
}

/** The share of the same orders that can still be won with the stock known. */
export interface StockKnownFigure {
  readonly share: number;
  readonly ci: readonly [number, number];
  /** Orders with a verdict (won or proven lost); `unknown` ones are left out. */
  readonly samples: number;
  readonly exact: boolean;
  readonly wins: number;
  /** Orders whose search ran out of its state budget. */
  readonly unknown: number;
}

/** Optimal play's exact figures (the exact solver of fair play finished): what no fair player can beat. */
export interface PerfectFigure {
  /** The chance that optimal play without seeing the stock wins from here: `winOrders / orders`. */
  readonly winProbability: number;
  readonly winOrders: number;
  /** Every order of the unseen cards (n! for n cards), all equally likely. */
  readonly orders: number;
  /** The expected final score under that play. */
  readonly expectedScore: number;
}

/**
 * The stand-in against `best` on the same orders (the first `samples` of those it played): the
 * counts, the paired difference in the share won, and `best`'s chance estimated from both: the
 * stand-in's share over all its orders plus the paired difference (a difference estimator:
 * unbiased for `best`'s chance, with a normal 95% interval from the paired variances).
 */
export interface VsBestFigure {
  readonly player: string;
  readonly samples: number;
  readonly bestWins: number;
  /** The stand-in's wins on the same orders. */
  readonly sampledWins: number;
  /** Orders both won. */
  readonly bothWon: number;
  /** best's share minus the stand-in's on these orders, with a normal 95% interval. */
  readonly diff: number;
  readonly diffCi: readonly [number, number];
  /** best's chance from here: the stand-in's chance plus `diff`, with its 95% interval. */
  readonly estimate: number;
  readonly ci: readonly [number, number];
}

export interface ChanceReport {
  /** The player that played the orders out, or `perfect play` (PERFECT_PLAY) when `perfect` is set. */
  readonly player: string;
  /** The stronger player it stands in for, when that one is too slow to play out many times. */
  readonly insteadOf?: string;
  /** With `perfect`, its figure (exact, over every order): the chance is then optimal play's, not a player's. */
  readonly chance: ChanceFigure;
  /** Set when the exact solver of optimal fair play finished within the coach's budget. */
  readonly perfect?: PerfectFigure;
  /** The chance figure is final: its interval is tight by the stopping rule, every order is played, or the most asked for are. */
  readonly settled: boolean;
  /** Absent when not asked for. */
  readonly stockKnown?: StockKnownFigure;
  /** With `vsBest`, once `best` has played some of the orders. */
  readonly vsBest?: VsBestFigure;
  /** How many orders the run may play in all (every order when `exact`). */
  readonly orders: number;
  /** True when the run plays every order of the unseen cards. */
  readonly exact: boolean;
  readonly done: boolean;
  readonly cancelled: boolean;
  /** Milliseconds of work so far (wall time inside step; the longest part's for a merged report). */
  readonly ms: number;
  /** The raw sum of final scores (to merge reports). */
  readonly scoreSum: number;
}

const Z = 1.959963984540054;

/** The paired comparison and the difference estimate of best's chance (see VsBestFigure). */
export function vsBestFigure(player: string, chance: ChanceFigure, c: { samples: number; bestWins: number; sampledWins: number; bothWon: number }): VsBestFigure {
  const n = c.samples;
  // D = best's result minus the stand-in's, on each order: its mean, variance, and covariance with the stand-in's result.
  const dMean = (c.bestWins - c.sampledWins) / n;
  const discordant = c.bestWins + c.sampledWins - 2 * c.bothWon;
  const dVar = n < 2 ? 0.25 : Math.max(0, (discordant - n * dMean * dMean) / (n - 1));
  const cMean = c.sampledWins / n;
  // Sum of D*C is bothWon - sampledWins.
  const dcCov = n < 2 ? 0 : (c.bothWon - c.sampledWins - n * dMean * cMean) / (n - 1);
  const N = Math.max(1, chance.samples);
  const p = chance.estimate;
  const cVar = chance.samples < 2 ? 0.25 : (p * (1 - p) * N) / (N - 1);
  const se = Math.sqrt(Math.max(0, dVar / n + (cVar + 2 * dcCov) / N));
  const dSe = Math.sqrt(dVar / n);
  const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));
  const estimate = clamp(p + dMean, 0, 1);
  return {
    player,
    samples: n,
    bestWins: c.bestWins,
    sampledWins: c.sampledWins,
    bothWon: c.bothWon,
    diff: dMean,
    diffCi: [clamp(dMean - Z * dSe, -1, 1), clamp(dMean + Z * dSe, -1, 1)],
    estimate,
    ci: [clamp(p + dMean - Z * se, 0, 1), clamp(p + dMean + Z * se, 0, 1)],
  };
}

/**
 * The reports of the parts of one run (`shard` 0..count-1 of the same position and options)
 * added up into one: the counts summed and the intervals worked out again. Exact only when every
 * part is; settled or done when every part is.
 */
export function mergeChance(parts: readonly ChanceReport[]): ChanceReport {
  const first = parts[0];
  if (first === undefined) throw new RangeError('no reports to merge');
  const sum = (f: (r: ChanceReport) => number): number => parts.reduce((a, r) => a + f(r), 0);
  const played = sum((r) => r.chance.samples);
  const wins = sum((r) => r.chance.wins);
  const scoreSum = sum((r) => r.scoreSum);
  const exact = parts.every((r) => r.chance.exact);
  // Every part tries the same exact search and gets the same answer: the first that has it speaks for all.
  const perfect = parts.find((r) => r.perfect !== undefined);
  const chance: ChanceFigure = perfect !== undefined ? perfect.chance : { ...shareOf(wins, played, exact), wins, meanScore: played === 0 ? 0 : scoreSum / played };
  const sks = parts.map((r) => r.stockKnown).filter((x): x is StockKnownFigure => x !== undefined);
  let stockKnown: StockKnownFigure | undefined;
  if (sks.length === parts.length) {
    const decided = sks.reduce((a, k) => a + k.samples, 0);
    const won = sks.reduce((a, k) => a + k.wins, 0);
    const unknown = sks.reduce((a, k) => a + k.unknown, 0);
    const s = shareOf(won, decided, sks.every((k) => k.exact));
    stockKnown = { share: s.estimate, ci: s.ci, samples: decided, exact: s.exact, wins: won, unknown };
  }
  const vbs = parts.map((r) => r.vsBest).filter((x): x is VsBestFigure => x !== undefined);
  const vb = vbs[0];
  const vsBest =
    vb === undefined
      ? undefined
      : vsBestFigure(vb.player, chance, {
          samples: vbs.reduce((a, v) => a + v.samples, 0),
          bestWins: vbs.reduce((a, v) => a + v.bestWins, 0),
          sampledWins: vbs.reduce((a, v) => a + v.sampledWins, 0),
          bothWon: vbs.reduce((a, v) => a + v.bothWon, 0),
        });
  const who = perfect ?? first;
  return {
    player: who.player,
    ...(who.insteadOf === undefined ? {} : { insteadOf: who.insteadOf }),
    chance,
    ...(perfect?.perfect === undefined ? {} : { perfect: perfect.perfect }),
    settled: parts.every((r) => r.settled),
    ...(stockKnown === undefined ? {} : { stockKnown }),
    ...(vsBest === undefined ? {} : { vsBest }),
    orders: first.orders,
    exact: first.exact,
    done: parts.every((r) => r.done),
    cancelled: parts.some((r) => r.cancelled),
    ms: Math.max(...parts.map((r) => r.ms)),
    scoreSum,
  };
}

const pct = (x: number): number => Math.round(x * 100);

/**
 * The report in plain sentences (whole percentages), never naming a player: the chance to win
 * with perfect play, exactly, to a tenth of a point, where the exact solver of fair play finished;
 * else playing as our best player would (or as the quicker player that stood in for it, or as the
 * player a caller named: `named`), with its 95% interval and what it was played out on; then the
 * share with the stock known, labelled an upper bound.
 */
export function chanceMessages(r: ChanceReport, named = false): Message[] {
  const c = r.chance;
  const p = r.perfect;
  const who = named ? 'named' : r.insteadOf !== undefined ? 'quick' : '';
  const key = (exact: boolean): string => (who === '' ? (exact ? 'coach.chance.exact' : 'coach.chance') : `coach.chance.${who}${exact ? 'Exact' : ''}`);
  const out: Message[] =
    p !== undefined
      ? [msg('coach.chance.perfect', { pct: Math.round(p.winProbability * 1000) / 10 }), msg('coach.chance.perfectHow', { score: Math.round(p.expectedScore * 100) / 100 })]
      : [
          c.exact ? msg(key(true), { player: r.player, pct: pct(c.estimate) }) : msg(key(false), { player: r.player, pct: pct(c.estimate), lo: pct(c.ci[0]), hi: pct(c.ci[1]) }),
          c.exact ? msg('coach.chance.every', { n: c.samples }) : msg('coach.chance.games', { n: c.samples }),
        ];
  if (who === 'quick' && p === undefined) out.push(msg('coach.instead'));
  const k = r.stockKnown;
  // A run stopped before its first solve has no figure with the stock known.
  if (k !== undefined && k.samples + k.unknown > 0) {
    // With optimal play's figure no order was played out: the solved orders are named as such, and
    // an exact share is given to a tenth of a point like optimal play's (4 of 24: 16.7% both).
    const sampled = p === undefined ? msg('coach.stockKnown', { pct: pct(k.share), lo: pct(k.ci[0]), hi: pct(k.ci[1]) }) : msg('coach.stockKnown.shuffles', { pct: pct(k.share), lo: pct(k.ci[0]), hi: pct(k.ci[1]), n: k.samples });
    out.push(k.exact ? msg('coach.stockKnown.exact', { pct: p === undefined ? pct(k.share) : Math.round(k.share * 1000) / 10 }) : sampled);
    if (k.unknown > 0) out.push(msg('coach.stockKnown.unknown', { n: k.unknown }));
  }
  return out;
}
