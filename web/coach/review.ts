// The review of a finished game as the web shows it, filled in piece by piece by the coach worker:
// the coach library's review of every move (src/coach GameReview: the best score with the stock
// known before and after, the win thrown away, the fair player's move, what the choice cost, the
// mistakes), and the fair player's chance at the positions where something was decided, for the
// graph. Pure data and small helpers: the worker computes, the dialog draws.

import type { BestWithStockKnown } from '../../src/coach/review.js';
import { decisionWords, forcedWords } from '../../src/coach/review-words.js';
import { gameModule } from '../games/engine.js';
import type { GameId } from '../../src/core/game.js';
import type { Message } from '../../src/core/i18n.js';

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

/** One row of the review's list: a decision with its words, or a run of moves that decided nothing. */
export interface ReviewRow {
  readonly group: MoveGroup;
  /** "Move 14: …" or "Moves 3–5: nothing to decide …". */
  readonly head: Message;
  /** The best move we know and the cost (decisions only). */
  readonly verdict: readonly Message[];
  /** What the stock known says (decisions only). */
  readonly stockKnown: Message | undefined;
  readonly mistake: Message | undefined;
  readonly lostWin: boolean;
}

/**
 * The rows of the review as far as it is filled in: each run of moves that decided nothing is one
 * row that judges nothing; each decision says what was played, the best move we know, what the
 * choice cost and what the stock known says. `said(i)` is move i in words (from the position before
 * it); `fair(i, text)` our best player's move there in words.
 */
export function reviewRows(game: GameId, data: ReviewData, said: (i: number) => Message | undefined, fair: (i: number, text: string) => Message | undefined, decimal: (x: number) => string): ReviewRow[] {
  const moves = data.moves;
  return groupMoves(moves.map((m) => m.forced)).flatMap((g): ReviewRow[] => {
    if (g.forced) return [{ group: g, head: forcedWords(gameModule(game).present, g.from + 1, g.to), verdict: [], stockKnown: undefined, mistake: undefined, lostWin: false }];
    const m = moves[g.from];
    const played = said(g.from);
    if (m === undefined || played === undefined) return [];
    const best = m.fairMove === null || m.fairMove === m.text ? undefined : fair(g.from, m.fairMove);
    const w = decisionWords(game, m, played, best, decimal);
    return [{ group: g, head: w.move, verdict: w.verdict, stockKnown: w.stockKnown, mistake: w.mistake, lostWin: m.threwAwayWin }];
  });
}
