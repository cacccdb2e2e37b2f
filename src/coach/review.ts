// The review of a game: for every move of a record, the best score reachable with the stock known
// before and after it (so the move that threw away a win is found), and the fair player's view:
// the move it prefers and what the player's choice cost in expected score, measured by playing
// both moves out on the same sampled stock orders. Moves with no alternative are marked forced
// and not judged. Runs in slices (`step(ms)`) like the chance estimate, cheapest work first: every
// position solved with the stock known; then each move with the fair player's choice (the review
// is `ready`: every move has a line); then the costs, which fill in the lines that need them.

import type { Deal } from '../core/deal.js';
import { Rng } from '../core/rng.js';
import type { Game } from '../registry/index.js';
import { solve } from '../registry/index.js';
import { type SolveResult } from '../solve/index.js';
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
  /** Nothing was decided: only one move was legal, or the move is one the game makes by itself (a forced discard). */
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
   * player's move; null for a forced move, and while the cost is still to be played out (the
   * review is `ready` before every cost is in).
   */
  readonly fairLoss: number | null;
  /** The standard error of fairLoss (paired over the same orders). */
  readonly fairLossSe: number | null;
  readonly samples: number;
  /** A decision whose fairLoss is above zero by more than two standard errors (a better move exists by that measure). */
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
  /** The plies of the mistakes (see ReviewStep.mistake; a move that only threw the win away with the stock known is not one). */
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
  /** Moves reviewed out of all (a step may still wait for its cost: `costsLeft`). */
  readonly reviewed: number;
  /** Positions solved with the stock known so far (of total + 1). */
  readonly solved: number;
  /** Every move has its step (the verdicts with the stock known and the fair move); costs may still be filling in. */
  readonly ready: boolean;
  /** Decisions whose cost against the fair move is still to be played out (their fairLoss is null until then). */
  readonly costsLeft: number;
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

/**
 * Whether the move played decided nothing: a move the game makes by itself when the player lets
 * it (Aces Up's discards: the game's `forcedMove`, "never a choice"), asked of that move alone.
 */
function nothingDecided<S, M, O, V>(module: Game<S, M, O, V>, obs: O, move: M): boolean {
  return module.present.forcedMove({ obs, legal: [move] }) === move;
}

function bestOf<M>(r: SolveResult<M>): BestWithStockKnown {
  return { best: r.bestScore, winnable: r.winnable ? true : r.verdict === 'unknown' ? null : false, exact: r.verdict !== 'unknown' };
}

/** The cost of one decision being played out. */
interface Pending<S, M> {
  /** The move's index in the record. */
  readonly at: number;
  readonly fairMove: M;
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
  /** Fair moves found elsewhere (FairMoves, in another worker), by move index: the move's text, or null when the player would stop. */
  private readonly given = new Map<number, string | null>();
  /** Decisions waiting for their cost: the move's index and the fair player's move. */
  private readonly costQueue: { readonly at: number; readonly fairMove: M }[] = [];
  private readonly chances: ChanceFigure[] = [];
  private chance: ChanceEstimator<S, M, O, V> | undefined;
  private readonly chanceSamples: number;
  private stopped = false;

  constructor(
    private readonly module: Game<S, M, O, V>,
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
    return this.stopped || this.complete;
  }

  private get complete(): boolean {
    return this.steps.length >= this.moves.length && this.solved.length >= this.states.length && this.costQueue.length === 0 && this.pending === undefined && this.chancesDone;
  }

  private get chancesDone(): boolean {
    return this.chanceSamples === 0 || this.chances.length >= this.states.length;
  }

  cancel(): void {
    this.stopped = true;
  }

  /**
   * The fair player's move at move `i`, found by a FairMoves of the same game (and seed and
   * player), so this review need not search it: the same move it would find itself.
   */
  provideFairMove(i: number, text: string | null): void {
    if (i >= this.steps.length) this.given.set(i, text);
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
    const complete = this.complete;
    return {
      steps: this.steps,
      chances: this.chances,
      reviewed: this.steps.length,
      solved: this.solved.length,
      ready: this.steps.length >= this.moves.length && this.solved.length >= this.states.length,
      costsLeft: this.costQueue.length + (this.pending === undefined ? 0 : 1),
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

  /** One piece of work: a solve, a fair player's choice, or one move of a playout for a cost. */
  private work(): void {
    const rules = this.module.rules;
    // First every position with the stock known (cheap: the verdicts of the whole game).
    if (this.solved.length < this.states.length) {
      this.solved.push(bestOf(solve(rules, this.states[this.solved.length] as S, { maxStates: this.maxStates })));
      return;
    }
    const i = this.steps.length;
    // The fair player's chance at each position, kept one position ahead of the moves reviewed.
    if (this.chanceSamples > 0 && this.chances.length <= Math.min(i + 1, this.moves.length)) {
      const at = this.chances.length;
      this.chance ??= new ChanceEstimator(this.module, this.variant, rules.observe(this.states[at] as S), {
        samples: this.chanceSamples,
        exactUpTo: this.chanceSamples,
        halfWidth: 0,
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
    // Then each move: forced, the fair player's move, or a different move whose cost is queued.
    if (i < this.moves.length) {
      const s = this.states[i] as S;
      const move = this.moves[i] as M;
      const legal = rules.legalMoves(s);
      if (legal.length <= 1 || nothingDecided(this.module, rules.observe(s), move)) {
        this.finish(i, true, null, null, null, 0);
        return;
      }
      const given = this.given.get(i);
      const choice = given === undefined ? this.fair.strategy.choose(rules.observe(s) as O & TaggedObservation, legal, new Rng(this.seedAt(i))) : given === null ? null : (legal.find((m) => rules.formatMove(m) === given) ?? null);
      this.given.delete(i);
      const same = choice !== null && rules.formatMove(choice) === rules.formatMove(move);
      if (same || choice === null) this.finish(i, false, choice === null ? null : rules.formatMove(choice), 0, 0, 0);
      else {
        // A line now, its cost later.
        this.finish(i, false, rules.formatMove(choice), null, null, 0);
        this.costQueue.push({ at: i, fairMove: choice });
      }
      return;
    }
    this.costWork();
  }

  /** The seed of the fair player's choice and of the cost's orders at move i. */
  private seedAt(i: number): number {
    return fairSeed(this.module, this.states[i] as S, i, this.opts.seed);
  }

  /** One piece of the cost of the first queued decision: both moves played out on the same orders. */
  private costWork(): void {
    const rules = this.module.rules;
    if (this.pending === undefined) {
      const q = this.costQueue.shift();
      if (q === undefined) return;
      const seed = this.seedAt(q.at);
      this.pending = { at: q.at, fairMove: q.fairMove, orders: new StockOrders(this.module.unseen(rules.observe(this.states[q.at] as S)), this.samples, seed), seed, sample: 0, side: 0, playout: undefined, mine: 0, diffs: [] };
      return;
    }
    const p = this.pending;
    const i = p.at;
    const s = this.states[i] as S;
    const move = this.moves[i] as M;
    if (p.sample >= p.orders.count) {
      const n = p.diffs.length;
      const mean = n === 0 ? 0 : p.diffs.reduce((a, b) => a + b, 0) / n;
      const variance = n < 2 ? 0 : p.diffs.reduce((a, d) => a + (d - mean) * (d - mean), 0) / (n - 1);
      this.pending = undefined;
      this.finish(i, false, rules.formatMove(p.fairMove), mean, n < 2 ? null : Math.sqrt(variance / n), n);
      return;
    }
    if (p.playout === undefined) {
      const full = this.module.withStock(rules.observe(s), p.orders.order(p.sample));
      const first = p.side === 0 ? move : p.fairMove;
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
    // A step made before its cost was known is replaced when the cost comes.
    this.steps[i] = {
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
      // Judged by the measure shown beside it (the cost against our best player's move): a move
      // that lost the win with the stock known is marked so (threwAwayWin), but it is a mistake
      // only when a better move exists seeing what the player saw.
      mistake: !forced && significant,
    };
  }
}

/** The seed of the fair player's choice at move i of a review: from the observation, or from the review's seed. */
function fairSeed<S, M, O, V>(module: Game<S, M, O, V>, state: S, i: number, seed: number | undefined): number {
  return seed === undefined ? observationSeed(module.rules.observe(state)) : sampleSeed(seed, i);
}

/**
 * The fair player's moves at the decisions of a record, from the last one back: a second worker
 * runs this beside a GameReview (which goes from the first) and hands each move over
 * (`provideFairMove`), so the two meet in the middle and the review is ready in about half the
 * time. The moves are the review's own: the same player, seeds and observations.
 */
export class FairMoves<S, M, O, V> {
  private readonly states: S[] = [];
  private readonly fair: NamedPlayer<O, M>;
  private i: number;

  constructor(
    private readonly module: Game<S, M, O, V>,
    variant: V,
    deal: Deal,
    moves: readonly M[],
    private readonly opts: Pick<ReviewOptions, 'seed' | 'player'> = {},
  ) {
    const rules = module.rules;
    this.fair = fairPlayer(module, rules.formatVariant(variant), opts.player);
    let s = rules.start(deal, variant);
    for (const m of moves) {
      this.states.push(s);
      s = rules.applyMove(s, m);
    }
    this.i = moves.length - 1;
  }

  /** The next decision's move (its index and text, null when the player would stop), or undefined when none is left before `from`. */
  next(from = 0): { readonly at: number; readonly move: string | null } | undefined {
    const rules = this.module.rules;
    for (; this.i >= from; this.i--) {
      const s = this.states[this.i] as S;
      const legal = rules.legalMoves(s);
      if (legal.length <= 1) continue;
      const m = this.fair.strategy.choose(rules.observe(s) as O & TaggedObservation, legal, new Rng(fairSeed(this.module, s, this.i, this.opts.seed)));
      return { at: this.i--, move: m === null ? null : rules.formatMove(m) };
    }
    return undefined;
  }
}
