// The review of a game: for every move of a record, the best score reachable with the stock known
// before and after it (so the move that threw away a win is found), and the fair player's view:
// the move it prefers and what the player's choice cost in expected score, measured by playing
// both moves out on the same sampled stock orders. Moves with no alternative are marked forced
// and not judged. Runs in slices (`step(ms)`) like the chance estimate.

import type { Deal } from '../core/deal.js';
import { Rng } from '../core/rng.js';
import type { GameModule } from '../games/registry.js';
import { solve, type SolveResult } from '../solve/index.js';
import { now } from '../solve/types.js';
import type { TaggedObservation } from '../strategy/types.js';
import { type ChanceFigure, ChanceEstimator } from './chance.js';
import { fairPlayer, type NamedPlayer, Playout, samplingPlayer, type SamplingPlayer } from './players.js';
import { observationSeed, sampleSeed, StockOrders } from './stats.js';

export interface ReviewOptions {
  /** Most positions each exact solve may search (default 1,000,000). */
  readonly maxStates?: number;
  /** Stock orders on which the player's move and the fair player's are both played out (default 16). */
  readonly samples?: number;
  /** Seed of the sampled orders and the players' choices (default: from each position's observation). */
  readonly seed?: number;
  /** The fair player whose preferred move is shown (default `best`). */
  readonly player?: string;
  /**
   * Stock orders for the fair player's chance to win at every position (for a graph of the game);
   * default 0: not computed. Played by the sampling player, without the solves (the best score
   * with the stock known is there already).
   */
  readonly chanceSamples?: number;
}

export const REVIEW_MAX_STATES = 1_000_000;
export const REVIEW_SAMPLES = 16;

/** The solver's answer for one position, with the stock known. */
export interface BestWithStockKnown {
  /** The best score reachable (a bound when not `exact`). */
  readonly best: number;
  /** Whether a win is reachable: null when the budget ran out before a verdict. */
  readonly winnable: boolean | null;
  /** False when the search ran out of its budget: `best` is then the best found, not proven. */
  readonly exact: boolean;
}

export interface ReviewStep<M> {
  /** The move's number in the record, from 1. */
  readonly ply: number;
  readonly move: M;
  readonly text: string;
  /** Only one move was legal: nothing was decided. */
  readonly forced: boolean;
  readonly before: BestWithStockKnown;
  readonly after: BestWithStockKnown;
  /** The position could be won before the move (stock known) and no longer after it. */
  readonly threwAwayWin: boolean;
  /** How much the best score with the stock known went down (0 for a perfect move; null when a search ran out). */
  readonly stockKnownLoss: number | null;
  /** The fair player's move here (its text), null for a forced move. */
  readonly fairMove: string | null;
  /**
   * Expected score given up by the player's move against the fair player's (positive: the
   * player's move is worse; in the game's score units, cards or strokes), from `samples` stock
   * orders with both moves played out by the sampling player. 0 when the player made the fair
   * player's move; null for a forced move.
   */
  readonly fairLoss: number | null;
  /** The standard error of fairLoss (paired over the same orders). */
  readonly fairLossSe: number | null;
  readonly samples: number;
  /** A decision that threw away a win, or whose fairLoss is above zero by more than two standard errors. */
  readonly mistake: boolean;
}

export interface ReviewSummary {
  readonly moves: number;
  readonly decisions: number;
  readonly forced: number;
  readonly finalScore: number;
  /** Whether the record reaches the end of the game (a review of an unfinished game covers the moves made). */
  readonly finished: boolean;
  readonly won: boolean;
  /** The best reachable from the deal with the stock known. */
  readonly start: BestWithStockKnown;
  /** The ply of the move that made a winnable game unwinnable (stock known), or null. */
  readonly winLostAt: number | null;
  /** The plies of the mistakes (see ReviewStep.mistake). */
  readonly mistakes: readonly number[];
  /** The sum of fairLoss over the decisions. */
  readonly fairLossTotal: number;
  /** Stock orders per decision for fairLoss. */
  readonly samples: number;
  /** The player whose moves are preferred, and the one that played the orders out (and what it stands in for). */
  readonly fairPlayer: string;
  readonly samplingPlayer: string;
  readonly insteadOf?: string;
  readonly maxStates: number;
}

export interface ReviewProgress<M> {
  readonly steps: readonly ReviewStep<M>[];
  /** With `chanceSamples`: the fair player's chance at each position, from the deal (index 0) to after the last move. */
  readonly chances: readonly ChanceFigure[];
  /** Moves reviewed out of all. */
  readonly reviewed: number;
  readonly total: number;
  readonly done: boolean;
  readonly cancelled: boolean;
  /** Present once every move is reviewed. */
  readonly summary?: ReviewSummary;
}

/** A group of the timeline: one decision, or a run of forced moves. */
export type ReviewGroup<M> = { readonly kind: 'decision'; readonly step: ReviewStep<M> } | { readonly kind: 'forced'; readonly steps: readonly ReviewStep<M>[] };

/** The steps with each run of forced moves gathered into one group. */
export function groupForced<M>(steps: readonly ReviewStep<M>[]): ReviewGroup<M>[] {
  const out: ReviewGroup<M>[] = [];
  for (const s of steps) {
    const last = out[out.length - 1];
    if (!s.forced) out.push({ kind: 'decision', step: s });
    else if (last?.kind === 'forced') (last.steps as ReviewStep<M>[]).push(s);
    else out.push({ kind: 'forced', steps: [s] });
  }
  return out;
}

function bestOf<M>(r: SolveResult<M>): BestWithStockKnown {
  return { best: r.bestScore, winnable: r.winnable ? true : r.verdict === 'unknown' ? null : false, exact: r.verdict !== 'unknown' };
}

/** Where a review stands within one move. */
interface Pending<S, M> {
  readonly fairMove: M | null;
  readonly orders: StockOrders;
  readonly seed: number;
  sample: number;
  /** 0: the player's move, 1: the fair player's, on the current order. */
  side: 0 | 1;
  playout: Playout<S, M, unknown, unknown> | undefined;
  mine: number;
  diffs: number[];
}

/**
 * A review in progress of the game from `deal` through `moves` (the record's moves, all legal):
 * call `step(ms)` until done. Solving is full information (the record holds the deal); the fair
 * player's view uses each position's observation and sampled orders of its unseen cards only.
 */
export class GameReview<S, M, O, V> {
  private readonly states: S[] = [];
  private readonly solved: BestWithStockKnown[] = [];
  private readonly steps: ReviewStep<M>[] = [];
  private readonly fair: NamedPlayer<O, M>;
  private readonly sampler: SamplingPlayer<O, M>;
  private readonly maxStates: number;
  private readonly samples: number;
  private readonly variant: V;
  private pending: Pending<S, M> | undefined;
  private readonly chances: ChanceFigure[] = [];
  private chance: ChanceEstimator<S, M, O, V> | undefined;
  private readonly chanceSamples: number;
  private stopped = false;

  constructor(
    private readonly module: GameModule<S, M, O, V>,
    variant: V,
    deal: Deal,
    private readonly moves: readonly M[],
    private readonly opts: ReviewOptions = {},
  ) {
    const rules = module.rules;
    const text = rules.formatVariant(variant);
    this.fair = fairPlayer(module, text, opts.player);
    this.sampler = samplingPlayer(module, text, opts.player);
    this.maxStates = opts.maxStates ?? REVIEW_MAX_STATES;
    this.samples = opts.samples ?? REVIEW_SAMPLES;
    this.chanceSamples = opts.chanceSamples ?? 0;
    this.variant = variant;
    let s = rules.start(deal, variant);
    this.states.push(s);
    for (const m of moves) {
      s = rules.applyMove(s, m);
      this.states.push(s);
    }
  }

  get done(): boolean {
    return this.stopped || (this.steps.length >= this.moves.length && this.solved.length > 0 && this.chancesDone);
  }

  private get chancesDone(): boolean {
    return this.chanceSamples === 0 || this.chances.length >= this.states.length;
  }

  cancel(): void {
    this.stopped = true;
  }

  /** Works for about `ms` milliseconds (at least one solve or one playout move) and returns the progress. */
  step(ms: number): ReviewProgress<M> {
    const t0 = now();
    while (!this.done) {
      this.work();
      if (now() - t0 >= ms) break;
    }
    return this.progress();
  }

  run(): ReviewProgress<M> {
    while (!this.done) this.step(1000);
    return this.progress();
  }

  progress(): ReviewProgress<M> {
    const complete = this.steps.length >= this.moves.length && this.solved.length > 0 && this.chancesDone;
    return {
      steps: this.steps,
      chances: this.chances,
      reviewed: this.steps.length,
      total: this.moves.length,
      done: this.done,
      cancelled: this.stopped,
      ...(complete ? { summary: this.summary() } : {}),
    };
  }

  private summary(): ReviewSummary {
    const rules = this.module.rules;
    const last = this.states[this.states.length - 1] as S;
    const decisions = this.steps.filter((s) => !s.forced);
    const lost = this.steps.find((s) => s.threwAwayWin);
    return {
      moves: this.steps.length,
      decisions: decisions.length,
      forced: this.steps.length - decisions.length,
      finalScore: rules.score(last),
      finished: rules.isTerminal(last),
      won: rules.isWon(last),
      start: this.solved[0] as BestWithStockKnown,
      winLostAt: lost === undefined ? null : lost.ply,
      mistakes: this.steps.filter((s) => s.mistake).map((s) => s.ply),
      fairLossTotal: decisions.reduce((a, s) => a + (s.fairLoss ?? 0), 0),
      samples: this.samples,
      fairPlayer: this.fair.name,
      samplingPlayer: this.sampler.name,
      ...(this.sampler.insteadOf === undefined ? {} : { insteadOf: this.sampler.insteadOf }),
      maxStates: this.maxStates,
    };
  }

  /** One piece of work: a solve, or one move of a playout for the current move's fair loss. */
  private work(): void {
    const rules = this.module.rules;
    const i = this.steps.length;
    // The fair player's chance at each position, kept one position ahead of the moves reviewed.
    if (this.chanceSamples > 0 && this.chances.length <= Math.min(i + 1, this.moves.length)) {
      const at = this.chances.length;
      this.chance ??= new ChanceEstimator(this.module, this.variant, rules.observe(this.states[at] as S), {
        samples: this.chanceSamples,
        stockKnown: false,
        // The curve is one player's throughout, not perfect play's where the exact solver finishes.
        perfect: false,
        player: this.opts.player ?? 'best',
        ...(this.opts.seed === undefined ? {} : { seed: sampleSeed(this.opts.seed ^ 0x68e31da4, at) }),
      });
      const r = this.chance.step(0);
      if (r.done) {
        this.chances.push(r.chance);
        this.chance = undefined;
      }
      return;
    }
    // Solve the position before move i, then the one after it (the deal alone for a game without moves).
    if (this.solved.length <= Math.min(i + 1, this.moves.length)) {
      this.solved.push(bestOf(solve(rules, this.states[this.solved.length] as S, { maxStates: this.maxStates })));
      return;
    }
    if (i >= this.moves.length) return;
    const s = this.states[i] as S;
    const move = this.moves[i] as M;
    const legal = rules.legalMoves(s);
    if (legal.length <= 1) {
      this.finish(i, true, null, null, null, 0);
      return;
    }
    if (this.pending === undefined) {
      const obs = rules.observe(s);
      const seed = this.opts.seed === undefined ? observationSeed(obs) : sampleSeed(this.opts.seed, i);
      const choice = this.fair.strategy.choose(obs as O & TaggedObservation, legal, new Rng(seed));
      const same = choice !== null && rules.formatMove(choice) === rules.formatMove(move);
      this.pending = { fairMove: choice, orders: new StockOrders(this.module.unseen(obs), same ? 0 : this.samples, seed), seed, sample: 0, side: 0, playout: undefined, mine: 0, diffs: [] };
      if (same || choice === null) {
        this.pending = undefined;
        this.finish(i, false, choice === null ? null : rules.formatMove(choice), 0, 0, 0);
      }
      return;
    }
    const p = this.pending;
    if (p.sample >= p.orders.count) {
      const n = p.diffs.length;
      const mean = n === 0 ? 0 : p.diffs.reduce((a, b) => a + b, 0) / n;
      const variance = n < 2 ? 0 : p.diffs.reduce((a, d) => a + (d - mean) * (d - mean), 0) / (n - 1);
      this.pending = undefined;
      this.finish(i, false, p.fairMove === null ? null : rules.formatMove(p.fairMove), mean, n < 2 ? null : Math.sqrt(variance / n), n);
      return;
    }
    if (p.playout === undefined) {
      const full = this.module.withStock(rules.observe(s), p.orders.order(p.sample));
      const first = p.side === 0 ? move : (p.fairMove as M);
      // The same generator seed on both sides: the two playouts differ only by the first move.
      p.playout = new Playout(this.module, this.sampler, rules.applyMove(full, first), new Rng(sampleSeed(p.seed ^ 0x2545f491, p.sample))) as Playout<S, M, unknown, unknown>;
      return;
    }
    if (p.playout.step()) return;
    const score = rules.score(p.playout.state);
    p.playout = undefined;
    if (p.side === 0) {
      p.mine = score;
      p.side = 1;
    } else {
      const sign = rules.higherIsBetter ? 1 : -1;
      p.diffs.push(sign * (score - p.mine));
      p.side = 0;
      p.sample++;
    }
  }

  private finish(i: number, forced: boolean, fairMove: string | null, fairLoss: number | null, se: number | null, samples: number): void {
    const rules = this.module.rules;
    const before = this.solved[i] as BestWithStockKnown;
    const after = this.solved[i + 1] as BestWithStockKnown;
    const threwAwayWin = before.winnable === true && after.winnable === false;
    const sign = rules.higherIsBetter ? 1 : -1;
    const stockKnownLoss = before.exact && after.exact ? sign * (before.best - after.best) : null;
    const significant = fairLoss !== null && fairLoss > 0 && (se === null ? samples > 0 : fairLoss > 2 * se);
    const move = this.moves[i] as M;
    this.steps.push({
      ply: i + 1,
      move,
      text: rules.formatMove(move),
      forced,
      before,
      after,
      threwAwayWin,
      stockKnownLoss,
      fairMove: forced ? null : fairMove,
      fairLoss: forced ? null : fairLoss,
      fairLossSe: forced ? null : se,
      samples,
      mistake: !forced && (threwAwayWin || significant),
    });
  }
}
