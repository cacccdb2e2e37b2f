// The chance to win from here. Where the game has an exact solver of optimal fair play
// (`coach.exact` of the game: Golf's, late in a game) and it finishes within the coach's budget,
// the chance is optimal play's exact figure and no playouts are needed. Otherwise a fair player
// plays the position out on stock orders of the unseen cards (a uniform sample until Wilson's interval is tight, or every order when there are
// few: then the figures are exact), and the exact solver says, for each of the same orders,
// whether the game can still be won with the stock known: an upper bound for every player. When a
// faster player stands in for `best`, `best` can then play some of the same orders, which
// measures the stand-in's bias from this very position. The work runs in slices (`step(ms)`), so
// a Web Worker can report a refined figure every 100 ms and stop at once; runs can be split over
// cores (`shard`) and their reports added up (`mergeChance`).

import { Rng } from '../core/rng.js';
import { BEST } from '../players/registry.js';
import type { ExactFairJob, ExactFairValue, Game } from '../registry/index.js';
import { canWin } from '../registry/index.js';
import { now } from '../solve/types.js';
import { EXACT_MAX_STATES, EXACT_SLICE_STATES, exactJob, PERFECT_PLAY } from './exact.js';
import { fairPlayer, type NamedPlayer, Playout, samplingPlayer, type SamplingPlayer } from './players.js';
import { type ChanceReport, vsBestFigure } from './chance-report.js';
import { observationSeed, sampleSeed, shareOf, shouldStop, STOP_RULE, StockOrders, type StoppingRule } from './stats.js';

export { type ChanceFigure, chanceMessages, type ChanceReport, mergeChance, type PerfectFigure, type StockKnownFigure, type VsBestFigure } from './chance-report.js';

export interface ChanceOptions {
  /**
   * Most stock orders to play (default 2,000). With the stopping rule on (the default) the run
   * usually stops well before; with `halfWidth: 0` exactly this many are played. Every order is
   * played, and the figures are exact, when there are no more than `exactUpTo` or this.
   */
  readonly samples?: number;
  /** Play every order when the unseen cards have at most this many (default 720: six cards). */
  readonly exactUpTo?: number;
  /** Stop once Wilson's 95% interval is at most this either side (default 0.04; 0: play all `samples`). */
  readonly halfWidth?: number;
  /** Most positions each exact solve may search (default 200,000); an order that runs out is counted apart. */
  readonly maxStates?: number;
  /** Seed of the drawn orders and of the player's random choices (default: taken from the observation). */
  readonly seed?: number;
  /** The player (default `best`, or the strongest player fast enough when `best` is not). */
  readonly player?: string;
  /**
   * Whether to try optimal play's exact figure first, where the game has a solver for it (default
   * true; only with the player `best`, the default). Positions it may settle: EXACT_MAX_STATES.
   */
  readonly perfect?: boolean;
  /** Whether to solve the orders with the stock known too (default true). */
  readonly stockKnown?: boolean;
  /**
   * Whether the solves go on past the orders played until their own interval is tight by the
   * stopping rule (default false: exactly the orders played, "those stock orders" of the
   * sentence; a Golf share near one half would need 600 solves, up to 40 s of CPU). When every
   * order is played the solves stop by the rule either way.
   */
  readonly stockKnownTight?: boolean;
  /**
   * When a faster player stands in for `best`: on how many of the same orders to play `best`
   * too, once the other figures are in, to measure the stand-in's bias here (default 0: not).
   */
  readonly vsBest?: number;
  /**
   * This run plays only the orders i with i mod count = index, so `count` runs (one a core) share
   * the work; `mergeChance` adds their reports up. The stopping rule is scaled so the merged
   * interval is about `halfWidth` either side (each part stops at halfWidth times the square root
   * of count). The figures of each order do not depend on the part that played it.
   */
  readonly shard?: { readonly index: number; readonly count: number };
}

export const CHANCE_SAMPLES = 2000;
export const CHANCE_EXACT_UP_TO = 720;
export const CHANCE_MAX_STATES = 200_000;

type Phase = 'exact' | 'play' | 'solve' | 'best' | 'over';

/**
 * An estimate in progress, for the position a player sees (`obs`): call `step(ms)` until `done`.
 * Where the game has an exact solver of optimal fair play and the position is small enough, its
 * search comes first, in slices; once it finishes, its exact figure is the chance and no order is
 * played out (the orders are still solved with the stock known). Otherwise, or when the search
 * runs out of its budget, the work comes in three parts, the first figure first: the sampling player plays orders out
 * until the interval is tight by the stopping rule (or every order is played, when `exact`);
 * then the same orders are solved with the stock known (a sample of them by the rule when every
 * order was played; with `stockKnownTight`, more until that interval is tight too); then, with
 * `vsBest`, `best` plays the first of the orders for the stand-in's bias.
 */
export class ChanceEstimator<S, M, O, V> {
  readonly player: SamplingPlayer<O, M>;
  private readonly best: NamedPlayer<O, M> | undefined;
  private readonly orders: StockOrders;
  private readonly seed: number;
  private readonly maxStates: number;
  private readonly withSolve: boolean;
  private readonly solveTight: boolean;
  private readonly rule: StoppingRule;
  private readonly part: { readonly index: number; readonly count: number };
  /** How many orders this part may play: those below the run's count with its remainder. */
  private readonly mine: number;
  private readonly vsBest: number;
  private phase: Phase = 'play';
  /** The exact search of optimal play while it runs (phase `exact`), and its value once known. */
  private job: ExactFairJob<M> | undefined;
  private perfect: ExactFairValue<M> | undefined;
  /** The next order (this part's numbering) of the phase. */
  private j = 0;
  private playout: Playout<S, M, O, V> | undefined;
  private played = 0;
  private wins = 0;
  private scoreSum = 0;
  /** Won or not, per order played (for the pairing with `best`). */
  private readonly won: boolean[] = [];
  private solved = 0;
  private winnable = 0;
  private unknown = 0;
  private paired = 0;
  private bestWins = 0;
  private sampledWins = 0;
  private bothWon = 0;
  private stopped = false;
  private ms = 0;

  constructor(
    private readonly module: Game<S, M, O, V>,
    variant: V,
    private readonly obs: O,
    opts: ChanceOptions = {},
  ) {
    const variantText = module.rules.formatVariant(variant);
    this.player = samplingPlayer(module, variantText, opts.player);
    this.seed = opts.seed ?? observationSeed(obs);
    const samples = opts.samples ?? CHANCE_SAMPLES;
    this.orders = new StockOrders(module.unseen(obs), samples, this.seed, Math.max(samples, opts.exactUpTo ?? CHANCE_EXACT_UP_TO));
    this.maxStates = opts.maxStates ?? CHANCE_MAX_STATES;
    this.withSolve = opts.stockKnown ?? true;
    this.solveTight = opts.stockKnownTight ?? false;
    this.part = opts.shard ?? { index: 0, count: 1 };
    const k = this.part.count;
    if (!Number.isInteger(k) || k < 1 || !Number.isInteger(this.part.index) || this.part.index < 0 || this.part.index >= k) throw new RangeError(`bad shard ${this.part.index} of ${k}`);
    this.mine = Math.max(0, Math.ceil((this.orders.count - this.part.index) / k));
    const h = opts.halfWidth ?? STOP_RULE.halfWidth;
    this.rule = { halfWidth: h * Math.sqrt(k), minSamples: Math.ceil(STOP_RULE.minSamples / k), checkEvery: Math.ceil(STOP_RULE.checkEvery / k) };
    this.best = this.player.insteadOf !== undefined && (opts.vsBest ?? 0) > 0 ? fairPlayer(module, variantText, this.player.insteadOf) : undefined;
    this.vsBest = this.best === undefined ? 0 : Math.ceil((opts.vsBest ?? 0) / k);
    // Every part of a run tries the same search (it counts positions, so all agree on the answer).
    if ((opts.perfect ?? true) && (opts.player ?? BEST) === BEST) this.job = exactJob(module, obs);
    if (this.job !== undefined) this.phase = 'exact';
  }

  get done(): boolean {
    return this.stopped || this.phase === 'over';
  }

  /** The chance figure is final (see ChanceReport.settled). */
  get settled(): boolean {
    return this.phase !== 'play' && this.phase !== 'exact';
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
    const exactChance = this.orders.exact && this.played >= this.mine;
    const decided = this.solved - this.unknown;
    const sk = shareOf(this.winnable, decided, this.orders.exact && this.solved >= this.mine && this.unknown === 0);
    const p = this.perfect;
    const w = p?.winProbability ?? 0;
    const chance =
      p === undefined
        ? { ...shareOf(this.wins, this.played, exactChance), wins: this.wins, meanScore: this.played === 0 ? 0 : this.scoreSum / this.played }
        : { estimate: w, ci: [w, w] as const, samples: p.orders, exact: true, wins: p.winOrders, meanScore: p.expectedScore };
    return {
      player: p === undefined ? this.player.name : PERFECT_PLAY,
      ...(this.player.insteadOf === undefined || p !== undefined ? {} : { insteadOf: this.player.insteadOf }),
      chance,
      ...(p === undefined ? {} : { perfect: { winProbability: w, winOrders: p.winOrders, orders: p.orders, expectedScore: p.expectedScore } }),
      settled: this.settled,
      ...(this.withSolve ? { stockKnown: { share: sk.estimate, ci: sk.ci, samples: decided, exact: sk.exact, wins: this.winnable, unknown: this.unknown } } : {}),
      ...(this.best !== undefined && this.paired > 0 ? { vsBest: vsBestFigure(this.best.name, chance, { samples: this.paired, bestWins: this.bestWins, sampledWins: this.sampledWins, bothWon: this.bothWon }) } : {}),
      orders: this.orders.count,
      exact: this.orders.exact,
      done: this.done,
      cancelled: this.stopped,
      ms: this.ms,
      scoreSum: this.scoreSum,
    };
  }

  /** The run's number of this part's j-th order. */
  private index(j: number): number {
    return this.part.index + j * this.part.count;
  }

  private next(): void {
    this.j = 0;
    if (this.phase === 'exact') this.phase = this.perfect === undefined ? 'play' : this.withSolve ? 'solve' : 'over';
    else if (this.phase === 'play') this.phase = this.withSolve ? 'solve' : 'best';
    else if (this.phase === 'solve') this.phase = 'best';
    else this.phase = 'over';
    // With optimal play's figure there is no stand-in to measure.
    if (this.phase === 'best' && (this.vsBest === 0 || this.perfect !== undefined)) this.phase = 'over';
  }

  /** One small piece of work: a slice of the exact search, a move of the current playout, or one solve. */
  private work(): void {
    const rules = this.module.rules;
    const job = this.job;
    if (this.phase === 'exact' && job !== undefined) {
      this.perfect = job.step(EXACT_SLICE_STATES);
      if (this.perfect !== undefined || job.states >= EXACT_MAX_STATES) {
        this.job = undefined;
        this.next();
      }
      return;
    }
    if (this.phase === 'play' || this.phase === 'best') {
      const limit = this.phase === 'play' ? this.mine : Math.min(this.vsBest, this.played);
      if (this.playout === undefined) {
        if (this.j >= limit) return this.next();
        const i = this.index(this.j);
        const who = this.phase === 'play' ? this.player : (this.best as NamedPlayer<O, M>);
        this.playout = new Playout(this.module, who, this.module.withStock(this.obs, this.orders.order(i)), new Rng(sampleSeed(this.seed ^ 0x5bd1e995, i)));
      }
      const p = this.playout;
      if (p.step()) return;
      this.playout = undefined;
      const win = rules.isWon(p.state);
      if (this.phase === 'play') {
        this.played++;
        this.won.push(win);
        if (win) this.wins++;
        this.scoreSum += rules.score(p.state);
        this.j++;
        if (!this.orders.exact && shouldStop(this.wins, this.played, this.rule)) this.next();
      } else {
        const theirs = this.won[this.j] === true;
        this.paired++;
        if (win) this.bestWins++;
        if (theirs) this.sampledWins++;
        if (win && theirs) this.bothWon++;
        this.j++;
      }
      return;
    }
    if (this.phase === 'solve') {
      // Every order is there to solve when asked to be tight, or when every order was played
      // (where the rule below still ends it: 720 Golf solves can take half a minute).
      // With optimal play's figure no order is played: the solves are a sample, stopped by the rule.
      if (this.j >= (this.solveTight || this.orders.exact || this.perfect !== undefined ? this.mine : this.played)) return this.next();
      const r = canWin(rules, this.module.withStock(this.obs, this.orders.order(this.index(this.j))), { maxStates: this.maxStates });
      this.solved++;
      if (r.winnable) this.winnable++;
      else if (r.verdict === 'unknown') this.unknown++;
      this.j++;
      // Sampled orders: the solves go at least as far as the orders played, so both figures
      // count the same orders. Every order played: the solves are a sample of them, stopped by
      // the rule (the share with the stock known is then an estimate, with its interval).
      if ((this.orders.exact || this.perfect !== undefined || this.solved >= this.played) && shouldStop(this.winnable, this.solved - this.unknown, { ...this.rule, checkEvery: 1 })) this.next();
    }
  }
}

