// `kabal solve`: the run's deals through solver threads (one per core by default), each result
// printed as soon as every earlier deal's is, so the output is in input order and the same for any
// thread count. With --state the rows also go to a journal that resumes and merges.

import { forGame } from '../../../registry/index.js';
import { rowLimits } from '../../../sim/journal.js';
import { runOrdered, siblingModule } from '../../../sim/pool.js';
import { CliError, EXIT, quote } from '../../errors.js';
import { checkInput, type InputFacts, Output, parseGameArg, parsePositiveInt, parseSeconds, parseVariantArg, planDeals } from '../../io.js';
import { progressBar } from '../progress.js';
import { interruptible, type JournalKind, openJournal, parseThreads, type RunItem, runItems } from '../journaled-run.js';
import { useColor } from '../terminal.js';
import { runSolveMerge } from './merge.js';
import { type BudgetSpec, parseSolveRow, RowPrinter, sameBudget, SOLVE_JOURNAL, type SolveJob, type SolveRow, type SolveTask, solverFor } from './rows.js';
import type { SolveCommandOptions } from './options.js';

/** Memory one solver thread may fill at the default budget (its table and the search), to cap the thread count. */
const SOLVER_MEMORY = 2 ** 30;

/** Deals out at a time: enough that one slow deal at the front does not leave the other threads idle. */
const WINDOW = 64;

export function budgetOf(opts: { cpu?: string; maxStates?: string }): BudgetSpec {
  const maxStates = parsePositiveInt(opts.maxStates, '--max-states');
  const cpu = parseSeconds(opts.cpu, '--cpu');
  return { ...(maxStates === undefined ? {} : { maxStates }), ...(cpu === undefined ? {} : { cpuMs: Math.round(cpu * 1000) }) };
}

const budgetText = (b: BudgetSpec): string => [b.maxStates === undefined ? undefined : `${b.maxStates} positions`, b.cpuMs === undefined ? undefined : `${b.cpuMs / 1000} s of CPU`].filter((x) => x !== undefined).join(' and ') || 'the default budget';

function budgetField(b: BudgetSpec): Record<string, number | null> {
  return { maxStates: b.maxStates ?? null, cpuMs: b.cpuMs ?? null };
}

export function solveJournalKind(task: SolveTask): JournalKind<SolveRow> {
  const limits = rowLimits(task.game, task.variant);
  if (!limits.ok) throw new Error(limits.error.message);
  return {
    format: SOLVE_JOURNAL,
    version: 1,
    fields: { game: task.game, variant: task.variant, budget: budgetField(task.budget) },
    mismatch: (h) => {
      if (h.game !== task.game || h.variant !== task.variant) return `a run of ${h.game} ${h.variant}, not ${task.game} ${task.variant}`;
      if (!sameBudget(h.fields.budget, task.budget)) return `a run with another budget (${JSON.stringify(h.fields.budget)}), not ${budgetText(task.budget)}`;
      return undefined;
    },
    parseRow: (o, source, line) => parseSolveRow(o, limits.value, source, line),
    idOf: (r) => (r.number !== undefined ? { number: r.number } : { deal: r.deal }),
  };
}

export async function runSolveCommand(game: string, files: string[], opts: SolveCommandOptions): Promise<number> {
  if (game === 'merge') return runSolveMerge(files, opts);
  if (files.length > 0) throw new CliError(`unexpected argument ${quote(files[0] ?? '')} (journal files go with "kabal solve merge")`);
  const id = parseGameArg(game);
  const budget = budgetOf(opts);
  return forGame(id, async (rules) => {
    const variant = parseVariantArg(rules, opts.variant);
    const plan = planDeals(opts);
    const note = (s: string): void => void process.stderr.write(`kabal solve: ${s}\n`);
    const threads = parseThreads(opts.threads, note, SOLVER_MEMORY);
    const count = await checkInput(rules, variant, plan);
    const task: SolveTask = { game: id, variant: rules.formatVariant(variant), budget };
    const out = new Output();
    const tty = process.stdout.isTTY === true;
    const printer = new RowPrinter(rules, variant, out, opts, { ascii: opts.ascii ?? false, color: !opts.ascii && useColor() });
    const facts: InputFacts = { total: 0, digest: '' };
    const items = runItems(rules, variant, plan, facts);
    const it = Symbol.asyncIterator in items ? items[Symbol.asyncIterator]() : items[Symbol.iterator]();
    const journal =
      opts.state === undefined
        ? undefined
        : await openJournal(opts.state, solveJournalKind(task), plan, it, async (item, row) => {
            printer.row(row, item.index);
            if (out.full) await out.flush();
          }, note);
    const bar = progressBar('solve', count, { enabled: opts.progress !== false });
    let complete = journal?.complete ?? false;
    try {
      if (!complete) {
        const jobs: AsyncIterable<RunItem> = {
          async *[Symbol.asyncIterator]() {
            for (let n = await it.next(); n.done !== true; n = await it.next()) yield n.value;
          },
        };
        const jobOf = (item: RunItem): SolveJob => ({ ...(item.number === undefined ? {} : { number: item.number }), ...(item.deal === undefined ? {} : { cards: item.deal }), ...(item.line === undefined ? {} : { line: item.line }) });
        bar.update(printer.tally.deals);
        complete = await interruptible('kabal solve', (signal) =>
          runOrdered<RunItem, SolveRow[]>({
            threads,
            batches: jobs,
            worker: { url: siblingModule(import.meta.url, 'worker'), data: task },
            inline: () => {
              const solveOne = solverFor(task);
              return (item) => [solveOne(jobOf(item))];
            },
            message: (item) => [jobOf(item)],
            window: WINDOW,
            signal,
            async deliver(item, rows) {
              for (const r of rows) {
                journal?.append(`${JSON.stringify(r)}\n`);
                printer.row(r, item.index);
              }
              if (tty) bar.clear();
              await out.flush();
              bar.update(printer.tally.deals);
            },
          }),
        );
        if (complete) journal?.end({ deals: printer.tally.deals, ...(plan.kind === 'input' ? { total: facts.total, digest: facts.digest } : {}) });
      }
    } finally {
      bar.end();
      journal?.close();
    }
    printer.end(!complete);
    await out.flush();
    if (!complete) {
      note(`stopped after ${printer.tally.deals} deals${opts.state !== undefined ? `; ${opts.state} keeps them: run the same command again to continue` : ' (give --state FILE to be able to continue a run)'}`);
      return EXIT.interrupted;
    }
    return EXIT.ok;
  });
}
