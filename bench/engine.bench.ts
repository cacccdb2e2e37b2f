// The engine's cost in simulation: a cheap player's whole deal (never-empty on standard Aces Up,
// the simulator's own loop in one thread), in microseconds of CPU a deal, and the variant parser
// on 60,000 options. It runs the compiled library in lib/ when there is one (`npm run build:lib`:
// the code `kabal sim` runs), else the sources through tsx (slower: every call between modules
// goes through a getter). Set KABAL_BASELINE to the folder of another checkout to run it side by
// side with this one, interleaved, and print the ratio of medians:
//   git archive <commit> src tsconfig.json tsconfig.build.json | tar -x -C /tmp/base
//   ln -s $PWD/node_modules /tmp/base/ && (cd /tmp/base && npx tsc -p tsconfig.build.json)
//   npm run build:lib && KABAL_BASELINE=/tmp/base node --import tsx bench/engine.bench.ts

import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

type Runner = (deal: readonly number[], key: number) => { score: number };
interface Engine {
  name: string;
  runner: Runner;
  deal: (n: number) => readonly number[];
  parseVariant: (text: string) => { ok: boolean };
}

async function load(root: string, name: string): Promise<Engine> {
  const compiled = existsSync(join(root, 'lib', 'sim', 'registry.js'));
  const url = (p: string): string => pathToFileURL(compiled ? join(root, 'lib', p.replace(/\.ts$/, '.js')) : join(root, 'src', p)).href;
  name = `${name} (${compiled ? 'lib/' : 'src/ through tsx'})`;
  const registry = (await import(url('players/registry.ts'))) as { makeRunner: (g: string, v: string, s: string) => Runner };
  const deal = (await import(url('core/deal.ts'))) as { dealFromNumber: (n: number) => readonly number[] };
  const games = (await import(url('games/index.ts'))) as { acesUp: { parseVariant: (t: string) => { ok: boolean } } };
  return { name, runner: registry.makeRunner('acesup', 'acesup', 'never-empty'), deal: (n) => deal.dealFromNumber(n), parseVariant: games.acesUp.parseVariant };
}

const DEALS = 20_000;

/** CPU microseconds a deal over deals 1..DEALS (the deals are built outside the clock). */
function usPerDeal(e: Engine, deals: readonly (readonly number[])[]): number {
  const t0 = process.cpuUsage();
  let sum = 0;
  for (let i = 0; i < deals.length; i++) sum += e.runner(deals[i] as readonly number[], i + 1).score;
  const t = process.cpuUsage(t0);
  if (sum <= 0) throw new Error('no score');
  return (t.user + t.system) / deals.length;
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

const engines = [await load(resolve(import.meta.dirname, '..'), 'this checkout')];
const base = process.env.KABAL_BASELINE;
if (base !== undefined && base !== '') engines.push(await load(resolve(base), `baseline ${base}`));

const deals = Array.from({ length: DEALS }, (_, i) => (engines[0] as Engine).deal(i + 1));
const times = engines.map(() => [] as number[]);
for (let rep = 0; rep < 7; rep++) engines.forEach((e, i) => (times[i] as number[]).push(usPerDeal(e, deals)));
engines.forEach((e, i) => {
  const m = median(times[i] as number[]);
  console.log(`never-empty, one thread, ${e.name}: median ${m.toFixed(2)} µs CPU a deal (${(60e6 / m / 1e6).toFixed(2)} million deals a minute a core; runs ${(times[i] as number[]).map((x) => x.toFixed(1)).join(', ')})`);
});
if (engines.length === 2) console.log(`ratio this/baseline: ${(median(times[0] as number[]) / median(times[1] as number[])).toFixed(3)}`);

const options = `acesup(${Array.from({ length: 60_000 }, (_, i) => `o${i}`).join(',')})`;
for (const e of engines) {
  const t0 = performance.now();
  const r = e.parseVariant(options);
  console.log(`variant text with 60,000 options, ${e.name}: ${(performance.now() - t0).toFixed(0)} ms (${r.ok ? 'accepted' : 'refused'})`);
}
