// The conformance suite (after OpenSpiel's): the same checks run on every game × variant.
// Random playouts from many deal numbers must conserve the cards, keep legal moves stable and
// well-formed, never let the observation reveal the stock order, keep apply pure, and end.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Card } from '../core/cards.js';
import { dealFromNumber, formatDeal, parseDeal } from '../core/deal.js';
import type { GameRules } from '../core/game.js';
import { History, replay } from '../core/history.js';
import { unwrap } from '../core/result.js';
import { Rng } from '../core/rng.js';
import type { AcesUpState } from './acesup/rules.js';
import type { GolfState } from './golf/rules.js';
import { acesUpFromSetup } from './acesup/setup.js';
import { parseAcesUpVariant } from './acesup/variant.js';
import { acesUp, GAME_IDS, golf, loadRecord, parseGameId, withGame } from '../registry/index.js';
import { type GameModule } from './index.js';

/** Every card of the state exactly once: on the table, discarded or in the stock. */
function cardsOf(s: unknown): Card[] {
  const st = s as AcesUpState | GolfState;
  const stock = st.deal.slice(st.next);
  if (st.kind === 'acesup-state') return [...st.piles.flat(), ...st.discarded, ...stock];
  return [...st.columns.flat(), ...st.waste, ...stock];
}

/** The same position with the stock in another order: what a player cannot tell apart. */
function withStockShuffled<S>(s: S, seed: number): S {
  const st = s as AcesUpState | GolfState;
  const seen = st.deal.slice(0, st.next);
  const stock = new Rng(seed).shuffle(st.deal.slice(st.next));
  return { ...st, deal: [...seen, ...stock] } as S;
}

function playout<S, M, O, V>(rules: GameRules<S, M, O, V>, variant: V, n: number, check: (s: S, moves: readonly M[]) => void): { state: S; played: M[] } {
  const rng = new Rng(n);
  let s = rules.start(dealFromNumber(n, rules.dealShape(variant)), variant);
  const played: M[] = [];
  for (let step = 0; step < 20_000; step++) {
    const moves = rules.legalMoves(s);
    check(s, moves);
    if (moves.length === 0) return { state: s, played };
    const m = moves[rng.below(moves.length)] as M;
    played.push(m);
    s = rules.applyMove(s, m);
  }
  throw new Error(`playout of deal ${n} did not end in 20,000 moves`);
}

function conformance<S, M, O, V>(game: GameModule<S, M, O, V>): void {
  const rules = game.rules;
  describe(`conformance: ${rules.title}`, () => {
    for (const variant of rules.mainVariants) {
      const vtext = rules.formatVariant(variant);
      describe(vtext, () => {
        it('variant text round-trips', () => {
          expect(rules.parseVariant(vtext)).toEqual({ ok: true, value: variant });
        });

        it('random playouts conserve cards, keep moves stable and legal, and end', () => {
          const deckSize = 52 + rules.dealShape(variant).jokers;
          for (let n = 1; n <= 25; n++) {
            let steps = 0;
            const { state, played } = playout(rules, variant, n, (s, moves) => {
              steps++;
              const cards = cardsOf(s).sort((a, b) => a - b);
              expect(cards).toEqual(Array.from({ length: deckSize }, (_, i) => i));
              // Stable: asking twice gives the same list; every move is legal and its text round-trips.
              expect(rules.legalMoves(s)).toEqual(moves);
              expect(moves.length === 0).toBe(rules.isTerminal(s));
              const texts = moves.map((m) => rules.formatMove(m));
              expect(new Set(texts).size).toBe(texts.length);
              for (const m of moves) {
                expect(rules.isLegal(s, m)).toBe(true);
                expect(rules.parseMove(rules.formatMove(m), s)).toEqual({ ok: true, value: m });
              }
              // Pure: applying a move leaves the old state as it was.
              if (moves.length > 0 && steps % 7 === 0) {
                const before = JSON.stringify(s);
                rules.applyMove(s, moves[0] as M);
                expect(JSON.stringify(s)).toBe(before);
              }
            });
            expect(rules.isTerminal(state)).toBe(true);
            expect(rules.isWon(state)).toBe(rules.higherIsBetter ? rules.cardsLeft(state) === 4 && rules.score(state) === deckSize - 4 : rules.cardsLeft(state) === 0);
            // The move list replays to the same position (undo/redo and saved games rely on it).
            const deal = rules.dealOf(state);
            const again = unwrap(replay(rules, deal, variant, played.map((m) => rules.formatMove(m))));
            expect(rules.key(again.state)).toBe(rules.key(state));
            expect(rules.score(again.state)).toBe(rules.score(state));
          }
        });

        it('one rule, one answer: isLegal and applyMove agree with legalMoves on every well-formed move', () => {
          const every = game.everyMove();
          const text = (m: M): string => rules.formatMove(m);
          for (let n = 200; n < 208; n++) {
            playout(rules, variant, n, (s, legal) => {
              const legalTexts = new Set(legal.map(text));
              for (const m of every) {
                const isListed = legalTexts.has(text(m));
                expect(rules.isLegal(s, m), text(m)).toBe(isListed);
                if (isListed) expect(() => rules.applyMove(s, m)).not.toThrow();
                else expect(() => rules.applyMove(s, m), text(m)).toThrow();
              }
            });
          }
        });

        it('the observation never reveals the stock order', () => {
          for (let n = 100; n < 110; n++) {
            playout(rules, variant, n, (s) => {
              const twin = withStockShuffled(s, n);
              expect(rules.observe(twin)).toEqual(rules.observe(s));
              const obs = rules.observe(s) as Record<string, unknown>;
              expect(obs).not.toHaveProperty('deal');
              expect(obs).not.toHaveProperty('stock');
              expect(obs).not.toHaveProperty('next');
              // Legal moves are a function of what the player sees.
              expect(rules.legalMoves(twin).map((m) => rules.formatMove(m))).toEqual(rules.legalMoves(s).map((m) => rules.formatMove(m)));
            });
          }
        });

        it('undo and redo walk the move list; records reload', () => {
          const deal = dealFromNumber(7, rules.dealShape(variant));
          const h = new History(rules, deal, variant, 7);
          const keys = [rules.key(h.state)];
          for (let i = 0; i < 12 && rules.legalMoves(h.state).length > 0; i++) {
            h.play(rules.legalMoves(h.state)[0] as M);
            keys.push(rules.key(h.state));
          }
          const rec = h.record();
          expect(rec).toMatchObject({ game: rules.id, variant: vtext, deal: formatDeal(deal), number: 7 });
          const loaded = loadRecord(JSON.parse(JSON.stringify(rec)));
          expect(loaded.ok).toBe(true);
          while (h.undo().length > 0) expect(rules.key(h.state)).toBe(keys[h.played.length]);
          expect(h.canUndo).toBe(false);
          while (h.redo().length > 0) expect(rules.key(h.state)).toBe(keys[h.played.length]);
          expect(h.played.length).toBe(keys.length - 1);
        });
      });
    }

    it('deal text round-trips for every variant (property)', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.constantFrom(...rules.mainVariants), (n, variant) => {
          const deal = dealFromNumber(n, rules.dealShape(variant));
          expect(parseDeal(formatDeal(deal), rules.dealShape(variant))).toEqual({ ok: true, value: deal });
        }),
        { numRuns: 100 },
      );
    });

    it('move text round-trips at random positions (property)', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 0, max: 60 }), fc.constantFrom(...rules.mainVariants), (n, steps, variant) => {
          const rng = new Rng(n);
          let s = rules.start(dealFromNumber(n, rules.dealShape(variant)), variant);
          for (let i = 0; i < steps; i++) {
            const moves = rules.legalMoves(s);
            if (moves.length === 0) break;
            s = rules.applyMove(s, moves[rng.below(moves.length)] as M);
          }
          for (const m of rules.legalMoves(s)) expect(rules.parseMove(rules.formatMove(m))).toEqual({ ok: true, value: m });
        }),
        { numRuns: 100 },
      );
    });
  });
}

for (const id of GAME_IDS) withGame(id, conformance);

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
