import { describe, expect, it } from 'vitest';
import { Rng } from './rng.js';

describe('Rng (xoshiro128**)', () => {
  it('matches the reference output for state (1, 2, 3, 4)', () => {
    // First ten outputs of the reference C implementation of xoshiro128** from that state.
    const r = Rng.fromState(1, 2, 3, 4);
    const out = Array.from({ length: 10 }, () => r.nextUint32());
    expect(out).toEqual([11520, 0, 5927040, 70819200, 2031721883, 1637235492, 1287239034, 3734860849, 3729100597, 4258142804]);
  });

  it('is deterministic per seed and differs between seeds', () => {
    const a = new Rng(42);
    const b = new Rng(42);
    const c = new Rng(43);
    const xs = Array.from({ length: 5 }, () => a.nextUint32());
    expect(Array.from({ length: 5 }, () => b.nextUint32())).toEqual(xs);
    expect(Array.from({ length: 5 }, () => c.nextUint32())).not.toEqual(xs);
  });

  it('rejects seeds outside 32 bits', () => {
    expect(() => new Rng(-1)).toThrow(RangeError);
    expect(() => new Rng(2 ** 32)).toThrow(RangeError);
    expect(() => new Rng(1.5)).toThrow(RangeError);
  });

  it('draws below(m) uniformly (chi-square over 60,000 draws)', () => {
    const r = new Rng(7);
    const m = 6;
    const counts = new Array<number>(m).fill(0);
    const n = 60_000;
    for (let i = 0; i < n; i++) counts[r.below(m)]!++;
    const e = n / m;
    const chi = counts.reduce((s, c) => s + (c - e) ** 2 / e, 0);
    expect(chi).toBeLessThan(20.5); // p ≈ 0.001 for 5 degrees of freedom
  });

  it('shuffles every card into every position about equally often', () => {
    const n = 20_000;
    const size = 5;
    const counts = Array.from({ length: size }, () => new Array<number>(size).fill(0));
    for (let s = 0; s < n; s++) {
      const deck = new Rng(s).shuffle([0, 1, 2, 3, 4]);
      deck.forEach((card, pos) => counts[card]![pos]!++);
    }
    const e = n / size;
    const chi = counts.flat().reduce((acc, c) => acc + (c - e) ** 2 / e, 0);
    expect(chi).toBeLessThan(52.6); // p ≈ 0.001 for 16 degrees of freedom
  });
});
