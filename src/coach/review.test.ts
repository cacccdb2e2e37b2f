// The review against the solver: each move's figures are the solver's on the positions before and
// after it, the move that threw away a win is the one the solver says did, forced moves are
// grouped, and the figures do not depend on how the work is sliced.

import { describe, expect, it } from 'vitest';
import { dealFromNumber } from '../core/deal.js';
import { Rng } from '../core/rng.js';
import { type Game } from '../registry/index.js';
import { ACESUP } from '../registry/acesup/index.js';
import { GOLF } from '../registry/golf/index.js';
import { solve } from '../registry/index.js';
import { fairPlayer } from './players.js';
import { FairMoves, GameReview, groupForced, type ReviewProgress } from './review.js';

/** A game of deal `n` played by a fair player: its moves. */
function played<S, M, O, V>(module: Game<S, M, O, V>, n: number, player: string): M[] {
  const rules = module.rules;
  const p = fairPlayer(module, rules.formatVariant(rules.defaultVariant), player);
  let s = rules.start(dealFromNumber(n), rules.defaultVariant);
  const rng = new Rng(n);
  const moves: M[] = [];
  for (;;) {
    const legal = rules.legalMoves(s);
    const m = legal.length === 0 ? null : p.strategy.choose(rules.observe(s) as never, legal, rng);
    if (m === null) return moves;
    moves.push(m);
    s = rules.applyMove(s, m);
  }
}

const OPTS = { maxStates: 300_000, samples: 4, player: 'round' };

describe('review', () => {
  it('Aces Up deal 3: the figures are the solver\'s, and the move that threw the win away is marked', () => {
    const module = ACESUP;
    const rules = module.rules;
    const deal = dealFromNumber(3);
    const moves = played(module, 3, 'round');
    const r = new GameReview(module, rules.defaultVariant, deal, moves, OPTS).run();
    expect(r.done).toBe(true);
    expect(r.steps).toHaveLength(moves.length);
    const summary = r.summary;
    if (summary === undefined) throw new Error('no summary');
    let s = rules.start(deal, rules.defaultVariant);
    let lostAt: number | null = null;
    for (const step of r.steps) {
      const before = solve(rules, s, { maxStates: OPTS.maxStates });
      const after = solve(rules, rules.applyMove(s, step.move), { maxStates: OPTS.maxStates });
      expect(step.before.best).toBe(before.bestScore);
      expect(step.after.best).toBe(after.bestScore);
      expect(step.before.winnable).toBe(before.winnable);
      // Nothing decided: one legal move, or a discard (the game makes those by itself).
      expect(step.forced).toBe(rules.legalMoves(s).length === 1 || (step.move as { type: string }).type === 'discard');
      if (step.forced) expect(step.fairMove).toBeNull();
      else expect(step.fairLoss).not.toBeNull();
      if (lostAt === null && before.winnable && !after.winnable) lostAt = step.ply;
      s = rules.applyMove(s, step.move);
    }
    expect(summary.start.winnable).toBe(true);
    expect(summary.won).toBe(false);
    expect(lostAt).not.toBeNull();
    expect(summary.winLostAt).toBe(lostAt);
    // A mistake only where a better move exists by the measure shown (the cost against our best
    // player's move); never where that player makes the same move, never a move that decided nothing.
    for (const step of r.steps) {
      if (step.mistake) {
        expect(step.forced).toBe(false);
        expect(step.fairMove).not.toBe(step.text);
        expect(step.fairLoss ?? 0).toBeGreaterThan(2 * (step.fairLossSe ?? 0));
      }
    }
    expect(summary.mistakes).toEqual(r.steps.filter((x) => x.mistake).map((x) => x.ply));
    expect(r.steps.some((x) => (x.move as { type: string }).type === 'discard' && x.forced)).toBe(true);
    expect(summary.forced + summary.decisions).toBe(moves.length);
    expect(summary.fairPlayer).toBe('round');
  });

  it('the fair player\'s own game costs nothing against itself; groups gather the forced moves', () => {
    const module = GOLF;
    const rules = module.rules;
    const moves = played(module, 4, 'lookahead');
    const r = new GameReview(module, rules.defaultVariant, dealFromNumber(4), moves, { maxStates: 100_000, samples: 3, player: 'lookahead' }).run();
    // lookahead is deterministic: its preferred move is the move it made.
    for (const step of r.steps) if (!step.forced) expect(step.fairLoss).toBe(0);
    const groups = groupForced(r.steps);
    const flat = groups.flatMap((g) => (g.kind === 'decision' ? [g.step] : g.steps));
    expect(flat).toEqual(r.steps);
    for (let i = 1; i < groups.length; i++) expect(groups[i]?.kind === 'forced' && groups[i - 1]?.kind === 'forced').toBe(false);
  });

  it('the same figures in slices; a cancelled review stops', () => {
    const module = ACESUP;
    const rules = module.rules;
    const moves = played(module, 5, 'round').slice(0, 20);
    const opts = { ...OPTS, chanceSamples: 3, seed: 4 };
    const whole = new GameReview(module, rules.defaultVariant, dealFromNumber(5), moves, opts).run();
    const sliced = new GameReview(module, rules.defaultVariant, dealFromNumber(5), moves, opts);
    let last: ReviewProgress<unknown> | undefined;
    while (!sliced.done) last = sliced.step(0);
    expect(last?.steps).toEqual(whole.steps);
    expect(last?.summary).toEqual(whole.summary);
    // The chance at every position, from the deal to after the last move.
    expect(whole.chances).toHaveLength(moves.length + 1);
    for (const c of whole.chances) expect(c.samples).toBe(3);
    expect(last?.chances).toEqual(whole.chances);
    const stopped = new GameReview(module, rules.defaultVariant, dealFromNumber(5), moves, OPTS);
    stopped.step(0);
    stopped.cancel();
    expect(stopped.step(1000)).toMatchObject({ done: true, cancelled: true });
    expect(stopped.progress().summary).toBeUndefined();
  });

  it('cheapest first: every position solved, then a line for every move (ready), then the costs', () => {
    const module = ACESUP;
    const rules = module.rules;
    const moves = played(module, 500_001, 'highest-top');
    const review = new GameReview(module, rules.defaultVariant, dealFromNumber(500_001), moves, { ...OPTS, samples: 4 });
    let first: ReviewProgress<unknown> | undefined;
    let readyAt: { steps: number; costsLeft: number; pending: number } | undefined;
    while (!review.done) {
      const p = review.step(0);
      if (p.reviewed > 0) first ??= p;
      if (p.ready && readyAt === undefined) readyAt = { steps: p.steps.length, costsLeft: p.costsLeft, pending: p.steps.filter((x) => !x.forced && x.fairMove !== x.text && x.fairLoss === null).length };
    }
    // No line before every position is solved.
    expect(first?.solved).toBe(moves.length + 1);
    expect(readyAt?.steps).toBe(moves.length);
    // The greedy player left the fair player's move somewhere: those costs came after the review was ready.
    expect(readyAt?.costsLeft).toBeGreaterThan(0);
    expect(readyAt?.pending).toBe(readyAt?.costsLeft);
    const end = review.progress();
    expect(end.costsLeft).toBe(0);
    for (const x of end.steps) if (!x.forced && x.fairMove !== x.text) expect([x.fairLoss === null, x.samples]).toEqual([false, 4]);
  });

  it('fair moves found from the end (a second worker) give the same review', () => {
    const module = GOLF;
    const rules = module.rules;
    const moves = played(module, 500_002, 'first-playable').slice(0, 24);
    const opts = { maxStates: 200_000, samples: 2, player: 'lookahead' };
    const alone = new GameReview(module, rules.defaultVariant, dealFromNumber(500_002), moves, opts).run();
    const helper = new FairMoves(module, rules.defaultVariant, dealFromNumber(500_002), moves, opts);
    const helped = new GameReview(module, rules.defaultVariant, dealFromNumber(500_002), moves, opts);
    // The helper goes from the end, the review from the start, each a step at a time.
    let handed = 0;
    while (!helped.done) {
      const f = helper.next();
      if (f !== undefined) {
        helped.provideFairMove(f.at, f.move);
        handed++;
      }
      helped.step(0);
    }
    expect(handed).toBeGreaterThan(2);
    expect(helped.progress().steps).toEqual(alone.steps);
    expect(helped.progress().summary).toEqual(alone.summary);
    // Every decision, last first, is found once.
    const all = new FairMoves(module, rules.defaultVariant, dealFromNumber(500_002), moves, opts);
    const found: number[] = [];
    for (let f = all.next(); f !== undefined; f = all.next()) found.push(f.at);
    expect(found).toEqual(alone.steps.filter((x) => !x.forced).map((x) => x.ply - 1).reverse());
  });

  it('a record without moves: the deal solved, the game not finished', () => {
    const rules = GOLF.rules;
    const r = new GameReview(GOLF, rules.defaultVariant, dealFromNumber(2), [], { maxStates: 200_000 }).run();
    expect(r.steps).toEqual([]);
    expect(r.summary).toMatchObject({ moves: 0, finished: false, winLostAt: null });
    expect(r.summary?.start.best).toBe(solve(rules, rules.start(dealFromNumber(2), rules.defaultVariant), { maxStates: 200_000 }).bestScore);
  });
});
