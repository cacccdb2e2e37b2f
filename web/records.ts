// The shapes the app keeps in IndexedDB and in export files, and their checks. Stored data is
// untrusted (an old version, a hand-edited export, a half-written record): every reader goes
// through these functions, which return a Result saying what is wrong and never throw.

import { parseDeal } from '../src/core/deal.js';
import type { GameId, GameRules } from '../src/core/game.js';
import { replay } from '../src/core/history.js';
import { err, ok, parseError, type Result } from '../src/core/result.js';
import { loadRecord } from '../src/games/index.js';
import { GAME_IDS, withGame } from '../src/games/registry.js';
import { withWebGame } from './games/index.js';
import type { Round, RoundRules } from './games/types.js';
import { canonicalVariantText, gameOfVariant } from './spec.js';

/** The version of the saved game in progress: 2 keeps a round in the engine's shape; 1 is still read. */
export const SAVE_VERSION = 2;
/** The version of export files (their games and rounds; `current` carries its own version). */
export const EXPORT_VERSION = 1;
export const EXPORT_FORMAT = 'kabal-export';

/**
 * A game in progress as stored: its record, every move (the ones that can be redone included),
 * which of them the app made by itself, and how many are played. The engine's History snapshot
 * (`by: 'player' | 'app'` per move) is stored as `auto` (true for the app's), as it always was.
 */
export interface SavedSnapshot {
  readonly game: GameId;
  readonly variant: string;
  readonly deal: string;
  readonly number?: number;
  /** Every move, undone ones included (the redo list). */
  readonly moves: readonly string[];
  /** Per move: made by the app, not the player? */
  readonly auto: readonly boolean[];
  readonly cursor: number;
}

/** The game in progress, saved after every move. */
export interface CurrentSave {
  readonly version: number;
  readonly id: string;
  readonly startedAt: number;
  /** True once the game's result has been counted in the statistics. */
  readonly recorded: boolean;
  readonly snapshot: SavedSnapshot;
  /** A game played in rounds: the round this deal belongs to, in the engine's shape (checked against the game's rules). */
  readonly round?: Round<unknown>;
  /** Which hole of the round this is (0-based). */
  readonly hole?: number;
  /** How many times this hole was reshuffled because it was locked. */
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

/** A finished round, as counted in the statistics. */
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
const isDealNumber = (x: unknown): x is number => isInt(x) && x >= 0 && x <= 0xffffffff;
const bad = (msg: string): Result<never> => err(parseError('ERR_STORED', msg));

/** Plain data equal as JSON would see it (objects by their own keys, in any order). */
function sameData(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a === b;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * A stored variant: the engine's plain-data form (the one the engine's own parser makes), or,
 * from older saves, its text. Data is accepted only when it is exactly what its text parses to.
 */
export function variantFromData<S, M, O, V>(rules: GameRules<S, M, O, V>, x: unknown): Result<V> {
  if (typeof x === 'string') return rules.parseVariant(x);
  if (!isObj(x)) return bad(`a ${rules.title} variant must be its text or its options`);
  let text: string;
  try {
    text = rules.formatVariant(x as V);
  } catch {
    return bad(`not a ${rules.title} variant: ${JSON.stringify(x).slice(0, 80)}`);
  }
  const v = rules.parseVariant(text);
  if (!v.ok || !sameData(v.value, x)) return bad(`not a ${rules.title} variant: ${JSON.stringify(x).slice(0, 80)}`);
  return v;
}

/**
 * A stored round of a game played in rounds. Older saves kept the variant as text and, for a round
 * begun from a typed deal, no first number (`null`); such a round goes on from `fallbackFirst`.
 */
export function checkRound<S, M, O, V>(rules: GameRules<S, M, O, V>, round: RoundRules<V>, x: unknown, fallbackFirst: number): Result<Round<V>> {
  if (!isObj(x)) return bad('round: not an object');
  const v = variantFromData(rules, x.variant);
  if (!v.ok) return bad(`round: ${v.error.message}`);
  const first = x.first === null ? fallbackFirst >>> 0 : x.first;
  if (!isDealNumber(first)) return bad('round: "first" must be a deal number');
  if (!Array.isArray(x.scores) || x.scores.length > round.holes) return bad(`round: "scores" must be a list of up to ${round.holes} hole scores`);
  const scores: unknown[] = x.scores;
  const wrong = scores.findIndex((s) => typeof s !== 'number' || !round.possibleScore(v.value, s));
  if (wrong >= 0) return bad(`round: hole ${wrong + 1}: ${JSON.stringify(scores[wrong])} is not a possible hole score`);
  return ok({ ...round.start(v.value, first), scores: scores as number[] });
}

/** Checks a saved game in progress, replaying every move with the engine. */
export function checkCurrent(x: unknown): Result<CurrentSave> {
  if (!isObj(x)) return bad('saved game: not an object');
  if (x.version !== SAVE_VERSION && x.version !== 1) return bad(`saved game: version ${JSON.stringify(x.version)} is not one this app reads (${SAVE_VERSION})`);
  if (typeof x.id !== 'string' || !isInt(x.startedAt) || typeof x.recorded !== 'boolean') return bad('saved game: "id", "startedAt" or "recorded" is missing');
  const s = x.snapshot;
  if (!isObj(s)) return bad('saved game: "snapshot" is missing');
  const rec = loadRecord({ game: s.game, variant: s.variant, deal: s.deal, moves: s.moves, ...(s.number === undefined ? {} : { number: s.number }) });
  if (!rec.ok) return bad(rec.error.message);
  if (s.number !== undefined && !isDealNumber(s.number)) return bad('saved game: "number" is not a deal number');
  const moves = rec.value.record.moves;
  if (!Array.isArray(s.auto) || s.auto.length !== moves.length || !s.auto.every((a) => typeof a === 'boolean')) return bad('saved game: "auto" must mark each move');
  if (!isInt(s.cursor) || s.cursor < 0 || s.cursor > moves.length) return bad('saved game: "cursor" is out of range');
  const game = rec.value.rules.id;
  const variant = canonicalVariantText(game, rec.value.record.variant);
  if (!variant.ok) return variant;
  const number = isInt(s.number) ? s.number : undefined;
  const snapshot: SavedSnapshot = { game, variant: variant.value, deal: rec.value.record.deal, ...(number === undefined ? {} : { number }), moves, auto: s.auto, cursor: s.cursor };
  const hole = isInt(x.hole) && x.hole >= 0 ? x.hole : 0;
  const round = x.round === undefined ? ok(undefined) : withWebGame(game, (g): Result<Round<unknown> | undefined> => (g.round ? checkRound(g.module.rules, g.round, x.round, (number ?? 0) - hole) : bad(`saved game: ${g.module.rules.title} is not played in rounds`)));
  if (!round.ok) return round;
  const holes = withWebGame(game, (g) => g.round?.holes ?? 0);
  const reshuffles = isInt(x.reshuffles) && x.reshuffles >= 0 ? x.reshuffles : 0;
  const base = { version: SAVE_VERSION, id: x.id, startedAt: x.startedAt, recorded: x.recorded, snapshot, reshuffles };
  return ok(round.value ? { ...base, round: round.value, hole: hole < holes ? hole : 0 } : base);
}

/**
 * Checks a game result. With `replayMoves`, the moves are replayed by the engine and the score,
 * the win and the cards left are recomputed from them (used for imports, where nothing is trusted).
 */
export function checkResult(x: unknown, replayMoves: boolean): Result<GameResult> {
  if (!isObj(x)) return bad('game result: not an object');
  const game = GAME_IDS.find((g) => g === x.game);
  if (typeof x.id !== 'string' || game === undefined || typeof x.variant !== 'string' || typeof x.deal !== 'string') {
    return bad(`game result: needs "id", "game" (${GAME_IDS.join(' or ')}), "variant" and "deal"`);
  }
  if (!Array.isArray(x.moves) || !x.moves.every((m) => typeof m === 'string')) return bad('game result: "moves" must be a list of move texts');
  if (!isInt(x.endedAt) || typeof x.abandoned !== 'boolean') return bad('game result: "endedAt" or "abandoned" is missing');
  if (x.number !== undefined && !isDealNumber(x.number)) return bad('game result: "number" is not a deal number');
  const variant = canonicalVariantText(game, x.variant);
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
  return withGame(game, ({ rules }): Result<{ score: number; won: boolean; cardsLeft: number }> => {
    const v = rules.parseVariant(variant);
    if (!v.ok) return v;
    const d = parseDeal(dealText, rules.dealShape(v.value));
    if (!d.ok) return d;
    const r = replay(rules, d.value, v.value, moves);
    if (!r.ok) return r;
    return ok({ score: rules.score(r.value.state), won: rules.isWon(r.value.state), cardsLeft: rules.cardsLeft(r.value.state) });
  });
}

/** Checks a finished round; its total and par are worked out again from the scores and the variant. */
export function checkRoundResult(x: unknown): Result<RoundResult> {
  if (!isObj(x)) return bad('round result: not an object');
  if (typeof x.variant !== 'string' || !Array.isArray(x.scores) || !x.scores.every(isInt) || !isInt(x.endedAt)) return bad('round result: needs "variant", the "scores" and "endedAt"');
  const game = gameOfVariant(x.variant);
  if (!game.ok) return bad(`round result: ${game.error.message}`);
  const { variant, scores, endedAt } = { variant: x.variant, scores: x.scores, endedAt: x.endedAt };
  return withWebGame(game.value, (g): Result<RoundResult> => {
    if (!g.round) return bad(`round result: ${g.module.rules.title} is not played in rounds`);
    if (scores.length !== g.round.holes) return bad(`round result: needs "variant", ${g.round.holes} "scores" and "endedAt"`);
    const v = g.module.rules.parseVariant(variant);
    if (!v.ok) return bad(`round result: ${v.error.message}`);
    const rr = g.round;
    const wrong = scores.findIndex((s) => !rr.possibleScore(v.value, s));
    if (wrong >= 0) return bad(`round result: hole ${wrong + 1}: ${scores[wrong]} is not a possible hole score`);
    const round = { ...g.round.start(v.value, 0), scores };
    return ok({ variant: g.module.rules.formatVariant(v.value), scores, total: g.round.total(round), par: g.round.par(round), endedAt });
  });
}

export interface ImportReport {
  readonly games: GameResult[];
  readonly rounds: RoundResult[];
  /** One line per entry that was skipped, with the reason. */
  readonly rejected: string[];
  /** The game that was in progress when the file was made, checked like a saved game. */
  readonly current?: CurrentSave;
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
  if (data.version !== EXPORT_VERSION) return bad(`export version ${JSON.stringify(data.version)} is not one this app reads (${EXPORT_VERSION})`);
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
  let current: CurrentSave | undefined;
  if (data.current !== undefined) {
    const r = checkCurrent(data.current);
    if (r.ok) current = r.value;
    else rejected.push(`current: ${r.error.message}`);
  }
  return ok({ games, rounds, rejected, ...(current ? { current } : {}) });
}
