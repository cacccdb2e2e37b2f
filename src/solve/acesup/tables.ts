// Rule tables shared by the Aces Up searches (solver.ts and free-discards/ghosts.ts): filled
// from the rule predicates of src/games/acesup/rules.ts, so no rule is written twice.

import { beats, isKeeper, mayFillEmpty } from '../../games/acesup/rules.js';
import type { AcesUpVariant } from '../../games/acesup/variant.js';

/** Per-variant tables filled from the rule predicates (built once per variant object). */
export interface RuleTables {
  /** beatsTab[h * 64 + l] = 1 when h beats l. */
  readonly beatsTab: Uint8Array;
  readonly fillable: Uint8Array;
  readonly keeper: Uint8Array;
  /** Cards each card beats, as a 64-bit mask split in two words (cards 0-31, 32-63). */
  readonly beatLo: Uint32Array;
  readonly beatHi: Uint32Array;
  /** Cards that beat each card, split the same way. */
  readonly byLo: Uint32Array;
  readonly byHi: Uint32Array;
  /** Every keeper may go onto an empty pile. */
  readonly keepersMove: boolean;
}

const tableCache = new WeakMap<AcesUpVariant, RuleTables>();

export function tablesFor(v: AcesUpVariant): RuleTables {
  const cached = tableCache.get(v);
  if (cached) return cached;
  const beatsTab = new Uint8Array(64 * 64);
  const fillable = new Uint8Array(64);
  const keeper = new Uint8Array(64);
  const beatLo = new Uint32Array(64);
  const beatHi = new Uint32Array(64);
  const byLo = new Uint32Array(64);
  const byHi = new Uint32Array(64);
  for (let h = 0; h < 54; h++) {
    fillable[h] = mayFillEmpty(h, v) ? 1 : 0;
    keeper[h] = h < 52 && isKeeper(h, v) ? 1 : 0;
    for (let l = 0; l < 54; l++) {
      if (!beats(h, l, v)) continue;
      beatsTab[h * 64 + l] = 1;
      if (l < 32) beatLo[h] = ((beatLo[h] as number) | (1 << l)) >>> 0;
      else beatHi[h] = ((beatHi[h] as number) | (1 << (l - 32))) >>> 0;
      if (h < 32) byLo[l] = ((byLo[l] as number) | (1 << h)) >>> 0;
      else byHi[l] = ((byHi[l] as number) | (1 << (h - 32))) >>> 0;
    }
  }
  const keepersMove = keeper.every((k, c) => k === 0 || fillable[c] === 1);
  const t = { beatsTab, fillable, keeper, beatLo, beatHi, byLo, byHi, keepersMove };
  tableCache.set(v, t);
  return t;
}

export function bit(card: number): number {
  return (1 << (card & 31)) >>> 0;
}

/**
 * R5's table for one deal (solver-proofs.md L7): out[x * (n + 1) + i] = 1 when every row the stock still holds from
 * position i on (rows of `width` cards, the last possibly shorter) contains a card that beats x;
 * 1 at i = n (no row left). Only positions that start a row are ever read.
 */
export function laterRowsBeat(deal: Int32Array, beatsTab: Uint8Array, width: number): Uint8Array {
  const n = deal.length;
  const stride = n + 1;
  const out = new Uint8Array(64 * stride);
  for (let x = 0; x < 52; x++) {
    out[x * stride + n] = 1;
    for (let i = n - 1; i >= 0; i--) {
      const end = Math.min(n, i + width);
      let hit = false;
      for (let j = i; j < end && !hit; j++) hit = beatsTab[(deal[j] as number) * 64 + x] === 1;
      out[x * stride + i] = hit && (end === n || out[x * stride + end] === 1) ? 1 : 0;
    }
  }
  return out;
}

/**
 * The non-keeper cards of the last row that no line from here can discard: their number when the
 * stock from `next` on ends in a full row (a card for each pile) that holds no joker and none of
 * whose cards beats another; otherwise 0. The last deal then ends the game with that row on top
 * (solver-proofs.md L11).
 */
export function lastRowStays(deal: Int32Array, next: number, t: RuleTables, piles: number): number {
  const n = deal.length;
  if (n - next < piles || (n - next) % piles !== 0) return 0;
  let stays = 0;
  for (let i = n - piles; i < n; i++) {
    const c = deal[i] as number;
    if (c >= 52) return 0;
    for (let j = n - piles; j < n; j++) if (t.beatsTab[c * 64 + (deal[j] as number)] === 1) return 0;
    if (t.keeper[c] === 0) stays++;
  }
  return stays;
}

/** The most keepers a pile can hold: the deck has four. */
const MAX_KEEPERS = 4;

/**
 * Where the keepers of each pile lie, kept up to date by a search as cards come and go (cards
 * leave a pile from the top only), for the bound of buriedForGood().
 */
export class KeeperLayout {
  /** Keepers in pile p. */
  readonly count = new Int8Array(8);
  /** at[p * 4 + j]: the height of pile p's keeper j (0 = the lowest), i.e. how many cards lie under it. */
  readonly at = new Int32Array(8 * MAX_KEEPERS);
  readonly card = new Int8Array(8 * MAX_KEEPERS);
  /** Goes up with every change of the layout: an answer worked out for one version holds while it stays. */
  version = 0;

  clear(): void {
    this.count.fill(0);
    this.version++;
  }

  /** Card c was put on pile p at this height (call for every card; only keepers are kept). */
  put(p: number, height: number, c: number, t: RuleTables): void {
    if (t.keeper[c] === 0) return;
    const j = this.count[p] as number;
    this.at[p * MAX_KEEPERS + j] = height;
    this.card[p * MAX_KEEPERS + j] = c;
    this.count[p] = j + 1;
    this.version++;
  }

  /** Card c, the top of pile p, left it. */
  take(p: number, c: number, t: RuleTables): void {
    if (t.keeper[c] === 0) return;
    this.count[p] = (this.count[p] as number) - 1;
    this.version++;
  }

  /** Non-keeper cards under keeper j of pile p. */
  under(p: number, j: number): number {
    return (this.at[p * MAX_KEEPERS + j] as number) - j;
  }
}

/**
 * Non-keeper cards that can never be discarded because they lie under keepers that can never all
 * leave (no joker in play), with `keepers` keepers in play on the table or in the stock: the count
 * of solver-proofs.md L10. Each pile's depth is chosen to free the most cards within the keeper
 * moves left. The caller asks whether at least `enough` cards are buried: the answer is exact when
 * it is `enough` or more, and otherwise some number below `enough` (0 asks for the exact count).
 */
export function buriedForGood(k: KeeperLayout, t: RuleTables, piles: number, keepers: number, enough: number): number {
  let h = 0;
  let several = false;
  let most = 0;
  for (let p = 0; p < piles; p++) {
    const n = k.count[p] as number;
    if (n > 0) {
      h++;
      most += k.under(p, n - 1);
    }
    if (n > 1) several = true;
  }
  if (h === piles || most < enough) return most;
  // An empty pile can still come and each lone keeper may move onto it, unless it may not fill one.
  if (!several && t.keepersMove) return 0;
  return bestDepths(k, t, piles, Math.min(piles, keepers) - h, piles - h - 1, 0, 0, 0, enough);
}

/**
 * The fewest buried cards over the depth choices of piles p and on: `moves` keeper moves that
 * raise H are spent so far (at most `phi`), `emptied` of them by piles that lose every keeper (at
 * most `phiEmpty` when any pile does). Stops at the first choice that buries fewer than `enough`.
 */
function bestDepths(k: KeeperLayout, t: RuleTables, piles: number, phi: number, phiEmpty: number, p: number, moves: number, emptied: number, enough: number): number {
  if (p === piles) return 0;
  const n = k.count[p] as number;
  if (n === 0) return bestDepths(k, t, piles, phi, phiEmpty, p + 1, moves, emptied, enough);
  // The keepers that may go onto an empty pile, from the top down.
  let movable = 0;
  while (movable < n && t.fillable[k.card[p * MAX_KEEPERS + n - 1 - movable] as number] === 1) movable++;
  let best = Infinity;
  // Deepest first: it frees the most, so a choice under `enough` tends to come early.
  for (let d = movable; d >= 0 && best >= enough; d--) {
    const all = d === n;
    const m = moves + (all ? n - 1 : d);
    const e = all ? emptied + n - 1 : emptied;
    if (m > phi || (all && e > phiEmpty)) continue;
    const left = all ? 0 : k.under(p, n - 1 - d);
    if (left >= best) continue;
    const rest = bestDepths(k, t, piles, phi, phiEmpty, p + 1, m, e, enough - left);
    if (left + rest < best) best = left + rest;
  }
  return best;
}
