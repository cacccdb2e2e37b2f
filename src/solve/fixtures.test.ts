// The reference results in test/fixtures (a copy of the shared fixtures, computed by an
// independent exhaustive search): the solver must agree on every line, and each line it returns
// is replayed.
// KABAL_GOLF_FIXTURE_LINES=N checks only the first N Golf lines (for a quick run).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDeal } from '../core/deal.js';
import type { GameRules } from '../core/game.js';
import { acesUp, golf } from '../games/index.js';
import { solve } from './index.js';

const DIR = process.env.KABAL_FIXTURES ?? join(import.meta.dirname, '..', '..', 'test', 'fixtures');
const GOLF_LINES = Number(process.env.KABAL_GOLF_FIXTURE_LINES ?? Infinity);

function lines(file: string): string[] {
  return readFileSync(join(DIR, file), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

function check<S, M, O, V>(rules: GameRules<S, M, O, V>, variantText: string, column: number, limit: number): void {
  const v = rules.parseVariant(variantText);
  if (!v.ok) throw new Error(v.error.message);
  const deals = lines(`${rules.id}-deals.txt`);
  const rows = lines(`${rules.id}-results.tsv`).slice(1);
  expect(rows.length).toBe(deals.length);
  for (let i = 0; i < Math.min(limit, deals.length); i++) {
    const d = parseDeal(deals[i]!, rules.dealShape(v.value));
    if (!d.ok) throw new Error(d.error.message);
    const want = Number(rows[i]!.split('\t')[column]);
    const root = rules.start(d.value, v.value);
    const r = solve(rules, root);
    expect({ line: i + 1, score: r.bestScore, verdict: r.verdict }).toEqual({ line: i + 1, score: want, verdict: rules.higherIsBetter ? (want === 48 ? 'solved' : 'unsolvable') : want <= 0 ? 'solved' : 'unsolvable' });
    let s = root;
    for (const m of r.moves) s = rules.applyMove(s, m);
    expect(rules.isTerminal(s)).toBe(true);
    expect(rules.score(s)).toBe(want);
  }
}

describe('shared fixtures', () => {
  it('Aces Up standard, every line', () => check(acesUp, 'acesup', 1, Infinity));
  it('Aces Up aces-only, every line', () => check(acesUp, 'acesup(aces-only)', 2, Infinity));
  it('Aces Up fill-first, every line', () => check(acesUp, 'acesup(fill-first)', 3, Infinity));
  it('Golf strict, every line', () => check(golf, 'golf', 1, GOLF_LINES), 240_000);
  it('Golf queen-on-king, every line', () => check(golf, 'golf(queen-on-king)', 2, GOLF_LINES), 240_000);
  it('Golf putt-putt, every line', () => check(golf, 'golf(putt-putt)', 3, GOLF_LINES), 240_000);
});
