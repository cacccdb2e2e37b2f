// The one list of games (as OpenSpiel registers each game by name once). Each entry is a game's
// whole description (src/registry/<game>/: its engine module, solver, players and coach settings);
// everything else reaches a game through here, by id (`withGame`, `gameModule`) or by its rules
// (`moduleOf`), so adding a game is its own folders and one line below.

import { dealFromNumber, formatDeal, parseDeal } from '../core/deal.js';
import type { GameId, GameRecord, GameRules } from '../core/game.js';
import { replay } from '../core/history.js';
import type { Catalogue } from '../core/i18n.js';
import { asciiLower, err, ok, parseError, type Result } from '../core/result.js';
import { MAX_DEAL_NUMBER } from '../core/rng.js';
import { type ShortLine, type ShortLineOptions, shortLineWith } from '../solve/short-line.js';
import type { SolveGoal, SolveOptions, SolveResult, Solver } from '../solve/types.js';
import { ACESUP } from './acesup/index.js';
import { GOLF } from './golf/index.js';
import type { Game } from './types.js';

// The games' rules by name, for the library's users (`import { acesUp, golf } from 'kabal'`), and
// each game's whole rules module (`import { acesup } from 'kabal'`).
export { acesUp } from '../games/acesup/index.js';
export { golf } from '../games/golf/index.js';
export * as acesup from '../games/acesup/index.js';
export * as golfRules from '../games/golf/index.js';
// Each game's solver, for the library's users (`solve` and `canWin` below take any game).
export { AcesUpSolver, GHOST_MAX_STATES, solveAcesUp } from '../solve/acesup/index.js';
export { GolfSolver, solveGolf } from '../solve/golf/index.js';

export type { CoachSettings, Game, GamePlayers, GameSolver } from './types.js';
export type { DealLayout, GameModule, GameReportWords, ReportRuleSet } from '../games/module.js';

/** A function written once for every game. */
export type GameFn<R> = <S, M, O, V>(game: Game<S, M, O, V>) => R;

/** A game with a way to call a generic function on it, keeping its own type parameters. */
function entry<S, M, O, V>(game: Game<S, M, O, V>) {
  return { game, run: <R>(f: GameFn<R>): R => f(game) };
}

/** The games, by id, in the order menus list them. `satisfies` makes sure every id core knows has exactly one. */
const GAMES = {
  acesup: entry(ACESUP),
  golf: entry(GOLF),
} as const satisfies Record<GameId, unknown>;

/** The game ids in the order menus list them. */
export const GAME_IDS: readonly GameId[] = Object.freeze(Object.keys(GAMES) as GameId[]);

/** Any game, for code that handles every game the same way. */
export type AnyGame = (typeof GAMES)[GameId]['game'];
/** Any game's module (the same objects as AnyGame). */
export type AnyGameModule = AnyGame;

/** Any game's rules. */
export type AnyRules = AnyGame['rules'];

/** Every name a game goes by (its id and its aliases), lower case. */
const ALIASES: ReadonlyMap<string, GameId> = new Map<string, GameId>(GAME_IDS.flatMap((id) => [id, ...GAMES[id].game.aliases].map((name): [string, GameId] => [name, id])));

/**
 * Parses a game's name. Names are looked up in a Map, never as properties of an object, so
 * `__proto__`, `constructor` or `toString` are unknown games like any other word.
 */
export function parseGameId(text: string): Result<GameId> {
  const id = ALIASES.get(asciiLower(text.trim()));
  if (id !== undefined) return ok(id);
  const shown = text.length > 40 ? `${text.slice(0, 37)}…` : text;
  return err(parseError('ERR_GAME', `unknown game "${shown}" (use ${GAME_IDS.join(' or ')})`, { token: text }));
}

function entryOf(id: GameId): (typeof GAMES)[GameId] {
  if (!Object.hasOwn(GAMES, id)) throw new Error(`no game "${String(id)}"`);
  return GAMES[id];
}

/** A game by id (the id is trusted: parse text with parseGameId first). */
export function gameModule(id: GameId): AnyGame {
  return entryOf(id).game;
}

export function rulesFor(id: GameId): AnyRules {
  return gameModule(id).rules;
}

/** The game whose rules these are (the rules objects of the list are the only ones there are). */
export function moduleOf<S, M, O, V>(rules: GameRules<S, M, O, V>): Game<S, M, O, V> {
  const m = gameModule(rules.id);
  if ((m.rules as unknown) !== rules) throw new Error(`the rules of "${rules.id}" are not the registry's`);
  return m as unknown as Game<S, M, O, V>;
}

/** Runs a generic function with a game, so code written once serves every game. */
export function withGame<R>(id: GameId, f: GameFn<R>): R {
  return entryOf(id).run(f);
}

/** Runs `f` with a game's rules in a generic context (`withGame` hands it the whole game). */
export function forGame<R>(id: GameId, f: <S, M, O, V>(rules: GameRules<S, M, O, V>) => R): R {
  return withGame(id, (g) => f(g.rules));
}

/** Every game's message texts, for a front end that shows any game. */
export const GAME_MESSAGES: readonly Catalogue[] = GAME_IDS.map((id) => gameModule(id).present.messages);

/** Parses a variant text for a game and writes it back in its one canonical form. */
export function canonicalVariant(game: GameId, text: string): Result<string> {
  return forGame(game, (rules) => {
    const v = rules.parseVariant(text);
    return v.ok ? ok(rules.formatVariant(v.value)) : v;
  });
}

/** Solves any position of any game with its rules object: the best score and a line reaching it, with the stock known. */
export function solve<S, M, O, V>(rules: GameRules<S, M, O, V>, state: S, opts?: SolveOptions): SolveResult<M> {
  return moduleOf(rules).solver.solve(state, opts, 'best');
}

/**
 * Whether the position can be won: stops at the first win found. Verdict `solved` (winnable, with
 * a winning line, not necessarily the best one) or `unsolvable` (then bestScore is exact).
 */
export function canWin<S, M, O, V>(rules: GameRules<S, M, O, V>, state: S, opts?: SolveOptions): SolveResult<M> {
  return moduleOf(rules).solver.solve(state, opts, 'win');
}

/**
 * Among the lines that reach the best score (`found`: the solver's result there), the one with the
 * fewest moves the search can prove within its budget, never coming back to a position: the line
 * to show a player (src/solve/short-line.ts).
 */
export function shortLine<S, M, O, V>(rules: GameRules<S, M, O, V>, state: S, found: SolveResult<M>, opts?: ShortLineOptions): ShortLine<M> {
  return shortLineWith(solve, moduleOf(rules).solver.lineHints, rules, state, found, opts);
}

/** A resumable search with its own table: for the web worker, cancellation and budgets in slices. */
export function createSolver<S, M, O, V>(rules: GameRules<S, M, O, V>, state: S, goal: SolveGoal = 'best'): Solver<M> {
  return moduleOf(rules).solver.create(state, goal);
}

/** Checks a stored game record (untrusted) and rebuilds its position. */
export function loadRecord(record: unknown): Result<{ record: GameRecord; rules: AnyRules }> {
  if (typeof record !== 'object' || record === null) return err(parseError('ERR_RECORD', 'a saved game must be an object'));
  const r = record as Record<string, unknown>;
  if (typeof r.game !== 'string') return err(parseError('ERR_RECORD', 'saved game: "game" is missing'));
  const id = parseGameId(r.game);
  if (!id.ok) return id;
  if (typeof r.variant !== 'string' || typeof r.deal !== 'string' || !Array.isArray(r.moves)) {
    return err(parseError('ERR_RECORD', 'saved game: needs "variant" and "deal" as text and "moves" as a list of move texts'));
  }
  // Index by index: `every` would skip the holes of a sparse list.
  const list: unknown[] = r.moves;
  const moves: string[] = [];
  for (let i = 0; i < list.length; i++) {
    const m = list[i];
    if (typeof m !== 'string') return err(parseError('ERR_RECORD', `saved game: move ${i + 1} is not a move text`, { position: i + 1 }));
    moves.push(m);
  }
  const number = r.number;
  if (number !== undefined && !(typeof number === 'number' && Number.isInteger(number) && number >= 0 && number <= MAX_DEAL_NUMBER)) {
    return err(parseError('ERR_RECORD', 'saved game: "number" must be a deal number (a whole number from 0 to 4294967295)'));
  }
  const rules = rulesFor(id.value);
  const check = <S, M, O, V>({ rules: g }: { rules: GameRules<S, M, O, V> }): Result<true> => {
    const v = g.parseVariant(r.variant as string);
    if (!v.ok) return v;
    const d = parseDeal(r.deal as string, g.dealShape(v.value));
    if (!d.ok) return err({ ...d.error, message: `saved game deal: ${d.error.message}` });
    if (typeof number === 'number' && formatDeal(dealFromNumber(number, g.dealShape(v.value))) !== formatDeal(d.value)) {
      return err(parseError('ERR_RECORD', `saved game: the cards are not those of deal ${number}`));
    }
    const played = replay(g, d.value, v.value, moves);
    if (!played.ok) return err({ ...played.error, message: `saved game: ${played.error.message}` });
    return ok(true);
  };
  const checked = withGame(id.value, check);
  if (!checked.ok) return checked;
  const out: GameRecord = {
    game: id.value,
    variant: r.variant,
    deal: r.deal,
    moves,
    ...(typeof number === 'number' ? { number } : {}),
  };
  return ok({ record: out, rules });
}
