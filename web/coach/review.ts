// The review of a finished game as data, filled in piece by piece by the coach worker: for every
// position the best score reachable with the stock known (and whether a win still is) and the fair
// player's chance; for every decision the fair player's move and what the player's choice cost in
// expected score. Moves with one legal choice are grouped, not judged. Pure: the worker computes,
// the dialog draws, the tests check the marking.

/** One position of the game (index k: after k moves). */
export interface ReviewPoint {
  /** The best score reachable from here with the stock known. */
  readonly best: number;
  readonly winnable: boolean;
  /** The fair player's chance to win from here, once estimated. */
  readonly chance?: number;
}

/** A run of moves: one decision (several legal moves), or forced moves (one each) grouped. */
export interface MoveGroup {
  /** The first move's index in the record and one past the last. */
  readonly from: number;
  readonly to: number;
  readonly forced: boolean;
}

/** The fair player's view of one decision. */
export interface FairView {
  /** Its move (move text) in the position before the decision. */
  readonly move: string;
  /** Expected score of its move minus the player's (in the game's "better" direction: 0 when the same move; positive when the player's choice cost something). */
  readonly cost: number;
  /** How many stock orders the cost was measured on. */
  readonly samples: number;
}

/** A run of moves with one legal move each is forced; a move with a choice stands alone. */
export function groupMoves(choices: readonly number[]): MoveGroup[] {
  const out: MoveGroup[] = [];
  for (let i = 0; i < choices.length; i++) {
    const forced = (choices[i] ?? 0) <= 1;
    const last = out.at(-1);
    if (forced && last?.forced && last.to === i) out[out.length - 1] = { ...last, to: i + 1 };
    else out.push({ from: i, to: i + 1, forced });
  }
  return out;
}

/** Whether score `a` is worse than `b` for a game where higher (or lower) is better. */
export function worse(higherIsBetter: boolean, a: number, b: number): boolean {
  return higherIsBetter ? a < b : a > b;
}

export type Verdict = 'lostWin' | 'mistake' | undefined;

/**
 * How a decision is marked: it threw away a win (a win was reachable with the stock known before
 * it and is not after), or it is a mistake (the best score with the stock known got worse, or the
 * fair player's move is expected to score at least `costMargin` more).
 */
export function judge(higherIsBetter: boolean, before: ReviewPoint | undefined, after: ReviewPoint | undefined, fair: FairView | undefined, costMargin = 0.5): Verdict {
  if (before && after) {
    if (before.winnable && !after.winnable) return 'lostWin';
    if (worse(higherIsBetter, after.best, before.best)) return 'mistake';
  }
  if (fair && fair.cost >= costMargin) return 'mistake';
  return undefined;
}

/** The first move (its index in the record) after which a win that was reachable with the stock known no longer is. */
export function winLostAt(points: readonly (ReviewPoint | undefined)[]): number | undefined {
  for (let k = 0; k + 1 < points.length; k++) if (points[k]?.winnable && points[k + 1]?.winnable === false) return k;
  return undefined;
}

/** The review as the worker has filled it so far. */
export interface ReviewData {
  readonly higherIsBetter: boolean;
  readonly groups: readonly MoveGroup[];
  /** Per position (moves + 1 of them); undefined until computed. */
  readonly points: readonly (ReviewPoint | undefined)[];
  /** Per decision group (by its `from`). */
  readonly fair: Readonly<Record<number, FairView>>;
  readonly done: boolean;
}
