// Where the command line gets its deals: --number N, --numbers A-B, --random, --input FILE or
// standard input (one deal per line; blank lines and lines starting with # are skipped). All input
// is checked before any work starts; a bad line stops the command with its line and token.

import { readFileSync } from 'node:fs';
import { type Deal, parseDealNumber } from '../core/deal.js';
import type { GameId, GameRules } from '../core/game.js';
import { MAX_DEAL_NUMBER } from '../core/rng.js';
import { numberedDeal, parseGameDeal, parseGameId } from '../games/index.js';
import { CliError } from './errors.js';

export interface DealInput {
  readonly deal: Deal;
  /** The deal number, when the deal came from one. */
  readonly number?: number;
  /** The input line, when it came from text. */
  readonly line?: number;
}

export interface DealSourceOptions {
  number?: string;
  numbers?: string;
  random?: boolean;
  input?: string;
}

export function parseGameArg(text: string): GameId {
  const id = parseGameId(text);
  if (!id.ok) throw new CliError(id.error.message);
  return id.value;
}

export function parseVariantArg<S, M, O, V>(rules: GameRules<S, M, O, V>, text: string | undefined): V {
  if (text === undefined) return rules.defaultVariant;
  const v = rules.parseVariant(text);
  if (!v.ok) throw new CliError(`--variant: ${v.error.message}`);
  return v.value;
}

export function parseNumberArg(text: string, flag: string): number {
  const n = parseDealNumber(text);
  if (!n.ok) throw new CliError(`${flag}: ${n.error.message}`);
  return n.value;
}

/** `A-B` (inclusive) or a single number. */
export function parseRangeArg(text: string, flag = '--numbers'): { from: number; to: number } {
  const m = /^\s*(\d+)\s*(?:-\s*(\d+))?\s*$/.exec(text);
  if (!m) throw new CliError(`${flag}: "${text}" is not a range (write A-B, like 1-1000)`);
  const from = parseNumberArg(m[1] as string, flag);
  const to = m[2] === undefined ? from : parseNumberArg(m[2], flag);
  if (to < from) throw new CliError(`${flag}: the range ${text} is empty (${to} is below ${from})`);
  return { from, to };
}

export function randomDealNumber(): number {
  return Math.floor(Math.random() * (MAX_DEAL_NUMBER + 1));
}

async function readText(input: string | undefined): Promise<string> {
  try {
    if (input === undefined || input === '-') {
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    }
    return readFileSync(input, 'utf8');
  } catch (e) {
    throw new CliError(`cannot read ${input === undefined || input === '-' ? 'standard input' : input}: ${(e as Error).message}`);
  }
}

/** Parses deal lines; every bad line is reported (up to 20), with its line number and token. */
export function parseDealLines<S, M, O, V>(rules: GameRules<S, M, O, V>, variant: V, text: string, source = 'input'): DealInput[] {
  const out: DealInput[] = [];
  const problems: string[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] as string).trim();
    if (line === '' || line.startsWith('#')) continue;
    const d = parseGameDeal(rules, variant, line);
    if (d.ok) out.push({ deal: d.value, line: i + 1 });
    else problems.push(`${source} line ${i + 1}: ${d.error.message}`);
  }
  if (problems.length > 0) {
    const shown = problems.slice(0, 20);
    if (problems.length > 20) shown.push(`… and ${problems.length - 20} more bad lines`);
    throw new CliError(shown.join('\n'));
  }
  return out;
}

/** Every deal the options ask for, checked, in order. Reads stdin when no other source is given. */
export async function collectDeals<S, M, O, V>(rules: GameRules<S, M, O, V>, variant: V, opts: DealSourceOptions): Promise<DealInput[]> {
  const given = [opts.number !== undefined, opts.numbers !== undefined, opts.random === true, opts.input !== undefined].filter(Boolean).length;
  if (given > 1) throw new CliError('give only one of --number, --numbers, --random and --input');
  if (opts.number !== undefined) {
    const n = parseNumberArg(opts.number, '--number');
    return [{ deal: numberedDeal(rules, variant, n), number: n }];
  }
  if (opts.numbers !== undefined) {
    const { from, to } = parseRangeArg(opts.numbers);
    const out: DealInput[] = [];
    for (let n = from; n <= to; n++) out.push({ deal: numberedDeal(rules, variant, n), number: n });
    return out;
  }
  if (opts.random) {
    const n = randomDealNumber();
    return [{ deal: numberedDeal(rules, variant, n), number: n }];
  }
  if (opts.input === undefined && process.stdin.isTTY) {
    throw new CliError('no deals given: use --number N, --numbers A-B, --input FILE, or pipe deal lines to standard input');
  }
  return parseDealLines(rules, variant, await readText(opts.input), opts.input === undefined || opts.input === '-' ? 'stdin' : opts.input);
}
