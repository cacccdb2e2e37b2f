// `npm run bench -- solve`: the exact solvers on the fixture deals (and numbered deals), per game
// and main variant: mean, median and maximum time per deal, states, verdicts, agreement with the
// fixture results, and peak memory; then how often free-discards beats the standard rules.
// SOLVE_RANDOM=N adds N numbered deals per variant (deal numbers 1..N) and counts `unknown` verdicts.
// Last, the Golf best-score targets in CPU time on numbered deals (GOLF_DEALS, default 500).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dealFromNumber, formatDeal, parseDeal } from '../src/core/deal.js';
import type { GameRules } from '../src/core/game.js';
import { acesUp, golf } from '../src/registry/index.js';
import { threadCpuClock } from '../src/sim/clock.js';
import { solve } from '../src/registry/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const fixtures = join(here, '..', '..', 'shared', 'fixtures');
const fixtureDir = process.env.KABAL_FIXTURES ?? fixtures;
const randomCount = Number(process.env.SOLVE_RANDOM ?? 0);
// free-discards runs on the first SOLVE_FREE_DEALS fixture deals (all 100 by default) with the
// default state budget; SOLVE_FREE_MS caps the time per deal (unknown when spent).
const freeDeals = Number(process.env.SOLVE_FREE_DEALS ?? 100);
const freeMs = process.env.SOLVE_FREE_MS === undefined ? undefined : Number(process.env.SOLVE_FREE_MS);

let peakRss = 0;
function sampleMemory(): void {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}

function readLines(file: string): string[] {
  return readFileSync(join(fixtureDir, file), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

interface Row {
  scores: number[];
  won: boolean[];
}

function run<S, M, O, V>(rules: GameRules<S, M, O, V>, variantText: string, deals: string[], expected: (number | undefined)[], label: string, timeMs?: number): Row {
  const v = rules.parseVariant(variantText);
  if (!v.ok) throw new Error(v.error.message);
  const times: number[] = [];
  const states: number[] = [];
  const scores: number[] = [];
  const won: boolean[] = [];
  let unknown = 0;
  let wrong = 0;
  for (let i = 0; i < deals.length; i++) {
    const d = parseDeal(deals[i] as string, rules.dealShape(v.value));
    if (!d.ok) throw new Error(`${label} line ${i + 1}: ${d.error.message}`);
    const t0 = performance.now();
    const r = solve(rules, rules.start(d.value, v.value), timeMs === undefined ? {} : { timeMs });
    times.push(performance.now() - t0);
    states.push(r.states);
    scores.push(r.bestScore);
    won.push(r.winnable);
    if (r.verdict === 'unknown') unknown++;
    const want = expected[i];
    if (want !== undefined && want !== r.bestScore) wrong++;
    if (i % 16 === 0) sampleMemory();
  }
  sampleMemory();
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  const wins = won.filter(Boolean).length;
  console.log(
    `${label.padEnd(34)} ${String(deals.length).padStart(5)} deals  mean ${mean.toFixed(2).padStart(8)} ms  median ${median(times).toFixed(2).padStart(8)} ms  max ${Math.max(...times).toFixed(1).padStart(8)} ms  states mean ${Math.round(states.reduce((a, b) => a + b, 0) / states.length)
      .toString()
      .padStart(8)} max ${Math.max(...states)}  won ${wins}  unknown ${unknown}${expected.some((x) => x !== undefined) ? `  fixture mismatches ${wrong}` : ''}`,
  );
  return { scores, won };
}

const aDeals = readLines('acesup-deals.txt');
const aRes = readLines('acesup-results.tsv')
  .slice(1)
  .map((l) => l.split('\t').map(Number));
const gDeals = readLines('golf-deals.txt');
const gRes = readLines('golf-results.tsv')
  .slice(1)
  .map((l) => l.split('\t').map(Number));

console.log('Exact solvers, full information (the stock order known). Times per deal, one core.');
const t0 = performance.now();
const std = run(acesUp, 'acesup', aDeals, aRes.map((r) => r[1]), 'acesup (fixtures)');
run(acesUp, 'acesup(aces-only)', aDeals, aRes.map((r) => r[2]), 'acesup(aces-only) (fixtures)');
run(acesUp, 'acesup(fill-first)', aDeals, aRes.map((r) => r[3]), 'acesup(fill-first) (fixtures)');
const free = run(acesUp, 'acesup(free-discards)', aDeals.slice(0, freeDeals), [], `acesup(free-discards) (fixtures 1-${freeDeals})`, freeMs);
run(golf, 'golf', gDeals, gRes.map((r) => r[1]), 'golf (fixtures)');
run(golf, 'golf(queen-on-king)', gDeals, gRes.map((r) => r[2]), 'golf(queen-on-king) (fixtures)');
run(golf, 'golf(putt-putt)', gDeals, gRes.map((r) => r[3]), 'golf(putt-putt) (fixtures)');

const better = free.scores.filter((s, i) => s > (std.scores[i] as number)).length;
const moreWins = free.won.filter((w, i) => w && !std.won[i]).length;
console.log(`free-discards vs standard on fixture deals 1-${free.scores.length}: ${moreWins} more won, ${better} with a better best score found, ${free.scores.filter((s, i) => s < (std.scores[i] as number)).length} worse (must be 0)`);

if (randomCount > 0) {
  const numbered = (rules: GameRules<unknown, unknown, unknown, unknown>, vt: string): string[] => {
    const v = rules.parseVariant(vt);
    if (!v.ok) throw new Error(v.error.message);
    const out: string[] = [];
    for (let n = 1; n <= randomCount; n++) out.push(formatDeal(dealFromNumber(n, rules.dealShape(v.value))));
    return out;
  };
  const a = acesUp as unknown as GameRules<unknown, unknown, unknown, unknown>;
  const g = golf as unknown as GameRules<unknown, unknown, unknown, unknown>;
  const rs = run(acesUp, 'acesup', numbered(a, 'acesup'), [], `acesup (deals 1-${randomCount})`);
  const rf = run(acesUp, 'acesup(free-discards)', numbered(a, 'acesup(free-discards)'), [], `acesup(free-discards) (deals 1-${randomCount})`, freeMs);
  const b2 = rf.scores.filter((s, i) => s > (rs.scores[i] as number)).length;
  const w2 = rf.won.filter((w, i) => w && !rs.won[i]).length;
  console.log(`free-discards vs standard on deals 1-${randomCount}: ${w2} more won, ${b2} with a better best score`);
  run(golf, 'golf', numbered(g, 'golf'), [], `golf (deals 1-${randomCount})`);
}
// The Golf best-score targets: CPU milliseconds a deal over numbered deals 1-GOLF_DEALS (500 by
// default), per rule set, the three rule sets interleaved deal by deal so that load on a shared
// machine falls on all of them alike; positions a second beside each.
const golfDeals = Number(process.env.GOLF_DEALS ?? 500);
const clock = threadCpuClock();
const golfTargets: readonly (readonly [string, number])[] = [
  ['golf', 25],
  ['golf(queen-on-king)', 30],
  ['golf(putt-putt)', 80],
];
const golfVariants = golfTargets.map(([text]) => {
  const v = golf.parseVariant(text);
  if (!v.ok) throw new Error(v.error.message);
  return v.value;
});
const cpu = golfTargets.map(() => [] as number[]);
const positions = golfTargets.map(() => 0);
for (let n = 1; n <= golfDeals; n++) {
  const deal = dealFromNumber(n);
  golfVariants.forEach((v, i) => {
    const c0 = clock.now();
    const r = solve(golf, golf.start(deal, v));
    (cpu[i] as number[]).push(clock.now() - c0);
    positions[i] = (positions[i] as number) + r.states;
  });
}
console.log(`Golf best score, deals 1-${golfDeals}, CPU time of this thread (${clock.source}):`);
golfTargets.forEach(([text, target], i) => {
  const xs = cpu[i] as number[];
  const total = xs.reduce((a, b) => a + b, 0);
  const mean = total / xs.length;
  const rate = (positions[i] as number) / (total / 1000);
  console.log(
    `  ${text.padEnd(20)} mean ${mean.toFixed(1).padStart(6)} ms CPU a deal (target ${target}: ${mean <= target ? 'met' : 'NOT met'})  median ${median(xs).toFixed(1).padStart(6)} ms  ${(rate / 1e6).toFixed(2)} million positions a second`,
  );
});

console.log(`peak memory (rss) ${(peakRss / 2 ** 20).toFixed(0)} MiB; total ${((performance.now() - t0) / 1000).toFixed(1)} s`);
console.log('Targets: acesup mean <= 5 ms, max <= 250 ms; free-discards mean <= 500 ms, max <= 30 s; golf mean <= 100 ms, max <= 2 s; memory < 1 GiB.');
