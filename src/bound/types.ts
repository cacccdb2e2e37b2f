// What a game's fair-play bound (information relaxation with a penalty: docs/bound.md) offers the
// generic code of src/bound/index.ts and `kabal bound`. Each game that has a bound builds one
// (src/bound/<game>/index.ts) and its object carries it (`bound` of src/registry/<game>/).

import type { Card } from '../core/cards.js';

/** The orders drawn for one position and how they are drawn. */
export interface BoundDraw {
  /** How many stock orders to draw. */
  readonly orders: number;
  /** Seeds the draws (a function of what a player sees, never of the stock order). */
  readonly seed: number;
  /** Deals drawn per stock position for the mean of the estimate, where the game samples it. */
  readonly samples: number;
}

/** The per-order values of a position: their mean is the bound's estimate for it. */
export interface PositionBound {
  /** The orders drawn, in the order solved. */
  readonly orders: readonly (readonly Card[])[];
  /** The penalised value of each order. */
  readonly values: readonly number[];
  /** Positions searched and estimates asked, over all orders. */
  readonly positions: number;
  readonly estimates: number;
}

/** Bounds positions under one rule set and estimate. */
export interface PositionBounder<O> {
  /** The per-order values of the position a player sees (`obs`), `draw.orders` orders drawn. */
  bound(obs: O, draw: BoundDraw): PositionBound;
}

/**
 * A game's fair-play bound. Methods, not function-valued properties, so that a game's object stands
 * in for `Game<unknown, …>` as its players do.
 */
export interface GameBound<O, V> {
  /** The estimates behind the penalties, by name, the default first; `zero` is always one of them. */
  readonly estimates: readonly string[];
  /** Whether the mean of the estimate after a reveal is sampled (`samples` deals a stock position). */
  readonly sampled: boolean;
  /** Why the bound is not worked out under these rules, or undefined when it is. */
  unsupported(variant: V): string | undefined;
  /** What the named estimate is under these rules, for the output ("fitted logistic"). */
  describe(variant: V, estimate: string): string;
  /** Bounds positions under one rule set with one estimate (the estimate is built once). */
  runner(variant: V, estimate: string): PositionBounder<O>;
  /** The cards a player sees at the start, in the order the seed of a deal's orders reads them. */
  shown(obs: O): readonly Card[];
}
