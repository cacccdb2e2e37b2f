// What `kabal sim` and `kabal solve` share: the run's deals as a stream of items, the journal
// (resumed in step with the deals, appended in input order, closed with an end line), the thread
// count, and Ctrl-C (the first stops after the deals in progress, the second at once).

import { closeSync, existsSync, openSync, readSync, statSync, writeSync } from 'node:fs';
import { availableParallelism, totalmem } from 'node:os';
import { formatDeal } from '../../core/deal.js';
import type { Deal } from '../../core/deal.js';
import type { GameRules } from '../../core/game.js';
import type { Result } from '../../core/result.js';
import { endLine, journalFileLines, lineObjects, parseEnd, parseRunHeader, repairTail, type RunDeals, runHeaderLine, type RunEnd, type RunHeader } from '../../sim/journal.js';
import { formatShard } from '../../sim/shard.js';
import { CliError, EXIT, fileError, quote } from '../errors.js';
import { type DealPlan, type InputFacts, planNumbers, readDeals } from '../io.js';

/** One deal of a run as the commands pass it on: numbered deals carry only the number. */
export interface RunItem {
  /** Position in the whole run (before sharding), from 0. */
  readonly index: number;
  readonly number?: number;
  /** Deals read from text: the cards and the input line. */
  readonly deal?: Deal;
  readonly line?: number;
}

/** The plan's items for this shard, in order. For text input, `facts` is filled in at the end. */
export function runItems<S, M, O, V>(rules: GameRules<S, M, O, V>, variant: V, plan: DealPlan, facts: InputFacts): AsyncIterable<RunItem> | Iterable<RunItem> {
  if (plan.kind === 'numbers') return planNumbers(plan);
  return (async function* () {
    for await (const d of readDeals(rules, variant, plan, facts)) yield { index: d.index, deal: d.deal, ...(d.line === undefined ? {} : { line: d.line }) };
  })();
}

/** How a journal names the run's deals. */
export function runDeals(plan: DealPlan): RunDeals {
  return plan.kind === 'numbers' ? { numbers: [plan.from, plan.to] } : { input: plan.path ?? '-' };
}

/** A deal as a journal row names it: `n` for a number, `d` (and `l`) for cards. */
export interface RowId {
  readonly number?: number;
  readonly deal?: string;
}

function sameDeal(item: RunItem, id: RowId): boolean {
  if (item.number !== undefined) return id.number === item.number;
  return item.deal !== undefined && id.deal === formatDeal(item.deal);
}

const itemText = (item: RunItem): string => (item.number !== undefined ? `deal ${item.number}` : `the deal of input line ${item.line ?? '?'}`);
const rowText = (id: RowId): string => (id.number !== undefined ? `deal ${id.number}` : `deal ${quote(id.deal ?? '', 40)}`);

export interface JournalKind<Row> {
  readonly format: string;
  readonly version: number;
  /** Header fields of this kind (strategy, budget), written after format and version. */
  readonly fields: Readonly<Record<string, unknown>>;
  /** Why a header read back belongs to another run (undefined: it is this run's). */
  readonly mismatch: (h: RunHeader) => string | undefined;
  readonly parseRow: (row: Record<string, unknown>, source: string, line: number) => Result<Row>;
  readonly idOf: (row: Row) => RowId;
}

/** A run's journal, open for appending. */
export class JournalFile {
  private fd: number | undefined;
  constructor(
    readonly path: string,
    /** Rows read back from an earlier run of the same command. */
    readonly resumed: number,
    /** The earlier run finished (the journal has its end line). */
    readonly complete: boolean,
  ) {
    if (!complete) this.fd = journalIo(path, () => openSync(path, 'a'));
  }

  append(text: string): void {
    const fd = this.fd;
    if (fd !== undefined && text !== '') journalIo(this.path, () => writeSync(fd, text));
  }

  end(e: RunEnd): void {
    this.append(endLine(e));
  }

  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }
}

/**
 * Opens `path` as the journal of this run. A journal of the same run is read back in step with
 * the run's items (`it`), and `known` gets each of its deals with its row; the run then goes on
 * with the items left in `it`. A missing or empty file gets a header. A journal of another run,
 * a row that is not the run's next deal, or a malformed row stops the command, naming the line.
 */
export async function openJournal<Row>(
  path: string,
  kind: JournalKind<Row>,
  plan: DealPlan,
  it: AsyncIterator<RunItem> | Iterator<RunItem>,
  known: (item: RunItem, row: Row) => void | Promise<void>,
  note: (text: string) => void,
): Promise<JournalFile> {
  if (existsSync(path) && statSync(path).isDirectory()) throw new CliError(`--state: ${path} is a directory: give the journal's file name (run.jsonl)`, EXIT.failed);
  try {
    return await readJournal(path, kind, plan, it, known, note);
  } catch (e) {
    throw fileError(e, path, '--state');
  }
}

/** Journal files that cannot be read or written (a full disk) stop the command with one line. */
function journalIo<T>(path: string, io: () => T): T {
  try {
    return io();
  } catch (e) {
    throw fileError(e, path, '--state', 'write');
  }
}

async function readJournal<Row>(
  path: string,
  kind: JournalKind<Row>,
  plan: DealPlan,
  it: AsyncIterator<RunItem> | Iterator<RunItem>,
  known: (item: RunItem, row: Row) => void | Promise<void>,
  note: (text: string) => void,
): Promise<JournalFile> {
  const header = runHeaderLine({ format: kind.format, version: kind.version, ...kind.fields }, { deals: runDeals(plan), shard: plan.shard });
  const complete = (line: string): boolean => lineObjects(line)?.every((o) => o.end === true || kind.parseRow(o, path, 0).ok) === true;
  if (existsSync(path) && statSync(path).size > 0) {
    // Nothing is changed in a file that is not a journal of this kind (a wrong --state).
    const h = parseRunHeader(headLine(path), path, kind.format, versionsUpTo(kind.version));
    if (!h.ok) throw new CliError(`--state: ${h.error.message}`);
    const repaired = repairTail(path, (line) => (line === headLine(path) ? true : complete(line)));
    if (repaired !== undefined) note(repaired);
  }
  // A new journal, or one cut short before its header was whole: start it.
  if (!existsSync(path) || statSync(path).size === 0) {
    try {
      const fd = openSync(path, 'w');
      writeSync(fd, header);
      closeSync(fd);
    } catch (e) {
      throw fileError(e, path, '--state', 'write');
    }
    return new JournalFile(path, 0, false);
  }
  let count = 0;
  let end: RunEnd | undefined;
  for await (const { line, text } of journalFileLines(path)) {
    if (line === 1) {
      const h = parseRunHeader(text, path, kind.format, versionsUpTo(kind.version));
      if (!h.ok) throw new CliError(`--state: ${h.error.message}`);
      const why = kind.mismatch(h.value) ?? runMismatch(h.value, plan);
      if (why !== undefined) throw new CliError(`--state: ${path} holds ${why}: use another file, or the command that made it`);
      continue;
    }
    if (text.trim() === '') continue;
    const objs = lineObjects(text);
    if (!objs) throw new CliError(`--state: ${path} line ${line}: not a journal row (a line of JSON)`);
    for (const o of objs) {
      if (end) throw new CliError(`--state: ${path} line ${line}: a row after the end line`);
      const e = parseEnd(o, path, line);
      if (e) {
        if (!e.ok) throw new CliError(`--state: ${e.error.message}`);
        if (e.value.deals !== count) throw new CliError(`--state: ${path} line ${line}: the end line counts ${e.value.deals} deals, the journal holds ${count}`);
        end = e.value;
        continue;
      }
      const row = kind.parseRow(o, path, line);
      if (!row.ok) throw new CliError(`--state: ${row.error.message}`);
      const next = await it.next();
      const id = kind.idOf(row.value);
      if (next.done === true) throw new CliError(`--state: ${path} line ${line} holds ${rowText(id)}, but this run has no more deals: the journal is of another run`);
      if (!sameDeal(next.value, id)) throw new CliError(`--state: ${path} line ${line} holds ${rowText(id)} where this run has ${itemText(next.value)}: the journal is of another run`);
      await known(next.value, row.value);
      count++;
    }
  }
  return new JournalFile(path, count, end !== undefined);
}

const versionsUpTo = (v: number): number[] => Array.from({ length: v }, (_, i) => i + 1);

/** The first line of a file (at most 64 KiB of it), without reading the rest. */
function headLine(path: string): string {
  const fd = openSync(path, 'r');
  try {
    const buf = Buffer.alloc(1 << 16);
    const n = readSync(fd, buf, 0, buf.length, 0);
    const text = buf.toString('utf8', 0, n);
    const nl = text.indexOf('\n');
    return nl < 0 ? text : text.slice(0, nl);
  } finally {
    closeSync(fd);
  }
}

function runMismatch(h: RunHeader, plan: DealPlan): string | undefined {
  const mine = runDeals(plan);
  const theirs = h.deals;
  const same = theirs !== undefined && ('numbers' in mine ? 'numbers' in theirs && theirs.numbers[0] === mine.numbers[0] && theirs.numbers[1] === mine.numbers[1] : 'input' in theirs);
  const name = (d: RunDeals): string => ('numbers' in d ? `deal numbers ${d.numbers[0]}-${d.numbers[1]}` : d.input === '-' ? 'standard input' : d.input);
  if (!same) return `a run of ${theirs ? name(theirs) : 'other deals'}, not of ${name(mine)}`;
  if (h.shard.index !== plan.shard.index || h.shard.count !== plan.shard.count) return `shard ${formatShard(h.shard)} of its run, not shard ${formatShard(plan.shard)}`;
  return undefined;
}

/** Worker threads for a run: the default and the most is one per core (more only share the cores). */
export function parseThreads(text: string | undefined, note: (s: string) => void, perThreadMemory = 0): number {
  const cores = availableParallelism();
  // Each solver thread may fill a table of hundreds of MB: no more threads than memory holds.
  const cap = Math.max(1, perThreadMemory > 0 ? Math.min(cores, Math.floor(totalmem() / perThreadMemory)) : cores);
  if (text === undefined) return cap;
  const t = text.trim();
  if (!/^\d{1,6}$/.test(t)) throw new CliError(`--threads: ${quote(text)} is not a thread count (0 plays in the main thread; at most ${cap} here)`);
  const n = Number(t);
  if (n > cap) {
    note(`--threads ${n}: using ${cap} (${cap === cores ? `one per core: this machine has ${cores}` : `one per ${Math.round(perThreadMemory / 2 ** 30)} GiB of memory`})`);
    return cap;
  }
  return n;
}

/**
 * Ctrl-C while `work` runs: the first press aborts the signal (the run stops after the deals in
 * progress and reports what it finished), the second exits at once with status 130.
 */
export async function interruptible<T>(what: string, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const stop = (): void => {
    if (controller.signal.aborted) process.exit(EXIT.interrupted);
    process.stderr.write(`\n${what}: stopping after the deals in progress (Ctrl-C again to quit at once)\n`);
    controller.abort();
  };
  process.on('SIGINT', stop);
  try {
    return await work(controller.signal);
  } finally {
    process.off('SIGINT', stop);
  }
}
