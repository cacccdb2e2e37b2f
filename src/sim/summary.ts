// What a simulation run reports: deals, wins with a Wilson interval, score and cards left (mean
// and median with intervals) and the score histogram, as text for people and JSON for programs.

import type { GameId } from '../core/game.js';
import { gameModule } from '../registry/index.js';
import type { DealResult } from '../players/registry.js';
import { type Distribution, distributionOf, type Interval, wilson } from '../core/stats.js';

export interface SimSummary {
  readonly game: GameId;
  readonly variant: string;
  readonly strategy: string;
  /** True for the clairvoyant solver: an upper bound with the stock known, not play. */
  readonly fullInformation: boolean;
  /** Where the deals came from, e.g. "deal numbers 1-100000". */
  readonly source: string;
  readonly deals: number;
  readonly wins: number;
  readonly winRate: number;
  readonly winCi: Interval;
  readonly score: Distribution;
  readonly cardsLeft: Distribution;
  /** Score → deals. */
  readonly histogram: ReadonlyMap<number, number>;
  /** Clairvoyant only: deals where the search budget ran out (counted as not won, with the best score found). */
  readonly unknown: number;
}

export interface SummaryInfo {
  readonly game: GameId;
  readonly variant: string;
  readonly strategy: string;
  readonly fullInformation: boolean;
  readonly source: string;
}

/**
 * The counts a summary is made from, kept as results arrive: a few numbers and two histograms
 * (score and cards left), so a run of any length takes the same memory. The median and its
 * interval are read off the histogram, exactly.
 */
export class ResultCounts {
  deals = 0;
  wins = 0;
  unknown = 0;
  readonly scores = new Map<number, number>();
  readonly left = new Map<number, number>();

  add(score: number, won: boolean, cardsLeft: number, unknown = false): void {
    this.deals++;
    if (won) this.wins++;
    if (unknown) this.unknown++;
    this.scores.set(score, (this.scores.get(score) ?? 0) + 1);
    this.left.set(cardsLeft, (this.left.get(cardsLeft) ?? 0) + 1);
  }

  addResult(r: DealResult): void {
    this.add(r.score, r.won, r.cardsLeft, r.verdict === 'unknown');
  }

  /** Adds another run's counts (a shard's) to these. */
  merge(o: ResultCounts): void {
    this.deals += o.deals;
    this.wins += o.wins;
    this.unknown += o.unknown;
    for (const [k, c] of o.scores) this.scores.set(k, (this.scores.get(k) ?? 0) + c);
    for (const [k, c] of o.left) this.left.set(k, (this.left.get(k) ?? 0) + c);
  }
}

export function summaryOf(info: SummaryInfo, c: ResultCounts): SimSummary {
  // Sorted histograms, so the summary (and its JSON) does not depend on the order deals finished in.
  const sorted = (h: ReadonlyMap<number, number>): Map<number, number> => new Map([...h].sort((a, b) => a[0] - b[0]));
  const histogram = sorted(c.scores);
  return {
    ...info,
    deals: c.deals,
    wins: c.wins,
    winRate: c.deals === 0 ? NaN : c.wins / c.deals,
    winCi: wilson(c.wins, c.deals),
    score: distributionOf(histogram),
    cardsLeft: distributionOf(c.left),
    histogram,
    unknown: c.unknown,
  };
}

export function summarize(info: SummaryInfo, results: Iterable<DealResult>): SimSummary {
  const c = new ResultCounts();
  for (const r of results) c.addResult(r);
  return summaryOf(info, c);
}

const pct = (x: number, digits = 2): string => `${(x * 100).toFixed(digits)}%`;
const num = (x: number, digits = 2): string => (Number.isInteger(x) ? String(x) : x.toFixed(digits));
const group = (n: number): string => n.toLocaleString('en-US');

/** "about 1 in 36.3" for a rate, or a plain statement when there are no wins. */
export function oneIn(rate: number): string {
  if (!(rate > 0)) return 'no wins';
  const x = 1 / rate;
  return `about 1 in ${x >= 100 ? Math.round(x) : x.toFixed(1)}`;
}

export function gameTitle(game: GameId): string {
  return gameModule(game).report.title;
}

export function formatSummary(s: SimSummary, opts: { histogram?: boolean; width?: number } = {}): string {
  const lines: string[] = [];
  const who = s.fullInformation ? `${s.strategy} (exact solver WITH THE STOCK KNOWN: an upper bound for real play)` : `${s.strategy} (sees only what a player sees)`;
  lines.push(`${gameTitle(s.game)}, rules ${s.variant}, player ${who}`);
  lines.push(`deals:       ${group(s.deals)} (${s.source})`);
  lines.push(`wins:        ${group(s.wins)} = ${pct(s.winRate, 3)} (95% Wilson interval ${pct(s.winCi.lo, 3)} to ${pct(s.winCi.hi, 3)}), ${oneIn(s.winRate)}`);
  const dist = (label: string, d: Distribution): string =>
    `${label}mean ${num(d.mean)} (95% CI ${num(d.meanCi.lo)} to ${num(d.meanCi.hi)}), median ${num(d.median)} (95% CI ${num(d.medianCi.lo)} to ${num(d.medianCi.hi)}), sd ${num(d.sd)}`;
  const words = gameModule(s.game).report;
  const scoreWord = words.score;
  lines.push(dist('score:       ', s.score) + `\n             ${scoreWord}`);
  lines.push(dist(words.cardsLeft, s.cardsLeft));
  if (s.unknown > 0) lines.push(`unknown:     ${group(s.unknown)} deals ran out of search budget (counted as not won, with the best score found)`);
  if (opts.histogram !== false && s.deals > 0) {
    lines.push('histogram of scores:');
    const keys = [...s.histogram.keys()].sort((a, b) => a - b);
    const peak = Math.max(...s.histogram.values());
    const width = opts.width ?? 40;
    for (const k of keys) {
      const c = s.histogram.get(k) ?? 0;
      const bar = '#'.repeat(Math.max(c > 0 ? 1 : 0, Math.round((c / peak) * width)));
      lines.push(`  ${String(k).padStart(3)} ${bar.padEnd(width)} ${pct(c / s.deals).padStart(7)}  ${group(c)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

export function summaryJson(s: SimSummary): Record<string, unknown> {
  const dist = (d: Distribution): Record<string, unknown> => ({ mean: d.mean, meanCi: [d.meanCi.lo, d.meanCi.hi], median: d.median, medianCi: [d.medianCi.lo, d.medianCi.hi], sd: d.sd, min: d.min, max: d.max });
  const histogram: Record<string, number> = {};
  for (const k of [...s.histogram.keys()].sort((a, b) => a - b)) histogram[String(k)] = s.histogram.get(k) ?? 0;
  return {
    summary: true,
    game: s.game,
    variant: s.variant,
    strategy: s.strategy,
    fullInformation: s.fullInformation,
    source: s.source,
    deals: s.deals,
    wins: s.wins,
    winRate: s.winRate,
    winCi: [s.winCi.lo, s.winCi.hi],
    score: dist(s.score),
    cardsLeft: dist(s.cardsLeft),
    histogram,
    unknown: s.unknown,
  };
}
