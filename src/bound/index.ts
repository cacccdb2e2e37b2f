// The fair-play bound (information relaxation with a penalty; docs/bound.md), written once for
// every game that has one (`bound` of its object, src/registry/<game>/): a deal by number in, its
// per-order values out, with the stock-known result on the same orders and, when asked, a fair
// player's result on the deal itself. Nothing here names a game.

import { dealFromNumber } from '../core/deal.js';
import type { GameId } from '../core/game.js';
import { fnv1a, spreadSeed } from '../core/hash.js';
import { makeRunner } from '../players/registry.js';
import { type Game, withGame } from '../registry/index.js';

export type { BoundDraw, GameBound, PositionBound, PositionBounder } from './types.js';

export interface BoundSpec {
  readonly game: GameId;
  /** The variant's text form (`golf(putt-putt)`). */
  readonly variant: string;
  /** Stock orders drawn per deal. */
  readonly orders: number;
  /** Deals drawn per stock position for the mean of the estimate (games that sample it). */
  readonly samples: number;
  /** A fair player (a `kabal sim` name, `best` included) to play on each deal itself, or null. */
  readonly player: string | null;
  /** One of the game's estimates (`GameBound.estimates`); `zero` makes the bound the stock-known rate on the drawn orders. */
  readonly estimate: string;
}

export interface DealBound {
  readonly number: number;
  /** The penalised value of each drawn order. */
  readonly values: readonly number[];
  /** How many of the drawn orders can be won with the stock known. */
  readonly stockKnownWins: number;
  /** The fair player's result on the deal as numbered (its real stock order), when one was asked for. */
  readonly playerWon?: boolean;
  readonly positions: number;
  readonly estimates: number;
}

/** The games that have a bound, in the registry's order. */
export function boundGames(ids: readonly GameId[]): GameId[] {
  return ids.filter((id) => withGame(id, (g) => g.bound !== undefined));
}

/** The estimates a game's bound can use, the default first (empty: the game has no bound). */
export function boundEstimates(game: GameId): readonly string[] {
  return withGame(game, (g) => g.bound?.estimates ?? []);
}

/** Whether a game's bound samples the mean of its estimate (then `samples` applies). */
export function boundSamples(game: GameId): boolean {
  return withGame(game, (g) => g.bound?.sampled ?? false);
}

/** The estimate a game's bound uses unless told otherwise (each game says which is best for it: docs/bound.md). */
export function defaultEstimate(game: GameId): string {
  return boundEstimates(game)[0] ?? 'zero';
}

/** What the bound uses as its estimate under a spec, for the output. */
export function estimateName(spec: Pick<BoundSpec, 'game' | 'variant' | 'estimate'>): string {
  return withGame(spec.game, (g) => {
    const v = g.rules.parseVariant(spec.variant);
    return g.bound !== undefined && v.ok ? g.bound.describe(v.value, spec.estimate) : spec.estimate;
  });
}

/** Checks a spec; the message says what is wrong (null: nothing). */
export function checkBoundSpec(spec: BoundSpec): string | null {
  return withGame(spec.game, (g) => {
    if (g.bound === undefined) return `${g.rules.title} has no fair-play bound`;
    const v = g.rules.parseVariant(spec.variant);
    if (!v.ok) return v.error.message;
    if (!g.bound.estimates.includes(spec.estimate)) return `no estimate "${spec.estimate}" for ${g.rules.title} (choose ${g.bound.estimates.join(' or ')})`;
    return g.bound.unsupported(v.value) ?? null;
  });
}

/** The seed of a deal's orders: from the cards a player sees at the start (never the stock order). */
function seedOf(shown: readonly number[]): number {
  return spreadSeed(fnv1a(shown.map((c) => c + 1)));
}

/** A function that bounds one numbered deal under `spec` (checked first with checkBoundSpec). */
export function boundRunner(spec: BoundSpec): (number: number) => DealBound {
  return withGame(spec.game, (g) => runnerFor(g, spec));
}

function runnerFor<S, M, O, V>(g: Game<S, M, O, V>, spec: BoundSpec): (number: number) => DealBound {
  const { rules, bound } = g;
  if (bound === undefined) throw new Error(`${rules.title} has no fair-play bound`);
  const v = rules.parseVariant(spec.variant);
  if (!v.ok) throw new Error(v.error.message);
  const variant = v.value;
  const one = bound.runner(variant, spec.estimate);
  const player = spec.player === null ? null : makeRunner(spec.game, spec.variant, spec.player);
  return (number) => {
    const deal = dealFromNumber(number, rules.dealShape(variant));
    const obs = rules.observe(rules.start(deal, variant));
    const r = one.bound(obs, { orders: spec.orders, seed: seedOf(bound.shown(obs)), samples: spec.samples });
    let stockKnownWins = 0;
    for (const order of r.orders) if (g.solver.solve(g.withStock(obs, order), undefined, 'win').winnable) stockKnownWins++;
    const played = player?.(deal, number);
    return { number, values: r.values, stockKnownWins, ...(played ? { playerWon: played.won } : {}), positions: r.positions, estimates: r.estimates };
  };
}
