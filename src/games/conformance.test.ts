// The conformance suite (src/test-support/conformance.ts) on every game there is, and the checks of
// the rules' shared parts (variant texts, saved records) on the games' own examples.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealFromNumber, formatDeal } from '../core/deal.js';
import { unwrap } from '../core/result.js';
import { acesUpFromSetup } from './acesup/setup.js';
import { parseAcesUpVariant } from './acesup/variant.js';
import { acesUp, GAME_IDS, golf, loadRecord, parseGameId, withGame } from '../registry/index.js';
import { conformance } from '../test-support/conformance.js';

for (const id of GAME_IDS) withGame(id, (g) => conformance(g, loadRecord));

describe('one rule, one answer', () => {
  it('a finished aces-only game takes no move, though an ace could still change piles', () => {
    const v = unwrap(parseAcesUpVariant('aces-only'));
    const s = unwrap(acesUpFromSetup({ piles: ['2S AH', '', 'KD', '4C'], stock: '' }, v));
    expect(acesUp.isTerminal(s)).toBe(true);
    expect(acesUp.legalMoves(s)).toEqual([]);
    expect(acesUp.isLegal(s, { type: 'move', from: 0, to: 1 })).toBe(false);
    expect(() => acesUp.applyMove(s, { type: 'move', from: 0, to: 1 })).toThrow(/illegal/);
  });
});

describe('variant text', () => {
  it('folds only ASCII letters: the Kelvin sign is no "k", nor is a long s an "s" (docs/engine.md)', () => {
    // String#toLowerCase maps the Kelvin sign U+212A onto "k": "joKers" would have read as jokers.
    expect(parseAcesUpVariant('jo\u212aers').ok).toBe(false);
    expect(parseAcesUpVariant('JOKERS').ok).toBe(true);
    expect(parseGameId('idiot\u212aabal').ok).toBe(false);
    expect(parseGameId('IdiotKabal').ok).toBe(true);
    expect(golf.parseMove('\u017f').ok).toBe(false);
    expect(golf.parseMove('T').ok).toBe(true);
  });

  it('parses options in any order and writes them in one canonical order', () => {
    expect(acesUp.formatVariant(unwrap(acesUp.parseVariant('acesup(fill-first, aces-only)')))).toBe('acesup(aces-only,fill-first)');
    expect(acesUp.formatVariant(unwrap(acesUp.parseVariant('aces-only')))).toBe('acesup(aces-only)');
    expect(acesUp.formatVariant(unwrap(acesUp.parseVariant('')))).toBe('acesup');
    expect(golf.formatVariant(unwrap(golf.parseVariant('golf(jokers=2,putt-putt)')))).toBe('golf(putt-putt,jokers=2)');
    expect(golf.formatVariant(unwrap(golf.parseVariant('golf(putt-putt,queen-on-king)')))).toBe('golf(putt-putt)');
  });

  it('rejects unknown options, bad values and the wrong game with the column', () => {
    const unknown = acesUp.parseVariant('acesup(aces-only,kings-up)');
    expect(!unknown.ok && unknown.error).toMatchObject({ code: 'ERR_VARIANT', token: 'kings-up', column: 18 });
    const value = golf.parseVariant('golf(jokers=3)');
    expect(!value.ok && value.error.code).toBe('ERR_VARIANT');
    const game = golf.parseVariant('acesup(aces-only)');
    expect(!game.ok && game.error.message).toContain('for game "acesup"');
    const twice = golf.parseVariant('golf(putt-putt,putt-putt)');
    expect(!twice.ok && twice.error.message).toContain('twice');
    const unclosed = golf.parseVariant('golf(putt-putt');
    expect(unclosed.ok).toBe(false);
  });

  it('round-trips every combination of options (property)', () => {
    const names = ['aces-only', 'fill-first', 'aces-low', 'jokers', 'free-discards'];
    fc.assert(
      fc.property(fc.subarray(names), (opts) => {
        const v = unwrap(acesUp.parseVariant(`acesup(${opts.join(',')})`));
        expect(acesUp.parseVariant(acesUp.formatVariant(v))).toEqual({ ok: true, value: v });
      }),
    );
    fc.assert(
      fc.property(fc.subarray(['queen-on-king', 'putt-putt', 'jokers=1', 'empty-waste', 'par=36']), (opts) => {
        const v = unwrap(golf.parseVariant(`golf(${opts.join(',')})`));
        expect(golf.parseVariant(golf.formatVariant(v))).toEqual({ ok: true, value: v });
      }),
    );
  });
});

describe('saved game records', () => {
  it('rejects corrupt records with a message, never throws', () => {
    const good = { game: 'golf', variant: 'golf', deal: formatDeal(dealFromNumber(3)), moves: ['t', 't'] };
    expect(loadRecord(good).ok).toBe(true);
    for (const bad of [null, 5, 'x', {}, { ...good, game: 'chess' }, { ...good, moves: 'tt' }, { ...good, deal: 'AS KS' }, { ...good, variant: 'golf(x)' }, { ...good, moves: ['9'] }]) {
      const r = loadRecord(bad);
      expect(r.ok).toBe(false);
    }
    const illegal = loadRecord({ ...good, moves: ['t', 't', 'x3'] });
    expect(!illegal.ok && illegal.error.message).toContain('move 3');
  });
});
