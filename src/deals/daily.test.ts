import { describe, expect, it } from 'vitest';
import { dealFromNumber } from '../core/deal.js';
import type { GameRules } from '../core/game.js';
import { unwrap } from '../core/result.js';
import { forGame, parseGameId } from '../registry/index.js';
import { canWin } from '../registry/index.js';
import { dailyCandidate, dailyDeal, dailySeed, fmix32, fnv1a32 } from './daily.js';
import { dateOfIndex, dayIndex, parseDate } from './date.js';
import GOLDEN from './daily-golden.json' with { type: 'json' };

// FROZEN. These rows pin the daily deal of a date forever: if one fails, the mapping (the hash,
// the candidates, the proof's budget or the solver's order of search) changed and every player's
// daily deal of that date would change. Do not update them; docs/deals.md says how they are made.

const game = <R>(id: string, f: <S, M, O, V>(rules: GameRules<S, M, O, V>) => R): R => forGame(unwrap(parseGameId(id)), f);

describe('the daily deal', () => {
  it('hashes as written in docs/deals.md', () => {
    // FNV-1a reference values, and the finaliser's fixed points of the documentation.
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
    expect(fnv1a32('foobar')).toBe(0xbf9cf968);
    expect(fmix32(0)).toBe(0);
    expect(dailySeed('2027-03-05', 'golf', 'golf')).toBe(fnv1a32('kabal-daily|2027-03-05|golf|golf'));
    expect(dailyCandidate(0, 1)).toBe(fmix32(0x9e3779b9));
  });

  it.each(GOLDEN.rows.map((r) => [r.date, r.variant, r.number] as const))('%s %s is deal %i', (date, variant, number) => {
    const id = variant.replace(/\(.*$/, '');
    game(id, (rules) => {
      const r = unwrap(dailyDeal(rules, unwrap(rules.parseVariant(variant)), unwrap(parseDate(date))));
      expect(r.number).toBe(number);
      expect(r.variant).toBe(variant);
    });
  });

  it('gives the same deal in any order of asking (the solver keeps no state between proofs)', () => {
    const d = unwrap(parseDate('2027-03-05'));
    game('golf', (rules) => {
      const first = unwrap(dailyDeal(rules, rules.defaultVariant, d)).number;
      unwrap(dailyDeal(rules, unwrap(rules.parseVariant('golf(jokers=2)')), d));
      expect(unwrap(dailyDeal(rules, rules.defaultVariant, d)).number).toBe(first);
    });
  });

  // The held-out half: the golden year's deals are solved again here, with the solver's own
  // default budget rather than the mapping's, and every one is won.
  it.each(['golf', 'acesup'] as const)('every date of 2027 gives a %s deal the solver wins', (id) => {
    const numbers = GOLDEN.year[id];
    expect(numbers).toHaveLength(365);
    game(id, (rules) => {
      const v = rules.defaultVariant;
      for (const n of numbers) {
        const r = canWin(rules, rules.start(dealFromNumber(n, rules.dealShape(v)), v));
        expect(r.verdict, `deal ${n}`).toBe('solved');
      }
      // A sample of the year is mapped again from its dates.
      const start = dayIndex(unwrap(parseDate(GOLDEN.year.first)));
      for (let i = 0; i < 365; i += 91) {
        const date = dateOfIndex(start + i);
        if (!date) throw new Error('date out of range');
        expect(unwrap(dailyDeal(rules, v, date)).number).toBe(numbers[i]);
      }
    });
  });
});
