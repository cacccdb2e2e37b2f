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
import { GameReview, groupForced, type ReviewProgress } from './review.js';

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
      expect(step.forced).toBe(rules.legalMoves(s).length === 1);
      if (step.forced) expect(step.fairMove).toBeNull();
      else expect(step.fairLoss).not.toBeNull();
      if (lostAt === null && before.winnable && !after.winnable) lostAt = step.ply;
      s = rules.applyMove(s, step.move);
    }
    expect(summary.start.winnable).toBe(true);
    expect(summary.won).toBe(false);
    expect(lostAt).not.toBeNull();
    expect(summary.winLostAt).toBe(lostAt);
    expect(summary.mistakes).toContain(lostAt);
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

  it('a record without moves: the deal solved, the game not finished', () => {
    const rules = GOLF.rules;
    const r = new GameReview(GOLF, rules.defaultVariant, dealFromNumber(2), [], { maxStates: 200_000 }).run();
    expect(r.steps).toEqual([]);
    expect(r.summary).toMatchObject({ moves: 0, finished: false, winLostAt: null });
    expect(r.summary?.start.best).toBe(solve(rules, rules.start(dealFromNumber(2), rules.defaultVariant), { maxStates: 200_000 }).bestScore);
  });
});
