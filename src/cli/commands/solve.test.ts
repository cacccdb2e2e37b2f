// `kabal solve`: JSON lines, the table and the step-by-step line, in input order, and bad input.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dealFromNumber, formatDeal } from '../../core/deal.js';
import { replay } from '../../core/history.js';
import { acesUp, golf } from '../../games/index.js';
import { CliError } from '../errors.js';
import { parseDealLines } from '../io.js';
import { solveLines } from './solve.js';

const ROOT = join(import.meta.dirname, '..', '..', '..');

describe('kabal solve', () => {
  it('prints one JSON object per deal, in input order, whose moves replay to the claimed score', () => {
    const numbers = [3, 1, 2];
    const texts = numbers.map((n) => formatDeal(dealFromNumber(n)));
    const deals = parseDealLines(acesUp, acesUp.defaultVariant, texts.join('\n'));
    const rows = [...solveLines(acesUp, acesUp.defaultVariant, deals, { json: true })].map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(rows.map((r) => r.deal)).toEqual(texts);
    for (const r of rows) {
      expect(Object.keys(r)).toEqual(expect.arrayContaining(['deal', 'variant', 'verdict', 'winnable', 'bestScore', 'moves', 'states', 'ms']));
      expect(r.variant).toBe('acesup');
      expect(r.winnable).toBe(r.verdict === 'solved');
      const n = numbers[texts.indexOf(r.deal as string)]!;
      const played = replay(acesUp, dealFromNumber(n), acesUp.defaultVariant, r.moves as string[]);
      if (!played.ok) throw new Error(played.error.message);
      const end = played.value.state;
      expect(acesUp.isTerminal(end)).toBe(true);
      expect(acesUp.score(end)).toBe(r.bestScore);
    }
  });

  it('lays out a Golf line step by step and says the stock was known', () => {
    const deals = [{ deal: dealFromNumber(5), number: 5 }];
    const out = [...solveLines(golf, golf.defaultVariant, deals, { moves: true, ascii: true })].join('\n');
    expect(out).toMatch(/^Golf, golf, deal #5: (can|cannot) be won, with the stock known\. Best: /);
    expect(out).toMatch(/\n {3}1\. (t|[1-7]) +(turn|play) [2-9TJQKA][SHDC] /);
  });

  it('prints a table with a header and a summary for several deals', () => {
    const deals = [1, 2].map((n) => ({ deal: dealFromNumber(n), number: n }));
    const out = [...solveLines(acesUp, acesUp.defaultVariant, deals, {})];
    expect(out[0]).toContain('with the stock known');
    expect(out[2]).toMatch(/^#1 +(solved|unsolvable) +(yes|no) +\d+ /);
    expect(out.at(-1)).toMatch(/^\d of 2 deals can be won with the stock known\.$/);
  });

  it('rejects a bad budget with the flag named', () => {
    expect(() => [...solveLines(acesUp, acesUp.defaultVariant, [], { maxStates: '12x' })]).toThrow(CliError);
    expect(() => [...solveLines(acesUp, acesUp.defaultVariant, [], { maxStates: '12x' })]).toThrow(/--max-states: "12x"/);
  });

  it('end to end: reads stdin, reports a bad line with its number and exits 2', () => {
    const run = (input: string): { status: number | null; stdout: string; stderr: string } => {
      const r = spawnSync(process.execPath, ['--import', 'tsx', '-e', "import('./src/cli/main.ts').then(async (m) => { process.exitCode = await m.main(process.argv.slice(1)); })", '--', 'solve', 'acesup', '--json'], { cwd: ROOT, input, encoding: 'utf8' });
      return { status: r.status, stdout: r.stdout, stderr: r.stderr };
    };
    const good = run(`${formatDeal(dealFromNumber(3))}\n`);
    expect(good.status).toBe(0);
    expect((JSON.parse(good.stdout) as { verdict: string }).verdict).toBe('solved');
    const bad = run(`${formatDeal(dealFromNumber(3))}\nAS KS ZZ\n`);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/line 2/);
  });
});
