// What a game is started from: the game, its variant (canonical text), the deal and its number.
// Deal numbers come from the engine's frozen mapping, so a number means the same deal everywhere.
// Every game question goes through the registry (withGame), so nothing here names a game.

import { type Deal, dealFromNumber, parseDeal } from '../../src/core/deal.js';
import type { GameId } from '../../src/core/game.js';
import { ok, type Result, unwrap } from '../../src/core/result.js';
import { parseGameId, withModule } from '../games/engine.js';

export interface GameSpec {
  readonly game: GameId;
  /** Canonical variant text, as the engine writes it: `game(option,option=value)`. */
  readonly variant: string;
  readonly deal: Deal;
  readonly number?: number | undefined;
}

export function randomDealNumber(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0] ?? 0;
}

/** A variant text of a game written back in its one canonical form (the engine's). */
export function canonicalVariantText(game: GameId, text: string): Result<string> {
  return withModule(game, ({ rules }): Result<string> => {
    const v = rules.parseVariant(text);
    return v.ok ? ok(rules.formatVariant(v.value)) : v;
  });
}

/** A numbered deal of a game and variant; the variant text is parsed and written canonically. */
export function numberedSpec(game: GameId, variant: string, n: number): Result<GameSpec> {
  return withModule(game, ({ rules }): Result<GameSpec> => {
    const v = rules.parseVariant(variant);
    if (!v.ok) return v;
    return ok({ game, variant: rules.formatVariant(v.value), deal: dealFromNumber(n, rules.dealShape(v.value)), number: n });
  });
}

/** A deal given as text (loose: lower case, any separators, as typed or in a link; strict: as stored). */
export function typedSpec(game: GameId, variant: string, cards: string, opts: { loose?: boolean; number?: number } = { loose: true }): Result<GameSpec> {
  return withModule(game, ({ rules }): Result<GameSpec> => {
    const v = rules.parseVariant(variant);
    if (!v.ok) return v;
    const d = parseDeal(cards, rules.dealShape(v.value), { loose: opts.loose === true });
    if (!d.ok) return d;
    return ok({ game, variant: rules.formatVariant(v.value), deal: d.value, number: opts.number });
  });
}

/** A spec from stored texts (already checked, so a failure is a programmer error). */
export function specFromText(game: GameId, variant: string, dealText: string, number: number | undefined): GameSpec {
  return unwrap(typedSpec(game, variant, dealText, number === undefined ? {} : { number }));
}

/** The game a variant text belongs to: the name before its options. */
export function gameOfVariant(text: string): Result<GameId> {
  const open = text.indexOf('(');
  return parseGameId(open < 0 ? text : text.slice(0, open));
}
