// `kabal deal --daily` and `--winnable --random`: the golden daily deal by date, JSON fields, bad
// dates named by their part, and winnable deals that the solver wins when asked again (by a real
// `kabal solve` process reading standard input; the rest runs in this process, kabalHere).

import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dealFromNumber, formatDeal } from '../../core/deal.js';
import { unwrap } from '../../core/result.js';
import GOLDEN from '../../deals/daily-golden.json' with { type: 'json' };
import { acesUp, golf } from '../../registry/index.js';
import { parseGameDeal } from '../../games/index.js';
import { canWin } from '../../registry/index.js';
import { kabalHere as here } from '../../test-support/kabal.js';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'kabal-deal-'));
const ENTRY = join(dir, 'kabal-entry.mjs');
writeFileSync(ENTRY, `const m = await import(${JSON.stringify(join(ROOT, 'src', 'cli', 'main.ts'))});\nprocess.exitCode = await m.main(process.argv.slice(2));\n`);

function kabal(args: string[], input = ''): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', ENTRY, ...args], { cwd: ROOT, input, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const row = (date: string, variant: string): { number: number } => {
  const r = GOLDEN.rows.find((x) => x.date === date && x.variant === variant);
  if (!r) throw new Error(`no golden row ${date} ${variant}`);
  return r;
};

describe('kabal deal --daily', () => {
  it('prints the golden daily deal, as text and as JSON', async () => {
    const { number } = row('2027-03-05', 'golf');
    const text = await here(['deal', 'golf', '--daily', '2027-03-05']);
    expect(text.status).toBe(0);
    expect(text.stdout).toBe(`${formatDeal(dealFromNumber(number))}\n`);
    // The held-out check of docs/deals.md: kabal solve, with its own budget, wins it.
    const solved = kabal(['solve', 'golf', '--json'], text.stdout);
    expect(JSON.parse(solved.stdout)).toMatchObject({ verdict: 'solved', winnable: true });
    const aces = row('2026-12-03', 'acesup(free-discards)');
    const json = await here(['deal', 'idiot', '--daily', '2026-12-03', '--variant', 'free-discards', '--json']);
    expect(json.status).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual({ game: 'acesup', variant: 'acesup(free-discards)', date: '2026-12-03', number: aces.number, deal: formatDeal(dealFromNumber(aces.number)) });
  });

  it('refuses bad dates with exit status 2 and the part at fault', async () => {
    const cases: [string, RegExp][] = [
      ['2027-02-29', /2027-02-29: the month has 28 days, not 29/],
      ['5 March', /"5 March" is not a date written YYYY-MM-DD/],
    ];
    for (const [date, msg] of cases) {
      const r = await here(['deal', 'golf', '--daily', date]);
      expect(r.status, date).toBe(2);
      expect(r.stderr, date).toMatch(msg);
      expect(r.stdout).toBe('');
    }
  });
});

describe('kabal deal --winnable --random', () => {
  it('prints N different deals the solver wins, the same for the same seed', async () => {
    const r = await here(['deal', 'acesup', '--winnable', '--random', '--count', '5', '--seed', '11', '--json']);
    expect(r.status).toBe(0);
    const rows = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as { number: number; deal: string });
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((x) => x.number)).size).toBe(5);
    for (const x of rows) {
      expect(x.deal).toBe(formatDeal(dealFromNumber(x.number)));
      expect(canWin(acesUp, acesUp.start(dealFromNumber(x.number), acesUp.defaultVariant)).verdict).toBe('solved');
    }
    const again = await here(['deal', 'acesup', '--winnable', '--random', '--count', '5', '--seed', '11', '--json']);
    expect(again.stdout).toBe(r.stdout);
    const text = await here(['deal', 'golf', '--winnable', '--random', '--seed', '3']);
    const deal = unwrap(parseGameDeal(golf, golf.defaultVariant, text.stdout.trim()));
    expect(canWin(golf, golf.start(deal, golf.defaultVariant)).verdict).toBe('solved');
  });

  it('says in its help that the guarantee is with the stock known, and refuses what does not fit', async () => {
    const help = (await here(['deal', '--help'])).stdout.replace(/\s+/g, ' ');
    expect(help).toMatch(/WITH THE STOCK KNOWN .*not a promise that a player who cannot see the stock will win it/);
    expect((await here(['deal', 'golf', '--winnable'])).status).toBe(2);
    expect((await here(['deal', 'golf', '--winnable', '--random', '--count', '0'])).status).toBe(2);
    // Options that would do nothing are refused, not ignored.
    const cases: [string[], string][] = [
      [['deal', 'acesup', '--winnable', '--random', '--shard', '2/2'], 'kabal: --shard has no effect with --winnable --random'],
      [['deal', 'acesup', '--daily', '2027-01-01', '--shard', '1/2'], 'kabal: --shard has no effect with --daily (one deal a date)'],
      [['deal', 'acesup', '--daily', '2027-01-01', '--count', '2', '--seed', '4'], 'kabal: --count and --seed have no effect with --daily (one deal a date)'],
    ];
    for (const [args, message] of cases) {
      const r = await here(args);
      expect({ args, status: r.status, stdout: r.stdout }).toEqual({ args, status: 2, stdout: '' });
      expect(r.stderr.startsWith(message)).toBe(true);
    }
  });
});
