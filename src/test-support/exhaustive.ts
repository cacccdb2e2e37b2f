// Test support for the solvers (src/solve): a plain exhaustive search written on the engine alone
// (GameRules), the replay of a solver's line, and the shared reference fixtures. Nothing here is
// shared with the solvers, so an agreement between the two is evidence.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { parseDeal } from '../core/deal.js';
import type { GameRules } from '../core/game.js';
import { fullDeck } from '../core/cards.js';
import { Rng } from '../core/rng.js';
import { createSolver, solve } from '../registry/index.js';
import { type SolveResult, type Solver } from '../solve/index.js';

/** What a plain exhaustive search finds: the best terminal score, and the best among won games (undefined: none is won). */
export interface Exhaustive {
  best: number;
  won: boolean;
  bestWin: number | undefined;
}

/**
 * Every position reachable from `root` through the engine's legalMoves/applyMove, and the best
 * terminal scores among them; undefined when more than `cap` positions would be visited.
 */
export function bruteForce<S, M, O, V>(rules: GameRules<S, M, O, V>, root: S, cap: number): Exhaustive | undefined {
  const seen = new Set<string>([rules.key(root)]);
  const stack = [root];
  const better = (a: number, b: number | undefined): boolean => b === undefined || (rules.higherIsBetter ? a > b : a < b);
  let best: number | undefined;
  let bestWin: number | undefined;
  while (stack.length > 0) {
    const s = stack.pop()!;
    const moves = rules.legalMoves(s);
    if (moves.length === 0) {
      const score = rules.score(s);
      if (better(score, best)) best = score;
      if (rules.isWon(s) && better(score, bestWin)) bestWin = score;
      continue;
    }
    for (const m of moves) {
      const t = rules.applyMove(s, m);
      const k = rules.key(t);
      if (seen.has(k)) continue;
      seen.add(k);
      if (seen.size > cap) return undefined;
      stack.push(t);
    }
  }
  if (best === undefined) throw new Error('bruteForce: no finished game reached');
  return { best, won: bestWin !== undefined, bestWin };
}

/**
 * Compares a solver's answer with the exhaustive search's: a win first, then the score (the best
 * among winning lines when one wins; `highScore` for a higher line that does not win). Replays
 * the line, and the high line when there is one.
 */
export function expectAgreement<S, M, O, V>(rules: GameRules<S, M, O, V>, root: S, got: SolveResult<M>, want: Exhaustive): void {
  expect(got.verdict).toBe(want.won ? 'solved' : 'unsolvable');
  expect(got.winnable).toBe(want.won);
  expect(got.bestScore).toBe(want.bestWin ?? want.best);
  checkLine(rules, root, got);
  expect(got.highScore).toBe(want.bestWin !== undefined && want.best !== want.bestWin ? want.best : undefined);
  if (got.highMoves) {
    const s = replay(rules, root, got.highMoves);
    expect(rules.isTerminal(s)).toBe(true);
    expect(rules.isWon(s)).toBe(false);
    expect(rules.score(s)).toBe(got.highScore);
  }
}

/** Plays `moves` from `root` through applyMove (which checks each move); the position reached. */
export function replay<S, M, O, V>(rules: GameRules<S, M, O, V>, root: S, moves: readonly M[]): S {
  let s = root;
  for (const m of moves) s = rules.applyMove(s, m);
  return s;
}

/**
 * Replays a solver's line and checks what the result claims: the line ends the game with
 * `bestScore`, and it wins exactly when the result says a win was found.
 */
export function checkLine<S, M, O, V>(rules: GameRules<S, M, O, V>, root: S, r: SolveResult<M>): void {
  const s = replay(rules, root, r.moves);
  expect(rules.isTerminal(s)).toBe(true);
  expect(rules.score(s)).toBe(r.bestScore);
  expect(rules.isWon(s)).toBe(r.winnable);
}

const FIXTURES = process.env.KABAL_FIXTURES ?? join(import.meta.dirname, '..', '..', 'test', 'fixtures');

/** The non-empty lines of a file of the reference fixtures (test/fixtures, or $KABAL_FIXTURES). */
export function fixtureLines(file: string): string[] {
  return readFileSync(join(FIXTURES, file), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

/**
 * Solves the first `limit` fixture deals of a game under one variant and compares each best score
 * with column `column` of `<game>-results.tsv` (computed by an independent exhaustive search);
 * each line the solver returns is replayed.
 */
export function checkFixtures<S, M, O, V>(rules: GameRules<S, M, O, V>, variantText: string, column: number, limit = Infinity): void {
  const v = rules.parseVariant(variantText);
  if (!v.ok) throw new Error(v.error.message);
  const deals = fixtureLines(`${rules.id}-deals.txt`);
  const rows = fixtureLines(`${rules.id}-results.tsv`).slice(1);
  expect(rows.length).toBe(deals.length);
  for (let i = 0; i < Math.min(limit, deals.length); i++) {
    const d = parseDeal(deals[i]!, rules.dealShape(v.value));
    if (!d.ok) throw new Error(d.error.message);
    const want = Number(rows[i]!.split('\t')[column]);
    const root = rules.start(d.value, v.value);
    const r = solve(rules, root);
    const end = replay(rules, root, r.moves);
    expect({ line: i + 1, score: r.bestScore, verdict: r.verdict }).toEqual({ line: i + 1, score: want, verdict: rules.isWon(end) ? 'solved' : 'unsolvable' });
    expect(rules.isTerminal(end)).toBe(true);
    expect(rules.score(end)).toBe(want);
  }
}

/** Runs a solver in slices of `maxStates` until done; every slice before the last answers unknown. */
export function runInSlices<M>(solver: Solver<M>, maxStates: number): { r: SolveResult<M>; slices: number } {
  let r = solver.run({ maxStates });
  let slices = 1;
  while (!solver.done) {
    expect(r.verdict).toBe('unknown');
    r = solver.run({ maxStates });
    slices++;
  }
  return { r, slices };
}

/**
 * The first deal from seed `first` on (the full deck shuffled by Rng(seed)) whose search under the
 * default variant takes at least 20,000 positions, run in slices of 1,000: it ends with the
 * one-shot result, positions included.
 */
export function checkSlicedSearch<S, M, O, V>(rules: GameRules<S, M, O, V>, first: number): void {
  const start = (n: number): S => rules.start(new Rng(n).shuffle(fullDeck()), rules.defaultVariant);
  let n = first;
  while (solve(rules, start(n)).states < 20_000) n++;
  const root = start(n);
  const once = solve(rules, root);
  const { r, slices } = runInSlices(createSolver(rules, root), 1000);
  expect(slices).toBeGreaterThan(1);
  expect(r.verdict).toBe(once.verdict);
  expect(r.bestScore).toBe(once.bestScore);
  expect(r.states).toBe(once.states);
  checkLine(rules, root, r);
}
