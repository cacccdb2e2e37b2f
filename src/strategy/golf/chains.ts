// The runs of plays a Golf player can make before its next stock turn. After a turn the waste top
// is the new stock card, so what a run leaves behind for the rest of the game is only which cards
// are gone from the columns: runs that empty the columns to the same heights are the same choice.
// Listing those heights (with one run that reaches each) gives every real option of one turn
// cycle, "turn now" included, with no card of the stock guessed.

import type { Card } from '../../core/cards.js';
import type { GolfObservation } from '../../games/golf/observation.js';
import { canPlayOn, COLUMNS, type GolfMove } from '../../games/golf/rules.js';

/** One option of a turn cycle: the column heights it leaves, and a run of plays that leaves them. */
export interface GolfRun {
  readonly heights: readonly number[];
  /** The plays, in order; empty for "turn now". */
  readonly plays: readonly GolfMove[];
  /** Cards left in the columns afterwards (0: the run clears the tableau and wins). */
  readonly left: number;
  /** Some run to these heights ends with no play left (it is not stopped part-way by choice). */
  stuck: boolean;
}

const PLAY: readonly GolfMove[] = Array.from({ length: COLUMNS }, (_, column) => Object.freeze({ type: 'play', column }) as GolfMove);

/**
 * Every distinct set of column heights reachable from the observed position by plays alone, each
 * with the first run found that reaches it (depth first, lowest column first), the position as it
 * stands first. Positions are told apart by heights and waste top, so each is expanded once.
 */
export function runsBeforeTurn(obs: GolfObservation): GolfRun[] {
  const cols = obs.columns;
  const h = cols.map((c) => c.length);
  const seen = new Set<number>();
  const byHeights = new Map<number, GolfRun>();
  const path: GolfMove[] = [];
  let left = h.reduce((a, b) => a + b, 0);
  const pack = (): number => {
    let k = 0;
    for (let c = 0; c < COLUMNS; c++) k = k * 8 + (h[c] as number);
    return k;
  };
  const visit = (top: Card | undefined): void => {
    const hk = pack();
    // 2^21 height keys; the top card (or 63 for an empty waste) above them.
    const key = hk + 2 ** 21 * (top ?? 63);
    if (seen.has(key)) return;
    seen.add(key);
    if (!byHeights.has(hk)) byHeights.set(hk, { heights: h.slice(), plays: path.slice(), left, stuck: false });
    let played = false;
    for (let c = 0; c < COLUMNS; c++) {
      const hc = h[c] as number;
      if (hc === 0) continue;
      const card = (cols[c] as readonly Card[])[hc - 1] as Card;
      if (top !== undefined && !canPlayOn(card, top, obs.variant)) continue;
      played = true;
      h[c] = hc - 1;
      left--;
      path.push(PLAY[c] as GolfMove);
      visit(card);
      path.pop();
      left++;
      h[c] = hc;
    }
    if (!played) (byHeights.get(hk) as GolfRun).stuck = true;
  };
  visit(obs.waste[obs.waste.length - 1]);
  return [...byHeights.values()];
}
