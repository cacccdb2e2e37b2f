// The review of a finished game as the web shows it, filled in piece by piece by the coach worker:
// the coach library's review of every move (src/coach GameReview: the best score with the stock
// known before and after, the win thrown away, the fair player's move, what the choice cost, the
// mistakes), and the fair player's chance at the positions where something was decided, for the
// graph. Pure data and small helpers: the worker computes, the dialog draws.

import type { BestWithStockKnown } from '../../src/coach/index.js';

/** One move as the library reviewed it (its ReviewStep without the move object). */
export interface ReviewedMove {
  /** The move's number, from 1. */
  readonly ply: number;
  readonly text: string;
  readonly forced: boolean;
  readonly before: BestWithStockKnown;
  readonly after: BestWithStockKnown;
  readonly threwAwayWin: boolean;
  readonly fairMove: string | null;
  /** Expected score the player's choice gave up against the fair player's move (positive: worse). */
  readonly fairLoss: number | null;
  readonly mistake: boolean;
}

export interface ReviewData {
  readonly higherIsBetter: boolean;
  /** Moves in the game. */
  readonly total: number;
  /** The moves reviewed so far, in order. */
  readonly moves: readonly ReviewedMove[];
  /** The fair player's chance to win at each position (index k: after k moves), where estimated. */
  readonly chances: readonly (number | undefined)[];
  /** The fair player whose moves are shown, and the one that played the orders out. */
  readonly fairPlayer: string;
  readonly samplingPlayer: string;
  readonly done: boolean;
}

/** A run of moves: one decision, or forced moves (one legal move each) grouped. */
export interface MoveGroup {
  /** The first move's index (ply - 1) and one past the last. */
  readonly from: number;
  readonly to: number;
  readonly forced: boolean;
}

/** Runs of forced moves become one group; each decision stands alone. */
export function groupMoves(forced: readonly boolean[]): MoveGroup[] {
  const out: MoveGroup[] = [];
  forced.forEach((f, i) => {
    const last = out.at(-1);
    if (f && last?.forced && last.to === i) out[out.length - 1] = { ...last, to: i + 1 };
    else out.push({ from: i, to: i + 1, forced: f });
  });
  return out;
}

/** The best score with the stock known at position k (after k moves), once reviewed. */
export function bestAt(data: ReviewData, k: number): BestWithStockKnown | undefined {
  return k < data.moves.length ? data.moves[k]?.before : data.moves[k - 1]?.after;
}
