import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealFromNumber, formatDeal, parseDeal, parseDealNumber } from './deal.js';
import { Rng } from './rng.js';

// FROZEN. These lines pin the deal-number mapping forever: if one fails, the generator or the
// shuffle changed and every published deal number would now mean another deal. Do not update them.
const GOLDEN: [number, 0 | 1 | 2, string][] = [
  [0, 0, '3H JH 3S 6S 9D 4H AC TS 5S 5C 7H 5D QH 8C 2C KH 3D QS 7D 2D JC 3C 2S AD 8D 6H 9C KS AH 4S AS 2H TC JD 9S 7C 5H KD QC 8S 4D 4C TH TD 6D 8H 7S JS KC 9H QD 6C'],
  [1, 0, '9C 8D 9D 6S AS 8C 5C TH 5S KS 7S 4C 5D JS 2H 2C 7D 2D 6D 4D QH JC AD 3C 7H 5H 3S JH 4S KH 3D 8S AH 2S TC TD 4H AC 3H QD 9S 7C 8H QS TS JD KC 6H 6C 9H QC KD'],
  [2, 0, 'KC 5C 5S AC 2C TC AS 7S 9S QH JC 8S QS 2S 4D 3C 9C TD 8C 3H 2D KD 4C JH 6H 6C 8H 7D 7C 4H 9H 5D 3D 5H TH AD KH KS 8D 9D QD 2H JS 6S 7H JD QC 4S TS 6D 3S AH'],
  [4294967295, 0, '5C AH 6H 3H 5D 9D 7D 4C 9C KH JS AC 9H 5S 4S KD 7S 3S 7C 4D QD KC 7H JC 3C JD 2S 4H 6S JH 2H QH 9S AD 3D 2C 6D 8H 8S TH 8C KS AS TD 8D 5H 2D TC 6C TS QS QC'],
  [1, 1, 'AH KD JC 8D 3D 7C AD 3H JD 4C 9D KC 7H 3S TC QD 5H 8S TH 2H 9S 4H 7D QH 6H 8H 2D TS 8C QS 5C 6C JK 6D JH 6S 2S AC JS 7S 5S 9C 3C 5D KH QC KS AS 2C 4D 9H 4S TD'],
  [1, 2, '8S QH JK QD 5D KS 7S 5S 8C 3H TC KC TH 6H 9H 9D AC 8D 2C JC QS 6S 4D AH 3C 5C 3D JD 9C 7D 8H QC 2D 7H AD 5H 6D 7C JH TS AS KH 3S 2H JK 2S 9S JS 4C 4H TD 4S KD 6C'],
];

describe('deal numbers', () => {
  it.each(GOLDEN)('deal %i with %i joker(s) is frozen', (n, jokers, text) => {
    expect(formatDeal(dealFromNumber(n, { jokers }))).toBe(text);
  });

  it('gives a permutation of the deck for any number (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.constantFrom<0 | 1 | 2>(0, 1, 2), (n, jokers) => {
        const d = dealFromNumber(n, { jokers });
        expect([...d].sort((a, b) => a - b)).toEqual(Array.from({ length: 52 + jokers }, (_, i) => i));
      }),
      { numRuns: 200 },
    );
  });

  it('parses deal numbers with range checks', () => {
    expect(parseDealNumber('4294967295')).toEqual({ ok: true, value: 4294967295 });
    expect(parseDealNumber(' 7 ')).toEqual({ ok: true, value: 7 });
    for (const bad of ['4294967296', '-1', '1.5', 'abc', '']) expect(parseDealNumber(bad).ok, bad).toBe(false);
  });
});

describe('deal text', () => {
  it('round-trips any shuffled deck (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.constantFrom<0 | 1 | 2>(0, 1, 2), (seed, jokers) => {
        const deal = dealFromNumber(seed, { jokers });
        const text = formatDeal(deal);
        expect(parseDeal(text, { jokers })).toEqual({ ok: true, value: deal });
        // Loose input: lower case, 10 for T, dashes as in links, extra white space.
        const loose = ` ${text.toLowerCase().replace(/t/g, '10').split(' ').join(new Rng(seed).below(2) ? '-' : '  ')} `;
        expect(parseDeal(loose, { jokers }, { loose: true })).toEqual({ ok: true, value: deal });
      }),
      { numRuns: 200 },
    );
  });

  it('names the token and position of an unknown card', () => {
    const cards = formatDeal(dealFromNumber(1)).split(' ');
    cards[16] = 'XQ';
    const r = parseDeal(cards.join(' '), { jokers: 0 });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toMatchObject({ code: 'ERR_CARD', token: 'XQ', position: 17, column: 16 * 3 + 1 });
      expect(r.error.message).toContain('card 17');
    }
  });

  it('names a duplicate and where it was seen first', () => {
    const cards = formatDeal(dealFromNumber(1)).split(' ');
    cards[40] = cards[3]!;
    const r = parseDeal(cards.join(' '), { jokers: 0 });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toMatchObject({ code: 'ERR_DUPLICATE', token: cards[3], position: 41 });
      expect(r.error.message).toContain('duplicate of card 4');
    }
  });

  it('rejects wrong counts and jokers the variant does not have', () => {
    const text = formatDeal(dealFromNumber(1));
    const short = parseDeal(text.split(' ').slice(0, 51).join(' '), { jokers: 0 });
    expect(!short.ok && short.error.code).toBe('ERR_COUNT');
    if (!short.ok) expect(short.error.message).toContain('missing: KD');
    const joker = parseDeal(`${text} JK`, { jokers: 0 });
    expect(!joker.ok && joker.error).toMatchObject({ code: 'ERR_JOKER', position: 53 });
    const threeJokers = parseDeal(`${formatDeal(dealFromNumber(1, { jokers: 2 }))} JK`, { jokers: 2 });
    expect(!threeJokers.ok && threeJokers.error.code).toBe('ERR_JOKER');
    const missingJoker = parseDeal(text, { jokers: 1 });
    expect(!missingJoker.ok && missingJoker.error.code).toBe('ERR_COUNT');
  });
});
