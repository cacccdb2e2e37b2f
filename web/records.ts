// The shapes the app keeps in IndexedDB and in export files, and their checks. Stored data is
// untrusted (an old version, a hand-edited export, a half-written record): every reader goes
// through these functions, which return a Result saying what is wrong and never throw.

import { parseDeal } from '../src/core/deal.js';
import type { GameId } from '../src/core/game.js';
import { err, ok, parseError, type Result } from '../src/core/result.js';
import { acesUp, canonicalVariant, golf, loadRecord } from '../src/games/index.js';
import { replay } from '../src/core/history.js';
import type { SessionSnapshot } from './session.js';

export const SAVE_VERSION = 1;
export const EXPORT_FORMAT = 'kabal-export';

/** A nine-hole Golf round in progress or finished. */
export interface RoundState {
  readonly variant: string;
  /** Deal number of hole 1 when the round follows numbered deals, else null (random holes). */
  readonly first: number | null;
  /** Scores of the finished holes, in order. */
  readonly scores: readonly number[];
}

/** The game in progress, saved after every move. */
export interface CurrentSave {
  readonly version: number;
  readonly id: string;
  readonly startedAt: number;
  /** True once the game's result has been counted in the statistics. */
  readonly recorded: boolean;
  readonly snapshot: SessionSnapshot;
  /** Golf: the round this hole belongs to. */
  readonly round?: RoundState;
  /** Golf: which hole of the round this is (0-based). */
  readonly hole?: number;
  /** Golf: how many times this hole was reshuffled because it was locked. */
  readonly reshuffles?: number;
}

/** One finished (or abandoned) game, as counted in the statistics. */
export interface GameResult {
  readonly id: string;
  readonly game: GameId;
  readonly variant: string;
  readonly deal: string;
  readonly number?: number;
  readonly moves: readonly string[];
  readonly score: number;
  readonly won: boolean;
  readonly cardsLeft: number;
  readonly endedAt: number;
  /** Left before the end (New game in the middle): counted as played, not won. */
  readonly abandoned: boolean;
}

export interface RoundResult {
  readonly variant: string;
  readonly scores: readonly number[];
  readonly total: number;
  readonly par: number;
  readonly endedAt: number;
}

export interface ExportFile {
  readonly format: typeof EXPORT_FORMAT;
  readonly version: number;
  readonly exportedAt: string;
  readonly games: readonly GameResult[];
  readonly rounds: readonly RoundResult[];
  readonly current?: CurrentSave;
}

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);
const bad = (msg: string): Result<never> => err(parseError('ERR_STORED', msg));


export function checkRound(x: unknown): Result<RoundState> {
  if (!isObj(x)) return bad('round: not an object');
  if (typeof x.variant !== 'string') return bad('round: "variant" is missing');
  const v = canonicalVariant('golf', x.variant);
  if (!v.ok) return bad(`round: ${v.error.message}`);
  if (x.first !== null && !(isInt(x.first) && x.first >= 0 && x.first <= 0xffffffff)) return bad('round: "first" must be a deal number or null');
  if (!Array.isArray(x.scores) || x.scores.length > 9 || !x.scores.every(isInt)) return bad('round: "scores" must be up to nine whole numbers');
  return ok({ variant: v.value, first: x.first, scores: x.scores });
}

/** Checks a saved game in progress, replaying every move with the engine. */
export function checkCurrent(x: unknown): Result<CurrentSave> {
  if (!isObj(x)) return bad('saved game: not an object');
  if (x.version !== SAVE_VERSION) return bad(`saved game: version ${JSON.stringify(x.version)} is not one this app reads (${SAVE_VERSION})`);
  if (typeof x.id !== 'string' || !isInt(x.startedAt) || typeof x.recorded !== 'boolean') return bad('saved game: "id", "startedAt" or "recorded" is missing');
  const s = x.snapshot;
  if (!isObj(s)) return bad('saved game: "snapshot" is missing');
  const rec = loadRecord({ game: s.game, variant: s.variant, deal: s.deal, moves: s.moves, ...(s.number === undefined ? {} : { number: s.number }) });
  if (!rec.ok) return bad(rec.error.message);
  if (s.number !== undefined && !(isInt(s.number) && s.number >= 0 && s.number <= 0xffffffff)) return bad('saved game: "number" is not a deal number');
  const moves = rec.value.record.moves;
  if (!Array.isArray(s.auto) || s.auto.length !== moves.length || !s.auto.every((a) => typeof a === 'boolean')) return bad('saved game: "auto" must mark each move');
  if (!isInt(s.cursor) || s.cursor < 0 || s.cursor > moves.length) return bad('saved game: "cursor" is out of range');
  const game = rec.value.rules.id;
  const variant = canonicalVariant(game, rec.value.record.variant);
  if (!variant.ok) return variant;
  const snapshot: SessionSnapshot = {
    game,
    variant: variant.value,
    deal: rec.value.record.deal,
    ...(isInt(s.number) ? { number: s.number } : {}),
    moves,
    auto: s.auto,
    cursor: s.cursor,
  };
  let round: RoundState | undefined;
  if (x.round !== undefined) {
    if (game !== 'golf') return bad('saved game: only Golf has rounds');
    const r = checkRound(x.round);
    if (!r.ok) return r;
    round = r.value;
  }
  const reshuffles = isInt(x.reshuffles) && x.reshuffles >= 0 ? x.reshuffles : 0;
  const hole = isInt(x.hole) && x.hole >= 0 && x.hole < 9 ? x.hole : 0;
  return ok({ version: SAVE_VERSION, id: x.id, startedAt: x.startedAt, recorded: x.recorded, snapshot, ...(round ? { round, hole } : {}), reshuffles });
}

/**
 * Checks a game result. With `replayMoves`, the moves are replayed by the engine and the score,
 * the win and the cards left are recomputed from them (used for imports, where nothing is trusted).
 */
export function checkResult(x: unknown, replayMoves: boolean): Result<GameResult> {
  if (!isObj(x)) return bad('game result: not an object');
  if (typeof x.id !== 'string' || (x.game !== 'acesup' && x.game !== 'golf') || typeof x.variant !== 'string' || typeof x.deal !== 'string') {
    return bad('game result: needs "id", "game" (acesup or golf), "variant" and "deal"');
  }
  if (!Array.isArray(x.moves) || !x.moves.every((m) => typeof m === 'string')) return bad('game result: "moves" must be a list of move texts');
  if (!isInt(x.endedAt) || typeof x.abandoned !== 'boolean') return bad('game result: "endedAt" or "abandoned" is missing');
  if (x.number !== undefined && !(isInt(x.number) && x.number >= 0 && x.number <= 0xffffffff)) return bad('game result: "number" is not a deal number');
  const game: GameId = x.game;
  const variant = canonicalVariant(game, x.variant);
  if (!variant.ok) return bad(`game result: ${variant.error.message}`);
  const base = {
    id: x.id,
    game,
    variant: variant.value,
    deal: x.deal,
    ...(isInt(x.number) ? { number: x.number } : {}),
    moves: x.moves,
    endedAt: x.endedAt,
    abandoned: x.abandoned,
  };
  if (replayMoves) {
    const measured = measure(game, variant.value, x.deal, base.moves);
    if (!measured.ok) return bad(`game result: ${measured.error.message}`);
    return ok({ ...base, ...measured.value });
  }
  if (!isInt(x.score) || typeof x.won !== 'boolean' || !isInt(x.cardsLeft)) return bad('game result: "score", "won" or "cardsLeft" is missing');
  return ok({ ...base, score: x.score, won: x.won, cardsLeft: x.cardsLeft });
}

function measure(game: GameId, variant: string, dealText: string, moves: readonly string[]): Result<{ score: number; won: boolean; cardsLeft: number }> {
  const run = <S, M, O, V>(rules: import('../src/core/game.js').GameRules<S, M, O, V>): Result<{ score: number; won: boolean; cardsLeft: number }> => {
    const v = rules.parseVariant(variant);
    if (!v.ok) return v;
    const d = parseDeal(dealText, rules.dealShape(v.value));
    if (!d.ok) return d;
    const r = replay(rules, d.value, v.value, moves);
    if (!r.ok) return r;
    return ok({ score: rules.score(r.value.state), won: rules.isWon(r.value.state), cardsLeft: rules.cardsLeft(r.value.state) });
  };
  return game === 'acesup' ? run(acesUp) : run(golf);
}

export function checkRoundResult(x: unknown): Result<RoundResult> {
  if (!isObj(x)) return bad('round result: not an object');
  if (typeof x.variant !== 'string' || !Array.isArray(x.scores) || x.scores.length !== 9 || !x.scores.every(isInt) || !isInt(x.endedAt)) {
    return bad('round result: needs "variant", nine "scores" and "endedAt"');
  }
  const v = golf.parseVariant(x.variant);
  if (!v.ok) return bad(`round result: ${v.error.message}`);
  const scores = x.scores;
  return ok({ variant: golf.formatVariant(v.value), scores, total: scores.reduce((a, b) => a + b, 0), par: v.value.par, endedAt: x.endedAt });
}

export interface ImportReport {
  readonly games: GameResult[];
  readonly rounds: RoundResult[];
  /** One line per entry that was skipped, with the reason. */
  readonly rejected: string[];
}

/** Reads an export file's text; entries that fail their check are listed, the rest kept. */
export function parseExport(text: string): Result<ImportReport> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return bad(`the file is not JSON (${e instanceof Error ? e.message : String(e)})`);
  }
  if (!isObj(data) || data.format !== EXPORT_FORMAT) return bad(`the file is not a Kabal export (expected "format": "${EXPORT_FORMAT}")`);
  if (data.version !== SAVE_VERSION) return bad(`export version ${JSON.stringify(data.version)} is not one this app reads (${SAVE_VERSION})`);
  if (!Array.isArray(data.games) || !Array.isArray(data.rounds)) return bad('the export needs "games" and "rounds" lists');
  const games: GameResult[] = [];
  const rounds: RoundResult[] = [];
  const rejected: string[] = [];
  data.games.forEach((g: unknown, i: number) => {
    const r = checkResult(g, true);
    if (r.ok) games.push(r.value);
    else rejected.push(`games[${i}]: ${r.error.message}`);
  });
  data.rounds.forEach((g: unknown, i: number) => {
    const r = checkRoundResult(g);
    if (r.ok) rounds.push(r.value);
    else rejected.push(`rounds[${i}]: ${r.error.message}`);
  });
  return ok({ games, rounds, rejected });
}
