// The full-information solver in a Web Worker, so a long search never freezes the table. It
// rebuilds the position from the game record (deal, variant, moves), runs the resumable solver in
// slices and reports progress after each; the page cancels by terminating the worker.
/// <reference lib="webworker" />
import { parseDeal } from '../../src/core/deal.js';
import type { GameId, GameRules } from '../../src/core/game.js';
import { replay } from '../../src/core/history.js';
import { createSolver, shortLine, withGame } from '../../src/registry/index.js';

/** The budget of the search for a shorter line (positions; about a second on a desktop for Aces Up). */
const SHORT_LINE_STATES = 500_000;

export interface SolveRequest {
  readonly game: GameId;
  readonly variant: string;
  readonly deal: string;
  /** Moves from the start to the position to solve (none: the deal itself). */
  readonly moves: readonly string[];
  /** 'win': stop at the first win; 'best': the best score. */
  readonly goal: 'win' | 'best';
  readonly maxStates: number;
  /** For the best score: also look for the shortest line that reaches it (the default); false when only the score is wanted. */
  readonly line?: boolean;
}

export type SolveReply =
  | { readonly kind: 'progress'; readonly states: number; readonly ms: number }
  | { readonly kind: 'done'; readonly verdict: 'solved' | 'unsolvable' | 'unknown'; readonly winnable: boolean; readonly bestScore: number; readonly moves: string[]; readonly states: number; readonly ms: number }
  | { readonly kind: 'error'; readonly message: string };

declare const self: DedicatedWorkerGlobalScope;

function run<S, M, O, V>(rules: GameRules<S, M, O, V>, req: SolveRequest): void {
  const v = rules.parseVariant(req.variant);
  if (!v.ok) return self.postMessage({ kind: 'error', message: v.error.message } satisfies SolveReply);
  const d = parseDeal(req.deal, rules.dealShape(v.value));
  if (!d.ok) return self.postMessage({ kind: 'error', message: d.error.message } satisfies SolveReply);
  const r = replay(rules, d.value, v.value, req.moves);
  if (!r.ok) return self.postMessage({ kind: 'error', message: r.error.message } satisfies SolveReply);
  const solver = createSolver(rules, r.value.state, req.goal);
  const slice = (): void => {
    const res = solver.run({ timeMs: 150, maxStates: req.maxStates });
    if (solver.done || res.states >= req.maxStates) {
      // For the best score, the line shown is the shortest found that reaches it (src/solve/short-line.ts).
      const moves = req.goal === 'best' && req.line !== false ? shortLine(rules, r.value.state, res, { maxStates: SHORT_LINE_STATES }).moves : res.moves;
      self.postMessage({ kind: 'done', verdict: res.verdict, winnable: res.winnable, bestScore: res.bestScore, moves: moves.map((m) => rules.formatMove(m)), states: res.states, ms: res.ms } satisfies SolveReply);
      return;
    }
    self.postMessage({ kind: 'progress', states: res.states, ms: res.ms } satisfies SolveReply);
    setTimeout(slice, 0);
  };
  slice();
}

self.onmessage = (e: MessageEvent<SolveRequest>) => {
  try {
    withGame(e.data.game, (g) => run(g.rules, e.data));
  } catch (err) {
    self.postMessage({ kind: 'error', message: err instanceof Error ? err.message : String(err) } satisfies SolveReply);
  }
};
