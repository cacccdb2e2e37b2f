// Game-independent helpers on top of the registry: deals for a game and variant, saved games,
// canonical variant texts. The registry itself (the list of games) is registry.ts.

import { type Deal, dealFromNumber, formatDeal, parseDeal } from '../core/deal.js';
import type { GameId, GameRecord, GameRules } from '../core/game.js';
import { replay } from '../core/history.js';
import { err, ok, parseError, type Result } from '../core/result.js';
import { MAX_DEAL_NUMBER } from '../core/rng.js';
import { type AnyRules, parseGameId, rulesFor, withGame } from './registry.js';

export * from './registry.js';

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

/** Runs `f` with a game's rules in a generic context (`withGame` hands it the whole module). */
export function forGame<R>(id: GameId, f: <S, M, O, V>(rules: GameRules<S, M, O, V>) => R): R {
  return withGame(id, (g) => f(g.rules));
}

/** Parses a variant text for a game and writes it back in its one canonical form. */
export function canonicalVariant(game: GameId, text: string): Result<string> {
  return forGame(game, (rules) => {
    const v = rules.parseVariant(text);
    return v.ok ? ok(rules.formatVariant(v.value)) : v;
  });
}
