// The parts of `kabal hint`'s chance to win: each plays the orders i with i mod count = index of one
// record and hands back its report, which the main thread adds up with the other parts
// (mergeChance), as the web game splits a chance over its coach workers. Run in worker threads
// (chance-worker.ts) or, for one thread, in the main one.

import { ChanceEstimator, type ChanceOptions, type ChanceReport } from '../../../coach/index.js';
import type { Deal } from '../../../core/deal.js';
import { viewOf } from '../../../core/present.js';
import { type Game, withGame } from '../../../registry/index.js';

/** What every part of a run shares. */
export interface ChancePartSpec {
  readonly game: string;
  readonly variant: string;
  readonly samples: number | undefined;
  readonly maxStates: number;
  readonly seed: number | undefined;
  readonly player: string | undefined;
}

/** One part of one record's chance. */
export interface ChancePart {
  readonly deal: Deal;
  readonly moves: readonly unknown[];
  readonly index: number;
  readonly count: number;
}

/** The position after `moves` from `deal`, as a player sees it. */
export function viewAfter<S, M, O, V>(module: Game<S, M, O, V>, variant: V, deal: Deal, moves: readonly M[]): ReturnType<typeof viewOf<S, M, O, V>> {
  const rules = module.rules;
  return viewOf(rules, moves.reduce((s, m) => rules.applyMove(s, m), rules.start(deal, variant)));
}

/**
 * The estimator's options for a spec: --samples N plays N orders (every order when there are at
 * most N); without it the run stops once Wilson's interval is at most 4 points either side (or
 * every order is played).
 */
export function chanceOptions(spec: ChancePartSpec): ChanceOptions {
  return {
    ...(spec.samples === undefined ? {} : { samples: spec.samples, exactUpTo: spec.samples, halfWidth: 0 }),
    maxStates: spec.maxStates,
    ...(spec.seed === undefined ? {} : { seed: spec.seed }),
    ...(spec.player === undefined ? {} : { player: spec.player }),
  };
}

/** The runner of the parts of a spec (in a worker, or in the main thread for tests). */
export function chancePartRunner(spec: ChancePartSpec): (part: ChancePart) => ChanceReport {
  return withGame(spec.game as never, (module) => {
    const rules = module.rules;
    const v = rules.parseVariant(spec.variant);
    if (!v.ok) throw new Error(v.error.message);
    const variant = v.value;
    return (part: ChancePart): ChanceReport => {
      // From here on the estimator is handed what a player sees, never the state.
      const est = new ChanceEstimator(module, variant, viewAfter(module, variant, part.deal, part.moves as never[]).obs, { ...chanceOptions(spec), shard: { index: part.index, count: part.count } });
      let r = est.report();
      while (!est.done) r = est.step(1_000);
      return r;
    };
  });
}
