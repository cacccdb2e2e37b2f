// The chance to win from here. Where the game has an exact solver of perfect play (Golf: src/coach/
// registry.ts) and it finishes within the coach's budget, the chance is perfect play's exact figure
// and no playouts are needed. Otherwise the fair player plays the position out on stock orders of the
// unseen cards (a uniform sample, or every order when there are no more than the sample size:
// then the figures are exact), and the exact solver says, for each of the same orders, whether the
// game can still be won with the stock known: an upper bound for every player. The work runs in
// slices (`step(ms)`), so a Web Worker can report a refined figure every 100 ms and stop at once.

import type { Card } from '../core/cards.js';
import { type Message, msg } from '../core/i18n.js';
import { Rng } from '../core/rng.js';
import type { GameModule } from '../games/registry.js';
import { canWin } from '../solve/index.js';
import { now } from '../solve/types.js';
import { Playout, samplingPlayer, type SamplingPlayer } from './players.js';
import { PERFECT_MAX_STATES, PERFECT_PLAY, PERFECT_SLICE_STATES, type PerfectJob, perfectJob, type PerfectValue } from './registry.js';
import { BEST } from '../sim/registry.js';
import { observationSeed, sampleSeed, type ShareEstimate, shareOf, StockOrders } from './stats.js';

export interface ChanceOptions {
  /** Stock orders to play (default 200); every order is played when there are no more than this. */
  readonly samples?: number;
  /** Most positions each exact solve may search (default 200,000); an order that runs out is counted apart. */
  readonly maxStates?: number;
  /** Seed of the drawn orders and of the player's random choices (default: taken from the observation). */
  readonly seed?: number;
  /** The player (default `best`, or the strongest player fast enough when `best` is not). */
  readonly player?: string;
  /** Whether to solve each order with the stock known too (default true). */
  readonly stockKnown?: boolean;
  /**
   * Whether to try perfect play's exact figure first, where the game has a solver for it (default
   * true; only with the player `best`, the default). Positions it may settle: PERFECT_MAX_STATES.
   */
  readonly perfect?: boolean;
}

export const CHANCE_SAMPLES = 200;
export const CHANCE_MAX_STATES = 200_000;

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

/** Perfect play's exact figures (the exact solver finished): what no fair player can beat. */
export interface PerfectFigure {
  /** The chance that perfect play without seeing the stock wins from here: `winOrders / orders`. */
  readonly winProbability: number;
  readonly winOrders: number;
  /** Every order of the unseen cards (n! for n cards), all equally likely. */
  readonly orders: number;
  /** The expected final score under that play. */
  readonly expectedScore: number;
}

export interface ChanceReport {
  /** The player that played the orders out, or `perfect play` when `perfect` is set. */
  readonly player: string;
  /** The stronger player it stands in for, when that one is too slow to play out many times. */
  readonly insteadOf?: string;
  /** With `perfect`, its figure (exact, over every order): the chance is then optimal play's, not a player's. */
  readonly chance: ChanceFigure;
  /** Set when the exact solver of perfect play finished within the coach's budget. */
  readonly perfect?: PerfectFigure;
  /** Absent when not asked for. */
  readonly stockKnown?: StockKnownFigure;
  /** How many orders the run plays in all (every order when `exact`). */
  readonly orders: number;
  /** True when the run plays every order of the unseen cards. */
  readonly exact: boolean;
  readonly done: boolean;
  readonly cancelled: boolean;
  /** Milliseconds of work so far (wall time inside step). */
  readonly ms: number;
}

/**
 * An estimate in progress, for the position a player sees (`obs`): call `step(ms)` until `done`.
 * Each order is played out, then solved, so the two figures always count nearly the same orders.
 */
export class ChanceEstimator<S, M, O, V> {
  readonly player: SamplingPlayer<O, M>;
  private readonly orders: StockOrders;
  private readonly seed: number;
  private readonly maxStates: number;
  private readonly withSolve: boolean;
  private i = 0;
  private order: Card[] | undefined;
  private playout: Playout<S, M, O, V> | undefined;
  private played = 0;
  private wins = 0;
  private scoreSum = 0;
  private solved = 0;
  private winnable = 0;
  private unknown = 0;
  private stopped = false;
  private ms = 0;
  /** The exact search of perfect play while it runs, and its value once known. */
  private job: PerfectJob<M> | undefined;
  private perfect: PerfectValue<M> | undefined;

  constructor(
    private readonly module: GameModule<S, M, O, V>,
    variant: V,
    private readonly obs: O,
    opts: ChanceOptions = {},
  ) {
    this.player = samplingPlayer(module, module.rules.formatVariant(variant), opts.player);
    this.seed = opts.seed ?? observationSeed(obs);
    this.orders = new StockOrders(module.unseen(obs), opts.samples ?? CHANCE_SAMPLES, this.seed);
    this.maxStates = opts.maxStates ?? CHANCE_MAX_STATES;
    this.withSolve = opts.stockKnown ?? true;
    if ((opts.perfect ?? true) && (opts.player === undefined || opts.player === BEST)) this.job = perfectJob(module, obs);
  }

  get done(): boolean {
    if (this.stopped) return true;
    if (this.job !== undefined) return false;
    if (this.perfect !== undefined && !this.withSolve) return true;
    return this.i >= this.orders.count;
  }

  /** Stops the run; the report keeps what was counted. */
  cancel(): void {
    this.stopped = true;
  }

  /**
   * Works for about `ms` milliseconds (one move of a playout or one solve at least, so a slice
   * can run over by one solve) and returns the figures so far.
   */
  step(ms: number): ChanceReport {
    const t0 = now();
    while (!this.done) {
      this.work();
      if (now() - t0 >= ms) break;
    }
    this.ms += now() - t0;
    return this.report();
  }

  /** Runs to the end (for the command line and tests). */
  run(): ChanceReport {
    while (!this.done) this.step(1000);
    return this.report();
  }

  report(): ChanceReport {
    const exact = this.orders.exact && this.i >= this.orders.count;
    const decided = this.solved - this.unknown;
    const sk = shareOf(this.winnable, decided, exact && this.unknown === 0);
    const stockKnown = this.withSolve ? { stockKnown: { share: sk.estimate, ci: sk.ci, samples: decided, exact: sk.exact, wins: this.winnable, unknown: this.unknown } } : {};
    const p = this.perfect;
    if (p !== undefined) {
      const w = p.winProbability;
      return {
        player: PERFECT_PLAY,
        chance: { estimate: w, ci: [w, w], samples: p.orders, exact: true, wins: p.winOrders, meanScore: p.expectedScore },
        perfect: { winProbability: w, winOrders: p.winOrders, orders: p.orders, expectedScore: p.expectedScore },
        ...stockKnown,
        orders: this.orders.count,
        exact: this.orders.exact,
        done: this.done,
        cancelled: this.stopped,
        ms: this.ms,
      };
    }
    return {
      player: this.player.name,
      ...(this.player.insteadOf === undefined ? {} : { insteadOf: this.player.insteadOf }),
      chance: { ...shareOf(this.wins, this.played, exact), wins: this.wins, meanScore: this.played === 0 ? 0 : this.scoreSum / this.played },
      ...stockKnown,
      orders: this.orders.count,
      exact: this.orders.exact,
      done: this.done,
      cancelled: this.stopped,
      ms: this.ms,
    };
  }

  /**
   * One small piece of work: a slice of the exact search of perfect play (first, while it runs), a
   * move of the current playout, or the solve of the current order. Once perfect play's figure is
   * known no playouts are needed; the orders are still solved with the stock known.
   */
  private work(): void {
    const rules = this.module.rules;
    const job = this.job;
    if (job !== undefined) {
      this.perfect = job.step(PERFECT_SLICE_STATES);
      if (this.perfect !== undefined || job.states >= PERFECT_MAX_STATES) this.job = undefined;
      return;
    }
    if (this.order === undefined) {
      this.order = this.orders.order(this.i);
      if (this.perfect === undefined) {
        this.playout = new Playout(this.module, this.player, this.module.withStock(this.obs, this.order), new Rng(sampleSeed(this.seed ^ 0x5bd1e995, this.i)));
      }
    }
    const p = this.playout;
    if (p !== undefined) {
      if (p.step()) return;
      this.played++;
      if (rules.isWon(p.state)) this.wins++;
      this.scoreSum += rules.score(p.state);
      this.playout = undefined;
      if (this.withSolve) return;
    } else {
      const r = canWin(rules, this.module.withStock(this.obs, this.order), { maxStates: this.maxStates });
      this.solved++;
      if (r.winnable) this.winnable++;
      else if (r.verdict === 'unknown') this.unknown++;
    }
    this.order = undefined;
    this.i++;
  }
}

const pct = (x: number): number => Math.round(x * 100);

/** The report in sentences (whole percentages): the fair player's chance, who played, and the share with the stock known. */
export function chanceMessages(r: ChanceReport): Message[] {
  const c = r.chance;
  const p = r.perfect;
  const out: Message[] = [];
  if (p !== undefined) out.push(msg('coach.chance.perfect', { pct: Math.round(p.winProbability * 1000) / 10, score: Math.round(p.expectedScore * 100) / 100 }));
  else
    out.push(
      c.exact ? msg('coach.chance.exact', { player: r.player, pct: pct(c.estimate), n: c.samples }) : msg('coach.chance', { player: r.player, pct: pct(c.estimate), lo: pct(c.ci[0]), hi: pct(c.ci[1]), n: c.samples }),
    );
  if (r.insteadOf !== undefined && p === undefined) out.push(msg('coach.instead', { player: r.player, slow: r.insteadOf }));
  const k = r.stockKnown;
  if (k !== undefined) {
    out.push(k.exact ? msg('coach.stockKnown.exact', { pct: pct(k.share) }) : msg('coach.stockKnown', { pct: pct(k.share), lo: pct(k.ci[0]), hi: pct(k.ci[1]) }));
    if (k.unknown > 0) out.push(msg('coach.stockKnown.unknown', { n: k.unknown }));
  }
  return out;
}
