// `kabal bound`: the summary and per-deal rows, the same figures for any thread count, the zero
// estimate giving the stock-known rate, and bad input refused with a clear message.

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { kabalHere as here } from '../../test-support/kabal.js';

const lines = (out: string): Record<string, unknown>[] =>
  out
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe('kabal bound', () => {
  it('with the zero estimate, the bound is the stock-known rate on the drawn orders, deal by deal', async () => {
    const r = await here(['bound', 'acesup', '--numbers', '1-4', '--estimate', 'zero', '--player', 'none', '--threads', '0', '--json', '--per-deal']);
    expect(r.status).toBe(0);
    const rows = lines(r.stdout);
    const summary = rows.pop() as { summary: boolean; deals: number; bound: { mean: number }; stockKnown: { rate: number }; player: unknown; estimate: string };
    expect(rows.map((x) => x.number)).toEqual([1, 2, 3, 4]);
    for (const row of rows) expect((row.values as number[])[0]).toBe(row.stockKnownWins);
    expect(summary).toMatchObject({ summary: true, deals: 4, player: null, estimate: 'zero' });
    expect(summary.bound.mean).toBeCloseTo(summary.stockKnown.rate, 12);
  });

  it('prints the same figures on worker threads as in this thread, with the player beside them', async () => {
    const args = ['bound', 'acesup', '--numbers', '7-8', '--draws', '4', '--player', 'round', '--json', '--per-deal'];
    const a = await here([...args, '--threads', '0']);
    const b = await here([...args, '--threads', '2']);
    expect(a.status).toBe(0);
    const strip = (out: string): unknown[] => lines(out).map(({ cpuSeconds: _, ...rest }) => rest);
    expect(strip(b.stdout)).toEqual(strip(a.stdout));
    const text = await here(['bound', 'acesup', '--number', '7', '--draws', '4', '--player', 'round', '--threads', '0']);
    expect(text.stdout).toMatch(/fair-play bound: +\d+\.\d\d% \(95% CI/);
    expect(text.stdout).toMatch(/round, a fair player, on the same deals/);
    expect(text.stdout).toMatch(/with the stock known, on the drawn orders/);
  }, 240_000);

  it('refuses what it cannot do, saying what and where', async () => {
    const variant = await here(['bound', 'acesup', '--variant', 'aces-only', '--number', '1']);
    expect(variant.status).toBe(2);
    expect(variant.stderr).toMatch(/--variant: the Aces Up bound is for the standard rules only/);
    const none = await here(['bound', 'golf']);
    expect(none.stderr).toMatch(/give the deals with --number N or --numbers A-B/);
    const est = await here(['bound', 'golf', '--number', '1', '--estimate', 'exact']);
    expect(est.stderr).toMatch(/--estimate: "exact" is not an estimate of the golf bound \(choose zero or fitted\)/);
    const player = await here(['bound', 'golf', '--number', '1', '--player', 'clairvoyant']);
    expect(player.stderr).toMatch(/--player: no fair golf player "clairvoyant"/);
    const orders = await here(['bound', 'golf', '--number', '1', '--orders', '0']);
    expect(orders.stderr).toMatch(/--orders: "0" is not a whole number/);
  });

  it('keeps a journal with --state and goes on from it, refusing the journal of another run', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kabal-bound-'));
    const state = join(dir, 'run.jsonl');
    const args = ['bound', 'acesup', '--numbers', '3-6', '--estimate', 'zero', '--player', 'round', '--threads', '0', '--json', '--per-deal'];
    const whole = await here(args);
    const first = await here([...args, '--state', state]);
    expect(first.status).toBe(0);
    const strip = (out: string): unknown[] => lines(out).map(({ cpuSeconds: _, fromJournal: __, ...rest }) => rest);
    expect(strip(first.stdout)).toEqual(strip(whole.stdout));
    // As if stopped after two deals: the header and two rows are left.
    const kept = readFileSync(state, 'utf8').split('\n').slice(0, 3);
    expect(JSON.parse(kept[0] ?? '')).toMatchObject({ format: 'kabal-bound-journal', game: 'acesup', variant: 'acesup', player: 'round', estimate: 'zero' });
    writeFileSync(state, `${kept.join('\n')}\n`);
    const again = await here([...args, '--state', state]);
    expect(again.status).toBe(0);
    expect(again.stderr).toMatch(/holds 2 deals; going on from there/);
    expect(strip(again.stdout)).toEqual(strip(whole.stdout));
    expect(lines(again.stdout).pop()).toMatchObject({ fromJournal: 2, complete: true });
    expect(readFileSync(state, 'utf8').trim().split('\n').pop()).toBe('{"end":true,"deals":4}');
    // Another player, or a row that does not belong to the run, is refused with its file and line.
    const other = await here(['bound', 'acesup', '--numbers', '3-6', '--estimate', 'zero', '--player', 'none', '--state', state]);
    expect(other.status).toBe(2);
    expect(other.stderr).toMatch(/--state: .*run\.jsonl holds a bound run of acesup acesup, .* player round, not of acesup acesup, .* player none/);
    writeFileSync(state, `${kept[0] ?? ''}\n{"number":3,"values":[2],"stockKnownWins":5,"playerWon":false,"positions":1,"estimates":0}\n`);
    const bad = await here([...args, '--state', state]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/run\.jsonl line 2: "stockKnownWins" must be a whole number from 0 to 1/);
  }, 240_000);
});
