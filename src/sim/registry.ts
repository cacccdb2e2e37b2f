// Every player the simulator knows, by game and name: the observation-only strategies and the
// clairvoyant upper bound. Workers rebuild a player from its name, so only names cross threads.

import { formatDeal, type Deal } from '../core/deal.js';
import type { GameId } from '../core/game.js';
import { acesUp, golf } from '../games/index.js';
import { type AcesUpMove, type AcesUpState, applyUnchecked } from '../games/acesup/rules.js';
import type { AcesUpObservation } from '../games/acesup/observation.js';
import type { GolfObservation } from '../games/golf/observation.js';
import type { GolfState } from '../games/golf/rules.js';
import { ACESUP_STRATEGIES } from '../strategy/acesup/index.js';
import { ACESUP_CLAIRVOYANT, GOLF_CLAIRVOYANT } from '../strategy/clairvoyant.js';
import { GOLF_STRATEGIES } from '../strategy/golf/index.js';
import type { ClairvoyantPlayer, StrategyInfo } from '../strategy/types.js';
import { dealRng, playDeal } from './play.js';

/** One deal's result as recorded: the SPEC score, won, cards left; `verdict` only for clairvoyant. */
export interface DealResult {
  readonly score: number;
  readonly won: boolean;
  readonly cardsLeft: number;
  readonly verdict?: 'solved' | 'unsolvable' | 'unknown';
}

export function strategyInfos(game: GameId): StrategyInfo[] {
  const list = game === 'acesup' ? ACESUP_STRATEGIES : GOLF_STRATEGIES;
  const clair = game === 'acesup' ? ACESUP_CLAIRVOYANT : GOLF_CLAIRVOYANT;
  return [
    ...list.map((s) => ({ game, name: s.name, description: s.description, cost: s.cost, deterministic: s.deterministic, fullInformation: false })),
    { game, name: clair.name, description: clair.description, cost: clair.cost, deterministic: true, fullInformation: true },
  ];
}

export function findStrategy(game: GameId, name: string): StrategyInfo | undefined {
  return strategyInfos(game).find((s) => s.name === name);
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

/** A function that plays one deal (with its key, which seeds the strategy's generator) for a game, variant text and strategy name. */
export function makeRunner(game: GameId, variantText: string, name: string): (deal: Deal, key: number) => DealResult {
  if (game === 'acesup') {
    const v = acesUp.parseVariant(variantText);
    if (!v.ok) throw new Error(v.error.message);
    const variant = v.value;
    if (name === 'clairvoyant') {
      return (deal) => clairvoyantResult(ACESUP_CLAIRVOYANT, acesUp.start(deal, variant), (sc) => sc === (variant.jokers ? 50 : 48), (sc) => deal.length - sc);
    }
    const st = ACESUP_STRATEGIES.find((s) => s.name === name);
    if (!st) throw new Error(`no Aces Up strategy "${name}"`);
    return (deal, key) => {
      const r = playDeal(acesUp, variant, deal, st, dealRng(key), { observe: lazyAcesUpObservation, apply: (s, m) => applyUnchecked(s, m as AcesUpMove) });
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
  return (deal, key) => {
    const r = playDeal(golf, variant, deal, st, dealRng(key), { observe: lazyGolfObservation });
    return { score: r.score, won: r.won, cardsLeft: r.cardsLeft };
  };
}

export { formatDeal };
