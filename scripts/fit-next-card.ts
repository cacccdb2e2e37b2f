// `node --import tsx scripts/fit-next-card.ts VARIANT N [WEIGHTS]`: fits the formula of the Golf
// `next-card` player (src/strategy/golf/nextcard.ts). Plays `next-card` with WEIGHTS (a JSON row;
// default the shipped row for VARIANT) on deals 500,001 to 500,000 + N (never the measured deals
// 1-10,000), takes every position where a stock card is about to be turned (the positions its
// formula values), and fits a logistic regression of the game's outcome (won or not) on their
// features by iteratively reweighted least squares, with a light ridge. Prints the win count, the
// CPU time a game, the log-loss of the row played with and of the fitted row, and the fitted row.
// Run it again with the fitted row until the row settles: the positions are the player's own.

import type { Card } from '../src/core/cards.js';
import { dealFromNumber } from '../src/core/deal.js';
import { golf as golfRules, golfDealShape, parseGolfVariant } from '../src/games/golf/index.js';
import { layoutRng, playDeal } from '../src/players/play.js';
import { fittedNextCardWeights, NEXT_CARD_FEATURES, nextCardFeatures, nextCardStrategy, tableOf } from '../src/strategy/golf/nextcard.js';

const [variantText, count, weightsText] = process.argv.slice(2);
if (variantText === undefined || count === undefined) throw new Error('usage: fit-next-card.ts VARIANT N [WEIGHTS]');
const parsed = parseGolfVariant(variantText);
if (!parsed.ok) throw new Error(parsed.error.message);
const variant = parsed.value;
const start = weightsText === undefined ? fittedNextCardWeights(variant) : (JSON.parse(weightsText) as number[]);
if (start.length !== NEXT_CARD_FEATURES) throw new Error(`a row has ${NEXT_CARD_FEATURES} weights`);
const player = nextCardStrategy({ name: 'next-card', description: '', weights: () => start, mostRuns: 64, mostVisits: 2000, mostJokerVisits: Number(process.env.JOKER ?? 24), depth: Number(process.env.DEPTH ?? 2), jokerDepth: Number(process.env.JOKER_DEPTH ?? 1), widen: Number(process.env.WIDEN ?? 3), margin: Number(process.env.MARGIN ?? 0.25), exactStock: Number(process.env.EXACT ?? 3) });

const rankKey = (c: Card): number => (c >= 52 ? 0 : (c % 13) + 1);
const rows: number[][] = [];
const ys: number[] = [];
let wins = 0;
let cpu = 0;
const n = Number(count);
for (let k = 1; k <= n; k++) {
  const deal = dealFromNumber(500_000 + Number(process.env.OFFSET ?? 0) + k, golfDealShape(variant));
  const feats: number[][] = [];
  const t0 = process.cpuUsage();
  const shown = golfRules.dealOf(golfRules.start(deal, variant)).length - golfRules.observe(golfRules.start(deal, variant)).stockCount;
  const out = playDeal(golfRules, variant, deal, player, layoutRng(deal, shown), {
    onMove: (s, m) => {
      if ((m as { type: string }).type !== 'turn') return;
      const st = s;
      const unseen = new Array<number>(14).fill(0);
      for (const c of st.deal.slice(st.next)) unseen[rankKey(c)] = (unseen[rankKey(c)] as number) + 1;
      const f = new Array<number>(NEXT_CARD_FEATURES).fill(0);
      nextCardFeatures(
        tableOf(st.columns, variant),
        st.columns.map((c) => c.length),
        unseen,
        st.deal.length - st.next,
        f,
      );
      feats.push(f);
    },
  });
  const d = process.cpuUsage(t0);
  cpu += d.user + d.system;
  if (out.won) wins++;
  for (const f of feats) {
    rows.push(f);
    ys.push(out.won ? 1 : 0);
  }
}

/** Solves A x = b (A symmetric positive definite, small) by Gaussian elimination with pivoting. */
function solveLinear(a: number[][], b: number[]): number[] {
  const m = b.length;
  const M = a.map((r, i) => [...r, b[i] as number]);
  for (let i = 0; i < m; i++) {
    let p = i;
    for (let r = i + 1; r < m; r++) if (Math.abs(M[r]![i]!) > Math.abs(M[p]![i]!)) p = r;
    [M[i], M[p]] = [M[p]!, M[i]!];
    for (let r = 0; r < m; r++) {
      if (r === i) continue;
      const q = M[r]![i]! / M[i]![i]!;
      for (let c = i; c <= m; c++) M[r]![c] = M[r]![c]! - q * M[i]![c]!;
    }
  }
  return M.map((r, i) => r[m]! / r[i]!);
}

function logLoss(w: readonly number[]): number {
  let loss = 0;
  rows.forEach((x, i) => {
    let z = 0;
    for (let j = 0; j < x.length; j++) z += w[j]! * x[j]!;
    const p = Math.min(1 - 1e-12, Math.max(1e-12, 1 / (1 + Math.exp(-z))));
    loss -= ys[i] ? Math.log(p) : Math.log(1 - p);
  });
  return loss / rows.length;
}

const d = NEXT_CARD_FEATURES;
let w = new Array<number>(d).fill(0);
const ridge = 1e-4 * rows.length;
for (let iter = 0; iter < 40; iter++) {
  const H = Array.from({ length: d }, () => new Array<number>(d).fill(0));
  const g = new Array<number>(d).fill(0);
  rows.forEach((x, i) => {
    let z = 0;
    for (let j = 0; j < d; j++) z += w[j]! * x[j]!;
    const p = 1 / (1 + Math.exp(-z));
    const s = Math.max(p * (1 - p), 1e-9);
    for (let a = 0; a < d; a++) {
      g[a] = g[a]! + (ys[i]! - p) * x[a]!;
      for (let b = 0; b < d; b++) H[a]![b] = H[a]![b]! + s * x[a]! * x[b]!;
    }
  });
  for (let a = 0; a < d; a++) {
    H[a]![a] = H[a]![a]! + ridge;
    g[a] = g[a]! - ridge * w[a]!;
  }
  const step = solveLinear(H, g);
  w = w.map((x, i) => x + step[i]!);
  if (Math.max(...step.map(Math.abs)) < 1e-7) break;
}

console.log(
  JSON.stringify({
    variant: variantText,
    deals: n,
    won: wins,
    cpuMsPerGame: Number((cpu / 1000 / n).toFixed(2)),
    positions: rows.length,
    logLossPlayed: Number(logLoss(start).toFixed(4)),
    logLossFitted: Number(logLoss(w).toFixed(4)),
    weights: w.map((x) => Number(x.toFixed(4))),
  }),
);
