// What `kabal sim` and `kabal sim merge` both write: the summary's source line, per-deal lines and the figure.

import { writeFileSync } from 'node:fs';
import { plotScores } from '../../../sim/plot.js';
import type { DealResult } from '../../../players/registry.js';
import { formatShard } from '../../../sim/shard.js';
import type { SimSummary } from '../../../sim/summary.js';
import { CliError, fileError, quote } from '../../errors.js';
import { type DealPlan, inputName } from '../../io.js';

/** "deal numbers 1-60", "60 deals from deals.txt", with the shard when there is one. */
export function sourceText(plan: DealPlan, deals: number): string {
  const base = plan.kind === 'numbers' ? inputName(plan) : `${deals.toLocaleString('en-US')} deals from ${inputName(plan)}`;
  return plan.shard.count === 1 ? base : `${base}, shard ${formatShard(plan.shard)}`;
}

/** One per-deal line: its place in the whole run, the deal (number or input line) and the result. */
export function perDealLine(index: number, where: { number?: number; line?: number }, strategy: string, r: DealResult): string {
  const at = where.number !== undefined ? `"number":${where.number}` : `"line":${where.line ?? 'null'}`;
  return `{"index":${index},${at},"strategy":${JSON.stringify(strategy)},"score":${r.score},"won":${r.won},"cardsLeft":${r.cardsLeft}${r.verdict === undefined ? '' : `,"verdict":"${r.verdict}"`}}\n`;
}

export function writePlot(path: string, summaries: readonly SimSummary[]): void {
  if (!path.toLowerCase().endsWith('.svg')) throw new CliError(`--plot: ${quote(path)} must end in .svg`);
  try {
    writeFileSync(path, plotScores(summaries));
  } catch (e) {
    throw fileError(e, path, '--plot', 'write');
  }
}
