// Simulator throughput: deals a minute for every strategy through the real worker pool (every
// core), and never-empty also in one thread, side by side in one run. Target: never-empty at
// 1,000,000 Aces Up deals a minute or more on the 2-core machine.

import { availableParallelism } from 'node:os';
import type { GameId } from '../src/core/game.js';
import type { SimItem } from '../src/sim/batch.js';
import { strategyInfos } from '../src/sim/registry.js';
import { simulate } from '../src/sim/simulate.js';

const threads = availableParallelism();

async function perMinute(game: GameId, variant: string, strategy: string, deals: number, t: number, batchSize: number): Promise<number> {
  const items: SimItem[] = Array.from({ length: deals }, (_, i) => ({ key: 1 + i, number: 1 + i }));
  const t0 = performance.now();
  await simulate({ spec: { game, variant, strategy }, items, threads: t, batchSize });
  return (deals / (performance.now() - t0)) * 60_000;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
};
const fmt = (x: number): string => Math.round(x).toLocaleString('en-US');

console.log(`threads: ${threads} (availableParallelism)`);
const all: number[] = [];
const one: number[] = [];
for (let rep = 0; rep < 3; rep++) {
  all.push(await perMinute('acesup', 'acesup', 'never-empty', 200_000, threads, 2048));
  one.push(await perMinute('acesup', 'acesup', 'never-empty', 50_000, 0, 2048));
}
const m = median(all);
console.log(`acesup never-empty, ${threads} workers: median ${fmt(m)} deals/min (runs: ${all.map(fmt).join(', ')}) target 1,000,000: ${m >= 1_000_000 ? 'met' : 'NOT met'}`);
console.log(`acesup never-empty, main thread:  median ${fmt(median(one))} deals/min; ratio workers/one thread ${(m / median(one)).toFixed(2)}`);

// Every other strategy, once, with deal counts sized to its cost.
for (const game of ['acesup', 'golf'] as const) {
  for (const s of strategyInfos(game)) {
    if (game === 'acesup' && s.name === 'never-empty') continue;
    const deals = s.cost === 'cheap' ? 10_000 : s.fullInformation ? (game === 'golf' ? 16 : 60) : 16;
    const rate = await perMinute(game, game, s.name, deals, threads, s.cost === 'cheap' ? 512 : 1);
    console.log(`${game} ${s.name.padEnd(14)} ${fmt(rate).padStart(12)} deals/min (${deals} deals, ${threads} workers)`);
  }
}
