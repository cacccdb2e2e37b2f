// The engine's side of the web's list of games: each game's module (rules, variants, presentation)
// by id, with the lookups the page needs (a game's name, a stored record, a variant's text). Only
// the modules: the solvers and players stay in the workers (src/registry), so the first load
// carries the rules and nothing more. The games and their order are web/games/index.ts's.

import type { GameId, GameRecord, GameRules } from '../../src/core/game.js';
import type { Catalogue } from '../../src/core/i18n.js';
import type { Result } from '../../src/core/result.js';
import { GameList, type Listed, listed, type ModuleFn } from '../../src/games/list.js';
import type { GameModule } from '../../src/games/module.js';
import { WEB_GAMES, withWebGame } from './index.js';

/** Any game's module. */
export type AnyModule = GameModule<unknown, unknown, unknown, unknown>;

// Each entry keeps its game's own types for withModule; the list sees the parts every module shares.
const LIST = new GameList<AnyModule>(Object.fromEntries(WEB_GAMES.map((g) => [g.id, withWebGame(g.id, (w) => listed(w.module) as unknown as Listed<AnyModule>)])) as Record<GameId, Listed<AnyModule>>);

/** The game ids in the order menus list them. */
export const GAME_IDS: readonly GameId[] = LIST.ids;

/** Parses a game's name: its id or an alias, any case. */
export const parseGameId = (text: string): Result<GameId> => LIST.parseGameId(text);

/** A game's module by id (the id is trusted: parse text with parseGameId first). */
export const gameModule = (id: GameId): AnyModule => LIST.game(id);

/** Runs generic code with a game's module, keeping its own type parameters. */
export const withModule = <R>(id: GameId, f: ModuleFn<R>): R => LIST.withModule(id, f);

/** Runs `f` with a game's rules in a generic context. */
export const forGame = <R>(id: GameId, f: <S, M, O, V>(rules: GameRules<S, M, O, V>) => R): R => LIST.forGame(id, f);

/** Every game's message texts. */
export const GAME_MESSAGES: readonly Catalogue[] = LIST.messages();

/** Checks a stored game record (untrusted) and rebuilds its position. */
export const loadRecord = (record: unknown): Result<{ record: GameRecord; rules: GameRules<unknown, unknown, unknown, unknown> }> => LIST.loadRecord(record);
