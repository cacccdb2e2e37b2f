// The journal of a simulation run: one JSON line per finished deal, after a header line naming
// the game, variant and player. Appended as deals finish, so a stopped run loses nothing; read
// back to resume, and several journals (parts run on different machines) merge into one result.

import type { Deal } from '../core/deal.js';
import { err, ok, parseError, type Result } from '../core/result.js';
import type { SimSpec } from './batch.js';
import type { DealResult } from './registry.js';

export const JOURNAL_FORMAT = 'kabal-sim-journal';

/** A deal's identity across runs and machines: its number, or its cards as text. */
export type DealId = { readonly number: number } | { readonly deal: string };

export interface JournalEntry {
  readonly id: DealId;
  readonly result: DealResult;
}

export function idText(id: DealId): string {
  return 'number' in id ? `#${id.number}` : id.deal;
}

export function journalHeader(spec: SimSpec): string {
  return `${JSON.stringify({ format: JOURNAL_FORMAT, version: 1, game: spec.game, variant: spec.variant, strategy: spec.strategy })}\n`;
}

export function journalLine(id: DealId, r: DealResult): string {
  const row: Record<string, unknown> = 'number' in id ? { n: id.number } : { d: id.deal };
  row.s = r.score;
  row.w = r.won ? 1 : 0;
  row.c = r.cardsLeft;
  if (r.verdict) row.v = r.verdict;
  return `${JSON.stringify(row)}\n`;
}

export interface Journal {
  readonly spec: SimSpec;
  readonly entries: JournalEntry[];
  /** True when the last line was cut short (the run was killed mid-write); that line is ignored. */
  readonly truncated: boolean;
}

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

/** Parses a journal (untrusted text): every problem names the file and line. */
export function parseJournal(text: string, source: string): Result<Journal> {
  const lines = text.split('\n');
  const endsClean = text.endsWith('\n');
  const headerText = lines[0] ?? '';
  let header: unknown;
  try {
    header = JSON.parse(headerText);
  } catch {
    return err(parseError('ERR_JOURNAL', `${source} line 1: not a kabal sim journal (the first line must be its JSON header)`, { position: 1 }));
  }
  const h = header as Record<string, unknown> | null;
  if (typeof h !== 'object' || h === null || h.format !== JOURNAL_FORMAT || h.version !== 1 || typeof h.game !== 'string' || typeof h.variant !== 'string' || typeof h.strategy !== 'string') {
    return err(parseError('ERR_JOURNAL', `${source} line 1: not a kabal sim journal header (format ${JOURNAL_FORMAT}, version 1)`, { position: 1 }));
  }
  if (h.game !== 'acesup' && h.game !== 'golf') return err(parseError('ERR_JOURNAL', `${source} line 1: unknown game "${h.game}"`, { position: 1 }));
  const spec: SimSpec = { game: h.game, variant: h.variant, strategy: h.strategy };
  const entries: JournalEntry[] = [];
  let truncated = false;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line.trim() === '') continue;
    const last = i === lines.length - 1 && !endsClean;
    let row: Record<string, unknown> | null = null;
    try {
      row = JSON.parse(line) as Record<string, unknown> | null;
    } catch {
      row = null;
    }
    const good = typeof row === 'object' && row !== null && isInt(row.s) && (row.w === 0 || row.w === 1) && isInt(row.c) && (isInt(row.n) || typeof row.d === 'string') && (row.v === undefined || row.v === 'solved' || row.v === 'unsolvable' || row.v === 'unknown');
    if (!good || row === null) {
      if (last) {
        truncated = true;
        break;
      }
      return err(parseError('ERR_JOURNAL', `${source} line ${i + 1}: not a journal row (expected {"n" or "d", "s", "w", "c"})`, { position: i + 1 }));
    }
    const id: DealId = isInt(row.n) ? { number: row.n } : { deal: row.d as string };
    const result: DealResult = { score: row.s as number, won: row.w === 1, cardsLeft: row.c as number, ...(row.v ? { verdict: row.v as DealResult['verdict'] } : {}) };
    entries.push({ id, result });
  }
  return ok({ spec, entries, truncated });
}

export function sameSpec(a: SimSpec, b: SimSpec): boolean {
  return a.game === b.game && a.variant === b.variant && a.strategy === b.strategy;
}

/**
 * Merges journals of the same game, variant and player. A deal found in several keeps one result;
 * the player is deterministic given the deal, so two different results for one deal mean the
 * journals came from different code, and that is an error.
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
