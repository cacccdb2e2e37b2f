// Challenge and daily links: a challenge round-trips through its link (property), a forged score
// is worked out again from the moves (property), illegal moves and bad dates are refused with
// the part at fault, and names are cleaned.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealFromNumber, formatDeal } from '../../src/core/deal.js';
import type { GameRules } from '../../src/core/game.js';
import { unwrap } from '../../src/core/result.js';
import { Rng } from '../../src/core/rng.js';
import { forGame, GAME_IDS } from '../../src/registry/index.js';
import { numberedSpec } from '../model/spec.js';
import { cleanName, formatDailyLink, formatDuelLink, NAME_MAX, parseDealsLink } from './link.js';

const TODAY = { year: 2026, month: 12, day: 3 };

/** Up to `steps` random legal moves from deal `n`, and the score, win and cards left they reach. */
function randomGame<S, M, O, V>(rules: GameRules<S, M, O, V>, variant: V, n: number, seed: number, steps: number): { moves: string[]; score: number; won: boolean; left: number } {
  const rng = new Rng(seed);
  let s = rules.start(dealFromNumber(n, rules.dealShape(variant)), variant);
  const moves: string[] = [];
  for (let i = 0; i < steps; i++) {
    const legal = rules.legalMoves(s);
    if (legal.length === 0) break;
    const m = legal[rng.below(legal.length)] as M;
    moves.push(rules.formatMove(m));
    s = rules.applyMove(s, m);
  }
  return { moves, score: rules.score(s), won: rules.isWon(s), left: rules.cardsLeft(s) };
}

const gameArb = fc.record({
  game: fc.constantFrom(...GAME_IDS),
  n: fc.integer({ min: 0, max: 0xffffffff }),
  seed: fc.integer({ min: 0, max: 0xffffffff }),
  steps: fc.integer({ min: 0, max: 120 }),
  name: fc.string({ maxLength: 40 }),
});

describe('challenge links', () => {
  it('round-trip: the deal, variant, name, moves and score come back (property)', () => {
    fc.assert(
      fc.property(gameArb, ({ game, n, seed, steps, name }) => {
        forGame(game, (rules) => {
          const v = rules.mainVariants[seed % rules.mainVariants.length] ?? rules.defaultVariant;
          const spec = unwrap(numberedSpec(game, rules.formatVariant(v), n));
          const g = randomGame(rules, v, n, seed, steps);
          const r = parseDealsLink(formatDuelLink(spec, name, g.score, g.moves), TODAY);
          if (!r.ok) throw new Error(r.error.message);
          if (r.value.kind !== 'duel') throw new Error('expected a duel');
          const c = r.value.challenge;
          expect(c.spec.game).toBe(game);
          expect(c.spec.variant).toBe(spec.variant);
          expect(c.spec.number).toBe(n);
          expect(formatDeal(c.spec.deal)).toBe(formatDeal(spec.deal));
          expect(c.moves).toEqual(g.moves);
          expect(c.name).toBe(cleanName(name));
          expect([c.score, c.won, c.cardsLeft]).toEqual([g.score, g.won, g.left]);
          expect(c.forgedScore).toBeUndefined();
        });
      }),
      { numRuns: 60 },
    );
  });

  it('a forged score is replaced by the one the moves give, and kept only to say so (property)', () => {
    fc.assert(
      fc.property(gameArb, fc.integer({ min: -999, max: 999 }), ({ game, n, seed, steps }, claimed) => {
        forGame(game, (rules) => {
          const spec = unwrap(numberedSpec(game, game, n));
          const g = randomGame(rules, rules.defaultVariant, n, seed, steps);
          fc.pre(claimed !== g.score);
          const r = parseDealsLink(formatDuelLink(spec, 'x', claimed, g.moves), TODAY);
          if (!r.ok || r.value.kind !== 'duel') throw new Error('expected a duel');
          expect(r.value.challenge.score).toBe(g.score);
          expect(r.value.challenge.forgedScore).toBe(claimed);
        });
      }),
      { numRuns: 60 },
    );
  });

  it('refuses illegal moves with the move number and column, and other bad parts', () => {
    const r = parseDealsLink('?game=acesup&deal=5&duel=1&score=3&moves=deal', TODAY);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/^link moves: move 1 \(column \d+\): "deal"/);
    for (const bad of ['?game=acesup&deal=5&duel=1&score=lots', '?duel=1&moves=', '?game=golf&duel=1', '?game=golf&deal=1&duel=1&daily=2026-01-01', '?game=golf&deal=1&duel=1&moves=zz']) {
      expect(parseDealsLink(bad, TODAY).ok, bad).toBe(false);
    }
  });

  it('cleans names: no control, format or direction characters, one space between words, at most 24 characters (property)', () => {
    expect(cleanName('  Ann\u202e\u0007  Lee \u200b')).toBe('Ann Lee');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), (s) => {
        const c = cleanName(s);
        expect([...c].length).toBeLessThanOrEqual(NAME_MAX);
        expect(/[\p{C}]/u.test(c)).toBe(false);
        expect(c).toBe(c.trim());
        expect(cleanName(c)).toBe(c);
      }),
    );
  });
});

describe('daily links', () => {
  it('read the game, variant and date; refuse bad and future dates naming the part', () => {
    const r = parseDealsLink(formatDailyLink('golf', 'golf(putt-putt)', { year: 2026, month: 11, day: 30 }), TODAY);
    expect(r).toEqual({ ok: true, value: { kind: 'daily', game: 'golf', variant: 'golf(putt-putt)', date: { year: 2026, month: 11, day: 30 } } });
    const cases: [string, string, string][] = [
      ['?game=golf&daily=2026-02-29', 'ERR_DATE', '29'],
      ['?game=golf&daily=2026-13-01', 'ERR_DATE', '13'],
      ['?game=golf&daily=26-1-1', 'ERR_DATE', '26-1-1'],
      ['?game=golf&daily=2026-12-04', 'ERR_FUTURE', '2026-12-04'],
      ['?daily=2026-12-01', 'ERR_LINK', 'game'],
      ['?game=golf&deal=3&daily=2026-12-01', 'ERR_LINK', 'deal'],
    ];
    for (const [link, code, token] of cases) {
      const e = parseDealsLink(link, TODAY);
      expect(e.ok, link).toBe(false);
      if (!e.ok) expect([e.error.code, e.error.token], link).toEqual([code, token]);
    }
    expect(parseDealsLink('?game=golf&deal=3', TODAY)).toEqual({ ok: true, value: { kind: 'none' } });
  });
});
