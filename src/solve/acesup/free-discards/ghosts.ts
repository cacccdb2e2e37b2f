// The exact free-discards search for Aces Up (rules §3.15: discards are optional), for variants
// without fill-first and with no joker in play.
//
// Keeping a discardable card pays only when it is later the one card that beats another top, and a
// search that keeps such cards as real cards doubles its positions with each one kept. This search
// discards every card as soon as a real top beats it, as the standard rules do, but leaves a ghost
// where the card lay (solver-proofs.md D6-D8): each node stands for the family of lines that keep
// any subset of its ghosts. Every line of the search is a real line with the same score (L14) and
// every real line is matched by one with at least its score (L15). Ghosts that can never pay are
// dropped (L16); positions are stored by their real piles with the ghost sets they were searched
// with, and a set held by one already searched is skipped (L17); the bounds are the standard
// ones plus the stuck-cards count of stuck.ts (L18-L20).

import type { AcesUpMove, AcesUpState } from '../../../games/acesup/rules.js';
import { PILES as RULE_PILES, scoreAcesUp } from '../../../games/acesup/rules.js';
import type { AcesUpVariant } from '../../../games/acesup/variant.js';
import { StuckCards } from './stuck.js';
import { bit, buriedForGood, KeeperLayout, laterRowsBeat, type RuleTables, tablesFor } from '../tables.js';
import { KeyIndex3 } from '../../table.js';
import type { TimeBudget } from '../../types.js';

const PILES: number = RULE_PILES;

/**
 * Default state budget per call of the search by ghosts (with the standard search that seeds it).
 * Its positions take about 30 bytes each: a 16-byte table slot per real layout (each searched with
 * about three ghost sets) and the ghost sets. Numbered deals 1-1,000 all settle under it (the
 * hardest, 875, takes 8.7 million positions: docs/solver.md).
 */
export const GHOST_MAX_STATES = 30_000_000;

interface Ghost {
  readonly card: number;
  readonly pile: number;
  readonly gap: number;
  /** Order of making (higher lies above lower in the same gap); names the ghost in the events. */
  readonly id: number;
}

/**
 * What led from a node's parent to it, in order; turned into real moves at the end. An event is
 * one number: its kind, then two piles (a, b) and a ghost's id:
 * - deal;
 * - discard of pile a's top, leaving ghost id (0: none);
 * - move from pile a to pile b;
 * - reloc: ghost id moved from pile a to pile b (a real move if the ghost materializes later);
 * - mat: ghost id materialized.
 */
type Ev = number;
const EV_DEAL = 0;
const EV_DISCARD = 1;
const EV_MOVE = 2;
const EV_RELOC = 3;
const EV_MAT = 4;

function ev(kind: number, a: number, b: number, ghost: number): Ev {
  return kind + a * 8 + b * 32 + ghost * 128;
}

class Node {
  /** The piles, bottom first; shared with the parent until this node changes one (copy on write). */
  readonly piles: number[][];
  private owned = 0;
  next = 0;
  score = 0;
  onTable = 0;
  goneLo = 0;
  goneHi = 0;
  tableLo = 0;
  tableHi = 0;
  /** The ghosts, ordered by pile, gap, id: set through setGhosts/addGhost, which keep gLo/gHi. */
  ghosts: readonly Ghost[] = NO_GHOSTS;
  /** The ghosts' cards as a mask (cards 0-31, 32-63). */
  gLo = 0;
  gHi = 0;
  readonly evs: Ev[] = [];
  readonly parent: Node | null;

  constructor(parent: Node | null, from: Node | null = parent) {
    this.parent = parent;
    if (from) {
      this.piles = from.piles.slice();
      this.next = from.next;
      this.score = from.score;
      this.onTable = from.onTable;
      this.goneLo = from.goneLo;
      this.goneHi = from.goneHi;
      this.tableLo = from.tableLo;
      this.tableHi = from.tableHi;
      this.ghosts = from.ghosts;
      this.gLo = from.gLo;
      this.gHi = from.gHi;
    } else {
      this.piles = [[], [], [], []];
      this.owned = 15;
    }
  }

  height(p: number): number {
    return (this.piles[p] as number[]).length;
  }

  top(p: number): number {
    const pile = this.piles[p] as number[];
    return pile.length === 0 ? -1 : (pile[pile.length - 1] as number);
  }

  private own(p: number): number[] {
    if ((this.owned & (1 << p)) === 0) {
      this.piles[p] = (this.piles[p] as number[]).slice();
      this.owned |= 1 << p;
    }
    return this.piles[p] as number[];
  }

  push(p: number, c: number): void {
    this.own(p).push(c);
    this.onTable++;
    if (c < 32) this.tableLo |= bit(c);
    else this.tableHi |= bit(c);
  }

  pop(p: number): number {
    const c = this.own(p).pop() as number;
    this.onTable--;
    if (c < 32) this.tableLo &= ~bit(c);
    else this.tableHi &= ~bit(c);
    return c;
  }

  setGone(c: number, gone: boolean): void {
    if (c < 32) this.goneLo = gone ? this.goneLo | bit(c) : this.goneLo & ~bit(c);
    else this.goneHi = gone ? this.goneHi | bit(c) : this.goneHi & ~bit(c);
  }

  /** The ghosts on top of pile p (bottom first). */
  topGhosts(p: number): readonly Ghost[] {
    const l = this.height(p);
    let out: Ghost[] | undefined;
    for (const g of this.ghosts) if (g.pile === p && g.gap === l) (out ??= []).push(g);
    return out ?? NO_GHOSTS;
  }

  /** Bit p set when pile p is shadowed (a ghost lies on its top). */
  shadowBits(): number {
    let bits = 0;
    for (const g of this.ghosts) if (g.gap === this.height(g.pile)) bits |= 1 << g.pile;
    return bits;
  }

  /** Empty piles with no ghost on them, other than those in the mask `not`, as a mask. */
  freeEmpty(not: number): number {
    let out = 0;
    for (let e = 0; e < PILES; e++) if (this.height(e) === 0) out |= 1 << e;
    for (const g of this.ghosts) out &= ~(1 << g.pile);
    return out & ~not;
  }

  withoutGhost(id: number): void {
    this.setGhosts(this.ghosts.filter((g) => g.id !== id));
  }

  /** Replaces the ghost list (kept in order) and works out its card mask. */
  setGhosts(gs: readonly Ghost[]): void {
    let lo = 0;
    let hi = 0;
    for (const g of gs) {
      if (g.card < 32) lo |= bit(g.card);
      else hi |= bit(g.card);
    }
    this.ghosts = gs;
    this.gLo = lo;
    this.gHi = hi;
  }

  /** Adds a ghost, keeping the list ordered by pile, gap, id. */
  addGhost(g: Ghost): void {
    const gs = this.ghosts;
    const out: Ghost[] = [];
    let i = 0;
    for (; i < gs.length && before(gs[i] as Ghost, g); i++) out.push(gs[i] as Ghost);
    out.push(g);
    for (; i < gs.length; i++) out.push(gs[i] as Ghost);
    this.ghosts = out;
    if (g.card < 32) this.gLo |= bit(g.card);
    else this.gHi |= bit(g.card);
  }

  /** Replaces a ghost's place (gap 0 of an empty pile). */
  moveGhost(g: Ghost, to: number): void {
    this.withoutGhost(g.id);
    this.addGhost({ card: g.card, pile: to, gap: 0, id: g.id });
    this.evs.push(ev(EV_RELOC, g.pile, to, g.id));
  }
}

const NO_GHOSTS: readonly Ghost[] = [];

/** Does ghost a come before b in a node's list (by pile, gap, id)? */
function before(a: Ghost, b: Ghost): boolean {
  return a.pile !== b.pile ? a.pile < b.pile : a.gap !== b.gap ? a.gap < b.gap : a.id < b.id;
}

export interface GhostSeed {
  best: number;
  won: boolean;
}

/** The free-discards search by ghosts: see the header. */
export class GhostSearch {
  private readonly v: AcesUpVariant;
  private readonly t: RuleTables;
  private readonly deal: Int32Array;
  private readonly n: number;
  private readonly rows: Uint8Array;
  private readonly lateSafe: Uint8Array;
  private readonly stride: number;
  private readonly keepers: number;
  private readonly winScore: number;
  private index = new KeyIndex3(16);
  /** The ghost sets each position (by its index) was searched with. */
  private sets = new GhostSets();
  /** The ghost codes of the position last looked up by fresh(). */
  private codes: number[] = [];
  private readonly stack: { kids: Node[]; i: number }[] = [];
  private nextId = 1;
  private started = false;
  finished = false;
  states = 0;
  best: number;
  won: boolean;
  bestNode: Node | undefined;
  winNode: Node | undefined;

  /** `rows`: laterRowsBeat of the root's deal, when the caller already has it. */
  constructor(
    private readonly root: AcesUpState,
    seed: GhostSeed,
    rows?: Uint8Array,
  ) {
    this.v = root.variant;
    if (this.v.fillFirst) throw new Error('GhostSearch: fill-first is not covered');
    this.t = tablesFor(this.v);
    this.stuck = new StuckCards(this.t, PILES);
    this.deal = Int32Array.from(root.deal);
    this.n = root.deal.length;
    this.stride = this.n + 1;
    this.rows = rows ?? laterRowsBeat(this.deal, this.t.beatsTab, PILES);
    // lateSafe[x * stride + i]: from stock position i, the row holding the first card x beats,
    // and every row after it, hold a card that beats x (1 when x beats no card left in the stock).
    this.lateSafe = new Uint8Array(64 * this.stride);
    for (let x = 0; x < 52; x++) {
      let first = this.n; // the first stock position at or after i holding a card x beats
      for (let i = this.n; i >= 0; i--) {
        if (i < this.n && this.t.beatsTab[x * 64 + (this.deal[i] as number)] === 1) first = i;
        this.lateSafe[x * this.stride + i] = first === this.n ? 1 : (this.rows[x * this.stride + i + PILES * Math.floor((first - i) / PILES)] as number);
      }
    }
    this.best = seed.best;
    this.won = seed.won;
    let keepers = 0;
    let inPlay = 0;
    const count = (c: number): void => {
      if (c >= 52) throw new Error('GhostSearch: no joker may be in play');
      inPlay++;
      if (this.t.keeper[c] === 1) keepers++;
    };
    root.piles.forEach((p) => p.forEach(count));
    for (let i = root.next; i < this.n; i++) count(this.deal[i] as number);
    this.keepers = keepers;
    this.winScore = scoreAcesUp(root) + inPlay - keepers;
  }

  private makeRoot(): Node {
    const r = new Node(null);
    r.goneLo = -1;
    r.goneHi = -1;
    this.root.piles.forEach((pile, p) => {
      for (const c of pile) {
        r.push(p, c);
        r.setGone(c, false);
      }
    });
    for (let i = this.root.next; i < this.n; i++) r.setGone(this.deal[i] as number, false);
    r.next = this.root.next;
    r.score = scoreAcesUp(this.root);
    return r;
  }

  // ---- Rules ------------------------------------------------------------------------------------

  private beats(h: number, l: number): boolean {
    return h >= 0 && l >= 0 && this.t.beatsTab[h * 64 + l] === 1;
  }

  /**
   * Can ghost x never pay again (solver-proofs.md L16)? No card lower than x of its suit is in
   * play or a ghost; or every such card is still in the stock, and the row holding the first of
   * them and every row after it hold a card that beats x.
   */
  private useless(n: Node, x: number): boolean {
    const gLo = n.gLo;
    const gHi = n.gHi;
    const lo = (this.t.beatLo[x] as number) & (~n.goneLo | gLo);
    const hi = (this.t.beatHi[x] as number) & (~n.goneHi | gHi);
    if (lo === 0 && hi === 0) return true;
    if ((lo & (n.tableLo | gLo)) !== 0 || (hi & (n.tableHi | gHi)) !== 0) return false;
    return this.lateSafe[x * this.stride + n.next] === 1;
  }

  /** Drops the ghosts that can never pay; true when it dropped one. */
  private prune(n: Node): boolean {
    const gs = n.ghosts;
    if (gs.length === 0) return false;
    // Every test reads the ghost list as it was: the node's mask changes only in setGhosts.
    let dead = 0;
    for (const g of gs) if (this.useless(n, g.card)) dead++;
    if (dead > 0) n.setGhosts(gs.filter((g) => !this.useless(n, g.card)));
    return dead > 0;
  }

  /** Discards the real top of pile p (its top ghosts already evicted), leaving a ghost unless it can never pay; true when it left one. */
  private discardTop(n: Node, p: number): boolean {
    const z = n.pop(p);
    n.setGone(z, true);
    n.score++;
    let id = 0;
    if (!(this.rows[z * this.stride + n.next] === 1 || this.useless(n, z))) {
      id = this.nextId++;
      n.addGhost({ card: z, pile: p, gap: n.height(p), id });
    }
    n.evs.push(ev(EV_DISCARD, p, 0, id));
    return id !== 0;
  }

  /** Discards made at once (unshadowed card, unshadowed real beater), and ghosts that can never pay dropped. */
  private settle(n: Node): void {
    const t = this.t;
    // prune() runs again only when something it reads changed: a card left play without leaving
    // a ghost, or it dropped a ghost itself (a ghost whose card becomes one, or a card kept as a
    // ghost, leaves every other ghost's test as it was).
    let stale = true;
    for (let again = true; again; ) {
      again = false;
      if (stale) stale = this.prune(n);
      const sh = n.shadowBits();
      this.realTops(n, sh);
      const lo = this.topsLo;
      const hi = this.topsHi;
      for (let p = 0; p < PILES; p++) {
        const z = n.top(p);
        if (z < 0 || (sh & (1 << p)) !== 0) continue;
        if (((t.byLo[z] as number) & lo) !== 0 || ((t.byHi[z] as number) & hi) !== 0) {
          if (!this.discardTop(n, p)) stale = true;
          again = true;
          break;
        }
      }
    }
  }

  // The unshadowed real tops of a node as a mask (cards 0-31, 32-63), set by realTops.
  private topsLo = 0;
  private topsHi = 0;

  private realTops(n: Node, sh: number): void {
    let lo = 0;
    let hi = 0;
    for (let q = 0; q < PILES; q++) {
      const c = n.top(q);
      if (c < 0 || (sh & (1 << q)) !== 0) continue;
      if (c < 32) lo |= bit(c);
      else hi |= bit(c);
    }
    this.topsLo = lo;
    this.topsHi = hi;
  }

  /**
   * Every way to evict `gs` (top first): each ghost dies or moves to a distinct empty pile with no
   * ghost, not in `not` (and only a card that may fill an empty pile may move).
   */
  private evict(n: Node, gs: readonly Ghost[], not: number, mayDie = true): Node[] {
    if (gs.length === 0) return [n];
    // Top first: by gap, then id, both falling. The ghosts of one gap (every eviction but the
    // deal's) are the list read backwards, with no sort.
    const gap = (gs[0] as Ghost).gap;
    const sorted = gs.every((g) => g.gap === gap) ? null : [...gs].sort((a, b) => b.gap - a.gap || b.id - a.id);
    let out: Node[] = [n];
    for (let k = 0; k < gs.length; k++) {
      const g = (sorted ? sorted[k] : gs[gs.length - 1 - k]) as Ghost;
      const nextOut: Node[] = [];
      for (const m of out) {
        // First the ghost dies (or stays, when it may not die); m itself becomes that node, once
        // the moves are forked from it. (Nodes here own no pile yet: changing m's ghosts leaves the forks alone.)
        nextOut.push(m);
        if (this.t.fillable[g.card] === 1) {
          // A kept card moves only from the top: every ghost above it in its gap is gone from there.
          let covered = false;
          for (const h of m.ghosts) if (h.pile === g.pile && h.gap === g.gap && h.id > g.id) covered = true;
          const free = covered ? 0 : m.freeEmpty(not | (1 << g.pile));
          for (let e = 0; e < PILES; e++) {
            if ((free & (1 << e)) === 0) continue;
            const r = this.fork(m);
            r.moveGhost(g, e);
            nextOut.push(r);
          }
        }
        if (mayDie) m.withoutGhost(g.id);
      }
      out = nextOut;
    }
    return out;
  }

  /** A copy of a node under construction (same parent, same events so far). */
  private fork(m: Node): Node {
    const c = new Node(m.parent, m);
    for (const e of m.evs) c.evs.push(e);
    return c;
  }

  private successors(n: Node): Node[] {
    const kids: Node[] = [];
    const sh = n.shadowBits();
    this.realTops(n, sh);
    const topsLo = this.topsLo;
    const topsHi = this.topsHi;
    // The ghosts on top of each pile. Evictions move ghosts onto empty piles only, so a pile
    // that is not empty, or one that is kept out of the eviction, keeps these.
    const tg: (readonly Ghost[])[] = [];
    for (let p = 0; p < PILES; p++) tg.push(n.topGhosts(p));
    // Discards that need an eviction or a ghost.
    for (let p = 0; p < PILES; p++) {
      const z = n.top(p);
      if (z < 0) continue;
      if (((this.t.byLo[z] as number) & topsLo) !== 0 || ((this.t.byHi[z] as number) & topsHi) !== 0) {
        // Settled nodes only get here when p itself is shadowed.
        for (const m of this.evict(new Node(n), tg[p] as readonly Ghost[], 0)) {
          this.discardTop(m, p);
          kids.push(m);
        }
        continue;
      }
      for (let q = 0; q < PILES; q++) {
        if (q === p || (sh & (1 << q)) === 0 || !this.beats(n.top(q), z)) continue;
        for (const m1 of this.evict(new Node(n), tg[q] as readonly Ghost[], 0)) {
          for (const m of this.evict(m1, tg[p] as readonly Ghost[], 0)) {
            this.discardTop(m, p);
            kids.push(m);
          }
        }
      }
      for (const g of n.ghosts) {
        if (g.pile === p || g.gap !== n.height(g.pile) || !this.beats(g.card, z)) continue;
        const aboveG = (tg[g.pile] as readonly Ghost[]).filter((h) => h.id > g.id);
        // Its own pile, or an empty one.
        const places = (1 << g.pile) | (this.t.fillable[g.card] === 1 ? n.freeEmpty((1 << p) | (1 << g.pile)) : 0);
        for (let place = 0; place < PILES; place++) {
          if ((places & (1 << place)) === 0) continue;
          for (const m1 of this.evict(new Node(n), aboveG, (1 << place) | (1 << p))) {
            for (const m of this.evict(m1, tg[p] as readonly Ghost[], 1 << place)) {
              if (place !== g.pile) m.evs.push(ev(EV_RELOC, g.pile, place, g.id));
              m.withoutGhost(g.id);
              m.push(place, g.card);
              m.setGone(g.card, false);
              m.score--;
              m.evs.push(ev(EV_MAT, 0, 0, g.id));
              this.discardTop(m, p);
              kids.push(m);
            }
          }
        }
      }
    }
    // Moves onto empty piles.
    for (let p = 0; p < PILES; p++) {
      const c = n.top(p);
      if (c < 0 || this.t.fillable[c] === 0) continue;
      for (let e = 0; e < PILES; e++) {
        if (e === p || n.height(e) !== 0) continue;
        for (const m1 of this.evict(new Node(n), tg[p] as readonly Ghost[], (1 << p) | (1 << e))) {
          for (const m of this.evict(m1, tg[e] as readonly Ghost[], (1 << p) | (1 << e))) {
            m.push(e, m.pop(p));
            m.evs.push(ev(EV_MOVE, p, e, 0));
            kids.push(m);
          }
        }
      }
    }
    // The deal (top ghosts may first move to empty piles).
    if (n.next < this.n) {
      const tops = n.ghosts.filter((g) => g.gap === n.height(g.pile));
      for (const m of this.evict(new Node(n), tops, 0, false)) {
        const start = m.next;
        for (let k = 0; k < PILES && m.next < this.n; k++) m.push(k, this.deal[m.next++] as number);
        m.evs.push(ev(EV_DEAL, 0, 0, 0));
        // R5 for ghosts: the row just dealt and every later row hold a card that beats x.
        const dies = (g: Ghost): boolean => this.rows[g.card * this.stride + start] === 1;
        if (m.ghosts.some(dies)) m.setGhosts(m.ghosts.filter((g) => !dies(g)));
        kids.push(m);
      }
    }
    return kids;
  }

  // ---- Search -----------------------------------------------------------------------------------

  private readonly keepersAt = new KeeperLayout();
  private readonly stuck: StuckCards;

  /**
   * Could a line from n beat the best score, or win while no win is known? The bounds of
   * solver-proofs.md L18, worked out once per position and target (L19), with the merged cut (L20).
   */
  private worthExpanding(n: Node): boolean {
    const ub = n.score + n.onTable + (this.n - n.next) - this.keepers;
    const target = this.won ? this.best : Math.min(this.best, this.winScore - 1);
    if (ub <= target) return false;
    // The bounds did not cut this position with an earlier ghost set (its only one then) at this
    // target: they seldom cut one set of a position and not another, and skipping them is safe (L19).
    if (this.sets.uncutAt(this.at) === target + 1) return true;
    // The merged cut (L20): most sets that come to a position already searched come after the
    // bounds cut an older one, and a cut merged set then stands for every later set it holds.
    // The buried-cards bound reads only the real piles, and cuts far less often than the count:
    // it is worked out last, and only when the count leaves room.
    let room: boolean | undefined;
    const buried = (): boolean => (room ??= this.buriedLeavesRoom(n, ub, target));
    if (!this.onlySet) {
      const u = this.sets.merge(this.at, this.codes);
      if (u !== null && !(this.stuckLeavesRoom(n, u, ub, target) && buried())) {
        this.sets.add(this.at, u);
        return false;
      }
    }
    const worth = this.stuckLeavesRoom(n, this.codes, ub, target) && buried();
    if (this.onlySet) this.sets.setUncut(this.at, worth ? target + 1 : 0);
    return worth;
  }

  /** Does the buried-cards bound leave room above target on n's real piles? */
  private buriedLeavesRoom(n: Node, ub: number, target: number): boolean {
    const k = this.keepersAt;
    k.clear();
    for (let p = 0; p < PILES; p++) {
      const pile = n.piles[p] as number[];
      for (let i = 0; i < pile.length; i++) k.put(p, i, pile[i] as number, this.t);
    }
    return ub - buriedForGood(k, this.t, PILES, this.keepers, ub - target) > target;
  }

  /** Does the stuck-cards bound leave room above target, with ghosts `gs` (codes as in GhostSets) on n's piles? */
  private stuckLeavesRoom(n: Node, gs: readonly number[], ub: number, target: number): boolean {
    const st = this.stuck;
    st.clear();
    // Ghosts lie where their cards would be kept: known cards that may be gone.
    let gi = 0;
    for (let p = 0; p < PILES; p++) {
      const pile = n.piles[p] as number[];
      for (let i = 0; i <= pile.length; i++) {
        for (; gi < gs.length && (((gs[gi] as number) >> 6) & 3) === p && (gs[gi] as number) >> 8 === i; gi++) st.put(p, (gs[gi] as number) & 63, true);
        if (i < pile.length) st.put(p, pile[i] as number);
      }
    }
    if (gi !== gs.length) throw new Error('GhostSearch: ghosts out of order');
    return ub - st.count(this.deal, n.next, 0, 0, ub - target) > target;
  }

  // Set by fresh(): the position's index, and whether its ghost set is now the only one kept for it
  // (a new position's uncut mark is 0).
  private at = 0;
  private onlySet = false;

  /** False when this position was searched before with a ghost set holding this one. */
  private fresh(n: Node): boolean {
    let bottoms = 0;
    for (let p = 0; p < PILES; p++) bottoms = (bottoms << 6) | (n.height(p) === 0 ? 63 : ((n.piles[p] as number[])[0] as number));
    const at = this.index.indexOf(n.tableLo, (n.tableHi | (n.next << 22)) >>> 0, bottoms >>> 0);
    this.at = at;
    this.onlySet = true;
    const gs = n.ghosts;
    // A new array each time: cheaper than setting an old one's length.
    const codes: number[] = [];
    for (let i = 0; i < gs.length; i++) {
      const g = gs[i] as Ghost;
      codes.push(g.card | (g.pile << 6) | (g.gap << 8));
    }
    this.codes = codes;
    if (this.index.fresh) {
      this.sets.start(at, codes);
      return true;
    }
    if (this.sets.holds(at, codes)) return false;
    // Searched now with this set: it replaces the sets it holds.
    this.onlySet = this.sets.add(at, codes);
    return true;
  }

  private isWin(n: Node): boolean {
    return n.next === this.n && n.onTable === this.keepers;
  }

  private enter(n: Node): void {
    this.settle(n);
    if (!this.fresh(n)) return;
    this.states++;
    if (n.score > this.best) {
      this.best = n.score;
      this.bestNode = n;
    }
    if (!this.won && this.isWin(n)) {
      this.won = true;
      this.winNode = n;
      this.bestNode = n;
    }
    if (this.won) return;
    if (!this.worthExpanding(n)) return;
    this.stack.push({ kids: this.successors(n), i: 0 });
  }

  /** Runs until done, the budget is spent or the signal fires; true when done. */
  run(maxStates: number, budget: TimeBudget): boolean {
    if (!this.started) {
      this.started = true;
      if (this.won) {
        this.finished = true;
        return true;
      }
      this.enter(this.makeRoot());
    }
    let check = 0;
    while (this.stack.length > 0 && !this.won) {
      if (this.states >= maxStates) return false;
      // A step here is far heavier than one of the other searches: the clock is asked more often.
      if (++check >= 32) {
        check = 0;
        if (budget.timeUp()) return false;
      }
      const f = this.stack[this.stack.length - 1] as { kids: Node[]; i: number };
      if (f.i === f.kids.length) {
        this.stack.pop();
        continue;
      }
      this.enter(f.kids[f.i++] as Node);
    }
    this.finished = true;
    this.index = new KeyIndex3(16);
    this.sets = new GhostSets();
    return true;
  }

  /** The real line of play to a node: ghosts that materialized were never discarded, and their moves are real. */
  lineTo(node: Node): AcesUpMove[] {
    const evs: Ev[] = [];
    const chain: Node[] = [];
    for (let m: Node | null = node; m; m = m.parent) chain.push(m);
    for (let i = chain.length - 1; i >= 0; i--) evs.push(...(chain[i] as Node).evs);
    const kept = new Set<number>();
    for (const e of evs) if (e % 8 === EV_MAT) kept.add(Math.floor(e / 128));
    const out: AcesUpMove[] = [];
    for (const e of evs) {
      const a = Math.floor(e / 8) % 4;
      const b = Math.floor(e / 32) % 4;
      const ghost = Math.floor(e / 128);
      switch (e % 8) {
        case EV_DEAL:
          out.push({ type: 'deal' });
          break;
        case EV_DISCARD:
          if (!kept.has(ghost)) out.push({ type: 'discard', pile: a });
          break;
        case EV_MOVE:
          out.push({ type: 'move', from: a, to: b });
          break;
        case EV_RELOC:
          if (kept.has(ghost)) out.push({ type: 'move', from: a, to: b });
          break;
      }
    }
    return out;
  }
}

/**
 * The ghost sets searched per position index, none holding another: for each position a list of
 * sets, their codes packed in one pool (a code is card | pile << 6 | gap << 8: 14 bits).
 */
export class GhostSets {
  private pool = new Uint16Array(1 << 16);
  private used = 0;
  // Sets: where their codes start in the pool, how many, and the next set of the same position.
  private setStart = new Int32Array(1 << 15);
  private setCount = new Uint8Array(1 << 15);
  private setNext = new Int32Array(1 << 15);
  private sets = 0;
  /** Per position: its first set, or -1. */
  private head = new Int32Array(1 << 15);
  /** Per position: 1 + the target at which the bounds did not cut it when it had one set, or 0. */
  private uncut = new Uint8Array(1 << 15);
  /** Positions started: 0 to positions - 1. */
  private positions = 0;
  /** Slots of dropped sets, linked through setNext (-1: none). */
  private freeSets = -1;
  /** Codes of the sets not dropped (the rest of `used` is garbage, cleared out by makeRoom). */
  private liveCodes = 0;

  /** Position `at` (new) is searched with `codes`. */
  start(at: number, codes: readonly number[]): void {
    if (at >= this.head.length) {
      const size = Math.max(at + 1, this.head.length * 2);
      this.head = grown(this.head, size);
      this.uncut = grown(this.uncut, size);
    }
    this.uncut[at] = 0;
    // No sets yet, should newSet clear out the pool (makeRoom walks every started position).
    this.head[at] = -1;
    this.positions = Math.max(this.positions, at + 1);
    this.head[at] = this.newSet(codes, -1);
  }

  /** Is `codes` held by (a subsequence of) a set position `at` was searched with? */
  holds(at: number, codes: readonly number[]): boolean {
    for (let r = this.head[at] as number; r >= 0; r = this.setNext[r] as number) if (this.isWithin(codes, r)) return true;
    return false;
  }

  /**
   * Position `at` is searched with `codes` too, which no set of it holds: drops the sets that
   * `codes` holds and adds it. True when it held every one (it is now the only set).
   */
  add(at: number, codes: readonly number[]): boolean {
    let all = true;
    let prev = -1;
    for (let r = this.head[at] as number; r >= 0; ) {
      const next = this.setNext[r] as number;
      if (this.holdsSet(codes, r)) {
        if (prev < 0) this.head[at] = next;
        else this.setNext[prev] = next;
        this.liveCodes -= this.setCount[r] as number;
        this.setNext[r] = this.freeSets;
        this.freeSets = r;
      } else {
        all = false;
        prev = r;
      }
      r = next;
    }
    this.head[at] = this.newSet(codes, this.head[at] as number);
    return all;
  }

  uncutAt(at: number): number {
    return this.uncut[at] as number;
  }

  setUncut(at: number, v: number): void {
    this.uncut[at] = v;
  }

  private newSet(codes: readonly number[], next: number): number {
    let r = this.freeSets;
    if (r >= 0) this.freeSets = this.setNext[r] as number;
    else {
      if (this.sets === this.setStart.length) {
        const size = Math.floor(this.sets * 1.5);
        this.setStart = grown(this.setStart, size);
        this.setCount = grown(this.setCount, size);
        this.setNext = grown(this.setNext, size);
      }
      r = this.sets++;
    }
    if (this.used + codes.length > this.pool.length) this.makeRoom(codes.length);
    this.setStart[r] = this.used;
    this.setCount[r] = codes.length;
    this.setNext[r] = next;
    for (const c of codes) this.pool[this.used++] = c;
    this.liveCodes += codes.length;
    return r;
  }

  /**
   * Room for `more` codes at the end of the pool: the codes of the sets still linked are copied to
   * the front of a new pool, larger only when they would fill a third of it (dropped sets, about
   * half of those made on the hard deals, leave their codes behind until then). With two thirds
   * free after each clearing it runs seldom (clearing at half full cost a few percent of the time
   * and saved no memory), and it copies the codes one by one (a subarray view a set cost more).
   */
  private makeRoom(more: number): void {
    const old = this.pool;
    const need = this.liveCodes + more;
    const out = new Uint16Array(need * 3 > old.length ? Math.max(need * 3, Math.floor(old.length * 1.5)) : old.length);
    let w = 0;
    for (let at = 0; at < this.positions; at++) {
      for (let r = this.head[at] as number; r >= 0; r = this.setNext[r] as number) {
        const from = this.setStart[r] as number;
        const end = from + (this.setCount[r] as number);
        this.setStart[r] = w;
        for (let i = from; i < end; i++) out[w++] = old[i] as number;
      }
    }
    this.pool = out;
    this.used = w;
  }

  /**
   * The smallest set holding both `codes` and one other set of position `at` (the first for which
   * there is one), in pile, gap and stacking order: each card once, in one place. Null when every
   * other set puts a card of `codes` elsewhere, or stacks two of its cards the other way round, or
   * adds no card. The result is reused by the next call.
   */
  merge(at: number, codes: readonly number[]): number[] | null {
    for (let r = this.head[at] as number; r >= 0; r = this.setNext[r] as number) {
      const u = this.mergeWith(codes, r);
      if (u !== null) return u;
    }
    return null;
  }

  /** merge() with set r. */
  private mergeWith(b: readonly number[], r: number): number[] | null {
    const start = this.setStart[r] as number;
    const end = start + (this.setCount[r] as number);
    const pool = this.pool;
    // Cards of b, and of set r, as masks (cards 0-31, 32-63).
    let bLo = 0;
    let bHi = 0;
    for (const c of b) {
      if ((c & 63) < 32) bLo |= bit(c & 63);
      else bHi |= bit(c & 63);
    }
    let aLo = 0;
    let aHi = 0;
    let common = 0;
    for (let i = start; i < end; i++) {
      const x = (pool[i] as number) & 63;
      if (hasCard(bLo, bHi, x)) common++;
      if (x < 32) aLo |= bit(x);
      else aHi |= bit(x);
    }
    if (common === b.length) return null; // b adds nothing (or is held)
    const out = this.merged;
    out.length = 0;
    let i = start;
    let j = 0;
    while (i < end || j < b.length) {
      const x = i < end ? (pool[i] as number) : -1;
      const y = j < b.length ? (b[j] as number) : -1;
      if (x === y) {
        out.push(x);
        i++;
        j++;
        continue;
      }
      // Place: pile, then gap (a card in both must lie in the same place, in the same order).
      const px = x < 0 ? 1 << 30 : ((x >> 6) & 3) * 64 + (x >> 8);
      const py = y < 0 ? 1 << 30 : ((y >> 6) & 3) * 64 + (y >> 8);
      const xInB = x >= 0 && hasCard(bLo, bHi, x & 63);
      const yInA = y >= 0 && hasCard(aLo, aHi, y & 63);
      if (px <= py && !xInB) {
        out.push(x);
        i++;
      } else if (py <= px && !yInA) {
        out.push(y);
        j++;
      } else return null;
    }
    return out;
  }

  private readonly merged: number[] = [];

  /** Is `codes` a subsequence of set r? */
  private isWithin(codes: readonly number[], r: number): boolean {
    if (codes.length > (this.setCount[r] as number)) return false;
    const end = (this.setStart[r] as number) + (this.setCount[r] as number);
    let j = this.setStart[r] as number;
    for (const x of codes) {
      while (j < end && this.pool[j] !== x) j++;
      if (j === end) return false;
      j++;
    }
    return true;
  }

  /** Is set r a subsequence of `codes`? */
  private holdsSet(codes: readonly number[], r: number): boolean {
    if ((this.setCount[r] as number) > codes.length) return false;
    const end = (this.setStart[r] as number) + (this.setCount[r] as number);
    let i = 0;
    for (let j = this.setStart[r] as number; j < end; j++) {
      const x = this.pool[j] as number;
      while (i < codes.length && codes[i] !== x) i++;
      if (i === codes.length) return false;
      i++;
    }
    return true;
  }
}

/** Is card c in the mask lo (cards 0-31) / hi (cards 32-63)? */
function hasCard(lo: number, hi: number, c: number): boolean {
  return ((c < 32 ? lo : hi) & bit(c)) !== 0;
}

/** A longer copy of a typed array (the rest zero). */
function grown<T extends Int32Array | Uint8Array | Uint16Array>(a: T, size: number): T {
  const b = new (a.constructor as new (n: number) => T)(size);
  b.set(a);
  return b;
}
