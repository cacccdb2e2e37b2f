// `kabal hint` and `kabal review`: the JSON lines the issue asks for (fields in order), the same
// figures as the library, repeatable runs, exact figures when every order is played, plain
// sentences, and bad records and options refused with exit status 2. Records on standard input go
// to real processes; records in a file (--input) run the command in this process (kabalHere).

import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fairPlayer, GameReview, mergeChance, PERFECT_PLAY } from '../../coach/index.js';
import { dealFromNumber } from '../../core/deal.js';
import { formatGameRecord } from '../../core/record.js';
import { Rng } from '../../core/rng.js';
import { type Game } from '../../registry/index.js';
import { ACESUP } from '../../registry/acesup/index.js';
import { GOLF } from '../../registry/golf/index.js';
import type { GolfMove, GolfState } from '../../games/golf/rules.js';
import { GolfFairSolver } from '../../solve/golf/index.js';
import { kabalHere as here } from '../../test-support/kabal.js';
import { forbiddenWords } from '../../test-support/plain-words.js';
import { chancePartRunner } from './coach/chance-parts.js';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'kabal-coach-'));
const ENTRY = join(dir, 'kabal-entry.mjs');
writeFileSync(ENTRY, `const m = await import(${JSON.stringify(join(ROOT, 'src', 'cli', 'main.ts'))});\nprocess.exitCode = await m.main(process.argv.slice(2));\n`);

function kabal(args: string[], input = ''): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', ENTRY, ...args], { cwd: ROOT, input, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Writes `text` to a file of the test's folder for --input: the command then runs in this process. */
function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

/** A game of deal `n` played by a fair player, stopped once at most `unseen` cards are unseen: its moves and record. */
function game<S, M, O, V>(module: Game<S, M, O, V>, n: number, player: string, unseen = 0): { moves: M[]; record: string } {
  const rules = module.rules;
  const p = fairPlayer(module, rules.formatVariant(rules.defaultVariant), player);
  let s = rules.start(dealFromNumber(n), rules.defaultVariant);
  const rng = new Rng(n);
  const moves: M[] = [];
  while (module.unseen(rules.observe(s)).length > unseen || unseen === 0) {
    const legal = rules.legalMoves(s);
    const m = legal.length === 0 ? null : p.strategy.choose(rules.observe(s) as never, legal, rng);
    if (m === null) break;
    moves.push(m);
    s = rules.applyMove(s, m);
  }
  return { moves, record: formatGameRecord(rules, dealFromNumber(n), moves) };
}

const SLOW = 120_000;

describe('kabal hint', () => {
  it('prints one JSON line per record, the fields in order, the same for the same record and seed', { timeout: SLOW }, () => {
    const a = game(ACESUP, 5, 'round', 20);
    const r = kabal(['hint', 'acesup', '--json', '--samples', '12', '--max-states', '20000', '--seed', '3'], `# a comment\n${a.record}\n\n${a.record}\n`);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(2);
    const [one, two] = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(Object.keys(one ?? {}).slice(0, 3)).toEqual(['move', 'chance', 'stockKnown']);
    expect(Object.keys(one?.chance ?? {})).toEqual(['estimate', 'ci', 'samples', 'exact', 'optimal']);
    expect(Object.keys(one?.stockKnown ?? {}).slice(0, 4)).toEqual(['share', 'ci', 'samples', 'exact']);
    expect(one?.chance).toMatchObject({ samples: 12, exact: false, optimal: false });
    expect({ ...one, line: 0 }).toEqual({ ...two, line: 0 });
    // The hint is a legal move at the end of the record.
    const rules = ACESUP.rules;
    const end = a.moves.reduce((s, m) => rules.applyMove(s, m), rules.start(dealFromNumber(5), rules.defaultVariant));
    expect(rules.parseMove(String(one?.move), end).ok).toBe(true);
  });

  it('splits the chance over worker threads: the parts added up, each record printed in order', { timeout: SLOW }, async () => {
    const games = [game(GOLF, 12, 'lookahead', 14), game(GOLF, 13, 'lookahead', 10)];
    const input = file('threads.txt', games.map((g) => g.record).join('\n'));
    const args = ['hint', 'golf', '--json', '--samples', '40', '--max-states', '20000', '--seed', '5', '--input', input];
    const rows = async (threads: string): Promise<{ line: number; chance: { samples: number; estimate: number }; stockKnown: { samples: number; unknown: number } }[]> => {
      const r = await here([...args, '--threads', threads]);
      expect(r.status).toBe(0);
      return r.stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as never);
    };
    const two = await rows('2');
    expect(two.map((r) => r.line)).toEqual([1, 2]);
    // The same figures as the parts worked out here and added up.
    const part = chancePartRunner({ game: 'golf', variant: GOLF.rules.formatVariant(GOLF.rules.defaultVariant), samples: 40, maxStates: 20_000, seed: 5, player: undefined });
    for (const [i, g] of games.entries()) {
      const merged = mergeChance([0, 1].map((index) => part({ deal: dealFromNumber(12 + i), moves: g.moves, index, count: 2 })));
      expect(two[i]?.chance.samples).toBe(40);
      expect(two[i]?.chance.estimate).toBeCloseTo(merged.chance.estimate, 6);
      expect(two[i]?.stockKnown.samples).toBe(merged.stockKnown?.samples);
      expect(two[i]?.stockKnown.unknown).toBe(merged.stockKnown?.unknown);
    }
    // In this thread (0) the one estimator plays the same 40 orders: the same share of them won.
    const zero = await rows('0');
    expect(zero.map((r) => [r.line, r.chance.samples, r.chance.estimate])).toEqual(two.map((r) => [r.line, r.chance.samples, r.chance.estimate]));
  });

  it('says the figures are exact when every stock order is played, in sentences without --json', { timeout: SLOW }, async () => {
    const g = game(GOLF, 9, 'lookahead', 3);
    const input = file('golf9.txt', g.record);
    // A player named: its own figures (by default they would be perfect play's, below).
    const json = await here(['hint', 'golf', '--json', '--samples', '6', '--player', 'lookahead', '--input', input]);
    expect(json.status).toBe(0);
    const row = JSON.parse(json.stdout) as { chance: { samples: number; exact: boolean; ci: number[]; estimate: number }; stockKnown: { exact: boolean } };
    expect(row.chance).toMatchObject({ samples: 6, exact: true });
    expect(row.chance.ci).toEqual([row.chance.estimate, row.chance.estimate]);
    expect(row.stockKnown.exact).toBe(true);
    const text = await here(['hint', 'golf', '--samples', '6', '--player', 'lookahead', '--ascii', '--input', input]);
    expect(text.status).toBe(0);
    expect(text.stdout).toMatch(
      /^Record 1 \(line 1\), after \d+ moves:\nHint: .+ \(\S+\)\nThe move the player you chose \(lookahead\) would make, seeing only what you see\.( It is the only legal move\.)?\nYour chance to win from here, playing as the player you chose \(lookahead\) would: exactly \d+%\.\nPlayed out on every one of the 6 orders the cards you cannot see can lie in\.\nWith the stock known \(an upper bound: you cannot see the stock\): exactly \d+% of those orders can still be won\.\nHow does the coach know\? docs\/coach\.md\n$/,
    );
    // The player's name only where the player named it.
    expect(forbiddenWords().exec(text.stdout.replaceAll('(lookahead)', ''))?.[2]).toBeUndefined();
  });

  it("gives perfect play's exact figure and move where the exact solver finishes (Golf)", { timeout: SLOW }, async () => {
    const rules = GOLF.rules;
    const endOf = (g: { moves: readonly GolfMove[] }, n: number): GolfState => g.moves.reduce((s, m) => rules.applyMove(s, m), rules.start(dealFromNumber(n), rules.defaultVariant));
    // The first of these games that stops at a real choice (more than one legal move).
    const [n, g] = [13, 15, 22, 73].map((k) => [k, game(GOLF, k, 'rollout', 5)] as const).find(([k, x]) => rules.legalMoves(endOf(x, k)).length > 1) ?? [0, game(GOLF, 1, 'rollout', 5)];
    const input = file('golf-choice.txt', g.record);
    const json = await here(['hint', 'golf', '--json', '--samples', '6', '--input', input]);
    expect(json.status).toBe(0);
    const row = JSON.parse(json.stdout) as { move: string; chance: Record<string, unknown>; player: string; chancePlayer: string; equallyGood: string[] };
    const end = endOf(g, n);
    const want = new GolfFairSolver(rules.observe(end)).solve(rules.observe(end));
    expect(want.verdict).toBe('solved');
    expect(row.chance).toEqual({
      estimate: Math.round(want.winProbability * 1e6) / 1e6,
      ci: [Math.round(want.winProbability * 1e6) / 1e6, Math.round(want.winProbability * 1e6) / 1e6],
      samples: want.orders,
      exact: true,
      optimal: true,
      winOrders: want.winOrders,
      orders: want.orders,
      expectedScore: Math.round(want.expectedScore * 1e6) / 1e6,
    });
    expect([row.player, row.chancePlayer]).toEqual([PERFECT_PLAY, PERFECT_PLAY]);
    expect(row.equallyGood).toEqual(want.best.map((m) => rules.formatMove(m)));
    expect(row.move).toBe(row.equallyGood[0]);
    const text = await here(['hint', 'golf', '--samples', '6', '--ascii', '--input', input]);
    expect(text.stdout).toMatch(
      /\nHint: .+ \(\S+\)\nThe best move anyone can make seeing only what you see \(perfect play\): it wins from here in exactly [\d.]+% of the orders the stock can lie in\.( \d+ moves are equally good here; this is one of them\.)?\nYour chance to win from here with perfect play: exactly [\d.]+%\.\nWorked out card by card over every order the cards you cannot see can lie in; perfect play scores -?[\d.]+ on average\. No one who cannot see the stock does better\.\nWith the stock known \(an upper bound: you cannot see the stock\): .+ can still be won\.\nHow does the coach know\? docs\/coach\.md\n$/,
    );
    expect(forbiddenWords().exec(text.stdout)?.[2]).toBeUndefined();
  });

  it('refuses a bad record with its line, token and place, and bad options', { timeout: SLOW }, async () => {
    const a = game(ACESUP, 5, 'round', 40);
    const bad = a.record.replace(/ \| (\S+) (\S+) (\S+)/, ' | $1 $2 9-9');
    const r = kabal(['hint', 'acesup'], `${a.record}\n${bad}\n`);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/standard input line 2: move 3 \(column \d+\): .*9-9/);
    const player = await here(['review', 'acesup', '--player', 'clairvoyant', '--input', file('acesup5.txt', a.record)]);
    expect(player.status).toBe(2);
    expect(player.stderr).toMatch(/--player: "clairvoyant" is not a fair player/);
  });
});

describe('kabal review', () => {
  it('prints a JSON line per move and a summary, the library\'s figures, and sentences', { timeout: SLOW }, async () => {
    const g = game(ACESUP, 3, 'round');
    const opts = ['--player', 'round', '--samples', '4', '--max-states', '300000', '--input', file('acesup3.txt', g.record)];
    const r = await here(['review', 'acesup', '--json', '--chance', '2', ...opts]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const rows = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(rows).toHaveLength(g.moves.length + 1);
    expect(Object.keys(rows[0] ?? {}).slice(0, 8)).toEqual(['ply', 'move', 'bestBefore', 'bestAfter', 'winnableBefore', 'winnableAfter', 'fairMove', 'fairLoss']);
    const summary = rows[rows.length - 1] ?? {};
    expect(Object.keys(summary).slice(0, 2)).toEqual(['summary', 'winLostAt']);
    expect(summary.chanceSamples).toBe(2);
    for (const row of rows.slice(0, -1)) expect(row.chanceAfter).toBeGreaterThanOrEqual(0);
    const lib = new GameReview(ACESUP, ACESUP.rules.defaultVariant, dealFromNumber(3), g.moves, { player: 'round', samples: 4, maxStates: 300_000 }).run();
    expect(lib.summary?.winLostAt).not.toBeNull();
    expect(summary.winLostAt).toBe(lib.summary?.winLostAt);
    expect(rows.slice(0, -1).map((x) => x.bestAfter)).toEqual(lib.steps.map((s) => s.after.best));
    const text = await here(['review', 'acesup', ...opts]);
    expect(text.status).toBe(0);
    expect(text.stdout).toContain(`With the stock known, the win was lost at move ${lib.summary?.winLostAt}.`);
    // Forced discards and moves with one legal move are grouped, never judged.
    expect(text.stdout).toMatch(/\n {2}Moves \d+–\d+ \((x\d|deal)( (x\d|deal))*\): nothing to decide .*not judged\.\n/);
    expect(text.stdout).not.toMatch(/Move \d+ \(x\d\): discard/);
    expect(text.stdout).toContain('With the stock known, the game could be won before this move and not after it.');
    // "A mistake" only where a better move exists by the cost shown: never beside "the same move".
    for (const line of text.stdout.split('\n')) {
      if (line.includes('A mistake')) expect(line).toMatch(/Cost: about \d+(\.\d)? cards? on average\./);
      expect(line.includes('A mistake') && line.includes('makes the same move')).toBe(false);
    }
    expect(text.stdout).not.toMatch(/-\d+\.\d/);
    expect(forbiddenWords().exec(text.stdout.replace(/Record 1[^\n]*/, ''))?.[2]).toBeUndefined();
    // --chance: each figure with its interval.
    const withChance = await here(['review', 'acesup', '--chance', '3', ...opts]);
    expect(withChance.stdout).toMatch(/Your chance to win after it, playing as the player you chose would: about \d+% \(\d+–\d+%, 3 shuffles of the unseen cards\)\./);
    expect(rows[0]?.chanceAfterCi).toHaveLength(2);
  });
});
