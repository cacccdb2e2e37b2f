// `node --import tsx scripts/fit-bound.ts golf VARIANT N [PLAYER]`: fits the Golf estimate the
// fair-play bound charges its penalties with (src/bound/golf/estimate.ts). Plays PLAYER (default
// `hindsight`) on deals 500,001 to 500,000 + N under VARIANT, takes every position just after a
// stock card was turned (where the bound asks the estimate), and fits a logistic regression of the
// game's outcome (won or not) on the position's features by iteratively reweighted least squares.
// Prints the weight row, the log-loss and the win share.
//
// `node --import tsx scripts/fit-bound.ts acesup N`: fits the curves that read a win chance off the
// `expectimax` table (src/bound/acesup/estimate.ts). Plays N games greedily with the table (the
// best round end by its score, no lookahead) on deals 500,001 to 500,000 + N and fits, per stock
// size, a logistic regression of the outcome on the score of the round end chosen before each deal.

import { dealFromNumber } from '../src/core/deal.js';
import { golf as golfRules, golfDealShape, observeGolf, parseGolfVariant } from '../src/games/golf/index.js';
import { seenOfObservation } from '../src/bound/golf/bound.js';
import { GOLF_FEATURES, golfFeatures } from '../src/bound/golf/estimate.js';
import { layoutRng, playDeal } from '../src/players/play.js';
import { fittedValue, settleStandard, standardRoundEnds } from '../src/strategy/acesup/expectimax.js';
import { GOLF_STRATEGIES } from '../src/strategy/golf/index.js';

const [game, variantText, count, playerName] = process.argv.slice(2);
if (game === 'acesup') {
  fitAcesUp(Number(variantText ?? 20000));
  process.exit(0);
}
if (game !== 'golf' || variantText === undefined || count === undefined) throw new Error('usage: fit-bound.ts golf VARIANT N [PLAYER] | fit-bound.ts acesup N');
const parsed = parseGolfVariant(variantText);
if (!parsed.ok) throw new Error(parsed.error.message);
const variant = parsed.value;
const player = GOLF_STRATEGIES.find((s) => s.name === (playerName ?? 'hindsight'));
if (!player) throw new Error(`no Golf player ${playerName}`);

const rows: number[][] = [];
const ys: number[] = [];
let wins = 0;
const n = Number(count);
const t0 = process.cpuUsage();
for (let k = 1; k <= n; k++) {
  const deal = dealFromNumber(500_000 + k, golfDealShape(variant));
  const feats: number[][] = [];
  const out = playDeal(golfRules, variant, deal, player, layoutRng(deal, 35), {
    onMove: (s, m) => {
      if ((m as { type: string }).type !== 'turn') return;
      const after = golfRules.applyMove(s, m as never);
      const f = new Array<number>(GOLF_FEATURES).fill(0);
      golfFeatures(seenOfObservation(observeGolf(after)), f);
      feats.push(f);
    },
  });
  if (out.won) wins++;
  for (const f of feats) {
    rows.push(f);
    ys.push(out.won ? 1 : 0);
  }
}

function fitAcesUp(games: number): void {
  const t0 = process.cpuUsage();
  const byStock: { f: number[]; y: number[] }[] = Array.from({ length: 13 }, () => ({ f: [], y: [] }));
  let wins = 0;
  for (let k = 1; k <= games; k++) {
    const deal = dealFromNumber(500_000 + k);
    let piles: number[][] = deal.slice(0, 4).map((c) => [c]);
    let discarded = 0;
    const unseen = new Uint8Array(52);
    for (const c of deal.slice(4)) unseen[c] = 1;
    const rows: [number, number][] = [];
    for (let next = 4; ; next += 4) {
      discarded += settleStandard(piles);
      const stock = 52 - next;
      let best: { piles: number[][]; discarded: number } | undefined;
      let bestF = -Infinity;
      for (const e of standardRoundEnds(piles)) {
        const f = fittedValue(e.piles, discarded + e.discarded, stock, unseen);
        if (f > bestF) {
          bestF = f;
          best = e;
        }
      }
      piles = best!.piles;
      discarded += best!.discarded;
      if (stock === 0) break;
      rows.push([stock / 4, bestF]);
      const d = deal.slice(next, next + 4);
      for (const c of d) unseen[c] = 0;
      piles = piles.map((p, i) => [...p, d[i] as number]);
    }
    const won = discarded === 48 ? 1 : 0;
    wins += won;
    for (const [row, f] of rows) {
      (byStock[row] as { f: number[] }).f.push(f);
      (byStock[row] as { y: number[] }).y.push(won);
    }
  }
  const curves = byStock.map(({ f, y }, row) => {
    if (row === 0 || f.length === 0) return [0, 0];
    // Standardised for the fit, then turned back into a and b of the raw score.
    const mean = f.reduce((a, b) => a + b, 0) / f.length;
    const sd = Math.sqrt(f.reduce((a, b) => a + (b - mean) ** 2, 0) / f.length) || 1;
    const [a0, b0] = logistic(
      f.map((x) => [1, (x - mean) / sd]),
      y,
    ) as [number, number];
    return [Number((a0 - (b0 * mean) / sd).toFixed(4)), Number((b0 / sd).toFixed(5))];
  });
  const cpu = process.cpuUsage(t0);
  console.log(JSON.stringify({ games, won: wins, cpuSeconds: (cpu.user + cpu.system) / 1e6, curves }));
}

/** Solves A x = b (A symmetric positive definite, small) by Gaussian elimination. */
function solve(a: number[][], b: number[]): number[] {
  const m = b.length;
  const M = a.map((r, i) => [...r, b[i] as number]);
  for (let i = 0; i < m; i++) {
    let p = i;
    for (let r = i + 1; r < m; r++) if (Math.abs((M[r] as number[])[i] as number) > Math.abs((M[p] as number[])[i] as number)) p = r;
    [M[i], M[p]] = [M[p] as number[], M[i] as number[]];
    const row = M[i] as number[];
    for (let r = 0; r < m; r++) {
      if (r === i) continue;
      const other = M[r] as number[];
      const f = (other[i] as number) / (row[i] as number);
      for (let c = i; c <= m; c++) other[c] = (other[c] as number) - f * (row[c] as number);
    }
  }
  return M.map((r, i) => (r[m] as number) / (r[i] as number));
}

/** Logistic regression by iteratively reweighted least squares, with a light ridge. */
function logistic(rows: readonly (readonly number[])[], ys: readonly number[]): number[] {
const d = (rows[0] as readonly number[]).length;
let w = new Array<number>(d).fill(0);
const ridge = 1e-3;
for (let iter = 0; iter < 30; iter++) {
  const H = Array.from({ length: d }, () => new Array<number>(d).fill(0));
  const g = new Array<number>(d).fill(0);
  rows.forEach((x, i) => {
    let z = 0;
    for (let j = 0; j < d; j++) z += (w[j] as number) * (x[j] as number);
    const p = 1 / (1 + Math.exp(-z));
    const r = (ys[i] as number) - p;
    const s = Math.max(p * (1 - p), 1e-9);
    for (let a = 0; a < d; a++) {
      g[a] = (g[a] as number) + r * (x[a] as number);
      const Ha = H[a] as number[];
      for (let b = 0; b < d; b++) Ha[b] = (Ha[b] as number) + s * (x[a] as number) * (x[b] as number);
    }
  });
  for (let a = 0; a < d; a++) {
    const Ha = H[a] as number[];
    Ha[a] = (Ha[a] as number) + ridge * rows.length;
    g[a] = (g[a] as number) - ridge * rows.length * (w[a] as number);
  }
  const step = solve(H, g);
  w = w.map((x, i) => x + (step[i] as number));
  if (Math.max(...step.map(Math.abs)) < 1e-7) break;
}
return w;
}

const w = logistic(rows, ys);
const d = GOLF_FEATURES;
let loss = 0;
rows.forEach((x, i) => {
  let z = 0;
  for (let j = 0; j < d; j++) z += (w[j] as number) * (x[j] as number);
  const p = Math.min(1 - 1e-12, Math.max(1e-12, 1 / (1 + Math.exp(-z))));
  loss -= ys[i] ? Math.log(p) : Math.log(1 - p);
});
const cpu = process.cpuUsage(t0);
console.log(
  JSON.stringify({
    variant: variantText,
    player: player.name,
    deals: n,
    won: wins,
    positions: rows.length,
    logLoss: loss / rows.length,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    weights: w.map((x) => Number(x.toFixed(4))),
  }),
);
