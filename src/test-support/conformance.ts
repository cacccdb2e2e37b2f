// The conformance suite (after OpenSpiel's): the same checks run on every game × variant, written
// against a game's object alone, so a new game runs them as it is listed (src/games/conformance.test.ts
// runs them on the games there are; src/registry/third-game.test.ts on a game made up in the tests).
// Random playouts from many deal numbers must conserve the cards, keep legal moves stable and
// well-formed, never let the observation reveal the stock order, keep apply pure, and end.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealFromNumber, formatDeal, parseDeal } from '../core/deal.js';
import type { GameRules } from '../core/game.js';
import type { GameModule } from '../games/module.js';
import { History, replay } from '../core/history.js';
import { type Result, unwrap } from '../core/result.js';
import { Rng } from '../core/rng.js';
import type { Game } from '../registry/types.js';

/**
 * Where every card is, as the table shows it: each zone's cards (counted, and listed where they
 * are face up) and the unseen cards. Every card of the deck is in exactly one place.
 */
function checkCards<S, M, O, V>(game: GameModule<S, M, O, V>, s: S, deckSize: number): void {
  const obs = game.rules.observe(s);
  const zones = game.present.layout(obs).rows.flat();
  const unseen = game.unseen(obs);
  expect(zones.reduce((n, z) => n + z.count, 0)).toBe(deckSize);
  const shown = zones.flatMap((z) => {
    expect(z.cards.length).toBeLessThanOrEqual(z.count);
    return z.cards;
  });
  const all = [...shown, ...unseen].sort((a, b) => a - b);
  expect(new Set(all).size).toBe(all.length);
  // Zones that show every card (all but those drawn face down or as their top card) leave no card out.
  if (zones.every((z) => z.show === 'count' || z.cards.length === z.count)) {
    expect(all.length).toBe(deckSize);
    for (const c of all) expect(c).toBeLessThan(deckSize);
  }
}

/** The same position with the stock in another order: what a player cannot tell apart. */
function withStockShuffled<S, M, O, V>(game: GameModule<S, M, O, V>, s: S, seed: number): S {
  const obs = game.rules.observe(s);
  return game.withStock(obs, new Rng(seed).shuffle([...game.unseen(obs)]));
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

/** The conformance suite on one game: every main variant, with vitest's describe and it. */
export function conformance<S, M, O, V>(game: Game<S, M, O, V>, loadRecord: (record: unknown) => Result<unknown>): void {
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
              if (steps % 5 === 1 || moves.length === 0) checkCards(game, s, deckSize);
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
            // The end is one the game can have (its own account: a win leaves what a win leaves).
            expect(game.ends.problem(deckSize, rules.score(state), rules.isWon(state), rules.cardsLeft(state))).toBeUndefined();
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
              const twin = withStockShuffled(game, s, n);
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

