// The Aces Up solver against a plain exhaustive search (src/test-support/exhaustive.ts, on the
// engine alone) on a hundred small random positions per variant (two hundred in the slow tier,
// `npm run test:slow`); every line it returns is replayed through the engine; its move generator
// and key are checked against the engine's; the search by ghosts on late positions where keeping
// a card pays; budgets, slices and table reuse.
import { describe, expect, it } from 'vitest';
import { fullDeck, type Card } from '../../core/cards.js';
import { Rng } from '../../core/rng.js';
import { acesUpFromSetup } from '../../games/acesup/setup.js';
import { type AcesUpState, isKeeper, legalMovesAcesUp } from '../../games/acesup/rules.js';
import { STANDARD, parseAcesUpVariant } from '../../games/acesup/variant.js';
import type { AcesUpVariant } from '../../games/acesup/variant.js';
import { acesUp } from '../../registry/index.js';
import { bruteForce, checkLine, checkSlicedSearch, expectAgreement, runInSlices } from '../../test-support/exhaustive.js';
import { canWin, createSolver, solve } from '../../registry/index.js';
import { solveAcesUp } from './index.js';
import { AcesUpSolver } from './solver.js';

/** A fresh Aces Up deal from a reduced deck: the four keepers, the other kind of end card, and a few random ranks. */
function smallAcesUp(rng: Rng, v: AcesUpVariant, extraRanks: number): AcesUpState {
  const ranks = new Set<number>([1, 13]);
  while (ranks.size < 2 + extraRanks) ranks.add(2 + rng.below(11));
  const deck: Card[] = [];
  for (const r of ranks) for (let s = 0; s < 4; s++) deck.push(s * 13 + r - 1);
  return freshDeal(rng, v, deck);
}

/**
 * A fresh deal of the four keepers, the two jokers and `others` more cards drawn at random: jokers
 * multiply the lines (a joker may go onto any pile, and take any top with it), so the decks with
 * jokers are kept this small.
 */
function smallJokerDeal(rng: Rng, v: AcesUpVariant, others: number): AcesUpState {
  const keepers: Card[] = [];
  const rest: Card[] = [];
  for (const c of fullDeck()) (isKeeper(c, v) ? keepers : rest).push(c);
  return freshDeal(rng, v, [...keepers, ...rng.shuffle(rest).slice(0, others)]);
}

/** The cards (and the jokers, when the variant has them) shuffled and dealt: one row on the piles. */
function freshDeal(rng: Rng, v: AcesUpVariant, cards: Card[]): AcesUpState {
  const deck = rng.shuffle(v.jokers ? [...cards, 52, 53] : cards);
  const piles = [0, 1, 2, 3].map((p) => [deck[p] as Card]);
  return { kind: 'acesup-state', variant: v, deal: deck, piles, next: 4, discarded: [] };
}

/** A position late in a full Aces Up deal: random legal moves until only `stockLeft` cards remain. */
function lateAcesUp(rng: Rng, v: AcesUpVariant, stockLeft: number): AcesUpState {
  const deck: Card[] = [];
  for (let c = 0; c < (v.jokers ? 54 : 52); c++) deck.push(c);
  rng.shuffle(deck);
  let s = acesUp.start(deck, v);
  while (s.deal.length - s.next > stockLeft) {
    const moves = acesUp.legalMoves(s);
    if (moves.length === 0) break;
    const removals = moves.filter((m) => m.type === 'discard' || m.type === 'joker');
    const pick = removals.length > 0 && rng.below(4) > 0 ? removals : moves;
    s = acesUp.applyMove(s, pick[rng.below(pick.length)]!);
  }
  return s;
}

/** The solver and the plain search on `positions` small and late positions of variant `v`: the same best score and win. */
function compareWithExhaustive(v: AcesUpVariant, positions: number): void {
  const rng = new Rng(0x5eed + acesUp.formatVariant(v).length * 977);
  let compared = 0;
  let won = 0;
  let higher = 0;
  for (let i = 0; compared < positions && i < 2 * positions; i++) {
    // Jokers and free discards multiply the positions the plain search has to visit. Small
    // decks with jokers are mostly won, and late positions of full deals mostly lost.
    const late = i % 2 === 1;
    const root = v.jokers
      ? late
        ? lateAcesUp(rng, v, 6 + 4 * (i % 4 === 1 ? 1 : 0))
        : smallJokerDeal(rng, v, 2 + (i % 4 === 0 ? 1 : 0))
      : late
        ? lateAcesUp(rng, v, v.freeDiscards ? 4 : 8)
        : smallAcesUp(rng, v, v.freeDiscards ? 2 : 3);
    const want = bruteForce(acesUp, root, v.jokers ? 20_000 : 100_000);
    if (!want) continue;
    const got = solve(acesUp, root);
    expectAgreement(acesUp, root, got, want);
    // Asked only for a win, the search stops at the first: the same verdict and win score.
    const quick = canWin(acesUp, root);
    expect(quick.highScore).toBeUndefined();
    expectAgreement(acesUp, root, quick, { ...want, best: want.bestWin ?? want.best });
    compared++;
    if (want.won) won++;
    if (got.highScore !== undefined) higher++;
  }
  expect(compared).toBeGreaterThanOrEqual(positions);
  // Both outcomes occur, so the comparison is not one-sided.
  expect(won).toBeGreaterThan(3);
  expect(won).toBeLessThan(compared - 3);
  // With jokers a line that does not win often scores more than the win: a win comes first.
  if (v.jokers) expect(higher).toBeGreaterThan(10);
}

describe('Aces Up solver against a plain exhaustive search', () => {
  for (const v of acesUp.mainVariants) {
    it(`${acesUp.formatVariant(v)}: the same best score and win on 100 small and late positions`, () => compareWithExhaustive(v, 100));
  }
});

describe.runIf(process.env.KABAL_SLOW)('Aces Up solver against a plain exhaustive search (slow tier)', () => {
  for (const v of acesUp.mainVariants) {
    it(`${acesUp.formatVariant(v)}: the same best score and win on 200 small and late positions`, () => compareWithExhaustive(v, 200), 120_000);
  }
});

describe('the Aces Up bound on the last row (lastRowStays)', () => {
  it('leaves the keeper of a last row that stays out of the count, so one more discard before it still pays', () => {
    // The last row 9C 4D AS 7H stays (none beats another): 45 at most. Dealing at once ends at
    // 44, with 2H buried under AS; moving 2H to the empty pile first lets AH discard it. Counting
    // AS among the cards that stay would cut the search at 44.
    const root = acesUpFromSetup({ piles: ['AC', 'AD', 'AH 2H', ''], stock: '9C 4D AS 7H' }, STANDARD);
    if (!root.ok) throw new Error(root.error.message);
    const want = bruteForce(acesUp, root.value, 100_000);
    expect(want).toEqual({ best: 45, won: false });
    const got = solve(acesUp, root.value);
    expect(got.bestScore).toBe(45);
    expect(got.verdict).toBe('unsolvable');
    checkLine(acesUp, root.value, got);
  });
});

describe('the solver reads the rules from the engine', () => {
  it('Aces Up: the solver sees exactly the engine legal moves, and its key identifies the piles', () => {
    const rng = new Rng(42);
    const keyToPiles = new Map<string, string>();
    let checked = 0;
    for (const v of acesUp.mainVariants) {
      for (let g = 0; g < 20; g++) {
        const deck: Card[] = [];
        for (let c = 0; c < (v.jokers ? 54 : 52); c++) deck.push(c);
        rng.shuffle(deck);
        let s = acesUp.start(deck, v);
        for (;;) {
          const legal = legalMovesAcesUp(s);
          if (legal.length === 0) break;
          const solver = new AcesUpSolver(s);
          const mine = solver.movesHere().map((m) => acesUp.formatMove(m)).sort();
          expect(mine).toEqual(legal.map((m) => acesUp.formatMove(m)).sort());
          const key = `${v.freeDiscards}${v.jokers}:${solver.keyHere()}`;
          const piles = s.piles.map((p) => p.join('.')).join('|') + `@${s.next}`;
          const before = keyToPiles.get(key);
          if (before !== undefined) expect(before).toBe(piles);
          keyToPiles.set(key, piles);
          checked++;
          s = acesUp.applyMove(s, legal[rng.below(legal.length)]!);
        }
      }
    }
    expect(checked).toBeGreaterThan(5000);
  });
});

describe('free-discards (rules §3)', () => {
  const setup = { piles: ['AC', 'AD', 'AS 4D', 'AH'], stock: '4S 2D 2S 2C' };
  it('keeping a discardable card through the last deal wins the example of rules §3.15; discarding it loses', () => {
    const fv = parseAcesUpVariant('acesup(free-discards)');
    if (!fv.ok) throw new Error(fv.error.message);
    const free = acesUpFromSetup(setup, fv.value);
    const std = acesUpFromSetup(setup, STANDARD);
    if (!free.ok || !std.ok) throw new Error('setup');
    const r = solveAcesUp(free.value);
    expect(r.verdict).toBe('solved');
    expect(r.moves.map((m) => acesUp.formatMove(m))[0]).toBe('deal');
    checkLine(acesUp, free.value, r);
    const s = solveAcesUp(std.value);
    expect(s.verdict).toBe('unsolvable');
    expect(s.bestScore).toBe(r.bestScore - 1);
    checkLine(acesUp, std.value, s);
  });

  // Two late positions found by stress runs, where the merged cut (free-discards/ghosts.ts) meets a merged
  // ghost set that the bounds do not cut: cutting it anyway loses the best line.
  for (const setup of [
    { piles: ['QH 5C', '8C 7C KC AC', 'AH AD 3H', 'QS 9H'], stock: 'TC 2H 3C 9C TH AS KS 4C JH 4H JS 2C 2D TD 7H QC' },
    { piles: ['KS AH 8D 7S AS TS 8S', 'QD 7C KH AC 2S', '6D AD TD KC', 'JD QS QC 5C 9H 2D'], stock: '9D 3D 6C 4C 8C QH 9C 5S 8H 4H 9S 3H 2C KD 7D 6S' },
  ]) {
    it(`the ghost search agrees with a plain exhaustive search on ${setup.piles.join(' | ')}`, () => {
      const fv = parseAcesUpVariant('acesup(free-discards)');
      if (!fv.ok) throw new Error(fv.error.message);
      const root = acesUpFromSetup(setup, fv.value);
      if (!root.ok) throw new Error(root.error.message);
      const want = bruteForce(acesUp, root.value, 2_000_000);
      if (!want) throw new Error('exhaustive search over budget');
      expectAgreement(acesUp, root.value, solveAcesUp(root.value), want);
    });
  }

  // The search by ghosts (free-discards/ghosts.ts) on positions where keeping a card pays: late in full
  // deals played at random under the standard rules, with 8-16 stock cards left.
  for (const text of ['acesup(free-discards)', 'acesup(aces-low,free-discards)', 'acesup(aces-only,free-discards)']) {
    it(`${text}: the ghost search agrees with a plain exhaustive search on late positions, and beats the standard rules on some`, () => {
      const fv = parseAcesUpVariant(text);
      const sv = parseAcesUpVariant(text.replace(',free-discards', '').replace('(free-discards)', ''));
      if (!fv.ok || !sv.ok) throw new Error('variant');
      const rng = new Rng(0x6057 + text.length);
      let compared = 0;
      let better = 0;
      for (let i = 0; compared < 150 && i < 300; i++) {
        const deck = rng.shuffle(fullDeck());
        let s = acesUp.start(deck, sv.value);
        const left = 8 + 4 * (i % 3);
        while (s.deal.length - s.next > left) {
          const moves = acesUp.legalMoves(s);
          if (moves.length === 0) break;
          s = acesUp.applyMove(s, moves[rng.below(moves.length)]!);
        }
        const root: AcesUpState = { ...s, variant: fv.value };
        const want = bruteForce(acesUp, root, 1_000_000);
        if (!want) continue;
        expectAgreement(acesUp, root, solveAcesUp(root), want);
        if (want.best > solveAcesUp(s).bestScore) better++;
        compared++;
      }
      expect(compared).toBe(150);
      // Keeping cards paid on a good share of these positions, so the ghosts were exercised.
      expect(better).toBeGreaterThan(10);
    }, 120_000);
  }
});

describe('budgets, cancelling and resuming', () => {
  it('a search run in small slices ends with the one-shot result', () => checkSlicedSearch(acesUp, 11));

  it('free-discards (the search by ghosts) run in small slices ends with the one-shot result', () => {
    const fv = parseAcesUpVariant('acesup(free-discards)');
    if (!fv.ok) throw new Error(fv.error.message);
    // Late positions of random deals until one needs a few thousand positions.
    const rng = new Rng(0x511ce);
    let root: AcesUpState | undefined;
    while (!root) {
      let s = acesUp.start(rng.shuffle(Array.from({ length: 52 }, (_, c) => c)), STANDARD);
      while (s.deal.length - s.next > 20) {
        const moves = acesUp.legalMoves(s);
        if (moves.length === 0) break;
        s = acesUp.applyMove(s, moves[rng.below(moves.length)]!);
      }
      const candidate: AcesUpState = { ...s, variant: fv.value };
      if (solveAcesUp(candidate).states > 3000) root = candidate;
    }
    const once = solveAcesUp(root);
    const { r, slices } = runInSlices(createSolver(acesUp, root), 300);
    expect(slices).toBeGreaterThan(3);
    expect(r.verdict).toBe(once.verdict);
    expect(r.bestScore).toBe(once.bestScore);
    checkLine(acesUp, root, r);
  });

  it('one-shot calls reuse their table: many small solves in a row stay exact', () => {
    const rng = new Rng(99);
    for (let i = 0; i < 300; i++) {
      const root = smallAcesUp(rng, STANDARD, 3);
      const a = solve(acesUp, root);
      const b = new AcesUpSolver(root).run();
      expect(a.bestScore).toBe(b.bestScore);
    }
  });
});
