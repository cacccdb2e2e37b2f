// The work of a review, in slices the coach worker runs (and the tests run straight through):
// first the coach library's review (GameReview: the exact solver at every position, then every
// move with the fair player's move, when the review is ready to show, then the cost of each
// choice unlike the fair player's played out on the same stock orders), then the fair player's
// chance at the start of every decision and at the end, for the graph. The library's review is the one `kabal review` prints; the web only asks
// for fewer stock orders per decision, so a phone finishes a game in reasonable time.

import { parseDeal } from '../../src/core/deal.js';
import { unwrap } from '../../src/core/result.js';
import type { Game } from '../../src/registry/index.js';
import { ChanceEstimator, FairMoves, fairPlayer, GameReview, type ReviewProgress, type ReviewStep, samplingPlayer } from '../../src/coach/index.js';
import type { ReviewData, ReviewedMove } from './review.js';

export interface ReviewBudget {
  /** Stock orders both moves of a decision are played out on (the library's `samples`). */
  readonly costSamples: number;
  /** Stock orders per position of the chance curve. */
  readonly curveSamples: number;
  /** The exact solver's state budget per position. */
  readonly maxStates: number;
}

export const REVIEW_BUDGET: ReviewBudget = { costSamples: 12, curveSamples: 12, maxStates: 1_000_000 };

function reviewed<M>(s: ReviewStep<M>): ReviewedMove {
  return { ply: s.ply, text: s.text, forced: s.forced, before: s.before, after: s.after, threwAwayWin: s.threwAwayWin, fairMove: s.fairMove, fairLoss: s.fairLoss, mistake: s.mistake };
}

export class ReviewRun<S, M, O, V> {
  private readonly review: GameReview<S, M, O, V>;
  private progress: ReviewProgress<M>;
  private readonly states: S[];
  private readonly chances: (number | undefined)[];
  /** Positions whose chance is still to estimate: where a decision was made, and the end. */
  private readonly curve: number[];
  private readonly curveTotal: number;
  private readonly variant: V;
  private readonly players: { fair: string; sampling: string };

  constructor(
    private readonly g: Game<S, M, O, V>,
    variantText: string,
    dealText: string,
    moveTexts: readonly string[],
    private readonly budget: ReviewBudget = REVIEW_BUDGET,
  ) {
    const { rules } = g;
    this.variant = unwrap(rules.parseVariant(variantText));
    const deal = unwrap(parseDeal(dealText, g.rules.dealShape(this.variant)));
    this.states = [rules.start(deal, this.variant)];
    const moves: M[] = [];
    for (const text of moveTexts) {
      const s = this.states[this.states.length - 1] as S;
      const m = unwrap(rules.parseMove(text, s));
      moves.push(m);
      this.states.push(rules.applyMove(s, m));
    }
    this.review = new GameReview(g, this.variant, deal, moves, { samples: budget.costSamples, maxStates: budget.maxStates });
    this.progress = this.review.progress();
    this.chances = this.states.map(() => undefined);
    this.curve = this.states.flatMap((s, k) => (k === this.states.length - 1 || rules.legalMoves(s).length > 1 ? [k] : []));
    this.curveTotal = this.curve.length;
    this.players = { fair: fairPlayer(g, variantText).name, sampling: samplingPlayer(g, variantText).name };
  }

  /** The fair player's move at move `at`, found by a ReviewHelp in another worker. */
  provide(at: number, move: string | null): void {
    this.review.provideFairMove(at, move);
  }

  /** Works for about `ms` milliseconds; false once everything is done. */
  work(ms: number): boolean {
    if (!this.review.done) {
      this.progress = this.review.step(ms);
      return true;
    }
    const k = this.curve.shift();
    if (k === undefined) return false;
    const { rules } = this.g;
    const s = this.states[k] as S;
    this.chances[k] = rules.legalMoves(s).length === 0 ? (rules.isWon(s) ? 1 : 0) : new ChanceEstimator(this.g, this.variant, rules.observe(s), { samples: this.budget.curveSamples, exactUpTo: this.budget.curveSamples, halfWidth: 0, stockKnown: false, perfect: false }).run().chance.estimate;
    return this.curve.length > 0;
  }

  /**
   * How far along: the moves reviewed and the chances estimated, out of all; `ready` once every
   * move has its line (the verdicts with the stock known and the fair move), while the costs and
   * the chance curve may still be filling in.
   */
  done(): { done: number; total: number; ready: boolean } {
    return { done: this.progress.reviewed + this.curveTotal - this.curve.length, total: this.states.length - 1 + this.curveTotal, ready: this.progress.ready };
  }

  data(): ReviewData {
    return {
      higherIsBetter: this.g.rules.higherIsBetter,
      total: this.states.length - 1,
      moves: this.progress.steps.map(reviewed),
      chances: [...this.chances],
      fairPlayer: this.players.fair,
      samplingPlayer: this.players.sampling,
      done: this.review.done && this.curve.length === 0,
    };
  }
}

/** A fair move found for a review elsewhere: the move's index in the record, and its text (null: the player would stop). */
export interface FairMoveFound {
  readonly at: number;
  readonly move: string | null;
}

/**
 * The second worker of a review: the fair player's moves from the last decision back, handed to
 * the ReviewRun (`provide`), which goes from the first; the review is ready when they meet.
 */
export class ReviewHelp<S, M, O, V> {
  private readonly fair: FairMoves<S, M, O, V>;

  constructor(g: Game<S, M, O, V>, variantText: string, dealText: string, moveTexts: readonly string[]) {
    const { rules } = g;
    const variant = unwrap(rules.parseVariant(variantText));
    const deal = unwrap(parseDeal(dealText, g.rules.dealShape(variant)));
    let s = rules.start(deal, variant);
    const moves: M[] = [];
    for (const text of moveTexts) {
      const m = unwrap(rules.parseMove(text, s));
      moves.push(m);
      s = rules.applyMove(s, m);
    }
    this.fair = new FairMoves(g, variant, deal, moves);
  }

  /** The next fair move from the end, or undefined when none is left. */
  next(): FairMoveFound | undefined {
    return this.fair.next();
  }
}
