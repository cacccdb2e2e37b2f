// A bound for the Aces Up ghost search (src/solve/acesup-ghosts.ts): a lower bound on the
// non-keeper cards that will never be discarded, found by following, round by round with the
// stock known, which cards can ever leave their piles. For games with no joker in play.
//
// Rules it rests on. A card leaves its pile only from the top: by a discard (a card that beats it
// is the top of another pile at that moment) or by a move onto an empty pile. A card joins a pile
// only on top: by a deal, or by a move onto an empty pile. So between two deals (a "round") a
// card moved onto an empty pile lies there alone until it leaves again.
//
// Known, free and floating cards. In each round some cards are "known": they lie in a known order
// in their pile; other cards may lie among them. A known card may be "maybe gone": discarded
// already or still in place (the ghost search's ghosts, and cards found able to leave in an
// earlier round). "Free" cards (given by the caller) may lie anywhere. A pile is "exact" while its
// bottom known card is its real bottom card. A "floating" card is one that may have moved onto an
// empty pile in an earlier round: it is also known in its old place, maybe gone, and if it did
// move it lies at the real bottom of a pile that is not exact, under that pile's known cards.
//
// The wide marking of a round. Maybe-gone cards start marked, the other known cards unmarked; then
// the top unmarked known card c of a pile is marked while
//   (a) c may fill an empty pile and another pile has all its known cards marked ("emptied"), or
//   (b) c is not a keeper, and a card that beats it is free, or is a known card of another pile
//       with every known card above it marked, or lies above c in its pile while another pile is
//       emptied (it may have moved there), or is floating while a pile that is not exact is
//       emptied (only then can a card that moved in an earlier round be a top).
// Every known card that leaves its place in a real line during the round gets marked. Induction
// over the moments they leave: the known cards above it left earlier; an empty pile at that moment
// had all its known cards leave earlier; a beater that is a top then is free, or a known card
// whose known cards above it left earlier, or a known card that left its place earlier (marked,
// and a pile's marked cards above its top unmarked one count as possible tops), or a floating card
// that moved in an earlier round and whose pile's known cards all left earlier.
//
// One empty pile. The wide marking lets every card move once any pile can be emptied, though each
// move fills the empty pile until the card moved leaves again. A "lone" move (the only card of a
// pile onto an empty pile: the top unmarked card of an exact pile, every known card above it
// marked) only swaps the names of two piles, which matter only at the next deal; so within the
// round take each line with its lone moves undone and the piles renamed. In such a line each pile
// whose known cards all left is empty or holds one moved card, alone: one that is discarded later
// in the round (a "temporary" move) or one that stays to its end (a "kept" move). So with k kept
// cards moved so far and at most k + 1 piles emptied, at most one pile is empty at a time, and
// between a temporary move and the discard of that card no other card moves. The round is then
// marked narrowly, from its state after k kept moves: discards as in (b), and a temporary move of a
// non-keeper c (not lone) only if, after it, discards alone make a card that beats c a possible top.
// Each possible next kept move (the top unmarked card of a pile, not lone, while a pile is free of
// kept cards) is followed the same way with k + 1; a state with no next kept move ends a branch
// (one with a next kept move is covered by the branches after it, which mark all it marks).
// If any state has more than k + 1 piles emptied (or the branches grow too many), the round is
// marked wide instead; the wide marking of any of these states is the wide marking. Every line is
// covered by a branch: its kept moves that are the top unmarked card of their pile when made are
// the branch's; the others moved cards already marked. The bound is the fewest stuck cards over
// the branches. A branch whose marks are all marks of another branch is dropped: the next round
// is built from the marks alone and more marks allow more, so the larger branch covers its lines.
//
// From round to round. The marked cards that may have moved (another pile was emptied and they may
// fill one) become floating, and so does a lone card that may have moved (it leaves the known
// cards: it is at the real bottom of its pile or of the pile it swapped with, neither exact from
// then on); all other marked cards stay known but maybe gone; the unmarked ones stay known; the
// dealt row goes on top. A pile stays exact only while its bottom card stays unmarked, so a pile
// that a card moved onto is never exact again. After the last deal the round lasts to the end of
// the game: a known non-keeper that began that round in place is never discarded if it stays
// unmarked, or if no card that is free, floating or a possible top beats it (then it can only have
// moved).

import { bit, type RuleTables } from './acesup-tables.js';

/** Room per pile in a layer (a pile never holds more than the deck). */
const W = 64;

/** One round's known piles and marks. */
class Layer {
  readonly cards: Int8Array;
  /** 0 unmarked, 1 maybe gone (marked when the round began), 2 marked in this round. */
  readonly gone: Uint8Array;
  readonly len: Int32Array;
  /** Per pile: 1 + the index of the top unmarked card (0 when every known card is marked). */
  readonly from: Int32Array;
  /** Per pile: the cards that can be a top this round (from[p] - 1 up), as a mask (cards 0-31, 32-63). */
  readonly topLo: Uint32Array;
  readonly topHi: Uint32Array;
  /** The union of topLo/topHi over the piles (cards lie in one pile each, so they are disjoint). */
  allLo = 0;
  allHi = 0;
  /** Every known card, as a mask. */
  knownLo = 0;
  knownHi = 0;
  /** Piles whose known cards are all marked. */
  empty = 0;
  /** Piles whose bottom known card is the pile's real bottom (no free card can lie under it). */
  exact = 0;
  freeLo = 0;
  freeHi = 0;
  /** Floating cards (see the header). */
  floatLo = 0;
  floatHi = 0;
  /** The cards marked in this round. */
  markLo = 0;
  markHi = 0;

  /** Every array above, as views of one buffer: copy() moves it in one block. */
  private readonly bytes: Uint8Array;

  /** Room for `piles` piles: no more, so that copy() moves no more bytes than needed. */
  constructor(piles: number) {
    const buf = new ArrayBuffer(2 * piles * W + 16 * piles);
    this.bytes = new Uint8Array(buf);
    this.cards = new Int8Array(buf, 0, piles * W);
    this.gone = new Uint8Array(buf, piles * W, piles * W);
    const words = 2 * piles * W; // a multiple of 4
    this.len = new Int32Array(buf, words, piles);
    this.from = new Int32Array(buf, words + 4 * piles, piles);
    this.topLo = new Uint32Array(buf, words + 8 * piles, piles);
    this.topHi = new Uint32Array(buf, words + 12 * piles, piles);
  }

  copy(o: Layer): void {
    // One block copy is faster than copying the piles' cards one by one.
    this.bytes.set(o.bytes);
    this.allLo = o.allLo;
    this.allHi = o.allHi;
    this.knownLo = o.knownLo;
    this.knownHi = o.knownHi;
    this.empty = o.empty;
    this.exact = o.exact;
    this.freeLo = o.freeLo;
    this.freeHi = o.freeHi;
    this.floatLo = o.floatLo;
    this.floatHi = o.floatHi;
    this.markLo = o.markLo;
    this.markHi = o.markHi;
  }

  /** Empties the piles. */
  reset(): void {
    this.len.fill(0);
    this.knownLo = 0;
    this.knownHi = 0;
  }

  put(p: number, c: number, gone: number): void {
    const n = this.len[p] as number;
    this.cards[p * W + n] = c;
    this.gone[p * W + n] = gone;
    this.len[p] = n + 1;
    if (c < 32) this.knownLo |= bit(c);
    else this.knownHi |= bit(c);
  }

  /** Can a card that beats c ever be a top this round (a known, free or floating card)? */
  mayBeBeaten(c: number, t: RuleTables): boolean {
    return ((t.byLo[c] as number) & (this.knownLo | this.freeLo | this.floatLo)) !== 0 || ((t.byHi[c] as number) & (this.knownHi | this.freeHi | this.floatHi)) !== 0;
  }

  /** Lowers from[p] past marked cards to the next unmarked one, adding what it passes to the pile's mask. */
  descend(p: number, f: number): void {
    let lo = this.topLo[p] as number;
    let hi = this.topHi[p] as number;
    for (;;) {
      if (f > 0) {
        const c = this.cards[p * W + f - 1] as number;
        if (c < 32) lo |= bit(c);
        else hi |= bit(c);
      }
      if (f === 0 || this.gone[p * W + f - 1] === 0) break;
      f--;
    }
    this.from[p] = f;
    this.topLo[p] = lo;
    this.topHi[p] = hi;
    this.allLo |= lo;
    this.allHi |= hi;
    if (f === 0) this.empty |= 1 << p;
  }

  /** Sets up the marks at the start of a round. */
  begin(piles: number): void {
    this.empty = 0;
    this.allLo = 0;
    this.allHi = 0;
    this.markLo = 0;
    this.markHi = 0;
    for (let p = 0; p < piles; p++) {
      this.topLo[p] = 0;
      this.topHi[p] = 0;
      this.descend(p, this.len[p] as number);
    }
  }

  /** Marks the top unmarked card of pile p. */
  mark(p: number): void {
    const f = this.from[p] as number;
    this.gone[p * W + f - 1] = 2;
    const c = this.cards[p * W + f - 1] as number;
    if (c < 32) this.markLo |= bit(c);
    else this.markHi |= bit(c);
    this.descend(p, f - 1);
  }

  /** Are the cards marked in this round a subset of those marked in o (from the same start)? */
  marksWithin(o: Layer): boolean {
    return (this.markLo & ~o.markLo) === 0 && (this.markHi & ~o.markHi) === 0;
  }

  /**
   * Is card c beaten by a free card, a possible top of a pile (other than pile `skip`), or a
   * floating card while a pile that is not exact is emptied?
   */
  beatenByTop(c: number, t: RuleTables, skip = -1): boolean {
    let lo = this.freeLo | (skip < 0 ? this.allLo : this.allLo & ~(this.topLo[skip] as number));
    let hi = this.freeHi | (skip < 0 ? this.allHi : this.allHi & ~(this.topHi[skip] as number));
    if ((this.empty & ~this.exact) !== 0) {
      lo |= this.floatLo;
      hi |= this.floatHi;
    }
    return ((t.byLo[c] as number) & lo) !== 0 || ((t.byHi[c] as number) & hi) !== 0;
  }
}

/** Most rounds followed (13 rows of 4 cards, and the round before the first deal). */
const MAX_ROUNDS = 15;

/** Most branches of one round before the wide marking is used instead. */
const MAX_BRANCHES = 32;

/** See the header. */
export class StuckCards {
  /** layers[d][0]: round d as it begins; once marked, layers[d][0..]: its branches (made when first needed). */
  private readonly layers: Layer[][] = [];
  private readonly tmp: Layer;
  private deal: Int32Array = new Int32Array(0);
  // Non-keepers in the stock from each position on, for the deal last asked about.
  private restOf: Int32Array | null = null;
  private rest = new Int32Array(0);
  /** Rounds left to look at before the count gives up (and reports nothing stuck). */
  private budget = 0;

  constructor(
    private readonly t: RuleTables,
    private readonly piles: number,
  ) {
    this.tmp = new Layer(piles);
  }

  private layer(d: number, k: number): Layer {
    while (this.layers.length <= d) this.layers.push([]);
    const row = this.layers[d] as Layer[];
    while (row.length <= k) row.push(new Layer(this.piles));
    return row[k] as Layer;
  }

  clear(): void {
    this.layer(0, 0).reset();
  }

  /**
   * Card c lies on pile p, above the cards put there before (bottom first); `mayBeGone`: it may
   * also have been discarded already (the ghost search's ghosts).
   */
  put(p: number, c: number, mayBeGone = false): void {
    this.layer(0, 0).put(p, c, mayBeGone ? 1 : 0);
  }

  /**
   * The non-keeper cards of the piles put so far that are never discarded, when the stock
   * `deal` is dealt from position `next` on (rows of one card per pile) and the cards in the
   * masks `freeLo`/`freeHi` may lie anywhere. Consumes the piles. The count is exact when it is
   * `enough` or more; otherwise it is some number below `enough` (the search stops once fewer
   * cards than that are left to be stuck, or after `budget` rounds over all branches).
   */
  count(deal: Int32Array, next: number, freeLo: number, freeHi: number, enough = 0, budget = 200): number {
    const { t, piles } = this;
    const n = deal.length;
    if (this.restOf !== deal) {
      this.restOf = deal;
      this.rest = new Int32Array(n + 1);
      for (let j = n - 1; j >= 0; j--) this.rest[j] = (this.rest[j + 1] as number) + (t.keeper[deal[j] as number] === 1 ? 0 : 1);
    }
    this.deal = deal;
    this.budget = budget;
    const l = this.layer(0, 0);
    l.exact = (1 << piles) - 1;
    l.freeLo = freeLo | 0;
    l.freeHi = freeHi | 0;
    l.floatLo = 0;
    l.floatHi = 0;
    return this.round(0, next, enough);
  }

  /** The fewest stuck cards over the branches of round d (begun in layer (d, 0)) and the rounds after it. */
  private round(d: number, i: number, enough: number): number {
    if (d >= MAX_ROUNDS || --this.budget < 0) return 0;
    const l = this.layer(d, 0);
    l.begin(this.piles);
    const nb = this.markRound(d);
    let best = Infinity;
    for (let k = 0; k < nb && best >= enough; k++) {
      const b = this.layer(d, k);
      best = Math.min(best, i >= this.deal.length ? this.stuckAtEnd(b) : this.nextRound(b, d, i, enough));
    }
    return best;
  }

  /**
   * Builds round d + 1 from the end of a branch of round d and the next row, and goes on. Marked
   * cards that may have moved onto an empty pile float from now on (and stay known, maybe gone),
   * and so does a lone card that could have moved (no longer known); the other marked cards are
   * where they were or discarded.
   */
  private nextRound(b: Layer, d: number, i: number, enough: number): number {
    const { t, piles } = this;
    if (d + 1 >= MAX_ROUNDS) return 0;
    const l = this.layer(d + 1, 0);
    l.freeLo = b.freeLo;
    l.freeHi = b.freeHi;
    // The hot loop of the count: the layer's fields are written once, from locals.
    const { cards, gone } = b;
    const lc = l.cards;
    const lg = l.gone;
    let floatLo = b.floatLo;
    let floatHi = b.floatHi;
    let knownLo = 0;
    let knownHi = 0;
    let exact = b.exact;
    let inPlace = 0;
    for (let p = 0; p < piles; p++) {
      const base = p * W;
      const len = b.len[p] as number;
      const mayMove = (b.empty & ~(1 << p)) !== 0;
      const loneMoves = mayMove && lone(b, p) && t.fillable[cards[base] as number] === 1;
      // The bottom stays the real one only while its card never leaves.
      if (len === 0 || gone[base] !== 0 || loneMoves) exact &= ~(1 << p);
      let w = base;
      for (let j = base; j < base + len; j++) {
        const c = cards[j] as number;
        const g = gone[j] as number;
        const moved = g !== 0 && mayMove && t.fillable[c] === 1;
        if (moved || (j === base && loneMoves)) {
          if (c < 32) floatLo |= bit(c);
          else floatHi |= bit(c);
          if (!moved) continue;
        }
        lc[w] = c;
        lg[w++] = g === 0 ? 0 : 1;
        if (c < 32) knownLo |= bit(c);
        else knownHi |= bit(c);
        if (g === 0 && t.keeper[c] === 0) inPlace++;
      }
      l.len[p] = w - base;
    }
    l.floatLo = floatLo;
    l.floatHi = floatHi;
    l.knownLo = knownLo;
    l.knownHi = knownHi;
    l.exact = exact;
    if (inPlace + (this.rest[i] as number) < enough) return inPlace;
    let j = i;
    for (let p = 0; p < piles && j < this.deal.length; p++) l.put(p, this.deal[j++] as number, 0);
    return this.round(d + 1, j, enough);
  }

  /**
   * A known non-keeper that began the last round in place is never discarded if it stays
   * unmarked, or if no card that is free, floating or a possible top beats it (then it can only
   * have moved).
   */
  private stuckAtEnd(l: Layer): number {
    const { t, piles } = this;
    let stuck = 0;
    for (let p = 0; p < piles; p++) {
      for (let j = 0; j < (l.len[p] as number); j++) {
        const c = l.cards[p * W + j] as number;
        const g = l.gone[p * W + j] as number;
        if (t.keeper[c] === 1 || g === 1) continue;
        if (g === 0 || !l.beatenByTop(c, t)) stuck++;
      }
    }
    return stuck;
  }

  /**
   * Marks round d (layer (d, 0), begun) and returns how many branches it has, in layers (d, 0..).
   * With no empty pile possible, discards only; while at most one pile can be empty at a time,
   * the one-slot marking with a branch per sequence of kept moves; otherwise the wide marking.
   */
  private markRound(d: number): number {
    const l = this.layer(d, 0);
    this.close(l, false);
    if (l.empty === 0) return 1;
    if (popcount(l.empty) > 1) {
      this.close(l, true);
      return 1;
    }
    const w = this.work(0);
    w.copy(l);
    this.branches = 0;
    if (this.oneSlot(d, w, 0)) return this.branches;
    // Branches may have taken layer (d, 0). The wide marking from w's marks (held by the wide
    // marking from l) is the wide marking from l.
    const wide = this.layer(d, 0);
    wide.copy(w);
    this.close(wide, true);
    return 1;
  }

  /** Branches of the round being marked so far. */
  private branches = 0;
  private readonly works: Layer[] = [];

  private work(k: number): Layer {
    while (this.works.length <= k) this.works.push(new Layer(this.piles));
    return this.works[k] as Layer;
  }

  /**
   * The one-slot marking of a round from w, reached after k kept moves (cards moved onto an empty
   * pile that stay there to the end of the round, each lying alone on a pile of w.empty): at most
   * one pile is empty at a time while popcount(w.empty) - k <= 1. Moves of cards that are
   * discarded later, one at a time; then w is a branch, and so is each next kept move, followed
   * the same way. False when a second pile could be empty at once (the wide marking is needed).
   */
  private oneSlot(d: number, w: Layer, k: number): boolean {
    const { t, piles } = this;
    const tmp = this.tmp;
    for (let changed = true; changed; ) {
      changed = false;
      for (let p = 0; p < piles; p++) {
        const c = this.movable(w, p, k);
        if (c < 0 || t.keeper[c] === 1 || !w.mayBeBeaten(c, t)) continue;
        tmp.copy(w);
        tmp.mark(p);
        this.close(tmp, false);
        if (!tmp.beatenByTop(c, t)) continue;
        // The move is made: w's marks become tmp's (mark(p) and close from the same marks).
        w.copy(tmp);
        changed = true;
        if (popcount(w.empty) - k > 1) return false;
      }
    }
    let leaf = true;
    for (let p = 0; p < piles; p++) {
      if (this.movable(w, p, k) < 0) continue;
      leaf = false;
      const b = this.work(k + 1);
      b.copy(w);
      b.mark(p);
      this.close(b, false);
      if (popcount(b.empty) - (k + 1) > 1 || !this.oneSlot(d, b, k + 1)) return false;
    }
    return !leaf || this.addBranch(d, w);
  }

  /**
   * Adds w as a branch of round d unless a branch marks every card it marks; drops the branches
   * whose marks it holds. A marking that holds another covers its lines too (every card that
   * leaves is marked, and the next round is built from the marks), so only the largest are kept.
   * False when there would be too many.
   */
  private addBranch(d: number, w: Layer): boolean {
    const row = this.layers[d] as Layer[];
    let n = this.branches;
    for (let i = 0; i < n; i++) if (w.marksWithin(row[i] as Layer)) return true;
    for (let i = 0; i < n; ) {
      const r = row[i] as Layer;
      if (r.marksWithin(w)) {
        n--;
        row[i] = row[n] as Layer;
        row[n] = r;
      } else i++;
    }
    if (n >= MAX_BRANCHES) return false;
    this.layer(d, n).copy(w);
    this.branches = n + 1;
    return true;
  }

  /**
   * The top unmarked card of pile p when it may move onto an empty pile (one of l.empty not held
   * by the k kept cards), not as a lone move; else -1.
   */
  private movable(l: Layer, p: number, k: number): number {
    const f = l.from[p] as number;
    if (f === 0 || lone(l, p) || popcount(l.empty & ~(1 << p)) - k < 1) return -1;
    const c = l.cards[p * W + f - 1] as number;
    return this.t.fillable[c] === 1 ? c : -1;
  }

  /**
   * Marks to the fixpoint by discards, and with `moves` also by moves onto an empty pile of any
   * card that may fill one.
   */
  private close(l: Layer, moves: boolean): void {
    const { t, piles } = this;
    for (let changed = true; changed; ) {
      changed = false;
      for (let p = 0; p < piles; p++) {
        const f = l.from[p] as number;
        if (f === 0) continue;
        const c = l.cards[p * W + f - 1] as number;
        const otherEmpty = (l.empty & ~(1 << p)) !== 0;
        // A beater above c in its own pile counts only when it may have moved to another pile.
        const leaves = (moves && otherEmpty && t.fillable[c] === 1) || (t.keeper[c] === 0 && l.beatenByTop(c, t, otherEmpty ? -1 : p));
        if (!leaves) continue;
        changed = true;
        l.mark(p);
      }
    }
  }
}

/** The top unmarked card of pile p is alone on its pile: the real bottom, with every known card above it marked. */
function lone(l: Layer, p: number): boolean {
  return l.from[p] === 1 && (l.exact & (1 << p)) !== 0;
}

function popcount(x: number): number {
  let n = 0;
  for (let v = x; v !== 0; v &= v - 1) n++;
  return n;
}
