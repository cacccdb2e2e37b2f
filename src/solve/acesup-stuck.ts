// A bound for the Aces Up ghost search (src/solve/acesup-ghosts.ts): a lower bound on the
// non-keeper cards that will never be discarded, found by following, round by round with the
// stock known, which cards can ever leave their piles. For games with no joker in play.
//
// Rules it rests on. A card leaves its pile only from the top: by a discard (a card that beats it
// is the top of another pile at that moment) or by a move onto an empty pile. A card joins a pile
// only on top: by a deal, or by a move onto an empty pile.
//
// Known and free cards. In each round (from one deal to the next) some cards are "known": they
// lie in a known order at the bottom of their pile; other cards may lie above them, never between.
// A known card may be "maybe gone": discarded already or still in place (the ghost search's
// ghosts, and cards found able to leave in an earlier round that could not have moved). The other
// cards in play are "free": they may lie anywhere.
//
// The marking of a round. Maybe-gone cards start marked, the other known cards unmarked; then the
// top unmarked known card c of a pile is marked while
//   (a) c may fill an empty pile and another pile has all its known cards marked, or
//   (b) c is not a keeper, and a card that beats it is free, or is a known card of another pile
//       with every known card above it marked, or lies above c in its pile while (a)'s other pile
//       exists (it may have moved there).
// Every known card that leaves its place in a real line during the round gets marked. Induction
// over the moments they leave: the known cards above it left earlier; an empty pile at that moment
// had all its known cards leave earlier; a beater that is a top then is free, or a known card
// whose known cards above it left earlier, or a known card that left its place earlier (marked,
// and a pile's marked cards above its top unmarked one count as possible tops). So the unmarked
// cards stay in place until the next deal.
//
// From round to round. The marked cards that may have moved (an empty pile was possible beside
// theirs and they may fill one) become free; the other marked cards stay known but maybe gone; the
// unmarked ones stay known; the dealt row goes on top. After the last deal the round lasts to the
// end of the game: a known non-keeper that began that round in place is never discarded if it stays
// unmarked, or if no card that is free or a possible top beats it (then it can only have moved).
//
// What it does not see: an empty pile, once possible, is treated as always there, although each
// move fills it until the card moved is discarded. Counting that is where a stronger bound lies
// (with no moves at all, fixture deal 16 would need a quarter of the positions).

import { bit, type RuleTables } from './acesup-tables.js';

export class StuckCards {
  private readonly cards = new Int8Array(8 * 64);
  /**
   * Per known card: 0 in place, 1 may be gone already (marked in an earlier round and not able
   * to move then, or a ghost), 2 marked in this round.
   */
  private readonly gone = new Uint8Array(8 * 64);
  private readonly len = new Int32Array(8);
  /** Per pile: 1 + the index of the topmost unmarked known card (0 when every one is marked). */
  private readonly from = new Int32Array(8);
  /** Per pile: the known cards that can be a top this round, as a mask (cards 0-31, 32-63). */
  private readonly topLo = new Uint32Array(8);
  private readonly topHi = new Uint32Array(8);

  constructor(
    private readonly t: RuleTables,
    private readonly piles: number,
  ) {}

  clear(): void {
    this.len.fill(0);
  }

  /**
   * Card c lies on pile p, above the cards put there before (bottom first); `mayBeGone`: it may
   * also have been discarded already (the ghost search's ghosts).
   */
  put(p: number, c: number, mayBeGone = false): void {
    const l = this.len[p] as number;
    this.cards[p * 64 + l] = c;
    this.gone[p * 64 + l] = mayBeGone ? 1 : 0;
    this.len[p] = l + 1;
  }

  /** Lowers from[p] past marked cards down to the next unmarked one, adding what it passes to the top mask. */
  private descend(p: number, f: number): void {
    const { cards, gone } = this;
    let lo = this.topLo[p] as number;
    let hi = this.topHi[p] as number;
    for (;;) {
      if (f > 0) {
        const c = cards[p * 64 + f - 1] as number;
        if (c < 32) lo |= bit(c);
        else hi |= bit(c);
      }
      if (f === 0 || gone[p * 64 + f - 1] === 0) break;
      f--;
    }
    this.from[p] = f;
    this.topLo[p] = lo >>> 0;
    this.topHi[p] = hi >>> 0;
  }

  // Non-keepers in the stock from each position on, for the deal last asked about.
  private restOf: Int32Array | null = null;
  private rest = new Int32Array(0);

  /**
   * The non-keeper cards of the piles put so far that are never discarded, when the stock
   * `deal` is dealt from position `next` on (rows of one card per pile) and the cards in the
   * masks `freeLo`/`freeHi` may lie anywhere. Consumes the piles. The count is exact when it is
   * `enough` or more; otherwise it is some number below `enough` (the search stops once fewer
   * cards than that are left to be stuck).
   */
  count(deal: Int32Array, next: number, freeLo: number, freeHi: number, enough = 0): number {
    const { t, piles, cards, gone, len, from, topLo, topHi } = this;
    const n = deal.length;
    if (this.restOf !== deal) {
      this.restOf = deal;
      this.rest = new Int32Array(n + 1);
      for (let j = n - 1; j >= 0; j--) this.rest[j] = (this.rest[j + 1] as number) + (t.keeper[deal[j] as number] === 1 ? 0 : 1);
    }
    let fLo = freeLo >>> 0;
    let fHi = freeHi >>> 0;
    let i = next;
    for (;;) {
      let emptyBits = 0;
      for (let p = 0; p < piles; p++) {
        topLo[p] = 0;
        topHi[p] = 0;
        this.descend(p, len[p] as number);
        if (from[p] === 0) emptyBits |= 1 << p;
      }
      for (let changed = true; changed; ) {
        changed = false;
        for (let p = 0; p < piles; p++) {
          const f = from[p] as number;
          if (f === 0) continue;
          const c = cards[p * 64 + f - 1] as number;
          const otherEmpty = (emptyBits & ~(1 << p)) !== 0;
          let leaves = otherEmpty && t.fillable[c] === 1;
          if (!leaves && t.keeper[c] === 0) {
            let lo = fLo;
            let hi = fHi;
            for (let q = 0; q < piles; q++) {
              if (q === p && !otherEmpty) continue;
              lo |= topLo[q] as number;
              hi |= topHi[q] as number;
            }
            leaves = ((t.byLo[c] as number) & lo) !== 0 || ((t.byHi[c] as number) & hi) !== 0;
          }
          if (!leaves) continue;
          changed = true;
          gone[p * 64 + f - 1] = 2;
          this.descend(p, f - 1);
          if (from[p] === 0) emptyBits |= 1 << p;
        }
      }
      if (i >= n) break;
      // Marked cards that may have moved onto an empty pile may lie anywhere from now on; the
      // others are where they were or discarded.
      let inPlace = 0;
      for (let p = 0; p < piles; p++) {
        const mayMove = (emptyBits & ~(1 << p)) !== 0;
        let w = 0;
        for (let j = 0; j < (len[p] as number); j++) {
          const c = cards[p * 64 + j] as number;
          const g = gone[p * 64 + j] as number;
          if (g !== 0 && mayMove && t.fillable[c] === 1) {
            if (c < 32) fLo = (fLo | bit(c)) >>> 0;
            else fHi = (fHi | bit(c)) >>> 0;
            continue;
          }
          cards[p * 64 + w] = c;
          gone[p * 64 + w] = g === 0 ? 0 : 1;
          if (g === 0 && t.keeper[c] === 0) inPlace++;
          w++;
        }
        len[p] = w;
      }
      if (inPlace + (this.rest[i] as number) < enough) return inPlace;
      for (let p = 0; p < piles && i < n; p++) this.put(p, deal[i++] as number);
    }
    // The last round lasts to the end of the game. A non-keeper still in place when it began is
    // never discarded if it stays unmarked, or if no card that beats it can ever be a top (then
    // it can only have moved).
    let lo = fLo;
    let hi = fHi;
    for (let p = 0; p < piles; p++) {
      lo |= topLo[p] as number;
      hi |= topHi[p] as number;
    }
    let stuck = 0;
    for (let p = 0; p < piles; p++) {
      for (let j = 0; j < (len[p] as number); j++) {
        const c = cards[p * 64 + j] as number;
        const g = gone[p * 64 + j] as number;
        if (t.keeper[c] === 1 || g === 1) continue;
        if (g === 0 || (((t.byLo[c] as number) & lo) === 0 && ((t.byHi[c] as number) & hi) === 0)) stuck++;
      }
    }
    return stuck;
  }
}
