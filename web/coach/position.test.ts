// The coach's position helpers: the record line is the engine's, a forced rest is found only when
// no choice is left, and following a kept solver line (re-solving only off it) ends the game: the
// hint with the stock known never goes round in circles (Aces Up deal 3 did, solving afresh).
import { describe, expect, it } from 'vitest';
import { parseGameRecord } from '../../src/core/record.js';
import { unwrap } from '../../src/core/result.js';
import { acesUp, golf } from '../../src/registry/index.js';
import { solve } from '../../src/registry/index.js';
import { formatDeal, parseDeal } from '../../src/core/deal.js';
import { replay } from '../../src/core/history.js';
import { GameController } from '../model/controller.js';
import { numberedSpec } from '../model/spec.js';
import { Rng } from '../../src/core/rng.js';
import type { Game } from '../../src/registry/index.js';
import { ACESUP } from '../../src/registry/acesup/index.js';
import { GOLF } from '../../src/registry/golf/index.js';
import { fairPlayer } from '../../src/coach/index.js';
import { finishOffer, forcedRest, forcedRestOf, type KnownLine, keyOf, layoutAt, lineKeys, type Position, recordLine, restOfLine } from './position.js';

/** The solver's best line from an Aces Up position, kept as the panel keeps it. */
function solveAt(p: Position): KnownLine {
  const deal = unwrap(parseDeal(p.deal, acesUp.dealShape(acesUp.defaultVariant)));
  const state = unwrap(replay(acesUp, deal, acesUp.defaultVariant, p.moves)).state;
  const r = solve(acesUp, state);
  const moves = r.moves.map((m) => acesUp.formatMove(m));
  return { moves, keys: lineKeys(p, moves), won: r.winnable, best: r.bestScore };
}

describe('following the line with the stock known', () => {
  it('Aces Up deal 3: hint after hint, as the app plays them (forced discards by the app), the game ends', () => {
    const c = new GameController(undefined, { forcedMoves: true }, unwrap(numberedSpec('acesup', 'acesup', 3)));
    let line: KnownLine | undefined;
    let hints = 0;
    let solves = 0;
    const seen = new Set<string>();
    while (!c.getSnapshot().over) {
      expect(hints).toBeLessThan(200);
      const rec = c.record();
      const key = keyOf(rec);
      // No position comes back: the game goes forward along one line.
      expect(seen.has(key)).toBe(false);
      seen.add(key);
      let rest = line ? restOfLine(line, key) : undefined;
      if (rest === undefined || rest.length === 0) {
        line = solveAt(rec);
        solves++;
        rest = line.moves;
      }
      expect(c.playText(rest[0] as string)).toBe(true);
      hints++;
    }
    expect(solves).toBeLessThanOrEqual(3);
    expect(hints).toBeGreaterThan(20);
  });

  it('a position off the line is not on it', () => {
    const p: Position = { game: 'acesup', variant: 'acesup', deal: formatDeal(unwrap(numberedSpec('acesup', 'acesup', 3)).deal), moves: [] };
    expect(restOfLine({ moves: ['d'], keys: ['nowhere', 'else'], won: false, best: 0 }, keyOf(p))).toBeUndefined();
  });
});

describe('record line and forced rest', () => {
  it('the record line parses back to the same moves', () => {
    const c = new GameController(undefined, { forcedMoves: true }, unwrap(numberedSpec('golf', 'golf', 5)));
    for (let i = 0; i < 6; i++) c.playStock();
    const rec = c.record();
    const line = recordLine(rec);
    const back = unwrap(parseGameRecord(golf, golf.defaultVariant, line));
    expect(back.moves.map((m) => golf.formatMove(m))).toEqual(rec.moves);
    expect(line.split(' | ')[1]?.split(' ')).toEqual(rec.moves);
  });

  it('a forced rest has one legal move in every position to the end; a choice gives none', () => {
    const v = golf.defaultVariant;
    let s = golf.start(unwrap(parseDeal(formatDeal(unwrap(numberedSpec('golf', 'golf', 21)).deal), golf.dealShape(v))), v);
    const line = solve(golf, s).moves;
    let found = 0;
    for (const m of line) {
      const rest = forcedRestOf(golf, s);
      if (golf.legalMoves(s).length > 1) expect(rest).toBeUndefined();
      if (rest !== undefined) {
        found++;
        let t = s;
        for (const text of rest) {
          expect(golf.legalMoves(t)).toHaveLength(1);
          t = golf.applyMove(t, unwrap(golf.parseMove(text, t)));
        }
        expect(golf.isTerminal(t)).toBe(true);
      }
      s = golf.applyMove(s, m);
    }
    expect(forcedRestOf(golf, s)).toEqual([]);
    expect(found).toBeGreaterThan(0);
  });

  it('draws a position after extra moves from the layout of the observation', () => {
    const spec = unwrap(numberedSpec('golf', 'golf', 5));
    const p: Position = { game: 'golf', variant: 'golf', deal: formatDeal(spec.deal), moves: [] };
    const stock = (l: ReturnType<typeof layoutAt>): number => l.rows.flat().find((z) => z.ref.kind === 'stock')?.count ?? -1;
    expect(stock(layoutAt(p, ['t'])) + 1).toBe(stock(layoutAt(p)));
  });
});

/**
 * The same position with the cards the player cannot see in another order: the deal with the
 * unseen cards' places shuffled among themselves (the moves made so far saw none of them, so they
 * replay), or undefined when the record does not replay on it.
 */
function reshuffled<S, M, O, V>(g: Game<S, M, O, V>, p: Position, rng: Rng): Position | undefined {
  const v = unwrap(g.rules.parseVariant(p.variant));
  const deal = unwrap(parseDeal(p.deal, g.rules.dealShape(v)));
  const state = unwrap(replay(g.rules, deal, v, p.moves)).state;
  const unseen = new Set(g.unseen(g.rules.observe(state)));
  const places = deal.flatMap((c, i) => (unseen.has(c) ? [i] : []));
  const cards = places.map((i) => deal[i] as (typeof deal)[number]);
  for (let i = cards.length - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    [cards[i], cards[j]] = [cards[j] as (typeof cards)[number], cards[i] as (typeof cards)[number]];
  }
  const other = [...deal];
  places.forEach((at, k) => (other[at] = cards[k] as (typeof cards)[number]));
  const again = replay(g.rules, other, v, p.moves);
  if (!again.ok) return undefined;
  expect(g.rules.observe(again.value.state)).toEqual(g.rules.observe(state));
  return { ...p, deal: formatDeal(other) };
}

describe('Finish the game: offered from what the player sees only', () => {
  for (const g of [GOLF, ACESUP] as Game<unknown, unknown, unknown, unknown>[]) {
    it(`${g.id}: the offer and its words are the same whatever the order of the unseen cards`, () => {
      const rules = g.rules;
      let offered = 0;
      let leaksBefore = 0;
      for (const n of [1, 2, 3, 4, 5, 6]) {
        const spec = unwrap(numberedSpec(g.id, rules.formatVariant(rules.defaultVariant), n));
        const player = fairPlayer(g, rules.formatVariant(rules.defaultVariant), g.id === 'golf' ? 'lookahead' : 'round');
        let s = rules.start(spec.deal, rules.defaultVariant);
        const rng = new Rng(n);
        const moves: string[] = [];
        while (!rules.isTerminal(s)) {
          const p: Position = { game: g.id, variant: rules.formatVariant(rules.defaultVariant), deal: formatDeal(spec.deal), moves: [...moves] };
          const offer = finishOffer(p);
          if (offer !== undefined) {
            offered++;
            // Offered, the rest is forced on this deal too, and the game ends.
            expect(forcedRest(p)).toBeDefined();
          } else if (forcedRest(p) !== undefined && g.unseen(rules.observe(s)).length > 1) leaksBefore++;
          for (let k = 0; k < 4; k++) {
            const q = reshuffled(g, p, rng);
            if (q !== undefined) expect(finishOffer(q)).toEqual(offer);
          }
          const m = player.strategy.choose(rules.observe(s) as never, rules.legalMoves(s), rng);
          if (m === null) break;
          moves.push(rules.formatMove(m));
          s = rules.applyMove(s, m);
        }
      }
      expect(offered).toBeGreaterThan(0);
      // Where the old offer (from the full state) would have told something about the stock.
      if (g.id === 'golf') expect(leaksBefore).toBeGreaterThan(0);
    });
  }
});
