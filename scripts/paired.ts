// `node --import tsx scripts/paired.ts NEW.jsonl OLD.jsonl`: two players on the same deal numbers,
// compared deal by deal from their `kabal sim --state` journals (as the report's comparison does;
// a player's deals may come in several journals, joined by commas: `a1.jsonl,a2.jsonl`):
// win rates, the deals only one of them won, and the mean difference, new minus old, of wins and
// of cards left, with normal 95% intervals.

import { readFileSync } from 'node:fs';
import { parseJournal } from '../src/sim/journal.js';
import type { DealResult } from '../src/players/registry.js';
import { Z95 } from '../src/core/stats.js';

/** The deals of one player: a journal, or several of the same player and rules (parts of a range, joined by commas). */
function byNumber(files: string): { strategy: string; variant: string; results: Map<number, DealResult> } {
  const results = new Map<number, DealResult>();
  let who: { strategy: string; variant: string } | undefined;
  for (const file of files.split(',')) {
    const j = parseJournal(readFileSync(file, 'utf8'), file);
    if (!j.ok) throw new Error(j.error.message);
    const { strategy, variant } = j.value.spec;
    if (who !== undefined && (who.strategy !== strategy || who.variant !== variant)) throw new Error(`${file} is ${strategy} under ${variant}, not ${who.strategy} under ${who.variant}`);
    who = { strategy, variant };
    for (const e of j.value.entries) {
      if (!('number' in e.id)) continue;
      if (results.has(e.id.number)) throw new Error(`${file}: deal ${e.id.number} is in two of the journals`);
      results.set(e.id.number, e.result);
    }
  }
  if (who === undefined) throw new Error('no journal given');
  return { ...who, results };
}

function interval(xs: readonly number[]): { mean: number; lo: number; hi: number } {
  const n = xs.length;
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, n - 1));
  const half = (Z95 * sd) / Math.sqrt(n);
  return { mean, lo: mean - half, hi: mean + half };
}

const signed = (x: number, scale = 1): string => `${x >= 0 ? '+' : '−'}${Math.abs(x * scale).toFixed(2)}`;

function meanCi(xs: readonly number[]): string {
  const { mean, lo, hi } = interval(xs);
  return `${signed(mean)} (95% CI ${signed(lo)} to ${signed(hi)})`;
}

const [fileA, fileB] = process.argv.slice(2);
if (fileA === undefined || fileB === undefined) throw new Error('usage: paired.ts NEW.jsonl OLD.jsonl');
const a = byNumber(fileA);
const b = byNumber(fileB);
const numbers = [...a.results.keys()].filter((n) => b.results.has(n)).sort((x, y) => x - y);
const pairs = numbers.map((n) => [a.results.get(n) as DealResult, b.results.get(n) as DealResult] as const);
const wins = (k: 0 | 1): number => pairs.filter((p) => p[k].won).length;
const pct = (k: number): string => `${((100 * k) / pairs.length).toFixed(2)}%`;
console.log(`${a.variant}: ${a.strategy} against ${b.strategy} on ${pairs.length} deals (${numbers[0]}-${numbers[numbers.length - 1]})`);
console.log(`  wins ${wins(0)} (${pct(wins(0))}) against ${wins(1)} (${pct(wins(1))}); won only by ${a.strategy} ${pairs.filter((p) => p[0].won && !p[1].won).length}, only by ${b.strategy} ${pairs.filter((p) => p[1].won && !p[0].won).length}`);
{
  const d = interval(pairs.map((p) => Number(p[0].won) - Number(p[1].won)));
  console.log(`  win rate, new minus old: ${signed(d.mean, 100)} points (95% CI ${signed(d.lo, 100)} to ${signed(d.hi, 100)})`);
}
console.log(`  cards left, new minus old: ${meanCi(pairs.map((p) => p[0].cardsLeft - p[1].cardsLeft))}`);
console.log(`  score, new minus old: ${meanCi(pairs.map((p) => p[0].score - p[1].score))}`);
// The same as a row of the report's table (docs/results.md).
const w = interval(pairs.map((p) => Number(p[0].won) - Number(p[1].won)));
const c = interval(pairs.map((p) => p[0].cardsLeft - p[1].cardsLeft));
const int = (n: number): string => n.toLocaleString('en-US');
const word = a.variant.startsWith('golf') ? 'tableau left' : 'cards left';
console.log(
  `| ${a.variant} | \`${a.strategy}\` against \`${b.strategy}\` | ${int(pairs.length)} (${int(numbers[0] ?? 0)}–${int(numbers[numbers.length - 1] ?? 0)}) | ${pct(wins(0))} against ${pct(wins(1))} | ${int(pairs.filter((p) => p[0].won && !p[1].won).length)} / ${int(pairs.filter((p) => p[1].won && !p[0].won).length)} | ${signed(w.mean, 100)} points (${signed(w.lo, 100)} to ${signed(w.hi, 100)}) | ${signed(c.mean)} ${word} (${signed(c.lo)} to ${signed(c.hi)}) |`,
);
