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
import { forcedRestOf, type KnownLine, keyOf, layoutAt, lineKeys, type Position, recordLine, restOfLine } from './position.js';

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
