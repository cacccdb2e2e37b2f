import { describe, expect, it } from 'vitest';
import { unwrap } from '../core/result.js';
import { acesUp, golf } from '../registry/index.js';
import { canWin } from '../registry/index.js';
import { proveWinnable } from './prove.js';
import { winnableDeals } from './winnable.js';
import { dealFromNumber } from '../core/deal.js';

describe('winnable deals', () => {
  it('gives different deals, each won by the solver, the same for the same seed', () => {
    const list = [...winnableDeals(golf, golf.defaultVariant, { count: 8, seed: 42 })];
    expect(list).toHaveLength(8);
    expect(new Set(list.map((d) => d.number)).size).toBe(8);
    for (const d of list) expect(canWin(golf, golf.start(d.deal, golf.defaultVariant)).winnable).toBe(true);
    expect([...winnableDeals(golf, golf.defaultVariant, { count: 8, seed: 42 })].map((d) => d.number)).toEqual(list.map((d) => d.number));
    expect([...winnableDeals(golf, golf.defaultVariant, { count: 8, seed: 43 })].map((d) => d.number)).not.toEqual(list.map((d) => d.number));
  });

  it('stops after its tries when too few deals can be proved', () => {
    const few = [...winnableDeals(acesUp, unwrap(acesUp.parseVariant('aces-only')), { count: 5, seed: 1, maxTries: 3 })];
    expect(few.length).toBeLessThan(5);
  });

  // Free-discards only adds moves, so a standard win is a free-discards win: the proof uses the
  // standard rules. Checked here on a sample: the line found replays as a win under free-discards.
  it('proves free-discards deals with the standard rules, and the standard line wins under free-discards', () => {
    const fd = unwrap(acesUp.parseVariant('acesup(free-discards)'));
    let won = 0;
    for (let n = 0; n < 60; n++) {
      const deal = dealFromNumber(n);
      const p = proveWinnable(acesUp, fd, deal, 300_000);
      const std = canWin(acesUp, acesUp.start(deal, acesUp.defaultVariant), { maxStates: 300_000 });
      expect(p.verdict === 'won', `deal ${n}`).toBe(std.verdict === 'solved');
      if (p.verdict !== 'won') continue;
      won++;
      let s = acesUp.start(deal, fd);
      for (const m of p.moves) {
        expect(acesUp.isLegal(s, m)).toBe(true);
        s = acesUp.applyMove(s, m);
      }
      expect(acesUp.isWon(s)).toBe(true);
    }
    expect(won).toBeGreaterThan(10);
  });
});
