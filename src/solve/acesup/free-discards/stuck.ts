// A bound for the search by ghosts (ghosts.ts): a lower bound on the non-keeper cards that will
// never be discarded, found by following the rest of the game round by round with the stock known
// and marking which cards can ever leave their piles. For games with no joker in play.
//
// The definitions and proofs are in solver-proofs.md §4: known, maybe-gone, free, exact and
// floating cards (D9, D10); the wide marking (D11, L21); lone, temporary and kept moves and the
// narrow marking with a branch per sequence of kept moves (D12, L22-L24); placed branches, which
// know where the kept cards lie at the end of the round (L25); how one round leads to the next
// (L26) and the last round (L27); rounds counted before, reused from a memo (L28).

import { bit, type RuleTables } from '../tables.js';

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
  readonly topLo: Int32Array;
  readonly topHi: Int32Array;
  /** The union of topLo/topHi over the piles (cards lie in one pile each, so they are disjoint). */
  allLo = 0;
  allHi = 0;
  /** Every known card, as a mask. */
  knownLo = 0;
  knownHi = 0;
  /** The known cards that were maybe gone when the round began, as a mask. */
  mayLo = 0;
  mayHi = 0;
  /** Piles whose known cards are all marked. */
  empty = 0;
  /** Piles whose bottom known card is the pile's real bottom (no free card can lie under it). */
  exact = 0;
  freeLo = 0;
  freeHi = 0;
  /** Floating cards (solver-proofs.md D10). */
  floatLo = 0;
  floatHi = 0;
  /** The cards marked in this round. */
  markLo = 0;
  markHi = 0;
  /** The cards of a branch's kept moves, as a mask. */
  keptLo = 0;
  keptHi = 0;
  /** The first two kept moves of a branch: their cards (-1: none). */
  kept1 = -1;
  kept2 = -1;
  /** A placed branch (see placedPiles): its emptied piles, as a mask (0: not placed). */
  placed = 0;
  /** A placed branch: the piles whose lone cards may have moved before its kept card, as a mask. */
  swap = 0;

  /** Every array above, as views of one buffer: copy() moves it in one block. */
  private readonly bytes: Uint8Array;
  /** The part of bytes holding cards, gone and len. */
  private readonly pileBytes: Uint8Array;

  /** Room for `piles` piles: no more, so that copy() moves no more bytes than needed. */
  constructor(piles: number) {
    const buf = new ArrayBuffer(2 * piles * W + 16 * piles);
    this.bytes = new Uint8Array(buf);
    this.cards = new Int8Array(buf, 0, piles * W);
    this.gone = new Uint8Array(buf, piles * W, piles * W);
    const words = 2 * piles * W; // a multiple of 4
    this.len = new Int32Array(buf, words, piles);
    this.from = new Int32Array(buf, words + 4 * piles, piles);
    this.topLo = new Int32Array(buf, words + 8 * piles, piles);
    this.topHi = new Int32Array(buf, words + 12 * piles, piles);
    this.pileBytes = new Uint8Array(buf, 0, words + 4 * piles);
  }

  copy(o: Layer): void {
    // One block copy is faster than copying the piles' cards one by one.
    this.bytes.set(o.bytes);
    this.allLo = o.allLo;
    this.allHi = o.allHi;
    this.knownLo = o.knownLo;
    this.knownHi = o.knownHi;
    this.mayLo = o.mayLo;
    this.mayHi = o.mayHi;
    this.empty = o.empty;
    this.exact = o.exact;
    this.freeLo = o.freeLo;
    this.freeHi = o.freeHi;
    this.floatLo = o.floatLo;
    this.floatHi = o.floatHi;
    this.markLo = o.markLo;
    this.markHi = o.markHi;
    this.keptLo = o.keptLo;
    this.keptHi = o.keptHi;
    this.kept1 = o.kept1;
    this.kept2 = o.kept2;
    this.placed = o.placed;
    this.swap = o.swap;
  }

  /** Copies o's piles (cards, marks and heights) only. */
  copyPiles(o: Layer): void {
    this.pileBytes.set(o.pileBytes);
  }

  /** Empties the piles. */
  reset(): void {
    this.len.fill(0);
    this.knownLo = 0;
    this.knownHi = 0;
    this.mayLo = 0;
    this.mayHi = 0;
  }

  put(p: number, c: number, gone: number): void {
    const n = this.len[p] as number;
    this.cards[p * W + n] = c;
    this.gone[p * W + n] = gone;
    this.len[p] = n + 1;
    if (c < 32) {
      this.knownLo |= bit(c);
      if (gone !== 0) this.mayLo |= bit(c);
    } else {
      this.knownHi |= bit(c);
      if (gone !== 0) this.mayHi |= bit(c);
    }
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
    this.keptLo = 0;
    this.keptHi = 0;
    this.kept1 = -1;
    this.kept2 = -1;
    this.placed = 0;
    this.swap = 0;
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

/** Tokens of placedRounds besides cards: an open pile, and the lone card of pile x - LONE. */
const OPEN = -3;
const LONE = 100;
/** nextRound, placed: an empty pile. */
const EMPTY = -2;

/**
 * Most piles a placed branch arranges (emptied and lone piles), so at most 3! = 6 orders: four
 * cut hardly more positions than three and take as long (docs/solver.md, "Measured and left out").
 */
const MAX_ARRANGED = 3;

/**
 * Branches are placed only in the rounds that begin with at most this many rows left in the
 * stock: earlier, following the orders of placed branches through every later round costs more
 * time than it cuts (docs/solver.md, "Measured and left out").
 */
const PLACE_ROWS = 3;

/** Most branches of one round before the wide marking is used instead. */
const MAX_BRANCHES = 32;

/** The count of solver-proofs.md §4. */
export class StuckCards {
  /** layers[d][0]: round d as it begins; once marked, layers[d][0..]: its branches (made when first needed). */
  private readonly layers: Layer[][] = [];
  private readonly tmp: Layer;
  private deal: Int32Array = new Int32Array(0);
  // Non-keepers in the stock from each position on, for the deal last asked about.
  private restOf: Int32Array | null = null;
  private rest = new Int32Array(0);
  /** For nextRound, placed: the card each pile holds alone, EMPTY, or -1 (its own cards). */
  private readonly assign: Int32Array;
  /** For placedRounds: the piles arranged, and what lies on each (round d's at d * piles). */
  private readonly zs: Int32Array;
  private readonly tokens: Int32Array;
  /** The non-keepers, as a mask. */
  private readonly nonKeeperLo: number;
  private readonly nonKeeperHi: number;
  private readonly memo = new RoundMemo();
  /** Rounds whose count was taken from the memo instead of counted again, over every count. */
  reusedRounds = 0;
  /** Rounds left to look at before the count gives up (and reports nothing stuck). */
  private budget = 0;

  constructor(
    private readonly t: RuleTables,
    private readonly piles: number,
  ) {
    this.tmp = new Layer(piles);
    this.assign = new Int32Array(piles);
    this.zs = new Int32Array(MAX_ROUNDS * piles);
    this.tokens = new Int32Array(MAX_ROUNDS * piles);
    let lo = 0;
    let hi = 0;
    for (let c = 0; c < 64; c++) {
      if (t.keeper[c] === 1) continue;
      if (c < 32) lo |= bit(c);
      else hi |= bit(c);
    }
    this.nonKeeperLo = lo;
    this.nonKeeperHi = hi;
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
    // The memo's keys leave out the deal and the free cards: they hold for one of each.
    if (this.restOf !== deal || !this.memo.holdsFor(freeLo, freeHi)) this.memo.clear(freeLo, freeHi);
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
    this.placing = this.deal.length - i <= PLACE_ROWS * this.piles;
    const nb = this.markRound(d);
    let best = Infinity;
    // Placed branches last: the others are more often the weakest.
    for (let pass = 0; pass < 2; pass++) {
      for (let k = 0; k < nb && best >= enough; k++) {
        const b = this.layer(d, k);
        if ((b.placed === 0) !== (pass === 0)) continue;
        if (i >= this.deal.length) best = Math.min(best, this.stuckAtEnd(b));
        else if (b.placed === 0) best = Math.min(best, this.nextRound(b, d, i, enough));
        else best = Math.min(best, this.placedRounds(b, d, i, enough));
      }
    }
    return best;
  }

  /**
   * Builds round d + 1 from the end of a branch of round d and the next row, and goes on. Marked
   * cards that may have moved onto an empty pile (one of `floatTo` other than their own) float
   * from now on (and stay known, maybe gone), and so does a lone card that could have moved (no
   * longer known); the other marked cards are where they were or discarded. For a placed branch
   * (`placed`), pile p is as assign[p] says: a card lying alone, EMPTY (an empty pile that a moved
   * card may lie on), or -1: its own known cards, the kept cards taken out; lone cards are then
   * placed by assign, not floated.
   */
  private nextRound(b: Layer, d: number, i: number, enough: number, placed = false, floatTo = b.empty): number {
    const { t, piles } = this;
    if (d + 1 >= MAX_ROUNDS) return 0;
    const l = this.layer(d + 1, 0);
    l.freeLo = b.freeLo;
    l.freeHi = b.freeHi;
    if (!placed && floatTo === 0) return this.plainNextRound(b, l, d, i, enough);
    // The hot loop of the count: the layer's fields are written once, from locals.
    const { cards, gone } = b;
    const lc = l.cards;
    const lg = l.gone;
    let floatLo = b.floatLo;
    let floatHi = b.floatHi;
    let knownLo = 0;
    let knownHi = 0;
    let mayLo = 0;
    let mayHi = 0;
    let exact = b.exact;
    let inPlace = 0;
    const c1 = placed ? b.kept1 : -1;
    const c2 = placed ? b.kept2 : -1;
    for (let p = 0; p < piles; p++) {
      const base = p * W;
      const a = placed ? (this.assign[p] as number) : -1;
      if (a >= 0) {
        lc[base] = a;
        lg[base] = 0;
        l.len[p] = 1;
        if (a < 32) knownLo |= bit(a);
        else knownHi |= bit(a);
        exact |= 1 << p;
        if (t.keeper[a] === 0) inPlace++;
        continue;
      }
      if (a === EMPTY) {
        l.len[p] = 0;
        exact &= ~(1 << p);
        continue;
      }
      const len = b.len[p] as number;
      const mayMove = (floatTo & ~(1 << p)) !== 0;
      const loneMoves = !placed && mayMove && lone(b, p) && t.fillable[cards[base] as number] === 1;
      // The bottom stays the real one only while its card never leaves.
      if (len === 0 || gone[base] !== 0 || loneMoves) exact &= ~(1 << p);
      let w = base;
      for (let j = base; j < base + len; j++) {
        const c = cards[j] as number;
        if (c === c1 || c === c2) continue;
        const g = gone[j] as number;
        const moved = g !== 0 && mayMove && t.fillable[c] === 1;
        if (moved || (j === base && loneMoves)) {
          if (c < 32) floatLo |= bit(c);
          else floatHi |= bit(c);
          if (!moved) continue;
        }
        lc[w] = c;
        lg[w++] = g === 0 ? 0 : 1;
        if (c < 32) {
          knownLo |= bit(c);
          if (g !== 0) mayLo |= bit(c);
        } else {
          knownHi |= bit(c);
          if (g !== 0) mayHi |= bit(c);
        }
        if (g === 0 && t.keeper[c] === 0) inPlace++;
      }
      l.len[p] = w - base;
    }
    l.floatLo = floatLo;
    l.floatHi = floatHi;
    l.knownLo = knownLo;
    l.knownHi = knownHi;
    l.mayLo = mayLo;
    l.mayHi = mayHi;
    l.exact = exact;
    return this.dealNextRound(l, d, i, enough, inPlace);
  }

  /**
   * nextRound when no pile was emptied in round d (so no card moved): l is b with every marked
   * card maybe gone.
   */
  private plainNextRound(b: Layer, l: Layer, d: number, i: number, enough: number): number {
    l.copyPiles(b);
    const lg = l.gone;
    let exact = b.exact;
    for (let p = 0; p < this.piles; p++) {
      const base = p * W;
      const len = l.len[p] as number;
      if (len === 0 || lg[base] !== 0) exact &= ~(1 << p);
      // Marked in round d (2): maybe gone from now on (1).
      for (let x = base; x < base + len; x++) if (lg[x] === 2) lg[x] = 1;
    }
    l.exact = exact;
    l.floatLo = b.floatLo;
    l.floatHi = b.floatHi;
    l.knownLo = b.knownLo;
    l.knownHi = b.knownHi;
    l.mayLo = b.mayLo | b.markLo;
    l.mayHi = b.mayHi | b.markHi;
    const inPlace = popcount(b.knownLo & ~l.mayLo & this.nonKeeperLo) + popcount(b.knownHi & ~l.mayHi & this.nonKeeperHi);
    return this.dealNextRound(l, d, i, enough, inPlace);
  }

  /** The end of nextRound: deals the next row onto l (round d + 1) and goes on, unless too few cards can be stuck. */
  private dealNextRound(l: Layer, d: number, i: number, enough: number, inPlace: number): number {
    const piles = this.piles;
    if (inPlace + (this.rest[i] as number) < enough) return inPlace;
    let j = i;
    for (let p = 0; p < piles && j < this.deal.length; p++) l.put(p, this.deal[j++] as number, 0);
    // The last round is cheaper to mark again than to look up.
    if (j >= this.deal.length || this.memo.isOff(i)) return this.round(d + 1, j, enough);
    return this.recalled(l, d + 1, i, j, enough);
  }

  /**
   * round(d, j, enough) for round d begun in layer l (its row dealt from stock position i), taken
   * from the memo when it was counted before (solver-proofs.md L28), else counted and kept there.
   */
  private recalled(l: Layer, d: number, i: number, j: number, enough: number): number {
    const memo = this.memo;
    const key = memo.key;
    const k0 = d * MEMO_KEY;
    let kw = k0;
    let h = HASH_START;
    const { cards, gone, len } = l;
    for (let p = 0; p < this.piles; p++) {
      for (let x = p * W; x < p * W + (len[p] as number); x++) {
        const kb = (cards[x] as number) | ((gone[x] as number) << 6);
        key[kw++] = kb;
        h = Math.imul(h ^ kb, HASH_MUL);
      }
      key[kw++] = PILE_END;
      h = Math.imul(h ^ PILE_END, HASH_MUL);
    }
    kw = putMask(key, kw, l.floatLo);
    kw = putMask(key, kw, l.floatHi);
    key[kw++] = l.exact;
    key[kw++] = i;
    h = Math.imul(h ^ ((l.floatLo ^ Math.imul(l.floatHi, HASH_MUL)) + Math.imul(l.exact + 16 * i, 0x85ebca6b)), HASH_MUL);
    h ^= h >>> 15;
    const slot = memo.find(k0, kw - k0, h);
    if (slot >= 0) {
      const v = memo.value(slot);
      const e = memo.enough(slot);
      if (v >= e || enough >= e) {
        this.reusedRounds++;
        memo.lookedUp(i, true);
        return v;
      }
    }
    memo.lookedUp(i, false);
    const best = this.round(d, j, enough);
    if (this.budget >= 0 && best <= 127 && enough >= 0 && enough <= 127) memo.store(k0, kw - k0, h, best, enough);
    return best;
  }

  /**
   * The fewest stuck cards over the ways the piles of a placed branch can lie at the end of round
   * d (see placedPiles): its kept cards, its lone cards and its other emptied piles ("open": their
   * own known cards, maybe gone, or empty, or one moved card) spread over the emptied and lone
   * piles in every order.
   */
  private placedRounds(b: Layer, d: number, i: number, enough: number): number {
    const zs = this.zs;
    const tokens = this.tokens;
    // Round d's piles and tokens lie at d * piles: the rounds after it place their own meanwhile.
    const o = d * this.piles;
    let n = o;
    for (let p = 0; p < this.piles; p++) if (((b.placed | b.swap) & (1 << p)) !== 0) zs[n++] = p;
    let k = o;
    if (b.kept1 >= 0) tokens[k++] = b.kept1;
    if (b.kept2 >= 0) tokens[k++] = b.kept2;
    for (let p = 0; p < this.piles; p++) if ((b.swap & (1 << p)) !== 0) tokens[k++] = LONE + p;
    while (k < n) tokens[k++] = OPEN;
    return this.arrange(b, d, i, enough, n, o);
  }

  /** Tries every order of tokens[at..n) on the piles zs[at..n) (open tokens taken as alike). */
  private arrange(b: Layer, d: number, i: number, enough: number, n: number, at: number): number {
    const zs = this.zs;
    const tokens = this.tokens;
    if (at === n) {
      const a = this.assign;
      a.fill(-1);
      let floatTo = 0;
      for (let j = d * this.piles; j < n; j++) {
        const p = zs[j] as number;
        const x = tokens[j] as number;
        if (x === OPEN) {
          // An open pile in its place keeps its own cards; on a lone pile whose card moved it is empty.
          if ((b.placed & (1 << p)) === 0) a[p] = EMPTY;
          floatTo |= 1 << p;
        } else if (x >= LONE) {
          if (x - LONE !== p) a[p] = b.cards[(x - LONE) * W] as number;
        } else a[p] = x;
      }
      return this.nextRound(b, d, i, enough, true, floatTo);
    }
    let best = Infinity;
    for (let j = at; j < n && best >= enough; j++) {
      const x = tokens[j] as number;
      // Open tokens are alike: place the first of them only.
      let seen = false;
      for (let h = at; h < j; h++) if (tokens[h] === x && x === OPEN) seen = true;
      if (seen) continue;
      tokens[j] = tokens[at] as number;
      tokens[at] = x;
      best = Math.min(best, this.arrange(b, d, i, enough, n, at + 1));
      tokens[at] = tokens[j] as number;
      tokens[j] = x;
    }
    return best;
  }

  /**
   * A known non-keeper that began the last round in place is never discarded if it stays
   * unmarked, or if no card that is free, floating or a possible top beats it (then it can only
   * have moved).
   */
  private stuckAtEnd(l: Layer): number {
    const t = this.t;
    // The non-keepers in place when the round began: unmarked ones stay, marked ones count
    // unless a possible top beats them.
    let lo = l.knownLo & ~l.mayLo & this.nonKeeperLo;
    let hi = l.knownHi & ~l.mayHi & this.nonKeeperHi;
    let stuck = popcount(lo & ~l.markLo) + popcount(hi & ~l.markHi);
    lo &= l.markLo;
    hi &= l.markHi;
    if (l.placed !== 0) {
      // Kept cards stay to the end of the game.
      for (let c = l.kept1, k = 0; k < 2; c = l.kept2, k++) {
        if (c < 0 || t.keeper[c] === 1) continue;
        stuck++;
        if (c < 32) lo &= ~bit(c);
        else hi &= ~bit(c);
      }
    }
    for (; lo !== 0; lo &= lo - 1) if (!l.beatenByTop(31 - Math.clz32(lo & -lo), t)) stuck++;
    for (; hi !== 0; hi &= hi - 1) if (!l.beatenByTop(63 - Math.clz32(hi & -hi), t)) stuck++;
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

  /** May the round being marked have placed branches (see PLACE_ROWS)? */
  private placing = true;
  /** Branches of the round being marked so far. */
  private branches = 0;
  private readonly works: Layer[] = [];

  private work(k: number): Layer {
    while (this.works.length <= k) this.works.push(new Layer(this.piles));
    return this.works[k] as Layer;
  }

  /**
   * The narrow marking of a round from w, reached after k kept moves (solver-proofs.md L23):
   * temporary moves first; then w is a branch (placed when it can be), and each next kept move is
   * followed the same way. False when more piles could be empty at once than one plus the kept
   * cards holding (the wide marking is needed).
   */
  private oneSlot(d: number, w: Layer, k: number, held = this.held(w)): boolean {
    const { t, piles } = this;
    const tmp = this.tmp;
    let h = held;
    for (let changed = true; changed; ) {
      changed = false;
      for (let p = 0; p < piles; p++) {
        const c = this.movable(w, p, h);
        if (c < 0 || t.keeper[c] === 1 || !w.mayBeBeaten(c, t)) continue;
        tmp.copy(w);
        tmp.mark(p);
        this.close(tmp, false);
        if (!tmp.beatenByTop(c, t)) continue;
        // The move is made: w's marks become tmp's (mark(p) and close from the same marks).
        w.copy(tmp);
        changed = true;
        h = this.held(w);
        if (popcount(w.empty) - h > 1) return false;
      }
    }
    for (let p = 0; p < piles; p++) {
      const c = this.movable(w, p, h);
      if (c < 0) continue;
      const b = this.work(k + 1);
      b.copy(w);
      if (k === 0) b.kept1 = c;
      else if (k === 1) b.kept2 = c;
      if (c < 32) b.keptLo |= bit(c);
      else b.keptHi |= bit(c);
      b.mark(p);
      this.close(b, false);
      const hb = this.held(b);
      if (popcount(b.empty) - hb > 1 || !this.oneSlot(d, b, k + 1, hb)) return false;
    }
    w.placed = this.placing ? this.placedPiles(w, k, h) : 0;
    return this.addBranch(d, w);
  }

  /**
   * How many of l's kept cards surely still lie on the table: those no possible top beats (a
   * kept card that may have been discarded may have freed its pile).
   */
  private held(l: Layer): number {
    const t = this.t;
    let n = 0;
    for (let x = l.keptLo; x !== 0; x &= x - 1) if (!l.beatenByTop(31 - Math.clz32(x & -x), t)) n++;
    for (let x = l.keptHi; x !== 0; x &= x - 1) if (!l.beatenByTop(63 - Math.clz32(x & -x), t)) n++;
    return n;
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
    for (let i = 0; i < n; i++) if (covers(row[i] as Layer, w)) return true;
    for (let i = 0; i < n; ) {
      const r = row[i] as Layer;
      if (covers(w, r)) {
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
   * Can branch w (k kept moves, `held` of them holding) be placed (solver-proofs.md L25)? Its
   * emptied piles as a mask when it can, with its lone piles that may move in w.swap; 0 when not.
   */
  private placedPiles(w: Layer, k: number, held: number): number {
    w.swap = 0;
    const m = popcount(w.empty);
    if (k > 2 || m > k + 1 || m === 0 || held < k) return 0;
    const t = this.t;
    let swap = 0;
    for (let p = 0; p < this.piles; p++) if (lone(w, p) && t.fillable[w.cards[p * W] as number] === 1) swap |= 1 << p;
    // With no kept card and no lone card the plain next round is the same.
    if ((k === 0 && swap === 0) || m + popcount(swap) > MAX_ARRANGED) return 0;
    w.swap = swap;
    return w.empty;
  }

  /**
   * The top unmarked card of pile p when it may move onto an empty pile (one of l.empty not held
   * by the k kept cards), not as a lone move; else -1.
   */
  private movable(l: Layer, p: number, held: number): number {
    const f = l.from[p] as number;
    if (f === 0 || lone(l, p) || popcount(l.empty & ~(1 << p)) - held < 1) return -1;
    const c = l.cards[p * W + f - 1] as number;
    return this.t.fillable[c] === 1 ? c : -1;
  }

  /**
   * Marks to the fixpoint by discards, and with `moves` also by moves onto an empty pile of any
   * card that may fill one.
   */
  private close(l: Layer, moves: boolean): void {
    const { t, piles } = this;
    const { keeper, fillable } = t;
    const { from, cards } = l;
    // Round the piles until `piles` of them in a row mark nothing (the fixpoint is the same in any order).
    for (let p = 0, quiet = 0; quiet < piles; p = p + 1 === piles ? 0 : p + 1) {
      quiet++;
      for (let f = from[p] as number; f !== 0; f = from[p] as number) {
        const c = cards[p * W + f - 1] as number;
        const otherEmpty = (l.empty & ~(1 << p)) !== 0;
        // A beater above c in its own pile counts only when it may have moved to another pile.
        const leaves = (moves && otherEmpty && fillable[c] === 1) || (keeper[c] === 0 && l.beatenByTop(c, t, otherEmpty ? -1 : p));
        if (!leaves) break;
        l.mark(p);
        quiet = 1;
      }
    }
  }
}

/** Room for one key in RoundMemo: at most 52 cards, 4 pile ends, 8 bytes of floating cards, exact and the stock position. */
const MEMO_KEY = 72;
/** Bytes of one slot of RoundMemo: 8 bytes of header, then the key. */
const SLOT = MEMO_KEY + 8;
/** Most slots of RoundMemo (5 MiB). */
const MEMO_SLOTS = 1 << 16;
/** A key byte ending a pile (a card's byte is the card, plus 64 when it may be gone). */
const PILE_END = 255;
const HASH_START = 0x811c9dc5;
const HASH_MUL = 0x01000193;
/**
 * After this many look-ups of rounds at one stock position, the memo stays off there if fewer than
 * one in MEMO_RATE was found: a key costs about as much as a round that is not found, and how often
 * rounds come again differs from deal to deal and stock position to position (docs/solver.md).
 */
const MEMO_TRIAL = 4096;
const MEMO_RATE = 8;

/**
 * Rounds counted before (solver-proofs.md L28), by key: a table that keeps the latest round per
 * slot. The keys are compared in full, so a round found is the same round.
 */
class RoundMemo {
  /** Slots: starts small (most counts of a search are few) and grows with the rounds stored. */
  private slots = 1 << 10;
  private stored = 0;
  /**
   * One slot in SLOT bytes, so that a look-up reads one or two cache lines: the hash (bytes
   * 0-3), the key's length (4), the count (5), the `enough` it was counted at (6), the key (8-).
   */
  private bytes = new Uint8Array(this.slots * SLOT);
  private words = new Int32Array(this.bytes.buffer);
  /** Keys being written, one per depth, at depth * MEMO_KEY. */
  readonly key = new Uint8Array(MAX_ROUNDS * MEMO_KEY);
  /** Per stock position a round's row is dealt from: look-ups, rounds reused, and whether the memo is off there. */
  private readonly tries = new Int32Array(64);
  private readonly hits = new Int32Array(64);
  private readonly off = new Uint8Array(64);
  /** The free cards the counts kept were made with. */
  private freeLo = 0;
  private freeHi = 0;

  /** Forgets every round, for counts with free cards freeLo/freeHi (and the deal of the next count). */
  clear(freeLo: number, freeHi: number): void {
    this.freeLo = freeLo | 0;
    this.freeHi = freeHi | 0;
    this.tries.fill(0);
    this.hits.fill(0);
    this.off.fill(0);
    if (this.stored === 0) return;
    this.bytes.fill(0);
    this.stored = 0;
  }

  /** Were the rounds kept counted with these free cards? */
  holdsFor(freeLo: number, freeHi: number): boolean {
    return (freeLo | 0) === this.freeLo && (freeHi | 0) === this.freeHi;
  }

  isOff(i: number): boolean {
    return this.off[i] === 1;
  }

  /**
   * Notes a look-up at stock position i. Rounds that seldom come again are not worth their keys:
   * when look-up number MEMO_TRIAL at i reuses nothing and fewer than one in MEMO_RATE of them
   * reused a round, the memo goes off at i.
   */
  lookedUp(i: number, reused: boolean): void {
    const tries = (this.tries[i] as number) + 1;
    this.tries[i] = tries;
    if (reused) this.hits[i] = (this.hits[i] as number) + 1;
    else if (tries === MEMO_TRIAL && (this.hits[i] as number) * MEMO_RATE < MEMO_TRIAL) this.off[i] = 1;
  }

  /** The slot holding the key of n bytes at `at` in this.key (hash h), or -1. */
  find(at: number, n: number, h: number): number {
    const slot = h & (this.slots - 1);
    const { bytes, key } = this;
    const o = slot * SLOT;
    if (this.words[o >> 2] !== h || bytes[o + 4] !== n) return -1;
    for (let x = 0, y = o + 8; x < n; x++, y++) if (bytes[y] !== key[at + x]) return -1;
    return slot;
  }

  value(slot: number): number {
    return this.bytes[slot * SLOT + 5] as number;
  }

  enough(slot: number): number {
    return this.bytes[slot * SLOT + 6] as number;
  }

  store(at: number, n: number, h: number, value: number, enough: number): void {
    if (this.stored >= 2 * this.slots && this.slots < MEMO_SLOTS) this.grow();
    this.stored++;
    const slot = h & (this.slots - 1);
    const { bytes, key } = this;
    const o = slot * SLOT;
    this.words[o >> 2] = h;
    bytes[o + 4] = n;
    bytes[o + 5] = value;
    bytes[o + 6] = enough;
    for (let x = 0, y = o + 8; x < n; x++, y++) bytes[y] = key[at + x] as number;
  }

  /** Four times the slots, empty. */
  private grow(): void {
    this.slots *= 4;
    this.stored = 0;
    this.bytes = new Uint8Array(this.slots * SLOT);
    this.words = new Int32Array(this.bytes.buffer);
  }
}

/** Writes a 32-bit mask into key at w as four bytes; the position after them. */
function putMask(key: Uint8Array, w: number, m: number): number {
  key[w] = m;
  key[w + 1] = m >>> 8;
  key[w + 2] = m >>> 16;
  key[w + 3] = m >>> 24;
  return w + 4;
}

/** Does branch a cover every line of branch b (a marks all b marks; a placed branch covers only one placed alike)? */
function covers(a: Layer, b: Layer): boolean {
  if (a.placed !== 0 && (a.placed !== b.placed || a.kept1 !== b.kept1 || a.kept2 !== b.kept2 || a.swap !== b.swap)) return false;
  return b.marksWithin(a);
}

/** The top unmarked card of pile p is alone on its pile: the real bottom, with every known card above it marked. */
function lone(l: Layer, p: number): boolean {
  return l.from[p] === 1 && (l.exact & (1 << p)) !== 0;
}

function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
