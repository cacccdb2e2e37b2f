import { describe, expect, it } from 'vitest';
import { formatCard, parseCard } from '../../../core/cards.js';
import { GhostSets } from './ghosts.js';

/** A ghost code from "QD@1.2": the card, its pile and its gap. */
function code(text: string): number {
  const m = /^(\w\w)@(\d)\.(\d+)$/.exec(text);
  if (!m) throw new Error(`bad ghost ${text}`);
  const c = parseCard(m[1] as string);
  if (!c.ok) throw new Error(c.error.message);
  return c.value | (Number(m[2]) << 6) | (Number(m[3]) << 8);
}

function codes(text: string): number[] {
  return text === '' ? [] : text.split(' ').map(code);
}

function names(cs: readonly number[] | null): string | null {
  return cs === null ? null : cs.map((c) => `${formatCard(c & 63)}@${(c >> 6) & 3}.${c >> 8}`).join(' ');
}

describe('GhostSets', () => {
  it('skips a set held by one searched, and keeps only sets that no other holds', () => {
    const s = new GhostSets();
    s.start(0, codes('5C@0.0 QD@1.3'));
    expect(s.holds(0, codes('QD@1.3'))).toBe(true);
    expect(s.holds(0, codes(''))).toBe(true);
    expect(s.holds(0, codes('QD@1.2'))).toBe(false);
    // A larger set replaces the one it holds: it is then the only one.
    expect(s.add(0, codes('5C@0.0 JC@1.2 QD@1.3'))).toBe(true);
    expect(s.add(0, codes('7H@2.0'))).toBe(false);
    expect(s.holds(0, codes('JC@1.2 QD@1.3'))).toBe(true);
    expect(s.holds(0, codes('JC@1.2 7H@2.0'))).toBe(false);
  });

  it('merges a new set with an older one of the position: each card once, in its place and stacking order', () => {
    const s = new GhostSets();
    s.start(3, codes('5C@0.0 9S@1.2 QD@1.2'));
    expect(names(s.merge(3, codes('9S@1.2 JC@1.2 7H@3.1')))).toBe('5C@0.0 9S@1.2 QD@1.2 JC@1.2 7H@3.1');
    expect(names(s.merge(3, codes('TH@0.0 QD@1.2')))).toBe('5C@0.0 TH@0.0 9S@1.2 QD@1.2');
    // QD lies elsewhere, or above 9S in one set and below it in the other: no merge.
    expect(s.merge(3, codes('QD@1.3 7H@2.0'))).toBeNull();
    expect(s.merge(3, codes('QD@1.2 9S@1.2'))).toBeNull();
    // Nothing to add: the new set's cards are all in the older one.
    expect(s.merge(3, codes('9S@1.2'))).toBeNull();
    // Another set of the position is tried when the first does not merge.
    s.add(3, codes('QD@2.0'));
    expect(names(s.merge(3, codes('QD@1.2 2D@3.0')))).toBe('5C@0.0 9S@1.2 QD@1.2 2D@3.0');
    // Other positions are not involved.
    s.start(4, codes('2D@0.0'));
    expect(s.merge(4, codes('2D@0.1'))).toBeNull();
  });

  it('keeps every set it holds while dropped sets are cleared out of its pool', () => {
    const s = new GhostSets();
    // 3,000 positions, each searched with sets that grow one ghost at a time (each drops the one
    // before): about 165,000 codes made, 30,000 kept, so the pool is cleared out on the way.
    const setOf = (at: number, n: number): number[] => {
      const out: number[] = [];
      for (let i = 0; i < n; i++) out.push(((at + i * 5) % 52) | ((i % 4) << 6) | (i << 8));
      return out;
    };
    for (let at = 0; at < 3000; at++) {
      s.start(at, setOf(at, 1));
      for (let n = 2; n <= 10; n++) expect(s.add(at, setOf(at, n))).toBe(true);
      if (at % 3 === 0) expect(s.add(at, [(at % 52) | (3 << 6) | (9 << 8)])).toBe(false);
    }
    for (let at = 0; at < 3000; at++) {
      expect(s.holds(at, setOf(at, 10))).toBe(true);
      expect(s.holds(at, setOf(at, 10).slice(3, 7))).toBe(true);
      expect(s.holds(at, setOf(at, 11))).toBe(false);
      expect(s.holds(at, [(at % 52) | (3 << 6) | (9 << 8)])).toBe(at % 3 === 0);
    }
  });
});
