// Golf, described once: the engine's module, the solver, the players, the coach's settings (with the
// exact solver of fair play) and the fair-play bound.

import { GOLF_BOUND } from '../../bound/golf/index.js';
import { GOLF_MODULE } from '../../games/golf/module.js';
import type { GolfObservation } from '../../games/golf/observation.js';
import type { GolfMove, GolfState } from '../../games/golf/rules.js';
import type { GolfVariant } from '../../games/golf/variant.js';
import { GolfSolver, solveGolf } from '../../solve/golf/index.js';
import { GOLF_LINE_HINTS } from '../../solve/golf/line-hints.js';
import { GOLF_CLAIRVOYANT } from '../../strategy/golf/clairvoyant.js';
import { GOLF_STRATEGIES } from '../../strategy/golf/index.js';
import type { Game } from '../types.js';
import { GOLF_EXACT } from './exact.js';

/** Cards in the tableau: 7 columns of 5, in every variant. */
const TABLEAU = 35;

export const GOLF: Game<GolfState, GolfMove, GolfObservation, GolfVariant> = {
  ...GOLF_MODULE,
  solver: {
    solve: (state, opts, goal) => solveGolf(state, opts, goal),
    create: (state, goal) => new GolfSolver(state, { goal }),
    lineHints: GOLF_LINE_HINTS,
  },
  players: {
    fair: GOLF_STRATEGIES,
    clairvoyant: GOLF_CLAIRVOYANT,
    // `perfect-end` is `expectimax` with optimal play once the exact fair solver settles the
    // position (8 stock cards or fewer): it cannot win less in expectation; paired in docs/strategies.md.
    strongest: { fallback: 'perfect-end', byVariant: {} },
  },
  // A hole scores the cards left in the tableau, or once it is cleared (a win) minus the stock left.
  ends: {
    scoreRange: (cards) => [-(cards - TABLEAU), TABLEAU],
    problem: (_cards, s, w, c) => {
      if (c > TABLEAU) return `cards left "c" must be at most ${TABLEAU} (the Golf tableau)`;
      if (w !== (c === 0)) return w ? `a won hole leaves no card in the tableau, not ${c}` : 'a hole with no card left in the tableau is won';
      if (c > 0 && s !== c) return `a hole that is not cleared scores its cards left (${c}), not ${s}`;
      if (c === 0 && s > 0) return `a cleared hole scores 0 or minus the stock left, not ${s}`;
      return undefined;
    },
  },
  coach: {
    // next-card takes about 7-15 ms a whole game and wins two to three times as often as rollout
    // (7 ms; lookahead 0.5 ms, but it wins a tenth as often as expectimax, which takes about
    // 0.5 s a whole deal); the stand-in's bias against `best` is measured by
    // `COACH_BIAS=16 npm run bench -- coach` (docs/coach.md).
    fastEnough: ['next-card', 'rollout', 'lookahead', 'first-playable'],
    fastEnoughUnder: {},
    exact: GOLF_EXACT,
  },
  bound: GOLF_BOUND,
};
