// Short lines with the stock known. The solvers prove the best score and return the first line
// they found that reaches it, which may wander (Aces Up deal 3: 75 moves, fifteen of them from pile
// to pile, the A♣ sent to the empty pile 3 and back to pile 1). Shown to a player, a line should be
// the shortest one that reaches the best score. `shortLine` finds it:
//
//   1. A first line, greedily: at each position the first move, in the order "take cards away,
//      then the stock, then the rest", after which the solver proves the best score still
//      reachable (every position on a line it returns is known to reach it too; a position it
//      cannot settle within a twentieth of the budget counts as not reaching it). Few moves from
//      pile to pile survive.
//   2. Then an iterative-deepening search for a line of fewer moves, with a lower bound on the
//      moves still needed (cards to take away, stock cards to deal or turn), each position first
//      asked of the solver (can the best score still be reached?). Each time a line is found, it
//      looks for one shorter still; when a search ends without one, the line is the shortest
//      (`shortest: true`). The work has a budget of positions (solver and search together, the
//      same on every machine); when it runs out the shortest line found so far is returned.
//
// A line never comes back to a position it has been in (such a stretch is cut: the shorter line
// reaches the same end), so no move is undone by the next.

import type { GameRules } from '../core/game.js';
import type { SolveOptions, SolveResult } from './types.js';

/** What the search needs to know of a game (each game's solver folder gives one: line-hints.ts). */
export interface LineHints<S, M> {
  /**
   * At least how many moves are left when `gone` more cards must go (the game's cardsLeft down to
   * the end's) and the end clears the game or not: a bound that never overestimates.
   */
  movesNeeded(s: S, gone: number, clears: boolean): number;
  /** The order a line tries moves in (lower first): cards taken away, then the stock, then the rest. */
  rank(m: M): number;
  /** A move that is never a choice and that a line may as well make first (a compulsory discard), if there is one. */
  first?(s: S, legal: readonly M[]): M | undefined;
}

/** The exact solver the search asks (index.ts passes `solve`). */
export type SolveFn = <S, M, O, V>(rules: GameRules<S, M, O, V>, state: S, opts?: SolveOptions) => SolveResult<M>;

export interface ShortLineOptions {
  /** Most positions for the whole job: the solver's searches and the search for fewer moves (default 200,000). */
  readonly maxStates?: number;
}

export const SHORT_LINE_MAX_STATES = 200_000;

export interface ShortLine<M> {
  /** A line from the position to the end of the game reaching the best score (the solver's own when it could not do better). */
  readonly moves: M[];
  /** True when no line of fewer moves reaches the best score (proven within the budget). */
  readonly shortest: boolean;
  /** Positions spent. */
  readonly states: number;
}

/** Cuts every stretch of a line that comes back to a position it was in before. */
export function withoutCircles<S, M, O, V>(rules: GameRules<S, M, O, V>, state: S, moves: readonly M[]): M[] {
  const out: M[] = [];
  const keys: string[] = [rules.key(state)];
  let s = state;
  const states: S[] = [s];
  for (const m of moves) {
    s = rules.applyMove(s, m);
    const k = rules.key(s);
    const at = keys.indexOf(k);
    if (at >= 0) {
      // Back where the line was after `at` moves: drop what came after.
      out.length = at;
      keys.length = at + 1;
      states.length = at + 1;
      s = states[at] as S;
      continue;
    }
    out.push(m);
    keys.push(k);
    states.push(s);
  }
  return out;
}

/**
 * A line from `state` reaching the score of `found` (the solver's result there; a win when it
 * wins), with as few moves as can be proven within the budget. A result without a verdict
 * (`unknown`) is only cut of its circles.
 */
export function shortLineWith<S, M, O, V>(solve: SolveFn, hints: LineHints<S, M>, rules: GameRules<S, M, O, V>, state: S, found: SolveResult<M>, opts: ShortLineOptions = {}): ShortLine<M> {
  const budget = opts.maxStates ?? SHORT_LINE_MAX_STATES;
  const perCall = Math.max(2_000, Math.floor(budget / 20));
  let spent = 0;
  const fallback = withoutCircles(rules, state, found.moves);
  if (found.verdict === 'unknown' || fallback.length === 0) return { moves: fallback, shortest: false, states: 0 };
  const end = fallback.reduce((s, m) => rules.applyMove(s, m), state);
  const endScore = found.bestScore;
  const win = found.winnable;
  const endLeft = rules.cardsLeft(end);
  const reached = (s: S): boolean => rules.score(s) === endScore && (!win || rules.isWon(s));
  // Can the best score still be reached from s? Asked of the solver once per position.
  // key -> a line from there that reaches it (undefined: it cannot, or the budget ran out first).
  const known = new Map<string, M[] | undefined>();
  const lineFrom = (s: S): M[] | undefined => {
    if (rules.isTerminal(s)) return reached(s) ? [] : undefined;
    const k = rules.key(s);
    if (known.has(k)) return known.get(k);
    const left = budget - spent;
    if (left <= 0) return undefined;
    // A position the search cannot settle quickly is taken as not reaching it: refuting a move
    // costs a whole search, and a move along a line already known costs nothing (remember).
    const r = solve(rules, s, { maxStates: Math.min(left, perCall) });
    spent += Math.max(1, r.states);
    // Without a verdict, a line found that reaches the score still proves it reachable.
    const ok = r.bestScore === endScore && (!win || r.winnable) && (r.verdict !== 'unknown' || r.moves.length > 0);
    known.set(k, ok ? r.moves : undefined);
    if (ok) remember(s, r.moves);
    return ok ? r.moves : undefined;
  };
  // Every position along a line that reaches it reaches it too, by the rest of that line.
  const remember = (s: S, line: readonly M[]): void => {
    let t = s;
    line.forEach((m, i) => {
      t = rules.applyMove(t, m);
      const k = rules.key(t);
      if (!known.has(k)) known.set(k, line.slice(i + 1));
    });
  };
  remember(state, fallback);
  const reachable = (s: S): boolean => lineFrom(s) !== undefined;
  const ordered = (s: S): M[] => {
    const legal = rules.legalMoves(s);
    const first = hints.first?.(s, legal);
    if (first !== undefined) return [first];
    return [...legal].sort((a, b) => hints.rank(a) - hints.rank(b));
  };

  // 1. The greedy line.
  let best: M[] | undefined = [];
  // Never back to a position of the line (a card sent to and fro between empty piles).
  const visited = new Set<string>([rules.key(state)]);
  for (let s = state; !rules.isTerminal(s); ) {
    const here = s;
    const next = ordered(here).find((m) => {
      const t = rules.applyMove(here, m);
      return !visited.has(rules.key(t)) && reachable(t);
    });
    if (next === undefined) {
      // Every move that keeps the score comes back to the line: the solver's line from here ends it.
      const rest = lineFrom(here);
      if (rest === undefined) best = undefined;
      else best.push(...rest);
      break;
    }
    best.push(next);
    s = rules.applyMove(s, next);
    visited.add(rules.key(s));
  }
  if (best === undefined || spent >= budget) return { moves: best ?? fallback, shortest: false, states: spent };
  best = withoutCircles(rules, state, best);
  if (fallback.length < best.length) best = fallback;

  // 2. Fewer moves: a depth-first search to a bound, lowered each time a line is found.
  const clears = rules.isWon(end);
  let bound = best.length - 1;
  for (;;) {
    // Positions known not to reach the end within `slack` more moves: key -> the largest such slack.
    const failed = new Map<string, number>();
    const path: M[] = [];
    let out = false;
    const dfs = (s: S, g: number): boolean => {
      if (rules.isTerminal(s)) return reached(s);
      if (++spent > budget) {
        out = true;
        return false;
      }
      const slack = bound - g;
      if (hints.movesNeeded(s, Math.max(0, rules.cardsLeft(s) - endLeft), clears) > slack) return false;
      const k = rules.key(s);
      if ((failed.get(k) ?? -1) >= slack) return false;
      for (const m of ordered(s)) {
        const t = rules.applyMove(s, m);
        if (!reachable(t)) continue;
        path.push(m);
        if (dfs(t, g + 1)) return true;
        path.pop();
        if (out) return false;
      }
      failed.set(k, slack);
      return false;
    };
    if (dfs(state, 0)) {
      best = [...path];
      bound = best.length - 1;
      continue;
    }
    return { moves: best, shortest: !out, states: Math.min(spent, budget) };
  }
}
