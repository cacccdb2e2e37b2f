import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardName, displayCard, formatCard, fullDeck, parseCard, rankOf, suitOf } from './cards.js';

describe('cards', () => {
  it('formats and names the canonical forms', () => {
    expect(formatCard(0)).toBe('AS');
    expect(formatCard(13 + 9)).toBe('TH');
    expect(formatCard(51)).toBe('KC');
    expect(formatCard(52)).toBe('JK');
    expect(displayCard(13 + 9)).toBe('10♥');
    expect(displayCard(26 + 12)).toBe('K♦');
    expect(cardName(0)).toBe('ace of spades');
    expect(cardName(13 + 9)).toBe('10 of hearts');
    expect(cardName(39 + 11)).toBe('queen of clubs');
    expect(cardName(53)).toBe('joker');
  });

  it('accepts lower case and 10 for T on input', () => {
    expect(parseCard('as')).toEqual({ ok: true, value: 0 });
    expect(parseCard('10h')).toEqual({ ok: true, value: 22 });
    expect(parseCard('10H')).toEqual(parseCard('TH'));
    expect(parseCard('jk')).toEqual({ ok: true, value: 52 });
  });

  it('folds only ASCII letters: a letter that upper-cases to S or FF is not one (docs/engine.md)', () => {
    // "ſ" (long s) upper-cases to "S", "ﬀ" to "FF": before, "Tſ" read as TS.
    for (const [text, code] of [['Tſ', 'U+017F'], ['aſ', 'U+017F'], ['ﬀ', 'U+FB00'], ['ıS', 'U+0131']] as const) {
      const r = parseCard(text);
      expect({ text, ok: r.ok, message: r.ok ? '' : r.error.message }).toEqual({ text, ok: false, message: expect.stringContaining(code) });
    }
    expect(parseCard('ts')).toEqual(parseCard('TS'));
    expect(parseCard('TS')).toEqual({ ok: true, value: 9 });
  });

  it('rejects bad cards with a code and the token', () => {
    for (const bad of ['', 'A', '1S', 'AX', 'ZZ', '10', '11H', 'ASD']) {
      const r = parseCard(bad);
      expect(r.ok, bad).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('ERR_CARD');
    }
  });

  it('round-trips every card (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 52 }), (c) => {
        const r = parseCard(formatCard(c));
        expect(r).toEqual({ ok: true, value: c });
      }),
    );
  });

  it('has 13 ranks in 4 suits', () => {
    const deck = fullDeck();
    expect(deck).toHaveLength(52);
    expect(new Set(deck.map(rankOf)).size).toBe(13);
    expect(new Set(deck.map(suitOf)).size).toBe(4);
    expect(fullDeck(2)).toHaveLength(54);
  });
});
