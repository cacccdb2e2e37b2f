// A list of games by id, written once for any kind of entry: the engine modules alone (what a page
// needs to draw and check a game) or the whole games with their solvers and players (src/registry).
// Lookups by name, the games' order, and the checks that need only the rules (a game's variant
// text, a stored record) live here, so the lists themselves are a few lines that name the games.
// Nothing here names a game.

import { dealFromNumber, formatDeal, parseDeal } from '../core/deal.js';
import type { GameId, GameRecord, GameRules } from '../core/game.js';
import { replay } from '../core/history.js';
import type { Catalogue } from '../core/i18n.js';
import { asciiLower, err, ok, parseError, type Result } from '../core/result.js';
import { MAX_DEAL_NUMBER } from '../core/rng.js';
import type { GameModule } from './module.js';

/** A function written once for every game's module. */
export type ModuleFn<R> = <S, M, O, V>(module: GameModule<S, M, O, V>) => R;

/** One entry of a list: what it holds (a module, or more) and a way to run generic code on its module. */
export interface Listed<T> {
  readonly game: T;
  readonly withModule: <R>(f: ModuleFn<R>) => R;
}

/** An entry for a game module. */
export function listed<S, M, O, V>(module: GameModule<S, M, O, V>): Listed<GameModule<S, M, O, V>> {
  return { game: module, withModule: (f) => f(module) };
}

/** The rules of any listed game. */
type AnyRules = GameRules<unknown, unknown, unknown, unknown>;

export class GameList<T extends { readonly id: GameId; readonly rules: unknown; readonly aliases: readonly string[]; readonly present: { readonly messages: Catalogue } }> {
  /** The game ids in the order menus list them. */
  readonly ids: readonly GameId[];
  private readonly names: ReadonlyMap<string, GameId>;

  /** `byId` has one entry for every id core knows (the caller's `satisfies Record<GameId, …>` checks it). */
  constructor(private readonly byId: Readonly<Record<GameId, Listed<T>>>) {
    this.ids = Object.freeze(Object.keys(byId) as GameId[]);
    for (const id of this.ids) if (byId[id].game.id !== id) throw new Error(`the game listed as "${id}" says it is "${byId[id].game.id}"`);
    this.names = new Map(this.ids.flatMap((id) => [id, ...byId[id].game.aliases].map((name): [string, GameId] => [name, id])));
  }

  private entry(id: GameId): Listed<T> {
    if (!Object.hasOwn(this.byId, id)) throw new Error(`no game "${String(id)}"`);
    return this.byId[id];
  }

  /**
   * Parses a game's name (its id or an alias, any case). Names are looked up in a Map, never as
   * properties of an object, so `__proto__` or `toString` are unknown games like any other word.
   */
  parseGameId(text: string): Result<GameId> {
    const id = this.names.get(asciiLower(text.trim()));
    if (id !== undefined) return ok(id);
    const shown = text.length > 40 ? `${text.slice(0, 37)}…` : text;
    return err(parseError('ERR_GAME', `unknown game "${shown}" (use ${this.ids.join(' or ')})`, { token: text }));
  }

  /** A game by id (the id is trusted: parse text with parseGameId first). */
  game(id: GameId): T {
    return this.entry(id).game;
  }

  /** Runs generic code with a game's module, keeping its own type parameters. */
  withModule<R>(id: GameId, f: ModuleFn<R>): R {
    return this.entry(id).withModule(f);
  }

  /** Runs `f` with a game's rules in a generic context. */
  forGame<R>(id: GameId, f: <S, M, O, V>(rules: GameRules<S, M, O, V>) => R): R {
    return this.withModule(id, (m) => f(m.rules));
  }

  /** The listed game whose rules these are (the rules objects of the list are the only ones there are). */
  gameOf(rules: { readonly id: GameId }): T {
    const g = this.game(rules.id);
    if (g.rules !== rules) throw new Error(`the rules of "${rules.id}" are not the list's`);
    return g;
  }

  /** Every game's message texts, for a front end that shows any game. */
  messages(): readonly Catalogue[] {
    return this.ids.map((id) => this.game(id).present.messages);
  }

  /** Parses a variant text for a game and writes it back in its one canonical form. */
  canonicalVariant(game: GameId, text: string): Result<string> {
    return this.forGame(game, (rules) => {
      const v = rules.parseVariant(text);
      return v.ok ? ok(rules.formatVariant(v.value)) : v;
    });
  }

  /** Checks a stored game record (untrusted) and rebuilds its position. */
  loadRecord(record: unknown): Result<{ record: GameRecord; rules: AnyRules }> {
    if (typeof record !== 'object' || record === null) return err(parseError('ERR_RECORD', 'a saved game must be an object'));
    const r = record as Record<string, unknown>;
    if (typeof r.game !== 'string') return err(parseError('ERR_RECORD', 'saved game: "game" is missing'));
    const id = this.parseGameId(r.game);
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
    const variantText = r.variant;
    const dealText = r.deal;
    const checked = this.forGame(id.value, (g): Result<true> => {
      const v = g.parseVariant(variantText);
      if (!v.ok) return v;
      const d = parseDeal(dealText, g.dealShape(v.value));
      if (!d.ok) return err({ ...d.error, message: `saved game deal: ${d.error.message}` });
      if (typeof number === 'number' && formatDeal(dealFromNumber(number, g.dealShape(v.value))) !== formatDeal(d.value)) {
        return err(parseError('ERR_RECORD', `saved game: the cards are not those of deal ${number}`));
      }
      const played = replay(g, d.value, v.value, moves);
      if (!played.ok) return err({ ...played.error, message: `saved game: ${played.error.message}` });
      return ok(true);
    });
    if (!checked.ok) return checked;
    const out: GameRecord = { game: id.value, variant: variantText, deal: dealText, moves, ...(typeof number === 'number' ? { number } : {}) };
    return ok({ record: out, rules: this.game(id.value).rules as AnyRules });
  }
}
