// The one list of games (as OpenSpiel registers each game by name once). Each entry is a game's
// whole description (src/registry/<game>/: its engine module, solver, players and coach settings);
// everything else reaches a game through here, by id (`withGame`, `gameModule`) or by its rules
// (`moduleOf`), so adding a game is its own folders and one line below.

import type { GameId } from '../core/game.js';
import { ACESUP } from './acesup/index.js';
import { GOLF } from './golf/index.js';
import { gameEntry, makeRegistry } from './registry.js';

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
export type { BoundDraw, GameBound, PositionBound } from '../bound/types.js';
export type { GameEntry, GameFn, Registry } from './registry.js';
export type { DealLayout, GameModule, GameReportWords, ReportRuleSet } from '../games/module.js';

/** The games, by id, in the order menus list them. `satisfies` makes sure every id core knows has exactly one. */
const GAMES = {
  acesup: gameEntry(ACESUP),
  golf: gameEntry(GOLF),
} as const satisfies Record<GameId, unknown>;

/** Any game, for code that handles every game the same way. */
export type AnyGame = (typeof GAMES)[GameId]['game'];
/** Any game's module (the same objects as AnyGame). */
export type AnyGameModule = AnyGame;
/** Any game's rules. */
export type AnyRules = AnyGame['rules'];

// Everything the list offers (src/registry/registry.ts says what each one does).
export const { GAME_IDS, parseGameId, gameModule, rulesFor, moduleOf, withGame, forGame, GAME_MESSAGES, canonicalVariant, loadRecord, solve, canWin, shortLine, createSolver } = makeRegistry<AnyGame>(GAMES);
