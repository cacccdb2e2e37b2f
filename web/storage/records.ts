// The shapes the app keeps in IndexedDB and in export files, and their checks. Stored data is
// untrusted (an old version, a hand-edited export, a half-written record): every reader goes
// through these functions, which return a Result saying what is wrong and never throw.

import { type Deal, dealFromNumber, formatDeal, parseDeal } from '../../src/core/deal.js';
import type { GameId, GameRecord, GameRules } from '../../src/core/game.js';
import { replay } from '../../src/core/history.js';
import { err, ok, parseError, type Result } from '../../src/core/result.js';
import type { Round, RoundRules } from '../../src/core/round.js';
import type { GameModule } from '../../src/games/module.js';
import { GAME_IDS, loadRecord, withModule } from '../games/engine.js';
import { canonicalVariantText, gameOfVariant } from '../model/spec.js';

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
  /**
   * The hole's deal before its reshuffles (deal text), kept once it was reshuffled: the next
   * reshuffle is dealt from it (docs/rules.md §4.10). Older saves have none (see `checkCurrent`).
   */
  readonly original?: string;
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
/** A time as the app stores it (Date.now()): whole milliseconds from 1970 to the last a Date holds. */
const isTime = (x: unknown): x is number => isInt(x) && x >= 0 && x <= 8.64e15;
const timeProblem = (where: string, field: string, x: unknown): Result<never> | undefined => (isTime(x) ? undefined : bad(`${where}: "${field}" ${JSON.stringify(x)} is not a time (milliseconds since 1970)`));
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
  const started = timeProblem('saved game', 'startedAt', x.startedAt);
  if (started) return started;
  const s = x.snapshot;
  if (!isObj(s)) return bad('saved game: "snapshot" is missing');
  const rec = loadRecord({ game: s.game, variant: s.variant, deal: s.deal, moves: s.moves, ...(s.number === undefined ? {} : { number: s.number }) });
  if (!rec.ok) return bad(rec.error.message);
  if (s.number !== undefined && !isDealNumber(s.number)) return bad('saved game: "number" is not a deal number');
  const moves = rec.value.record.moves;
  // Spread first: `every` skips the holes of a sparse list, which a stored (structured-clone) list can have.
  if (!Array.isArray(s.auto) || s.auto.length !== moves.length || ![...(s.auto as unknown[])].every((a) => typeof a === 'boolean')) return bad('saved game: "auto" must mark each move');
  if (!isInt(s.cursor) || s.cursor < 0 || s.cursor > moves.length) return bad('saved game: "cursor" is out of range');
  const game = rec.value.rules.id;
  const variant = canonicalVariantText(game, rec.value.record.variant);
  if (!variant.ok) return variant;
  const number = isInt(s.number) ? s.number : undefined;
  const snapshot: SavedSnapshot = { game, variant: variant.value, deal: rec.value.record.deal, ...(number === undefined ? {} : { number }), moves, auto: s.auto, cursor: s.cursor };
  if (x.hole !== undefined && (!isInt(x.hole) || x.hole < 0)) return bad(`saved game: "hole" ${JSON.stringify(x.hole)} is not a hole number`);
  if (x.reshuffles !== undefined && (!isInt(x.reshuffles) || x.reshuffles < 0)) return bad(`saved game: "reshuffles" ${JSON.stringify(x.reshuffles)} is not a count`);
  const hole = isInt(x.hole) ? x.hole : 0;
  const reshuffles = isInt(x.reshuffles) ? x.reshuffles : 0;
  const round = x.round === undefined ? ok(undefined) : withModule(game, (g): Result<Round<unknown> | undefined> => (g.round ? checkRoundOfGame(g.rules, g.round, x.round, snapshot, hole) : bad(`saved game: ${g.rules.title} is not played in rounds`)));
  if (!round.ok) return round;
  const original = withModule(game, (g) => checkOriginal(g, x.original, snapshot, round.value, hole, reshuffles));
  if (!original.ok) return original;
  const base = { version: SAVE_VERSION, id: x.id, startedAt: x.startedAt, recorded: x.recorded, snapshot, reshuffles, ...(original.value === undefined ? {} : { original: original.value }) };
  return ok(round.value ? { ...base, round: round.value, hole } : base);
}

/** Old saves' reshuffles are followed back at most this far to find the hole's deal. */
const OLD_RESHUFFLES_FOLLOWED = 100;

/**
 * The hole's deal before its reshuffles. A save made since the reshuffle is dealt from it keeps it
 * (`original`): it must be a deal of the game's variant with the same cards as the deal on the
 * table. An older save has none, and its app reshuffled the deal on the table each time; its hole's
 * deal is then the round's numbered deal for the hole if reshuffling that the old way gives the
 * deal on the table, and otherwise (a typed first hole) unknown: the deal on the table stands for it.
 */
function checkOriginal<S, M, O, V>(g: GameModule<S, M, O, V>, x: unknown, snap: SavedSnapshot, round: Round<unknown> | undefined, hole: number, reshuffles: number): Result<string | undefined> {
  const { rules, reshuffle } = g;
  if (reshuffles === 0 || reshuffle === undefined) return x === undefined ? ok(undefined) : bad('saved game: "original" is kept only for a reshuffled hole');
  const v = rules.parseVariant(snap.variant);
  if (!v.ok) return v;
  const shape = rules.dealShape(v.value);
  const onTable = parseDeal(snap.deal, shape);
  if (!onTable.ok) return onTable;
  const sorted = (d: Deal): string => formatDeal([...d].sort((a, b) => a - b));
  if (x !== undefined) {
    if (typeof x !== 'string') return bad('saved game: "original" must be a deal text');
    const d = parseDeal(x, shape);
    if (!d.ok) return bad(`saved game: "original": ${d.error.message}`);
    if (sorted(d.value) !== sorted(onTable.value)) return bad('saved game: "original" does not hold the cards of the deal on the table');
    return ok(formatDeal(d.value));
  }
  const n = round && g.round ? g.round.holeNumber(round as Round<V>, hole) : undefined;
  if (n === undefined || reshuffles > OLD_RESHUFFLES_FOLLOWED) return ok(undefined);
  const numbered = dealFromNumber(n, shape);
  let d = numbered;
  for (let a = 1; a <= reshuffles; a++) d = reshuffle(d, hole, a);
  return ok(formatDeal(d) === snap.deal ? formatDeal(numbered) : undefined);
}

/**
 * The round of a saved game against the game: the same variant, a hole of the round whose scores
 * so far are the holes before it (and this one's, once it is counted), and a numbered deal that is
 * the hole's number in the round.
 */
function checkRoundOfGame<S, M, O, V>(rules: GameRules<S, M, O, V>, rr: RoundRules<V>, data: unknown, snap: SavedSnapshot, hole: number): Result<Round<V>> {
  const r = checkRound(rules, rr, data, (snap.number ?? 0) - hole);
  if (!r.ok) return bad(`saved game: ${r.error.message}`);
  const roundVariant = rules.formatVariant(r.value.variant);
  if (roundVariant !== snap.variant) return bad(`saved game: the round is played in ${JSON.stringify(roundVariant)} but the game in ${JSON.stringify(snap.variant)}`);
  if (hole >= rr.holes) return bad(`saved game: hole ${hole + 1} is not one of the round's ${rr.holes}`);
  const played = r.value.scores.length;
  if (played !== hole && played !== hole + 1) return bad(`saved game: the round has ${played} hole scores, but this is hole ${hole + 1}`);
  const expected = rr.holeNumber(r.value, hole);
  if (snap.number !== undefined && expected !== undefined && snap.number !== expected) return bad(`saved game: hole ${hole + 1} of this round is deal ${expected}, not deal ${snap.number}`);
  return r;
}

/** What a game's moves give: the engine replays them from the deal (record checks included). */
interface Measured {
  readonly score: number;
  readonly won: boolean;
  readonly cardsLeft: number;
  readonly over: boolean;
  readonly record: GameRecord;
}

/**
 * A stored game record through the engine (`loadRecord`: the game id, the variant, the deal, the
 * deal number against the cards, a moves list without holes, every move replayed), and what the
 * moves give.
 */
function measureRecord(x: Record<string, unknown>): Result<Measured> {
  const rec = loadRecord({ game: x.game, variant: x.variant, deal: x.deal, moves: x.moves, ...(x.number === undefined ? {} : { number: x.number }) });
  if (!rec.ok) return rec;
  const { record } = rec.value;
  return withModule(record.game, ({ rules }): Result<Measured> => {
    const v = rules.parseVariant(record.variant);
    if (!v.ok) return v;
    const d = parseDeal(record.deal, rules.dealShape(v.value));
    if (!d.ok) return d;
    const r = replay(rules, d.value, v.value, record.moves);
    if (!r.ok) return r;
    const s = r.value.state;
    return ok({ score: rules.score(s), won: rules.isWon(s), cardsLeft: rules.cardsLeft(s), over: rules.isTerminal(s), record });
  });
}

/** A stored field against what the moves give, in the words of the reason it is set aside for. */
function differs(where: string, field: string, stored: unknown, given: unknown): Result<never> | undefined {
  return stored === given ? undefined : bad(`${where}: "${field}" is ${JSON.stringify(stored)} but the moves give ${JSON.stringify(given)}`);
}

/**
 * Checks a game result as strictly as a parsed record: the engine replays its moves, and the
 * stored score, win and cards left must be what they give. A finished (not abandoned) game's moves
 * must end it, and an abandoned game is never won. Nothing is corrected: a result that does not
 * agree with its moves is refused with the reason (stored ones are set aside, imported ones skipped).
 */
export function checkResult(x: unknown): Result<GameResult> {
  if (!isObj(x)) return bad('game result: not an object');
  if (typeof x.id !== 'string' || x.id === '') return bad('game result: "id" must be a non-empty text');
  const where = `game result ${JSON.stringify(x.id.length > 40 ? `${x.id.slice(0, 37)}…` : x.id)}`;
  if (typeof x.game !== 'string' || typeof x.variant !== 'string' || typeof x.deal !== 'string') return bad(`${where}: needs "game" (${GAME_IDS.join(' or ')}), "variant" and "deal" as texts`);
  if (!Array.isArray(x.moves)) return bad(`${where}: "moves" must be a list of move texts`);
  if (!isInt(x.endedAt) || typeof x.abandoned !== 'boolean') return bad(`${where}: "endedAt" or "abandoned" is missing`);
  if (!isInt(x.score) || typeof x.won !== 'boolean' || !isInt(x.cardsLeft)) return bad(`${where}: "score", "won" or "cardsLeft" is missing`);
  const ended = timeProblem(where, 'endedAt', x.endedAt);
  if (ended) return ended;
  const m = measureRecord(x);
  if (!m.ok) return bad(`${where}: ${m.error.message}`);
  const { record } = m.value;
  const variant = canonicalVariantText(record.game, record.variant);
  if (!variant.ok) return bad(`${where}: ${variant.error.message}`);
  const wrong =
    differs(where, 'score', x.score, m.value.score) ??
    differs(where, 'won', x.won, m.value.won && !x.abandoned) ??
    differs(where, 'cardsLeft', x.cardsLeft, m.value.cardsLeft) ??
    (!x.abandoned && !m.value.over ? bad(`${where}: marked finished ("abandoned" is false) but the moves do not end the game`) : undefined);
  if (wrong) return wrong;
  return ok({
    id: x.id,
    game: record.game,
    variant: variant.value,
    deal: record.deal,
    ...(record.number === undefined ? {} : { number: record.number }),
    moves: record.moves,
    score: m.value.score,
    won: x.won,
    cardsLeft: m.value.cardsLeft,
    endedAt: x.endedAt,
    abandoned: x.abandoned,
  });
}

/**
 * Checks a finished round: every hole, each a score a hole can end with; the stored total and par
 * must be what the scores and the variant give (older rounds without them get them worked out).
 */
export function checkRoundResult(x: unknown): Result<RoundResult> {
  if (!isObj(x)) return bad('round result: not an object');
  if (typeof x.variant !== 'string' || !Array.isArray(x.scores) || !isInt(x.endedAt)) return bad('round result: needs "variant", the "scores" and "endedAt"');
  const game = gameOfVariant(x.variant);
  if (!game.ok) return bad(`round result: ${game.error.message}`);
  const ended = timeProblem('round result', 'endedAt', x.endedAt);
  if (ended) return ended;
  const { variant, scores, endedAt } = { variant: x.variant, scores: x.scores as unknown[], endedAt: x.endedAt };
  return withModule(game.value, (g): Result<RoundResult> => {
    if (!g.round) return bad(`round result: ${g.rules.title} is not played in rounds`);
    if (scores.length !== g.round.holes) return bad(`round result: needs "variant", ${g.round.holes} "scores" and "endedAt"`);
    const v = g.rules.parseVariant(variant);
    if (!v.ok) return bad(`round result: ${v.error.message}`);
    const rr = g.round;
    // Index by index: `findIndex` sees a hole in the list as undefined, which is named too.
    for (let i = 0; i < scores.length; i++) {
      const s = scores[i];
      if (typeof s !== 'number' || !rr.possibleScore(v.value, s)) return bad(`round result: hole ${i + 1}: ${s === undefined ? 'nothing' : JSON.stringify(s)} is not a possible hole score`);
    }
    const round = { ...rr.start(v.value, 0), scores: scores as number[] };
    const total = rr.total(round);
    const par = rr.par(round);
    if (x.total !== undefined && x.total !== total) return bad(`round result: "total" is ${JSON.stringify(x.total)} but the scores give ${total}`);
    if (x.par !== undefined && x.par !== par) return bad(`round result: "par" is ${JSON.stringify(x.par)} but the variant gives ${par}`);
    return ok({ variant: g.rules.formatVariant(v.value), scores: scores as number[], total, par, endedAt });
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
    const r = checkResult(g);
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
