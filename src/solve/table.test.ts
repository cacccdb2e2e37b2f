// The transposition tables: a key is found again until clear(), and a table grown large by one
// search and then used lightly works in a small part again without losing what is added after.
import { describe, expect, it } from 'vitest';
import { KeyIndex3, KeySet1, KeySet3 } from './table.js';

describe('KeySet3', () => {
  it('adds each key once, forgets everything on clear, and works in a small part again after a big search', () => {
    const t = new KeySet3();
    const small = t.slotsInUse;
    for (let i = 0; i < 100_000; i++) expect(t.add(i, i * 7, i ^ 0x5555)).toBe(true);
    for (let i = 0; i < 100_000; i += 997) expect(t.add(i, i * 7, i ^ 0x5555)).toBe(false);
    const big = t.bytes;
    expect(t.slotsInUse).toBeGreaterThan(small);
    // The big search is over: the next one starts empty, in the big table (it used it fully).
    t.clear();
    expect(t.size).toBe(0);
    expect(t.slotsInUse).toBeGreaterThan(small);
    expect(t.add(1, 7, 1 ^ 0x5555)).toBe(true);
    // After a light use the table works in a small part again, keeps its buffer, and keeps every
    // key as it grows back into it (stamps of the big search's keys left there mean free).
    t.clear();
    expect(t.slotsInUse).toBe(small);
    for (let i = 0; i < 50_000; i++) expect(t.add(i, 3, 4)).toBe(true);
    for (let i = 0; i < 50_000; i += 101) expect(t.add(i, 3, 4)).toBe(false);
    expect(t.add(1, 7, 1 ^ 0x5555)).toBe(true);
    expect(t.size).toBe(50_001);
    expect(t.bytes).toBeLessThan(big * 1.5);
    // Growing past the buffer again still keeps every key.
    for (let i = 0; i < 300_000; i++) t.add(i, 5, 6);
    for (let i = 0; i < 50_000; i += 101) expect(t.add(i, 3, 4)).toBe(false);
    for (let i = 0; i < 300_000; i += 103) expect(t.add(i, 5, 6)).toBe(false);
    expect(t.size).toBe(350_001);
  });
});

describe('KeySet1', () => {
  it('adds each key once, forgets everything on clear, and works in a small part again after a big search', () => {
    const t = new KeySet1();
    const small = t.slotsInUse;
    // Keys of every size a position can have, the largest 31-bit one included.
    const key = (i: number): number => (Math.imul(i, 0x2545f491) >>> 1) | (i === 7 ? 0x7fffffff : 0);
    for (let i = 0; i < 100_000; i++) expect(t.add(key(i))).toBe(true);
    for (let i = 0; i < 100_000; i += 997) expect(t.add(key(i))).toBe(false);
    expect(t.add(0x7fffffff)).toBe(false);
    expect(t.size).toBe(100_000);
    const big = t.bytes;
    expect(t.slotsInUse).toBeGreaterThan(small);
    // After the big search the next one starts empty in the big part; after a light one, in a small part.
    t.clear();
    expect(t.size).toBe(0);
    expect(t.add(key(1))).toBe(true);
    t.clear();
    expect(t.slotsInUse).toBe(small);
    for (let i = 0; i < 50_000; i++) expect(t.add(i)).toBe(true);
    for (let i = 0; i < 50_000; i += 101) expect(t.add(i)).toBe(false);
    expect(t.add(0)).toBe(false);
    expect(t.size).toBe(50_000);
    expect(t.bytes).toBeLessThan(big * 1.5);
    // Growing past the buffer again still keeps every key.
    for (let i = 0; i < 300_000; i++) t.add(0x40000000 + i);
    for (let i = 0; i < 50_000; i += 101) expect(t.add(i)).toBe(false);
    for (let i = 0; i < 300_000; i += 103) expect(t.add(0x40000000 + i)).toBe(false);
    expect(t.size).toBe(350_000);
  });
});

describe('KeyIndex3', () => {
  it('gives each key a dense index in the order first seen, and keeps them while it grows', () => {
    const t = new KeyIndex3(4);
    for (let i = 0; i < 20_000; i++) {
      expect(t.indexOf(i, 0xffffffff - i, i * 31)).toBe(i);
      expect(t.fresh).toBe(true);
    }
    for (let i = 0; i < 20_000; i += 7) {
      expect(t.indexOf(i, 0xffffffff - i, i * 31)).toBe(i);
      expect(t.fresh).toBe(false);
    }
    expect(t.indexOf(1, 2, 3)).toBe(20_000);
    expect(t.size).toBe(20_001);
  });
});
