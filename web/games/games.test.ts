// Every web game against its engine, over random playouts of every main variant: each legal move
// is offered from exactly one zone (or is the stock's), every move and ending is said in every
// language with no key missing, and every variant option is one the engine knows.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numberedDeal } from '../../src/games/index.js';
import { LANGS, type Message } from '../i18n.js';
import { speechFor } from '../speech.js';
import { isImplied, variantTextOf } from '../variant-choice.js';
import { WEB_GAMES, withWebGame } from './index.js';
import type { WebGame } from './types.js';

/** Said in every language, with every key found and every placeholder filled. */
function sayable(m: Message): void {
  for (const lang of LANGS) {
    const text = speechFor(lang).say(m);
    expect(text, `${lang}: ${m.key}`).not.toBe(m.key);
    expect(text, `${lang}: ${m.key}`).not.toMatch(/\{\w+\}/);
  }
}

function playouts<S, M, O, V>(g: WebGame<S, M, O, V>): void {
  for (const variant of g.rules.mainVariants) {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.array(fc.nat(), { maxLength: 80 }), (n, picks) => {
        let state = g.rules.start(numberedDeal(g.rules, variant, n), variant);
        for (const pick of picks) {
          const legal = g.rules.legalMoves(state);
          if (legal.length === 0) break;
          const offered = Array.from({ length: g.zones }, (_, z) => g.destinations(state, legal, z).map((d) => d.move)).flat();
          const stock = g.stockMove(legal);
          const all = [...offered, ...(stock === undefined ? [] : [stock])].map(g.rules.formatMove);
          expect(all.sort()).toEqual(legal.map(g.rules.formatMove).sort());
          const move = legal[pick % legal.length]!;
          sayable(g.describe(state, move));
          state = g.rules.applyMove(state, move);
        }
        if (g.rules.isTerminal(state)) sayable(g.verdict(state));
        for (const m of g.status(state)) sayable(m);
      }),
      { numRuns: 25 },
    );
  }
}

describe('web games', () => {
  for (const info of WEB_GAMES) {
    it(`${info.id}: every legal move is offered once, and every move is said in every language`, () => {
      withWebGame(info.id, playouts);
      sayable(info.title);
    });

    it(`${info.id}: every variant option, and every value of a choice, is one the engine reads`, () => {
      for (const o of info.variantOptions) {
        const values = o.kind === 'flag' ? ['on'] : o.values.slice(1);
        for (const v of values) {
          const text = variantTextOf(info.id, info.variantOptions, { [o.name]: v });
          expect(text).toContain(o.kind === 'flag' ? o.name : `${o.name}=${v}`);
        }
      }
      expect(variantTextOf(info.id, info.variantOptions, {})).toBe(info.id);
    });
  }

  it('an option another one implies is shown as implied (the engine says putt-putt means queen-on-king)', () => {
    const golf = WEB_GAMES.find((g) => g.id === 'golf')!;
    expect(isImplied('golf', golf.variantOptions, { 'putt-putt': 'on' }, 'queen-on-king')).toBe(true);
    expect(isImplied('golf', golf.variantOptions, { 'queen-on-king': 'on' }, 'putt-putt')).toBe(false);
    expect(variantTextOf('golf', golf.variantOptions, { 'putt-putt': 'on', 'queen-on-king': 'on', jokers: '2' })).toBe('golf(putt-putt,jokers=2)');
  });
});
