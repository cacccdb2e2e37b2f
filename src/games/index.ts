// The game registry and game-independent helpers on top of GameRules.

import type { AcesUpMove, AcesUpObservation, AcesUpState, AcesUpVariant } from './acesup/index.js';
import { acesUp } from './acesup/index.js';
import type { GolfMove, GolfObservation, GolfState, GolfVariant } from './golf/index.js';
import { golf } from './golf/index.js';
import { type Deal, dealFromNumber, parseDeal } from '../core/deal.js';
import { GAME_IDS, type GameId, type GameRecord, type GameRules } from '../core/game.js';
import { replay } from '../core/history.js';
import { err, ok, parseError, type Result } from '../core/result.js';

export { acesUp, golf };

/** Any game's rules, for code that handles both games the same way. */
export type AnyRules = GameRules<AcesUpState, AcesUpMove, AcesUpObservation, AcesUpVariant> | GameRules<GolfState, GolfMove, GolfObservation, GolfVariant>;

export function rulesFor(id: GameId): AnyRules {
  return id === 'acesup' ? acesUp : golf;
}

export function parseGameId(text: string): Result<GameId> {
  const t = text.trim().toLowerCase();
  const aliases: Record<string, GameId> = { acesup: 'acesup', 'aces-up': 'acesup', idiot: 'acesup', idiotkabal: 'acesup', golf: 'golf' };
  const id = aliases[t];
  if (id) return ok(id);
  return err(parseError('ERR_GAME', `unknown game "${text}" (use ${GAME_IDS.join(' or ')})`, { token: text }));
}

/** Parses deal text for a game and variant: card count and jokers follow the variant. */
export function parseGameDeal<S, M, O, V>(rules: GameRules<S, M, O, V>, variant: V, text: string, opts: { loose?: boolean } = {}): Result<Deal> {
  return parseDeal(text, rules.dealShape(variant), opts);
}

export function numberedDeal<S, M, O, V>(rules: GameRules<S, M, O, V>, variant: V, n: number): Deal {
  return dealFromNumber(n, rules.dealShape(variant));
}

/** Checks a stored game record (untrusted) and rebuilds its position. */
export function loadRecord(record: unknown): Result<{ record: GameRecord; rules: AnyRules }> {
  if (typeof record !== 'object' || record === null) return err(parseError('ERR_RECORD', 'a saved game must be an object'));
  const r = record as Record<string, unknown>;
  if (typeof r.game !== 'string') return err(parseError('ERR_RECORD', 'saved game: "game" is missing'));
  const id = parseGameId(r.game);
  if (!id.ok) return id;
  if (typeof r.variant !== 'string' || typeof r.deal !== 'string' || !Array.isArray(r.moves) || !r.moves.every((m) => typeof m === 'string')) {
    return err(parseError('ERR_RECORD', 'saved game: needs "variant" and "deal" as text and "moves" as a list of move texts'));
  }
  const rules = rulesFor(id.value);
  const moves = r.moves;
  const check = <S, M, O, V>(g: GameRules<S, M, O, V>): Result<true> => {
    const v = g.parseVariant(r.variant as string);
    if (!v.ok) return v;
    const d = parseDeal(r.deal as string, g.dealShape(v.value));
    if (!d.ok) return err({ ...d.error, message: `saved game deal: ${d.error.message}` });
    const played = replay(g, d.value, v.value, moves);
    if (!played.ok) return err({ ...played.error, message: `saved game: ${played.error.message}` });
    return ok(true);
  };
  const checked = rules.id === 'acesup' ? check(acesUp) : check(golf);
  if (!checked.ok) return checked;
  const out: GameRecord = {
    game: id.value,
    variant: r.variant,
    deal: r.deal,
    moves,
    ...(typeof r.number === 'number' ? { number: r.number } : {}),
  };
  return ok({ record: out, rules });
}

/** Runs `f` with a game's rules in a generic context, so code written once serves both games. */
export function forGame<R>(id: GameId, f: <S, M, O, V>(rules: GameRules<S, M, O, V>) => R): R {
  return id === 'acesup' ? f(acesUp) : f(golf);
}

/** Parses a variant text for a game and writes it back in its one canonical form. */
export function canonicalVariant(game: GameId, text: string): Result<string> {
  return forGame(game, (rules) => {
    const v = rules.parseVariant(text);
    return v.ok ? ok(rules.formatVariant(v.value)) : v;
  });
}
