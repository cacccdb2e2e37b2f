// The machinery of the one list of games, written once for any list (src/registry/index.ts builds
// the list of the games there are; a test builds one with a third game to show that a game is its
// folders and one entry). Nothing here names a game.

import type { GameId, GameRecord, GameRules } from '../core/game.js';
import type { Catalogue } from '../core/i18n.js';
import type { Result } from '../core/result.js';
import { GameList, type ModuleFn } from '../games/list.js';
import { type ShortLine, type ShortLineOptions, shortLineWith } from '../solve/short-line.js';
import type { SolveGoal, SolveOptions, SolveResult, Solver } from '../solve/types.js';
import type { Game } from './types.js';

/** A function written once for every game. */
export type GameFn<R> = <S, M, O, V>(game: Game<S, M, O, V>) => R;

/** One entry of the list: a game with ways to call generic code on it (the whole game or its module), keeping its own type parameters. */
export interface GameEntry<T> {
  readonly game: T;
  readonly run: <R>(f: GameFn<R>) => R;
  readonly withModule: <R>(f: ModuleFn<R>) => R;
}

export function gameEntry<S, M, O, V>(game: Game<S, M, O, V>): GameEntry<Game<S, M, O, V>> {
  return { game, run: (f) => f(game), withModule: (f) => f(game) };
}

/** What the list offers everything above it; `T` is any of its games. */
export interface Registry<T extends { readonly rules: unknown }> {
  /** The game ids in the order menus list them. */
  readonly GAME_IDS: readonly GameId[];
  /** Parses a game's name: its id or an alias, any case (src/games/list.ts). */
  readonly parseGameId: (text: string) => Result<GameId>;
  /** A game by id (the id is trusted: parse text with parseGameId first). */
  readonly gameModule: (id: GameId) => T;
  readonly rulesFor: (id: GameId) => T['rules'];
  /** The game whose rules these are (the rules objects of the list are the only ones there are). */
  readonly moduleOf: <S, M, O, V>(rules: GameRules<S, M, O, V>) => Game<S, M, O, V>;
  /** Runs a generic function with a game, so code written once serves every game. */
  readonly withGame: <R>(id: GameId, f: GameFn<R>) => R;
  /** Runs `f` with a game's rules in a generic context (`withGame` hands it the whole game). */
  readonly forGame: <R>(id: GameId, f: <S, M, O, V>(rules: GameRules<S, M, O, V>) => R) => R;
  /** Every game's message texts, for a front end that shows any game. */
  readonly GAME_MESSAGES: readonly Catalogue[];
  /** Parses a variant text for a game and writes it back in its one canonical form. */
  readonly canonicalVariant: (game: GameId, text: string) => Result<string>;
  /** Checks a stored game record (untrusted) and rebuilds its position. */
  readonly loadRecord: (record: unknown) => Result<{ record: GameRecord; rules: T['rules'] }>;
  /** Solves any position of any game with its rules object: the best score and a line reaching it, with the stock known. */
  readonly solve: <S, M, O, V>(rules: GameRules<S, M, O, V>, state: S, opts?: SolveOptions) => SolveResult<M>;
  /**
   * Whether the position can be won: stops at the first win found. Verdict `solved` (winnable, with
   * a winning line, not necessarily the best one) or `unsolvable` (then bestScore is exact).
   */
  readonly canWin: <S, M, O, V>(rules: GameRules<S, M, O, V>, state: S, opts?: SolveOptions) => SolveResult<M>;
  /**
   * Among the lines that reach the best score (`found`: the solver's result there), the one with the
   * fewest moves the search can prove within its budget, never coming back to a position: the line
   * to show a player (src/solve/short-line.ts).
   */
  readonly shortLine: <S, M, O, V>(rules: GameRules<S, M, O, V>, state: S, found: SolveResult<M>, opts?: ShortLineOptions) => ShortLine<M>;
  /** A resumable search with its own table: for the web worker, cancellation and budgets in slices. */
  readonly createSolver: <S, M, O, V>(rules: GameRules<S, M, O, V>, state: S, goal?: SolveGoal) => Solver<M>;
}

/** The list's functions over `games`: one entry for every id (the caller's `satisfies Record<GameId, …>` checks it). */
export function makeRegistry<T extends { readonly id: GameId; readonly rules: unknown; readonly aliases: readonly string[]; readonly present: { readonly messages: Catalogue } }>(
  games: Readonly<Record<GameId, GameEntry<T>>>,
): Registry<T> {
  const list = new GameList<T>(games);
  const entryOf = (id: GameId): GameEntry<T> => {
    if (!Object.hasOwn(games, id)) throw new Error(`no game "${String(id)}"`);
    return games[id];
  };
  const moduleOf = <S, M, O, V>(rules: GameRules<S, M, O, V>): Game<S, M, O, V> => list.gameOf(rules) as unknown as Game<S, M, O, V>;
  const solve = <S, M, O, V>(rules: GameRules<S, M, O, V>, state: S, opts?: SolveOptions): SolveResult<M> => moduleOf(rules).solver.solve(state, opts, 'best');
  return {
    GAME_IDS: list.ids,
    parseGameId: (text) => list.parseGameId(text),
    gameModule: (id) => list.game(id),
    rulesFor: (id) => list.game(id).rules,
    moduleOf,
    withGame: (id, f) => entryOf(id).run(f),
    forGame: (id, f) => list.forGame(id, f),
    GAME_MESSAGES: list.messages(),
    canonicalVariant: (game, text) => list.canonicalVariant(game, text),
    loadRecord: (record) => list.loadRecord(record),
    solve,
    canWin: (rules, state, opts) => moduleOf(rules).solver.solve(state, opts, 'win'),
    shortLine: (rules, state, found, opts) => shortLineWith(solve, moduleOf(rules).solver.lineHints, rules, state, found, opts),
    createSolver: (rules, state, goal = 'best') => moduleOf(rules).solver.create(state, goal),
  };
}
