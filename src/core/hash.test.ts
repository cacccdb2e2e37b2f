import { describe, expect, it } from 'vitest';
import { fnv1a, spreadSeed } from './hash.js';

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('FNV-1a', () => {
  it('matches the published 32-bit test vectors', () => {
    expect(fnv1a(bytes(''))).toBe(0x811c9dc5);
    expect(fnv1a(bytes('a'))).toBe(0xe40c292c);
    expect(fnv1a(bytes('foobar'))).toBe(0xbf9cf968);
  });

  it('takes each number whole, and the spread seed stays unsigned 32-bit', () => {
    expect(fnv1a([300])).not.toBe(fnv1a([300 & 255]));
    for (const x of [0, 1, 0xffffffff, fnv1a([1, 2, 3])]) {
      const s = spreadSeed(x);
      expect(Number.isInteger(s) && s >= 0 && s < 2 ** 32).toBe(true);
    }
  });
});
