// Helpers written once for any game's rules: deals for a game and variant. Each game's rules are
// in its own folder; the list of games, with their solvers and players, is src/registry/.

import { type Deal, dealFromNumber, parseDeal } from '../core/deal.js';
import type { GameRules } from '../core/game.js';
import type { Result } from '../core/result.js';
export type { DealLayout, GameModule, GameReportWords, ReportRuleSet } from './module.js';

/** Parses deal text for a game and variant: card count and jokers follow the variant. */
export function parseGameDeal<S, M, O, V>(rules: GameRules<S, M, O, V>, variant: V, text: string, opts: { loose?: boolean } = {}): Result<Deal> {
  return parseDeal(text, rules.dealShape(variant), opts);
}

export function numberedDeal<S, M, O, V>(rules: GameRules<S, M, O, V>, variant: V, n: number): Deal {
  return dealFromNumber(n, rules.dealShape(variant));
}

