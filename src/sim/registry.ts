// Every player the simulator knows, by game and name: the observation-only strategies, the
// clairvoyant upper bound, and the alias `best` for the strongest player of each game (and rule
// set, where another player was measured stronger there). Workers rebuild a player from its
// name, so only names cross threads.

import { dealFromNumber, formatDeal, type Deal } from '../core/deal.js';
import type { GameId } from '../core/game.js';
import { acesUp, golf } from '../games/index.js';
import { type AcesUpMove, type AcesUpState, applyUnchecked } from '../games/acesup/rules.js';
import type { AcesUpObservation } from '../games/acesup/observation.js';
import type { GolfObservation } from '../games/golf/observation.js';
import type { GolfState } from '../games/golf/rules.js';
import { ACESUP_STRATEGIES } from '../strategy/acesup/index.js';
import { ACESUP_CLAIRVOYANT, GOLF_CLAIRVOYANT } from '../strategy/clairvoyant.js';
import { GOLF_STRATEGIES } from '../strategy/golf/index.js';
import type { GameModule } from '../games/registry.js';
import type { ClairvoyantPlayer, Strategy, StrategyInfo, TaggedObservation } from '../strategy/types.js';
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
 * The strongest observation-only player of each game: `fallback` for every rule set not listed in
 * `byVariant` (keys are variant texts as `formatVariant` writes them). Chosen from the measured
 * results in docs/results.md.
 */
const STRONGEST: Readonly<Record<GameId, { readonly fallback: string; readonly byVariant: Readonly<Record<string, string>> }>> = {
  // Under jokers `rollout` wins more often than `round` (deals 1-1,000, paired: +3.30 points,
  // +1.46 to +5.14), though it leaves more cards; docs/strategies.md.
  acesup: { fallback: 'expectimax', byVariant: { 'acesup(jokers)': 'rollout' } },
  // `perfect-end` is `expectimax` with perfect play once the exact fair solver settles the
  // position (8 stock cards or fewer): it cannot win less in expectation; paired in docs/strategies.md.
  golf: { fallback: 'perfect-end', byVariant: {} },
};

/**
 * The player a name stands for under a rule set: `best` resolves to the strongest there (a player
 * built for the standard rules stands aside elsewhere for the one it plays as), any other name to
 * itself.
 */
export function resolveStrategy(game: GameId, variantText: string, name: string): string {
  if (name !== BEST) return name;
  const s = STRONGEST[game];
  const listed = s.byVariant[variantText];
  if (listed !== undefined) return listed;
  const standard = game === 'acesup' ? acesUp.formatVariant(acesUp.defaultVariant) : golf.formatVariant(golf.defaultVariant);
  if (variantText === standard || variantText === '') return s.fallback;
  return playerInfos(game).find((p) => p.name === s.fallback)?.elsewherePlaysAs ?? s.fallback;
}

function playerInfos(game: GameId): StrategyInfo[] {
  const list = game === 'acesup' ? ACESUP_STRATEGIES : GOLF_STRATEGIES;
  const clair = game === 'acesup' ? ACESUP_CLAIRVOYANT : GOLF_CLAIRVOYANT;
  return [
    ...list.map((s) => ({ game, name: s.name, description: s.description, cost: s.cost, deterministic: s.deterministic, fullInformation: false, ...(s.elsewherePlaysAs !== undefined ? { elsewherePlaysAs: s.elsewherePlaysAs } : {}) })),
    { game, name: clair.name, description: clair.description, cost: clair.cost, deterministic: true, fullInformation: true },
  ];
}

/** The players of a game, weakest first, then the clairvoyant bound, then the alias `best`. */
export function strategyInfos(game: GameId): StrategyInfo[] {
  const players = playerInfos(game);
  const s = STRONGEST[game];
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
 * The Aces Up observation, with the unseen cards sorted only when a strategy asks for them (the
 * cheap players never do). The state sits in a private class field, which no code outside this
 * class can read, so the strategy still sees only the observation's fields.
 */
class LazyAcesUpObservation implements AcesUpObservation {
  readonly kind = 'acesup-observation' as const;
  readonly variant: AcesUpObservation['variant'];
  readonly piles: AcesUpObservation['piles'];
  readonly discarded: AcesUpObservation['discarded'];
  readonly stockCount: number;
  readonly #state: AcesUpState;
  #unseen: readonly number[] | undefined;
  constructor(s: AcesUpState) {
    this.#state = s;
    this.variant = s.variant;
    this.piles = s.piles;
    this.discarded = s.discarded;
    this.stockCount = s.deal.length - s.next;
  }
  get unseen(): readonly number[] {
    return (this.#unseen ??= this.#state.deal.slice(this.#state.next).sort((a, b) => a - b));
  }
}

class LazyGolfObservation implements GolfObservation {
  readonly kind = 'golf-observation' as const;
  readonly variant: GolfObservation['variant'];
  readonly columns: GolfObservation['columns'];
  readonly waste: GolfObservation['waste'];
  readonly stockCount: number;
  readonly #state: GolfState;
  #unseen: readonly number[] | undefined;
  constructor(s: GolfState) {
    this.#state = s;
    this.variant = s.variant;
    this.columns = s.columns;
    this.waste = s.waste;
    this.stockCount = s.deal.length - s.next;
  }
  get unseen(): readonly number[] {
    return (this.#unseen ??= this.#state.deal.slice(this.#state.next).sort((a, b) => a - b));
  }
}

const lazyAcesUpObservation = (s: AcesUpState): AcesUpObservation => new LazyAcesUpObservation(s);
const lazyGolfObservation = (s: GolfState): GolfObservation => new LazyGolfObservation(s);

function clairvoyantResult<S>(player: ClairvoyantPlayer<S>, state: S, won: (score: number) => boolean, left: (score: number) => number): DealResult {
  const r = player.play(state);
  return { score: r.score, won: r.verdict === 'solved' && won(r.score), cardsLeft: left(r.score), verdict: r.verdict };
}

/**
 * A function that plays one deal for a game, variant text and player name (or `best`). The key is
 * not used: the player's generator is seeded from the visible layout (see `layoutRng`).
 */
export function makeRunner(game: GameId, variantText: string, alias: string): (deal: Deal, key: number) => DealResult {
  const name = resolveStrategy(game, variantText, alias);
  if (game === 'acesup') {
    const v = acesUp.parseVariant(variantText);
    if (!v.ok) throw new Error(v.error.message);
    const variant = v.value;
    if (name === 'clairvoyant') {
      return (deal) => clairvoyantResult(ACESUP_CLAIRVOYANT, acesUp.start(deal, variant), (sc) => sc === (variant.jokers ? 50 : 48), (sc) => deal.length - sc);
    }
    const st = ACESUP_STRATEGIES.find((s) => s.name === name);
    if (!st) throw new Error(`no Aces Up strategy "${name}"`);
    const shown = acesUp.start(dealFromNumber(1, acesUp.dealShape(variant)), variant).next;
    return (deal) => {
      const r = playDeal(acesUp, variant, deal, st, layoutRng(deal, shown), { observe: lazyAcesUpObservation, apply: (s, m) => applyUnchecked(s, m as AcesUpMove) });
      return { score: r.score, won: r.won, cardsLeft: r.cardsLeft };
    };
  }
  const v = golf.parseVariant(variantText);
  if (!v.ok) throw new Error(v.error.message);
  const variant = v.value;
  if (name === 'clairvoyant') {
    return (deal) => clairvoyantResult(GOLF_CLAIRVOYANT, golf.start(deal, variant), (sc) => sc <= 0, (sc) => Math.max(0, sc));
  }
  const st = GOLF_STRATEGIES.find((s) => s.name === name);
  if (!st) throw new Error(`no Golf strategy "${name}"`);
  const shown = golf.start(dealFromNumber(1, golf.dealShape(variant)), variant).next;
  return (deal) => {
    const r = playDeal(golf, variant, deal, st, layoutRng(deal, shown), { observe: lazyGolfObservation });
    return { score: r.score, won: r.won, cardsLeft: r.cardsLeft };
  };
}

export { formatDeal };

/** The observation-only players of each game, for code that plays a position itself (the coach). */
const FAIR_PLAYERS: Readonly<Record<GameId, readonly Strategy<never, never>[]>> = {
  acesup: ACESUP_STRATEGIES as readonly Strategy<never, never>[],
  golf: GOLF_STRATEGIES as readonly Strategy<never, never>[],
};

/**
 * An observation-only player by name (`best` is resolved under `variantText`), typed for a game's
 * moves and observations; undefined for an unknown name and for `clairvoyant`, which is no player.
 */
export function fairStrategy<S, M, O, V>(module: GameModule<S, M, O, V>, variantText: string, name: string): Strategy<O & TaggedObservation, M> | undefined {
  const real = resolveStrategy(module.id, variantText, name);
  return FAIR_PLAYERS[module.id].find((s) => s.name === real);
}
