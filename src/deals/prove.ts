// Proofs that a deal can be won, with the stock known: the exact solver stops at the first win.
// Only a state budget bounds the search (never time), so a proof comes out the same on every
// machine, and a proof that runs out of budget is an answer of its own ("not known"), never a "no".

import type { Deal } from '../core/deal.js';
import type { GameRules } from '../core/game.js';
import { moduleOf } from '../registry/index.js';
import { canWin } from '../registry/index.js';

export interface Proof<M> {
  /** won: a winning line was found; lost: no line wins; unknown: the budget ran out first. */
  readonly verdict: 'won' | 'lost' | 'unknown';
  /** Positions searched. */
  readonly states: number;
  /** A winning line under the proof's rules (legal under the variant too), when won. */
  readonly moves: readonly M[];
}

/**
 * The rules a proof is run under: the game's proofVariant (registry), whose every win is a legal
 * win under `variant` too. So a "won" proves the deal winnable under `variant`; a "lost" says
 * only that the faster proof failed, which is why daily deals and winnable deals skip such deals
 * rather than call them unwinnable.
 */
export function proofVariantOf<S, M, O, V>(rules: GameRules<S, M, O, V>, variant: V): V {
  return moduleOf(rules).proofVariant?.(variant) ?? variant;
}

/** Whether the deal can be won, searching at most `maxStates` positions. */
export function proveWinnable<S, M, O, V>(rules: GameRules<S, M, O, V>, variant: V, deal: Deal, maxStates: number): Proof<M> {
  const pv = proofVariantOf(rules, variant);
  const r = canWin(rules, rules.start(deal, pv), { maxStates });
  const verdict = r.verdict === 'solved' ? 'won' : r.verdict === 'unsolvable' ? 'lost' : 'unknown';
  return { verdict, states: r.states, moves: r.winnable ? r.moves : [] };
}
