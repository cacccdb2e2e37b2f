// `kabal sim`: each strategy over the run's deals, through the worker pool, with the summary kept
// as streaming counts. Results are handled in input order a batch at a time: counted, appended to
// the journal, and (with --per-deal) printed.

import { formatDeal } from '../../../core/deal.js';
import type { GameId, GameRules } from '../../../core/game.js';
import { forGame } from '../../../registry/index.js';
import { dealKey, resultAt, type SimItem, type SimSpec } from '../../../sim/batch.js';
import { type DealId, JOURNAL_FORMAT, type JournalEntry, journalLine, parseSimRow, rowLimits } from '../../../sim/journal.js';
import { findStrategy, resolveStrategy, strategyInfos } from '../../../players/registry.js';
import { simulateStream } from '../../../sim/simulate.js';
import { formatSummary, ResultCounts, type SimSummary, summaryJson, summaryOf } from '../../../sim/summary.js';
import { CliError, EXIT, quote } from '../../errors.js';
import { checkInput, type DealPlan, type InputFacts, Output, parseGameArg, parseVariantArg, planDeals, spoolStdin } from '../../io.js';
import { progressBar } from '../progress.js';
import { interruptible, type JournalKind, openJournal, parseThreads, type RunItem, runItems } from '../journaled-run.js';
import { runSimMerge } from './merge.js';
import { perDealLine, sourceText, writePlot } from './output.js';
import type { SimCommandOptions } from './options.js';

/** Deals per batch for cheap players: large enough that passing a batch between threads costs little, small enough for a lively progress bar. */
const CHEAP_BATCH = 2048;

export async function runSimCommand(game: string, files: string[], opts: SimCommandOptions): Promise<number> {
  if (game === 'merge') return runSimMerge(files, opts);
  if (files.length > 0) throw new CliError(`unexpected argument ${quote(files[0] ?? '')} (journal files go with "kabal sim merge")`);
  if (opts.perDeal && !opts.json) throw new CliError('--per-deal goes with --json');
  const id = parseGameArg(game);
  if (opts.strategy === undefined) throw new CliError(`--strategy is required (choose from ${strategyInfos(id).map((s) => s.name).join(', ')})`);
  const names = opts.strategy
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (names.length === 0) throw new CliError('--strategy: no strategy named');
  if (names.length > 1 && opts.state !== undefined) throw new CliError('--state keeps the journal of one strategy: run one strategy at a time with it');
  for (const name of names) {
    if (!findStrategy(id, name, opts.variant)) throw new CliError(`--strategy: no ${id} strategy ${quote(name)} (choose from ${strategyInfos(id).map((s) => s.name).join(', ')}; see kabal strategies ${id})`);
  }
  return forGame(id, async (rules) => {
    const variant = parseVariantArg(rules, opts.variant);
    let plan = planDeals(opts);
    const threads = parseThreads(opts.threads, (s) => process.stderr.write(`kabal sim: ${s}\n`));
    // Several strategies read the deals once each: standard input is kept in a file for that.
    let remove: (() => void) | undefined;
    if (names.length > 1 && plan.kind === 'input' && plan.path === undefined) ({ plan, remove } = await spoolStdin(plan));
    try {
      const count = await checkInput(rules, variant, plan);
      const out = new Output();
      const summaries: SimSummary[] = [];
      for (const name of names) {
        const s = await interruptible('kabal sim', (signal) => runOne(rules, variant, name, plan, count, threads, opts, out, signal));
        if (!s) return EXIT.interrupted;
        summaries.push(s);
      }
      if (opts.plot !== undefined) writePlot(opts.plot, summaries);
      return EXIT.ok;
    } finally {
      remove?.();
    }
  });
}

function* restOf<T>(it: Iterator<RunItem>, f: (item: RunItem) => T): Generator<T> {
  for (let n = it.next(); n.done !== true; n = it.next()) yield f(n.value);
}

async function* restOfAsync<T>(it: AsyncIterator<RunItem> | Iterator<RunItem>, f: (item: RunItem) => T): AsyncGenerator<T> {
  for (let n = await it.next(); n.done !== true; n = await it.next()) yield f(n.value);
}

export function simJournalKind(spec: SimSpec): JournalKind<JournalEntry> {
  const limits = rowLimits(spec.game, spec.variant);
  if (!limits.ok) throw new Error(limits.error.message);
  return {
    format: JOURNAL_FORMAT,
    version: 2,
    fields: { game: spec.game, variant: spec.variant, strategy: spec.strategy },
    mismatch: (h) => {
      if (h.version === 1) return 'a journal of an older kabal (version 1: rows in the order deals finished), which cannot be resumed; "kabal sim merge" still reads it';
      const strategy = typeof h.fields.strategy === 'string' ? h.fields.strategy : '?';
      if (h.game !== spec.game || h.variant !== spec.variant || strategy !== spec.strategy) return `a run of ${h.game} ${h.variant} ${strategy}, not ${spec.game} ${spec.variant} ${spec.strategy}`;
      return undefined;
    },
    parseRow: (o, source, line) => parseSimRow(o, limits.value, source, line),
    idOf: (e) => ('number' in e.id ? { number: e.id.number } : { deal: e.id.deal }),
  };
}

const itemId = (it: RunItem): DealId => (it.number !== undefined ? { number: it.number } : { deal: formatDeal(it.deal ?? []), ...(it.line === undefined ? {} : { line: it.line }) });

async function runOne<S, M, O, V>(rules: GameRules<S, M, O, V>, variant: V, name: string, plan: DealPlan, count: number | undefined, threads: number, opts: SimCommandOptions, out: Output, signal: AbortSignal): Promise<SimSummary | undefined> {
  const game: GameId = rules.id;
  const variantText = rules.formatVariant(variant);
  // `best` stands for a player: the journal and the summary name the player it stands for.
  const strategy = resolveStrategy(game, variantText, name);
  const info = findStrategy(game, strategy, variantText);
  if (!info) throw new Error(`no strategy ${strategy}`);
  const spec: SimSpec = { game, variant: variantText, strategy };
  const counts = new ResultCounts();
  const perDeal = opts.perDeal === true && opts.json === true;
  const facts: InputFacts = { total: 0, digest: '' };
  const items = runItems(rules, variant, plan, facts);
  const it = Symbol.asyncIterator in items ? items[Symbol.asyncIterator]() : items[Symbol.iterator]();
  const note = (s: string): void => void process.stderr.write(`kabal sim: ${s}\n`);

  const journal =
    opts.state === undefined
      ? undefined
      : await openJournal(opts.state, simJournalKind(spec), plan, it, async (item, e) => {
          counts.addResult(e.result);
          if (perDeal) {
            out.write(perDealLine(item.index, item, strategy, e.result));
            if (out.full) await out.flush();
          }
        }, note);
  const bar = progressBar(strategy, count, { enabled: opts.progress !== false });
  let complete = journal?.complete ?? false;
  try {
    if (!complete) {
      const simItem = (item: RunItem): SimItem & RunItem => (item.number !== undefined ? { index: item.index, number: item.number, key: item.number } : { ...item, key: dealKey(item.deal ?? []), cards: item.deal ?? [] });
      // Numbered deals come from a plain generator: batched without waiting on each deal.
      const rest = Symbol.asyncIterator in items ? restOfAsync(it, simItem) : restOf(it as Iterator<RunItem>, simItem);
      bar.update(counts.deals);
      complete = await simulateStream({
        spec,
        items: rest,
        threads,
        batchSize: info.cost === 'cheap' ? CHEAP_BATCH : 1,
        signal,
        async deliver(batch, block) {
          let rows = '';
          for (let j = 0; j < batch.length; j++) {
            const item = batch[j] as RunItem;
            const r = resultAt(block, j);
            counts.addResult(r);
            if (journal) rows += journalLine(itemId(item), r);
            if (perDeal) out.write(perDealLine(item.index, item, strategy, r));
          }
          journal?.append(rows);
          bar.update(counts.deals);
          if (perDeal) await out.flush();
        },
      });
      if (complete) journal?.end({ deals: counts.deals, ...(plan.kind === 'input' ? { total: facts.total, digest: facts.digest } : {}) });
    }
  } finally {
    bar.end();
    journal?.close();
  }
  const source = complete ? sourceText(plan, counts.deals) : `${counts.deals.toLocaleString('en-US')} of ${count === undefined ? sourceText(plan, counts.deals) : sourceText(plan, count)} (stopped)`;
  if (!complete) process.stderr.write(`kabal sim: stopped after ${counts.deals} deals${opts.state !== undefined ? `; ${opts.state} keeps them: run the same command again to continue` : ' (give --state FILE to be able to continue a run)'}\n`);
  const summary = summaryOf({ game, variant: spec.variant, strategy, fullInformation: info.fullInformation, source }, counts);
  out.write(opts.json ? `${JSON.stringify(summaryJson(summary))}\n` : formatSummary(summary));
  await out.flush();
  return complete ? summary : undefined;
}

