// A bad link's message stays short whatever was pasted, and still names the game it meant.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linkGame, parseLink, shortenEcho } from './link.js';

describe('bad links', () => {
  it('a 30,000-character token is cut in the middle, the words around it kept', () => {
    const token = `A${'x'.repeat(30_000)}Z`;
    for (const key of ['cards', 'variant', 'deal']) {
      const r = parseLink(`?game=golf&${key}=${token}`);
      expect(r.ok).toBe(false);
      const text = shortenEcho(`The link could not be used: ${r.ok ? '' : r.error.message}. A fresh game was dealt instead.`);
      expect(text.length, key).toBeLessThan(400);
      expect(text).toMatch(/^The link could not be used: .*Axxxx.*A fresh game was dealt instead\.$/);
    }
    expect(shortenEcho(`bad: ${token}.`)).toBe(`bad: Axxxxxxxxxxxxxxxxxxxxxxx…xxxxxxxxxxZ.`);
  });

  it('never makes a token longer than the limit and its ellipsis, and leaves short text alone', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (s) => {
        const out = shortenEcho(s);
        for (const w of out.split(/\s+/)) expect([...w].length).toBeLessThanOrEqual(41 + 40);
        if (!/\S{41,}/u.test(s)) expect(out).toBe(s);
      }),
    );
  });

  it('a bad Golf link still names Golf; an unknown game names none', () => {
    expect(linkGame('?game=golf&deal=x')).toBe('golf');
    expect(linkGame('?game=acesup&variant=nonsense')).toBe('acesup');
    expect(linkGame('?game=chess')).toBeUndefined();
    expect(linkGame('?deal=3')).toBeUndefined();
  });
});
