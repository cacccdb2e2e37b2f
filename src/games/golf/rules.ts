// Golf rules (rules §4): seven columns of five, a waste and a stock that is never turned over;
// play a column's top card onto the waste when it is one rank up or down. This module is the
// only place these rules are written; solvers and the UI use the predicates exported here.

import { type Card, rankOf } from '../../core/cards.js';
import type { Deal } from '../../core/deal.js';
import type { GolfVariant } from './variant.js';

export const COLUMNS = 7;
export const COLUMN_HEIGHT = 5;
export const TABLEAU_SIZE = COLUMNS * COLUMN_HEIGHT;

export interface GolfState {
  readonly kind: 'golf-state';
  readonly variant: GolfVariant;
  /** The whole deal, stock order included: full information. */
  readonly deal: Deal;
  /** Seven columns, each listed bottom (covered) to top (playable). */
  readonly columns: readonly (readonly Card[])[];
  /** The waste, bottom to top. */
  readonly waste: readonly Card[];
  /** Index in `deal` of the next stock card; the stock is `deal.slice(next)`. */
  readonly next: number;
}

export type GolfMove =
  /** Play the top card of column `column` (0-based) onto the waste. */
  | { readonly type: 'play'; readonly column: number }
  /** Turn the next stock card onto the waste. */
  | { readonly type: 'turn' };

// ---- Rule predicates, shared with the solver -------------------------------------------------

/**
 * May `card` be played onto `onto` (the waste's top)? One rank up or down, suit ignored.
 * Strict: nothing on a king, ace and king not adjacent. queen-on-king: a queen may go on a king.
 * putt-putt: ranks wrap (K–A both ways) and a queen goes on a king. Jokers are wild both ways.
 */
export function canPlayOn(card: Card, onto: Card, v: GolfVariant): boolean {
  if (card >= 52 || onto >= 52) return true;
  const c = rankOf(card);
  const w = rankOf(onto);
  if (w === 13) {
    if (c === 12) return v.queenOnKing || v.puttPutt;
    return c === 1 && v.puttPutt;
  }
  if (c - w === 1 || w - c === 1) return true;
  return v.puttPutt && ((c === 13 && w === 1) || (c === 1 && w === 13));
}

/** Queens each covered by a king above them, all four in the tableau: no queen can ever reach the waste. */
export function isLockedLayout(columns: readonly (readonly Card[])[], v: GolfVariant): boolean {
  if (v.queenOnKing || v.puttPutt || v.jokers > 0) return false;
  let lockedQueens = 0;
  for (const col of columns) {
    let kingAbove = false;
    for (let i = col.length - 1; i >= 0; i--) {
      const r = rankOf(col[i] as Card);
      if (r === 13) kingAbove = true;
      else if (r === 12 && kingAbove) lockedQueens++;
    }
  }
  return lockedQueens === 4;
}

// ---- State and moves ---------------------------------------------------------------------

export function startGolf(deal: Deal, variant: GolfVariant): GolfState {
  const expected = 52 + variant.jokers;
  if (deal.length !== expected) throw new Error(`Golf deal needs ${expected} cards, got ${deal.length}`);
  const columns: Card[][] = [];
  for (let c = 0; c < COLUMNS; c++) columns.push(deal.slice(c * COLUMN_HEIGHT, (c + 1) * COLUMN_HEIGHT));
  if (variant.emptyWaste) return { kind: 'golf-state', variant, deal, columns, waste: [], next: TABLEAU_SIZE };
  return { kind: 'golf-state', variant, deal, columns, waste: [deal[TABLEAU_SIZE] as Card], next: TABLEAU_SIZE + 1 };
}

export function stockCountGolf(s: GolfState): number {
  return s.deal.length - s.next;
}

export function tableauCount(s: GolfState): number {
  let n = 0;
  for (const c of s.columns) n += c.length;
  return n;
}

/** Can the top of column `col` be played now? */
export function canPlayColumn(s: GolfState, col: number): boolean {
  const column = s.columns[col] as readonly Card[];
  if (column.length === 0) return false;
  if (s.waste.length === 0) return true;
  return canPlayOn(column[column.length - 1] as Card, s.waste[s.waste.length - 1] as Card, s.variant);
}

export function isTerminalGolf(s: GolfState): boolean {
  if (tableauCount(s) === 0) return true;
  if (s.next < s.deal.length) return false;
  for (let c = 0; c < COLUMNS; c++) if (canPlayColumn(s, c)) return false;
  return true;
}

export function legalMovesGolf(s: GolfState): GolfMove[] {
  if (tableauCount(s) === 0) return [];
  const moves: GolfMove[] = [];
  for (let c = 0; c < COLUMNS; c++) if (canPlayColumn(s, c)) moves.push({ type: 'play', column: c });
  if (s.next < s.deal.length) moves.push({ type: 'turn' });
  return moves;
}

export function isLegalGolf(s: GolfState, m: GolfMove): boolean {
  if (tableauCount(s) === 0) return false;
  if (m.type === 'turn') return s.next < s.deal.length;
  return Number.isInteger(m.column) && m.column >= 0 && m.column < COLUMNS && canPlayColumn(s, m.column);
}

/** Applies a legal move; throws if it is not legal (a programmer error: parse untrusted text first). */
export function applyGolf(s: GolfState, m: GolfMove): GolfState {
  if (!isLegalGolf(s, m)) throw new Error(`illegal Golf move ${JSON.stringify(m)}`);
  if (m.type === 'turn') return { ...s, waste: [...s.waste, s.deal[s.next] as Card], next: s.next + 1 };
  const col = s.columns[m.column] as readonly Card[];
  const columns = s.columns.slice();
  columns[m.column] = col.slice(0, -1);
  return { ...s, columns, waste: [...s.waste, col[col.length - 1] as Card] };
}

/** Hole score: cards left in the tableau; a cleared tableau scores minus the cards left in the stock. */
export function scoreGolf(s: GolfState): number {
  const t = tableauCount(s);
  return t > 0 ? t : 0 - stockCountGolf(s);
}

export function isWonGolf(s: GolfState): boolean {
  return tableauCount(s) === 0;
}

export function keyGolf(s: GolfState): string {
  const heights = s.columns.map((c) => c.length).join('');
  const top = s.waste.length === 0 ? -1 : (s.waste[s.waste.length - 1] as Card);
  return `${heights}:${s.next}:${top}`;
}

export function isLockedGolf(s: GolfState): boolean {
  return isLockedLayout(s.columns, s.variant);
}
