// The one list of games (as OpenSpiel registers each game by name once). Each entry is a game's
// whole description (src/registry/<game>/: its engine module, solver, players and coach settings);
// everything else reaches a game through here, by id (`withGame`, `gameModule`) or by its rules
// (`moduleOf`), so adding a game is its own folders and one line below.

import type { GameId, GameRecord, GameRules } from '../core/game.js';
import type { Catalogue } from '../core/i18n.js';
import type { Result } from '../core/result.js';
import { GameList, type ModuleFn } from '../games/list.js';
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

export type { CoachSettings, ExactFairJob, ExactFairSolver, ExactFairValue, Game, GamePlayers, GameSolver } from './types.js';
export type { DealLayout, GameModule, GameReportWords, ReportRuleSet } from '../games/module.js';

/** A function written once for every game. */
export type GameFn<R> = <S, M, O, V>(game: Game<S, M, O, V>) => R;

/** A game with ways to call generic functions on it (on the whole game or its module), keeping its own type parameters. */
function entry<S, M, O, V>(game: Game<S, M, O, V>) {
  return { game, run: <R>(f: GameFn<R>): R => f(game), withModule: <R>(f: ModuleFn<R>): R => f(game) };
}

/** The games, by id, in the order menus list them. `satisfies` makes sure every id core knows has exactly one. */
const GAMES = {
  acesup: entry(ACESUP),
  golf: entry(GOLF),
} as const satisfies Record<GameId, unknown>;

/** Any game, for code that handles every game the same way. */
export type AnyGame = (typeof GAMES)[GameId]['game'];
/** Any game's module (the same objects as AnyGame). */
export type AnyGameModule = AnyGame;

/** Any game's rules. */
export type AnyRules = AnyGame['rules'];

const LIST = new GameList<AnyGame>(GAMES);

/** The game ids in the order menus list them. */
export const GAME_IDS: readonly GameId[] = LIST.ids;

/** Parses a game's name: its id or an alias, any case (src/games/list.ts). */
export const parseGameId = (text: string): Result<GameId> => LIST.parseGameId(text);

/** A game by id (the id is trusted: parse text with parseGameId first). */
export const gameModule = (id: GameId): AnyGame => LIST.game(id);

export const rulesFor = (id: GameId): AnyRules => gameModule(id).rules;

/** The game whose rules these are (the rules objects of the list are the only ones there are). */
export function moduleOf<S, M, O, V>(rules: GameRules<S, M, O, V>): Game<S, M, O, V> {
  return LIST.gameOf(rules) as unknown as Game<S, M, O, V>;
}

/** Runs a generic function with a game, so code written once serves every game. */
export function withGame<R>(id: GameId, f: GameFn<R>): R {
  if (!Object.hasOwn(GAMES, id)) throw new Error(`no game "${String(id)}"`);
  return GAMES[id].run(f);
}

/** Runs `f` with a game's rules in a generic context (`withGame` hands it the whole game). */
export const forGame = <R>(id: GameId, f: <S, M, O, V>(rules: GameRules<S, M, O, V>) => R): R => LIST.forGame(id, f);

/** Every game's message texts, for a front end that shows any game. */
export const GAME_MESSAGES: readonly Catalogue[] = LIST.messages();

/** Parses a variant text for a game and writes it back in its one canonical form. */
export const canonicalVariant = (game: GameId, text: string): Result<string> => LIST.canonicalVariant(game, text);

/** Checks a stored game record (untrusted) and rebuilds its position. */
export const loadRecord = (record: unknown): Result<{ record: GameRecord; rules: AnyRules }> => LIST.loadRecord(record) as Result<{ record: GameRecord; rules: AnyRules }>;

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
