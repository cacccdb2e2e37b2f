// `next-card`: legal play under every rule set, the same game for the same deal, the same moves
// whatever the order of the cards it has not seen, its formula's features on a hand-made position,
// and exact play once the stock is small.

import { describe, expect, it } from 'vitest';
import type { Card } from '../../core/cards.js';
import { type Deal, dealFromNumber } from '../../core/deal.js';
import { Rng } from '../../core/rng.js';
import { golf } from '../../registry/index.js';
import { observeGolf } from '../../games/golf/observation.js';
import { applyGolf, type GolfMove, type GolfState, legalMovesGolf, startGolf } from '../../games/golf/rules.js';
import type { GolfVariant } from '../../games/golf/variant.js';
import { layoutRng, playDeal } from '../../players/play.js';
import { GolfFairSolver } from '../../solve/golf/index.js';
import { golfNextCard, NEXT_CARD_FEATURES, nextCardFeatures, tableOf } from './nextcard.js';

/** Cards the player has seen in a position. */
const shownIn = (s: GolfState): number => s.next;

/** Plays a deal as the simulator does; the moves, and the cards seen after each. */
function play(variant: GolfVariant, deal: Deal, limit = Infinity): { moves: string[]; seenAfter: number[]; won: boolean } {
  const start = startGolf(deal, variant);
  const moves: string[] = [];
  const seenAfter: number[] = [];
  const stop = new Error('stop');
  let won = false;
  try {
    won = playDeal(golf, variant, deal, golfNextCard, layoutRng(deal, shownIn(start)), {
      apply(s, m) {
        expect(golf.isLegal(s, m as GolfMove)).toBe(true);
        const t = applyGolf(s, m as GolfMove);
        moves.push(golf.formatMove(m as GolfMove));
        seenAfter.push(shownIn(t));
        if (shownIn(t) > limit) throw stop;
        return t;
      },
    }).won;
  } catch (e) {
    if (e !== stop) throw e;
  }
  return { moves, seenAfter, won };
}

const parse = (text: string): GolfVariant => {
  const v = golf.parseVariant(text);
  if (!v.ok) throw new Error(v.error.message);
  return v.value;
};

describe('next-card', () => {
  it('makes only legal moves and plays to the end under every rule set', () => {
    for (const variant of golf.mainVariants) {
      for (const n of [1, 2, 3]) {
        const deal = dealFromNumber(n, golf.dealShape(variant));
        const r = playDeal(golf, variant, deal, golfNextCard, new Rng(n), {
          onMove(s, m) {
            expect(legalMovesGolf(s)).toContainEqual(m);
          },
        });
        expect(golf.isTerminal(r.state), `${golf.formatVariant(variant)} deal ${n}`).toBe(true);
      }
    }
  });

  it('plays the same game on the same deal, whatever its generator', () => {
    for (const text of ['golf', 'golf(putt-putt,jokers=2)']) {
      const variant = parse(text);
      const deal = dealFromNumber(7, golf.dealShape(variant));
      const a = playDeal(golf, variant, deal, golfNextCard, new Rng(1));
      const b = playDeal(golf, variant, deal, golfNextCard, new Rng(99));
      expect(b.score).toBe(a.score);
      expect(b.moves).toBe(a.moves);
      expect(play(variant, deal).moves).toEqual(play(variant, deal).moves);
    }
  });

  it('makes the same moves until the next card shows, whatever the order of the cards not yet seen', () => {
    let checked = 0;
    for (const text of ['golf', 'golf(queen-on-king)', 'golf(putt-putt)', 'golf(jokers=1,empty-waste)']) {
      const variant = parse(text);
      for (const n of [4, 5]) {
        const deal = dealFromNumber(n, golf.dealShape(variant));
        const real = play(variant, deal);
        const start = shownIn(startGolf(deal, variant));
        const points = [start, ...new Set(real.seenAfter)].filter((x, i, a) => a.indexOf(x) === i && x < deal.length);
        for (const shown of points.filter((_, i) => i % 3 === 0)) {
          const other = [...deal.slice(0, shown), ...new Rng(shown * 7919 + n).shuffle(deal.slice(shown))];
          if (other.every((c, j) => c === deal[j])) continue;
          const upTo = real.seenAfter.findIndex((x) => x > shown);
          const expected = upTo < 0 ? real.moves : real.moves.slice(0, upTo + 1);
          expect(play(variant, other, shown).moves, `${text} deal ${n}, ${shown} cards seen`).toEqual(expected);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(12);
  });

  it("reads its formula's features off the position", () => {
    const s0 = startGolf(dealFromNumber(1), golf.defaultVariant);
    // Column 1: 7♣ under 6♥; column 2: K♦; the rest empty. Unseen: one 5, one 8, one king.
    const columns: Card[][] = [[6, 5 + 13], [12 + 26], [], [], [], [], []];
    const t = tableOf(columns, golf.defaultVariant);
    const unseen = new Array<number>(14).fill(0);
    unseen[5] = 1;
    unseen[8] = 1;
    unseen[13] = 1;
    const f = new Array<number>(NEXT_CARD_FEATURES).fill(0);
    nextCardFeatures(t, [2, 1, 0, 0, 0, 0, 0], unseen, 3, f);
    expect(f[0]).toBe(1);
    expect(f[1]).toBeCloseTo(3 / 35);
    expect(f[2]).toBeCloseTo(3 / 17);
    expect(f[3]).toBe(0);
    // The king's partners: the queens, none left (nothing goes on a king under the strict rules).
    expect(f[4]).toBe(1);
    expect(f[5]).toBe(5);
    expect(f[6]).toBe(1);
    // The tops 6♥ (a 5 may take it) and K♦ (nothing): one unseen card each way, of three.
    expect(f[7]).toBeCloseTo(1 / 3);
    expect(f[8]).toBeCloseTo(1 / 3);
    // 7♣ goes on 6♥ once 6♥ is on the waste.
    expect(f[11]).toBe(1);
    expect(s0.columns).toHaveLength(7);
  });

  it('wins as many stock orders as perfect play once the stock is down to three cards', () => {
    let positions = 0;
    for (let n = 1; n <= 30; n++) {
      let s = startGolf(dealFromNumber(n), golf.defaultVariant);
      while (s.deal.length - s.next > 3) s = applyGolf(s, legalMovesGolf(s)[0] as GolfMove);
      if (legalMovesGolf(s).length < 2) continue;
      const obs = observeGolf(s);
      const perfect = new GolfFairSolver(obs).solve(obs);
      // Every order of the three stock cards, played out by the player from here.
      const stock = s.deal.slice(s.next);
      let wins = 0;
      const orders = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]].map((o) => o.map((i) => stock[i] as Card));
      for (const order of orders) {
        let t: GolfState = { ...s, deal: [...s.deal.slice(0, s.next), ...order] };
        const rng = new Rng(1);
        for (let legal = legalMovesGolf(t); legal.length > 0; legal = legalMovesGolf(t)) t = applyGolf(t, golfNextCard.choose(observeGolf(t), legal, rng) as GolfMove);
        if (golf.isWon(t)) wins++;
      }
      expect(wins / orders.length, `deal ${n}`).toBeCloseTo(perfect.winProbability, 9);
      positions++;
    }
    expect(positions).toBeGreaterThan(5);
  });
});
