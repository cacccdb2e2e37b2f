// `node --import tsx scripts/fit-acesup.ts [--games 5000] [--from 300001] [--samples 200] [--threads 2] [--check 1-2000]
//   [--collector round|expectimax] [--features 14|20] [--units U --epochs E] [--cache DIR]`
// --features 20 adds the extra features of `positionFeatures`; --units U fits, on top of each linear
// row, a network of U rectified units to what it misses (E passes of Adam); --cache keeps the
// positions and the shipped table's check games in DIR for the next run.
//
// Fits the weight table of the Aces Up `expectimax` player (standard rules) by backward induction
// over the stock size, and plays the new table against the shipped one on the same deals.
//  1. Positions: plays deals from --from with `round` (or --collector expectimax, the shipped table)
//     and keeps positions it could deal from: the six best round ends at each real choice (by the
//     player's own ranking), and each position it dealt from. With `round` the result does not depend on the
//     table it would replace.
//  2. Targets, four stock cards first: a position's target is the mean, over --samples draws of the
//     next four cards (all 24 orders when four are left: exact), of the value of the best round
//     end reachable after that deal, valued with the table fitted for one deal fewer (with the stock
//     out: the final score, 10 cards extra for a win). Each row is a least-squares fit of its targets.
//     Backward induction: with a perfect fit, one deal of lookahead on it would be the best play a
//     player who sees only the cards can make.
//  3. Check: both tables play the --check deals; prints wins, cards left and the paired difference.
// Prints the new table as JSON (the shape of `WeightTable` in src/strategy/acesup/expectimax.ts).

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { isMainThread, parentPort } from 'node:worker_threads';
import { dealFromNumber } from '../src/core/deal.js';
import { Rng } from '../src/core/rng.js';
import { acesUp } from '../src/registry/index.js';
import type { AcesUpObservation } from '../src/games/acesup/observation.js';
import { layoutRng, playDeal } from '../src/players/play.js';
import { startWorker } from '../src/sim/pool.js';
import { Z95 } from '../src/core/stats.js';
import { BASE_FEATURES, expectimaxWith, FITTED_WEIGHTS, nextDeals, POSITION_FEATURES, positionFeatures, rankedEnds, valueAfterNextDeal, type ValueNet, type WeightTable } from '../src/strategy/acesup/expectimax.js';
import { hasChoice, pruneEquivalent, round, type RoundEnd, roundEnds } from '../src/strategy/acesup/round.js';

/** A position before a deal: piles, cards discarded, the unseen cards (as many as the stock holds). */
interface Position {
  readonly piles: number[][];
  readonly discarded: number;
  readonly unseen: number[];
}

type Job =
  | { readonly kind: 'collect'; readonly from: number; readonly to: number; readonly collector: string }
  | { readonly kind: 'targets'; readonly positions: readonly Position[]; readonly weights: WeightTable; readonly samples: number; readonly seed: number }
  | { readonly kind: 'play'; readonly from: number; readonly to: number; readonly weights: WeightTable };

const variant = acesUp.defaultVariant;

function collect(from: number, to: number, collector: string): Position[] {
  const player = collector === 'expectimax' ? expectimaxWith(FITTED_WEIGHTS) : round;
  const out: Position[] = [];
  /** The six round ends kept at a choice: the six best by the player's own ranking. */
  const candidates = (obs: AcesUpObservation): readonly RoundEnd[] => (collector === 'expectimax' ? rankedEnds(obs).map((r) => r.e) : pruneEquivalent(roundEnds(obs))).slice(0, 6);
  const keep = (obs: AcesUpObservation, piles: readonly (readonly number[])[], discarded: number): void => {
    out.push({ piles: piles.map((p) => [...p]), discarded, unseen: [...obs.unseen] });
  };
  const recorder = {
    ...round,
    choose(obs: AcesUpObservation, legal: Parameters<typeof round.choose>[1], rng: Rng) {
      if (obs.stockCount > 0) {
        if (hasChoice(obs, legal)) for (const e of candidates(obs)) keep(obs, e.state.piles, e.state.discarded.length);
        else if (!legal.some((m) => m.type === 'discard') && legal.some((m) => m.type === 'deal')) keep(obs, obs.piles, obs.discarded.length);
      }
      return player.choose(obs, legal, rng);
    },
  };
  for (let d = from; d <= to; d++) {
    const deal = dealFromNumber(d);
    playDeal(acesUp, variant, deal, recorder, layoutRng(deal, acesUp.start(deal, variant).next));
  }
  return out;
}

function targets(positions: readonly Position[], weights: WeightTable, samples: number, seed: number): number[] {
  return positions.map((p, i) => valueAfterNextDeal(p.piles, p.discarded, p.unseen, nextDeals(p.unseen, samples, new Rng((seed + i * 7919) >>> 0)), weights));
}

function play(from: number, to: number, weights: WeightTable): [number, number][] {
  const player = expectimaxWith(weights);
  const out: [number, number][] = [];
  for (let d = from; d <= to; d++) {
    const deal = dealFromNumber(d);
    const r = playDeal(acesUp, variant, deal, player, layoutRng(deal, acesUp.start(deal, variant).next));
    out.push([r.cardsLeft, r.won ? 1 : 0]);
  }
  return out;
}

function serve(job: Job): unknown {
  if (job.kind === 'collect') return collect(job.from, job.to, job.collector);
  if (job.kind === 'targets') return targets(job.positions, job.weights, job.samples, job.seed);
  return play(job.from, job.to, job.weights);
}

if (!isMainThread) {
  parentPort!.on('message', (job: Job) => parentPort!.postMessage(serve(job)));
} else {
  await main();
}

/** Least squares with a whisker of ridge; returns the weights and R². */
function fit(xs: readonly number[][], ys: readonly number[]): { w: number[]; r2: number } {
  const n = (xs[0] as number[]).length;
  const a = Array.from({ length: n }, () => new Array<number>(n + 1).fill(0));
  for (let k = 0; k < xs.length; k++) {
    const x = xs[k] as number[];
    const y = ys[k] as number;
    for (let i = 0; i < n; i++) {
      const row = a[i] as number[];
      for (let j = 0; j < n; j++) row[j] = (row[j] as number) + (x[i] as number) * (x[j] as number);
      row[n] = (row[n] as number) + (x[i] as number) * y;
    }
  }
  for (let i = 1; i < n; i++) (a[i] as number[])[i] = ((a[i] as number[])[i] as number) * (1 + 1e-6) + 1e-6;
  // Gaussian elimination with partial pivoting.
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs((a[r] as number[])[c] as number) > Math.abs((a[p] as number[])[c] as number)) p = r;
    [a[c], a[p]] = [a[p] as number[], a[c] as number[]];
    const piv = (a[c] as number[])[c] as number;
    if (Math.abs(piv) < 1e-12) continue;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = ((a[r] as number[])[c] as number) / piv;
      if (f === 0) continue;
      for (let j = c; j <= n; j++) (a[r] as number[])[j] = ((a[r] as number[])[j] as number) - f * ((a[c] as number[])[j] as number);
    }
  }
  const w = a.map((row, i) => (Math.abs(row[i] as number) < 1e-12 ? 0 : (row[n] as number) / (row[i] as number)));
  const mean = ys.reduce((s, y) => s + y, 0) / ys.length;
  let ssr = 0;
  let sst = 0;
  xs.forEach((x, k) => {
    const pred = x.reduce((s, v, i) => s + v * (w[i] as number), 0);
    ssr += ((ys[k] as number) - pred) ** 2;
    sst += ((ys[k] as number) - mean) ** 2;
  });
  return { w, r2: sst > 0 ? 1 - ssr / sst : 1 };
}

/** Trains a one-hidden-layer network (Adam, minibatches) on features 1.. (feature 0 is the constant); returns it and its R² on the tenth held out. */
function trainNet(xs: readonly number[][], targets: readonly number[], linear: readonly number[], units: number, epochs: number, seed: number): { net: ValueNet; r2: number } {
  const ys = targets.map((y, k) => y - (xs[k] as number[]).reduce((s, f, i) => s + f * (linear[i] as number), 0));
  const n = (xs[0] as number[]).length - 1;
  const rng = new Rng(seed);
  const order = xs.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  const held = order.slice(0, Math.floor(order.length / 10));
  const train = order.slice(held.length);
  const mean = new Array<number>(n).fill(0);
  const scale = new Array<number>(n).fill(0);
  for (const k of train) for (let i = 0; i < n; i++) mean[i] = (mean[i] as number) + ((xs[k] as number[])[i + 1] as number) / train.length;
  for (const k of train) for (let i = 0; i < n; i++) scale[i] = (scale[i] as number) + (((xs[k] as number[])[i + 1] as number) - (mean[i] as number)) ** 2 / train.length;
  for (let i = 0; i < n; i++) scale[i] = Math.sqrt(scale[i] as number) || 1;
  const ym = train.reduce((s, k) => s + (ys[k] as number), 0) / train.length;
  const ysd = Math.sqrt(train.reduce((s, k) => s + ((ys[k] as number) - ym) ** 2, 0) / train.length) || 1;
  const z = xs.map((x) => x.slice(1).map((v, i) => (v - (mean[i] as number)) / (scale[i] as number)));
  const t = ys.map((y) => (y - ym) / ysd);
  // Parameters, flat: hidden weights (units × (n + 1), bias last), then output weights (units + 1).
  const size = units * (n + 1) + units + 1;
  const p = new Float64Array(size);
  const gauss = (): number => Math.sqrt(-2 * Math.log((rng.below(1 << 30) + 1) / (1 << 30))) * Math.cos((2 * Math.PI * rng.below(1 << 30)) / (1 << 30));
  for (let j = 0; j < units; j++) for (let i = 0; i < n; i++) p[j * (n + 1) + i] = gauss() * Math.sqrt(2 / n);
  for (let j = 0; j < units; j++) p[units * (n + 1) + j] = gauss() * Math.sqrt(1 / units);
  const m = new Float64Array(size);
  const v2 = new Float64Array(size);
  const g = new Float64Array(size);
  const h = new Float64Array(units);
  const o = units * (n + 1);
  const forward = (x: readonly number[]): number => {
    let out = p[o + units] as number;
    for (let j = 0; j < units; j++) {
      let a = p[j * (n + 1) + n] as number;
      for (let i = 0; i < n; i++) a += (p[j * (n + 1) + i] as number) * (x[i] as number);
      h[j] = a > 0 ? a : 0;
      out += (p[o + j] as number) * (h[j] as number);
    }
    return out;
  };
  let step = 0;
  const batch = 64;
  for (let e = 0; e < epochs; e++) {
    const lr = 0.002 * (1 - e / epochs) + 1e-4;
    for (let i = train.length - 1; i > 0; i--) {
      const j = rng.below(i + 1);
      [train[i], train[j]] = [train[j] as number, train[i] as number];
    }
    for (let b0 = 0; b0 < train.length; b0 += batch) {
      g.fill(0);
      const end = Math.min(train.length, b0 + batch);
      for (let b = b0; b < end; b++) {
        const k = train[b] as number;
        const x = z[k] as number[];
        const err = (forward(x) - (t[k] as number)) / (end - b0);
        g[o + units] = (g[o + units] as number) + err;
        for (let j = 0; j < units; j++) {
          if ((h[j] as number) <= 0) continue;
          g[o + j] = (g[o + j] as number) + err * (h[j] as number);
          const d = err * (p[o + j] as number);
          const r = j * (n + 1);
          for (let i = 0; i < n; i++) g[r + i] = (g[r + i] as number) + d * (x[i] as number);
          g[r + n] = (g[r + n] as number) + d;
        }
      }
      step++;
      const c1 = 1 - 0.9 ** step;
      const c2 = 1 - 0.999 ** step;
      for (let q = 0; q < size; q++) {
        m[q] = 0.9 * (m[q] as number) + 0.1 * (g[q] as number);
        v2[q] = 0.999 * (v2[q] as number) + 0.001 * (g[q] as number) ** 2;
        p[q] = (p[q] as number) - (lr * ((m[q] as number) / c1)) / (Math.sqrt((v2[q] as number) / c2) + 1e-8);
      }
    }
  }
  // R² of the whole value (linear part plus network) on the held-out tenth.
  let ssr = 0;
  let sst = 0;
  const hm = held.reduce((s, k) => s + (targets[k] as number), 0) / held.length;
  for (const k of held) {
    ssr += ((forward(z[k] as number[]) - (t[k] as number)) * ysd) ** 2;
    sst += ((targets[k] as number) - hm) ** 2;
  }
  const r4 = (x: number): number => Math.round(x * 1e4) / 1e4;
  const net: ValueNet = {
    linear: [...linear],
    mean: mean.map(r4),
    scale: scale.map(r4),
    hidden: Array.from({ length: units }, (_, j) => Array.from(p.subarray(j * (n + 1), (j + 1) * (n + 1))).map(r4)),
    out: [...Array.from(p.subarray(o, o + units)).map((w) => r4(w * ysd)), r4((p[o + units] as number) * ysd + ym)],
  };
  return { net, r2: 1 - ssr / sst };
}

async function main(): Promise<void> {
  const arg = (name: string, fallback: string): string => {
    const i = process.argv.indexOf(`--${name}`);
    return i >= 0 ? (process.argv[i + 1] as string) : fallback;
  };
  const games = Number(arg('games', '5000'));
  const from = Number(arg('from', '300001'));
  const samples = Number(arg('samples', '200'));
  const threads = Number(arg('threads', '2'));
  const [checkFrom, checkTo] = arg('check', '1-2000').split('-').map(Number) as [number, number];
  const features = Number(arg('features', String(BASE_FEATURES)));
  const cache = arg('cache', '');
  const units = Number(arg('units', '0'));
  const collector = arg('collector', 'round');
  if (collector !== 'round' && collector !== 'expectimax') throw new Error(`--collector: round or expectimax, not ${collector}`);
  const epochs = Number(arg('epochs', '30'));
  const workers = Array.from({ length: threads }, () => startWorker({ url: new URL(import.meta.url), data: null }));
  const run = (job: Job, w: (typeof workers)[number]): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const fail = (e: Error): void => reject(e);
      w.once('error', fail);
      w.once('message', (m) => {
        w.off('error', fail);
        resolve(m);
      });
      w.postMessage(job);
    });
  /** Splits [a, b] into one range per worker and runs them side by side. */
  const spread = async <T>(a: number, b: number, job: (x: number, y: number) => Job): Promise<T[]> => {
    const size = Math.ceil((b - a + 1) / threads);
    const parts = await Promise.all(workers.map((w, i) => (a + i * size <= b ? run(job(a + i * size, Math.min(b, a + (i + 1) * size - 1)), w) : Promise.resolve([]))));
    return (parts as T[][]).flat();
  };
  const t0 = Date.now();
  const clock = (): string => `${((Date.now() - t0) / 1000).toFixed(0)} s`;

  const cacheFile = cache && `${cache}/${collector}-positions-${from}-${games}.json`;
  const positions: Position[] =
    cacheFile && existsSync(cacheFile) ? (JSON.parse(readFileSync(cacheFile, 'utf8')) as Position[]) : await spread<Position>(from, from + games - 1, (x, y) => ({ kind: 'collect', from: x, to: y, collector }));
  if (cacheFile && !existsSync(cacheFile)) writeFileSync(cacheFile, JSON.stringify(positions));
  console.error(`${positions.length} positions from ${games} games (${clock()})`);

  const table: (number[] | ValueNet)[] = [new Array<number>(features).fill(0)];
  const scratch = new Array<number>(POSITION_FEATURES);
  for (let row = 1; row <= 12; row++) {
    const layer = positions.filter((p) => p.unseen.length === 4 * row);
    if (layer.length < 50) {
      table.push([...(FITTED_WEIGHTS[row] as readonly number[])]);
      console.error(`row ${row}: ${layer.length} positions, shipped weights kept`);
      continue;
    }
    const weights = [...table, ...FITTED_WEIGHTS.slice(row)];
    const size = Math.ceil(layer.length / threads);
    const parts = await Promise.all(workers.map((w, i) => run({ kind: 'targets', positions: layer.slice(i * size, (i + 1) * size), weights, samples, seed: row * 1_000_003 + i * size }, w)));
    const ys = (parts as number[][]).flat();
    const xs = layer.map((p) => {
      const unseen = new Uint8Array(52);
      for (const c of p.unseen) unseen[c] = 1;
      positionFeatures(p.piles, p.discarded, unseen, scratch);
      return scratch.slice(0, features);
    });
    const { w, r2 } = fit(xs, ys);
    const lin = w.map((x) => Math.round(x * 1000) / 1000);
    const trained = units > 0 ? trainNet(xs, ys, lin, units, epochs, row) : undefined;
    table.push(trained ? trained.net : lin);
    console.error(
      `row ${row}: ${layer.length} positions, mean target ${(ys.reduce((s, y) => s + y, 0) / ys.length).toFixed(2)}, R² ${r2.toFixed(3)}${trained ? `, network held-out R² ${trained.r2.toFixed(3)}` : ''} (${clock()})`,
    );
  }
  console.log(JSON.stringify(table));

  if (checkTo >= checkFrom) {
    const a = await spread<[number, number]>(checkFrom, checkTo, (x, y) => ({ kind: 'play', from: x, to: y, weights: table }));
    const baseFile = cache && `${cache}/shipped-${checkFrom}-${checkTo}.json`;
    const b: [number, number][] =
      baseFile && existsSync(baseFile)
        ? (JSON.parse(readFileSync(baseFile, 'utf8')) as [number, number][])
        : await spread<[number, number]>(checkFrom, checkTo, (x, y) => ({ kind: 'play', from: x, to: y, weights: FITTED_WEIGHTS }));
    if (baseFile && !existsSync(baseFile)) writeFileSync(baseFile, JSON.stringify(b));
    const n = a.length;
    const mean = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;
    const diff = a.map((r, i) => r[0] - (b[i] as [number, number])[0]);
    const md = mean(diff);
    const sd = Math.sqrt(diff.reduce((s, x) => s + (x - md) ** 2, 0) / (n - 1));
    const winsA = a.filter((r) => r[1]).length;
    const winsB = b.filter((r) => r[1]).length;
    console.log(
      `deals ${checkFrom}-${checkTo}: new ${winsA} wins, ${mean(a.map((r) => r[0])).toFixed(3)} cards left; shipped ${winsB} wins, ${mean(b.map((r) => r[0])).toFixed(3)}; ` +
        `difference ${md.toFixed(3)} cards (${(md - (Z95 * sd) / Math.sqrt(n)).toFixed(3)} to ${(md + (Z95 * sd) / Math.sqrt(n)).toFixed(3)}) (${clock()})`,
    );
  }
  await Promise.all(workers.map((w) => w.terminate()));
}
