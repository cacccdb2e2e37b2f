// Fuzzing core's parsers: cards, deals, deal numbers, variant option lists and the tokenizer.
// Each never throws, names every error well (see test-support/fuzz.ts), and round-trips.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectParseResult, fuzzParams, fuzzTimeout, TRICKY_CHARS, textFrom } from '../test-support/fuzz.js';
import { formatCard, fullDeck, parseCard } from './cards.js';
import { dealFromNumber, formatDeal, parseDeal, parseDealNumber } from './deal.js';
import { tokenize } from './result.js';
import { parseVariantOptions } from './variant.js';

const CARD_WORDS = [...fullDeck(0).map(formatCard), 'JK', '10H', 'ah', 'tD', '1S', 'AX', 'ZZ', 'A', '10', 'AS10'];
const timeout = fuzzTimeout();

describe('fuzz: cards and deals', () => {
  it('parseCard never throws and reads back every card it accepts', { timeout }, () => {
    fc.assert(
      fc.property(textFrom(CARD_WORDS, 2), (t) => {
        const r = parseCard(t);
        expectParseResult(r, t);
        if (r.ok) expect(parseCard(formatCard(r.value))).toEqual(r);
      }),
      fuzzParams(),
    );
  });

  it('parseDeal never throws, names the token at its column, and round-trips what it accepts', { timeout }, () => {
    const shape = fc.constantFrom<0 | 1 | 2>(0, 1, 2).map((jokers) => ({ jokers }));
    fc.assert(
      fc.property(textFrom(CARD_WORDS, 60), shape, fc.boolean(), (t, sh, loose) => {
        const r = parseDeal(t, sh, { loose });
        expectParseResult(r, t);
        if (r.ok) expect(parseDeal(formatDeal(r.value), sh)).toEqual(r);
      }),
      fuzzParams(),
    );
  });

  it('a real deal with Unicode spaces between its cards parses as the same deal', { timeout }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.array(fc.constantFrom(' ', '\u00a0', '\u2003', '\u3000', '\t', '\ufeff', '\u202f'), { minLength: 51, maxLength: 51 }), (n, seps) => {
        const deal = dealFromNumber(n);
        const text = deal.map((c, i) => formatCard(c) + (seps[i] ?? '')).join('');
        expect(parseDeal(text, { jokers: 0 })).toEqual({ ok: true, value: deal });
      }),
      fuzzParams(),
    );
  });

  it('parseDealNumber never throws and accepts exactly the numbers 0 to 2^32-1', { timeout }, () => {
    fc.assert(
      fc.property(fc.oneof(textFrom(['0', '1', '42', '4294967295', '4294967296', '-1', '1e3', '0x10', '007'], 3), fc.bigInt({ min: -5n, max: 2n ** 33n }).map(String)), (t) => {
        const r = parseDealNumber(t);
        expectParseResult(r, t);
        if (r.ok) {
          expect(Number.isInteger(r.value) && r.value >= 0 && r.value <= 0xffffffff).toBe(true);
          expect(parseDealNumber(String(r.value))).toEqual(r);
        }
      }),
      fuzzParams(),
    );
  });
});

describe('fuzz: tokens and variant option lists', () => {
  it('tokenize keeps every non-space character, in order, at its column', { timeout }, () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80, unit: fc.oneof(fc.constantFrom(...TRICKY_CHARS), fc.constantFrom('A', 'S', '1', ' ', '-')) }), (t) => {
        const toks = tokenize(t);
        for (const tok of toks) {
          expect(tok.text.length).toBeGreaterThan(0);
          expect(/\s/u.test(tok.text)).toBe(false);
          expect(t.slice(tok.column - 1, tok.column - 1 + tok.text.length)).toBe(tok.text);
        }
        expect(toks.map((x) => x.text).join('')).toBe(t.replace(/\s/gu, ''));
      }),
      fuzzParams(),
    );
  });

  it('parseVariantOptions never throws and gives columns inside the text', { timeout }, () => {
    fc.assert(
      fc.property(textFrom(['game', 'game(', ')', 'a', 'b=1', 'standard', '__proto__', 'constructor', '=', ','], 40), (t) => {
        const r = parseVariantOptions(t, 'game');
        expectParseResult(r, t);
        if (r.ok) for (const o of r.value) expect(o.column).toBeGreaterThanOrEqual(1);
      }),
      fuzzParams(),
    );
  });

});
