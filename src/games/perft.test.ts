// Move-sequence counts ("perft", after chess engines): the number of distinct move sequences of
// exactly depth d from the start of a numbered deal. A sequence that ends the game early counts 0.
//
// How the numbers were worked out: each row was computed twice, by the engine and by
// src/test-support/oracle.ts, a separate naive reading of rules §3–4 (string cards, whole copies,
// no code shared with src/games), and the two agreed on every entry. The first entries were also
// checked by hand, e.g. Aces Up deal 1 starts 9C 8D 9D 6S: the only move is x2 (9D beats 8D), then
// pile 2 is empty, so 1-2, 3-2, 4-2 or deal: 4 sequences of depth 2. Golf deal 1 shows tops AS KS
// 2H 4D 7H KH TC over TD on the waste: nothing fits (9 or J), so only a turn: 1 at depth 1.
// The test re-checks the engine against every entry, and the oracle against the shallower ones.
import { describe, expect, it } from 'vitest';
import { dealFromNumber, formatDeal } from '../core/deal.js';
import type { GameRules } from '../core/game.js';
import { unwrap } from '../core/result.js';
import { oracleAcesUpChildren, oracleAcesUpStart, oracleGolfChildren, oracleGolfStart, oraclePerft } from '../test-support/oracle.js';
import { acesUp, golf } from '../registry/index.js';

function perft<S, M, O, V>(rules: GameRules<S, M, O, V>, s: S, depth: number): number {
  if (depth === 0) return 1;
  let n = 0;
  for (const m of rules.legalMoves(s)) n += perft(rules, rules.applyMove(s, m), depth - 1);
  return n;
}

// [variant, deal number, counts at depths 2, 4, 6, 8]
const ACESUP: [string, number, number[]][] = [
  ['acesup', 1, [4, 40, 378, 3480]],
  ['acesup', 2, [8, 146, 2670, 47629]],
  ['acesup', 3, [8, 144, 2512, 42460]],
  ['acesup(free-discards)', 1, [6, 56, 533, 4980]],
  ['acesup(free-discards)', 2, [13, 222, 3801, 64934]],
  ['acesup(aces-only)', 2, [4, 26, 168, 1153]],
  ['acesup(aces-only)', 3, [4, 24, 126, 599]],
  ['acesup(fill-first)', 1, [4, 40, 374, 3404]],
  ['acesup(fill-first)', 3, [8, 144, 2504, 42136]],
  ['acesup(jokers)', 1, [17, 307, 5193, 86656]],
  ['acesup(jokers)', 3, [4, 23, 171, 1247]],
  ['acesup(aces-low)', 2, [8, 146, 2650, 47347]],
];

// [variant, deal number, counts at depths 1, 2, 3, 4, 5]
const GOLF: [string, number, number[]][] = [
  ['golf', 1, [1, 1, 2, 5, 9]],
  ['golf', 2, [2, 4, 6, 6, 7]],
  ['golf', 3, [1, 1, 2, 5, 12]],
  ['golf(queen-on-king)', 2, [2, 5, 9, 12, 19]],
  ['golf(putt-putt)', 1, [1, 1, 4, 9, 24]],
  ['golf(putt-putt)', 3, [1, 2, 5, 11, 25]],
  ['golf(jokers=2)', 3, [4, 19, 67, 211, 542]],
  ['golf(empty-waste)', 2, [8, 16, 33, 55, 79]],
];

describe('perft: Aces Up', () => {
  it.each(ACESUP)('%s deal %i', (vtext, n, counts) => {
    const v = unwrap(acesUp.parseVariant(vtext));
    const deal = dealFromNumber(n, acesUp.dealShape(v));
    const s = acesUp.start(deal, v);
    expect([2, 4, 6, 8].map((d) => perft(acesUp, s, d))).toEqual(counts);
    const o = oracleAcesUpStart(formatDeal(deal), v);
    expect([2, 4, 6].map((d) => oraclePerft(o, d, oracleAcesUpChildren))).toEqual(counts.slice(0, 3));
  });
});

describe('perft: Golf', () => {
  it.each(GOLF)('%s deal %i', (vtext, n, counts) => {
    const v = unwrap(golf.parseVariant(vtext));
    const deal = dealFromNumber(n, golf.dealShape(v));
    const s = golf.start(deal, v);
    expect([1, 2, 3, 4, 5].map((d) => perft(golf, s, d))).toEqual(counts);
    const o = oracleGolfStart(formatDeal(deal), v);
    expect([1, 2, 3, 4, 5].map((d) => oraclePerft(o, d, oracleGolfChildren))).toEqual(counts);
  });
});
