// `kabal bound`: the deals through worker threads (runOrdered), each deal's penalised values, its
// stock-known wins on the same orders and the fair player's result gathered in input order (and
// kept in the journal with --state), then the summary: the bound's mean with a 95% interval, the
// player's rate, the stock-known rate, and the gap between bound and player taken deal by deal.

import { type BoundSpec, boundEstimates, boundRunner, boundSamples, checkBoundSpec, type DealBound, defaultEstimate, estimateName } from '../../../bound/index.js';
import { wilson, Z95 } from '../../../core/stats.js';
import { findStrategy, resolveStrategy } from '../../../players/registry.js';
import { forGame } from '../../../registry/index.js';
import { runOrdered, siblingModule } from '../../../sim/pool.js';
import { WHOLE } from '../../../sim/shard.js';
import { CliError, EXIT, quote } from '../../errors.js';
import { type DealPlan, Output, parseGameArg, parseNumberArg, parsePositiveInt, parseRangeArg, parseVariantArg, planNumbers } from '../../io.js';
import type { BoundCommandOptions } from './options.js';
import { interruptible, openJournal, parseThreads, type RunItem } from '../journaled-run.js';
import { boundJournalKind, boundRowLine } from './journal.js';

/** Mean of per-deal figures with a normal 95% interval. */
export function meanInterval(xs: readonly number[]): { mean: number; lo: number; hi: number } {
  const n = xs.length;
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  const sd = n > 1 ? Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1)) : 0;
  const half = (Z95 * sd) / Math.sqrt(n);
  return { mean, lo: mean - half, hi: mean + half };
}

const pct = (x: number): string => `${(100 * x).toFixed(2)}%`;

export interface BoundSummary {
  readonly game: string;
  readonly variant: string;
  readonly deals: number;
  readonly first: number;
  readonly last: number;
  readonly orders: number;
  readonly samples: number | null;
  readonly estimate: string;
  readonly bound: { mean: number; lo: number; hi: number };
  readonly stockKnown: { wins: number; of: number; rate: number; lo: number; hi: number };
  readonly player: { name: string; wins: number; rate: number; lo: number; hi: number; gap: { mean: number; lo: number; hi: number } } | null;
  readonly positionsPerOrder: number;
  /** Processor time of this run (every thread); deals read back from a journal cost it nothing. */
  readonly cpuSeconds: number;
  /** Deals read back from the journal of an earlier run (--state). */
  readonly fromJournal: number;
}

export function summarise(spec: BoundSpec, playerName: string | null, rows: readonly DealBound[], cpuSeconds: number, fromJournal = 0): BoundSummary {
  const means = rows.map((r) => r.values.reduce((a, b) => a + b, 0) / r.values.length);
  const knownWins = rows.reduce((a, r) => a + r.stockKnownWins, 0);
  const nOrders = rows.reduce((a, r) => a + r.values.length, 0);
  let player: BoundSummary['player'] = null;
  if (playerName !== null) {
    const wins = rows.filter((r) => r.playerWon === true).length;
    const w = wilson(wins, rows.length);
    const gap = meanInterval(rows.map((r, i) => (means[i] as number) - (r.playerWon ? 1 : 0)));
    player = { name: playerName, wins, rate: wins / rows.length, lo: w.lo, hi: w.hi, gap };
  }
  return {
    game: spec.game,
    variant: spec.variant,
    deals: rows.length,
    first: rows[0]?.number ?? 0,
    last: rows[rows.length - 1]?.number ?? 0,
    orders: spec.orders,
    samples: boundSamples(spec.game) ? spec.samples : null,
    estimate: estimateName(spec),
    bound: meanInterval(means),
    stockKnown: { wins: knownWins, of: nOrders, rate: knownWins / Math.max(1, nOrders), ...wilson(knownWins, nOrders) },
    player,
    positionsPerOrder: rows.reduce((a, r) => a + r.positions, 0) / Math.max(1, nOrders),
    cpuSeconds,
    fromJournal,
  };
}

export function formatBoundSummary(s: BoundSummary): string {
  const range = s.first === s.last ? `deal number ${s.first}` : `deal numbers ${s.first}-${s.last}`;
  const count = `${s.deals} deal${s.deals === 1 ? '' : 's'}`;
  const lines = [
    `${s.variant}, ${range} (${count}), ${s.orders} stock order${s.orders === 1 ? '' : 's'} a deal${s.samples === null ? '' : `, ${s.samples} sampled deals a stock position`}; estimate: ${s.estimate}`,
    `  fair-play bound:  ${pct(s.bound.mean)} (95% CI ${pct(s.bound.lo)}-${pct(s.bound.hi)}): no player who cannot see the stock wins more on average`,
  ];
  if (s.player) {
    lines.push(`  ${s.player.name}, a fair player, on the same deals: ${pct(s.player.rate)} (95% CI ${pct(s.player.lo)}-${pct(s.player.hi)}), ${s.player.wins} won`);
    lines.push(`  bound minus player, deal by deal: ${(100 * s.player.gap.mean).toFixed(2)} points (95% CI ${(100 * s.player.gap.lo).toFixed(2)} to ${(100 * s.player.gap.hi).toFixed(2)})`);
  }
  lines.push(`  with the stock known, on the drawn orders: ${pct(s.stockKnown.rate)} (95% CI ${pct(s.stockKnown.lo)}-${pct(s.stockKnown.hi)}), ${s.stockKnown.wins} of ${s.stockKnown.of}`);
  lines.push(`  ${Math.round(s.positionsPerOrder).toLocaleString('en-US')} positions an order; ${s.cpuSeconds.toFixed(1)} s of CPU${s.fromJournal > 0 ? ` in this run (${s.fromJournal} of the deals read back from the journal)` : ''}`);
  return `${lines.join('\n')}\n`;
}

export async function runBoundCommand(game: string, opts: BoundCommandOptions): Promise<number> {
  const id = parseGameArg(game);
  if (opts.perDeal && !opts.json) throw new CliError('--per-deal goes with --json');
  let from: number;
  let to: number;
  if (opts.number !== undefined) from = to = parseNumberArg(opts.number, '--number');
  else if (opts.numbers !== undefined) ({ from, to } = parseRangeArg(opts.numbers));
  else throw new CliError('give the deals with --number N or --numbers A-B');
  const orders = parsePositiveInt(opts.orders, '--orders', 1000) ?? 1;
  const samples = parsePositiveInt(opts.draws, '--draws', 100_000) ?? 16;
  const estimates = boundEstimates(id);
  if (estimates.length === 0) throw new CliError(`kabal bound: ${id} has no fair-play bound`);
  const estimate = opts.estimate ?? defaultEstimate(id);
  if (!estimates.includes(estimate)) throw new CliError(`--estimate: ${quote(estimate)} is not an estimate of the ${id} bound (choose ${estimates.join(' or ')})`);
  const variantText = forGame(id, (rules) => rules.formatVariant(parseVariantArg(rules, opts.variant)));
  const playerAlias = opts.player ?? 'best';
  let playerName: string | null = null;
  if (playerAlias !== 'none') {
    const info = findStrategy(id, playerAlias, variantText);
    if (!info || info.fullInformation) throw new CliError(`--player: no fair ${id} player ${quote(playerAlias)} (see kabal strategies ${id}; none for no player)`);
    playerName = resolveStrategy(id, variantText, playerAlias);
  }
  const spec: BoundSpec = { game: id, variant: variantText, orders, samples, player: playerName, estimate };
  const problem = checkBoundSpec(spec);
  if (problem !== null) throw new CliError(`--variant: ${problem}`);
  const threads = parseThreads(opts.threads, (s) => process.stderr.write(`kabal bound: ${s}\n`));
  const out = new Output();
  const rows: DealBound[] = [];
  const cpu0 = process.cpuUsage();
  const plan: DealPlan = { kind: 'numbers', from, to, shard: WHOLE };
  const it: Iterator<RunItem> = planNumbers(plan);
  const take = async (r: DealBound): Promise<void> => {
    rows.push(r);
    if (opts.json && opts.perDeal) out.write(boundRowLine(r));
    // A deal takes seconds: its row goes out at once, so a stopped run keeps what it did.
    if (opts.perDeal || out.full) await out.flush();
  };
  const note = (s: string): void => void process.stderr.write(`kabal bound: ${s}\n`);
  const journal = opts.state === undefined ? undefined : await openJournal(opts.state, boundJournalKind(spec), plan, it, (_item, r) => take(r), note);
  if (journal !== undefined && journal.resumed > 0) note(`${opts.state} holds ${journal.resumed} deal${journal.resumed === 1 ? '' : 's'}${journal.complete ? ': the run is complete' : '; going on from there'}`);
  const numbers = function* (): Generator<number[]> {
    for (let n = it.next(); n.done !== true; n = it.next()) yield [n.value.number as number];
  };
  let finished = journal?.complete ?? false;
  try {
    if (!finished) {
      finished = await interruptible('kabal bound', (signal) =>
        runOrdered<number[], DealBound[]>({
          threads,
          batches: numbers(),
          worker: { url: siblingModule(import.meta.url, 'worker'), data: spec },
          inline: () => {
            const one = boundRunner(spec);
            return (b) => b.map(one);
          },
          deliver: async (_b, result) => {
            journal?.append(result.map(boundRowLine).join(''));
            for (const r of result) await take(r);
          },
          window: Math.max(2, threads * 2),
          signal,
        }),
      );
      if (finished) journal?.end({ deals: rows.length });
    }
  } finally {
    journal?.close();
  }
  if (!finished) note(`stopped after ${rows.length} deals${opts.state !== undefined ? `; ${opts.state} keeps them: run the same command again to continue` : ' (give --state FILE to be able to continue a run)'}`);
  if (rows.length === 0) {
    await out.flush();
    return EXIT.interrupted;
  }
  const used = process.cpuUsage(cpu0);
  const summary = summarise(spec, playerName, rows, (used.user + used.system) / 1e6, journal?.resumed ?? 0);
  out.write(opts.json ? `${JSON.stringify({ summary: true, complete: finished, ...summary })}\n` : formatBoundSummary(summary));
  await out.flush();
  return finished ? EXIT.ok : EXIT.interrupted;
}
