// `kabal sim merge FILE...`: the journals of shards (or of runs over neighbouring ranges) as one
// run: the same summary, and with --json --per-deal the same lines, byte for byte, that the whole
// run prints. Version-1 journals (rows in finishing order) still merge, into a summary.

import { readFileSync } from 'node:fs';
import type { GameId } from '../../../core/game.js';
import { JOURNAL_FORMAT, type JournalEntry, mergeJournals, parseJournal, parseSimRow, rowLimits } from '../../../sim/journal.js';
import { findStrategy } from '../../../players/registry.js';
import { formatSummary, ResultCounts, summarize, summaryJson, summaryOf, type SummaryInfo } from '../../../sim/summary.js';
import { CliError, EXIT, fileError } from '../../errors.js';
import { Output, refuseOptions, RUN_OPTIONS } from '../../io.js';
import { checkShards, interleaved, journalVersion, type MergeKind, mergedSource } from '../shard-merge.js';
import type { SimCommandOptions } from './options.js';
import { perDealLine, writePlot } from './output.js';

function strategyOf(fields: Readonly<Record<string, unknown>>): string {
  return typeof fields.strategy === 'string' ? fields.strategy : '';
}

const SIM_MERGE: MergeKind<JournalEntry> = {
  format: JOURNAL_FORMAT,
  versions: [1, 2],
  what: 'kabal sim journal',
  sameRun: (a, b) => (strategyOf(a.fields) !== strategyOf(b.fields) ? `${b.game} ${b.variant} ${strategyOf(b.fields)}, not ${strategyOf(a.fields)}` : undefined),
  parseRow: (h, row, source, line) => {
    const l = rowLimits(h.game, h.variant);
    return l.ok ? parseSimRow(row, l.value, source, line) : l;
  },
  idOf: (e) => ('number' in e.id ? { number: e.id.number } : { deal: e.id.deal }),
};

const fullInformation = (game: GameId, strategy: string): boolean => findStrategy(game, strategy)?.fullInformation ?? strategy === 'clairvoyant';

export async function runSimMerge(files: readonly string[], opts: SimCommandOptions): Promise<number> {
  refuseOptions(opts, { strategy: '--strategy', ...RUN_OPTIONS }, 'on "sim merge" (the journals hold the game, variant, strategy and deals, and nothing is played again)');
  if (opts.perDeal && !opts.json) throw new CliError('--per-deal goes with --json');
  if (opts.plot !== undefined && !opts.plot.toLowerCase().endsWith('.svg')) writePlot(opts.plot, []);
  const version = await journalVersion(files, SIM_MERGE);
  const out = new Output();
  if (version === 1) {
    mergeVersion1(files, opts, out);
  } else {
    const counts = new ResultCounts();
    const groups = await checkShards(files, SIM_MERGE, (_h, e) => counts.addResult(e.result));
    const first = groups[0]?.files[0]?.header;
    if (!first) throw new CliError('nothing to merge');
    const spec = { game: first.game, variant: first.variant, strategy: strategyOf(first.fields) };
    if (opts.json && opts.perDeal) {
      for await (const { index, row } of interleaved(groups, SIM_MERGE)) {
        out.write(perDealLine(index, 'number' in row.id ? { number: row.id.number } : { ...(row.id.line === undefined ? {} : { line: row.id.line }) }, spec.strategy, row.result));
        if (out.full) await out.flush();
      }
    }
    const summaryInfo: SummaryInfo = { ...spec, fullInformation: fullInformation(spec.game, spec.strategy), source: mergedSource(groups, counts.deals) };
    const summary = summaryOf(summaryInfo, counts);
    out.write(opts.json ? `${JSON.stringify(summaryJson(summary))}\n` : formatSummary(summary));
    if (opts.plot !== undefined) writePlot(opts.plot, [summary]);
  }
  await out.flush();
  return EXIT.ok;
}

/** Version-1 journals: read whole (they are small), deals found in several kept once. */
function mergeVersion1(files: readonly string[], opts: SimCommandOptions, out: Output): void {
  const journals = files.map((f) => {
    let text: string;
    try {
      text = readFileSync(f, 'utf8');
    } catch (e) {
      throw fileError(e, f);
    }
    const j = parseJournal(text, f);
    if (!j.ok) throw new CliError(j.error.message);
    return { source: f, journal: j.value };
  });
  const merged = mergeJournals(journals);
  if (!merged.ok) throw new CliError(merged.error.message);
  const { spec, entries } = merged.value;
  const summary = summarize({ ...spec, fullInformation: fullInformation(spec.game, spec.strategy), source: `${entries.length} deals merged from ${files.length} journal${files.length === 1 ? '' : 's'}` }, entries.map((e) => e.result));
  if (opts.json && opts.perDeal) entries.forEach((e, i) => out.write(perDealLine(i, 'number' in e.id ? { number: e.id.number } : {}, spec.strategy, e.result)));
  out.write(opts.json ? `${JSON.stringify(summaryJson(summary))}\n` : formatSummary(summary));
  if (opts.plot !== undefined) writePlot(opts.plot, [summary]);
}
