// What a game is started from: the game, its variant (canonical text), the deal and its number.
// Deal numbers come from the engine's frozen mapping, so a number means the same deal everywhere.

import { type Deal, parseDeal } from '../src/core/deal.js';
import type { GameId } from '../src/core/game.js';
import { ok, type Result, unwrap } from '../src/core/result.js';
import { forGame, numberedDeal, parseGameId } from '../src/games/index.js';

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

/** A numbered deal of a game and variant; the variant text is parsed and written canonically. */
export function numberedSpec(game: GameId, variant: string, n: number): Result<GameSpec> {
  return forGame(game, (rules): Result<GameSpec> => {
    const v = rules.parseVariant(variant);
    if (!v.ok) return v;
    return ok({ game, variant: rules.formatVariant(v.value), deal: numberedDeal(rules, v.value, n), number: n });
  });
}

/** A typed deal of a game and variant (loose: lower case, any separators). */
export function typedSpec(game: GameId, variant: string, cards: string): Result<GameSpec> {
  return forGame(game, (rules): Result<GameSpec> => {
    const v = rules.parseVariant(variant);
    if (!v.ok) return v;
    const d = parseDeal(cards, rules.dealShape(v.value), { loose: true });
    if (!d.ok) return d;
    return ok({ game, variant: rules.formatVariant(v.value), deal: d.value });
  });
}

/** A spec from stored texts (already checked, so a failure is a programmer error). */
export function specFromText(game: GameId, variant: string, dealText: string, number: number | undefined): GameSpec {
  const r = forGame(game, (rules): Result<GameSpec> => {
    const v = rules.parseVariant(variant);
    if (!v.ok) return v;
    const d = parseDeal(dealText, rules.dealShape(v.value));
    if (!d.ok) return d;
    return ok({ game, variant: rules.formatVariant(v.value), deal: d.value, number });
  });
  return unwrap(r);
}

/** The game a variant text belongs to: the name before its options. */
export function gameOfVariant(text: string): Result<GameId> {
  const open = text.indexOf('(');
  return parseGameId(open < 0 ? text : text.slice(0, open));
}
