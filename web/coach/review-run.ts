// The work of a review, in slices the coach worker runs (and the tests run straight through):
// first the coach library's review of every move in order (GameReview: the exact solver before
// and after each move, the fair player's move, the cost of the player's choice played out on the
// same stock orders), then the fair player's chance at the start of every decision and at the
// end, for the graph. The library's review is the one `kabal review` prints; the web only asks
// for fewer stock orders per decision, so a phone finishes a game in reasonable time.

import { parseDeal } from '../../src/core/deal.js';
import { unwrap } from '../../src/core/result.js';
import type { GameModule } from '../../src/games/registry.js';
import { ChanceEstimator, fairPlayer, GameReview, type ReviewProgress, type ReviewStep, samplingPlayer } from '../../src/coach/index.js';
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
    private readonly g: GameModule<S, M, O, V>,
    variantText: string,
    dealText: string,
    moveTexts: readonly string[],
    private readonly budget: ReviewBudget = REVIEW_BUDGET,
  ) {
    const { rules } = g;
    this.variant = unwrap(rules.parseVariant(variantText));
    const deal = unwrap(parseDeal(dealText, g.dealShape(this.variant)));
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
    this.chances[k] = rules.legalMoves(s).length === 0 ? (rules.isWon(s) ? 1 : 0) : new ChanceEstimator(this.g, this.variant, rules.observe(s), { samples: this.budget.curveSamples, stockKnown: false, perfect: false }).run().chance.estimate;
    return this.curve.length > 0;
  }

  /** How far along: the moves reviewed and the chances estimated, out of all. */
  done(): { done: number; total: number } {
    return { done: this.progress.reviewed + this.curveTotal - this.curve.length, total: this.states.length - 1 + this.curveTotal };
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
