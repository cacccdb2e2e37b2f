// The work of a review, as a list of small jobs the coach worker runs in slices (and the tests run
// straight through): first the best score with the stock known at every position (the exact
// solver), then the fair player's move at every decision, then what each choice that differs from
// it cost (both moves played out by the sampling player on the same stock orders, drawn from the
// cards unseen then), then the fair player's chance at the start of every decision and at the end.
// The quick answers come first: where a win was thrown away, and what the fair player would do.

import { parseDeal } from '../../src/core/deal.js';
import { viewOf } from '../../src/core/present.js';
import { unwrap } from '../../src/core/result.js';
import { Rng } from '../../src/core/rng.js';
import type { GameModule } from '../../src/games/registry.js';
import { ChanceEstimator, type FairHint, fairHint, observationSeed, playOut, samplingPlayer, StockOrders } from '../../src/coach/index.js';
import { solve } from '../../src/solve/index.js';
import { type FairView, groupMoves, type MoveGroup, type ReviewData, type ReviewPoint } from './review.js';

export interface ReviewBudget {
  /** Stock orders both moves of a decision are played out on, to measure the choice's cost. */
  readonly costSamples: number;
  /** Stock orders per position of the chance curve. */
  readonly curveSamples: number;
  /** The exact solver's state budget per position. */
  readonly maxStates: number;
}

export const REVIEW_BUDGET: ReviewBudget = { costSamples: 8, curveSamples: 12, maxStates: 2_000_000 };

export class ReviewRun<S, M, O, V> {
  readonly player: string;
  readonly groups: readonly MoveGroup[];
  private readonly points: (ReviewPoint | undefined)[];
  private readonly fair: Record<number, FairView> = {};
  private readonly jobs: (() => void)[] = [];
  private next = 0;

  constructor(
    private readonly g: GameModule<S, M, O, V>,
    variantText: string,
    dealText: string,
    moveTexts: readonly string[],
    budget: ReviewBudget = REVIEW_BUDGET,
  ) {
    const { rules } = g;
    const variant = unwrap(rules.parseVariant(variantText));
    const states: S[] = [rules.start(unwrap(parseDeal(dealText, g.dealShape(variant))), variant)];
    const moves: M[] = [];
    for (const text of moveTexts) {
      const s = states[states.length - 1] as S;
      const m = unwrap(rules.parseMove(text, s));
      moves.push(m);
      states.push(rules.applyMove(s, m));
    }
    this.groups = groupMoves(states.slice(0, -1).map((s) => rules.legalMoves(s).length));
    const decisions = this.groups.filter((x) => !x.forced);
    const player = samplingPlayer(g, variantText);
    this.player = player.name;
    this.points = states.map(() => undefined);
    const better = (a: number, b: number): number => (rules.higherIsBetter ? a - b : b - a);

    states.forEach((s, k) =>
      this.jobs.push(() => {
        const r = solve(rules, s, { maxStates: budget.maxStates });
        this.points[k] = { best: r.bestScore, winnable: r.winnable };
      }),
    );
    // The fair player's moves first (one choice each), then what the player's choices cost.
    const hints = new Map<number, FairHint<M> | undefined>();
    for (const d of decisions) {
      const view = viewOf(rules, states[d.from] as S);
      const mine = rules.formatMove(moves[d.from] as M);
      this.jobs.push(() => {
        const h = fairHint(g, variant, view);
        hints.set(d.from, h);
        if (h === undefined || h.text === mine) this.fair[d.from] = { move: h?.text ?? mine, cost: 0, samples: 0 };
      });
    }
    for (const d of decisions) {
      const view = viewOf(rules, states[d.from] as S);
      const mine = moves[d.from] as M;
      this.jobs.push(() => {
        const h = hints.get(d.from);
        if (h === undefined || this.fair[d.from] !== undefined) return;
        // Both moves from the same orders of the cards unseen then, played out by the same player.
        const orders = new StockOrders(g.unseen(view.obs), budget.costSamples, observationSeed(view.obs));
        let sum = 0;
        for (let i = 0; i < orders.count; i++) {
          const start = g.withStock(view.obs, orders.order(i));
          const a = playOut(g, player, rules.applyMove(start, h.move), new Rng(i + 1));
          const b = playOut(g, player, rules.applyMove(start, mine), new Rng(i + 1));
          sum += better(rules.score(a), rules.score(b));
        }
        this.fair[d.from] = { move: h.text, cost: sum / orders.count, samples: orders.count };
      });
    }
    for (const k of [...decisions.map((d) => d.from), states.length - 1]) {
      this.jobs.push(() => {
        const s = states[k] as S;
        const p = this.points[k];
        if (p === undefined) return;
        const chance = rules.legalMoves(s).length === 0 ? (rules.isWon(s) ? 1 : 0) : new ChanceEstimator(g, variant, rules.observe(s), { samples: budget.curveSamples, stockKnown: false }).run().chance.estimate;
        this.points[k] = { ...p, chance };
      });
    }
  }

  /** Runs the next job; false once every job is done. */
  work(): boolean {
    this.jobs[this.next++]?.();
    return this.next < this.jobs.length;
  }

  progress(): { done: number; total: number } {
    return { done: Math.min(this.next, this.jobs.length), total: this.jobs.length };
  }

  data(): ReviewData {
    return { higherIsBetter: this.g.rules.higherIsBetter, groups: this.groups, points: [...this.points], fair: { ...this.fair }, done: this.next >= this.jobs.length };
  }
}
