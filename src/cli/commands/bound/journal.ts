// The journal of a `kabal bound` run (`--state FILE`): the header names the game, rule set, deals
// and settings; one row per deal, in deal order, is the deal's DealBound as JSON; an end line closes
// a finished run. A stopped run goes on from the next deal when the same command runs again
// (src/cli/commands/journaled-run.ts). Rows are untrusted text: every field is checked.

import type { BoundSpec, DealBound } from '../../../bound/index.js';
import { err, ok, parseError, type Result } from '../../../core/result.js';
import { MAX_DEAL_NUMBER } from '../../../core/rng.js';
import type { JournalKind } from '../journaled-run.js';

export const BOUND_JOURNAL = 'kabal-bound-journal';

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);
const isCount = (x: unknown): x is number => isInt(x) && x >= 0;

/** A row of a bound journal (untrusted), checked against the run's settings. */
export function parseBoundRow(spec: BoundSpec, row: Record<string, unknown>, source: string, line: number): Result<DealBound> {
  const bad = (m: string): Result<DealBound> => err(parseError('ERR_JOURNAL', `${source} line ${line}: ${m}`, { position: line }));
  if (!isInt(row.number) || row.number < 0 || row.number > MAX_DEAL_NUMBER) return bad(`"number" must be a deal number (0 to ${MAX_DEAL_NUMBER})`);
  const values = row.values;
  // A penalised value is a win (0 or 1) less penalties: any finite number.
  if (!Array.isArray(values) || values.length !== spec.orders || !values.every((x) => typeof x === 'number' && Number.isFinite(x))) return bad(`"values" must be ${spec.orders} finite numbers, one a drawn order`);
  if (!isCount(row.stockKnownWins) || row.stockKnownWins > spec.orders) return bad(`"stockKnownWins" must be a whole number from 0 to ${spec.orders}`);
  if (spec.player === null ? row.playerWon !== undefined : typeof row.playerWon !== 'boolean') return bad(spec.player === null ? 'a run without a player has no "playerWon"' : '"playerWon" must be true or false');
  if (!isCount(row.positions) || !isCount(row.estimates)) return bad('"positions" and "estimates" must be whole numbers');
  return ok({ number: row.number, values: values as number[], stockKnownWins: row.stockKnownWins, ...(typeof row.playerWon === 'boolean' ? { playerWon: row.playerWon } : {}), positions: row.positions, estimates: row.estimates });
}

/** The settings a journal's header names, so a journal of another run is refused. */
function settings(spec: BoundSpec): Record<string, unknown> {
  return { game: spec.game, variant: spec.variant, orders: spec.orders, samples: spec.samples, estimate: spec.estimate, player: spec.player };
}

const describe = (f: Readonly<Record<string, unknown>>): string => `${String(f.game)} ${String(f.variant)}, ${String(f.orders)} orders a deal, ${String(f.samples)} samples, estimate ${String(f.estimate)}, player ${typeof f.player === 'string' ? f.player : 'none'}`;

export function boundJournalKind(spec: BoundSpec): JournalKind<DealBound> {
  const mine = settings(spec);
  return {
    format: BOUND_JOURNAL,
    version: 1,
    fields: mine,
    mismatch: (h) => (Object.keys(mine).every((k) => h.fields[k] === mine[k]) ? undefined : `a bound run of ${describe(h.fields)}, not of ${describe(mine)}`),
    parseRow: (row, source, line) => parseBoundRow(spec, row, source, line),
    idOf: (r) => ({ number: r.number }),
  };
}

/** A row as the journal keeps it (and `--per-deal` prints it). */
export const boundRowLine = (r: DealBound): string => `${JSON.stringify(r)}\n`;
