// `kabal sim` through its command line: output in input order, journals that resume exactly (also
// after a cut write), shards run as separate processes under GNU parallel that merge into exactly
// the output of one run, and bad input. Most cases run the command in this process (kabalHere);
// standard input, a closed pipe and the shards run as real processes (TypeScript through tsx).

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dealFromNumber, formatDeal } from '../../core/deal.js';
import { kabalHere as here } from '../../test-support/kabal.js';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'kabal-sim-'));
// An entry point a shell (GNU parallel) can run: node --import tsx ENTRY <arguments>.
const ENTRY = join(dir, 'kabal-entry.mjs');
writeFileSync(ENTRY, `const m = await import(${JSON.stringify(join(ROOT, 'src', 'cli', 'main.ts'))});\nprocess.exitCode = await m.main(process.argv.slice(2));\n`);

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

function kabal(args: string[], input = ''): Run {
  const r = spawnSync(process.execPath, ['--import', 'tsx', ENTRY, ...args], { cwd: ROOT, input, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

function sh(script: string): Run {
  const r = spawnSync('bash', ['-c', script], { cwd: ROOT, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const KABAL = `${JSON.stringify(process.execPath)} --import tsx ${JSON.stringify(ENTRY)}`;

// Each case starts node processes that compile TypeScript on the fly: slow on a busy machine.
const SLOW = 240_000;

describe('kabal sim', () => {
  it('prints one JSON line per deal in input order, then the summary', async () => {
    const file = join(dir, 'deals.txt');
    writeFileSync(file, `# three deals\n${formatDeal(dealFromNumber(5))}\n\n${formatDeal(dealFromNumber(6))}\n${formatDeal(dealFromNumber(7))}\n`);
    const r = await here(['sim', 'acesup', '--strategy', 'never-empty', '--input', file, '--json', '--per-deal', '--threads', '2']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.length).toBe(4);
    expect(lines.slice(0, 3).map((l) => l.line)).toEqual([2, 4, 5]);
    expect(lines.slice(0, 3).map((l) => l.index)).toEqual([0, 1, 2]);
    for (const l of lines.slice(0, 3)) expect(typeof l.score === 'number' && typeof l.won === 'boolean').toBe(true);
    expect(lines[3]?.summary).toBe(true);
    expect(lines[3]?.deals).toBe(3);
    expect(lines[3]?.source).toBe(`3 deals from ${file}`);
  }, SLOW);

  it('writes a text summary with the Wilson interval, a histogram and an SVG for several strategies, also from standard input', () => {
    const svg = join(dir, 'golf.svg');
    const input = `${[1, 2, 3, 4, 5].map((n) => formatDeal(dealFromNumber(n))).join('\n')}\n`;
    const r = kabal(['sim', 'golf', '-s', 'first-playable,lookahead', '--plot', svg, '--threads', '1'], input);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('95% Wilson interval');
    expect(r.stdout).toContain('histogram of scores');
    expect(r.stdout).toContain('player lookahead');
    expect(r.stdout.match(/deals: {7}5 \(5 deals from standard input\)/g)?.length).toBe(2);
    expect(readFileSync(svg, 'utf8').match(/<polyline/g)?.length).toBe(2);
  }, SLOW);

  it('resumes from its journal (also after a cut write) and merges runs of neighbouring ranges into the run of both', async () => {
    const a = join(dir, 'a.jsonl');
    const b = join(dir, 'b.jsonl');
    const first = await here(['sim', 'acesup', '-s', 'uncover', '--numbers', '1-30', '--state', a, '--json', '--threads', '0']);
    expect(first.status).toBe(0);
    expect(readFileSync(a, 'utf8').trim().split('\n').length).toBe(32);
    // Running again finds everything done and prints the same summary.
    expect((await here(['sim', 'acesup', '-s', 'uncover', '--numbers', '1-30', '--state', a, '--json', '--threads', '0'])).stdout).toBe(first.stdout);
    // A run killed mid-write: cut the journal inside row 12, then resume.
    const text = readFileSync(a, 'utf8');
    const cut = text.split('\n').slice(0, 12).join('\n').length + 8;
    truncateSync(a, cut);
    const resumed = await here(['sim', 'acesup', '-s', 'uncover', '--numbers', '1-30', '--state', a, '--json', '--threads', '0']);
    expect(resumed.stderr).toMatch(/a\.jsonl line 13 was cut short .*removed/);
    expect(resumed.stdout).toBe(first.stdout);
    expect(readFileSync(a, 'utf8')).toBe(text);
    expect((await here(['sim', 'acesup', '-s', 'uncover', '--numbers', '31-60', '--state', b, '--json', '--threads', '0'])).status).toBe(0);
    const whole = await here(['sim', 'acesup', '-s', 'uncover', '--numbers', '1-60', '--json', '--per-deal', '--threads', '2']);
    expect((await here(['sim', 'merge', a, b, '--json', '--per-deal'])).stdout).toBe(whole.stdout);
  }, SLOW);

  it('refuses a journal of another run, a bad row and an unfinished shard, naming the file and line', async () => {
    const j = join(dir, 'other.jsonl');
    expect((await here(['sim', 'acesup', '-s', 'round', '--numbers', '1-2', '--state', j, '--threads', '0'])).status).toBe(0);
    const wrong = await here(['sim', 'acesup', '-s', 'uncover', '--numbers', '1-2', '--state', j]);
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain('holds a run of acesup acesup round, not acesup acesup uncover');
    const range = await here(['sim', 'acesup', '-s', 'round', '--numbers', '1-3', '--state', j]);
    expect(range.status).toBe(2);
    expect(range.stderr).toContain('holds a run of deal numbers 1-2, not of deal numbers 1-3');
    const edited = join(dir, 'edited.jsonl');
    writeFileSync(edited, readFileSync(j, 'utf8').replace(/"s":\d+/, '"s":900'));
    const bad = await here(['sim', 'acesup', '-s', 'round', '--numbers', '1-2', '--state', edited]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/edited\.jsonl line 2: score "s" must be a whole number from 0 to 48/);
    expect((await here(['sim', 'merge', edited])).stderr).toMatch(/edited\.jsonl line 2: score/);
    // A --state that is not a journal is left as it is.
    const notes = join(dir, 'notes.txt');
    writeFileSync(notes, 'my notes\nno line break at the end');
    const notJournal = await here(['sim', 'acesup', '-s', 'round', '-n', '1', '--state', notes]);
    expect(notJournal.status).toBe(2);
    expect(notJournal.stderr).toMatch(/notes\.txt line 1: not a kabal sim journal/);
    expect(readFileSync(notes, 'utf8')).toBe('my notes\nno line break at the end');
    // Options that a merge would ignore are refused: the journals fix the run.
    for (const [extra, named] of [[['-s', 'never-empty'], '--strategy has'], [['--numbers', '1-5'], '--numbers has'], [['--threads', '2', '--shard', '1/2'], '--shard and --threads have']] as const) {
      const r = await here(['sim', 'merge', j, ...extra]);
      expect({ status: r.status, stdout: r.stdout }).toEqual({ status: 2, stdout: '' });
      expect(r.stderr).toBe(`kabal: ${named} no effect on "sim merge" (the journals hold the game, variant, strategy and deals, and nothing is played again): leave ${named.endsWith('have') ? 'them' : 'it'} out\n`);
    }
    expect((await here(['sim', 'merge', j, '--json', '--no-progress'])).status).toBe(0);
    const part = join(dir, 'part.jsonl');
    writeFileSync(part, readFileSync(j, 'utf8').split('\n').slice(0, 2).join('\n') + '\n');
    expect((await here(['sim', 'merge', part])).stderr).toMatch(/part\.jsonl \(shard 1\/1\) is not finished/);
  }, SLOW);

  it('reports bad input and bad options clearly, with exit status 2', async () => {
    const bad = await here(['sim', 'acesup', '-s', 'nonsense', '--numbers', '1-3', '--threads', '0']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('no acesup strategy "nonsense"');
    expect((await here(['sim', 'acesup', '-s', 'round', '--numbers', '1-3', '--per-deal'])).stderr).toContain('--per-deal goes with --json');
    const both = await here(['sim', 'acesup', '-s', 'round', '-n', '1', '--numbers', '1-3']);
    expect(both.status).toBe(2);
    expect(both.stderr).toMatch(/cannot be used with/);
    const file = join(dir, 'bad.txt');
    writeFileSync(file, 'AS 2S ZZ\n');
    const badDeal = await here(['sim', 'acesup', '-s', 'round', '--input', file]);
    expect(badDeal.status).toBe(2);
    expect(badDeal.stderr).toContain('line 1');
    // Standard input, in a real process: the exit status as a shell sees it.
    const empty = kabal(['sim', 'acesup', '-s', 'round'], '\n# nothing\n');
    expect(empty.status).toBe(2);
    expect(empty.stderr).toMatch(/^kabal: no deals in standard input/);
  }, SLOW);

  it('stops quietly when the reader of its output goes away', () => {
    const r = sh(`${KABAL} sim acesup -s never-empty --numbers 1-200000 --json --per-deal --threads 1 | head -1; echo "status \${PIPESTATUS[0]}" >&2`);
    expect(r.stdout).toMatch(/^\{"index":0,"number":1,/);
    expect(r.stderr).toBe('status 0\n');
  }, SLOW);
});

describe('shards under GNU parallel', () => {
  it.skipIf(!existsSync('/usr/bin/parallel'))(
    'three shards run as separate processes merge into exactly the output of the whole run',
    async () => {
      const run = sh(`parallel --halt now,fail=1 ${KABAL} sim acesup -s round --numbers 1-300 --shard {}/3 --state ${dir}/shard{}.jsonl --threads 1 --json ::: 1 2 3`);
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      const shards = [1, 2, 3].map((i) => join(dir, `shard${i}.jsonl`));
      // Shard 2/3 holds deals 2, 5, 8, …: positions 1, 4, 7, … of the run.
      const rows2 = readFileSync(shards[1]!, 'utf8').trim().split('\n').slice(1, 4).map((l) => (JSON.parse(l) as { n: number }).n);
      expect(rows2).toEqual([2, 5, 8]);
      const whole = await here(['sim', 'acesup', '-s', 'round', '--numbers', '1-300', '--threads', '2', '--json', '--per-deal']);
      const merged = await here(['sim', 'merge', ...[...shards].reverse(), '--json', '--per-deal']);
      expect(merged.stderr).toBe('');
      expect(merged.stdout).toBe(whole.stdout);
      const text = await here(['sim', 'merge', ...shards]);
      expect(text.stdout).toBe((await here(['sim', 'acesup', '-s', 'round', '--numbers', '1-300', '--threads', '0'])).stdout);
      const missing = await here(['sim', 'merge', shards[0]!, shards[2]!]);
      expect(missing.status).toBe(2);
      expect(missing.stderr).toMatch(/shard 2\/3 of deal numbers 1-300 is missing/);
    },
    SLOW,
  );
});
