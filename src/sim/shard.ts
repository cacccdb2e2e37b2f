// Shards: one run split into N parts that run anywhere (docs/scale.md). The mapping is fixed:
// the run's deals are numbered 0, 1, 2, … in input order (for --numbers A-B, deal A is 0; for a
// file, the deal lines, not counting blank and comment lines), and shard I/N (I from 1 to N) takes
// the deals whose position k has k mod N = I - 1. Dealt out like cards, so each shard gets easy and
// hard deals alike even when a file is sorted by difficulty, and it needs no count of the deals.

import { err, ok, parseError, type Result } from '../core/result.js';

export interface Shard {
  /** 1 to count. */
  readonly index: number;
  readonly count: number;
}

/** The whole run: shard 1/1. */
export const WHOLE: Shard = { index: 1, count: 1 };

/** Most shards in one run: far more machines than anyone has, small enough to keep one file open per shard when merging. */
export const MAX_SHARDS = 10_000;

/** Parses `I/N` (untrusted text). */
export function parseShard(text: string): Result<Shard> {
  const m = /^\s*(\d{1,9})\s*\/\s*(\d{1,9})\s*$/.exec(text);
  if (!m) return err(parseError('ERR_SHARD', `"${text}" is not a shard: write I/N, like 2/8 (shard 2 of 8)`, { token: text }));
  const index = Number(m[1]);
  const count = Number(m[2]);
  if (count < 1 || count > MAX_SHARDS) return err(parseError('ERR_SHARD', `shard count ${count} is out of range (1 to ${MAX_SHARDS})`, { token: text }));
  if (index < 1 || index > count) return err(parseError('ERR_SHARD', `shard ${index}/${count} does not exist: shards are numbered 1 to ${count}`, { token: text }));
  return ok({ index, count });
}

export function formatShard(s: Shard): string {
  return `${s.index}/${s.count}`;
}

/** Whether the run's deal at position k belongs to the shard. */
export function inShard(k: number, s: Shard): boolean {
  return k % s.count === s.index - 1;
}

/** How many of `total` positions (0 to total-1) belong to the shard. */
export function shardSize(total: number, s: Shard): number {
  return total < s.index ? 0 : Math.floor((total - s.index) / s.count) + 1;
}

/** The run position of the shard's j-th deal (0-based). */
export function runPosition(j: number, s: Shard): number {
  return j * s.count + s.index - 1;
}
