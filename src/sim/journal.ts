// Journals of runs: a JSON header line naming the run, one JSON line per finished deal, and, once
// the run is complete, an end line. `kabal sim` writes them (and `kabal solve` writes its own kind
// with the same header, end line and checks), so a stopped run loses nothing, resumes where it
// stopped, and shards run on many machines merge into exactly the result of one run.
//
// Version 2 (written now): the header names the deals (a range of numbers or an input) and the
// shard; rows follow the shard's deals in input order; the end line gives the count and, for an
// input, the number of deal lines and a digest of them, so merge can tell whether shards read the
// same input. Version 1 (rows in the order deals finished, no deals named) is still read.
//
// Journals are untrusted text: every problem names the file and line. A row is range-checked
// (scores and counts within the deck), a line cut short by a killed run is repaired or set aside
// when the run resumes, and a line holding two rows joined (a cut line appended to by an older
// kabal) is read as its two rows.

import { createReadStream, openSync, closeSync, fstatSync, readSync, ftruncateSync, writeSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Deal } from '../core/deal.js';
import type { GameId } from '../core/game.js';
import { err, ok, parseError, type Result } from '../core/result.js';
import { MAX_DEAL_NUMBER } from '../core/rng.js';
import { GAME_IDS, withGame } from '../registry/index.js';
import type { SimSpec } from './batch.js';
import type { DealResult } from '../players/registry.js';
import { MAX_SHARDS, type Shard, WHOLE } from './shard.js';

export const JOURNAL_FORMAT = 'kabal-sim-journal';

/** A deal's identity across runs and machines: its number, or its cards as text (with its input line, in version 2). */
export type DealId = { readonly number: number } | { readonly deal: string; readonly line?: number };

export interface JournalEntry {
  readonly id: DealId;
  readonly result: DealResult;
}

/** The deals a run plays: a range of deal numbers, or the deal lines of an input (by the name it was given). */
export type RunDeals = { readonly numbers: readonly [number, number] } | { readonly input: string };

/** What a version-2 header says about the run, beyond its game and variant. */
export interface RunHeader {
  readonly format: string;
  readonly version: number;
  readonly game: GameId;
  readonly variant: string;
  /** Absent in version 1. */
  readonly deals?: RunDeals;
  readonly shard: Shard;
  /** Every field of the header line, for the fields only one kind of journal has (strategy, budget). */
  readonly fields: Readonly<Record<string, unknown>>;
}

/** The end line of a complete run. */
export interface RunEnd {
  readonly deals: number;
  /** Inputs only: deal lines in the whole input (every shard's) and a digest of them. */
  readonly total?: number;
  readonly digest?: string;
}

export function idText(id: DealId): string {
  return 'number' in id ? `#${id.number}` : id.deal;
}

// ---- Writing -----------------------------------------------------------------------------------

/**
 * A header line. With `run`, version 2 (deals named, rows in input order); without, version 1
 * (rows in any order), as scripts/report.ts writes them.
 */
export function journalHeader(spec: SimSpec, run?: { deals: RunDeals; shard: Shard }): string {
  if (!run) return `${JSON.stringify({ format: JOURNAL_FORMAT, version: 1, game: spec.game, variant: spec.variant, strategy: spec.strategy })}\n`;
  return runHeaderLine({ format: JOURNAL_FORMAT, version: 2, game: spec.game, variant: spec.variant, strategy: spec.strategy }, run);
}

/** A version-2 header line for any kind of journal: its own fields, then the deals and the shard. */
export function runHeaderLine(fields: Record<string, unknown>, run: { deals: RunDeals; shard: Shard }): string {
  return `${JSON.stringify({ ...fields, deals: run.deals, shard: [run.shard.index, run.shard.count] })}\n`;
}

export function endLine(end: RunEnd): string {
  return `${JSON.stringify({ end: true, deals: end.deals, ...(end.total === undefined ? {} : { total: end.total, digest: end.digest }) })}\n`;
}

const VERDICT_CODES = ['solved', 'unsolvable', 'unknown'] as const;

/** A row: `{"n":7,...}` for a numbered deal, `{"l":3,"d":"AS …",...}` for a deal read from text. */
export function journalLine(id: DealId, r: DealResult): string {
  const where = 'number' in id ? `"n":${id.number}` : `${id.line === undefined ? '' : `"l":${id.line},`}"d":${JSON.stringify(id.deal)}`;
  return `{${where},"s":${r.score},"w":${r.won ? 1 : 0},"c":${r.cardsLeft}${r.verdict === undefined ? '' : `,"v":"${r.verdict}"`}}\n`;
}

// ---- Reading -----------------------------------------------------------------------------------

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);
const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const fail = (source: string, line: number, message: string): { ok: false; error: ReturnType<typeof parseError> } => err(parseError('ERR_JOURNAL', `${source} line ${line}: ${message}`, { position: line }));

/** Parses a header line of the given format (untrusted). */
export function parseRunHeader(text: string, source: string, format: string, versions: readonly number[]): Result<RunHeader> {
  const h = parseJson(text);
  // 'kabal-sim-journal' is a "kabal sim journal", and so on for solve and bound.
  const what = format.replace(/-/g, ' ');
  if (!isObject(h) || h.format !== format) return fail(source, 1, `not a ${what} (the first line must be its header, {"format":"${format}",…})`);
  if (!isInt(h.version) || !versions.includes(h.version)) return fail(source, 1, `${what} version ${String(h.version)} is not one this kabal reads (${versions.join(', ')})`);
  const game = GAME_IDS.find((g) => g === h.game);
  if (game === undefined || typeof h.variant !== 'string') return fail(source, 1, 'the header needs a known "game" and a "variant"');
  let deals: RunDeals | undefined;
  let shard: Shard = WHOLE;
  if (h.deals !== undefined) {
    const d = h.deals;
    if (isObject(d) && Array.isArray(d.numbers) && d.numbers.length === 2 && d.numbers.every((n) => isInt(n) && n >= 0 && n <= MAX_DEAL_NUMBER) && (d.numbers[0] as number) <= (d.numbers[1] as number)) {
      deals = { numbers: [d.numbers[0] as number, d.numbers[1] as number] };
    } else if (isObject(d) && typeof d.input === 'string') deals = { input: d.input };
    else return fail(source, 1, 'the header\'s "deals" must be {"numbers":[A,B]} or {"input":NAME}');
    const s = h.shard;
    if (!Array.isArray(s) || s.length !== 2 || !isInt(s[0]) || !isInt(s[1]) || s[1] < 1 || s[1] > MAX_SHARDS || s[0] < 1 || s[0] > s[1]) return fail(source, 1, 'the header\'s "shard" must be [I,N] with 1 ≤ I ≤ N');
    shard = { index: s[0], count: s[1] };
  }
  return ok({ format, version: h.version, game, variant: h.variant, ...(deals ? { deals } : {}), shard, fields: h });
}

/** The end line, if `row` is one (undefined: not an end line; an error: a bad one). */
export function parseEnd(row: Record<string, unknown>, source: string, line: number): Result<RunEnd> | undefined {
  if (row.end !== true) return undefined;
  if (!isInt(row.deals) || row.deals < 0) return fail(source, line, 'the end line needs "deals", a count');
  if (row.total === undefined) return ok({ deals: row.deals });
  if (!isInt(row.total) || row.total < 0 || typeof row.digest !== 'string') return fail(source, line, 'the end line\'s "total" and "digest" are malformed');
  return ok({ deals: row.deals, total: row.total, digest: row.digest });
}

/** The scores and counts a deal of this game and variant can have: cards within the deck. */
export interface RowLimits {
  readonly cards: number;
  /** The lowest and highest score a game can end with. */
  readonly score: readonly [number, number];
  /**
   * Why a game's end cannot look like this (a score, a win, the cards left), or undefined when it
   * can (each game says how its games end: src/registry/<game>).
   */
  readonly resultProblem: (score: number, won: boolean, cardsLeft: number) => string | undefined;
}

const limitsSeen = new Map<string, Result<RowLimits>>();

/** The limits of a game and variant (remembered: merge asks once per row). */
export function rowLimits(game: GameId, variant: string): Result<RowLimits> {
  const key = `${game} ${variant}`;
  let l = limitsSeen.get(key);
  if (!l) {
    l = withGame(game, (g) => {
      const v = g.rules.parseVariant(variant);
      if (!v.ok) return v;
      const cards = 52 + g.rules.dealShape(v.value).jokers;
      return ok({ cards, score: g.ends.scoreRange(cards), resultProblem: (sc: number, w: boolean, c: number) => g.ends.problem(cards, sc, w, c) });
    });
    limitsSeen.set(key, l);
  }
  return l;
}

/** A sim row (untrusted): its deal and result, every field checked. */
export function parseSimRow(row: Record<string, unknown>, limits: RowLimits, source: string, line: number): Result<JournalEntry> {
  const bad = (m: string): ReturnType<typeof fail> => fail(source, line, m);
  let id: DealId;
  if (row.n !== undefined) {
    if (!isInt(row.n) || row.n < 0 || row.n > MAX_DEAL_NUMBER) return bad(`"n" must be a deal number (0 to ${MAX_DEAL_NUMBER})`);
    id = { number: row.n };
  } else if (typeof row.d === 'string') {
    if (row.l !== undefined && (!isInt(row.l) || row.l < 1)) return bad('"l" must be a line number');
    id = isInt(row.l) ? { deal: row.d, line: row.l } : { deal: row.d };
  } else return bad('not a journal row (expected {"n" or "d", "s", "w", "c"})');
  const { cards, score } = limits;
  if (!isInt(row.s) || row.s < score[0] || row.s > score[1]) return bad(`score "s" must be a whole number from ${score[0]} to ${score[1]}`);
  if (row.w !== 0 && row.w !== 1) return bad('"w" must be 0 or 1');
  if (!isInt(row.c) || row.c < 0 || row.c > cards) return bad(`cards left "c" must be a whole number from 0 to ${cards}`);
  const why = limits.resultProblem(row.s, row.w === 1, row.c);
  if (why !== undefined) return bad(why);
  if (row.v !== undefined && !VERDICT_CODES.includes(row.v as (typeof VERDICT_CODES)[number])) return bad('"v" must be solved, unsolvable or unknown');
  const verdict = row.v as DealResult['verdict'];
  return ok({ id, result: { score: row.s, won: row.w === 1, cardsLeft: row.c, ...(verdict === undefined ? {} : { verdict }) } });
}

/**
 * The JSON objects on one line. Normally one; a line holding two or more rows joined (a cut line
 * that an older kabal appended to) gives each of them; anything else is undefined.
 */
export function lineObjects(text: string): Record<string, unknown>[] | undefined {
  const one = parseJson(text);
  if (isObject(one)) return [one];
  if (!text.includes('}{')) return undefined;
  const parts = text.split('}{').map((p, i, all) => `${i === 0 ? '' : '{'}${p}${i === all.length - 1 ? '' : '}'}`);
  const objs = parts.map(parseJson);
  return objs.every(isObject) ? objs : undefined;
}

export interface Journal {
  readonly spec: SimSpec;
  readonly header: RunHeader;
  readonly entries: JournalEntry[];
  readonly end?: RunEnd;
  /** True when the text does not end with a line break: its last line was left out (it may be cut short). */
  readonly truncated: boolean;
}

/** Parses a whole sim journal (untrusted text), version 1 or 2. */
export function parseJournal(text: string, source: string): Result<Journal> {
  const lines = text.split('\n');
  const header = parseRunHeader(lines[0] ?? '', source, JOURNAL_FORMAT, [1, 2]);
  if (!header.ok) return header;
  const h = header.value;
  if (typeof h.fields.strategy !== 'string') return fail(source, 1, 'the header needs a "strategy"');
  const spec: SimSpec = { game: h.game, variant: h.variant, strategy: h.fields.strategy };
  const limits = rowLimits(h.game, h.variant);
  if (!limits.ok) return fail(source, 1, `variant: ${limits.error.message}`);
  const truncated = !text.endsWith('\n');
  const last = truncated ? lines.length - 1 : lines.length;
  const entries: JournalEntry[] = [];
  let end: RunEnd | undefined;
  for (let i = 1; i < last; i++) {
    const line = lines[i] as string;
    if (line.trim() === '') continue;
    const objs = lineObjects(line);
    if (!objs) return fail(source, i + 1, 'not a journal row (a line of JSON)');
    for (const o of objs) {
      if (end) return fail(source, i + 1, 'a row after the end line');
      const e = parseEnd(o, source, i + 1);
      if (e) {
        if (!e.ok) return e;
        end = e.value;
        continue;
      }
      const row = parseSimRow(o, limits.value, source, i + 1);
      if (!row.ok) return row;
      entries.push(row.value);
    }
  }
  return ok({ spec, header: h, entries, ...(end ? { end } : {}), truncated });
}

export function sameSpec(a: SimSpec, b: SimSpec): boolean {
  return a.game === b.game && a.variant === b.variant && a.strategy === b.strategy;
}

/**
 * Merges version-1 journals of the same game, variant and player. A deal found in several keeps
 * one result; the player is deterministic given the deal, so two different results for one deal
 * mean the journals came from different code, and that is an error.
 */
export function mergeJournals(journals: readonly { source: string; journal: Journal }[]): Result<{ spec: SimSpec; entries: JournalEntry[] }> {
  const first = journals[0];
  if (!first) return err(parseError('ERR_JOURNAL', 'no journals to merge'));
  const byId = new Map<string, { entry: JournalEntry; source: string }>();
  for (const { source, journal } of journals) {
    if (!sameSpec(journal.spec, first.journal.spec)) {
      const s = journal.spec;
      const f = first.journal.spec;
      return err(parseError('ERR_JOURNAL', `${source} is for ${s.game} ${s.variant} ${s.strategy}, but ${first.source} is for ${f.game} ${f.variant} ${f.strategy}: only runs of the same game, variant and strategy merge`));
    }
    for (const e of journal.entries) {
      const k = idText(e.id);
      const prev = byId.get(k);
      if (!prev) byId.set(k, { entry: e, source });
      else if (prev.entry.result.score !== e.result.score || prev.entry.result.won !== e.result.won) {
        return err(parseError('ERR_JOURNAL', `deal ${k} has score ${prev.entry.result.score} in ${prev.source} but ${e.result.score} in ${source}: the runs disagree`));
      }
    }
  }
  const entries = [...byId.values()].map((x) => x.entry);
  entries.sort((a, b) => ('number' in a.id && 'number' in b.id ? a.id.number - b.id.number : 0));
  return ok({ spec: first.journal.spec, entries });
}

export function dealIdOf(number: number | undefined, deal: Deal, format: (d: Deal) => string): DealId {
  return number !== undefined ? { number } : { deal: format(deal) };
}

// ---- Files -------------------------------------------------------------------------------------

/** The lines of a journal file, numbered from 1, read as they are needed. */
export async function* journalFileLines(path: string): AsyncGenerator<{ line: number; text: string }> {
  const rl = createInterface({ input: createReadStream(path), crlfDelay: Infinity });
  let n = 0;
  try {
    for await (const text of rl) yield { line: ++n, text };
  } finally {
    rl.close();
  }
}

/**
 * Makes a journal end with a line break before it is appended to. A last line cut short by a
 * killed run is removed when it is not a whole row (`complete` says), or given its line break
 * when it is. Returns what was done, for the user, or undefined when nothing was needed.
 */
export function repairTail(path: string, complete: (line: string) => boolean): string | undefined {
  const fd = openSync(path, 'r+');
  try {
    const size = fstatSync(fd).size;
    if (size === 0) return undefined;
    const lastByte = Buffer.alloc(1);
    readSync(fd, lastByte, 0, 1, size - 1);
    if (lastByte[0] === 0x0a) return undefined;
    // Find the start of the last line: read back in blocks until a line break.
    let start = 0;
    let lines = 0;
    const block = Buffer.alloc(1 << 16);
    for (let pos = size; pos > 0 && start === 0; ) {
      const from = Math.max(0, pos - block.length);
      const n = readSync(fd, block, 0, pos - from, from);
      const at = block.subarray(0, n).lastIndexOf(0x0a);
      if (at >= 0) start = from + at + 1;
      pos = from;
    }
    const tail = Buffer.alloc(size - start);
    readSync(fd, tail, 0, tail.length, start);
    // Count the lines before it, for the message.
    const all = Buffer.alloc(Math.min(start, 1 << 24));
    for (let pos = 0; pos < start; pos += all.length) {
      const n = readSync(fd, all, 0, Math.min(all.length, start - pos), pos);
      for (let i = 0; i < n; i++) if (all[i] === 0x0a) lines++;
    }
    const text = tail.toString('utf8');
    if (complete(text)) {
      writeSync(fd, '\n', size);
      return `${path} line ${lines + 1} had lost its line break (the run was stopped while writing it): added`;
    }
    ftruncateSync(fd, start);
    return `${path} line ${lines + 1} was cut short (the run was stopped while writing it): removed, that deal is played again`;
  } finally {
    closeSync(fd);
  }
}
