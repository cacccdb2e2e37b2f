// Fuzzing every parser of the games, for every game in the registry: move text (alone and in a
// position), variant text, game records, game ids, setups, saved games, stored Golf rounds and
// history snapshots. Each never throws, names its errors well (test-support/fuzz.ts) and
// round-trips what it accepts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCard, fullDeck } from '../core/cards.js';
import { dealFromNumber, formatDeal } from '../core/deal.js';
import { History } from '../core/history.js';
import { formatGameRecord, parseGameRecord } from '../core/record.js';
import { Rng } from '../core/rng.js';
import { expectParseResult, fuzzParams, fuzzTimeout, textFrom } from '../test-support/fuzz.js';
import { acesUpFromSetup } from './acesup/setup.js';
import { roundFromData, roundToData } from './golf/round.js';
import { golfFromSetup } from './golf/setup.js';
import { GAME_IDS, loadRecord, parseGameId, withGame } from '../registry/index.js';
import { type GameModule } from './index.js';

const timeout = fuzzTimeout();
const CARDS = [...fullDeck(0).map(formatCard), 'JK', '10h', 'ZZ'];

/** A position reached by `steps` random legal moves from deal `n`, with the moves made. */
function randomPosition<S, M, O, V>(g: GameModule<S, M, O, V>, variant: V, n: number, steps: number): { state: S; moves: M[] } {
  const rng = new Rng(n);
  let state = g.rules.start(dealFromNumber(n, g.rules.dealShape(variant)), variant);
  const moves: M[] = [];
  for (let i = 0; i < steps; i++) {
    const legal = g.rules.legalMoves(state);
    if (legal.length === 0) break;
    const m = legal[rng.below(legal.length)] as M;
    moves.push(m);
    state = g.rules.applyMove(state, m);
  }
  return { state, moves };
}

function fuzzGame<S, M, O, V>(g: GameModule<S, M, O, V>): void {
  const rules = g.rules;
  const moveWords = [...new Set(g.everyMove().map((m) => rules.formatMove(m))), 'deal', 'd', 't', 'turn', 'x0', 'x5', '2>4', '24', 'j1-1', '0', '8', 'c3', 'C3'];
  const optionWords = g.variants.options.flatMap((o) => (o.kind === 'flag' ? [o.name, `${o.name}=2`] : o.values.map((v) => `${o.name}=${v.text}`)));
  const variantWords = [g.id, `${g.id}(`, ')', 'standard', '__proto__', 'constructor', '=', ...optionWords];
  const variant = fc.constantFrom(...rules.mainVariants);
  const position = fc.tuple(variant, fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 0, max: 80 }));

  describe(`fuzz: ${rules.title}`, () => {
    it('move text: never throws, alone or in a position; what it accepts round-trips', { timeout }, () => {
      fc.assert(
        fc.property(textFrom(moveWords, 3), position, (t, [v, n, steps]) => {
          const alone = rules.parseMove(t);
          expectParseResult(alone, t);
          if (alone.ok) expect(rules.parseMove(rules.formatMove(alone.value))).toEqual(alone);
          const { state } = randomPosition(g, v, n, steps % 20);
          const here = rules.parseMove(t, state);
          expectParseResult(here, t);
          if (here.ok) expect(rules.isLegal(state, here.value)).toBe(true);
        }),
        fuzzParams(),
      );
    });

    it('variant text: never throws; what it accepts is written in one form that parses back', { timeout }, () => {
      fc.assert(
        fc.property(textFrom(variantWords, 12), (t) => {
          const r = rules.parseVariant(t);
          expectParseResult(r, t);
          if (r.ok) {
            const text = rules.formatVariant(r.value);
            expect(rules.parseVariant(text)).toEqual(r);
          }
        }),
        fuzzParams(),
      );
    });

    it('game records: a played game round-trips; any text parses or names its token', { timeout }, () => {
      fc.assert(
        fc.property(position, textFrom([...moveWords, ...CARDS, '|'], 70), ([v, n, steps], noise) => {
          const { state, moves } = randomPosition(g, v, n, steps);
          const deal = rules.dealOf(state);
          const line = formatGameRecord(rules, deal, moves);
          const back = parseGameRecord(rules, v, line);
          expect(back.ok).toBe(true);
          if (back.ok) {
            expect(back.value.moves).toEqual(moves);
            expect(rules.key(back.value.state)).toBe(rules.key(state));
            expect(formatGameRecord(rules, back.value.deal, back.value.moves)).toBe(line);
          }
          // A line with its moves garbled, or garbage altogether.
          for (const t of [`${formatDeal(deal)} | ${noise}`, noise]) {
            const r = parseGameRecord(rules, v, t);
            expectParseResult(r, t);
            if (r.ok) expect(parseGameRecord(rules, v, formatGameRecord(rules, r.value.deal, r.value.moves)).ok).toBe(true);
          }
        }),
        fuzzParams(),
      );
    });

    it('history snapshots: a saved game comes back exactly; garbage is refused, never thrown', { timeout }, () => {
      fc.assert(
        fc.property(position, fc.array(fc.oneof(fc.constantFrom(...moveWords), fc.string({ maxLength: 3 })), { maxLength: 30 }), fc.array(fc.constantFrom('player', 'app', 'x'), { maxLength: 30 }), fc.integer({ min: -2, max: 40 }), ([v, n, steps], texts, by, cursor) => {
          const deal = dealFromNumber(n, g.rules.dealShape(v));
          const h = new History(rules, deal, v, n);
          const { moves } = randomPosition(g, v, n, steps);
          for (const m of moves) if (rules.isLegal(h.state, m)) h.play(m);
          const back = History.restore(rules, deal, v, h.snapshot());
          expect(back.ok && back.value.snapshot()).toEqual(h.snapshot());
          const junk = History.restore(rules, deal, v, { moves: texts, by: by as ('player' | 'app')[], cursor });
          if (!junk.ok) expect(junk.error.code).toMatch(/^ERR_/);
        }),
        fuzzParams(),
      );
    });
  });
}

for (const id of GAME_IDS) withGame(id, fuzzGame);

describe('fuzz: game ids, setups, saved games, rounds', () => {
  it('parseGameId knows only the games (never __proto__, constructor or toString)', { timeout }, () => {
    for (const t of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '']) expect(parseGameId(t).ok, t).toBe(false);
    fc.assert(
      fc.property(textFrom(['acesup', 'golf', 'idiot', 'Golf', '__proto__', 'constructor', 'prototype', 'aces-up'], 2), (t) => {
        const r = parseGameId(t);
        expectParseResult(r, t);
        if (r.ok) expect(GAME_IDS).toContain(r.value);
      }),
      fuzzParams(),
    );
  });

  it('setups never throw; what they accept holds every card once', { timeout }, () => {
    const group = textFrom(CARDS, 8);
    fc.assert(
      fc.property(fc.array(group, { minLength: 3, maxLength: 8 }), group, group, (piles, stock, waste) => {
        const a = acesUpFromSetup({ piles: piles.slice(0, 4), stock }, { acesOnly: false, fillFirst: false, acesLow: false, jokers: false, freeDiscards: false });
        if (!a.ok) expect(a.error.code).toMatch(/^ERR_/);
        else expect([...a.value.piles.flat(), ...a.value.discarded, ...a.value.deal.slice(a.value.next)].sort((x, y) => x - y)).toEqual(fullDeck(0));
        const cols = [...piles, '', '', '', '', '', '', ''].slice(0, 7);
        const gs = golfFromSetup({ columns: cols, waste, stock }, { queenOnKing: false, puttPutt: false, jokers: 0, emptyWaste: false, par: 45 });
        if (!gs.ok) expect(gs.error.code).toMatch(/^ERR_/);
        else expect([...gs.value.columns.flat(), ...gs.value.waste, ...gs.value.deal.slice(gs.value.next)].sort((x, y) => x - y)).toEqual(fullDeck(0));
      }),
      fuzzParams(),
    );
  });

  it('saved games (untrusted objects) are checked, never thrown on', { timeout }, () => {
    const good = { game: 'golf', variant: 'golf', deal: formatDeal(dealFromNumber(3)), number: 3, moves: ['t', 't'] };
    const anything = fc.anything({ maxDepth: 2 });
    fc.assert(
      fc.property(fc.record({ game: fc.oneof(fc.constantFrom('golf', 'acesup', '__proto__'), anything), variant: fc.oneof(fc.constantFrom('golf', 'acesup(jokers)'), anything), deal: fc.oneof(fc.constant(good.deal), anything), number: fc.oneof(fc.constantFrom(3, 4, -1, 2 ** 32, 1.5), anything), moves: fc.oneof(fc.constant(good.moves), fc.sparseArray(fc.constantFrom('t', '1', 'x2'), { maxLength: 5 }), anything) }, { requiredKeys: [] }), (rec) => {
        const r = loadRecord(rec);
        if (!r.ok) expect(r.error.code).toMatch(/^ERR_/);
      }),
      fuzzParams(),
    );
    expect(loadRecord(good).ok).toBe(true);
    expect(loadRecord({ ...good, number: 4 }).ok).toBe(false);
    // eslint-disable-next-line no-sparse-arrays -- a list with a hole, as a hand-edited save might have
    expect(loadRecord({ ...good, moves: ['t', , 't'] }).ok).toBe(false);
  });

  it('stored Golf rounds are checked: impossible scores and bad numbers are refused', { timeout }, () => {
    fc.assert(
      fc.property(fc.record({ variant: fc.constantFrom('golf', 'golf(par=36)', 'golf(jokers=2,empty-waste)', 'golf(x)'), first: fc.oneof(fc.constant(null), fc.integer({ min: -3, max: 2 ** 32 + 3 }), fc.double()), scores: fc.array(fc.oneof(fc.integer({ min: -40, max: 60 }), fc.double()), { maxLength: 11 }) }), (x) => {
        const r = roundFromData(x);
        if (r.ok) {
          expect(r.value.scores.every((s) => Number.isInteger(s) && s >= -(16 + r.value.variant.jokers + (r.value.variant.emptyWaste ? 1 : 0)) && s <= 35)).toBe(true);
          expect(roundFromData(roundToData(r.value))).toEqual(r);
        } else expect(r.error.code).toBe('ERR_ROUND');
      }),
      fuzzParams(),
    );
  });
});
