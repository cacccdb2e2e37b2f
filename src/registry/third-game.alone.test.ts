// A third game, made up in the tests (src/test-support/pairs/), goes through the same list as the
// real ones: one more entry to makeRegistry, and the conformance suite and kabal's commands that
// take any game serve it with no other change. The list module is swapped for one built by the
// same code with the extra entry, so everything that asks the list (the CLI's parsing, its
// commands, records) meets three games. This file runs in a project of its own (vitest.config.ts:
// `alone`), so the swap never reaches another test file.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { dealFromNumber, formatDeal } from '../core/deal.js';
import { PAIRS, PAIRS_ID, pairs } from '../test-support/pairs/index.js';
import { conformance } from '../test-support/conformance.js';
import { kabalHere } from '../test-support/kabal.js';
import type { GameId } from '../core/game.js';
import { type AnyGame, GAME_IDS, loadRecord, parseGameId, solve, withGame } from './index.js';
import type { GameEntry } from './registry.js';

vi.mock('./index.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('./index.js')>();
  const { gameEntry, makeRegistry } = await import('./registry.js');
  const { ACESUP } = await import('./acesup/index.js');
  const { GOLF } = await import('./golf/index.js');
  const third = await import('../test-support/pairs/index.js');
  // The one line a new game adds to the list: `[third.PAIRS_ID]: gameEntry(third.PAIRS)`.
  const games = { acesup: gameEntry(ACESUP), golf: gameEntry(GOLF), [third.PAIRS_ID]: gameEntry(third.PAIRS) };
  return { ...real, ...makeRegistry(games as unknown as Record<GameId, GameEntry<AnyGame>>) };
});

describe('a third game through the one list', () => {
  it('is listed, found by its names and solved through the list', () => {
    expect(GAME_IDS).toContain(PAIRS_ID);
    expect(parseGameId('PAIRS')).toEqual({ ok: true, value: PAIRS_ID });
    expect(parseGameId('pairs patience')).toEqual({ ok: true, value: PAIRS_ID });
    expect(withGame(PAIRS_ID, (g) => g.rules.title)).toBe('Pairs');
    const s = pairs.start(dealFromNumber(4), pairs.defaultVariant);
    const r = solve(pairs, s);
    expect(r.verdict).not.toBe('unknown');
    // The line is legal and reaches its score.
    let end = s;
    for (const m of r.moves) end = pairs.applyMove(end, m);
    expect(pairs.isTerminal(end)).toBe(true);
    expect(pairs.score(end)).toBe(r.bestScore);
  });

  conformance(PAIRS, loadRecord);
});

describe("kabal's generic commands on the third game", () => {
  it('deal, show, solve, strategies and sim take it by name', async () => {
    const deal = await kabalHere(['deal', 'pairs', '--number', '7']);
    expect(deal.status, deal.stderr).toBe(0);
    expect(deal.stdout.trim()).toBe(formatDeal(dealFromNumber(7)));

    const show = await kabalHere(['show', 'pairs', '--number', '7', '--ascii']);
    expect(show.status, show.stderr).toBe(0);
    expect(show.stdout).toMatch(/Stock/);

    const solved = await kabalHere(['solve', 'pairs', '--numbers', '1-6', '--threads', '0', '--json']);
    expect(solved.status, solved.stderr).toBe(0);
    const rows = solved.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(rows.map((r) => r.number)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const row of rows) {
      const n = row.number as number;
      expect(row, `deal ${n}`).toMatchObject({ game: PAIRS_ID, bestScore: solve(pairs, pairs.start(dealFromNumber(n), pairs.defaultVariant)).bestScore });
    }

    const strategies = await kabalHere(['strategies', 'pairs', '--json']);
    expect(strategies.status, strategies.stderr).toBe(0);
    expect(strategies.stdout).toContain('take-first');

    const sim = await kabalHere(['sim', 'pairs', '-s', 'take-first,turn-first', '--numbers', '1-40', '--threads', '0', '--json']);
    expect(sim.status, sim.stderr).toBe(0);
    const summaries = sim.stdout.trim().split('\n').map((l) => JSON.parse(l) as { summary?: boolean; strategy?: string; games?: number });
    expect(summaries.filter((x) => x.summary === true).map((x) => x.strategy).sort()).toEqual(['take-first', 'turn-first']);
  });

  it('hint and review read its game records', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kabal-pairs-'));
    const file = join(dir, 'games.txt');
    const deal = dealFromNumber(9);
    writeFileSync(file, `${formatDeal(deal)} | t t t t t\n`);
    const hint = await kabalHere(['hint', 'pairs', '--input', file, '--json', '--samples', '20', '--threads', '0']);
    expect(hint.status, hint.stderr).toBe(0);
    const h = JSON.parse(hint.stdout.trim().split('\n')[0]!) as { move?: string; chance?: { estimate?: number } };
    expect(['t', 'p']).toContain(h.move);
    expect(h.chance?.estimate).toBeGreaterThanOrEqual(0);
    const review = await kabalHere(['review', 'pairs', '--input', file, '--json']);
    expect(review.status, review.stderr).toBe(0);
    const plies = review.stdout.trim().split('\n').map((l) => JSON.parse(l) as { ply?: number; move?: string }).filter((r) => r.ply !== undefined);
    expect(plies.map((r) => r.move)).toEqual(['t', 't', 't', 't', 't']);
  });

  it('refuses a bad move or variant of the third game with a clear error', async () => {
    const bad = await kabalHere(['deal', 'pairs', '--variant', 'pairs(odd)', '--number', '1']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/odd/);
    expect(bad.stderr).not.toMatch(/at .*\.ts:\d+/);
  });
});
