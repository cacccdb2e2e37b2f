// `node --import tsx scripts/golf-fair-reach.ts [VARIANT] [DEALS] [PER] [MAX_STATES]`: how many
// stock cards can be left for Golf's exact fair solver (src/solve/golf/fair.ts) to finish. It plays
// DEALS deals from 400,001 with `expectimax` (default 12), keeps every position with a choice,
// groups them by the cards left in the stock, and solves up to PER of each group (default 25,
// spread over the games) with a fresh solver and at most MAX_STATES positions (default 4,000,000,
// well over 2 s). Per stock size: positions, processor-time median and maximum (">" when some ran
// out of positions), positions settled and table size; then the largest stock size whose median,
// and whose slowest, is within 250 ms and within 2 s of processor time (on a shared machine the
// wall clock mostly measures the other jobs). It stops going up once the median passes 2 s.

import { dealFromNumber } from '../src/core/deal.js';
import type { GolfObservation } from '../src/games/golf/observation.js';
import { golf } from '../src/registry/index.js';
import { layoutRng, playDeal } from '../src/players/play.js';
import { GolfFairSolver } from '../src/solve/golf/fair.js';
import { GOLF_STRATEGIES } from '../src/strategy/golf/index.js';

const variantText = process.argv[2] ?? 'golf';
const deals = Number(process.argv[3] ?? 12);
const per = Number(process.argv[4] ?? 25);
const maxStates = Number(process.argv[5] ?? 4_000_000);
const v = golf.parseVariant(variantText);
if (!v.ok) throw new Error(v.error.message);
const player = GOLF_STRATEGIES.find((s) => s.name === 'expectimax');
if (!player) throw new Error('no expectimax');

const byStock = new Map<number, GolfObservation[]>();
const t0 = process.cpuUsage();
for (let d = 400_001; d < 400_001 + deals; d++) {
  const deal = dealFromNumber(d, golf.dealShape(v.value));
  const keep = {
    ...player,
    choose(...[o, l, r]: Parameters<typeof player.choose>) {
      if (l.length > 1) {
        const g = byStock.get(o.stockCount) ?? [];
        g.push(o);
        byStock.set(o.stockCount, g);
      }
      return player.choose(o, l, r);
    },
  };
  playDeal(golf, v.value, deal, keep, layoutRng(deal, golf.start(deal, v.value).next));
}
const playMs = (process.cpuUsage(t0).user + process.cpuUsage(t0).system) / 1000;

interface Row {
  k: number;
  n: number;
  median: number;
  max: number;
  unknown: number;
  statesMedian: number;
  statesMax: number;
  mbMax: number;
}
const rows: Row[] = [];
const median = (xs: number[]): number => xs.slice().sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] as number;
for (const k of [...byStock.keys()].sort((a, b) => a - b)) {
  const all = byStock.get(k) as GolfObservation[];
  // Spread over the games: every (len/per)-th position.
  const step = Math.max(1, all.length / per);
  const picked: GolfObservation[] = [];
  for (let i = 0; i < all.length && picked.length < per; i += step) picked.push(all[Math.floor(i)] as GolfObservation);
  const times: number[] = [];
  const states: number[] = [];
  let unknown = 0;
  let mb = 0;
  for (const obs of picked) {
    const solver = new GolfFairSolver(obs);
    const a = process.cpuUsage();
    const r = solver.solve(obs, { maxStates });
    const u = process.cpuUsage(a);
    times.push((u.user + u.system) / 1000);
    states.push(r.states);
    mb = Math.max(mb, r.bytes / 2 ** 20);
    if (r.verdict === 'unknown') unknown++;
    // More than half over 2 s: the median is known.
    if (times.filter((t) => t > 2000).length * 2 > picked.length) break;
  }
  const row = { k, n: times.length, median: median(times), max: Math.max(...times), unknown, statesMedian: median(states), statesMax: Math.max(...states), mbMax: mb };
  rows.push(row);
  const maxText = unknown > 0 ? `>${row.max.toFixed(0)}` : row.max.toFixed(1);
  console.log(
    `${variantText} stock ${String(k).padStart(2)}: ${String(row.n).padStart(3)} positions, ms median ${row.median.toFixed(1).padStart(7)}, max ${maxText.padStart(7)}` +
      `${unknown > 0 ? ` (${unknown} ran out)` : ''}; positions median ${row.statesMedian}, max ${row.statesMax}; table up to ${row.mbMax.toFixed(1)} MiB`,
  );
  if (row.median > 2000) break;
}
const reach = (ms: number, worst: boolean): number => {
  let best = -1;
  for (const r of rows) {
    const ok = worst ? r.unknown === 0 && r.max <= ms : r.median <= ms;
    if (ok) best = r.k;
    else break;
  }
  return best;
};
const positions = rows.reduce((a, r) => a + r.n, 0);
console.log(
  `${variantText}: ${positions} positions from ${deals} expectimax games (${(playMs / 1000).toFixed(0)} s to play); finishes with up to ` +
    `${reach(250, false)} stock cards left in the median and ${reach(250, true)} at the worst within 250 ms, ` +
    `${reach(2000, false)} and ${reach(2000, true)} within 2 s (processor time)`,
);
