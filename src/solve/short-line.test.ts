// Lines shown with the stock known are short: they reach the solver's best score (a win when it
// wins), are never longer than the solver's own line, never come back to a position, never undo a
// move with the next; where the search says "shortest", a breadth-first search over every line
// agrees. Aces Up deal 3, whose first line was 75 moves with 15 from pile to pile, gets a short one.

import { describe, expect, it } from 'vitest';
import { dealFromNumber } from '../core/deal.js';
import type { GameRules } from '../core/game.js';
import { acesUp, golf } from '../registry/index.js';
import { shortLine } from '../registry/index.js';
import { solve } from '../registry/index.js';
import { withoutCircles } from './short-line.js';

/** Plays a line, checking every move is legal; the end position. */
function play<S, M, O, V>(rules: GameRules<S, M, O, V>, s: S, moves: readonly M[]): S {
  let t = s;
  for (const m of moves) {
    expect(rules.isLegal(t, m)).toBe(true);
    t = rules.applyMove(t, m);
  }
  return t;
}

/** The fewest moves from s to an end with `score` (and a win when `win`), by breadth-first search over every position. */
function fewest<S, M, O, V>(rules: GameRules<S, M, O, V>, s: S, score: number, win: boolean): number {
  let layer = [s];
  const seen = new Set([rules.key(s)]);
  for (let d = 0; layer.length > 0; d++) {
    const next: S[] = [];
    for (const t of layer) {
      if (rules.isTerminal(t)) {
        if (rules.score(t) === score && (!win || rules.isWon(t))) return d;
        continue;
      }
      for (const m of rules.legalMoves(t)) {
        const u = rules.applyMove(t, m);
        const k = rules.key(u);
        if (!seen.has(k)) {
          seen.add(k);
          next.push(u);
        }
      }
    }
    layer = next;
  }
  return Infinity;
}

function checkLine<S, M, O, V>(rules: GameRules<S, M, O, V>, s: S): { solver: number; short: number; shortest: boolean } {
  const r = solve(rules, s);
  const sl = shortLine(rules, s, r);
  const end = play(rules, s, sl.moves);
  expect(rules.isTerminal(end)).toBe(true);
  expect(rules.score(end)).toBe(r.bestScore);
  expect(rules.isWon(end)).toBe(r.winnable);
  expect(sl.moves.length).toBeLessThanOrEqual(r.moves.length);
  // Never back to a position: no circle, so no move undone by the next.
  const keys = new Set<string>();
  let t = s;
  for (const m of sl.moves) {
    keys.add(rules.key(t));
    t = rules.applyMove(t, m);
    expect(keys.has(rules.key(t))).toBe(false);
  }
  return { solver: r.moves.length, short: sl.moves.length, shortest: sl.shortest };
}

describe('short lines with the stock known', () => {
  it('Aces Up deal 3: shorter than the first line found, no card sent back where it came from', () => {
    const s = acesUp.start(dealFromNumber(3), acesUp.defaultVariant);
    const r = checkLine(acesUp, s);
    expect(r.solver).toBe(75);
    expect(r.short).toBeLessThanOrEqual(67);
    const line = shortLine(acesUp, s, solve(acesUp, s)).moves;
    for (let i = 1; i < line.length; i++) {
      const a = line[i - 1]!;
      const b = line[i]!;
      if (a.type === 'move' && b.type === 'move') expect(b.from === a.to && b.to === a.from).toBe(false);
    }
  });

  it('every line is legal, reaches the best score, and is never longer than the solver\'s', () => {
    for (const n of [1, 4, 6, 8]) checkLine(acesUp, acesUp.start(dealFromNumber(n), acesUp.defaultVariant));
    for (const n of [1, 2, 53]) checkLine(golf, golf.start(dealFromNumber(n), golf.defaultVariant));
  });

  it('late in a game the search proves its line the shortest, as a breadth-first search finds', () => {
    let proven = 0;
    for (const [rules, n, at] of [
      [acesUp, 3, 52],
      [acesUp, 6, 50],
      [golf, 53, 38],
      [golf, 2, 40],
    ] as const) {
      const r0 = rules as GameRules<unknown, unknown, unknown, unknown>;
      let s = r0.start(dealFromNumber(n), r0.defaultVariant);
      for (const m of solve(r0, s).moves.slice(0, at)) s = r0.applyMove(s, m);
      const r = solve(r0, s);
      const sl = shortLine(r0, s, r);
      if (!sl.shortest) continue;
      proven++;
      expect(sl.moves.length, `${r0.id} ${n}`).toBe(fewest(r0, s, r.bestScore, r.winnable));
    }
    expect(proven).toBeGreaterThanOrEqual(2);
  });

  it('cuts a stretch that comes back to a position', () => {
    const s = acesUp.start(dealFromNumber(3), acesUp.defaultVariant);
    const line = solve(acesUp, s).moves;
    // Where a pile is empty and another holds one card: send that card over and back.
    let t = s;
    for (let k = 0; k < line.length; k++) {
      const empty = t.piles.findIndex((p) => p.length === 0);
      const single = t.piles.findIndex((p) => p.length === 1);
      if (empty >= 0 && single >= 0) {
        const detour = [{ type: 'move', from: single, to: empty } as const, { type: 'move', from: empty, to: single } as const];
        const longer = [...line.slice(0, k), ...detour, ...line.slice(k)];
        expect(withoutCircles(acesUp, s, longer)).toEqual(withoutCircles(acesUp, s, line));
        return;
      }
      t = acesUp.applyMove(t, line[k]!);
    }
    throw new Error('no position with an empty pile and a pile of one card');
  });
});
