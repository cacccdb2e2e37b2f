// The Golf solver against a plain exhaustive search (src/test-support/exhaustive.ts, on the engine
// alone) on many small random positions per variant, for the best score and for canWin;
// every line it returns is replayed through the engine; its move generator is checked against the
// engine's; budgets, slices and cancelling. `npm test` compares 70 positions per variant; the slow
// tier (`npm run test:slow`) compares 220.
import { describe, expect, it } from 'vitest';
import { fullDeck, type Card } from '../../core/cards.js';
import { Rng } from '../../core/rng.js';
import type { GolfState } from '../../games/golf/rules.js';
import type { GolfVariant } from '../../games/golf/variant.js';
import { golf } from '../../registry/index.js';
import { bruteForce, checkLine, checkSlicedSearch, expectAgreement, replay } from '../../test-support/exhaustive.js';
import { canWin, createSolver, solve } from '../../registry/index.js';
import { GolfSolver } from './solver.js';

/** A Golf position from a reduced layout: seven short columns, a waste card (or none) and a short stock. */
function smallGolf(rng: Rng, v: GolfVariant, height: number, stock: number): GolfState {
  const deck: Card[] = [];
  for (let c = 0; c < 52 + v.jokers; c++) deck.push(c);
  rng.shuffle(deck);
  const columns = [0, 1, 2, 3, 4, 5, 6].map((c) => deck.slice(c * height, (c + 1) * height));
  const emptyWaste = v.emptyWaste && rng.below(2) === 0;
  const tableau = 7 * height;
  const deal = deck.slice(0, tableau + (emptyWaste ? 0 : 1) + stock);
  const waste = emptyWaste ? [] : [deal[tableau] as Card];
  return { kind: 'golf-state', variant: v, deal, columns, waste, next: tableau + waste.length };
}

/** The solver and the plain search on `positions` small positions of variant `v`: the same best score and win. */
function compareWithExhaustive(v: GolfVariant, positions: number): void {
  const rng = new Rng(0x601f + golf.formatVariant(v).length * 131);
  let compared = 0;
  let won = 0;
  for (let i = 0; i < positions; i++) {
    const root = i % 3 === 0 && v.jokers === 0 ? smallGolf(rng, v, 3, 4 + rng.below(5)) : smallGolf(rng, v, 2, (v.jokers > 0 ? 4 : 6) + rng.below(8));
    const want = bruteForce(golf, root, 300_000);
    if (!want) continue;
    expectAgreement(golf, root, solve(golf, root), want);
    const quick = canWin(golf, root);
    expect(quick.winnable).toBe(want.won);
    checkLine(golf, root, quick);
    compared++;
    if (want.won) won++;
  }
  expect(compared).toBeGreaterThanOrEqual(positions * 0.9);
  // Both outcomes occur, so the comparison is not one-sided.
  expect(won).toBeGreaterThan(2);
  expect(won).toBeLessThan(compared - 2);
}

describe('Golf solver against a plain exhaustive search', () => {
  for (const v of golf.mainVariants) {
    it(`${golf.formatVariant(v)}: the same best score and win on 70 small positions`, () => compareWithExhaustive(v, 70));
  }
});

describe.runIf(process.env.KABAL_SLOW)('Golf solver against a plain exhaustive search (slow tier)', () => {
  for (const v of golf.mainVariants) {
    it(`${golf.formatVariant(v)}: the same best score and win on 220 small positions`, () => compareWithExhaustive(v, 220), 240_000);
  }
});

describe('the solver reads the rules from the engine', () => {
  it('Golf: the solver sees exactly the engine legal moves', () => {
    const rng = new Rng(7);
    let checked = 0;
    for (const v of golf.mainVariants) {
      for (let g = 0; g < 20; g++) {
        const deck: Card[] = [];
        for (let c = 0; c < 52 + v.jokers; c++) deck.push(c);
        rng.shuffle(deck);
        let s = golf.start(deck, v);
        for (;;) {
          const legal = golf.legalMoves(s);
          const mine = new GolfSolver(s).movesHere();
          expect(mine.map((m) => golf.formatMove(m)).sort()).toEqual(legal.map((m) => golf.formatMove(m)).sort());
          if (legal.length === 0) break;
          checked++;
          s = golf.applyMove(s, legal[rng.below(legal.length)]!);
        }
      }
    }
    expect(checked).toBeGreaterThan(3000);
  });
});

describe('budgets, cancelling and resuming', () => {
  it('a search run in small slices ends with the one-shot result', () => checkSlicedSearch(golf, 12));

  it('an aborted search answers unknown with a legal best-so-far line, and resumes', () => {
    const root = golf.start(new Rng(3).shuffle(fullDeck()), golf.defaultVariant);
    const solver = createSolver(golf, root);
    const ac = new AbortController();
    ac.abort();
    const r = solver.run({ signal: ac.signal, maxStates: 5000 });
    expect(r.verdict).toBe('unknown');
    expect(solver.done).toBe(false);
    expect(golf.isTerminal(replay(golf, root, r.moves))).toBe(true);
    const rest = solver.run();
    expect(rest.verdict).not.toBe('unknown');
    expect(rest.bestScore).toBe(solve(golf, root).bestScore);
  });
});
