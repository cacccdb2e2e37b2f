// The transposition tables: a key is found again until clear(), and a table grown large by one
// search and then used lightly shrinks back without losing what is added after.
import { describe, expect, it } from 'vitest';
import { KeyIndex3, KeySet3 } from './table.js';

describe('KeySet3', () => {
  it('adds each key once, forgets everything on clear, and shrinks back after a big search', () => {
    const t = new KeySet3();
    const small = t.bytes;
    for (let i = 0; i < 100_000; i++) expect(t.add(i, i * 7, i ^ 0x5555)).toBe(true);
    for (let i = 0; i < 100_000; i += 997) expect(t.add(i, i * 7, i ^ 0x5555)).toBe(false);
    const big = t.bytes;
    expect(big).toBeGreaterThan(small);
    // The big search is over: the next one starts empty, in the big table (it used it fully).
    t.clear();
    expect(t.size).toBe(0);
    expect(t.bytes).toBe(big);
    expect(t.add(1, 7, 1 ^ 0x5555)).toBe(true);
    // After a light use the table is made small again, and keeps working as it grows.
    t.clear();
    expect(t.bytes).toBe(small);
    for (let i = 0; i < 50_000; i++) expect(t.add(i, 3, 4)).toBe(true);
    for (let i = 0; i < 50_000; i += 101) expect(t.add(i, 3, 4)).toBe(false);
    expect(t.size).toBe(50_000);
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
