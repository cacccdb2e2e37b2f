// Every player by game and name: the observation-only strategies, the clairvoyant upper bound,
// and the alias `best` for the strongest player of each game (and rule set, where another player
// was measured stronger there), all read from the games' objects (src/registry/). Workers rebuild
// a player from its name, so only names cross threads. Browser-safe: the coach uses it in a Web
// Worker; the node-only simulator is src/sim/.

import { dealFromNumber, type Deal } from '../core/deal.js';
import type { GameId, GameRules } from '../core/game.js';
import { gameModule, type Game, withGame } from '../registry/index.js';
import type { Strategy, StrategyInfo, TaggedObservation } from '../strategy/types.js';
import { layoutRng, playDeal } from './play.js';

/** One deal's result as recorded: the rules' score, won, cards left; `verdict` only for clairvoyant. */
export interface DealResult {
  readonly score: number;
  readonly won: boolean;
  readonly cardsLeft: number;
  readonly verdict?: 'solved' | 'unsolvable' | 'unknown';
}

/** The alias that stands for the strongest player. */
export const BEST = 'best';

/**
 * The player a name stands for under a rule set: `best` resolves to the strongest there (a player
 * built for the standard rules stands aside elsewhere for the one it plays as), any other name to
 * itself.
 */
export function resolveStrategy(game: GameId, variantText: string, name: string): string {
  if (name !== BEST) return name;
  const s = gameModule(game).players.strongest;
  const listed = s.byVariant[variantText];
  if (listed !== undefined) return listed;
  const rules = gameModule(game).rules;
  const standard = rules.formatVariant(rules.defaultVariant as never);
  if (variantText === standard || variantText === '') return s.fallback;
  return playerInfos(game).find((p) => p.name === s.fallback)?.elsewherePlaysAs ?? s.fallback;
}

function playerInfos(game: GameId): StrategyInfo[] {
  const { fair: list, clairvoyant: clair } = gameModule(game).players;
  return [
    ...list.map((s) => ({ game, name: s.name, description: s.description, cost: s.cost, deterministic: s.deterministic, fullInformation: false, ...(s.elsewherePlaysAs !== undefined ? { elsewherePlaysAs: s.elsewherePlaysAs } : {}) })),
    { game, name: clair.name, description: clair.description, cost: clair.cost, deterministic: true, fullInformation: true },
  ];
}

/** The players of a game, weakest first, then the clairvoyant bound, then the alias `best`. */
export function strategyInfos(game: GameId): StrategyInfo[] {
  const players = playerInfos(game);
  const s = gameModule(game).players.strongest;
  const target = players.find((p) => p.name === s.fallback) as StrategyInfo;
  const others = Object.entries(s.byVariant).map(([v, n]) => `\`${n}\` under ${v}`);
  const alias: StrategyInfo = {
    ...target,
    name: BEST,
    description: `The strongest player we have: \`${s.fallback}\`${others.length > 0 ? ` (${others.join(', ')})` : ''}. It stands for that player, so its results are that player's.`,
    aliasOf: s.fallback,
  };
  return [...players, alias];
}

/** A player by name; `best` is looked up as the player it stands for under `variantText` (or its fallback without one). */
export function findStrategy(game: GameId, name: string, variantText?: string): StrategyInfo | undefined {
  const players = playerInfos(game);
  if (name === BEST) {
    const real = resolveStrategy(game, variantText ?? '', name);
    const info = players.find((s) => s.name === real);
    return info && { ...info, aliasOf: real };
  }
  return players.find((s) => s.name === name);
}

/**
 * A function that plays one deal for a game, variant text and player name (or `best`). The key is
 * not used: the player's generator is seeded from the visible layout (see `layoutRng`).
 */
export function makeRunner(game: GameId, variantText: string, alias: string): (deal: Deal, key: number) => DealResult {
  return withGame(game, (g) => runnerFor(g, variantText, resolveStrategy(game, variantText, alias)));
}

function runnerFor<S, M, O, V>(g: Game<S, M, O, V>, variantText: string, name: string): (deal: Deal, key: number) => DealResult {
  const { rules } = g;
  const v = rules.parseVariant(variantText);
  if (!v.ok) throw new Error(v.error.message);
  const variant = v.value;
  if (name === 'clairvoyant') {
    return (deal) => {
      const r = g.players.clairvoyant.play(rules.start(deal, variant));
      return { score: r.score, won: r.won, cardsLeft: r.cardsLeft, verdict: r.verdict };
    };
  }
  const st = g.players.fair.find((s) => s.name === name);
  if (!st) throw new Error(`no ${rules.title} strategy "${name}"`);
  // The cards a player sees when the deal is laid out: all but the stock.
  const sample = dealFromNumber(1, rules.dealShape(variant));
  const shown = sample.length - g.unseen(rules.observe(rules.start(sample, variant))).length;
  const fast = g.fast === undefined ? {} : { observe: g.fast.observe, ...(g.fast.apply === undefined ? {} : { apply: g.fast.apply as (s: S, m: unknown) => S }) };
  return (deal) => {
    const r = playDeal(rules as GameRules<S, M, O & TaggedObservation, V>, variant, deal, st, layoutRng(deal, shown), fast);
    return { score: r.score, won: r.won, cardsLeft: r.cardsLeft };
  };
}

/**
 * An observation-only player by name (`best` is resolved under `variantText`), typed for a game's
 * moves and observations; undefined for an unknown name and for `clairvoyant`, which is no player.
 */
export function fairStrategy<S, M, O, V>(game: Game<S, M, O, V>, variantText: string, name: string): Strategy<O & TaggedObservation, M> | undefined {
  const real = resolveStrategy(game.id, variantText, name);
  return game.players.fair.find((s) => s.name === real);
}
