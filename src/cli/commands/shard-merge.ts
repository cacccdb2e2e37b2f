// `kabal sim merge` and `kabal solve merge`: journals of shards (and of runs over neighbouring
// ranges) read back as exactly one run. Each journal is checked whole first (every row, its deal
// in the shard's order, the end line); then the shards of each run must all be there and finished,
// and the runs must not overlap. Rows are then read again, interleaved in the order of the whole
// run (shard I's j-th row is the run's deal j·N + I − 1), so the output is the one the whole run
// would have printed. Nothing is held in memory but one row per shard.

import type { Result } from '../../core/result.js';
import { journalFileLines, lineObjects, parseEnd, parseRunHeader, type RunEnd, type RunHeader } from '../../sim/journal.js';
import { formatShard, runPosition, shardSize } from '../../sim/shard.js';
import { CliError, fileError } from '../errors.js';
import type { RowId } from './journaled-run.js';

export interface MergeKind<Row> {
  readonly format: string;
  readonly versions: readonly number[];
  readonly what: string;
  /** The header fields that must agree across journals (game and variant always do). */
  readonly sameRun: (a: RunHeader, b: RunHeader) => string | undefined;
  readonly parseRow: (header: RunHeader, row: Record<string, unknown>, source: string, line: number) => Result<Row>;
  readonly idOf: (row: Row) => RowId;
}

export interface ShardFile {
  readonly path: string;
  readonly header: RunHeader;
  readonly end: RunEnd | undefined;
  readonly rows: number;
}

/** One run's shards, all present and finished. */
export interface RunGroup {
  readonly files: readonly ShardFile[];
  /** Deals in the whole run. */
  readonly deals: number;
  /** Numbered runs: the range. */
  readonly range?: readonly [number, number];
  /** Input runs: the input's name, as the first shard was given it. */
  readonly input?: string;
}

async function firstLine(path: string): Promise<string> {
  for await (const { text } of journalFileLines(path)) return text;
  return '';
}

/** Reads one journal through, checking every row; `each` sees every row in order. */
async function checkFile<Row>(path: string, kind: MergeKind<Row>, each: (h: RunHeader, row: Row) => void): Promise<ShardFile> {
  let header: RunHeader | undefined;
  let end: RunEnd | undefined;
  let rows = 0;
  try {
    for await (const { line, text } of journalFileLines(path)) {
      if (line === 1) {
        const h = parseRunHeader(text, path, kind.format, kind.versions);
        if (!h.ok) throw new CliError(h.error.message);
        header = h.value;
        continue;
      }
      if (header === undefined || text.trim() === '') continue;
      const objs = lineObjects(text);
      if (!objs) throw new CliError(`${path} line ${line}: not a journal row (a line of JSON)`);
      for (const o of objs) {
        if (end) throw new CliError(`${path} line ${line}: a row after the end line`);
        const e = parseEnd(o, path, line);
        if (e) {
          if (!e.ok) throw new CliError(e.error.message);
          end = e.value;
          continue;
        }
        const r = kind.parseRow(header, o, path, line);
        if (!r.ok) throw new CliError(r.error.message);
        const deals = header.deals;
        if (deals && 'numbers' in deals) {
          const expected = deals.numbers[0] + runPosition(rows, header.shard);
          const got = kind.idOf(r.value).number;
          if (got !== expected) throw new CliError(`${path} line ${line}: deal ${got ?? '(text)'} where shard ${formatShard(header.shard)} of deal numbers ${deals.numbers[0]}-${deals.numbers[1]} has deal ${expected}`);
        }
        rows++;
        each(header, r.value);
      }
    }
  } catch (e) {
    throw fileError(e, path);
  }
  if (header === undefined) throw new CliError(`${path} is empty: not a ${kind.what}`);
  if (end && end.deals !== rows) throw new CliError(`${path}: the end line counts ${end.deals} deals, the journal holds ${rows}`);
  return { path, header, end, rows };
}

/** The version of the journals given (all must have the same), read from their first lines. */
export async function journalVersion<Row>(paths: readonly string[], kind: MergeKind<Row>): Promise<number> {
  let version: number | undefined;
  for (const p of paths) {
    let text: string;
    try {
      text = await firstLine(p);
    } catch (e) {
      throw fileError(e, p);
    }
    const h = parseRunHeader(text, p, kind.format, kind.versions);
    if (!h.ok) throw new CliError(h.error.message);
    if (version !== undefined && h.value.version !== version) throw new CliError(`${p} is a version ${h.value.version} journal and ${paths[0] ?? ''} version ${version}: merge journals of one version`);
    version = h.value.version;
  }
  if (version === undefined) throw new CliError(`merge needs one or more journal files (made with --state)`);
  return version;
}

const runKey = (h: RunHeader): string => (h.deals === undefined ? '' : 'numbers' in h.deals ? `numbers ${h.deals.numbers[0]}-${h.deals.numbers[1]}` : `input`);

/**
 * Checks every journal and groups them into runs. `each` sees every row of every journal (in file
 * order, for the summary counts). Throws, naming the file, when something does not fit.
 */
export async function checkShards<Row>(paths: readonly string[], kind: MergeKind<Row>, each: (h: RunHeader, row: Row) => void): Promise<RunGroup[]> {
  if (paths.length === 0) throw new CliError('merge needs one or more journal files (made with --state)');
  const files: ShardFile[] = [];
  for (const p of paths) files.push(await checkFile(p, kind, each));
  const first = files[0] as ShardFile;
  for (const f of files) {
    const h = f.header;
    const why = h.game !== first.header.game || h.variant !== first.header.variant ? `${h.game} ${h.variant}, not ${first.header.game} ${first.header.variant}` : kind.sameRun(first.header, h);
    if (why !== undefined) throw new CliError(`${f.path} is a run of ${why} (as ${first.path} is): only runs of the same game, variant and ${kind.what === 'kabal sim journal' ? 'strategy' : 'budget'} merge`);
  }
  const byRun = new Map<string, ShardFile[]>();
  for (const f of files) {
    const k = runKey(f.header);
    byRun.set(k, [...(byRun.get(k) ?? []), f]);
  }
  const groups: RunGroup[] = [];
  for (const shards of byRun.values()) {
    const h = (shards[0] as ShardFile).header;
    const n = h.shard.count;
    const seen = new Map<number, ShardFile>();
    for (const f of shards) {
      if (f.header.shard.count !== n) throw new CliError(`${f.path} is shard ${formatShard(f.header.shard)} but ${(shards[0] as ShardFile).path} is shard ${formatShard(h.shard)}: the shards of one run must agree on N`);
      const twin = seen.get(f.header.shard.index);
      if (twin) throw new CliError(`${f.path} and ${twin.path} are both shard ${formatShard(f.header.shard)}`);
      seen.set(f.header.shard.index, f);
      if (!f.end) throw new CliError(`${f.path} (shard ${formatShard(f.header.shard)}) is not finished: run its command again with the same --state to finish it`);
    }
    const missing = Array.from({ length: n }, (_, i) => i + 1).filter((i) => !seen.has(i));
    const label = h.deals && 'numbers' in h.deals ? `deal numbers ${h.deals.numbers[0]}-${h.deals.numbers[1]}` : 'the input';
    if (missing.length > 0) throw new CliError(`shard${missing.length === 1 ? '' : 's'} ${missing.slice(0, 10).map((i) => `${i}/${n}`).join(', ')}${missing.length > 10 ? ', …' : ''} of ${label} ${missing.length === 1 ? 'is' : 'are'} missing`);
    const ordered = Array.from({ length: n }, (_, i) => seen.get(i + 1) as ShardFile);
    const deals = h.deals;
    if (deals && 'numbers' in deals) {
      const total = deals.numbers[1] - deals.numbers[0] + 1;
      for (const f of ordered) if (f.rows !== shardSize(total, f.header.shard)) throw new CliError(`${f.path}: shard ${formatShard(f.header.shard)} of ${label} should hold ${shardSize(total, f.header.shard)} deals, it holds ${f.rows}`);
      groups.push({ files: ordered, deals: total, range: deals.numbers });
    } else if (deals) {
      const e0 = (ordered[0] as ShardFile).end as RunEnd;
      for (const f of ordered) {
        const e = f.end as RunEnd;
        if (e.total !== e0.total || e.digest !== e0.digest) throw new CliError(`${f.path} and ${(ordered[0] as ShardFile).path} read different inputs (their deal lines differ): only shards of one input merge`);
        if (e.total !== undefined && f.rows !== shardSize(e.total, f.header.shard)) throw new CliError(`${f.path}: shard ${formatShard(f.header.shard)} of an input of ${e.total} deals should hold ${shardSize(e.total, f.header.shard)}, it holds ${f.rows}`);
      }
      groups.push({ files: ordered, deals: e0.total ?? 0, input: deals.input });
    } else throw new CliError(`${(shards[0] as ShardFile).path} names no deals (version 1)`);
  }
  if (groups.some((g) => g.input !== undefined) && groups.length > 1) throw new CliError('journals of an input merge only with the other shards of the same input');
  groups.sort((a, b) => (a.range?.[0] ?? 0) - (b.range?.[0] ?? 0));
  for (let i = 1; i < groups.length; i++) {
    const a = groups[i - 1]?.range;
    const b = groups[i]?.range;
    if (a && b && b[0] <= a[1]) throw new CliError(`the runs of deal numbers ${a[0]}-${a[1]} and ${b[0]}-${b[1]} overlap: merge runs of separate deals`);
  }
  return groups;
}

/** "deal numbers 1-60", or "deal numbers 1-30 and 41-60" for runs that are not neighbours. */
export function mergedSource(groups: readonly RunGroup[], deals: number): string {
  const only = groups[0];
  if (groups.length === 1 && only?.input !== undefined) return `${deals.toLocaleString('en-US')} deals from ${only.input === '-' ? 'standard input' : only.input}`;
  const spans: [number, number][] = [];
  for (const g of groups) {
    const r = g.range as readonly [number, number];
    const last = spans[spans.length - 1];
    if (last && last[1] + 1 === r[0]) last[1] = r[1];
    else spans.push([r[0], r[1]]);
  }
  const text = spans.map(([a, b]) => (a === b ? String(a) : `${a}-${b}`));
  if (spans.length === 1 && text[0] !== undefined && !text[0].includes('-')) return `deal number ${text[0]}`;
  return `deal numbers ${text.length <= 2 ? text.join(' and ') : `${text.slice(0, -1).join(', ')} and ${text[text.length - 1] ?? ''}`}`;
}

/** The rows of the runs in the whole run's order, with each one's position (counting on across runs). */
export async function* interleaved<Row>(groups: readonly RunGroup[], kind: MergeKind<Row>): AsyncGenerator<{ index: number; row: Row }> {
  let offset = 0;
  for (const g of groups) {
    const readers = g.files.map((f) => rowsOf(f, kind));
    try {
      for (let k = 0; k < g.deals; k++) {
        const r = await (readers[k % readers.length] as AsyncGenerator<Row>).next();
        if (r.done === true) throw new CliError(`${(g.files[k % readers.length] as ShardFile).path} changed while it was merged`);
        yield { index: offset + k, row: r.value };
      }
    } finally {
      await Promise.all(readers.map((r) => r.return(undefined)));
    }
    offset += g.deals;
  }
}

async function* rowsOf<Row>(f: ShardFile, kind: MergeKind<Row>): AsyncGenerator<Row> {
  for await (const { line, text } of journalFileLines(f.path)) {
    if (line === 1 || text.trim() === '') continue;
    for (const o of lineObjects(text) ?? []) {
      if (o.end === true) return;
      const r = kind.parseRow(f.header, o, f.path, line);
      if (!r.ok) throw new CliError(r.error.message);
      yield r.value;
    }
  }
}
