// `kabal solve merge FILE...`: the journals of a sharded solve as one run, printed in the whole
// run's order as a table, JSON lines or lines of play: the output the whole run prints (the
// timings aside, which are each deal's own).

import { forGame } from '../../../registry/index.js';
import { rowLimits } from '../../../sim/journal.js';
import { CliError, EXIT } from '../../errors.js';
import { Output, parseVariantArg, refuseOptions, RUN_OPTIONS } from '../../io.js';
import { checkShards, interleaved, type MergeKind } from '../shard-merge.js';
import type { SolveCommandOptions } from './options.js';
import { useColor } from '../terminal.js';
import { parseSolveRow, RowPrinter, sameBudget, SOLVE_JOURNAL, type SolveRow } from './rows.js';

const SOLVE_MERGE: MergeKind<SolveRow> = {
  format: SOLVE_JOURNAL,
  versions: [1],
  what: 'kabal solve journal',
  sameRun: (a, b) => (sameBudget(a.fields.budget, b.fields.budget ?? {}) ? undefined : `${b.game} ${b.variant} with budget ${JSON.stringify(b.fields.budget)}, not ${JSON.stringify(a.fields.budget)}`),
  parseRow: (h, row, source, line) => {
    const l = rowLimits(h.game, h.variant);
    return l.ok ? parseSolveRow(row, l.value, source, line) : l;
  },
  idOf: (r) => (r.number !== undefined ? { number: r.number } : { deal: r.deal }),
};

export async function runSolveMerge(files: readonly string[], opts: SolveCommandOptions): Promise<number> {
  refuseOptions(opts, { ...RUN_OPTIONS, cpu: '--cpu', maxStates: '--max-states' }, 'on "solve merge" (the journals hold the game, variant, budget and deals, and nothing is solved again)');
  const groups = await checkShards(files, SOLVE_MERGE, () => undefined);
  const h = groups[0]?.files[0]?.header;
  if (!h) throw new CliError('nothing to merge');
  return forGame(h.game, async (rules) => {
    const variant = parseVariantArg(rules, h.variant);
    const out = new Output();
    const printer = new RowPrinter(rules, variant, out, opts, { ascii: opts.ascii ?? false, color: !opts.ascii && useColor() });
    for await (const { index, row } of interleaved(groups, SOLVE_MERGE)) {
      printer.row(row, index);
      if (out.full) await out.flush();
    }
    printer.end(false);
    await out.flush();
    return EXIT.ok;
  });
}
