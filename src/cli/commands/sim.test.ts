// `kabal sim` end to end through the real command line (compiled on the fly by tsx).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dealFromNumber, formatDeal } from '../../core/deal.js';

const ROOT = join(import.meta.dirname, '..', '..', '..');
function kabal(args: string[], input = ''): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', '-e', "import('./src/cli/main.ts').then(async (m) => { process.exitCode = await m.main(process.argv.slice(1)); })", '--', ...args], {
    cwd: ROOT,
    input,
    encoding: 'utf8',
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

// Each case starts a few node processes that compile TypeScript on the fly: slow on a busy machine.
const SLOW = 180_000;

describe('kabal sim', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kabal-sim-'));

  it('prints one JSON line per deal in input order, then the summary', () => {
    const file = join(dir, 'deals.txt');
    writeFileSync(file, `# three deals\n${formatDeal(dealFromNumber(5))}\n\n${formatDeal(dealFromNumber(6))}\n${formatDeal(dealFromNumber(7))}\n`);
    const r = kabal(['sim', 'acesup', '--strategy', 'never-empty', '--input', file, '--json', '--per-deal', '--threads', '2']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.length).toBe(4);
    expect(lines.slice(0, 3).map((l) => l.line)).toEqual([2, 4, 5]);
    for (const l of lines.slice(0, 3)) expect(typeof l.score === 'number' && typeof l.won === 'boolean').toBe(true);
    expect(lines[3]?.summary).toBe(true);
    expect(lines[3]?.deals).toBe(3);
  }, SLOW);

  it('writes a text summary with the Wilson interval, a histogram and an SVG for several strategies', () => {
    const svg = join(dir, 'golf.svg');
    const r = kabal(['sim', 'golf', '-s', 'first-playable,lookahead', '--numbers', '1-40', '--plot', svg, '--threads', '1']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('95% Wilson interval');
    expect(r.stdout).toContain('histogram of scores');
    expect(r.stdout).toContain('player lookahead');
    const text = readFileSync(svg, 'utf8');
    expect(text.match(/<polyline/g)?.length).toBe(2);
  }, SLOW);

  it('resumes from its journal and merges journals of parts', () => {
    const a = join(dir, 'a.jsonl');
    const b = join(dir, 'b.jsonl');
    expect(kabal(['sim', 'acesup', '-s', 'uncover', '--numbers', '1-30', '--state', a, '--json', '--threads', '0']).status).toBe(0);
    // Running again finds everything done and prints the same summary.
    const again = kabal(['sim', 'acesup', '-s', 'uncover', '--numbers', '1-30', '--state', a, '--json', '--threads', '0']);
    expect(readFileSync(a, 'utf8').trim().split('\n').length).toBe(31);
    expect(kabal(['sim', 'acesup', '-s', 'uncover', '--numbers', '31-60', '--state', b, '--json', '--threads', '0']).status).toBe(0);
    const whole = JSON.parse(kabal(['sim', 'acesup', '-s', 'uncover', '--numbers', '1-60', '--json', '--threads', '2']).stdout) as Record<string, unknown>;
    const merged = JSON.parse(kabal(['sim', 'merge', a, b, '--json']).stdout) as Record<string, unknown>;
    expect(merged.deals).toBe(60);
    expect(merged.wins).toBe(whole.wins);
    expect(merged.score).toEqual(whole.score);
    expect((JSON.parse(again.stdout) as Record<string, unknown>).deals).toBe(30);
  }, SLOW);

  it('reports bad input clearly', () => {
    const bad = kabal(['sim', 'acesup', '-s', 'nonsense', '--numbers', '1-3']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('no acesup strategy "nonsense"');
    expect(kabal(['sim', 'acesup', '-s', 'round', '--numbers', '1-3', '--per-deal']).stderr).toContain('--per-deal goes with --json');
    const file = join(dir, 'bad.txt');
    writeFileSync(file, 'AS 2S ZZ\n');
    const badDeal = kabal(['sim', 'acesup', '-s', 'round', '--input', file]);
    expect(badDeal.status).toBe(2);
    expect(badDeal.stderr).toContain('line 1');
    const j = join(dir, 'other.jsonl');
    expect(kabal(['sim', 'acesup', '-s', 'round', '--numbers', '1-2', '--state', j, '--threads', '0']).status).toBe(0);
    const wrong = kabal(['sim', 'acesup', '-s', 'uncover', '--numbers', '1-2', '--state', j]);
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain('holds a run of acesup acesup round');
  }, SLOW);
});
