// The matching bound of the Golf solver (solver-proofs.md L34): every tableau card played lands on
// a card one rank away, and each card on the waste lies under at most one, so the tableau cards
// ("demands") must match one to one onto "supplies" of a neighbouring rank (tableau cards, stock
// cards, the waste's top). These functions count the demands a largest matching leaves over, from
// the counts of each rank (index 1-13; no joker in play).

/** Which ranks may go on which, read by the matchings (from the play table of a variant). */
export interface MatchRules {
  /** Bit r set when a card of rank r may go on one of rank r - 1 (down), or of rank r + 1 (up). */
  readonly down: number;
  readonly up: number;
  /**
   * The 26 demand and supply ranks around one cycle, d1 s2 d3 ... d13 s1 d2 s3 ... d12 s13, in
   * which each node's neighbours are the nodes before and after it: cycleRank[i] is the rank
   * (negative for a supply), and cycleEdge[i] = 1 when node i and the next are joined (the
   * demand's card may go on the supply's).
   */
  readonly cycleRank: Int32Array;
  readonly cycleEdge: Uint8Array;
}

/** The matching rules of a play table: tab[r * 16 + w] = 1 when rank r may go on rank w. */
export function matchRules(tab: Uint8Array): MatchRules {
  let down = 0;
  let up = 0;
  for (let r = 1; r <= 13; r++) {
    if (r > 1 && tab[r * 16 + r - 1] === 1) down |= 1 << r;
    if (r < 13 && tab[r * 16 + r + 1] === 1) up |= 1 << r;
  }
  const cycleRank = new Int32Array(26);
  const cycleEdge = new Uint8Array(26);
  for (let i = 0; i < 26; i++) cycleRank[i] = (i % 2 === 0 ? 1 : -1) * ((i % 13) + 1);
  for (let i = 0; i < 26; i++) {
    const a = cycleRank[i] as number;
    const b = cycleRank[(i + 1) % 26] as number;
    cycleEdge[i] = a > 0 ? (tab[a * 16 - b] as number) : (tab[b * 16 - a] as number);
  }
  return { down, up, cycleRank, cycleEdge };
}

/**
 * Demands left unmatched when no card goes on its own rank's parity (strict, queen-on-king): odd
 * demands take even supplies and even demands odd ones, two matchings along the line of ranks.
 * One pass up the ranks solves both: demand r takes what supply r - 1 has left after demand r - 2
 * (no later demand can use it), then supply r + 1, whose rest is kept for demand r + 2.
 */
export function parityShortfall(rules: MatchRules, demand: Int32Array, supply: Int32Array): number {
  const { down, up } = rules;
  let carryOdd = 0;
  let carryEven = supply[1] as number;
  let short = 0;
  for (let r = 1; r <= 13; r++) {
    let need = demand[r] as number;
    const odd = (r & 1) === 1;
    if (((down >> r) & 1) === 1) {
      const lower = odd ? carryOdd : carryEven;
      need -= need < lower ? need : lower;
    }
    let upper = r < 13 ? (supply[r + 1] as number) : 0;
    if (need > 0 && ((up >> r) & 1) === 1) {
      const use = need < upper ? need : upper;
      upper -= use;
      need -= use;
    }
    if (odd) carryOdd = upper;
    else carryEven = upper;
    short += need;
  }
  return short;
}

/**
 * Demands left unmatched on the cycle of ranks (any play table, putt-putt's included). A path
 * along the cycle is matched exactly by pathShortfall, so the cycle is cut where an edge is
 * missing or a node has no cards, or else at the edge s13-d1, trying each flow over it.
 */
export function cycleShortfall(rules: MatchRules, demand: Int32Array, supply: Int32Array): number {
  const { cycleRank, cycleEdge } = rules;
  for (let i = 0; i < 26; i++) {
    const r = cycleRank[i] as number;
    if (cycleEdge[i] === 0 || (r > 0 ? demand[r] : supply[-r]) === 0) return pathShortfall(rules, demand, supply, i === 25 ? 0 : i + 1, 0);
  }
  let best = Infinity;
  const most = Math.min(demand[1] as number, supply[13] as number);
  for (let x = 0; x <= most; x++) {
    const u = pathShortfall(rules, demand, supply, 0, x);
    if (u < best) best = u;
  }
  return best;
}

/**
 * The greedy matching along the cycle read as a path from node `start` (26 nodes), with `wrap` of
 * demand 1 and of supply 13 already matched to each other: the demands left unmatched. Each
 * demand takes what the supply before it has left (no later node can use it), then the supply
 * after it.
 */
function pathShortfall(rules: MatchRules, demand: Int32Array, supply: Int32Array, start: number, wrap: number): number {
  const { cycleRank, cycleEdge } = rules;
  let carry = 0;
  let pending = 0;
  let short = 0;
  for (let k = 0, i = start; k < 26; k++, i = i === 25 ? 0 : i + 1) {
    const r = cycleRank[i] as number;
    const joined = cycleEdge[i] === 1 && k < 25;
    if (r > 0) {
      let need = (demand[r] as number) - (r === 1 ? wrap : 0);
      need -= need < carry ? need : carry;
      if (joined) pending = need;
      else short += need;
      carry = 0;
    } else {
      const sup = (supply[-r] as number) - (r === -13 ? wrap : 0);
      const use = pending < sup ? pending : sup;
      short += pending - use;
      pending = 0;
      carry = joined ? sup - use : 0;
    }
  }
  return short + pending;
}
