// Input and output of the commands. Deals come from --number N, --numbers A-B, --random, --input
// FILE or standard input (one deal a line; blank lines and lines starting with # are skipped), and
// always as a stream: a range of 40 million numbers or a file of any size is read as it is used,
// never held whole. A file is checked first (every bad line is named before any work starts);
// standard input is checked as it is read, so a bad line stops the command where it is. Output
// goes through Output, which waits for a slow reader and stops quietly when the reader has gone.

import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import type { Deal } from '../core/deal.js';
import { parseDealNumber } from '../core/deal.js';
import type { GameId, GameRules } from '../core/game.js';
import { MAX_DEAL_NUMBER } from '../core/rng.js';
import { numberedDeal, parseGameDeal } from '../games/index.js';
import { parseGameId } from '../registry/index.js';
import { formatShard, inShard, parseShard, type Shard, shardSize, WHOLE } from '../sim/shard.js';
import { CliError, fileError, isPipeGone, isSystemError, OutputFailed, parseMessage, PipeClosed, quote } from './errors.js';

// ---- Output ----------------------------------------------------------------------------------

/**
 * Standard output for results: text is gathered and written in chunks; `flush` waits until the
 * stream has taken it (so a slow pipe holds the command back instead of filling memory) and
 * throws PipeClosed once the reader has closed the pipe, OutputFailed when it cannot be written
 * (a full disk).
 */
export class Output {
  private buf = '';
  private gone = false;

  constructor(
    private readonly stream: NodeJS.WritableStream = process.stdout,
    /** Characters gathered before `full` says to flush. */
    private readonly chunk = 1 << 16,
  ) {
    stream.on('error', (e: NodeJS.ErrnoException) => {
      if (isPipeGone(e)) this.gone = true;
    });
  }

  get closed(): boolean {
    return this.gone;
  }

  /** True when enough is gathered to be worth a flush. */
  get full(): boolean {
    return this.buf.length >= this.chunk;
  }

  write(text: string): void {
    this.buf += text;
  }

  line(text: string): void {
    this.buf += `${text}\n`;
  }

  async flush(): Promise<void> {
    if (this.gone) throw new PipeClosed();
    if (this.buf === '') return;
    const text = this.buf;
    this.buf = '';
    await new Promise<void>((resolve, reject) => {
      this.stream.write(text, (e?: Error | null) => {
        if (!e) return resolve();
        if (isPipeGone(e)) {
          this.gone = true;
          reject(new PipeClosed());
        } else reject(isSystemError(e) ? new OutputFailed(e) : e);
      });
    });
  }
}

// ---- Arguments -------------------------------------------------------------------------------

export function parseGameArg(text: string): GameId {
  const id = parseGameId(text);
  if (!id.ok) throw new CliError(parseMessage(id.error));
  return id.value;
}

export function parseVariantArg<S, M, O, V>(rules: GameRules<S, M, O, V>, text: string | undefined): V {
  if (text === undefined) return rules.defaultVariant;
  const v = rules.parseVariant(text);
  if (!v.ok) throw new CliError(`--variant: ${parseMessage(v.error)}`);
  return v.value;
}

export function parseNumberArg(text: string, flag: string): number {
  const n = parseDealNumber(text);
  if (!n.ok) throw new CliError(`${flag}: ${parseMessage(n.error)}`);
  return n.value;
}

/** `A-B` (inclusive) or a single number. */
export function parseRangeArg(text: string, flag = '--numbers'): { from: number; to: number } {
  const m = /^\s*(\d+)\s*(?:-\s*(\d+))?\s*$/.exec(text);
  if (!m) throw new CliError(`${flag}: ${quote(text)} is not a range (write A-B, like 1-1000)`);
  const from = parseNumberArg(m[1] as string, flag);
  const to = m[2] === undefined ? from : parseNumberArg(m[2], flag);
  if (to < from) throw new CliError(`${flag}: the range ${quote(text)} is empty (${to} is below ${from})`);
  return { from, to };
}

/** A whole number from 1 up (budgets, counts). */
export function parsePositiveInt(text: string | undefined, flag: string, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (text === undefined) return undefined;
  const t = text.trim();
  if (!/^\d+$/.test(t) || Number(t) <= 0 || Number(t) > max) throw new CliError(`${flag}: ${quote(text)} is not a whole number from 1 to ${max.toLocaleString('en-US')}`);
  return Number(t);
}

/** Seconds, with decimals (`0.5`), from 0.001 to `max`. */
export function parseSeconds(text: string | undefined, flag: string, max = 86_400): number | undefined {
  if (text === undefined) return undefined;
  const t = text.trim();
  const s = Number(t);
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(t) || !(s >= 0.001 && s <= max)) throw new CliError(`${flag}: ${quote(text)} is not a number of seconds from 0.001 to ${max}`);
  return s;
}

/**
 * Refuses options that were given but would do nothing (commander leaves an option that was not
 * given undefined): `flags` maps the option's key to its name, `why` says why they do nothing.
 */
export function refuseOptions(opts: object, flags: Readonly<Record<string, string>>, why: string): void {
  const given = Object.entries(flags)
    .filter(([key]) => (opts as Record<string, unknown>)[key] !== undefined)
    .map(([, flag]) => flag);
  if (given.length === 0) return;
  const names = given.length === 1 ? given[0] : `${given.slice(0, -1).join(', ')} and ${given.at(-1) ?? ''}`;
  throw new CliError(`${names} ${given.length === 1 ? 'has' : 'have'} no effect ${why}: leave ${given.length === 1 ? 'it' : 'them'} out`);
}

/** What a journal fixes about its run: a merge takes these from the journals, never from options. */
export const RUN_OPTIONS: Readonly<Record<string, string>> = {
  variant: '--variant',
  number: '--number',
  numbers: '--numbers',
  random: '--random',
  input: '--input',
  shard: '--shard',
  threads: '--threads',
  state: '--state',
};

export function parseShardArg(text: string | undefined): Shard {
  if (text === undefined) return WHOLE;
  const s = parseShard(text);
  if (!s.ok) throw new CliError(`--shard: ${parseMessage(s.error)}`);
  return s.value;
}

export function randomDealNumber(): number {
  return Math.floor(Math.random() * (MAX_DEAL_NUMBER + 1));
}

// ---- Which deals -----------------------------------------------------------------------------

/** The deal options as commander hands them over (each command offers the ones that make sense). */
export interface DealOptions {
  number?: string;
  numbers?: string;
  random?: boolean;
  input?: string;
  shard?: string;
}

/** Where a run's deals come from, before sharding, and the shard this process plays. */
export type DealPlan =
  | { readonly kind: 'numbers'; readonly from: number; readonly to: number; readonly shard: Shard }
  | {
      readonly kind: 'input';
      /** undefined: standard input */
      readonly path: string | undefined;
      /** What to call it when it is not the path (standard input kept in a file to be read again). */
      readonly name?: string;
      readonly shard: Shard;
    };

/** What a plan's deals are called in summaries: "deal numbers 1-100", "standard input". */
export function inputName(plan: DealPlan): string {
  if (plan.kind === 'numbers') return plan.from === plan.to ? `deal number ${plan.from}` : `deal numbers ${plan.from}-${plan.to}`;
  return plan.name ?? plan.path ?? 'standard input';
}

/** The deal count of a plan's shard, when known before reading (numbered deals). */
export function plannedCount(plan: DealPlan): number | undefined {
  return plan.kind === 'numbers' ? shardSize(plan.to - plan.from + 1, plan.shard) : undefined;
}

/**
 * The deals the options ask for. Conflicting options are refused (commander refuses the pairs it
 * knows; this catches the rest). Without a source, standard input is read unless it is a terminal.
 */
export function planDeals(opts: DealOptions): DealPlan {
  const given = [opts.number !== undefined && '--number', opts.numbers !== undefined && '--numbers', opts.random === true && '--random', opts.input !== undefined && '--input'].filter((x): x is string => x !== false);
  if (given.length > 1) throw new CliError(`give only one of --number, --numbers, --random and --input (got ${given.join(' and ')})`);
  const shard = parseShardArg(opts.shard);
  if (opts.number !== undefined) {
    const n = parseNumberArg(opts.number, '--number');
    return { kind: 'numbers', from: n, to: n, shard };
  }
  if (opts.numbers !== undefined) return { kind: 'numbers', ...parseRangeArg(opts.numbers), shard };
  if (opts.random === true) {
    const n = randomDealNumber();
    return { kind: 'numbers', from: n, to: n, shard };
  }
  const path = opts.input === undefined || opts.input === '-' ? undefined : opts.input;
  if (path === undefined && process.stdin.isTTY) {
    throw new CliError('no deals given: use --number N, --numbers A-B, --random, --input FILE, or pipe deal lines to standard input');
  }
  return { kind: 'input', path, shard };
}

/**
 * Standard input kept in a temporary file, for a command that reads its deals more than once
 * (several strategies). The file is removed by `remove`.
 */
export async function spoolStdin(plan: Extract<DealPlan, { kind: 'input' }>): Promise<{ plan: DealPlan; remove: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'kabal-'));
  const path = join(dir, 'stdin.txt');
  try {
    await pipeline(process.stdin, createWriteStream(path));
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    throw fileError(e, 'standard input');
  }
  return { plan: { ...plan, path, name: 'standard input' }, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** One deal of a run, with where it came from. */
export interface SourcedDeal {
  /** Position in the whole run (before sharding), from 0. */
  readonly index: number;
  readonly deal: Deal;
  /** The deal number, when the deal came from one. */
  readonly number?: number;
  /** The input line, when it came from text. */
  readonly line?: number;
  /** The line as read (trimmed), when it came from text. */
  readonly text?: string;
}

/** What was learnt about a text input by reading it to the end: its deal lines and a digest of them (to tell inputs apart). */
export interface InputFacts {
  total: number;
  digest: string;
}

/** The numbered deals of a plan, in order: position in the run and number. */
export function* planNumbers(plan: Extract<DealPlan, { kind: 'numbers' }>, skip = 0): Generator<{ index: number; number: number }> {
  const { index, count } = plan.shard;
  for (let k = index - 1 + skip * count; plan.from + k <= plan.to; k += count) yield { index: k, number: plan.from + k };
}

function openInput(path: string): number {
  try {
    return openSync(path, 'r');
  } catch (e) {
    throw fileError(e, path);
  }
}

/** The lines of a file or of standard input, numbered from 1, read as they are needed. */
export async function* readLines(path: string | undefined): AsyncGenerator<{ line: number; text: string }> {
  const input = path === undefined ? process.stdin : createReadStream('', { fd: openInput(path) });
  const rl = createInterface({ input, crlfDelay: Infinity });
  let n = 0;
  try {
    for await (const text of rl) yield { line: ++n, text };
  } catch (e) {
    throw fileError(e, path ?? 'standard input');
  } finally {
    rl.close();
    if (input !== process.stdin) input.destroy();
  }
}

const isDealLine = (t: string): boolean => t !== '' && !t.startsWith('#');

/** Most bad lines named in one error. */
const MAX_BAD_LINES = 20;

/** The one message for input without a deal line, in every command. */
export function noDeals(plan: DealPlan): CliError {
  return new CliError(`no deals in ${inputName(plan)} (one deal a line, the cards in deck order; blank lines and lines starting with # are skipped)`);
}

/**
 * Checks a file plan before any work: parses the shard's deal lines, names up to 20 bad ones, and
 * counts them. Standard input cannot be read twice; it is checked as it is read.
 */
export async function checkInput<S, M, O, V>(rules: GameRules<S, M, O, V>, variant: V, plan: DealPlan): Promise<number | undefined> {
  if (plan.kind === 'numbers') return plannedCount(plan);
  if (plan.path === undefined) return undefined;
  const problems: string[] = [];
  let k = 0;
  let mine = 0;
  for await (const { line, text } of readLines(plan.path)) {
    const t = text.trim();
    if (!isDealLine(t)) continue;
    if (inShard(k++, plan.shard)) {
      const d = parseGameDeal(rules, variant, t);
      if (d.ok) mine++;
      else if (problems.push(`${inputName(plan)} line ${line}: ${parseMessage(d.error)}`) > MAX_BAD_LINES) break;
    }
  }
  if (problems.length > 0) {
    const shown = problems.slice(0, MAX_BAD_LINES);
    if (problems.length > MAX_BAD_LINES) shown.push(`(more bad lines follow; fix these first)`);
    throw new CliError(shown.join('\n'));
  }
  if (k === 0) throw noDeals(plan);
  return mine;
}

/**
 * The plan's deals for this shard, in order, from position `skip` of the shard on. For text
 * input, `facts` is filled in when the input has been read to its end.
 */
export async function* readDeals<S, M, O, V>(rules: GameRules<S, M, O, V>, variant: V, plan: DealPlan, facts?: InputFacts): AsyncGenerator<SourcedDeal> {
  if (plan.kind === 'numbers') {
    for (const { index, number } of planNumbers(plan)) yield { index, number, deal: numberedDeal(rules, variant, number) };
    return;
  }
  const hash = createHash('sha256');
  let k = 0;
  for await (const { line, text } of readLines(plan.path)) {
    const t = text.trim();
    if (!isDealLine(t)) continue;
    hash.update(`${t}\n`);
    const index = k++;
    if (!inShard(index, plan.shard)) continue;
    const d = parseGameDeal(rules, variant, t);
    if (!d.ok) throw new CliError(`${plan.name ?? plan.path ?? 'stdin'} line ${line}: ${parseMessage(d.error)}`);
    yield { index, line, text: t, deal: d.value };
  }
  if (k === 0) throw noDeals(plan);
  if (facts) {
    facts.total = k;
    facts.digest = hash.digest('hex').slice(0, 32);
  }
}

/** "deal numbers 1-60, shard 2/3" */
export function describePlan(plan: DealPlan): string {
  return plan.shard.count === 1 ? inputName(plan) : `${inputName(plan)}, shard ${formatShard(plan.shard)}`;
}
